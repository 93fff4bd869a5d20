// A tiny element builder: h("div.cls", {attrs}, children...). Text is always set as text,
// never parsed as HTML, so names and messages from other players cannot inject markup.
// Inline styles are set as element properties (allowed by the server's CSP), never as text.

export function h(tag, attrs, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (key === "class") el.className = [el.className, value].filter(Boolean).join(" ");
    else el.setAttribute(key, value === true ? "" : value);
  }
  add(el, children);
  return el;
}

function add(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) add(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

const SVG = "http://www.w3.org/2000/svg";
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** One colour per seat, dark enough for white text and distinct on the felt. */
export const SEAT_COLORS = ["#c62828", "#1f5fbf", "#a86a00", "#1e7d45", "#7b3fa0", "#c2410c",
  "#0e7490", "#6d4c41", "#ad1457", "#455a64"];

export function seatColor(seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** How the table names a seat: its person's name, or "seat N" while it is still open. */
export function seatName(room, seat) {
  const chair = room.seats[seat];
  return chair && chair.name ? chair.name : `seat ${seat}`;
}

export function dot(seat) {
  return h("span.dot", { style: { background: seatColor(seat) }, "aria-hidden": "true" });
}

/** A person as everywhere on the table: colour dot, name, "(you)", a bot tag. */
export function person(room, seat, you) {
  const chair = room.seats[seat];
  return h("span.person", { "data-seat": seat }, dot(seat), h("span.pname", seatName(room, seat)),
    seat === you ? h("span.you", " (you)") : null);
}

/** `person`, linked to their profile when they sat down with a key (docs/server.md, "Who
 * you are"): for the places a finished game names its players. */
export function profiled(room, seat, you) {
  const player = room.seats[seat] && room.seats[seat].player;
  return player ? h("a.profile", { href: `/p/${player}` }, person(room, seat, you)) : person(room, seat, you);
}

/** A sentence that still says "seat 2" (an engine's move words) with the person's name. */
export function seatsToNames(room, text) {
  return String(text).replace(/\b[Ss]eat (\d+)\b/g, (whole, n) => {
    const chair = room.seats[Number(n)];
    return chair && chair.name ? chair.name : whole;
  });
}

/** Sentences from the server name people; this puts each person's dot before their name. */
export function withDots(room, text) {
  text = seatsToNames(room, text);
  const names = room.seats.map((c, seat) => ({ name: c.name, seat })).filter((p) => p.name);
  if (!names.length || !text) return [text];
  names.sort((a, b) => b.name.length - a.name.length);
  const escaped = names.map((p) => p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const out = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const seat = names.find((p) => p.name === match[0]).seat;
    out.push(text.slice(last, match.index), h("span.named", dot(seat), match[0]));
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
