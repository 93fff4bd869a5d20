// Monopoly Deal: your hand and your table (sets with House/Hotel, bank), every opponent's
// sets in small, the draw pile and the discard. Cards are drawn here: full names, values,
// rent ladders and what each action does (the ladders and texts come with the cards, from
// the game's words: /api/games/deal/cards).

import { h } from "../../dom.js";
import { bandStyle, cardButton, groupLabel, section, stat, tag, whose, GROUP_COLORS } from "../../views/common.js";

export const layout = "cards";

// Amounts as the rulebook prints them: "3M".
export const money = () => (n) => `${n}M`;

function cardOf(ctx, id) {
  return ctx.cards[id] || { name: `card ${id}`, kind: "?", value: 0, colors: [] };
}

// A colour's rent ladder, from a property card of that colour: its length is the set's size.
function ladder(ctx, color) {
  const property = Object.values(ctx.cards).find((c) => c.kind === "property" && c.colors[0] === color);
  return property ? property.rents : [];
}

export function cardName(ctx, id) {
  const c = cardOf(ctx, id);
  return ctx.names === "uk" && c.uk_name ? c.uk_name : c.name;
}

function body(ctx, c) {
  if (c.kind === "property") {
    const rents = c.rents || [];
    return h("div.rents", h("div.rent-cap", "owned → rent"), rents.map((rent, i) =>
      h("div.rent-row", h("span", i + 1 === rents.length ? `${i + 1} (full set)` : `${i + 1}`), h("b", `${rent}M`))));
  }
  if (c.kind === "wild") {
    return h("p.ftext", c.colors.length > 2 ? "Part of any property set. No money value."
      : `Part of the ${c.colors.map(groupLabel).join(" or ")} set; move it on your turn.`);
  }
  if (c.kind === "rent") {
    return h("p.ftext", c.colors.length > 2 ? "One player of your choice pays you rent for one of your sets."
      : `Every player pays you rent for your ${c.colors.map(groupLabel).join(" or ")} set.`);
  }
  if (c.kind === "action") return h("p.ftext", c.text || "");
  if (c.kind === "money") return h("div.money-big", `${c.value}M`);
  return null;
}

export function face(id, ctx) {
  const c = cardOf(ctx, id);
  const name = cardName(ctx, id);
  const banded = c.kind === "property" || c.kind === "wild" || c.kind === "rent";
  return h("div.face.deal-face", { class: `kind-${c.kind}` },
    h("span.fvalue", { "aria-label": `worth ${c.value}M` }, `${c.value}M`),
    banded ? h("div.fband", { style: bandStyle(c.colors) }, c.kind === "property" ? name : h("span.band-label", c.kind === "rent" ? "Rent" : "Wild")) : null,
    c.kind === "property" || c.kind === "money" ? null : h("div.fname", name),
    body(ctx, c));
}

function card(ctx, id, size) {
  const c = cardOf(ctx, id);
  return cardButton(ctx, id, face(id, ctx), { size, label: `${cardName(ctx, id)}, ${c.value}M` });
}

function setRow(ctx, s, size) {
  return h("div.pset", { class: s.full ? "full" : "", style: { borderColor: GROUP_COLORS[s.color] || "#777" } },
    h("div.pset-head", { style: bandStyle([s.color]) },
      `${groupLabel(s.color)} ${s.cards.length}/${ladder(ctx, s.color).length || "?"}`, s.full ? " ✓" : "",
      s.house !== null && s.house !== undefined ? " +House" : "", s.hotel !== null && s.hotel !== undefined ? " +Hotel" : "",
      h("span.rent", ` rent ${s.rent}M`)),
    h("div.pset-cards", s.cards.map((id) => card(ctx, id, size)),
      s.house !== null && s.house !== undefined ? card(ctx, s.house, size) : null,
      s.hotel !== null && s.hotel !== undefined ? card(ctx, s.hotel, size) : null));
}

/** Small coloured squares, one per property: filled when the set is full. */
function setMarks(p) {
  return h("span.marks", { "aria-hidden": "true" }, p.sets.map((s) =>
    h("span.mark", { class: s.full ? "full" : "", style: { background: GROUP_COLORS[s.color] || "#777" }, title: groupLabel(s.color) },
      String(s.cards.length))));
}

export function summary(p, view, ctx) {
  return [stat("hand", p.hand_count), stat("bank", `${p.bank_total}M`), stat("sets", `${p.full_sets}/3`), setMarks(p)];
}

export function details(p, view, ctx) {
  return h("div.deal-details",
    section(`Sets (${p.full_sets} full of 3)`, p.sets.length ? h("div.sets", p.sets.map((s) => setRow(ctx, s, "small"))) : h("p.muted", "No properties yet.")),
    section(`Bank (${p.bank_total}M)`, h("div.row", p.bank.map((id) => card(ctx, id, "tiny")))));
}

export function worth(p) {
  return p.bank_total;
}

/** The cards on show: your hand, the top of the discard, every bank and set, an id once
 * per copy (the room counts them). */
export function shown(view) {
  const cards = [...(view.hand || []), ...(view.discard || []).slice(-1)];
  for (const p of view.players || []) {
    cards.push(...p.bank);
    for (const set of p.sets) cards.push(...set.cards);
  }
  return { cards, tokens: {} };
}

export function table(view, ctx) {
  const top = view.discard.length ? view.discard[view.discard.length - 1] : null;
  const me = view.players.find((p) => p.seat === ctx.you);
  const others = view.players.filter((p) => p.seat !== ctx.you);
  return h("div.deal",
    h("div.piles",
      h("div.pile", h("small", "Draw pile"), h("div.card-back", { "aria-label": `${view.draw_count} cards in the draw pile` }, String(view.draw_count))),
      h("div.pile", h("small", "Discard"), top === null ? h("div.card-back.empty", "empty") : card(ctx, top, "small")),
      view.plays_left !== undefined && view.active === ctx.you ? h("div.pile.plays", h("b", String(view.plays_left)), h("small", "plays left")) : null),
    me ? h("div.my-table", { "data-seat": me.seat },
      h("div.tt-head", h("b", `${whose(ctx)} table`), " ", stat("bank", `${me.bank_total}M`), " ", stat("full sets", `${me.full_sets}/3`)),
      h("div.sets", me.sets.map((s) => setRow(ctx, s, "small")),
        me.bank.length ? h("div.bank", h("small", "Bank"), h("div.row", me.bank.map((id) => card(ctx, id, "tiny")))) : null)) : null,
    others.map((p) => h("div.their-table", { "data-seat": p.seat },
      h("div.tt-head", ctx.person(p.seat), " ", stat("bank", `${p.bank_total}M`), " ", stat("full sets", `${p.full_sets}/3`),
        p.sets.length ? null : h("small.muted", "no properties")),
      p.sets.length ? h("div.sets", p.sets.map((s) => setRow(ctx, s, "tiny"))) : null)));
}

/** What to do when the server asks nothing in particular: the plays of a turn. */
export function prompt(view) {
  if (view.phase !== "play" || view.plays_left === undefined) return null;
  return view.plays_left
    ? `Your turn: play up to ${view.plays_left} more card${view.plays_left === 1 ? "" : "s"}, then end the turn.`
    : "Your turn: no plays left — move a wild or end the turn.";
}

/** Your hand. Copies of a card are named by one id (its face), so a hand may show an id
 * twice; either copy sends the same move. */
export function mine(view, ctx) {
  if (!view.hand) return null;
  return h("div.hand-zone",
    h("h3.zone-title", `${whose(ctx)} hand (${view.hand.length})`, view.hand.length > 7 ? h("span.warn-inline", " — over 7: discard at the end of the turn") : null),
    h("div.hand-cards", view.hand.map((id) => card(ctx, id, "hand"))));
}

export function reference(ctx) {
  const seen = new Map();
  for (const c of Object.values(ctx.cards)) {
    const key = `${c.kind}|${c.action}|${c.colors.join(",")}|${c.kind === "property" ? c.name : ""}|${c.kind === "money" ? c.value : ""}`;
    if (!seen.has(key)) seen.set(key, c.id);
  }
  return [...seen.values()];
}

/** The Forced Deal you are making, once its take is chosen, for the moves' two columns:
 * the card you get, and the cards you may give for it. */
export function trade(view, ctx) {
  const p = view.pending;
  if (!p || p.kind !== "forced_deal" || p.actor !== ctx.you || p.take === null || p.take === undefined) return null;
  const from = (p.targets || []).length === 1 ? ` from ${ctx.room.seats[p.targets[0]]?.name || "them"}` : "";
  return {
    title: "Forced Deal",
    give: p.give === null || p.give === undefined ? [] : [cardName(ctx, p.give)],
    get: [`${cardName(ctx, p.take)}${from}`],
    side: (entry) => (entry.action.kind === "give" ? "give" : null),
  };
}
