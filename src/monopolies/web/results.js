// The end of a game: everyone ranked by the game's own result, the reason, each score,
// a rematch, the replay and (for a player) the expert bot's review of their decisions.

import { h, profiled, withDots } from "./dom.js";

/** Seats in result order: winners first, then by score; equal places share a rank. */
export function ranking(result) {
  const rows = result.scores.map((score, seat) => ({ seat, score, won: result.winners.includes(seat) }));
  rows.sort((a, b) => (b.won - a.won) || (b.score - a.score) || (a.seat - b.seat));
  let rank = 0;
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    rank = prev && prev.won === row.won && prev.score === row.score ? rank : i + 1;
    row.rank = rank;
  });
  return rows;
}

export function headline(result, room, you) {
  const names = result.winners.map((s) => (s === you ? "You" : room.seats[s].name || `seat ${s}`));
  if (!names.length) return "Game over: nobody wins";
  if (result.winners.includes(you) && names.length === 1) return "Game over: you win!";
  return `Game over: ${names.join(" and ")} win${names.length === 1 ? "s" : ""}`;
}

const shown = new Set(); // rooms whose results have dropped in once: redrawn, they stay still

export function results({ room, you, scoreLabel, showScore, why, ending, rematch, close, review }) {
  const result = room.result;
  const settled = shown.has(room.code);
  shown.add(room.code);
  return h("section.results", { id: "results", role: "region", "aria-labelledby": "game-over", class: settled ? "settled" : "" },
    h("h2", { id: "game-over" }, headline(result, room, you)),
    h("p.reason", `Why it ended: ${why(result.reason)}.`),
    ending.length ? h("details.ending", h("summary", "What decided it"),
      h("ol.log", ending.map((text) => h("li", withDots(room, text))))) : null,
    h("table.ranking",
      h("thead", h("tr", h("th", "Place"), h("th", "Player"), h("th", scoreLabel))),
      h("tbody", ranking(result).map((row) => h("tr", { class: row.won ? "won" : "" },
        h("td", row.won ? `★ ${row.rank}` : String(row.rank)), h("td", profiled(room, row.seat, you)),
        h("td.num", showScore(row.score)))))),
    h("div.result-actions",
      rematch ? h("button.primary", { id: "rematch", type: "button", onclick: rematch }, room.next ? "Join the rematch" : "Rematch") : null,
      h("a.button", { href: `/replay/${room.code}` }, "Watch the replay"),
      h("button", { type: "button", onclick: close }, "See the table"),
      h("a.button", { href: "/" }, "New game")),
    review || null);
}
