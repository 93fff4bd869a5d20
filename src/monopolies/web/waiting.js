// The home page's list of rooms waiting for players (GET /api/lobby), read again every few
// seconds (as often as the server says) while the page is shown: the game, each seat
// (who sits there, a bot, or open), the house rules in words, the turn timer, how long the
// room has waited, and Join. Names are other people's words: set as text, never markup.

import { call } from "./api.js";
import { dot, h } from "./dom.js";

const FIRST_WAIT = 4; // seconds, until the server says its own

/** "45 s", "3 min", "1 h 5 min". */
export function waited(seconds) {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function seatLine(seat) {
  if (!seat.taken) return h("li.wr-seat.open", h("span.dot.open-dot", { "aria-hidden": "true" }), "open");
  return h("li.wr-seat", dot(seat.seat), seat.name, seat.bot ? h("span.bot", "bot") : null);
}

function entry(room) {
  const whose = room.host ? `${room.host}'s table` : "A table";
  const free = `${room.free} of ${room.players} seat${room.players === 1 ? "" : "s"} open`;
  return h("li.waiting-room", { "data-code": room.code },
    h("div.wr-head", h("b.wr-game", room.title), h("span.wr-whose", whose), h("span.wr-free", free)),
    h("ul.wr-seats", { "aria-label": "Seats" }, room.seats.map(seatLine)),
    h("p.wr-facts", [room.rules.length ? room.rules.join(" · ") : "Rulebook rules", room.timer,
      room.hints ? "Hints on" : null, `waiting ${waited(room.waiting)}`].filter(Boolean).join(" · ")),
    h("a.button.primary.wr-join", { href: `/r/${room.code}`, "aria-label": `Join ${whose}: ${room.title}` }, "Join"));
}

/** The list's card; `start()` reads it now and then every few seconds. */
export function waitingRooms() {
  const list = h("ul.waiting-list", { id: "waiting" });
  const status = h("p.muted.wr-status");
  const count = h("p.sr-only", { role: "status" }); // said when the number of rooms changes
  const el = h("section.card.waiting", { "aria-labelledby": "waiting-title" },
    h("h2", { id: "waiting-title" }, "Rooms waiting for players"), list, status, count);
  let timer = null;

  function draw(rooms) {
    // Drawn afresh every read (the waits change); a Join that had the focus keeps it.
    const focused = document.activeElement && list.contains(document.activeElement)
      ? document.activeElement.closest(".waiting-room").dataset.code : null;
    list.replaceChildren(...rooms.map(entry));
    if (focused) list.querySelector(`.waiting-room[data-code="${focused}"] .wr-join`)?.focus();
    status.textContent = rooms.length ? "" : "No room is waiting for players now. Make one below, or play bots at once.";
    const said = `${rooms.length} room${rooms.length === 1 ? "" : "s"} waiting for players`;
    if (count.textContent !== said) count.textContent = said;
  }

  async function read() {
    let wait = FIRST_WAIT;
    if (!document.hidden) {
      try {
        const answer = await call("GET", "/api/lobby");
        draw(answer.rooms);
        wait = answer.poll;
      } catch (e) {
        status.textContent = e.message;
        wait = e.retryAfter ?? FIRST_WAIT * 2;
      }
    }
    timer = setTimeout(read, wait * 1000);
  }

  return {
    el,
    start: () => read(),
    stop: () => clearTimeout(timer),
  };
}
