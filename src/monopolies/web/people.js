// Profiles (/p/ID: a person's ratings and finished games, each with its replay) and
// leaderboards (/leaderboard/GAME: people and bot levels on one scale). A rating is shown
// as mu ± 2 sigma; the lists sort by mu - 2 sigma, a number one is fairly sure to be above.

import { call, games } from "./api.js";
import { h } from "./dom.js";

const fixed = (x) => x.toFixed(1);

/** "27.3 ± 9.1": the estimate and twice its spread. */
export function shownRating(r) {
  return `${fixed(r.mu)} ± ${fixed(2 * r.sigma)}`;
}

function ratingCell(r) {
  return h("td.num.rating", { title: `at least ${fixed(r.low)}, about 97.5% sure; ${r.games} games` }, shownRating(r));
}

function failed(main, e, what) {
  main.replaceChildren(h("section.card", h("h2", e.status === 404 ? `No such ${what}` : "Could not load"), h("p", e.message)));
}

function editions(list, current) {
  return h("nav.editions", { "aria-label": "Editions" }, list.map((g) =>
    h("a.button", { href: `/leaderboard/${g.id}`, "aria-current": g.id === current ? "page" : null }, g.title)));
}

export async function showLeaderboard(main, game) {
  let board;
  let list;
  try {
    [board, list] = await Promise.all([call("GET", `/api/leaderboard/${game}`), games()]);
  } catch (e) {
    failed(main, e, "game");
    return;
  }
  const rows = board.rows.map((row, i) => h("tr", { class: `row-${row.kind}` },
    h("td.num", String(i + 1)),
    h("td", row.kind === "bot" ? h("span.bot-rung", row.name) : h("a", { href: `/p/${row.id}` }, row.name)),
    ratingCell(row.rating),
    h("td.num", String(row.rating.games))));
  main.replaceChildren(h("section.card.people-page", { id: "leaderboard" },
    h("h2", `Leaderboard: ${board.title}`),
    editions(list, game),
    h("table.ranking.leaders",
      h("thead", h("tr", h("th", "#"), h("th", "Player"), h("th.num", "Rating"), h("th.num", "Games"))),
      h("tbody", rows)),
    h("p.muted.note", `Ratings are OpenSkill (Plackett-Luce) estimates, mu ± 2 sigma, sorted by mu − 2 sigma. `,
      board.ladder.games
        ? "Bot levels are fixed numbers, measured in games between the levels (their Games column says how many each rests on); "
        : "Bot levels are not measured in this edition yet (they sit at a fresh rating); ",
      "play with this browser's key and finished games move your rating.")));
}

function seatsOf(row) {
  return row.players.map((p, seat) => (seat === row.seat ? "you" : p.name || `seat ${seat}`)).join(", ");
}

export async function showProfile(main, id) {
  let who;
  try {
    who = await call("GET", `/api/players/${id}`);
  } catch (e) {
    failed(main, e, "profile");
    return;
  }
  const ratings = Object.entries(who.ratings);
  const titles = Object.fromEntries((await games()).map((g) => [g.id, g.title]));
  const link = `${location.origin}/p/${who.id}`;
  const copy = h("button", { type: "button", id: "copy-profile", onclick: async () => {
    try {
      await navigator.clipboard.writeText(link);
      copy.textContent = "Copied";
    } catch {
      copy.textContent = link;
    }
  } }, "Copy link");
  main.replaceChildren(h("section.card.people-page", { id: "profile" },
    h("h2", who.name),
    h("p.muted.profile-link", "Profile link: ", h("code", `/p/${who.id}`), " ", copy),
    h("h3", "Ratings"),
    ratings.length
      ? h("table.ranking", h("thead", h("tr", h("th", "Edition"), h("th.num", "Rating"), h("th.num", "Games"))),
        h("tbody", ratings.map(([game, r]) => h("tr",
          h("td", h("a", { href: `/leaderboard/${game}` }, titles[game] || game)), ratingCell(r), h("td.num", String(r.games))))))
      : h("p.muted", "No rated games yet."),
    h("h3", "Finished games"),
    who.games.length
      ? h("ul.past-games", who.games.map((row) => h("li",
        h("a", { href: `/replay/${row.code}` }, row.title),
        h("span.muted", ` ${new Date(row.created * 1000).toLocaleDateString()} · ${seatsOf(row)}`),
        row.rating ? h("span.change", ` ${fixed(row.rating.before.mu)} → ${fixed(row.rating.after.mu)}`) : null)))
      : h("p.muted", "No finished games yet.")));
}
