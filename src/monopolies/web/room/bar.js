// The top of the table: the bar (the game, the room, whose turn it is and the clock, the
// connection's state, the sound, log and help buttons) and one line per person.

import { openDialog } from "../dialog.js";
import { dot, h, person, seatName } from "../dom.js";
import { soundOn } from "../feedback.js";
import { showHelp } from "../help.js";
import { showLog } from "./log.js";
import { answering, turnHolder, yourTurn } from "./state.js";

/** A clock for the clock effect to fill in (effects.js), or nothing when no turn is timed. */
export function clock(room, attrs) {
  return room.deadline_in !== null && room.deadline_in !== undefined ? h("span.clock", attrs) : null;
}

/** Whose turn it is and, when another seat must answer it, who answers: "Ben's turn · you
 * answer", "Your turn · Ben answers", "Ann's turn". */
export function turnLine(state) {
  const room = state.room;
  if (room.status === "over") return "Game over";
  if (room.to_act === null) return "";
  const holder = turnHolder(state);
  const whose = holder === state.you ? "Your turn" : `${seatName(room, holder)}'s turn`;
  if (holder === room.to_act) return whose;
  const who = answering(state) ? "you answer" : `${seatName(room, room.to_act)} answers`;
  return `${whose} · ${who}`;
}

export function tableBar({ state, gameView, ctx, on }) {
  const room = state.room;
  const mine = yourTurn(state);
  const turn = turnLine(state);
  return h("header.tablebar",
    h("a.brand", { href: "/", "aria-label": "monopolies home" }, "monopolies"),
    h("h1.game-title", room.title, h("span.room-code", ` · room ${room.code}`),
      room.spectators ? h("span.watchers", ` · ${room.spectators} watching`) : null),
    h("div.turn", { class: mine ? "mine" : "" },
      room.to_act !== null && room.status === "playing" ? dot(room.to_act) : null, turn,
      clock(room, { role: "timer", "aria-label": "time left" })),
    h("span.conn-status", { role: "status" }),
    h("div.tools",
      h("button.tool", { type: "button", id: "sound", "aria-pressed": soundOn() ? "true" : "false",
        "aria-label": "Sound when it is your turn", title: "A sound when it is your turn",
        onclick: on.toggleSound }, soundOn() ? "♪ on" : "♪ off"),
      h("button.tool", { type: "button", id: "log-button", onclick: () => showLog(state) }, "Log"),
      chatButton(on),
      h("button.tool", { type: "button", id: "help", "aria-label": "How to play",
        onclick: () => showHelp(state.info, gameView, ctx) }, "?")));
}

/** Opens the chat (room/chat.js), with how many lines came while it was closed. */
function chatButton(on) {
  const unread = on.chatUnread();
  return h("button.tool", { type: "button", id: "chat-button", onclick: on.chat,
    "aria-label": unread ? `Chat, ${unread} new` : "Chat" }, "Chat",
  unread ? h("span.badge", { "aria-hidden": "true" }, String(Math.min(unread, 99))) : null);
}

/** Each person: name and colour, here or not, the game's one-line stats, money that moved. */
export function people({ state, gameView, ctx, changes }) {
  const { room, view, you } = state;
  const bySeat = Object.fromEntries((view.players || []).map((p) => [p.seat, p]));
  return h("ul.people", { "aria-label": "Players" }, room.seats.map(({ seat }) => {
    const chair = room.seats[seat];
    const p = bySeat[seat];
    const delta = changes.deltas[seat];
    return h("li.seat", {
      class: [room.to_act === seat ? "to-act" : "", changes.justActed === seat ? "just-acted" : "",
        seat === you ? "me" : "", chair.connected ? "online" : "offline", chair.away ? "away" : ""].filter(Boolean).join(" "),
      "data-seat": seat,
    }, h("button.opp", { type: "button", "aria-label": `${seatName(room, seat)}: details`,
      onclick: () => p && openDialog(`${seatName(room, seat)}${seat === you ? " (you)" : ""}`, gameView.details(p, view, ctx)) },
    person(room, seat, you), chair.bot && !/^Bot /.test(chair.name) ? h("span.bot", "bot") : null,
    !chair.bot && !chair.connected ? h("span.away-tag", chair.away ? "away · a bot plays" : "offline") : null,
    p ? h("span.opp-stats", gameView.summary(p, view, ctx)) : null,
    delta ? h("span.delta", { class: delta > 0 ? "up" : "down" }, `${delta > 0 ? "+" : "−"}${ctx.money(Math.abs(delta))}`) : null));
  }));
}
