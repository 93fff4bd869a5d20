// A room: the lobby (seats, share link, join, start) and then the table, the menu of legal
// moves (only those in observe()["legal"]), the event log, and the result with a rematch.

import { call, cards, saveName, saveSeat, savedName, savedSeat } from "./api.js";
import { Connection } from "./connection.js";
import { SEAT_COLORS, h, seatChip, seatName } from "./dom.js";
import { viewFor } from "./views/index.js";

const LOG_LIMIT = 300;

export async function showRoom(main, code) {
  let seatInfo = savedSeat(code);
  let state = null;
  let cardTable = {};
  const log = [];
  const status = document.getElementById("status");
  const toast = h("div.toast", { role: "status" });
  let timerTick = null;
  let picked = null; // a card clicked on the table: the menu shows only the moves with it

  const connection = new Connection(code, seatInfo && seatInfo.token, onMessage, (s) => {
    status.textContent = s === "connected" ? "● live" : s === "closed" ? "" : `○ ${s}…`;
    status.className = `status ${s}`;
  });

  function onMessage(message) {
    if (message.type === "error") {
      if (message.status) {
        main.replaceChildren(h("section.card", h("h2", "No such room"), h("p", message.error),
          h("a", { href: "/" }, "Make a room")));
        return;
      }
      showToast(message.error);
      return;
    }
    if (message.type !== "state") return;
    if (!state || state.room.step !== message.room.step) picked = null;
    state = message;
    for (const e of message.events || []) {
      if (e.text) log.push({ i: e.i, text: e.text });
    }
    log.splice(0, Math.max(0, log.length - LOG_LIMIT));
    ensureCards().then(render);
  }

  async function ensureCards() {
    if (state && state.room && !cardTable.__game) {
      cardTable = await cards(state.room.game);
      cardTable.__game = state.room.game;
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
      showToast("not connected; trying again…");
    }
  }

  function render() {
    if (!state) return;
    const room = state.room;
    document.title = `${room.title} · ${room.code}`;
    const parts = [seatBar(room)];
    if (room.status === "lobby") parts.push(lobby(room));
    else parts.push(table(room));
    main.replaceChildren(h("section.room", { "data-status": room.status, "data-step": room.step }, parts), toast);
    startTimer(room);
  }

  function startTimer(room) {
    clearInterval(timerTick);
    const clock = main.querySelector(".clock");
    if (!clock || room.deadline_in === null) return;
    const end = Date.now() + room.deadline_in * 1000;
    const tick = () => {
      const left = Math.max(0, Math.round((end - Date.now()) / 1000));
      clock.textContent = `⏱ ${left}s`;
    };
    tick();
    timerTick = setInterval(tick, 500);
  }

  function seatBar(room) {
    return h("div.seatbar",
      h("div.roominfo", h("strong", room.title), " · room ", h("code.code", room.code),
        room.spectators ? ` · ${room.spectators} watching` : ""),
      h("ul.seats", room.seats.map((seat) => h("li", {
        class: [
          "seat",
          room.to_act === seat.seat ? "to-act" : "",
          seat.connected ? "online" : "offline",
          seat.away ? "away" : "",
        ].join(" "),
        "data-seat": seat.seat,
      },
      seatChip(room, seat.seat, state.you),
      h("span.conn", seat.bot ? "" : !seat.taken ? "open seat" : seat.away ? "away · bot plays"
        : seat.connected ? "online" : "offline"),
      room.to_act === seat.seat && room.deadline_in !== null ? h("span.clock") : null,
      ))));
  }

  function lobby(room) {
    const link = `${location.origin}/r/${room.code}`;
    const parts = [
      h("h2", "Waiting for players"),
      h("p", "Send this link to your friends:"),
      h("div.share", h("input", { value: link, readonly: true, id: "share-link", onclick: (e) => e.target.select() }),
        h("button", { onclick: () => navigator.clipboard && navigator.clipboard.writeText(link) }, "Copy")),
    ];
    const free = room.seats.filter((s) => !s.taken);
    if (state.you === null && free.length) {
      const name = h("input", { id: "join-name", maxlength: 24, required: true, placeholder: "Your name",
        value: savedName() });
      const seat = h("select", { id: "join-seat" }, free.map((s) => h("option", { value: s.seat }, `Seat ${s.seat}`)));
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
      parts.push(h("button", { id: "start-now", onclick: async () => {
        try {
          await call("POST", `/api/rooms/${room.code}/start`, { token: seatInfo.token });
        } catch (e) {
          showToast(e.message);
        }
      } }, "Start now (bots take the open seats)"));
    }
    return h("div.card.lobby", parts);
  }

  function table(room) {
    const view = state.view;
    const module = viewFor(room.game);
    const ctx = { room, you: state.you, cards: cardTable, act, menu: state.menu, colors: SEAT_COLORS };
    const area = h("div.board-area", {
      onclick: (event) => {
        const el = event.target.closest("[data-card]");
        if (!el || !view.legal.length) return;
        const id = Number(el.dataset.card);
        picked = view.legal.some((a) => a.card === id) && picked !== id ? id : null;
        render();
      },
    }, module.render(view, ctx));
    if (picked !== null) {
      for (const el of area.querySelectorAll(`[data-card="${picked}"]`)) el.classList.add("picked");
    }
    return h("div.table-layout", area,
      h("aside.side", decision(room, view), over(room), events()));
  }

  function decision(room, view) {
    const parts = [];
    const you = state.you;
    if (you !== null && room.seats[you] && room.seats[you].away) {
      parts.push(h("div.away-note", "A bot is playing for you. ",
        h("button", { onclick: () => connection.send({ type: "back" }) }, "I'm back")));
    }
    if (state.situation) parts.push(h("p.situation", state.situation));
    if (view.legal.length) {
      const groups = new Map();
      state.menu.forEach((item, index) => {
        if (picked !== null && view.legal[index].card !== picked) return;
        if (!groups.has(item.group)) groups.set(item.group, []);
        groups.get(item.group).push(h("button.move", { "data-index": index, onclick: () => act(index) }, item.text));
      });
      parts.push(h("div.menu", { id: "menu" },
        picked !== null ? h("button.show-all", { onclick: () => { picked = null; render(); } },
          "Show every move") : h("small.hint", "Tip: tap a card to see only its moves."),
        [...groups].map(([group, buttons]) => h("div.group", h("h4", group), buttons))));
    } else if (room.status === "playing") {
      parts.push(h("p.waiting", room.to_act === null ? "" : `Waiting for ${seatName(room, room.to_act)}…`));
    }
    return parts.length ? h("div.card.decision", parts) : null;
  }

  function over(room) {
    if (room.status !== "over" || !room.result) return null;
    const result = room.result;
    const winners = result.winners.map((s) => seatName(room, s)).join(" and ");
    const headline = winners ? `Game over: ${winners} won` : "Game over: nobody won";
    const parts = [h("h3", { id: "game-over" }, headline), h("p", result.reason)];
    parts.push(h("ol.scores", result.scores.map((score, seat) => h("li", `${seatName(room, seat)}: ${score}`))));
    if (state.you !== null && seatInfo) {
      parts.push(h("button.primary", { id: "rematch", onclick: async () => {
        try {
          const next = await call("POST", `/api/rooms/${room.code}/rematch`, { token: seatInfo.token });
          saveSeat(next.code, next.seat, next.token);
          location.href = `/r/${next.code}`;
        } catch (e) {
          showToast(e.message);
        }
      } }, room.next ? "Join the rematch" : "Rematch"));
    }
    parts.push(" ", h("a", { href: `/replay/${room.code}` }, "Replay this game"));
    return h("div.card.over", parts);
  }

  function events() {
    const list = h("ol.log", { id: "log" }, log.slice(-80).map((e) => h("li", e.text)));
    setTimeout(() => { list.scrollTop = list.scrollHeight; }, 0);
    return h("div.card.events", h("h4", "What happened"), list);
  }
}
