// A room: the lobby (seats, share link, join, start), then the table, then the results
// with a rematch. This module only wires the parts together, one way round: the server's
// messages and the player's intents change the room's state (state.js); a redraw draws
// the regions they touch from it (page.js, lobby.js); the effects follow (effects.js;
// keys.js for the keyboard).

import { notifyTurn } from "../notify.js";
import { call, cards, game, playerKey, saveName, saveSeat, savedSeat } from "../api.js";
import { Connection } from "../connection.js";
import { announce, setSound, soundOn } from "../feedback.js";
import { showHelp } from "../help.js";
import { loadView, viewFor } from "../views/index.js";
import { UNCHANGED, changes, snapshot } from "./changes.js";
import { CHAT_REASONS, chatPanel } from "./chat.js";
import { countingDown, setAutoPass, windowCountdown } from "./chores.js";
import {
  connectionNote, focusKey, restoreFocus, thinkingSign, toaster, turnClock, turnSignal,
} from "./effects.js";
import { lessonMessage, markLessonMove } from "../learn.js";
import { listenKeys } from "./keys.js";
import { lobby, noSuchRoom } from "./lobby.js";
import { showLog, showMoment } from "./log.js";
import { EVERYTHING, TablePage } from "./page.js";
import {
  answering, botThinking, botToAct, cardsKnown, confirmPayment, gameKnown, hideResults, hintAsked, hintRefused,
  moveRefused, moveSent, newRoom, nextNote, openWindow, payByHand, pickCard, receive, receiveHint, resetNotes,
  seated, stopPaying, toggleNote, unpickCard, viewContext, yourTurn,
} from "./state.js";

// What each intent redraws besides the message that brings a new state (EVERYTHING).
const PICKING = ["table", "act", "mine"];
const HINTS = ["act"];
const THINKING = ["act"];
const SOUND = ["bar"];
const BAR = ["bar"];
const RESULTS = ["results"];
const CHORES = ["act"];
const PASS_ECHO_MS = 2000;
const NOT_CONNECTED = "Not connected; trying again…";

export function showRoom(main, code) {
  const state = newRoom(code, savedSeat(code));
  const toast = toaster();
  const note = connectionNote();
  const clock = turnClock(main);
  const signal = turnSignal();
  let passedAt = 0; // when the table last sent a routine pass for you
  const countdown = windowCountdown(main, () => {
    if (!countingDown(state)) return;
    passedAt = Date.now();
    on.act(state.window.pass);
  });
  const thinking = thinkingSign(() => {
    botThinking(state);
    redraw(THINKING);
  });
  let page = null; // the table once the game has started
  let before = null; // the table as last drawn (changes.js), to light up what changed
  document.body.classList.add("at-table");
  announce("");

  const connection = new Connection(code, state.seat && state.seat.token, onMessage, note.update);
  const chat = chatPanel((message) => connection.send(message), () => page && redraw(BAR));

  function onMessage(message) {
    if (lessonMessage(state, message) && message.type === "error") {
      redraw(["lesson"]);
      return;
    }
    if (message.type === "error") {
      if (message.status === 404) {
        document.body.classList.remove("at-table");
        main.replaceChildren(noSuchRoom(code));
        return;
      }
      if (CHAT_REASONS.has(message.reason)) {
        chat.refused(message);
        if (chat.el.hidden) toast.show(message.error);
        return;
      }
      if (hintRefused(state)) redraw(HINTS);
      moveRefused(state);
      if (stopPaying(state) || state.window || state.plan.length) redraw(CHORES);
      // Another tab of your seat sent the same pass first: nothing for you to read.
      if (message.reason === "illegal" && Date.now() - passedAt < PASS_ECHO_MS) return;
      toast.show(message.error);
    } else if (message.type === "chat") {
      chat.receive(message);
    } else if (message.type === "hint") {
      if (receiveHint(state, message)) redraw(HINTS);
    } else if (message.type === "state") {
      const { said, logChanged, moment } = receive(state, message);
      if (moment) showMoment(state.room, moment);
      if (said.length) announce(said.slice(-3).join(" "));
      const regions = logChanged ? EVERYTHING : EVERYTHING.filter((r) => r !== "log");
      learnGame().catch((e) => toast.show(e.message)).finally(() => {
        layNextNote();
        redraw(regions);
        clock.start(state.room);
        thinking.start(botToAct(state));
        countdown.start(countingDown(state) ? state.window.seconds : null, state.version);
        notifyTurn(state.room, state.you, state.version);
      });
    }
  }

  async function learnGame() {
    if (state.info) return;
    // Cards first: a refusal here (429) leaves `info` unset, so the next state retries.
    cardsKnown(state, await cards(state.room.game));
    await loadView(state.room.game);
    gameKnown(state, await game(state.room.game));
  }

  /** The state, the game's view and what it reads, for drawing; `changed`: since the last version drawn. */
  function scene(changed = UNCHANGED) {
    return { state, gameView: viewFor(state.room.game), ctx: viewContext(state, changed), changes: changed, on };
  }

  function redraw(regions) {
    if (!state.room) return;
    const focused = focusKey(main);
    const newTurn = signal(yourTurn(state), state.room, answering(state));
    const inLobby = state.room.status === "lobby";
    chat.draw(state.room, state.you, inLobby);
    if (inLobby) {
      page = null;
      document.body.classList.remove("at-table");
      main.replaceChildren(lobby(scene()), chat.el, toast.el);
    } else {
      document.body.classList.add("at-table");
      if (!page) {
        page = new TablePage(scene, pick);
        main.replaceChildren(page.section, chat.el, toast.el);
        regions = EVERYTHING;
      }
      const now = snapshot(state, viewFor(state.room.game));
      page.draw(regions, scene(changes(before, now)));
      before = now;
    }
    markLessonMove(main, state);
    note.paint();
    clock.paint();
    restoreFocus(main, focused, newTurn);
  }

  /** A confirmed payment goes on: the next note, once per version of the game (a state
   * that only says who is connected brings no new question). */
  let laidAt = null;
  function layNextNote() {
    if (!state.paying.length || state.version === laidAt) return;
    const index = nextNote(state);
    if (index === null) return;
    laidAt = state.version;
    on.act(index);
  }

  function pick(id, byKey, copy) {
    pickCard(state, id, copy);
    redraw(PICKING);
    const first = main.querySelector("#menu .move");
    if (state.picked !== null && first && byKey) first.focus();
  }

  const on = {
    act(index) {
      const legal = state.view.legal[index];
      if (!legal) return;
      if (!connection.send({ type: "act", action: legal, version: state.version })) {
        toast.show(NOT_CONNECTED);
        return;
      }
      moveSent(state);
      if (state.window || state.plan.length) redraw(CHORES); // its panel waits for the answer
    },
    openWindow() {
      openWindow(state);
      countdown.stop();
      redraw(CHORES);
      const first = main.querySelector("#menu .move");
      if (first) first.focus();
    },
    autoPass(on) {
      setAutoPass(on);
      countdown.start(countingDown(state) ? state.window.seconds : null, state.version);
      redraw(CHORES);
    },
    toggleNote(index) {
      toggleNote(state, index);
      redraw(CHORES);
      const note = main.querySelectorAll(".pay-note")[index];
      if (note) note.focus();
    },
    resetNotes() {
      resetNotes(state);
      redraw(CHORES);
    },
    payByHand() {
      payByHand(state);
      redraw(CHORES);
    },
    pay() {
      confirmPayment(state);
      laidAt = null;
      layNextNote();
      redraw(CHORES);
    },
    suggest() {
      if (connection.send({ type: "hint", version: state.version })) {
        hintAsked(state);
        redraw(HINTS);
      } else {
        toast.show(NOT_CONNECTED);
      }
    },
    unpick() {
      unpickCard(state);
      redraw(PICKING);
    },
    back: () => connection.send({ type: "back" }),
    chat: () => chat.toggle(),
    chatUnread: () => chat.unread(),
    toggleSound() {
      setSound(!soundOn());
      redraw(SOUND);
    },
    help: () => showHelp(state.info, viewFor(state.room.game), viewContext(state)),
    log: () => showLog(state),
    closeResults() {
      hideResults(state);
      redraw(RESULTS);
    },
    redrawResults: () => redraw(RESULTS),
    async join(name, seat) {
      try {
        saveName(name);
        const joined = await call("POST", `/api/rooms/${state.room.code}/join`, { name, seat, key: playerKey() });
        saveSeat(state.room.code, joined.seat, joined.token);
        seated(state, joined);
        connection.reopen(joined.token);
      } catch (e) {
        toast.show(e.message);
      }
    },
    async start() {
      try {
        await call("POST", `/api/rooms/${state.room.code}/start`, { token: state.seat.token });
      } catch (e) {
        toast.show(e.message);
      }
    },
    async rematch() {
      try {
        const next = await call("POST", `/api/rooms/${state.room.code}/rematch`, { token: state.seat.token });
        saveSeat(next.code, next.seat, next.token);
        location.href = `/r/${next.code}`;
      } catch (e) {
        toast.show(e.message);
      }
    },
  };

  listenKeys(main, state, on);
}
