// What the room does besides drawing: a toast for a refusal, the connection's state in the
// bar (with a countdown to the next try), the turn's clock, the tab title, sound and
// announcement when a turn becomes yours, and keyboard focus kept across a redraw.

import { dialogOpen } from "../dialog.js";
import { h } from "../dom.js";
import { announce, chime, setTitle, soundOn } from "../feedback.js";

const TOAST_MS = 4000;
const CLOCK_MS = 500;
const URGENT_SECONDS = 10;
const THINKING_MS = 1000;

/** A short message at the bottom of the page; `el` goes on the page once. */
export function toaster() {
  const el = h("div.toast", { role: "status" });
  let timer = null;
  return {
    el,
    show(text) {
      el.textContent = text;
      el.classList.add("show");
      clearTimeout(timer);
      timer = setTimeout(() => el.classList.remove("show"), TOAST_MS);
    },
  };
}

/** The connection's state as the bar says it: `update` is Connection's onStatus. */
export function connectionNote() {
  let note = "";
  let tick = null;
  const paint = () => {
    for (const el of document.querySelectorAll(".conn-status")) {
      el.textContent = note;
      el.hidden = !note;
    }
  };
  const update = (status, seconds) => {
    clearInterval(tick);
    if (status === "rate-limited" || status === "reconnecting") {
      let left = seconds;
      const say = () => {
        note = status === "rate-limited" ? `Too many requests — retrying in ${left} s` : `Connection lost — retrying in ${left} s`;
        paint();
        left = Math.max(0, left - 1);
      };
      say();
      tick = setInterval(say, 1000);
    } else {
      note = { connecting: "Connecting…", connected: "", closed: "", "no-room": "" }[status] ?? "";
      paint();
    }
  };
  return { update, paint };
}

/** The time left to act, in every `.clock` on the page, counted from the server's last word. */
export function turnClock(main) {
  let end = null;
  let tick = null;
  const paint = () => {
    if (end === null) return;
    const left = Math.max(0, Math.round((end - Date.now()) / 1000));
    const shown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    for (const clock of main.querySelectorAll(".clock")) {
      clock.textContent = shown;
      clock.classList.toggle("urgent", left <= URGENT_SECONDS);
    }
  };
  const start = (room) => {
    clearInterval(tick);
    end = room.deadline_in === null || room.deadline_in === undefined ? null : Date.now() + room.deadline_in * 1000;
    if (end === null) return;
    paint();
    tick = setInterval(paint, CLOCK_MS);
  };
  return { start, paint };
}

/** Calls `show` once a bot has had the turn `THINKING_MS` with no move shown, so a long
 * think reads "Ann is thinking…" rather than looking stuck; a new state starts it over. */
export function thinkingSign(show) {
  let timer = null;
  const start = (botSeat) => {
    clearTimeout(timer);
    if (botSeat !== null) timer = setTimeout(show, THINKING_MS);
  };
  return { start };
}

/** The tab title at every draw; when the turn becomes yours (or you are asked to answer
 * someone else's), a sentence and the chime. */
export function turnSignal() {
  let was = false;
  return (yours, room, asked = false) => {
    setTitle(yours, room, asked);
    const now = yours && !was;
    if (now) {
      announce(asked ? "You are asked to answer." : "Your turn.");
      if (soundOn()) chime();
    }
    was = yours;
    return now;
  };
}

/**
 * What to find the focused element by after a redraw: its move, its card, or its id. Cards
 * alike share an id (the game's information model), so a card is also found by its place
 * among those of its id (`nth`).
 */
export function focusKey(main) {
  const el = document.activeElement;
  if (!el || !main.contains(el)) return null;
  if (el.dataset.index !== undefined) return { el, selector: `[data-index="${el.dataset.index}"]` };
  if (el.dataset.card !== undefined) {
    const selector = `[data-card="${el.dataset.card}"]`;
    return { el, selector, nth: [...main.querySelectorAll(selector)].indexOf(el) };
  }
  if (el.id) return { el, selector: `#${el.id}` };
  return { el, selector: null };
}

/**
 * Focus where it was when the redraw kept or replaced it, else on the first move if it was
 * lost or the turn just became yours; a dialog keeps its own focus.
 */
export function restoreFocus(main, key, newTurn) {
  if (dialogOpen()) return;
  if (key && key.el.isConnected && document.activeElement === key.el) return;
  const selector = key && key.selector;
  const alike = selector ? main.querySelectorAll(selector) : [];
  const same = selector && (alike[key.nth] || alike[0]);
  // The first move: of the menu, or a window's button, or a payment's Pay (chores.js).
  const first = "#menu .move, .window-act, .window-now, .pay-go";
  const target = same || (newTurn || selector ? main.querySelector(first) : null);
  if (target) target.focus({ preventScroll: true });
}
