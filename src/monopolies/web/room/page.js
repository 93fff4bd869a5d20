// The table page: one section whose regions (the bar, the people, the table, the moves,
// your own things, the log, the results) are each drawn from the room's state and
// replaced one at a time, so a tapped card redraws the moves and the cards but not the log
// or the people, and a ticking clock redraws nothing.

import { h } from "../dom.js";
import { results } from "../results.js";
import { reviewSection } from "../review.js";
import { actions } from "./act.js";
import { people, tableBar } from "./bar.js";
import { cardListeners } from "./cards.js";
import { lessonBanner } from "../learn.js";
import { events } from "./log.js";
import { yourTurn } from "./state.js";

function table({ state, gameView, ctx }) {
  return h("div.table-area.board-area", { role: "region", "aria-label": "The table", tabindex: 0 },
    gameView.table(state.view, ctx));
}

function mine({ state, gameView, ctx }) {
  const own = state.you !== null ? gameView.mine(state.view, ctx) : null;
  return own ? h("section.mine", { id: "hand", "data-hand": "", "aria-label": "Your things" }, own) : null;
}

/** A person out of a game that goes on without them is told at once, and may watch or go. */
function outOfGame({ state }) {
  const why = state.room.status === "playing" && state.out;
  if (!why) return null;
  return h("section.out-of-game", { role: "status" },
    h("p", h("strong", "You are out of the game: "), `${why}. Watch the others play it to the end, or leave.`),
    h("a.button", { href: "/" }, "Leave the table"));
}

function end({ state, ctx, on }) {
  const { room, you, seat, info } = state;
  if (room.status !== "over" || !room.result || state.resultsClosed) return null;
  const scoreLabel = (info && info.score_label) || "Score";
  const player = you !== null && seat;
  const endings = (info && info.endings) || {};
  return results({
    room, you, scoreLabel,
    why: (reason) => endings[reason] || reason,
    // A count of sets is a number, anything else is money.
    showScore: (score) => (/set/i.test(scoreLabel) ? String(score) : ctx.money(score)),
    ending: ending(state),
    rematch: player ? on.rematch : null,
    close: on.closeResults,
    review: player ? reviewSection(room.code, seat.token, on.redrawResults) : null,
  });
}

const ENDING_LINES = 10;

/** What decided the game, for the results to open on demand: the last lines of the log
 * (a last hand scored line by line, the bankruptcy, the set that won). */
function ending(state) {
  return state.log.slice(-ENDING_LINES).map((e) => e.text);
}

/** The regions in page order, each a function of the scene to a node (or null: not shown). */
const REGIONS = { bar: tableBar, out: outOfGame, people, table, lesson: lessonBanner, act: actions, mine, log: events, results: end };
export const EVERYTHING = Object.keys(REGIONS);

export class TablePage {
  /** `scene()`: the state, the game's view and its ctx now; `pick(id, byKey, copy)`: a card tapped. */
  constructor(scene, pick) {
    const { state, gameView } = scene();
    this.section = h("section", {
      class: classes(state, gameView), "data-status": state.room.status, "data-version": state.version,
      "data-game": state.room.game, ...cardListeners(scene, pick),
    });
    this.drawn = {}; // region name -> its node on the page
  }

  /** Draws the named regions of `scene` (which also carries what changed since the last version drawn). */
  draw(names, scene) {
    const { state, gameView } = scene;
    this.section.className = classes(state, gameView);
    this.section.dataset.status = state.room.status;
    this.section.dataset.version = state.version;
    const area = this.drawn.table;
    const scroll = area ? area.scrollTop : 0;
    for (const name of EVERYTHING) if (names.includes(name)) this.place(name, REGIONS[name](scene));
    if (names.includes("table") && this.drawn.table) this.drawn.table.scrollTop = scroll;
    const log = names.includes("log") && this.section.querySelector("#log");
    if (log) log.scrollTop = log.scrollHeight;
  }

  /** Puts region `name`'s new node where the old one was, or in page order; null removes it. */
  place(name, node) {
    const old = this.drawn[name];
    if (old && node) old.replaceWith(node);
    else if (old) old.remove();
    else if (node) {
      const later = EVERYTHING.slice(EVERYTHING.indexOf(name) + 1).map((n) => this.drawn[n]).find(Boolean);
      this.section.insertBefore(node, later || null);
    }
    this.drawn[name] = node;
  }
}

function classes(state, gameView) {
  return `room table-room layout-${gameView.layout}${yourTurn(state) ? " your-turn" : ""}`;
}
