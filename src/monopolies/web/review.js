// The game review on the results screen: the expert bot goes through your own decisions
// (the server reviews only the asking seat, from its own view) and marks the ones where
// its estimate for your move was clearly below its best move's, in plain sentences.
// The first ask starts the review; the server answers with its progress until it is done,
// so this asks again every second and moves a <progress> bar in place (a redraw of the
// whole page each second would reset the results' scroll). When the results screen opens
// it only looks (start: false): a review stored or under way shows at once, and with
// neither the button waits to be pressed. The review's state is kept per room here, so
// the results screen can be redrawn freely.

import { call } from "./api.js";
import { h } from "./dom.js";
import { announce } from "./feedback.js";

export const MARKED = ["blunder", "mistake", "inaccuracy"];
const LABELS = {
  best: ["best", "best"], fine: ["fine", "fine"], inaccuracy: ["inaccuracy", "inaccuracies"],
  mistake: ["mistake", "mistakes"], blunder: ["blunder", "blunders"], unclear: ["not judged", "not judged"],
};
const SYMBOLS = { inaccuracy: "?!", mistake: "?", blunder: "??" };
const POLL_MS = 1000; // the server's Retry-After on a review under way

const reviews = new Map(); // room code -> { status, progress, review, error, all }

function stateOf(code) {
  if (!reviews.has(code)) {
    reviews.set(code, { status: "idle", progress: null, review: null, error: "", all: false, looked: false });
  }
  return reviews.get(code);
}

/** Once per room: a review already stored or under way shows without a click. */
async function look(code, token, redraw) {
  const state = stateOf(code);
  state.looked = true;
  try {
    const answer = await call("POST", `/api/rooms/${code}/review`, { token, start: false });
    if (state.status !== "idle") return; // the button was pressed meanwhile
    if (answer.review) {
      state.review = answer.review;
      state.status = "done";
      redraw();
    } else if (answer.state) {
      ask(code, token, redraw);
    }
  } catch {
    // Only a look: the button still asks, and says what went wrong then.
  }
}

/** Ask for the review, and again each second while the server says it is under way. */
async function ask(code, token, redraw) {
  const state = stateOf(code);
  if (state.status !== "asking") {
    state.status = "asking";
    state.progress = null;
    state.error = "";
    redraw();
    focusIfLost("review-progress-text");
  }
  try {
    const answer = await call("POST", `/api/rooms/${code}/review`, { token });
    if (answer.review) {
      state.review = answer.review;
      state.status = "done";
      redraw();
      reviewReady(answer.review);
      return;
    }
    state.progress = answer;
    if (!moveBar(code, state.progress)) redraw();
    setTimeout(() => ask(code, token, redraw), POLL_MS);
  } catch (e) {
    state.status = "idle";
    state.error = e.message;
    redraw();
  }
}

/** What the bar says: the decisions judged so far, of how many. */
function progressText(progress) {
  if (!progress) return "Starting the review…";
  if (progress.of === null) return "Your review is in the server's queue…";
  return `Reviewing your decisions: ${progress.done} of ${progress.of}`;
}

/** Moves the bar on the page in place; false when this room's bar is not on the page. */
function moveBar(code, progress) {
  const bar = document.getElementById("review-progress");
  if (!bar || bar.dataset.room !== code) return false;
  if (progress.of !== null) {
    bar.max = Math.max(1, progress.of);
    bar.value = progress.done;
  }
  document.getElementById("review-progress-text").textContent = progressText(progress);
  return true;
}

/** Tells a screen reader the review came, and puts keyboard focus on it if focus was lost. */
function reviewReady(review) {
  announce(`Your review is ready: ${review.summary.sentence}`);
  focusIfLost("review-title");
}

/** Keyboard focus on this element when the redraw took away the one that had it. */
function focusIfLost(id) {
  const target = document.getElementById(id);
  if (target && (!document.activeElement || document.activeElement === document.body)) target.focus({ preventScroll: true });
}

/** The "Review" button, the bar while the review is worked out, or the review itself. */
export function reviewSection(code, token, redraw) {
  const state = stateOf(code);
  if (state.status === "done") return reviewed(code, state, redraw);
  if (state.status === "asking") return underWay(code, state.progress);
  if (!state.looked) look(code, token, redraw);
  return h("div.review",
    h("button", { id: "review", type: "button", onclick: () => ask(code, token, redraw) }, "Review my game"),
    state.error ? h("p.error", { role: "alert" }, state.error) : null);
}

function underWay(code, progress) {
  const measured = progress && progress.of !== null;
  return h("div.review.review-running", { "aria-busy": "true" },
    h("p.review-progress-text", { id: "review-progress-text", tabindex: "-1" }, progressText(progress)),
    h("progress", {
      id: "review-progress", "data-room": code, "aria-labelledby": "review-progress-text",
      max: measured ? Math.max(1, progress.of) : null, value: measured ? progress.done : null,
    }),
    h("p.muted", "The expert bot judges each of your decisions from what you could see then. "
      + "It goes on if you leave: ask again later and the review is there at once."));
}

function reviewed(code, state, redraw) {
  const { decisions, summary } = state.review;
  const shown = state.all ? decisions : decisions.filter((d) => MARKED.includes(d.grade));
  const counts = Object.entries(summary.counts).filter(([, n]) => n > 0)
    .map(([grade, n]) => h(`span.grade.grade-${grade}`, `${n} ${LABELS[grade][n === 1 ? 0 : 1]}`));
  return h("section.review", { id: "review-list", "aria-labelledby": "review-title" },
    h("h3", { id: "review-title", tabindex: "-1" }, "Your game, reviewed by the expert bot"),
    h("p.review-counts", counts),
    h("p", summary.sentence),
    shown.length
      ? h("ol.verdicts", shown.map((d) => h("li.verdict", { "data-grade": d.grade },
        h(`span.grade.grade-${d.grade}`, { "aria-hidden": "true" }, SYMBOLS[d.grade] || "·"),
        h("span", d.sentence, " ", h("a.position", {
          href: `/replay/${code}#step=${d.move - 1}&seat=${d.seat}`, target: "_blank", rel: "noopener",
          "aria-label": `The table before move ${d.move}, in the replay`,
        }, "Replay from here")))))
      : h("p.muted", decisions.length ? "No inaccuracy, mistake or blunder: well played." : "You made no decisions to review."),
    decisions.length ? h("button.linkish", { type: "button", onclick: () => { state.all = !state.all; redraw(); } },
      state.all ? "Show only the marked decisions" : `Show every decision (${decisions.length})`) : null);
}
