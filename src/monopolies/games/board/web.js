// The square board of the board editions as SVG: spaces with colour bands and full names,
// prices in the edition's currency, owners as a strip in their seat colour, hotels, every
// player's token, and the face-up cards in the middle (tap one to read it large).
// Works for any board whose length divides by four (corners at 0, n/4, n/2, 3n/4).

import { openDialog } from "../../dialog.js";
import { h, person, s, seatColor, seatName } from "../../dom.js";
import { GROUP_COLORS, bandStyle, groupLabel } from "../../views/common.js";

const KIND_LABEL = {
  go: "GO", jail: "JAIL", free_parking: "FREE PARKING", go_to_jail: "GO TO JAIL", chance: "Chance",
  community_chest: "Community Chest", tax: "Tax", income_tax: "Income Tax", luxury_tax: "Super Tax",
};
const CELL = 64;
const CARD_MAX_W = 100;
const CARD_H = 150;
const GAP = 8;

function place(index, n) {
  const side = n / 4;
  if (index < side) return [side - index, side];
  if (index < 2 * side) return [0, side - (index - side)];
  if (index < 3 * side) return [index - 2 * side, 0];
  return [side, index - 3 * side];
}

/** Words broken into lines of at most `width` characters. */
export function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function lines(x, y, text, width, size, attrs = {}) {
  return wrap(text, width).map((line, i) =>
    s("text", { x, y: y + i * (size + 2), "font-size": size, "text-anchor": "middle", ...attrs }, line));
}

function space(view, ctx, sp, i, n) {
  const [gx, gy] = place(i, n);
  const x = gx * CELL;
  const y = gy * CELL;
  const owner = sp.owner ?? null;
  const label = sp.kind === "street" || sp.kind === "railroad" || sp.kind === "utility" || !KIND_LABEL[sp.kind] ? sp.name : KIND_LABEL[sp.kind];
  const title = `${sp.name}${sp.price ? ` (${ctx.money(sp.price)})` : ""}${owner !== null ? ` — ${seatName(ctx.room, owner)}'s` : ""}${sp.hotel ? ", hotel" : ""}`;
  const open = () => showDeed(view, ctx, i);
  return s("g", {
    class: "space", "data-space": i, role: "button", tabindex: 0, "aria-label": title, onclick: open,
    onkeydown: (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); open(); } },
  },
    s("title", {}, title),
    s("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill: "#fbfaf4", stroke: "#7c8c84", "stroke-width": 0.8 }),
    sp.color ? s("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: 11, fill: GROUP_COLORS[sp.color] || "#999" }) : null,
    lines(x + CELL / 2, y + (sp.color ? 21 : 16), label, 12, 7.5, { fill: "#1d2330" }),
    sp.price ? s("text", { x: x + CELL / 2, y: y + CELL - 13, "text-anchor": "middle", "font-size": 7.5, fill: "#3d4656" }, ctx.money(sp.price)) : null,
    owner !== null ? s("rect", { x: x + 3, y: y + CELL - 9, width: CELL - 6, height: 6, rx: 2, fill: seatColor(owner), class: "owner", "data-owner": owner }) : null,
    sp.hotel ? s("path", { d: `M${x + CELL - 17} ${y + 24} l7 -6 l7 6 v8 h-14 z`, fill: "#c62828", stroke: "#7f0000", class: "hotel" }) : null);
}

function token(view, ctx, p, n) {
  const [gx, gy] = place(p.position % n, n);
  const dx = 12 + (p.seat % 3) * 18;
  const dy = CELL / 2 + 6 + Math.floor(p.seat / 3) * 12;
  const acting = ctx.room.to_act === p.seat;
  return s("circle", {
    cx: gx * CELL + dx, cy: gy * CELL + dy, r: acting ? 8 : 7, fill: seatColor(p.seat),
    stroke: acting ? "#000" : "#fff", "stroke-width": 2.5,
    class: `token${ctx.moved && ctx.moved.has(p.seat) ? " moved" : ""}`, "data-seat": p.seat,
  }, s("title", {}, `${seatName(ctx.room, p.seat)}${p.in_jail ? " (in jail)" : ""}`));
}

/** A face-up card in the middle of the board, drawn in SVG; `card`: {card, title, text, lines}. */
function middleCard(ctx, c, x, y, cardW) {
  const chars = Math.floor(cardW / 5.2);
  const picked = ctx.picked === c.card;
  const body = [c.text, ...(c.lines || [])];
  let row = y + 34;
  const texts = [];
  for (const part of body.filter(Boolean)) {
    for (const line of wrap(part, chars)) {
      texts.push(s("text", { x: x + cardW / 2, y: row, "font-size": 9, "text-anchor": "middle", fill: "#1d2330" }, line));
      row += 11;
    }
    row += 4;
  }
  return s("g", { class: `middle-card${picked ? " picked" : ""}${ctx.fresh && ctx.fresh.has(c.card) ? " arrive" : ""}`, "data-card": c.card, tabindex: 0, role: "button", "aria-label": `${c.title}: ${body.filter(Boolean).join(". ")}` },
    s("rect", { x, y, width: cardW, height: CARD_H, rx: 7, fill: c.fill || "#fff7dc", stroke: picked ? "#c62828" : (c.stroke || "#8a6212"), "stroke-width": picked ? 3 : 1.2 }),
    s("rect", { x, y, width: cardW, height: 20, rx: 7, fill: c.stroke || "#8a6212" }),
    s("text", { x: x + cardW / 2, y: y + 14, "font-size": 10, "font-weight": "bold", "text-anchor": "middle", fill: "#fff" }, c.title),
    texts);
}

/** Who stands on space `i`, as names with their seat's dot. */
function standing(view, ctx, i) {
  return view.players.filter((p) => p.alive !== false && p.position === i).map((p) => person(ctx.room, p.seat, ctx.you));
}

/** A space's deed, as a tap opens it: what it costs, what it earns, whose it is. */
export function showDeed(view, ctx, i) {
  const sp = view.board[i];
  const rows = sp.color ? [
    ["Price", ctx.money(sp.price)],
    ["Rent", ctx.money(sp.rent)],
    [`Rent with every ${groupLabel(sp.color)} street`, ctx.money(sp.set_rent)],
    ["Rent with a hotel", ctx.money(sp.hotel_rent)],
    ["A hotel costs", ctx.money(sp.hotel_cost)],
    ["Owner", sp.owner === null || sp.owner === undefined ? "nobody yet: the bank sells it" : person(ctx.room, sp.owner, ctx.you)],
    ["Hotel", sp.hotel ? "yes" : "no"],
  ] : [];
  const here = standing(view, ctx, i);
  openDialog(sp.name,
    h("div.deed",
      sp.color ? h("div.deed-band", { style: bandStyle([sp.color]) }, groupLabel(sp.color)) : null,
      rows.length ? h("table.deed-rows", h("tbody", rows.map(([what, value]) => h("tr", h("th", what), h("td", value))))) : null,
      h("p.deed-here", here.length ? ["Here now: ", here.flatMap((who, k) => (k ? [", ", who] : [who]))] : "Nobody stands here now.")));
}

/** The streets by colour group, in board order, at a size a phone reads (the drawn board
 * is too small there): each shows its price, owner, hotel and who stands on it, and opens
 * its deed when tapped. */
export function streetList(view, ctx) {
  const groups = new Map();
  view.board.forEach((sp, i) => { if (sp.color) groups.set(sp.color, [...(groups.get(sp.color) || []), i]); });
  const elsewhere = view.players.filter((p) => p.alive !== false && !view.board[p.position].color);
  return h("div.streets", { "aria-label": "Streets by colour" },
    elsewhere.length ? h("p.streets-elsewhere", elsewhere.flatMap((p, k) => [k ? "; " : "",
      person(ctx.room, p.seat, ctx.you), ` on ${view.board[p.position].name}`])) : null,
    [...groups].map(([color, spaces]) => h("div.street-group",
      h("span.street-band", { style: bandStyle([color]) }, groupLabel(color)),
      spaces.map((i) => {
        const sp = view.board[i];
        const owned = sp.owner !== null && sp.owner !== undefined;
        return h("button.street", { type: "button", onclick: () => showDeed(view, ctx, i), "data-space": i },
          h("span.street-name", sp.name), h("span.street-price", ctx.money(sp.price)),
          owned ? h("span.street-owner", person(ctx.room, sp.owner, ctx.you)) : null,
          sp.hotel ? h("span.street-hotel", "hotel") : null,
          standing(view, ctx, i).length ? h("span.street-here", "◆ ", standing(view, ctx, i)) : null);
      }))));
}

/** Where each seat's token stands (seat -> space), for a view's `shown`. */
export function tokens(view) {
  return Object.fromEntries(view.players.map((p) => [p.seat, p.position]));
}

export function drawBoard(view, ctx, title, middle = []) {
  const board = view.board;
  const n = board.length;
  const side = n / 4;
  const size = (side + 1) * CELL;
  const svg = s("svg", { viewBox: `0 0 ${size} ${size}`, class: "board", role: "group", "aria-label": `${title} board` });
  svg.append(s("rect", { x: 0, y: 0, width: size, height: size, fill: "#d8eadf", rx: 6 }));
  board.forEach((sp, i) => svg.append(space(view, ctx, sp, i, n)));
  for (const p of view.players) if (p.alive !== false) svg.append(token(view, ctx, p, n));
  svg.append(s("text", { x: size / 2, y: CELL + 34, "text-anchor": "middle", "font-size": 24, "font-weight": "bold", fill: "#145a3f" }, title));
  if (view.round !== undefined) {
    svg.append(s("text", { x: size / 2, y: CELL + 54, "text-anchor": "middle", "font-size": 12, fill: "#26323f" },
      `Round ${view.round} · ${view.hotels_left} hotels in the bank`));
  }
  const room = (side - 1) * CELL - 2 * GAP;
  const cardW = Math.min(CARD_MAX_W, (room - GAP * (middle.length - 1)) / Math.max(1, middle.length));
  const width = middle.length * cardW + (middle.length - 1) * GAP;
  const top = size / 2 - CARD_H / 2 + 20;
  middle.forEach((c, i) => svg.append(middleCard(ctx, c, size / 2 - width / 2 + i * (cardW + GAP), top, cardW)));
  return svg;
}

/** The trade this seat is building (the view's pending trade, not yet offered) for the
 * moves' two columns: what it gives and gets so far, which side each move adds to, and
 * how much cash each side can still add (the cash steps stop there, and say why). */
export function trade(view, ctx) {
  const p = view.pending;
  if (!p || p.kind !== "trade" || p.proposer !== ctx.you || p.offered) return null;
  const item = (tag) => {
    const [kind, id] = tag.split(":");
    if (kind === "street") return view.board[Number(id)].name;
    const c = ctx.cards[Number(id)] || {};
    return c.name || c.text || "a card";
  };
  const give = p.give.map(item);
  const get = p.get.map(item);
  if (p.cash > 0) give.push(ctx.money(p.cash));
  if (p.cash < 0) get.push(ctx.money(-p.cash));
  const partnered = p.partner !== null && p.partner !== undefined;
  const title = partnered ? `Your trade with ${seatName(ctx.room, p.partner)}` : "Your trade";
  const mine = view.players[ctx.you].cash;
  const notes = partnered ? {
    give: `Cash you can add: up to ${ctx.money(Math.max(0, mine - p.cash))} (you have ${ctx.money(mine)})`,
    get: `Cash you can ask: up to ${ctx.money(Math.max(0, view.players[p.partner].cash + p.cash))}`,
  } : {};
  const side = (entry) => {
    const kind = entry.action.kind;
    if (kind.startsWith("trade_give")) return "give";
    if (kind.startsWith("trade_get")) return "get";
    return kind.startsWith("trade") || kind.endsWith("_trade") ? "other" : null;
  };
  return { title, give, get, side, notes };
}
