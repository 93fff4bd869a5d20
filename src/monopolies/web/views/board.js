// The square board of the board games as SVG: spaces with colour bands and short names,
// owners as a strip in their seat colour, hotels, and every player's token.
// Works for any board whose length divides by four (corners at 0, n/4, n/2, 3n/4).

import { s } from "../dom.js";

export const STREET_COLORS = {
  brown: "#8d5a2b", light_blue: "#7cc8ec", pink: "#d9479b", orange: "#f08a1c", red: "#d8322f",
  yellow: "#e8c600", green: "#2a9d58", dark_blue: "#3353c4",
};
const KIND_ICON = {
  go: "GO →", jail: "JAIL", free_parking: "FREE", go_to_jail: "TO JAIL", chance: "?", community_chest: "CHEST",
  tax: "TAX", income_tax: "TAX", luxury_tax: "TAX", railroad: "🚂", utility: "⚡",
};
const CELL = 60;

function place(index, n) {
  const side = n / 4;
  const last = side; // grid runs 0..side
  if (index < side) return [last - index, last];
  if (index < 2 * side) return [0, last - (index - side)];
  if (index < 3 * side) return [index - 2 * side, 0];
  return [last, index - 3 * side];
}

function short(name) {
  return name.replace(/ (Avenue|Ave|Place|Gardens|Street|Road|Railroad|Station)$/i, "").slice(0, 12);
}

export function drawBoard(view, ctx, center) {
  const board = view.board;
  const n = board.length;
  const side = n / 4;
  const size = (side + 1) * CELL;
  const svg = s("svg", { viewBox: `0 0 ${size} ${size}`, class: "board", role: "img", "aria-label": "game board" });
  svg.append(s("rect", { x: 0, y: 0, width: size, height: size, fill: "#dfeee2", rx: 6 }));
  board.forEach((space, i) => {
    const [gx, gy] = place(i, n);
    const x = gx * CELL;
    const y = gy * CELL;
    const g = s("g", { class: "space", "data-space": i });
    g.append(s("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill: "#fbfaf4", stroke: "#8aa", "stroke-width": 0.8 }));
    if (space.color) {
      g.append(s("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: 12, fill: STREET_COLORS[space.color] || "#999" }));
    }
    const label = space.color ? short(space.name) : KIND_ICON[space.kind] || short(space.name);
    g.append(s("text", { x: x + CELL / 2, y: y + 26, "text-anchor": "middle", "font-size": 8.5, fill: "#223" }, label));
    if (space.price) g.append(s("text", { x: x + CELL / 2, y: y + 37, "text-anchor": "middle", "font-size": 8, fill: "#556" }, `$${space.price}`));
    if (space.owner !== undefined && space.owner !== null) {
      g.append(s("rect", { x: x + 3, y: y + CELL - 9, width: CELL - 6, height: 6, rx: 2, fill: ctx.colors[space.owner % ctx.colors.length], class: "owner", "data-owner": space.owner }));
    }
    if (space.hotel) {
      g.append(s("path", { d: `M${x + CELL - 16} ${y + 22} l7 -6 l7 6 v8 h-14 z`, fill: "#c62828", stroke: "#7f0000", class: "hotel" }));
    }
    g.append(s("title", {}, `${space.name}${space.price ? ` ($${space.price})` : ""}${space.owner !== undefined && space.owner !== null ? ` — owned by seat ${space.owner}` : ""}${space.hotel ? ", hotel" : ""}`));
    svg.append(g);
  });
  for (const p of view.players) {
    if (p.alive === false) continue;
    const [gx, gy] = place(p.position % n, n);
    const dx = 10 + (p.seat % 3) * 16;
    const dy = 42 - Math.floor(p.seat / 3) * 14 - (p.in_jail ? 0 : 0);
    svg.append(s("circle", {
      cx: gx * CELL + dx, cy: gy * CELL + dy, r: 6, fill: ctx.colors[p.seat % ctx.colors.length],
      stroke: ctx.room.to_act === p.seat ? "#000" : "#fff", "stroke-width": 2, class: "token", "data-seat": p.seat,
    }, s("title", {}, `seat ${p.seat}${p.in_jail ? " (in jail)" : ""}`)));
  }
  const inner = s("g", { class: "center" });
  inner.append(s("text", { x: size / 2, y: size / 2 - 8, "text-anchor": "middle", "font-size": 22, "font-weight": "bold", fill: "#1d6b4e" }, center || ""));
  if (view.round !== undefined) {
    inner.append(s("text", { x: size / 2, y: size / 2 + 16, "text-anchor": "middle", "font-size": 12, fill: "#335" }, `round ${view.round} · ${view.hotels_left} hotels left`));
  }
  svg.append(inner);
  return svg;
}
