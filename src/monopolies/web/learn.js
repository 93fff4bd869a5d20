// Learn to play: the lessons page (/learn) and, in a lesson room, the lesson's banner above
// the moves. The server deals the lesson, checks each move (a move other than the step's
// comes back as an error with reason "lesson", and nothing changes) and sends the
// learner's seat alone the step's words (docs/learn.md). Nothing here knows a game.

import { call, saveName, saveSeat, savedName } from "./api.js";
import { h } from "./dom.js";

function styles() {
  if (document.getElementById("learn-css")) return;
  document.head.append(h("link", { id: "learn-css", rel: "stylesheet", href: "/static/learn.css" }));
}

/** The lessons page: one card per game with a lesson, each starting a lesson room. */
export async function showLearn(main) {
  styles();
  const list = await call("GET", "/api/lessons");
  const error = h("p.error", { role: "alert" });
  const name = h("input", { id: "learn-name", maxlength: 24, placeholder: "Your name (optional)", value: savedName() });

  async function start(game, button) {
    error.textContent = "";
    button.disabled = true;
    try {
      const who = name.value.trim();
      if (who) saveName(who);
      const made = await call("POST", `/api/lessons/${encodeURIComponent(game)}`, { name: who || "Player" });
      saveSeat(made.code, made.seat, made.token);
      location.href = `/r/${made.code}`;
    } catch (e) {
      error.textContent = e.message;
      button.disabled = false;
    }
  }

  main.replaceChildren(h("section.learn-page",
    h("div.card",
      h("h2", "Learn to play"),
      h("p", "A guided first game against one bot. At each of your moves a note says what to do and why; "
        + "when the lesson is over, the game goes on and you finish it on your own."),
      h("label", h("span", "Name"), name),
      error),
    list.map((g) => {
      const button = h("button.primary", { type: "button", "data-lesson": g.id }, `Learn ${g.title}`);
      button.addEventListener("click", () => start(g.id, button));
      return h("div.card.lesson-card", h("h3", g.title), h("p", g.intro), button);
    }),
    h("p", h("a", { href: "/" }, "Back to the rooms")),
  ));
}

/** A message from the room: keeps the lesson's words ("state") or its "Not quite"
 * ("error" with reason "lesson"); true if the banner must be redrawn. */
export function lessonMessage(state, message) {
  if (message.type === "state") {
    if (message.lesson) styles();
    state.lesson = message.lesson ?? null;
    state.lessonRefused = null;
    return true;
  }
  if (message.type === "error" && message.reason === "lesson") {
    state.lessonRefused = message.error;
    return true;
  }
  return false;
}

/** The banner above the moves, in a lesson room, for the learner. */
export function lessonBanner({ state }) {
  const lesson = state.lesson;
  if (!lesson || state.lessonClosed) return null;
  const title = lesson.over ? "Lesson over" : `Lesson, step ${lesson.step} of ${lesson.steps}`;
  const parts = [];
  if (state.lessonRefused) parts.push(h("p.lesson-refused", { role: "alert" }, state.lessonRefused));
  const said = lesson.say || "Your opponent is playing; watch what they do.";
  parts.push(h("p.lesson-say", h("strong.lesson-title", `${title}: `), said));
  if (lesson.over) {
    parts.push(h("button", {
      type: "button",
      onclick: (event) => {
        state.lessonClosed = true;
        event.target.closest(".lesson-banner").remove();
      },
    }, "Got it"));
  }
  return h("section.lesson-banner", { id: "lesson", tabindex: 0, role: "status", "aria-live": "polite", "aria-label": "Lesson" }, parts);
}

/** Points at the step's move among the moves (a gold ring; in a chooser, its line is
 * chosen), after each redraw of a lesson room. Every other move stays playable: the
 * server answers it with the lesson's "Not quite". */
export function markLessonMove(main, state) {
  const move = state.lesson && !state.lesson.over ? state.lesson.move : null;
  for (const el of main.querySelectorAll(".lesson-move")) el.classList.remove("lesson-move");
  if (move === null || move === undefined) return;
  const option = main.querySelector(`#menu .chooser option[value="${move}"]`);
  if (option) {
    const chooser = option.closest(".chooser");
    const select = chooser.querySelector("select");
    if (select.value !== String(move)) {
      select.value = String(move);
      select.dispatchEvent(new Event("change"));
    }
    chooser.classList.add("lesson-move");
    showOnce(state, chooser);
    return;
  }
  const button = main.querySelector(`#menu .move[data-index="${move}"]`);
  if (button) {
    button.classList.add("lesson-move");
    showOnce(state, button);
  }
}

/** Scrolls the moves to the step's move once a step (a phone shows few moves at a time). */
function showOnce(state, el) {
  const key = `${state.version}`;
  if (state.lessonShown === key) return;
  state.lessonShown = key;
  el.scrollIntoView({ block: "nearest" });
}
