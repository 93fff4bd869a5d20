// A finished game, step by step: the public events and the table as a spectator saw it,
// or as one player did, their hand included (the game is over: every hand may be shown).
// It plays itself on request, and leads back to the table.

import { call, cards } from "./api.js";
import { h, person, withDots } from "./dom.js";
import { loadView } from "./views/index.js";

/** The step to open at: `#step=N` in the address (a review links its decisions so), else the end. */
export function startStep(last, hash = location.hash) {
  const asked = /^#step=(\d+)(&seat=\d+)?$/.exec(hash);
  return asked ? Math.min(last, Number(asked[1])) : last;
}

/** Whose hand to show: `&seat=S` after the step (a review shows the reviewed player's), else nobody's. */
export function startSeat(players, hash = location.hash) {
  const asked = /&seat=(\d+)$/.exec(hash);
  return asked && Number(asked[1]) < players ? Number(asked[1]) : null;
}

const AUTOPLAY_MS = 900;

export async function showReplay(main, code) {
  let data;
  try {
    data = await call("GET", `/api/replays/${code}`);
  } catch (e) {
    main.replaceChildren(h("section.card", h("h2", e.status === 404 ? "No such room" : "No replay"), h("p", e.message)));
    return;
  }
  const room = data.room;
  const table = await cards(room.game);
  const last = data.steps.length - 1;
  let step = startStep(last);
  let seat = startSeat(room.seats.length);
  let playing = null; // the autoplay's timer
  const slider = h("input", { type: "range", min: 0, max: last, value: step, id: "replay-step", "aria-label": "Move" });
  const label = h("span", { "aria-live": "polite" });
  const board = h("div.board-area.replay-table");
  const log = h("ol.log");
  const module = await loadView(room.game);

  async function show() {
    label.textContent = `after move ${step} of ${last}`;
    slider.value = step;
    const asked = seat === null ? "" : `?seat=${seat}`;
    const view = await call("GET", `/api/replays/${code}/view/${step}${asked}`);
    const names = view.names || "us";
    const ctx = {
      room: { ...room, to_act: view.to_act }, you: seat, cards: table, names, money: module.money(names),
      picked: null, person: (s) => person(room, s, seat), fresh: new Set(), moved: new Set(),
    };
    const hand = seat === null ? null : module.mine(view, ctx);
    board.replaceChildren(module.table(view, ctx),
      hand ? h("section.mine.replay-hand", { "aria-label": `${room.seats[seat].name}'s things` }, hand) : null);
    const upto = data.steps[step];
    log.replaceChildren(...data.events.slice(0, upto).filter((e) => e.text).slice(-60).map((e) => h("li", withDots(room, e.text))));
    log.scrollTop = log.scrollHeight;
  }

  slider.addEventListener("input", () => { step = Number(slider.value); show(); });
  const go = (d) => () => { step = Math.max(0, Math.min(last, step + d)); show(); };
  const autoplay = h("button", { type: "button", id: "autoplay", "aria-pressed": "false", onclick: () => toggle() }, "▶ Play");
  function toggle() {
    if (playing === null && step >= last) step = 0;
    if (playing === null) playing = setInterval(() => (step < last ? go(1)() : toggle()), AUTOPLAY_MS);
    else { clearInterval(playing); playing = null; }
    autoplay.textContent = playing === null ? "▶ Play" : "❚❚ Pause";
    autoplay.setAttribute("aria-pressed", String(playing !== null));
  }
  const whose = h("select", { id: "replay-seat", "aria-label": "Whose hand to show", onchange: () => {
    seat = whose.value === "" ? null : Number(whose.value);
    show();
  } }, h("option", { value: "" }, "The table only"),
  room.seats.map((s) => h("option", { value: s.seat, selected: s.seat === seat }, `With ${s.name || `seat ${s.seat}`}'s hand`)));
  const KEYS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
  document.addEventListener("keydown", (event) => {
    if (event.target === slider || !(event.key in KEYS)) return;
    event.preventDefault();
    go(KEYS[event.key])();
  });
  main.replaceChildren(h("section.replay",
    h("div.card.replay-bar", h("h1.game-title", `${room.title} · replay of ${room.code}`),
      h("p.hint", "← and → step through the game; Page Up and Page Down jump 10 moves."),
      h("p.replay-links", h("a.button", { href: `/r/${code}` }, "Back to the table"), " ", whose),
      h("p", room.seats.map((s) => [person(room, s.seat, null), " "])),
      h("div.controls", h("button", { type: "button", "aria-label": "10 moves back", onclick: go(-10) }, "«"),
        h("button", { type: "button", "aria-label": "1 move back", onclick: go(-1) }, "‹"),
        slider, h("button", { type: "button", "aria-label": "1 move on", onclick: go(1) }, "›"),
        h("button", { type: "button", "aria-label": "10 moves on", onclick: go(10) }, "»"), autoplay, label)),
    h("div.replay-layout", board, h("section.replay-log.card", h("h3.zone-title", "What happened"), log))));
  show();
}
