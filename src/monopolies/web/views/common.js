// Pieces every game's view uses: player panels, counters, the "what is pending" box.

import { h, seatChip } from "../dom.js";

export function panel(ctx, seat, ...body) {
  const to = ctx.room.to_act === seat;
  return h("div.player", { class: `player${to ? " to-act" : ""}${seat === ctx.you ? " mine" : ""}`, "data-seat": seat },
    h("div.player-head", seatChip(ctx.room, seat, ctx.you)), body);
}

export function stat(label, value) {
  return h("span.stat", h("small", label), " ", h("b", String(value)));
}

export function pending(p, ctx) {
  if (!p) return null;
  const who = (s) => {
    if (s === null || s === undefined) return "—";
    if (typeof s === "number" && s < 0) return "the bank";
    return ctx.room.seats[s] ? ctx.room.seats[s].name || `seat ${s}` : `seat ${s}`;
  };
  const rows = Object.entries(p).filter(([k]) => k !== "kind").map(([k, v]) => {
    let shown = v;
    if (["actor", "payer", "payee", "responder", "owner", "seat", "proposer", "partner", "decoder", "bidder", "high_bidder"].includes(k)) shown = who(v);
    else if (Array.isArray(v)) shown = v.join(", ");
    else if (v === null) shown = "—";
    return h("li", h("small", k.replaceAll("_", " ")), " ", String(shown));
  });
  return h("div.pending", h("b", `Now: ${p.kind.replaceAll("_", " ")}`), h("ul", rows));
}

export function title(text) {
  return h("h3.view-title", text);
}
