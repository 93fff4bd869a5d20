// Cards on the table as things to touch: a tap (or Enter on a card of the board) narrows
// the moves to those that use the card, or opens it large when no move does; a double tap
// always opens it large. Copies of a card share its id (its face), so a tap on any copy
// narrows to the same moves; a second tap on the very copy tapped widens them again.

import { openDialog } from "../dialog.js";
import { h } from "../dom.js";
import { cardName, usable } from "./state.js";

export function openCard(state, gameView, ctx, id) {
  const face = gameView.face(id, ctx);
  openDialog(cardName(state, ctx, id, "Card"), h("div.large-card", face));
}

/** The table's listeners for its cards; `pick(id, byKey, copy)` narrows the moves to card
 * `id`, tapped on its `copy`-th element on the page. */
export function cardListeners(scene, pick) {
  const tap = (event) => {
    const el = event.target.closest("[data-card]");
    if (!el || event.detail > 1) return;
    const id = Number(el.dataset.card);
    const { state, gameView, ctx } = scene();
    const copies = [...event.currentTarget.querySelectorAll(`[data-card="${id}"]`)];
    if (usable(state, id)) pick(id, event.type === "keydown", copies.indexOf(el));
    else openCard(state, gameView, ctx, id);
  };
  return {
    onclick: tap,
    ondblclick: (event) => {
      const el = event.target.closest("[data-card]");
      if (!el) return;
      const { state, gameView, ctx } = scene();
      openCard(state, gameView, ctx, Number(el.dataset.card));
    },
    onkeydown: (event) => {
      const el = event.target.closest("g[data-card]");
      if (el && (event.key === "Enter" || event.key === " ")) {
        event.preventDefault();
        tap(event);
      }
    },
  };
}
