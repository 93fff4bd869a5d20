// "Your games" on the home page: the rooms this browser holds a seat token for (newest
// first), each with where it stands and whether it is your turn, and a button that turns
// on "your turn" notifications.

import { call, savedRooms, forgetSeat } from "./api.js";
import { h } from "./dom.js";
import { askToNotify, canNotify } from "./notify.js";

const SHOWN = 12;

function where(room, seat) {
  if (room.status === "lobby") return "waiting for players";
  if (room.status === "over") return "finished";
  if (room.status === "expired") return "expired";
  return room.to_act === seat ? "your turn" : "playing";
}

export function yourGames() {
  const list = h("ul.your-games");
  const el = h("section.card.yours", { id: "your-games", hidden: true }, h("h2", "Your games"), list);
  if (canNotify() && Notification.permission !== "granted") {
    const button = h("button", { type: "button", id: "notify-me", onclick: async () => {
      button.textContent = (await askToNotify()) ? "Notifications on" : "Notifications blocked";
      button.disabled = true;
    } }, "Tell me when it's my turn");
    el.append(h("p.muted", "For slow games: a notification while this tab is in the background. ", button));
  }
  (async () => {
    const rows = [];
    for (const { code, seat } of savedRooms().slice(0, SHOWN)) {
      try {
        rows.push({ code, seat, room: await call("GET", `/api/rooms/${code}`) });
      } catch (e) {
        if (e.status === 404 || e.status === 410) forgetSeat(code);
      }
    }
    const live = rows.filter((r) => r.room.status === "playing" || r.room.status === "lobby");
    if (!live.length) return;
    live.sort((a, b) => (b.room.to_act === b.seat) - (a.room.to_act === a.seat));
    list.replaceChildren(...live.map(({ code, seat, room }) => {
      const state = where(room, seat);
      return h("li", { class: state === "your turn" ? "turn" : "" },
        h("a", { href: `/r/${code}` }, room.title), " ",
        h("span.muted", `${code} · ${room.seats.map((s) => (s.seat === seat ? "you" : s.name || "open")).join(", ")}`), " ",
        h("strong.where", state));
    }));
    el.hidden = false;
  })();
  return el;
}
