// A room: the lobby (seats, share link, join, start) and then the table: who is here and
// whose turn it is, the table itself, the moves (only those in observe()["legal"]), your own
// things, the last events, and at the end the results with a rematch.

import { call, cards, game, saveName, saveSeat, savedName, savedSeat } from "./api.js";
import { Connection } from "./connection.js";
import { openDialog, dialogOpen } from "./dialog.js";
import { dot, h, person, seatName, withDots } from "./dom.js";
import { announce, chime, setSound, setTitle, soundOn } from "./feedback.js";
import { showHelp } from "./help.js";
import { cardOfMove, renderMoves } from "./moves.js";
import { results } from "./results.js";
import { reviewSection } from "./review.js";
import { loadView, viewFor } from "./views/index.js";

const LOG_LIMIT = 300;
const LOG_SHOWN = 40;

export async function showRoom(main, code) {
  let seatInfo = savedSeat(code);
  let state = null;
  let info = null; // the game's entry in /api/games
  let cardTable = {};
  const log = [];
  let freshFrom = 0; // log entries from this index on arrived with the last message
  let picked = null; // a card tapped on the table: the menu shows only the moves with it
  let suggestions = null; // the hard bot's hint for this step: null, "asked", or its moves
  let resultsClosed = false;
  let connectionNote = "";
  let timerTick = null;
  let noteTick = null;
  let before = null; // what the last render showed, to light up what changed
  const toast = h("div.toast", { role: "status" });
  document.body.classList.add("at-table");
  announce("");

  const connection = new Connection(code, seatInfo && seatInfo.token, onMessage, (status, seconds) => {
    clearInterval(noteTick);
    if (status === "rate-limited" || status === "reconnecting") {
      let left = seconds;
      const say = () => {
        connectionNote = status === "rate-limited" ? `Too many requests — retrying in ${left} s` : `Connection lost — retrying in ${left} s`;
        paintStatus();
        left = Math.max(0, left - 1);
      };
      say();
      noteTick = setInterval(say, 1000);
    } else {
      connectionNote = { connecting: "Connecting…", connected: "", closed: "", "no-room": "" }[status] ?? "";
      paintStatus();
    }
  });

  function paintStatus() {
    for (const el of document.querySelectorAll(".conn-status")) {
      el.textContent = connectionNote;
      el.hidden = !connectionNote;
    }
  }

  function onMessage(message) {
    if (message.type === "error") {
      if (message.status === 404) {
        document.body.classList.remove("at-table");
        main.replaceChildren(h("section.card.gone", h("h2", "No such room"),
          h("p", `There is no room ${code}. Check the link, or make a new room.`), h("a.button.primary", { href: "/" }, "Make a room")));
        return;
      }
      if (suggestions === "asked") {
        suggestions = null;
        render();
      }
      showToast(message.error);
      return;
    }
    if (message.type === "hint") {
      if (state && message.step === state.room.step) {
        suggestions = message.moves;
        render();
      }
      return;
    }
    if (message.type !== "state") return;
    if (!state || state.room.step !== message.room.step) {
      picked = null;
      suggestions = null;
    }
    state = message;
    freshFrom = log.length;
    for (const e of message.events || []) {
      if (e.text) log.push({ i: e.i, text: e.text });
    }
    const dropped = Math.max(0, log.length - LOG_LIMIT);
    log.splice(0, dropped);
    freshFrom = Math.max(0, freshFrom - dropped);
    const said = log.slice(freshFrom).map((e) => e.text);
    if (said.length) announce(said.slice(-3).join(" "));
    prepare().catch((e) => showToast(e.message)).finally(render);
  }

  async function prepare() {
    if (!info && state) {
      // Cards first: a refusal here (429) leaves `info` unset, so the next state retries.
      cardTable = await cards(state.room.game);
      await loadView(state.room.game);
      info = await game(state.room.game);
    }
  }

  function showToast(text) {
    toast.textContent = text;
    toast.classList.add("show");
    clearTimeout(showToast.t);
    showToast.t = setTimeout(() => toast.classList.remove("show"), 4000);
  }

  function act(index) {
    const legal = state.view.legal[index];
    if (!legal) return;
    if (!connection.send({ type: "act", action: legal, step: state.room.step })) {
      showToast("Not connected; trying again…");
    }
  }

  function suggest() {
    if (connection.send({ type: "hint", step: state.room.step })) {
      suggestions = "asked";
      render();
    } else {
      showToast("Not connected; trying again…");
    }
  }

  /** The "Suggest" button and, once asked, the hard bot's three best moves in words. */
  function hintPanel(room) {
    const asked = suggestions === "asked";
    const button = h("button.suggest", { type: "button", onclick: suggest, disabled: asked || Array.isArray(suggestions) },
      asked ? "Thinking…" : "Suggest");
    const list = Array.isArray(suggestions)
      ? h("ol.suggestions", { "aria-label": "Suggested moves" }, suggestions.map((m) => h("li", withDots(room, m.sentence))))
      : null;
    return h("div.hints", { "aria-live": "polite" }, button, list);
  }

  function context() {
    const room = state.room;
    const view = state.view || {};
    const names = view.names || (room.options && room.options.names) || "us";
    return {
      room, you: state.you, cards: cardTable, names, money: viewFor(room.game).money(names), picked,
      person: (seat) => person(room, seat, state.you), fresh: new Set(), moved: new Set(),
    };
  }

  function render() {
    if (!state) return;
    const room = state.room;
    const focused = focusKey();
    const scroll = main.querySelector(".table-area") ? main.querySelector(".table-area").scrollTop : 0;
    const yourTurn = room.status === "playing" && state.you !== null && room.to_act === state.you;
    const wasYourTurn = before && before.yourTurn;
    setTitle(yourTurn, room);
    if (yourTurn && !wasYourTurn) {
      announce("Your turn.");
      if (soundOn()) chime();
    }
    const page = room.status === "lobby" ? lobby(room) : table(room, yourTurn);
    main.replaceChildren(page, toast);
    paintStatus();
    const area = main.querySelector(".table-area");
    if (area) area.scrollTop = scroll;
    const logList = main.querySelector("#log");
    if (logList) logList.scrollTop = logList.scrollHeight;
    numberMoves();
    restoreFocus(focused, yourTurn && !wasYourTurn);
    startTimer(room);
  }

  /** The first nine moves show the digit that makes them. */
  function numberMoves() {
    main.querySelectorAll("#menu .move").forEach((move, i) => {
      if (i >= 9) return;
      move.setAttribute("aria-keyshortcuts", String(i + 1));
      move.prepend(h("kbd.key", { "aria-hidden": "true" }, String(i + 1)));
    });
  }

  function focusKey() {
    const el = document.activeElement;
    if (!el || !main.contains(el)) return null;
    if (el.dataset.index !== undefined) return `[data-index="${el.dataset.index}"]`;
    if (el.dataset.card !== undefined) return `[data-card="${el.dataset.card}"]`;
    if (el.id) return `#${el.id}`;
    return null;
  }

  function restoreFocus(key, newTurn) {
    if (dialogOpen()) return;
    const target = (key && main.querySelector(key)) || (newTurn || key ? main.querySelector("#menu .move") : null);
    if (target) target.focus({ preventScroll: true });
  }

  function startTimer(room) {
    clearInterval(timerTick);
    if (room.deadline_in === null || room.deadline_in === undefined) return;
    const end = Date.now() + room.deadline_in * 1000;
    const tick = () => {
      const left = Math.max(0, Math.round((end - Date.now()) / 1000));
      const shown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
      for (const clock of main.querySelectorAll(".clock")) {
        clock.textContent = shown;
        clock.classList.toggle("urgent", left <= 10);
      }
    };
    tick();
    timerTick = setInterval(tick, 500);
  }

  // The lobby ---------------------------------------------------------------------------

  function lobby(room) {
    const link = `${location.origin}/r/${room.code}`;
    const parts = [
      h("h2", `${room.title}: waiting for players`),
      h("ul.lobby-seats", room.seats.map((seat) => h("li.seat", { "data-seat": seat.seat },
        seat.taken ? person(room, seat.seat, state.you) : h("span.muted", `Seat ${seat.seat}: open`),
        seat.bot ? h("span.bot", "bot") : null))),
      h("p", "Send this link to your friends:"),
      h("div.share", h("input", { value: link, readonly: true, id: "share-link", "aria-label": "Room link", onclick: (e) => e.target.select() }),
        h("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(link) }, "Copy")),
    ];
    const free = room.seats.filter((s) => !s.taken);
    if (state.you === null && free.length) {
      const name = h("input", { id: "join-name", maxlength: 24, required: true, placeholder: "Your name",
        "aria-label": "Your name", value: savedName() });
      const seat = h("select", { id: "join-seat", "aria-label": "Seat" }, free.map((s) => h("option", { value: s.seat }, `Seat ${s.seat}`)));
      parts.push(h("form.join-seat", {
        onsubmit: async (event) => {
          event.preventDefault();
          try {
            saveName(name.value.trim());
            const joined = await call("POST", `/api/rooms/${room.code}/join`,
              { name: name.value.trim(), seat: Number(seat.value) });
            saveSeat(room.code, joined.seat, joined.token);
            seatInfo = joined;
            connection.reopen(joined.token);
          } catch (e) {
            showToast(e.message);
          }
        },
      }, name, seat, h("button.primary", { type: "submit", id: "join-button" }, "Take the seat")));
    }
    if (state.you !== null && state.you === room.host) {
      parts.push(h("button", { id: "start-now", type: "button", onclick: async () => {
        try {
          await call("POST", `/api/rooms/${room.code}/start`, { token: seatInfo.token });
        } catch (e) {
          showToast(e.message);
        }
      } }, "Start now (bots take the open seats)"));
    }
    document.body.classList.remove("at-table");
    return h("section.room.card.lobby", { "data-status": room.status, "data-step": room.step }, parts);
  }

  // The table ---------------------------------------------------------------------------

  function table(room, yourTurn) {
    document.body.classList.add("at-table");
    const view = state.view;
    const module = viewFor(room.game);
    const ctx = context();
    lightUp(view, module, ctx);
    const players = view.players || [];
    const own = state.you !== null ? module.mine(view, ctx) : null;
    const over = room.status === "over" && room.result;
    const section = h("section.room.table-room", {
      class: `layout-${module.layout}${yourTurn ? " your-turn" : ""}`,
      "data-status": room.status, "data-step": room.step, "data-game": room.game,
      onclick: (event) => tapCard(event, module, ctx),
      ondblclick: (event) => {
        const el = event.target.closest("[data-card]");
        if (el) openCard(module, ctx, Number(el.dataset.card));
      },
      onkeydown: (event) => {
        const el = event.target.closest("g[data-card]");
        if (el && (event.key === "Enter" || event.key === " ")) {
          event.preventDefault();
          tapCard(event, module, ctx);
        }
      },
    },
    tableBar(room, yourTurn, module, ctx),
    people(room, players, view, module, ctx),
    h("div.table-area.board-area", { role: "region", "aria-label": "The table", tabindex: 0 }, module.table(view, ctx)),
    actions(room, view, yourTurn, module, ctx),
    own ? h("section.mine", { id: "hand", "data-hand": "", "aria-label": "Your things" }, own) : null,
    events(room),
    over && !resultsClosed ? results({
      room, you: state.you, scoreLabel: (info && info.score_label) || "Score",
      showScore: (score) => (/set/i.test((info && info.score_label) || "") ? String(score) : ctx.money(score)),
      rematch: state.you !== null && seatInfo ? rematch : null,
      close: () => { resultsClosed = true; render(); },
      review: state.you !== null && seatInfo ? reviewSection(room.code, seatInfo.token, render) : null,
    }) : null);
    before = snapshot(view, module, yourTurn);
    return section;
  }

  /** Marks what changed since the last render: new cards, moved tokens, money that moved. */
  function lightUp(view, module, ctx) {
    ctx.deltas = {};
    if (!before || !state.room.step || before.step === state.room.step) return;
    for (const id of allCards(view)) if (!before.cards.has(id)) ctx.fresh.add(id);
    for (const p of view.players || []) {
      if (before.positions[p.seat] !== undefined && before.positions[p.seat] !== p.position) ctx.moved.add(p.seat);
      const was = before.worth[p.seat];
      const now = module.worth(p);
      if (was !== undefined && now !== undefined && was !== now) ctx.deltas[p.seat] = now - was;
    }
    ctx.justActed = before.toAct;
  }

  function snapshot(view, module, yourTurn) {
    const positions = {};
    const worth = {};
    for (const p of view.players || []) {
      positions[p.seat] = p.position;
      worth[p.seat] = module.worth(p);
    }
    return { step: state.room.step, cards: new Set(allCards(view)), positions, worth, toAct: state.room.to_act, yourTurn };
  }

  function allCards(view) {
    const ids = [...(view.hand || []), ...(view.discard || []).slice(-1)];
    for (const p of view.players || []) {
      ids.push(...(p.bank || []), ...(p.trade_pile || []));
      for (const set of p.sets || []) ids.push(...set.cards);
    }
    for (const c of [...(view.chance_face_up || []), ...(view.cheats_face_up || []), ...(view.my_cheats || [])]) ids.push(c.card);
    for (const n of view.my_notes || []) ids.push(n.id);
    return ids;
  }

  function tableBar(room, yourTurn, module, ctx) {
    const turn = room.status === "over" ? "Game over"
      : room.to_act === null ? "" : yourTurn ? "Your turn" : `${seatName(room, room.to_act)}'s turn`;
    return h("header.tablebar",
      h("a.brand", { href: "/", "aria-label": "monopolies home" }, "monopolies"),
      h("h1.game-title", room.title, h("span.room-code", ` · room ${room.code}`),
        room.spectators ? h("span.watchers", ` · ${room.spectators} watching`) : null),
      h("div.turn", { class: yourTurn ? "mine" : "" },
        room.to_act !== null && room.status === "playing" ? dot(room.to_act) : null, turn,
        room.deadline_in !== null && room.deadline_in !== undefined ? h("span.clock", { role: "timer", "aria-label": "time left" }) : null),
      h("span.conn-status", { role: "status" }),
      h("div.tools",
        h("button.tool", { type: "button", id: "sound", "aria-pressed": soundOn() ? "true" : "false",
          "aria-label": "Sound when it is your turn", title: "A sound when it is your turn",
          onclick: () => { setSound(!soundOn()); render(); } }, soundOn() ? "♪ on" : "♪ off"),
        h("button.tool", { type: "button", id: "log-button", onclick: showLog }, "Log"),
        h("button.tool", { type: "button", id: "help", "aria-label": "How to play", onclick: () => showHelp(info, module, ctx) }, "?")));
  }

  function people(room, players, view, module, ctx) {
    const bySeat = Object.fromEntries(players.map((p) => [p.seat, p]));
    const order = room.seats.map((s) => s.seat);
    return h("ul.people", { "aria-label": "Players" }, order.map((seat) => {
      const chair = room.seats[seat];
      const p = bySeat[seat];
      const delta = ctx.deltas && ctx.deltas[seat];
      const mine = seat === state.you;
      return h("li.seat", {
        class: [room.to_act === seat ? "to-act" : "", ctx.justActed === seat ? "just-acted" : "",
          mine ? "me" : "", chair.connected ? "online" : "offline", chair.away ? "away" : ""].filter(Boolean).join(" "),
        "data-seat": seat,
      }, h("button.opp", { type: "button", "aria-label": `${seatName(room, seat)}: details`,
        onclick: () => p && openDialog(`${seatName(room, seat)}${mine ? " (you)" : ""}`, module.details(p, view, ctx)) },
      person(room, seat, state.you), chair.bot && !/^Bot /.test(chair.name) ? h("span.bot", "bot") : null,
      !chair.bot && !chair.connected ? h("span.away-tag", chair.away ? "away · a bot plays" : "offline") : null,
      p ? h("span.opp-stats", module.summary(p, view, ctx)) : null,
      delta ? h("span.delta", { class: delta > 0 ? "up" : "down" }, `${delta > 0 ? "+" : "−"}${ctx.money(Math.abs(delta))}`) : null));
    }));
  }

  function actions(room, view, yourTurn, module, ctx) {
    const parts = [];
    const you = state.you;
    if (you !== null && room.seats[you] && room.seats[you].away) {
      parts.push(h("div.away-note", "A bot is playing for you. ",
        h("button", { type: "button", onclick: () => connection.send({ type: "back" }) }, "I'm back")));
    }
    if (yourTurn) {
      parts.push(h("div.banner", { role: "status" }, h("strong", "Your turn"),
        room.deadline_in !== null && room.deadline_in !== undefined ? h("span.clock") : null));
    }
    if (room.status === "playing") {
      const own = yourTurn && module.prompt ? module.prompt(view, ctx) : null;
      const sentence = yourTurn && state.situation ? state.situation
        : room.to_act === null ? "" : yourTurn ? own || "Your turn: choose a move." : `Waiting for ${seatName(room, room.to_act)}…`;
      parts.push(h("p.situation", { id: "situation" }, withDots(room, sentence)));
    }
    if (view.legal && view.legal.length) {
      parts.push(renderMoves({
        room, menu: state.menu, legal: view.legal, picked, act,
        name: (id) => (module.cardName ? module.cardName(ctx, id) : (cardTable[id] && cardTable[id].name) || `card ${id}`),
        unpick: () => { picked = null; render(); },
        open: (id) => openCard(module, ctx, id),
      }));
      if (yourTurn && room.hints) parts.push(hintPanel(room));
      const withCards = view.legal.some((_, i) => cardOfMove(state.menu, view.legal, i) !== null);
      if (picked === null && withCards) parts.push(h("p.hint", "Tip: tap a card to see only its moves; keys 1–9 choose a move."));
    } else if (you === null && room.status === "playing") {
      parts.push(h("p.hint", "You are watching this game."));
    }
    return h("section.act", { "aria-label": "Your moves", tabindex: -1 }, parts);
  }

  function events(room) {
    const shown = log.slice(-LOG_SHOWN);
    const first = log.length - shown.length;
    const list = h("ol.log", { id: "log", "aria-label": "What happened", tabindex: 0 }, shown.map((e, k) =>
      h("li", { class: first + k >= freshFrom ? "fresh" : "" }, withDots(room, e.text))));
    return h("section.events", h("h3.zone-title", "What happened"), list);
  }

  function showLog() {
    const room = state.room;
    const list = h("ol.log.full", { tabindex: 0 }, log.map((e) => h("li", withDots(room, e.text))));
    openDialog("The whole game so far", list);
    list.scrollTop = list.scrollHeight;
  }

  function tapCard(event, module, ctx) {
    const el = event.target.closest("[data-card]");
    if (!el || event.detail > 1) return;
    const id = Number(el.dataset.card);
    const view = state.view;
    const usable = (view.legal || []).some((_, i) => cardOfMove(state.menu, view.legal, i) === id);
    if (usable) {
      picked = picked === id ? null : id;
      render();
      const first = main.querySelector("#menu .move");
      if (picked !== null && first && event.type === "keydown") first.focus();
    } else {
      openCard(module, ctx, id);
    }
  }

  function openCard(module, ctx, id) {
    const face = module.face(id, ctx);
    openDialog(module.cardName ? module.cardName(ctx, id) : (cardTable[id] && cardTable[id].name) || "Card",
      h("div.large-card", face));
  }

  async function rematch() {
    try {
      const next = await call("POST", `/api/rooms/${state.room.code}/rematch`, { token: seatInfo.token });
      saveSeat(next.code, next.seat, next.token);
      location.href = `/r/${next.code}`;
    } catch (e) {
      showToast(e.message);
    }
  }

  document.addEventListener("keydown", (event) => {
    if (!state || state.room.status === "lobby" || dialogOpen()) return;
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (/^[1-9]$/.test(event.key)) {
      const move = main.querySelectorAll("#menu .move")[Number(event.key) - 1];
      if (move) {
        event.preventDefault();
        move.click();
      }
    } else if (event.key === "Escape" && picked !== null) {
      picked = null;
      render();
    } else if (event.key === "?") {
      showHelp(info, viewFor(state.room.game), context());
    } else if (event.key === "l" || event.key === "L") {
      showLog();
    }
  });
}
