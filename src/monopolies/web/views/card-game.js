// Monopoly: The Card Game: your hand grouped by colour, every trade pile (top last), the
// jackpot and the scores.

import { h } from "../dom.js";
import { panel, stat } from "./common.js";

const GROUP_COLORS = {
  brown: "#8d5a2b", light_blue: "#7cc8ec", pink: "#d9479b", orange: "#f08a1c", red: "#d8322f",
  yellow: "#e8c600", green: "#2a9d58", dark_blue: "#3353c4", railroad: "#333", utility: "#9da37a",
};

function card(ctx, id) {
  const c = ctx.cards[id] || { name: `#${id}`, kind: "?", value: 0 };
  const color = GROUP_COLORS[c.group] || "#777";
  return h("div.ccard", { "data-card": id, title: c.name, style: { borderColor: color } },
    h("div.band", { style: { background: color } }), h("span.name", c.name),
    h("span.value", `$${c.value}`));
}

function pile(ctx, cards) {
  return h("div.tpile", cards.length ? cards.map((id) => card(ctx, id)) : h("small", "empty"));
}

export function render(view, ctx) {
  const parts = [
    h("div.stats", stat("hand", `${view.hand_number} of ${view.hands_to_play}`), stat("draw pile", view.draw_count),
      stat("jackpot", `$${view.jackpot}`), stat("phase", view.phase)),
    h("div.players", view.players.map((p) => panel(ctx, p.seat,
      h("div.stats", stat("cards", p.hand_count), stat("score", `$${p.score}`)),
      h("small", "Trade pile (top last)"), pile(ctx, p.trade_pile),
      p.known_in_hand.length ? h("div", h("small", "Known in hand: "), pile(ctx, p.known_in_hand)) : null))),
    view.dummies.length ? h("div.dummies", view.dummies.map((d) =>
      h("div.player", h("div.player-head", d.name), pile(ctx, d.trade_pile)))) : null,
  ];
  if (view.hand) {
    const groups = new Map();
    for (const id of view.hand) {
      const c = ctx.cards[id] || {};
      const g = c.group || c.kind || "other";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(id);
    }
    parts.push(h("div.hand", { id: "hand" }, h("h4", "Your hand",
      view.hand_worth ? h("small", ` worth $${view.hand_worth.laid_down}`) : null),
      h("div.groups", [...groups].map(([g, ids]) => h("div.cgroup", h("small", g.replaceAll("_", " ")),
        h("div.cards", ids.map((id) => card(ctx, id))))))));
  }
  return h("div.card-game", parts);
}
