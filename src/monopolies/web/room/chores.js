// One decision per intention (docs/decisions.md): a window nobody usually acts in shows a
// button for acting and a countdown, and the table sends the routine pass itself when it
// runs out; a Crooked Cash payment shows the notes the table proposes, to change by
// tapping them and to pay with one confirm, after which the table lays them note by note.
// The countdown is the same for every window and every hand (docs/rulings.md,
// "Routine passes"): when the pass comes tells nobody what you hold.

import { h, withDots } from "../dom.js";
import {
  awaitingMove, paymentShown, payingNotes, selectedNotes, windowShown,
} from "./state.js";

const TICK_MS = 200;
const AUTO_PASS_KEY = "monopolies:autopass";

/** Whether this browser passes routine windows by themselves (the default), or the person
 * asked to be asked always (a time limit they can turn off: WCAG 2.2.1). */
export function autoPassOn() {
  return localStorage.getItem(AUTO_PASS_KEY) !== "off";
}

export function setAutoPass(on) {
  localStorage.setItem(AUTO_PASS_KEY, on ? "on" : "off");
}

/** Whether the window's countdown stands in for the menu now. */
export function countingDown(state) {
  return windowShown(state) && autoPassOn();
}

/** Under the menu of a window, when windows wait for the person: how to have them pass. */
export function autoPassOffNote(on) {
  return h("p.hint.autopass-off", "Routine answers wait for you. ",
    h("button.linkish", { type: "button", onclick: () => on.autoPass(true) }, "Let them pass by themselves"));
}

/** The window's panel: what passes by itself and when, the button for acting, "now". */
export function windowPanel(state, on) {
  const win = state.window;
  const pass = (state.menu[win.pass] || {}).text || "Pass";
  const left = Math.ceil(win.seconds);
  return h("div.window-panel", { role: "group", "aria-label": "Nothing to do? It passes by itself" },
    h("p.window-line", "In ", h("b.window-count", { "aria-live": "off" }, `${left} s`), ", by itself: ",
      h("span.window-pass", withDots(state.room, pass))),
    h("div.window-bar", { "aria-hidden": "true" }, h("span.window-fill")),
    h("div.window-buttons",
      acting(state, on),
      h("button.window-now", { type: "button", disabled: awaitingMove(state), onclick: () => on.act(win.pass) }, withDots(state.room, `${pass} now`)),
      h("button.linkish.window-always", { type: "button", onclick: () => on.autoPass(false) }, "Always ask me")));
}

/** The button for acting in the window: its one other move itself, or the menu of them. */
function acting(state, on) {
  const { window: win, menu } = state;
  if (!win.act) return null;
  const others = menu.map((_, i) => i).filter((i) => i !== win.pass);
  if (others.length === 1) {
    const only = others[0];
    return h("button.window-act", { type: "button", disabled: awaitingMove(state), onclick: () => on.act(only) },
      withDots(state.room, menu[only].text || win.act));
  }
  return h("button.window-act", { type: "button", "aria-haspopup": "true", onclick: on.openWindow }, `${win.act}…`);
}

/** Sends `pass()` when a window's countdown runs out, painting the seconds left meanwhile;
 * one countdown per version of the game, started when the window first reaches you. */
export function windowCountdown(main, pass) {
  let version = null;
  let end = null;
  let seconds = 0;
  let tick = null;
  const stop = () => {
    clearInterval(tick);
    tick = null;
    end = null;
  };
  const paint = () => {
    if (end === null) return;
    const left = Math.max(0, end - Date.now());
    for (const count of main.querySelectorAll(".window-count")) count.textContent = `${Math.ceil(left / 1000)} s`;
    for (const fill of main.querySelectorAll(".window-fill")) fill.style.width = `${(100 * left) / (seconds * 1000)}%`;
    if (left === 0) {
      stop();
      pass();
    }
  };
  /** `shown`: the window's seconds while its panel is up, else null; `at`: the version. */
  const start = (shown, at) => {
    if (shown === null) {
      stop();
      version = null;
      return;
    }
    if (at === version) return;
    stop();
    version = at;
    seconds = shown;
    end = Date.now() + shown * 1000;
    paint();
    tick = setInterval(paint, TICK_MS);
  };
  return { start, stop, paint };
}

/** A note as its button says it: its value, and "fake" when you know it is. */
function noteLabel(ctx, note) {
  return [ctx.money(note.value), note.known_fake ? h("small", " fake") : null];
}

/** What the chosen notes come to against what is owed, and whether they can be paid so. */
export function paymentCheck(notes, owed) {
  const total = notes.reduce((sum, n) => sum + n.value, 0);
  if (!notes.length || total < owed) return { total, ok: false, short: owed - total };
  const smallest = Math.min(...notes.map((n) => n.value));
  if (total - smallest >= owed) return { total, ok: false, spare: smallest };
  return { total, ok: true, change: total - owed };
}

/** The proposal: your notes to tap in or out, what they come to, and one "Pay" button. */
export function paymentPanel(state, ctx, on) {
  const notes = state.view.my_notes || [];
  const owed = state.view.legal.find((a) => a.kind === "pay_note").owed;
  const chosen = selectedNotes(state);
  const check = paymentCheck(chosen.map((i) => notes[i]), owed);
  const sum = check.ok
    ? check.change ? `of ${ctx.money(owed)}: ${ctx.money(check.change)} change comes back` : `of ${ctx.money(owed)}: exact, no change`
    : check.spare ? `${ctx.money(check.total)} chosen for ${ctx.money(owed)}: take a ${ctx.money(check.spare)} note away`
      : `${ctx.money(check.total)} chosen: ${ctx.money(check.short)} short of ${ctx.money(owed)}`;
  return h("div.pay-panel", { role: "group", "aria-label": "Pay with these notes" },
    h("div.pay-buttons",
      h("button.pay-go", { type: "button", disabled: !check.ok, onclick: on.pay },
        check.ok ? `Pay ${ctx.money(check.total)}` : "Pay"),
      h("span.pay-sum", { class: check.ok ? "" : "bad", "aria-live": "polite" }, sum)),
    h("p.pay-title", "The table proposes these notes: tap one to add or take it away. ",
      state.selection !== null ? h("button.linkish.pay-reset", { type: "button", onclick: on.resetNotes }, "Back to the proposal") : null,
      h("button.linkish.pay-by-hand", { type: "button", onclick: on.payByHand }, "Note by note")),
    h("div.pay-notes", notes.map((n, i) => {
      const picked = chosen.includes(i);
      return h("button.pay-note", { type: "button", "aria-pressed": picked ? "true" : "false",
        class: picked ? "picked" : "", onclick: () => on.toggleNote(i) }, noteLabel(ctx, n));
    })));
}

/** While the table lays your notes: what it is doing. */
export function payingNote(state, ctx) {
  const left = payingNotes(state);
  return h("p.hint.paying", { role: "status" },
    left.length ? `Laying your notes: ${left.map((n) => ctx.money(n.value)).join(", ")}…` : "Paying…");
}

export { paymentShown };
