// Monopoly: The Card Game: your hand grouped by colour, every player's trade pile (top
// card on the right, the one you can take), the dummies, the jackpot and the scores.

import { h, seatName } from "../../dom.js";
import { bandStyle, cardButton, groupLabel, section, stat, whose } from "../../views/common.js";

export const layout = "cards";

// Amounts as the rulebook prints them: "$150".
export const money = () => (n) => `$${n.toLocaleString("en-US")}`;

const KIND_TEXT = {
  house: "Improvement: counts on a complete group when you go out.",
  hotel: "Improvement: only with houses on your best group.",
  token: "Bonus card: scores when you go out.",
  go: "Bonus card: GO. Four together score more.",
  free_parking: "Most Free Parking cards takes the jackpot.",
  wild: "Stands for whatever card is best for you.",
  go_to_jail: "You cannot go out with it unless you also hold Get Out Of Jail Free.",
  jail_free: "Cancels a Go To Jail in your hand.",
};

function cardOf(ctx, id) {
  return ctx.cards[id] || { name: `card ${id}`, kind: "?", value: 0, group: null };
}

export function face(id, ctx) {
  const c = cardOf(ctx, id);
  return h("div.face.cg-face", { class: `kind-${c.kind}` },
    c.value ? h("span.fvalue", ctx.money(c.value)) : null,
    c.group ? h("div.fband", { style: bandStyle([c.group]) }, groupLabel(c.group)) : null,
    h("div.fname", { class: c.value && !c.group ? "under-value" : "" }, c.name),
    KIND_TEXT[c.kind] ? h("p.ftext", KIND_TEXT[c.kind]) : null);
}

function card(ctx, id, size) {
  const c = cardOf(ctx, id);
  return cardButton(ctx, id, face(id, ctx), { size, label: `${c.name}${c.value ? `, ${ctx.money(c.value)}` : ""}` });
}

function pile(ctx, cards, size) {
  return h("div.row.tpile", cards.length ? cards.map((id) => card(ctx, id, size)) : h("small.muted", "empty"));
}

/** A trade (CG-5) as what it moves: the top cards of your trade pile (top first) for as
 * many from the top of the partner's, so the menu can set them side by side. */
export function offer(view, ctx) {
  const pileOf = (partner) => (typeof partner === "number"
    ? view.players.find((p) => p.seat === partner) : view.dummies.find((d) => d.name === partner)).trade_pile;
  const named = (id) => {
    const c = cardOf(ctx, id);
    return c.value ? `${c.name} (${ctx.money(c.value)})` : c.name;
  };
  return (entry) => {
    const a = entry.action;
    if (!a || a.kind !== "trade") return null;
    const top = (partner) => pileOf(partner).slice(-a.count).reverse().map(named);
    return {
      partner: typeof a.with === "number" ? seatName(ctx.room, a.with) : dummyName(a.with),
      give: top(ctx.you), get: top(a.with), label: a.count === 1 ? "Trade 1 card" : `Trade ${a.count} cards`,
    };
  };
}

function dummyName(name) {
  return name.replace("dummy-", "Dummy pile ");
}

export function summary(p, view, ctx) {
  return [stat("hand", p.hand_count), stat("score", ctx.money(p.score)),
    p.trade_pile.length ? stat("top", cardOf(ctx, p.trade_pile[p.trade_pile.length - 1]).name) : null];
}

export function details(p, view, ctx) {
  return h("div",
    section("Trade pile (top on the right)", pile(ctx, p.trade_pile, "small")),
    p.known_in_hand.length ? section("Seen going into their hand", pile(ctx, p.known_in_hand, "tiny")) : null);
}

export function worth(p) {
  return p.score;
}

/** The cards on show: your hand and every player's trade pile. */
export function shown(view) {
  const cards = [...(view.hand || [])];
  for (const p of view.players || []) cards.push(...p.trade_pile);
  return { cards, tokens: {} };
}

export function table(view, ctx) {
  return h("div.card-game",
    h("div.stats", stat("hand", `${view.hand_number} of ${view.hands_to_play}`), stat("draw pile", view.draw_count),
      stat("jackpot", ctx.money(view.jackpot))),
    view.players.map((p) => h("div.their-table", { "data-seat": p.seat },
      h("div.tt-head", ctx.person(p.seat), " ", stat("score", ctx.money(p.score)), " ", stat("cards", p.hand_count)),
      pile(ctx, p.trade_pile, "tiny"))),
    view.dummies.map((d) => h("div.their-table", h("div.tt-head", h("b", dummyName(d.name))),
      pile(ctx, d.trade_pile, "tiny"))));
}

export function mine(view, ctx) {
  if (!view.hand) return null;
  const groups = new Map();
  for (const id of view.hand) {
    const c = cardOf(ctx, id);
    const g = c.group || c.kind;
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(id);
  }
  return h("div.hand-zone",
    h("h3.zone-title", `${whose(ctx)} hand (${view.hand.length})`,
      view.hand_worth ? h("small", ` · worth ${ctx.money(view.hand_worth.laid_down)} laid down`) : null),
    h("div.hand-cards", [...groups.values()].flat().map((id) => card(ctx, id, "hand"))));
}

export function reference(ctx) {
  const seen = new Map();
  for (const c of Object.values(ctx.cards)) if (!seen.has(c.name)) seen.set(c.name, c.id);
  return [...seen.values()];
}
