// Crooked Cash: the board with the face-up Chance cards in the middle, your notes (with
// what you know of fakes), every player's cash, decoder chips and cards on demand.

import { h } from "../../dom.js";
import { drawBoard, streetList, tokens } from "../board/web.js";
export { trade } from "../board/web.js";
import { cardButton, deckName, section, stat, tag, textCard, whose } from "../../views/common.js";

export const layout = "board";

// Amounts as the rulebook prints them: "M200" with UK names, "$200" with US names.
export const money = (names) => (n) => `${names === "uk" ? "M" : "$"}${n.toLocaleString("en-US")}`;

function held(ctx, c, size = "small") {
  if (c.card === undefined) return tag(`a ${deckName(c.deck)} card`);
  return cardButton(ctx, c.card, face(c.card, ctx, c), { size, label: c.text });
}

export function face(id, ctx, shown) {
  const c = shown || ctx.cards[id] || {};
  if (c.kind === "note") return h("div.face.note-face", h("div.money-big", ctx.money(c.value)), h("p.ftext", "A bank note. Fakes look the same."));
  const text = c.text || c.name || "";
  return textCard(c.deck || c.kind || "chance", deckName(c.deck || c.kind), text,
    [c.fake === undefined ? null : ["Decoded", c.fake ? "fake" : "real"]]);
}

function notes(p, ctx) {
  return Object.entries(p.notes || {}).filter(([, n]) => n).map(([v, n]) => `${n}×${ctx.money(Number(v))}`).join(" ");
}

export function summary(p, view, ctx) {
  return [stat("cash", ctx.money(p.cash)), stat("chips", p.chips), p.caught ? stat("caught", p.caught) : null,
    p.in_jail ? tag("in jail", "bad") : null, p.alive === false ? tag("out", "bad") : null];
}

/** A player's kept cards: one's own as its holder sees them, another's as everyone does. */
function kept(p, view, ctx) {
  return p.seat === ctx.you && view.my_cards ? view.my_cards : p.held_cards;
}

export function details(p, view, ctx) {
  return h("div",
    h("p", stat("cash", ctx.money(p.cash)), " ", stat("decoder chips", p.chips), " ", stat("trade offers left", p.trade_offers_left)),
    section("Streets", p.streets.length ? h("p", p.streets.map((i) => view.board[i].name).join(", ")) : h("p.muted", "none")),
    section("Notes", h("p", notes(p, ctx) || "none")),
    kept(p, view, ctx).length ? section("Cards kept", h("div.row", kept(p, view, ctx).map((c) => held(ctx, c)))) : null);
}

export function worth(p) {
  return p.cash;
}

/** The cards on show: the face-up Chance cards and your notes; every token. */
export function shown(view) {
  const cards = [...(view.chance_face_up || []).map((c) => c.card), ...(view.my_notes || []).map((n) => n.id)];
  return { cards, tokens: tokens(view) };
}

export function table(view, ctx) {
  const middle = view.chance_face_up.map((c) => ({
    card: c.card, title: "Chance", text: c.text, lines: c.fake === undefined ? [] : [c.fake ? "Decoded: fake" : "Decoded: real"],
  }));
  return h("div.board-wrap", drawBoard(view, ctx, "Crooked Cash", middle), streetList(view, ctx));
}

export function mine(view, ctx) {
  if (!view.my_notes) return null;
  const me = view.players.find((p) => p.seat === ctx.you);
  const total = view.my_notes.reduce((sum, n) => sum + n.value, 0);
  return h("div.hand-zone",
    h("h3.zone-title", `${whose(ctx)} notes (${ctx.money(total)})`, me ? h("small", ` · ${me.chips} decoder chip${me.chips === 1 ? "" : "s"}`) : null),
    h("div.hand-cards.notes", view.my_notes.map((n) => cardButton(ctx, n.id,
      h("span.note-face-small", { class: n.known_fake ? "fake" : "" }, ctx.money(n.value),
        n.known_fake === undefined ? null : h("small", n.known_fake ? " fake" : " real")),
      { size: "note", label: `${ctx.money(n.value)} note${n.known_fake ? ", known fake" : n.known_fake === false ? ", known real" : ""}` }))),
    view.my_cards && view.my_cards.length ? h("div.row", h("small", "Kept: "), view.my_cards.map((c) => held(ctx, c, "tiny"))) : null);
}

export function reference(ctx) {
  const seen = new Map();
  for (const c of Object.values(ctx.cards)) if (c.kind !== "note" && !seen.has(c.name)) seen.set(c.name, c.id);
  return [...seen.values()];
}
