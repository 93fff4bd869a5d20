// How to play: the game's one-screen rules (from the server), the keys, and a reference of
// every kind of card, drawn as on the table.

import { openDialog } from "./dialog.js";
import { h } from "./dom.js";

const KEYS = [
  ["1 – 9", "make the numbered move"],
  ["Tab, Enter", "go to a card or move and choose it"],
  ["Esc", "show every move again / close this"],
  ["L", "the whole log"],
  ["?", "this help"],
];

export function showHelp(info, module, ctx) {
  const ids = module.reference(ctx);
  openDialog(`How to play ${info ? info.title : ""}`,
    h("section.help-rules", (info && info.rules ? info.rules : "").split("\n").filter(Boolean).map((line) => h("p", line))),
    h("h3", "Playing here"),
    h("p", "Your own things are at the bottom (or on the right), the moves you can make now beside them. Tap a card to see only the moves that use it; tap a player to see their table."),
    h("dl.keys", KEYS.map(([k, v]) => [h("dt", h("kbd", k)), h("dd", v)])),
    ids.length ? [h("h3", "The cards"), h("div.reference", ids.map((id) => h("div.ref-card", module.face(id, ctx))))] : null,
    h("p.muted", "Monopoly and its editions are trademarks of Hasbro. Not affiliated; all graphics are our own."));
}
