// The front page: your name; a game against bots in one click per edition; the rooms
// waiting for players (waiting.js); make a room (game, seats, bots, house rules, turn
// timer, listed or private, spectators' chat) or join one by its code.

import { yourGames } from "./yours.js";
import { call, games, playerKey, saveName, saveSeat, savedName } from "./api.js";
import { h } from "./dom.js";
import { shownRating } from "./people.js";
import { waitingRooms } from "./waiting.js";

const QUICK_NAME = "Player"; // Play now without a name given

function capitalised(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What the chosen seat's level means, under its chooser: a closed select on a phone shows
 * only about 25 characters, so the option names the level and its rating, and this says the rest. */
function seatAbout(g, level) {
  if (!level) return "Whoever opens the room's link takes this seat.";
  return `Rated ${shownRating(g.bot_ratings[level])} in this game (higher is stronger); ${g.thinking[level]}.`;
}

function optionInput(name, spec) {
  const id = `opt-${name}`;
  let input;
  if (spec.choices) {
    input = h("select", { id, name },
      spec.choices.map((c, i) => h("option", { value: JSON.stringify(c), selected: c === spec.default }, spec.labels?.[i] ?? String(c))));
  } else if (typeof spec.default === "boolean") {
    input = h("input", { id, name, type: "checkbox", checked: spec.default });
  } else if (typeof spec.default === "number") {
    input = h("input", { id, name, type: "number", value: spec.default, step: "1" });
  } else {
    return null; // structured options (value tables) are left at their defaults here
  }
  input.dataset.option = name;
  // Every house rule by its plain name and one-line explanation (issue 31): never its key.
  return h("label.option", { for: id, title: spec.help }, h("span", spec.title || name), input,
    h("small", spec.help));
}

function readOption(input, spec) {
  if (input.type === "checkbox") return input.checked;
  if (input.type === "number") return Number(input.value);
  return JSON.parse(input.value);
}

export async function showHome(main) {
  const list = await games();
  const form = h("form.card.create", { id: "create" });
  const gameSelect = h("select", { id: "game", name: "game" },
    list.map((g) => h("option", { value: g.id }, g.title)));
  const players = h("select", { id: "players", name: "players" });
  const seatsBox = h("div.seats-setup");
  const optionsBox = h("details.options", h("summary", "House rules"));
  const name = h("input", { id: "name", name: "name", maxlength: 24, required: true, form: "create",
    placeholder: "Your name", value: savedName(), autocomplete: "nickname" });
  const listed = h("select", { id: "listed" },
    [["listed", "Listed in the lobby"], ["private", "Private: link only"]]
      .map(([v, t]) => h("option", { value: v }, t)));
  const watchers = h("select", { id: "watchers-chat" },
    [["on", "Spectators may chat"], ["off", "Spectators' chat off"]]
      .map(([v, t]) => h("option", { value: v }, t)));
  const timer = h("select", { id: "timer" },
    [["", "No turn timer"], ["30", "30 s per decision"], ["60", "1 min per decision"],
      ["180", "3 min per decision"], ["3600", "1 hour (slow game)"], ["28800", "8 hours (slow game)"],
      ["86400", "1 day (slow game)"], ["259200", "3 days (slow game)"]].map(([v, t]) => h("option", { value: v }, t)));
  const hints = h("select", { id: "hints" },
    [["", "Hints if one person plays"], ["on", "Hints on"], ["off", "Hints off"]]
      .map(([v, t]) => h("option", { value: v }, t)));
  const error = h("p.error");

  function game() {
    return list.find((g) => g.id === gameSelect.value);
  }

  function seatRows() {
    const g = game();
    seatsBox.replaceChildren();
    for (let seat = 1; seat < Number(players.value); seat++) {
      const about = h("small.seat-about", { id: `seat-about-${seat}` });
      const chooser = h("select", { "data-seat": seat, "aria-describedby": about.id },
        h("option", { value: "" }, "A friend (open seat)"),
        g.difficulties.map((d) => h("option", { value: d, selected: d === "medium" },
          `${capitalised(d)} bot (${shownRating(g.bot_ratings[d])})`)));
      const describe = () => { about.textContent = seatAbout(g, chooser.value); };
      chooser.addEventListener("change", describe);
      describe();
      seatsBox.append(h("label.seat-row", h("span", `Seat ${seat}`), chooser), about);
    }
  }

  function refresh() {
    const g = game();
    players.replaceChildren(...Array.from({ length: g.max_players - g.min_players + 1 }, (_, i) => {
      const n = g.min_players + i;
      return h("option", { value: n, selected: n === Math.min(3, g.max_players) }, `${n} players`);
    }));
    seatRows();
    const inputs = Object.entries(g.options).map(([k, spec]) => optionInput(k, spec));
    optionsBox.replaceChildren(h("summary", "House rules"), ...inputs.filter(Boolean));
  }

  gameSelect.addEventListener("change", refresh);
  players.addEventListener("change", seatRows);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const g = game();
    const seats = [null];
    for (const select of seatsBox.querySelectorAll("select")) seats.push(select.value || null);
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const spec = g.options[input.dataset.option];
      const value = readOption(input, spec);
      if (JSON.stringify(value) !== JSON.stringify(spec.default)) options[input.dataset.option] = value;
    }
    try {
      saveName(name.value.trim());
      const made = await call("POST", "/api/rooms", {
        game: g.id, seats, options, name: name.value.trim(),
        turn_seconds: timer.value ? Number(timer.value) : null,
        hints: hints.value ? hints.value === "on" : null,
        listed: listed.value === "listed", watchers_chat: watchers.value === "on", key: playerKey(),
      });
      saveSeat(made.code, made.seat, made.token);
      location.href = `/r/${made.code}`;
    } catch (e) {
      error.textContent = e.message;
    }
  });

  form.append(
    h("h2", "New room"),
    h("label", h("span", "Game"), gameSelect),
    h("label", h("span", "Table"), players),
    h("label.seat-row", h("span", "Seat 0"), h("span", "You")),
    seatsBox,
    h("label", h("span", "Timer"), timer),
    h("label", h("span", "Hints"), hints),
    h("label", h("span", "Lobby"), listed),
    h("label", h("span", "Chat"), watchers),
    optionsBox,
    h("button.primary", { type: "submit", id: "create-room" }, "Create room"),
    error,
  );

  const code = h("input", { id: "code", placeholder: "Room code", maxlength: 12, required: true });
  const join = h("form.card.join", {
    onsubmit: (event) => {
      event.preventDefault();
      location.href = `/r/${code.value.replaceAll(/[\s-]/g, "").toUpperCase()}`;
    },
  }, h("h2", "Join a room"), code, h("button", { type: "submit" }, "Go"));

  async function playNow(g) {
    error.textContent = "";
    const who = name.value.trim() || QUICK_NAME;
    const players = Math.min(3, g.max_players);
    try {
      saveName(name.value.trim());
      const made = await call("POST", "/api/rooms", {
        game: g.id, seats: [null, ...Array(players - 1).fill("medium")], name: who, key: playerKey(),
      });
      saveSeat(made.code, made.seat, made.token);
      location.href = `/r/${made.code}`;
    } catch (e) {
      quickError.textContent = e.message;
    }
  }

  const quickError = h("p.error");
  const you = h("section.card.start", h("label", { for: "name" }, h("span", "Your name"), name),
    h("h2", "Play now"), h("p.muted", "A game against two medium bots, at once."),
    h("div.play-now", list.map((g) => h("button.primary.quick", { type: "button", "data-game": g.id,
      onclick: () => playNow(g) }, g.title))), quickError,
    h("p.learn-first", "New to a game? ", h("a", { href: "/learn" }, "Learn it by playing"),
      ": a guided first game that walks through its rules with real moves."));
  const waiting = waitingRooms();
  main.replaceChildren(h("section.home", yourGames(), you, waiting.el, form, join,
    h("div.card.about", h("h2", "The games"),
      list.map((g) => h("details", h("summary", g.title), h("pre.rules", g.rules || "")))),
  ));
  refresh();
  waiting.start();
}
