// The room as this browser knows it: what the server last sent, the log of what happened,
// and what the player chose here (a card picked, a hint asked, the results closed). The
// functions below are the only ones that change it; rendering reads it and the facts
// derived from it here.

import { person } from "../dom.js";
import { cardOfMove } from "../moves.js";
import { viewFor } from "../views/index.js";
import { UNCHANGED } from "./changes.js";

// A long Cheaters game tells a few thousand lines; past this the oldest go (the replay
// keeps the whole game), and the log's dialog says it starts part way.
const LOG_LIMIT = 10000;

/** A room before the server has said anything; `seat`: { seat, token } saved for it, or null. */
export function newRoom(code, seat) {
  return {
    code,
    seat,
    room: null, // the room's summary: seats, status, whose turn, deadline, result
    version: null, // this seat's version of the game: it changes when what the seat sees does
    you: null, // this browser's seat, or null for a spectator
    view: null, // what this seat sees of the game (null in the lobby); `legal` its moves
    menu: [], // the legal moves in words, one entry per move
    folded: [], // the menu's lines, as the server folds it: {heading, moves}
    situation: null, // the server's sentence for the seat to act
    out: null, // why this seat is out of a game that goes on without it, or null
    info: null, // the game's entry in /api/games, once loaded
    cards: {}, // the game's cards by id (/api/cards), once loaded
    log: [], // { i, text } of what happened, the last LOG_LIMIT of it
    logTrimmed: false, // whether the log lost its first lines to LOG_LIMIT
    freshFrom: 0, // log entries from this index on arrived with the last message
    picked: null, // a card tapped on the table: the menu shows only the moves with it
    pickedCopy: null, // which of the card's copies on the page was tapped (a tap on it again unpicks)
    suggestions: null, // the expert bot's hint for this version: null, "asked", or its moves
    resultsClosed: false,
    window: null, // a window nobody usually acts in: { pass, act, seconds } (chores.js)
    windowOpen: false, // the person chose to act in it: the whole menu, no countdown
    plan: [], // the notes the table proposes for a payment: { value, known? }
    held: [], // every note you hold, as the payment plan lists them: { value, known? }
    owed: null, // what the payment still asks for
    payMove: null, // the kind of legal move that lays one note, as the plan names it
    selection: null, // the indices in `held` chosen to pay with, or null: the proposal
    byHand: false, // the person pays this payment note by note, with the menu
    paying: [], // the notes confirmed and still to lay, one per state the server sends
    sentAt: null, // the version a move was last sent at: until the next, it is on its way
  };
}

/**
 * Takes a "state" message in. Returns the sentences that arrived with it, whether the
 * log beside the table reads differently now (new lines, or lines no longer fresh), and
 * `moment`: when the message ends a stretch of play worth a pause (the game's `moments`,
 * as the end of a hand), the sentences that led to it, to show at once; else null.
 */
export function receive(state, message) {
  const moment = state.room && message.room?.status === "playing" ? momentIn(state, message.events || []) : null;
  if (!state.room || state.version !== message.version) {
    state.picked = null;
    state.pickedCopy = null;
    state.suggestions = null;
    state.windowOpen = false;
    state.selection = null;
  }
  state.version = message.version ?? null;
  state.thinking = false;
  state.room = message.room;
  state.you = message.you;
  const own = viewFor(message.room.game).ownNews?.(state.view, message.view) || [];
  state.view = message.view;
  state.menu = message.menu || [];
  state.folded = message.folded || [];
  state.situation = message.situation ?? null;
  state.out = message.out ?? null;
  state.window = message.window ?? null;
  state.plan = message.plan ? message.plan.notes : [];
  state.held = message.plan ? message.plan.held : [];
  state.owed = message.plan ? message.plan.owed : null;
  if (message.plan) state.payMove = message.plan.move; // the kind of move that lays a note
  if (!state.plan.length) state.byHand = false;
  const wasFresh = state.freshFrom < state.log.length;
  const from = state.log.length;
  for (const e of message.events || []) {
    if (e.text) state.log.push({ i: e.i, text: e.text });
  }
  for (const text of own) state.log.push({ i: null, text, own: true });
  const dropped = Math.max(0, state.log.length - LOG_LIMIT);
  state.log.splice(0, dropped);
  state.logTrimmed = state.logTrimmed || dropped > 0;
  state.freshFrom = Math.max(0, from - dropped);
  const said = state.log.slice(state.freshFrom).map((e) => e.text);
  return { said, logChanged: wasFresh || said.length > 0, moment };
}

/** The sentences of `events` up to the last of the game's moments among them, or null.
 * The first message (a page opened or reloaded) shows none: that moment is old news; nor
 * does the game's end, whose results say what decided it. */
function momentIn(state, events) {
  const moments = state.info?.moments || [];
  const last = events.findLastIndex((e) => moments.includes(e.event?.type));
  if (last < 0) return null;
  return events.slice(0, last + 1).map((e) => e.text).filter(Boolean);
}

/** Takes a "hint" message in; false when it is for another state of the game. */
export function receiveHint(state, message) {
  if (!state.room || message.version !== state.version) return false;
  state.suggestions = message.moves;
  return true;
}

/** A refusal ends a hint that was asked; true if one was. */
export function hintRefused(state) {
  if (state.suggestions !== "asked") return false;
  state.suggestions = null;
  return true;
}

/** A card tapped (its `copy`-th element on the page): the menu narrows to its moves, the
 * same for every copy; the copy tapped last, tapped again, widens it again. */
export function pickCard(state, id, copy = null) {
  const again = state.picked === id && state.pickedCopy === copy;
  state.picked = again ? null : id;
  state.pickedCopy = again ? null : copy;
}

/** The menu shows every move again. */
export function unpickCard(state) {
  state.picked = null;
  state.pickedCopy = null;
}

/** A hint was asked for this version; the answer comes as a "hint" message. */
export function hintAsked(state) {
  state.suggestions = "asked";
}

/** The player closed the results to see the table; they stay closed. */
export function hideResults(state) {
  state.resultsClosed = true;
}

/** This browser took a seat: `joined` is { seat, token }. */
export function seated(state, joined) {
  state.seat = joined;
}

/** The game's cards arrived (/api/cards). */
export function cardsKnown(state, cards) {
  state.cards = cards;
}

/** The game's entry arrived (/api/games): its title, rules and score label. */
export function gameKnown(state, info) {
  state.info = info;
}

/** The seat a bot is playing now (its own, or a stand-in for an away person), or null. */
export function botToAct(state) {
  const room = state.room;
  const seat = room && room.status === "playing" ? room.to_act : null;
  const chair = seat === null || seat === undefined ? null : room.seats[seat];
  return chair && (chair.bot || chair.away) ? seat : null;
}

/** A bot has had the turn a while without a move to show: say it is thinking. */
export function botThinking(state) {
  state.thinking = true;
}

/** Whether you are to move now: your seat is to act and no bot is playing it for you. */
export function yourTurn(state) {
  const room = state.room;
  const chair = state.you === null ? null : room.seats[state.you];
  return room.status === "playing" && chair !== null && room.to_act === state.you && !chair.away;
}

/** Whose turn it is (the view's `active`), which is not always the seat to act: a seat
 * answering someone else's turn (rent, Just Say No, a Cheat! call) acts out of turn. */
export function turnHolder(state) {
  const active = state.view && state.view.active;
  return active === undefined || active === null ? state.room.to_act : active;
}

/** Whether you are to move now on someone else's turn: asked to answer, not your turn. */
export function answering(state) {
  return yourTurn(state) && turnHolder(state) !== state.you;
}

/** True if some legal move uses card `id` (tapping it then narrows the menu). */
export function usable(state, id) {
  const legal = state.view.legal || [];
  return legal.some((_, i) => cardOfMove(state.menu, legal, i) === id);
}

/** True if some legal move uses a card, so tapping cards can narrow the menu. */
export function movesUseCards(state) {
  const legal = state.view.legal || [];
  return legal.some((_, i) => cardOfMove(state.menu, legal, i) !== null);
}

/**
 * What the game's view reads (generic.js lists it); `changes`: what lights up since the
 * last version drawn (changes.js), nothing by default.
 */
export function viewContext(state, changes = UNCHANGED) {
  const room = state.room;
  const names = (state.view && state.view.names) || (room.options && room.options.names) || "us";
  return {
    room, you: state.you, cards: state.cards, names, money: viewFor(room.game).money(names),
    picked: state.picked, person: (seat) => person(room, seat, state.you),
    fresh: changes.fresh, moved: changes.moved,
  };
}

/** A card's full name as the game's view gives it, else the card table's; `fallback` if unknown. */
export function cardName(state, ctx, id, fallback) {
  const gameView = viewFor(state.room.game);
  if (gameView.cardName) return gameView.cardName(ctx, id);
  return (state.cards[id] && state.cards[id].name) || fallback;
}

// One decision per intention (chores.js) -----------------------------------------------

/** Whether the window's panel stands in for the menu: your window, not opened to act. */
export function windowShown(state) {
  return yourTurn(state) && state.window !== null && !state.windowOpen && !state.paying.length;
}

/** The person taps the window's button: the whole menu, and no countdown. */
export function openWindow(state) {
  state.windowOpen = true;
}

/** Whether the payment's proposal stands in for the menu. */
export function paymentShown(state) {
  return yourTurn(state) && state.plan.length > 0 && !state.byHand && !state.paying.length;
}

/** The indices in `held` of the proposal's notes. */
export function planNotes(state) {
  const notes = state.held;
  const used = new Set();
  for (const want of state.plan) {
    const i = notes.findIndex((n, k) => !used.has(k) && n.value === want.value && n.known === want.known);
    if (i >= 0) used.add(i);
  }
  return [...used];
}

/** The indices in `held` chosen to pay with: the person's, else the proposal. */
export function selectedNotes(state) {
  return state.selection ?? planNotes(state);
}

/** A note tapped in or out of the payment. */
export function toggleNote(state, index) {
  const chosen = selectedNotes(state);
  state.selection = chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index];
}

/** Back to the table's proposal. */
export function resetNotes(state) {
  state.selection = null;
}

/** The person pays note by note with the menu. */
export function payByHand(state) {
  state.byHand = true;
}

/** The chosen notes are confirmed: the largest is laid first (any order takes them all). */
export function confirmPayment(state) {
  const notes = state.held;
  state.paying = selectedNotes(state).map((i) => ({ value: notes[i].value, known: notes[i].known }))
    .sort((a, b) => b.value - a.value);
}

/** The notes confirmed and not laid yet. */
export function payingNotes(state) {
  return state.paying;
}

/** A move was sent for this version of the game: the next state answers it. */
export function moveSent(state) {
  state.sentAt = state.version;
}

/** Whether a move is on its way (a refusal ends that: `moveRefused`). */
export function awaitingMove(state) {
  return state.sentAt !== null && state.sentAt === state.version;
}

/** The server refused the move sent: it may be made again. */
export function moveRefused(state) {
  state.sentAt = null;
}

/** The index in legal of the next note to lay, taken off the list; null (and the list
 * emptied) when the engine asks for none of them: the payment is covered or went on. */
export function nextNote(state) {
  const legal = (state.view && state.view.legal) || [];
  const want = state.paying[0];
  const i = !want || !yourTurn(state) ? -1
    : legal.findIndex((a) => a.kind === state.payMove && a.value === want.value && a.known === want.known);
  if (i < 0) {
    state.paying = [];
    return null;
  }
  state.paying = state.paying.slice(1);
  return i;
}

/** A refused move ends a payment being laid (the menu shows what is left); true if one was. */
export function stopPaying(state) {
  if (!state.paying.length) return false;
  state.paying = [];
  return true;
}
