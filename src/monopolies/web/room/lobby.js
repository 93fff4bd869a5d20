// The lobby: who sits where, the link to share, a form to take an open seat, and for the
// host a button that starts the game with bots in the open seats. Or: there is no room.

import { savedName } from "../api.js";
import { h, person } from "../dom.js";

/** `on.join(name, seat)` takes a seat; `on.start()` starts the game. */
export function lobby({ state, on }) {
  const { room, you } = state;
  const link = `${location.origin}/r/${room.code}`;
  const parts = [
    h("h2", `${room.title}: waiting for players`),
    h("ul.lobby-seats", room.seats.map((seat) => h("li.seat", { "data-seat": seat.seat },
      seat.taken ? person(room, seat.seat, you) : h("span.muted", `Seat ${seat.seat}: open`),
      seat.bot ? h("span.bot", "bot") : null))),
    h("p.listed-note", room.listed ? "Listed in the lobby: anyone on the home page can take an open seat."
      : "Private: only people with the link can find this room."),
    h("p", "Send this link to your friends:"),
    h("div.share", h("input", { value: link, readonly: true, id: "share-link", "aria-label": "Room link", onclick: (e) => e.target.select() }),
      h("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(link) }, "Copy")),
  ];
  const free = room.seats.filter((s) => !s.taken);
  if (you === null && free.length) parts.push(joinForm(free, on));
  if (you !== null && you === room.host) {
    parts.push(h("button", { id: "start-now", type: "button", onclick: on.start }, "Start now (bots take the open seats)"));
  }
  return h("section.room.card.lobby", { "data-status": room.status }, parts);
}

function joinForm(free, on) {
  const name = h("input", { id: "join-name", maxlength: 24, required: true, placeholder: "Your name",
    "aria-label": "Your name", value: savedName() });
  const seat = h("select", { id: "join-seat", "aria-label": "Seat" }, free.map((s) => h("option", { value: s.seat }, `Seat ${s.seat}`)));
  return h("form.join-seat", {
    onsubmit: (event) => {
      event.preventDefault();
      on.join(name.value.trim(), Number(seat.value));
    },
  }, name, seat, h("button.primary", { type: "submit", id: "join-button" }, "Take the seat"));
}

export function noSuchRoom(code) {
  return h("section.card.gone", h("h2", "No such room"),
    h("p", `There is no room ${code}. Check the link, or make a new room.`), h("a.button.primary", { href: "/" }, "Make a room"));
}
