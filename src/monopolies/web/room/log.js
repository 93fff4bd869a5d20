// What happened: the last lines beside the table (those that arrived with the last message
// marked fresh), and the whole game so far in a dialog.

import { openDialog } from "../dialog.js";
import { h, withDots } from "../dom.js";

const LOG_SHOWN = 40;

export function events({ state }) {
  const { log, freshFrom, room } = state;
  const shown = log.slice(-LOG_SHOWN);
  const first = log.length - shown.length;
  const list = h("ol.log", { id: "log", "aria-label": "What happened", tabindex: 0 }, shown.map((e, k) =>
    h("li", { class: [first + k >= freshFrom ? "fresh" : "", e.own ? "own" : ""].join(" ").trim() }, withDots(room, e.text))));
  return h("section.events", h("h3.zone-title", "What happened"), list);
}

// A stretch of play worth a pause (a hand scored line by line): everything that led to
// it at once, until the player goes on.
export function showMoment(room, texts) {
  const list = h("ol.log.moment", { tabindex: 0 }, texts.map((text) => h("li", withDots(room, text))));
  const dialog = openDialog("What just happened", list,
    h("button.primary.go-on", { type: "button", onclick: () => dialog.close() }, "Go on"));
}

export function showLog(state) {
  const list = h("ol.log.full", { tabindex: 0 }, state.log.map((e) => h("li", withDots(state.room, e.text))));
  openDialog(state.logTrimmed ? `The last ${state.log.length} lines (the replay has them all)` : "The whole game so far", list);
  list.scrollTop = list.scrollHeight;
}
