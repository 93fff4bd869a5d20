// A finished game, step by step: the public events and the table as a spectator saw it.

import { call, cards } from "./api.js";
import { SEAT_COLORS, h } from "./dom.js";
import { viewFor } from "./views/index.js";

export async function showReplay(main, code) {
  let data;
  try {
    data = await call("GET", `/api/replays/${code}`);
  } catch (e) {
    main.replaceChildren(h("section.card", h("h2", "No replay"), h("p", e.message)));
    return;
  }
  const room = data.room;
  const table = await cards(room.game);
  const last = data.steps.length - 1;
  let step = last;
  const slider = h("input", { type: "range", min: 0, max: last, value: step, id: "replay-step" });
  const label = h("span");
  const board = h("div.board-area");
  const log = h("ol.log");
  const module = viewFor(room.game);

  async function show() {
    label.textContent = `after move ${step} of ${last}`;
    slider.value = step;
    const view = await call("GET", `/api/replays/${code}/view/${step}`);
    const ctx = { room: { ...room, to_act: view.to_act }, you: null, cards: table, act: () => {}, menu: [], colors: SEAT_COLORS };
    board.replaceChildren(module.render(view, ctx));
    const upto = data.steps[step];
    log.replaceChildren(...data.events.slice(0, upto).filter((e) => e.text).slice(-60).map((e) => h("li", e.text)));
    log.scrollTop = log.scrollHeight;
  }

  slider.addEventListener("input", () => { step = Number(slider.value); show(); });
  const go = (d) => () => { step = Math.max(0, Math.min(last, step + d)); show(); };
  main.replaceChildren(h("section.room",
    h("div.card.replay-bar", h("strong", `${room.title} · replay of ${room.code}`),
      h("div.controls", h("button", { onclick: go(-10) }, "«"), h("button", { onclick: go(-1) }, "‹"),
        slider, h("button", { onclick: go(1) }, "›"), h("button", { onclick: go(10) }, "»"), label)),
    h("div.table-layout", board, h("aside.side", h("div.card.events", h("h4", "What happened"), log)))));
  show();
}
