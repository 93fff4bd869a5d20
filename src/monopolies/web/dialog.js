// One modal dialog for everything that opens on demand: a card large, an opponent's
// table, the full log, the help. Esc and the close button shut it; focus returns.

import { h } from "./dom.js";

let dialog = null;

export function openDialog(title, ...body) {
  if (!dialog) {
    dialog = h("dialog.sheet", { id: "dialog", "aria-labelledby": "dialog-title" });
    document.body.append(dialog);
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  dialog.replaceChildren(
    h("div.sheet-head", h("h2", { id: "dialog-title" }, title),
      h("button.close", { type: "button", "aria-label": "Close", onclick: () => dialog.close() }, "✕")),
    h("div.sheet-body", body));
  if (!dialog.open) dialog.showModal();
  return dialog;
}

export function dialogOpen() {
  return Boolean(dialog && dialog.open);
}
