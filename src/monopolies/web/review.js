// The game review on the results screen: the hard bot goes through your own decisions
// (the server reviews only the asking seat, from its own view) and marks the ones where
// its estimate for your move was clearly below its best move's, in plain sentences.
// The review's state is kept per room here, so the results screen can be redrawn freely.

import { call } from "./api.js";
import { h } from "./dom.js";

const MARKED = ["blunder", "mistake", "inaccuracy"];
const LABELS = {
  best: ["best", "best"], fine: ["fine", "fine"], inaccuracy: ["inaccuracy", "inaccuracies"],
  mistake: ["mistake", "mistakes"], blunder: ["blunder", "blunders"], unclear: ["not judged", "not judged"],
};
const SYMBOLS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

const reviews = new Map(); // room code -> { status, review, error, all }

function stateOf(code) {
  if (!reviews.has(code)) reviews.set(code, { status: "idle", review: null, error: "", all: false });
  return reviews.get(code);
}

/** Ask for the review; a review already running for this room is asked again after its wait. */
async function ask(code, token, redraw) {
  const state = stateOf(code);
  state.status = "asking";
  state.error = "";
  redraw();
  try {
    const answer = await call("POST", `/api/rooms/${code}/review`, { token });
    state.review = answer.review;
    state.status = "done";
  } catch (e) {
    if (e.reason === "review_running") {
      state.error = "Another review of this game is being worked out; yours comes next.";
      setTimeout(() => ask(code, token, redraw), 1000 * (e.retryAfter || 5));
      redraw();
      return;
    }
    state.status = "idle";
    state.error = e.message;
  }
  redraw();
}

/** The "Review" button, or the review itself once it has come. */
export function reviewSection(code, token, redraw) {
  const state = stateOf(code);
  if (state.status === "done") return reviewed(code, state, redraw);
  const asking = state.status === "asking";
  return h("div.review", { "aria-live": "polite" },
    h("button", { id: "review", type: "button", disabled: asking, onclick: () => ask(code, token, redraw) },
      asking ? "Reviewing…" : "Review my game"),
    asking ? h("p.muted", "The hard bot is going through your decisions (up to a minute).") : null,
    state.error ? h("p.error", state.error) : null);
}

function reviewed(code, state, redraw) {
  const { decisions, summary } = state.review;
  const shown = state.all ? decisions : decisions.filter((d) => MARKED.includes(d.grade));
  const counts = Object.entries(summary.counts).filter(([, n]) => n > 0)
    .map(([grade, n]) => h(`span.grade.grade-${grade}`, `${n} ${LABELS[grade][n === 1 ? 0 : 1]}`));
  return h("section.review", { id: "review-list", "aria-labelledby": "review-title" },
    h("h3", { id: "review-title" }, "Your game, reviewed by the hard bot"),
    h("p.review-counts", counts),
    h("p", summary.sentence),
    shown.length
      ? h("ol.verdicts", shown.map((d) => h("li.verdict", { "data-grade": d.grade },
        h(`span.grade.grade-${d.grade}`, { "aria-hidden": "true" }, SYMBOLS[d.grade] || "·"),
        h("span", d.sentence, " ", h("a.position", {
          href: `/replay/${code}#step=${d.move - 1}`, target: "_blank", rel: "noopener",
          "aria-label": `The table before move ${d.move}, in the replay`,
        }, "Replay from here")))))
      : h("p.muted", decisions.length ? "No inaccuracy, mistake or blunder: well played." : "You made no decisions to review."),
    decisions.length ? h("button.linkish", { type: "button", onclick: () => { state.all = !state.all; redraw(); } },
      state.all ? "Show only the marked decisions" : `Show every decision (${decisions.length})`) : null);
}
