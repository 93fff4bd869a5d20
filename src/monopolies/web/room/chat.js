// Chat at the table: the players' lines, the spectators' apart (the server sends a player
// the spectators' lines only when no game is being played), quick phrases for phones, and
// for the host a Mute beside each other person's line. Lines are text, never markup.
// One panel for the room's whole life: open in the lobby, behind the bar's Chat button at
// the table; `receive` takes the server's chat messages, `draw` the room's latest state.

import { savedName, saveName } from "../api.js";
import { dot, h } from "../dom.js";

const MAX_CHARS = 200; // the server's Settings.chat_chars
const PHRASES = ["Hi!", "Good game", "Your turn!", "Well played", "One moment", "Thanks"];
/** The refusals that concern the chat (docs/server.md, "Chat"): said in the panel. */
export const CHAT_REASONS = new Set(["bad_chat", "bad_name", "name_taken", "chat_off", "muted",
  "chat_slow_down", "chat_full", "not_host"]);

/** `send(message)`: false if not connected. `onUnread()`: the count of unread lines changed. */
export function chatPanel(send, onUnread) {
  let lines = [];
  let room = null;
  let you = null;
  let open = false;
  let wasInline = false;
  let tab = "players";
  let unread = 0;
  const names = {}; // author id -> the name they wrote under, for the host's muted list
  const list = h("ol.chat-lines", { "aria-live": "polite", "aria-label": "Chat lines", tabindex: 0 });
  const note = h("p.chat-note", { role: "status" });
  const tabs = h("div.chat-tabs", { role: "tablist" });
  const muted = h("div.chat-muted");
  const text = h("input", { id: "chat-text", maxlength: MAX_CHARS, autocomplete: "off",
    placeholder: "Write to the table", "aria-label": "Chat message" });
  const name = h("input", { id: "chat-name", maxlength: 24, autocomplete: "off", placeholder: "Your name",
    "aria-label": "Your name (spectators)", value: savedName() });
  const phrases = h("div.chat-phrases", PHRASES.map((p) =>
    h("button.phrase", { type: "button", onclick: () => write(p) }, p)));
  const form = h("form.chat-form", { onsubmit: (event) => {
    event.preventDefault();
    write(text.value);
  } }, name, text, h("button.primary", { type: "submit", id: "chat-send" }, "Send"));
  const el = h("aside.chat", { id: "chat", "aria-label": "Chat", hidden: true },
    h("div.chat-head", h("h2", "Chat"), tabs,
      h("button.close", { type: "button", "aria-label": "Close the chat", onclick: () => toggle(false) }, "✕")),
    list, muted, note, phrases, form);

  function watching() {
    return you === null;
  }

  function write(said) {
    note.textContent = "";
    const message = { type: "chat", text: said };
    if (watching()) {
      message.name = name.value.trim();
      saveName(message.name);
    }
    if (send(message)) {
      if (said === text.value) text.value = "";
    } else {
      note.textContent = "Not connected; trying again…";
    }
  }

  function mute(by, on) {
    send({ type: "mute", who: by, muted: on });
  }

  function shown() {
    const watchers = lines.filter((l) => l.watcher);
    const players = lines.filter((l) => !l.watcher);
    return { watchers, players, apart: watching() || watchers.length > 0 };
  }

  function drawTabs({ watchers, players, apart }) {
    if (!apart) {
      tab = "players";
      tabs.replaceChildren();
      return;
    }
    const button = (id, label, count) => h("button.chat-tab", { type: "button", role: "tab",
      "aria-selected": tab === id ? "true" : "false", "data-tab": id,
      onclick: () => { tab = id; drawLines(); } }, `${label} (${count})`);
    tabs.replaceChildren(button("players", "Players", players.length), button("watchers", "Watchers", watchers.length));
  }

  function line(l) {
    const host = room && you !== null && you === room.host;
    const mine = l.by === `seat${you}`;
    const seat = /^seat(\d)$/.exec(l.by);
    return h("li", { class: l.watcher ? "watcher" : "" },
      seat ? dot(Number(seat[1])) : null,
      h("b.chat-name", l.name), l.watcher ? h("span.chat-tag", "watching") : null, " ",
      h("span.chat-text", l.text),
      host && !mine ? h("button.linkish.mute", { type: "button", "aria-label": `Mute ${l.name}`,
        onclick: () => mute(l.by, true) }, "Mute") : null);
  }

  function drawLines() {
    const parts = shown();
    drawTabs(parts);
    const showing = tab === "watchers" ? parts.watchers : parts.players;
    list.replaceChildren(...(showing.length ? showing.map(line) : [h("li.muted.chat-empty",
      tab === "watchers" ? "Spectators write here; players do not see it during the game." : "No messages yet.")]));
    list.scrollTop = list.scrollHeight;
    const host = room && you !== null && you === room.host;
    muted.replaceChildren(...(host && room.muted.length ? [h("span.muted", "Muted: "),
      ...room.muted.map((by) => h("span.muted-person", names[by] || "a spectator",
        h("button.linkish", { type: "button", "aria-label": `Unmute ${names[by] || "a spectator"}`,
          onclick: () => mute(by, false) }, "Unmute")))] : []));
  }

  function drawForm() {
    const off = watching() && room && !room.watchers_chat;
    name.hidden = !watching();
    text.placeholder = watching() ? "Write to the other spectators" : "Write to the table";
    for (const control of [text, name, ...form.querySelectorAll("button"), ...phrases.children]) control.disabled = off;
    if (off) note.textContent = "The host turned spectators' chat off.";
    if (watching()) tab = tab === "players" && !lines.some((l) => !l.watcher) ? "watchers" : tab;
  }

  function toggle(to = !open) {
    open = to;
    el.hidden = !open;
    if (open) {
      unread = 0;
      onUnread(unread);
      drawLines();
    }
  }

  return {
    el,
    toggle,
    unread: () => unread,
    /** A "chat" message: new lines, or (reset) every line this connection may read. */
    receive(message) {
      for (const l of message.lines) names[l.by] = l.name;
      if (message.reset) lines = message.lines.slice();
      else lines.push(...message.lines);
      if (!message.reset && !open) {
        unread += message.lines.length;
        onUnread(unread);
      }
      drawLines();
    },
    /** A refusal with one of CHAT_REASONS: said under the lines. */
    refused(message) {
      note.textContent = message.error;
    },
    /** The room's latest state (`inline`: in the lobby, always open in the page). */
    draw(newRoom, newYou, inline) {
      const spectatorBefore = watching();
      room = newRoom;
      you = newYou;
      el.classList.toggle("inline", inline);
      if (inline && !open) toggle(true);
      if (wasInline && !inline) toggle(false);
      wasInline = inline;
      if (spectatorBefore !== watching()) tab = "players";
      drawForm();
      drawLines();
    },
  };
}
