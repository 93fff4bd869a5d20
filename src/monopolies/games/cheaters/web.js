// Cheaters Edition: the board with the face-up Cheat cards in the middle (reward and
// penalty on each), your own cheats, every player's cash and state on demand.

import { h } from "../../dom.js";
import { drawBoard, streetList, tokens } from "../board/web.js";
export { trade } from "../board/web.js";
import { cardButton, deckName, section, stat, tag, textCard, whose } from "../../views/common.js";

export const layout = "board";

// Amounts as the rulebook prints them: "M200".
export const money = () => (n) => `M${n.toLocaleString("en-US")}`;

export function face(id, ctx, shown) {
  const c = { ...(ctx.cards[id] || {}), ...(shown || {}) };
  if (c.kind === "cheat" || c.reward !== undefined) {
    return textCard("cheat", c.name || "Cheat", c.text || "", [["Reward", c.reward], ["Penalty", c.penalty]]);
  }
  return textCard(c.deck || c.kind || "chance", deckName(c.deck || c.kind), c.text || c.name || "");
}

function held(ctx, c, size = "small") {
  if (c.card === undefined) return tag(`a ${deckName(c.deck)} card`);
  return cardButton(ctx, c.card, face(c.card, ctx, c), { size, label: c.text || c.name });
}

export function summary(p, view, ctx) {
  return [stat("cash", ctx.money(p.cash)),
    p.in_jail ? tag("handcuffed", "bad") : null, p.home ? tag("home") : null,
    p.half_rent ? tag("half rent") : null, p.alive === false ? tag("bankrupt", "bad") : null];
}

/** A player's kept cards: one's own as its holder sees them, another's as everyone does. */
function kept(p, view, ctx) {
  return p.seat === ctx.you && view.my_cards ? view.my_cards : p.held_cards;
}

export function details(p, view, ctx) {
  return h("div",
    h("p", stat("cash", ctx.money(p.cash)), " ", stat("trade offers left", p.trade_offers_left)),
    section("Streets", p.streets.length ? h("p", p.streets.map((i) => view.board[i].name).join(", ")) : h("p.muted", "none")),
    kept(p, view, ctx).length ? section("Cards kept", h("div.row", kept(p, view, ctx).map((c) => held(ctx, c)))) : null);
}

export function worth(p) {
  return p.cash;
}

/** The cards on show: the face-up cheats and your own; every token. */
export function shown(view) {
  const cards = [...(view.cheats_face_up || []), ...(view.my_cheats || [])].map((c) => c.card);
  return { cards, tokens: tokens(view) };
}

export function table(view, ctx) {
  const middle = (view.cheats_face_up || []).map((c) => ({
    card: c.card, title: c.name, text: c.text, lines: [`Reward: ${c.reward}`, `Penalty: ${c.penalty}`],
    fill: "#f6ecfb", stroke: "#6a2c91",
  }));
  const notes = [
    view.ending ? "END GAME: everyone heads for GO" : null,
    view.ultimate ? "Ultimate Cheater's Mode: every cheat is open" : null,
  ].filter(Boolean);
  return h("div.board-wrap", drawBoard(view, ctx, "Cheaters", middle), notes.map((n) => h("p.callout", n)),
    streetList(view, ctx));
}

export function mine(view, ctx) {
  if (!view.my_cheats) return null;
  const me = view.players.find((p) => p.seat === ctx.you);
  return h("div.hand-zone",
    // No ledger here (rulings CH-R6): cash that differs from what the events account for is
    // for the player to notice, so neither anyone's cash nor your own is compared with it.
    h("h3.zone-title", me ? `${whose(ctx)} cash: ${ctx.money(me.cash)}` : whose(ctx)),
    h("div.hand-cards",
      view.my_cheats.length ? view.my_cheats.map((c) => cardButton(ctx, c.card, face(c.card, ctx, c), { size: "small", label: `${c.name}: ${c.text}` }))
        : h("small.muted", "No cheats done yet: the face-up cheats are in the middle of the board."),
      (view.my_cards || []).map((c) => held(ctx, c, "tiny"))));
}

export function reference(ctx) {
  const seen = new Map();
  for (const c of Object.values(ctx.cards)) if (!seen.has(c.name)) seen.set(c.name, c.id);
  return [...seen.values()];
}

/** Your own cheats, told in your own log as you make them (a cheat is no public event, so
 * the log the table shares never tells it, CH-15); none on the first view of a page. */
export function ownNews(before, view) {
  if (!before || !before.my_cheats || !view || !view.my_cheats) return [];
  const known = new Set(before.my_cheats.map((c) => c.card));
  return view.my_cheats.filter((c) => !known.has(c.card)).map((c) => `Only you know: you cheated with ${c.name} (${c.text}).`);
}
