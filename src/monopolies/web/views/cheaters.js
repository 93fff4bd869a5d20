// Cheaters Edition: the same board as Crooked Cash, plus the face-up cheats, the cheats you
// have done and may be caught at, and who can be called out ("Cheat!" is in the menu).

import { h } from "../dom.js";
import { drawBoard } from "./board.js";
import { panel, pending, stat } from "./common.js";

function cheat(c) {
  return h("div.chance.cheat", { "data-card": c.card, title: c.text || "" },
    h("b", c.name || "Cheat"), h("span", c.text || ""),
    c.reward !== undefined ? h("small", `reward ${c.reward} · penalty ${c.penalty}`) : null);
}

function held(c) {
  if (c.card === undefined) return h("span.tag", `a ${(c.deck || "").replaceAll("_", " ")} card`);
  return h("span.tag", { "data-card": c.card, title: c.text || "" }, c.text || c.action || `card ${c.card}`);
}

export function render(view, ctx) {
  const players = view.players.map((p) => panel(ctx, p.seat,
    h("div.stats", stat("cash", `$${p.cash}`), stat("streets", p.streets.length),
      p.in_jail ? h("span.tag", "handcuffed") : null, p.home ? h("span.tag", "home") : null,
      p.half_rent ? h("span.tag", "half rent") : null, p.alive === false ? h("span.tag", "bankrupt") : null),
    p.held_cards && p.held_cards.length ? h("div.held", p.held_cards.map(held)) : null));
  const parts = [
    h("div.board-wrap", drawBoard(view, ctx, "Cheaters")),
    h("div.faceup", h("small", "Face-up cheats"), h("div.chances", (view.cheats_face_up || []).map(cheat))),
    view.ending ? h("p.callable", "END GAME: everyone heads for GO") : null,
    view.ultimate ? h("p.callable", "Ultimate Cheater's Mode: every cheat is open") : null,
    view.callable && view.callable.length ? h("p.callable", `Cheats that can be called now: ${view.callable.length}`) : null,
    pending(view.pending, ctx),
    h("div.players", players),
  ];
  if (view.my_cheats) {
    parts.push(h("div.hand", { id: "hand" }, h("h4", "Your cheats"),
      view.my_cheats.length ? h("div.chances", view.my_cheats.map((c) => c.card === undefined
        ? h("span.tag", "loaded die") : cheat(c))) : h("small", "none yet")));
  }
  return h("div.cheaters", parts);
}
