// Crooked Cash: the board, cash and note counts, decoder chips, the face-up Chance cards,
// your notes (with what you know of fakes), and what is being decided (decoding included).

import { h } from "../dom.js";
import { drawBoard } from "./board.js";
import { panel, pending, stat } from "./common.js";

function chanceCard(c) {
  if (!c) return h("div.chance.empty", "—");
  return h("div.chance", { "data-card": c.card, title: c.text },
    h("b", "Chance"), h("span", c.text), c.fake === undefined ? null : h("em", c.fake ? "fake" : "real"));
}

function notes(counts) {
  return Object.entries(counts).filter(([, n]) => n).map(([v, n]) => `${n}×$${v}`).join(" ");
}

export function render(view, ctx) {
  const players = view.players.map((p) => panel(ctx, p.seat,
    h("div.stats", stat("cash", `$${p.cash}`), stat("chips", "●".repeat(p.chips) || "0"),
      p.caught ? stat("caught", p.caught) : null,
      p.in_jail ? h("span.tag", "in jail") : null, p.alive === false ? h("span.tag", "out") : null),
    p.streets.length ? h("div.notes", p.streets.map((i) => view.board[i].name).join(", ")) : null,
    h("div.notes", notes(p.notes)),
    p.held_cards.length ? h("div.held", p.held_cards.map(chanceCard)) : null));
  const parts = [
    h("div.board-wrap", drawBoard(view, ctx, "Crooked Cash")),
    h("div.faceup", h("small", "Face-up Chance cards"), h("div.chances", view.chance_face_up.map(chanceCard))),
    pending(view.pending, ctx),
    h("div.players", players),
  ];
  if (view.my_notes) {
    parts.push(h("div.hand", { id: "hand" }, h("h4", "Your notes"), h("div.notes-list",
      view.my_notes.map((n) => h("span.note", { class: `note${n.known_fake ? " fake" : ""}`, "data-note": n.id },
        `$${n.value}`, n.known_fake === undefined ? "" : n.known_fake ? " fake" : " ✓")))));
  }
  return h("div.crooked-cash", parts);
}
