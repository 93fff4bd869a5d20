// The table's keys: 1-9 make the numbered move, Esc shows every move again after a card
// was tapped, ? opens the help and L the whole log. Not in the lobby, a dialog or a field.

import { dialogOpen } from "../dialog.js";

/** `on.unpick()`, `on.help()` and `on.log()` do what their keys say. */
export function listenKeys(main, state, on) {
  document.addEventListener("keydown", (event) => {
    if (!state.room || state.room.status === "lobby" || dialogOpen()) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (/^[1-9]$/.test(event.key)) {
      const move = main.querySelectorAll("#menu .move")[Number(event.key) - 1];
      if (move) {
        event.preventDefault();
        move.click();
      }
    } else if (event.key === "Escape" && state.picked !== null) {
      on.unpick();
    } else if (event.key === "?") {
      on.help();
    } else if (event.key === "l" || event.key === "L") {
      on.log();
    }
  });
}
