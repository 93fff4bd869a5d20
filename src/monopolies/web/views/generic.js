// A game without its own view yet: the players and what each seat may see, as data.
//
// Every game's view module (games/<folder>/web.js) exports what this one does, and the
// room (web/room/) reads a game only through them; tests/conformance/test_kits.py checks:
//   layout                   "cards" or "board"
//   money(names)             (n) -> an amount as the edition prints it
//   table(view, ctx)         the shared table
//   mine(view, ctx)          the player's own things (hand, notes, cheats), or null
//   summary(p, view, ctx)    a player's one-line stats
//   details(p, view, ctx)    what opens on demand about a player
//   face(id, ctx)            a card drawn large
//   worth(p)                 the number that flashes when it moves
//   shown(view)              { cards: ids on show, tokens: seat -> space }, so what arrived
//                            or moved since the last step lights up
//   reference(ctx)           the card ids of the help's card reference
// and optionally prompt(view, ctx), what to do when the server's situation says nothing
// (Deal's plays of a turn), cardName(ctx, id), a card's full name, and
// ownNews(before, view), sentences for the player's own log about their own secret moves
// that no public event tells (Cheaters' cheats), from their view before and now, and
// trade(view, ctx), the trade this seat is building as { title, give, get, side(entry) }:
// what it gives and gets so far (words), and which side of the two columns a menu entry
// adds to ("give", "get"; "other" for the trade's other moves; null: not the trade's).
// ctx: { room, you, cards, money(n), names ("us"/"uk"), person(seat), picked (card id or
//        null), fresh (Set of arrived card ids), moved (Set of seats whose token moved) }.

import { h } from "../dom.js";

export const layout = "cards";

// Amounts as plain numbers.
export const money = () => (n) => String(n);

export function table(view) {
  const rest = { ...view };
  for (const key of ["legal", "events", "players"]) delete rest[key];
  return h("pre.raw", JSON.stringify(rest, null, 1));
}

export function mine() {
  return null;
}

export function summary() {
  return [];
}

export function details(p) {
  return h("pre", JSON.stringify(p, null, 1));
}

export function face(id, ctx) {
  const c = ctx.cards[id] || {};
  return h("div.face", h("div.fname", c.name || `card ${id}`));
}

export function worth() {
  return 0;
}

export function shown() {
  return { cards: [], tokens: {} };
}

export function reference() {
  return [];
}
