// A finished game, step by step: the public events and the table as a spectator saw it,
// or as one player did, their hand included (the game is over: every hand may be shown).
// It plays itself on request, and leads back to the table. "Every hand" shows each seat's
// things under the table; "Copy link" copies an address that opens this step with this
// choice (#step=N&seat=S|all); the reviews the players asked for are listed below it.

import { call, cards } from "./api.js";
import { MARKED } from "./review.js";
import { h, person, profiled, withDots } from "./dom.js";
import { loadView } from "./views/index.js";

/** The step to open at: `#step=N` in the address (a review links its decisions so), else the end. */
export function startStep(last, hash = location.hash) {
  const asked = /^#step=(\d+)(&seat=(\d+|all))?$/.exec(hash);
  return asked ? Math.min(last, Number(asked[1])) : last;
}

/** Whose hand to show: `&seat=S` after the step (a review shows the reviewed player's),
 * `&seat=all` for every hand, else nobody's. */
export function startSeat(players, hash = location.hash) {
  if (/&seat=all$/.test(hash)) return ALL;
  const asked = /&seat=(\d+)$/.exec(hash);
  return asked && Number(asked[1]) < players ? Number(asked[1]) : null;
}

export const ALL = "all";

/** The address of this step with this choice of hands. */
export function stepLink(step, seat, base = `${location.origin}${location.pathname}`) {
  return `${base}#step=${step}${seat === null ? "" : `&seat=${seat}`}`;
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
    history.replaceState(null, "", stepLink(step, seat));
    const seats = seat === ALL ? room.seats.map((s) => s.seat) : seat === null ? [] : [seat];
    const [view, ...theirs] = await Promise.all([
      call("GET", `/api/replays/${code}/view/${step}${seat === null || seat === ALL ? "" : `?seat=${seat}`}`),
      ...(seat === ALL ? seats.map((s) => call("GET", `/api/replays/${code}/view/${step}?seat=${s}`)) : [])]);
    const names = view.names || "us";
    const context = (you, v) => ({
      room: { ...room, to_act: v.to_act }, you, cards: table, names, money: module.money(names),
      // "Bot Ben's hand", not "Bot Ben (easy)'s hand".
      possessive: you === null ? undefined : `${(room.seats[you].name || `Seat ${you + 1}`).replace(/ \(.*\)$/, "")}'s`,
      picked: null, person: (s) => person(room, s, you), fresh: new Set(), moved: new Set(),
    });
    const hand = (s, v) => h("section.mine.replay-hand", { "aria-label": `${room.seats[s].name || `seat ${s}`}'s things`, "data-seat": s },
      module.mine(v, context(s, v)));
    board.replaceChildren(module.table(view, context(seat === ALL ? null : seat, view)),
      ...(seat === ALL ? theirs.map((v, i) => hand(seats[i], v)) : seat === null ? [] : [hand(seat, view)]));
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
    seat = whose.value === "" ? null : whose.value === ALL ? ALL : Number(whose.value);
    show();
  } }, h("option", { value: "" }, "The table only"), h("option", { value: ALL, selected: seat === ALL }, "Every hand"),
  room.seats.map((s) => h("option", { value: s.seat, selected: s.seat === seat }, `With ${s.name || `seat ${s.seat}`}'s hand`)));
  const copy = h("button", { type: "button", id: "copy-link", onclick: async () => {
    const link = stepLink(step, seat);
    try {
      await navigator.clipboard.writeText(link);
      copy.textContent = "Link copied";
    } catch {
      copy.textContent = "Copy failed: the address bar has the link";
    }
    setTimeout(() => { copy.textContent = "Copy link"; }, 2500);
  } }, "Copy link");
  const reviews = h("section.card.replay-reviews", { id: "replay-reviews", hidden: true });
  call("GET", `/api/replays/${code}/reviews`).then(({ reviews: list }) => {
    if (!list.length) return;
    reviews.hidden = false;
    reviews.replaceChildren(h("h3.zone-title", "Reviews by the expert bot"), h("ul.shared-reviews", list.map(({ seat: s, name, review }) =>
      h("li", h("details", h("summary", `${name || `seat ${s}`}: ${review.summary.sentence}`),
        h("ol.verdicts", review.decisions.filter((d) => MARKED.includes(d.grade)).map((d) =>
          h("li.verdict", { "data-grade": d.grade }, d.sentence, " ",
            h("a.position", { href: stepLink(d.move - 1, s), onclick: (event) => {
              event.preventDefault();
              step = d.move - 1;
              seat = s;
              whose.value = String(s);
              show();
            } }, "See the table")))))))));
  }).catch(() => {});
  const KEYS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
  document.addEventListener("keydown", (event) => {
    if (event.target === slider || !(event.key in KEYS)) return;
    event.preventDefault();
    go(KEYS[event.key])();
  });
  main.replaceChildren(h("section.replay",
    h("div.card.replay-bar", h("h1.game-title", `${room.title} · replay of ${room.code}`),
      h("p.hint", "← and → step through the game; Page Up and Page Down jump 10 moves."),
      h("p.replay-links", h("a.button", { href: `/r/${code}` }, "Back to the table"), " ", whose, " ", copy),
      h("p", room.seats.map((s) => [profiled(room, s.seat, null), " "])),
      h("div.controls", h("button", { type: "button", "aria-label": "10 moves back", onclick: go(-10) }, "«"),
        h("button", { type: "button", "aria-label": "1 move back", onclick: go(-1) }, "‹"),
        slider, h("button", { type: "button", "aria-label": "1 move on", onclick: go(1) }, "›"),
        h("button", { type: "button", "aria-label": "10 moves on", onclick: go(10) }, "»"), autoplay, label)),
    h("div.replay-layout", board, h("section.replay-log.card", h("h3.zone-title", "What happened"), log)), reviews));
  show();
}
