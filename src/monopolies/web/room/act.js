// The moves: a note while a bot plays for you, the your-turn banner, the situation in a
// sentence, the menu (moves.js) with its first nine moves numbered for the keys 1-9, the
// expert bot's hints, and a tip on tapping cards.

import { h, seatName, withDots } from "../dom.js";
import { renderMoves } from "../moves.js";
import { clock } from "./bar.js";
import { openCard } from "./cards.js";
import { autoPassOffNote, countingDown, payingNote, paymentPanel, paymentShown, windowPanel } from "./chores.js";
import { answering, awaitingMove, cardName, movesUseCards, windowShown, yourTurn } from "./state.js";

const KEYED = 9;

export function actions({ state, gameView, ctx, on }) {
  const { room, view, you } = state;
  const mine = yourTurn(state);
  const parts = [];
  if (you !== null && room.seats[you] && room.seats[you].away) {
    parts.push(h("div.away-note", "A bot is playing for you. ",
      h("button", { type: "button", onclick: on.back }, "I'm back")));
  }
  if (mine) {
    const banner = answering(state) ? "Your answer" : "Your turn";
    parts.push(h("div.banner", { role: "status" }, h("strong", banner), clock(room)));
  }
  if (room.status === "playing") parts.push(situation(state, gameView, ctx));
  if (mine && (state.paying.length || (awaitingMove(state) && state.plan.length))) {
    parts.push(payingNote(state, ctx));
  } else if (paymentShown(state)) {
    parts.push(paymentPanel(state, ctx, on));
  } else if (countingDown(state)) {
    parts.push(windowPanel(state, on));
  } else if (view.legal && view.legal.length) {
    parts.push(numbered(renderMoves({
      room, menu: state.menu, folded: state.folded, legal: view.legal, picked: state.picked, act: on.act,
      name: (id) => cardName(state, ctx, id, `card ${id}`),
      unpick: on.unpick,
      open: (id) => openCard(state, gameView, ctx, id),
      trade: gameView.trade ? gameView.trade(view, ctx) : null,
      offer: gameView.offer ? gameView.offer(view, ctx) : null,
    })));
    if (windowShown(state)) parts.push(autoPassOffNote(on));
    if (mine && room.hints) parts.push(hintPanel(state, on));
    if (state.picked === null && movesUseCards(state)) {
      parts.push(h("p.hint", "Tip: tap a card to see only its moves; keys 1–9 choose a move."));
    }
  } else if (you === null && room.status === "playing") {
    parts.push(h("p.hint", "You are watching this game."));
  }
  return h("section.act", { "aria-label": "Your moves", tabindex: -1 }, parts);
}

/** The server's sentence for the seat to act, the game's own prompt, or whom we wait for. */
function situation(state, gameView, ctx) {
  const room = state.room;
  const mine = yourTurn(state);
  const own = mine && gameView.prompt ? gameView.prompt(state.view, ctx) : null;
  const who = room.to_act === null ? "" : seatName(room, room.to_act);
  const sentence = mine && state.situation ? state.situation
    : room.to_act === null ? "" : mine ? own || (answering(state) ? "You are asked: choose your answer." : "Your turn: choose a move.")
      : state.thinking ? `${who} is thinking…` : `Waiting for ${who}…`;
  return h("p.situation", { id: "situation" }, withDots(room, sentence));
}

/** The first nine moves show the digit that makes them. */
function numbered(menu) {
  menu.querySelectorAll(".move").forEach((move, i) => {
    if (i >= KEYED) return;
    move.setAttribute("aria-keyshortcuts", String(i + 1));
    move.prepend(h("kbd.key", { "aria-hidden": "true" }, String(i + 1)));
  });
  return menu;
}

/** The "Suggest" button and, once asked, the expert bot's three best moves in words. */
function hintPanel(state, on) {
  const { suggestions, room } = state;
  const asked = suggestions === "asked";
  const button = h("button.suggest", { type: "button", onclick: on.suggest, disabled: asked || Array.isArray(suggestions) },
    asked ? "Thinking…" : "Suggest");
  const list = Array.isArray(suggestions)
    ? h("ol.suggestions", { "aria-label": "Suggested moves" }, suggestions.map((m) => h("li", withDots(room, m.sentence))))
    : null;
  return h("div.hints", { "aria-live": "polite" }, button, list);
}
