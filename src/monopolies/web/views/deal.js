// Monopoly Deal: your hand, every player's bank total and sets, the piles, what is pending
// (payments, Just Say No).

import { h } from "../dom.js";
import { panel, pending, stat } from "./common.js";

export const COLORS = {
  brown: "#8d5a2b", light_blue: "#7cc8ec", pink: "#d9479b", orange: "#f08a1c", red: "#d8322f",
  yellow: "#e8c600", green: "#2a9d58", dark_blue: "#3353c4", railroad: "#333", utility: "#9da37a",
};
const KIND_BG = { money: "#e8f3e1", action: "#fdf1de", rent: "#eef0fb", wild: "#fff", property: "#fff" };

function band(colors) {
  if (!colors || !colors.length) return null;
  const stops = colors.map((c, i) => `${COLORS[c] || "#999"} ${(i * 100) / colors.length}% ${((i + 1) * 100) / colors.length}%`);
  return h("div.band", { style: { background: `linear-gradient(90deg, ${stops.join(", ")})` } });
}

export function card(ctx, id, extra) {
  const c = ctx.cards[id] || { name: `#${id}`, kind: "?", value: 0 };
  const names = ctx.room.options && ctx.room.options.names === "uk" && c.uk_name ? c.uk_name : c.name;
  return h("div.dcard", { class: `dcard kind-${c.kind}`, "data-card": id, title: names, style: { background: KIND_BG[c.kind] || "#fff" } },
    band(c.colors), h("span.value", `${c.value}M`), h("span.name", names), extra || null);
}

function setView(ctx, s) {
  return h("div.pset", { class: `pset${s.full ? " full" : ""}`, style: { borderColor: COLORS[s.color] || "#999" } },
    h("div.pset-head", { style: { background: COLORS[s.color] || "#999" } },
      s.color.replaceAll("_", " "), s.full ? " ✓" : "", s.house ? " 🏠" : "", s.hotel ? " 🏨" : "",
      h("small", ` rent ${s.rent}M`)),
    h("div.pset-cards", s.cards.map((id) => card(ctx, id))));
}

function playerView(ctx, p) {
  return panel(ctx, p.seat,
    h("div.stats", stat("hand", p.hand_count), stat("bank", `${p.bank_total}M`), stat("full sets", `${p.full_sets}/3`)),
    h("div.bank", p.bank.map((id) => card(ctx, id))),
    h("div.sets", p.sets.map((s) => setView(ctx, s))));
}

export function render(view, ctx) {
  const top = view.discard.length ? card(ctx, view.discard[view.discard.length - 1]) : h("div.dcard.empty", "empty");
  const parts = [
    h("p.status-line", `Turn ${view.turn}: ${ctx.room.seats[view.active] ? ctx.room.seats[view.active].name || `seat ${view.active}` : ""}'s turn`,
      view.rearrangements_left !== undefined ? ` · ${view.rearrangements_left} rearrangements left` : ""),
    h("div.piles", h("div.pile", h("small", "Draw pile"), h("div.dcard.back", String(view.draw_count))),
      h("div.pile", h("small", "Discard"), top),
      view.plays_left !== undefined ? stat("plays left", view.plays_left) : null),
    pending(view.pending, ctx),
    h("div.players", view.players.map((p) => playerView(ctx, p))),
  ];
  if (view.hand) {
    parts.push(h("div.hand", { id: "hand" }, h("h4", "Your hand"), h("div.cards", view.hand.map((id) => card(ctx, id)))));
  }
  return h("div.deal", parts);
}
