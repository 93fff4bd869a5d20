// A tiny element builder: h("div.cls", {attrs}, children...). Text is always set as text,
// never parsed as HTML, so names and messages from other players cannot inject markup.

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
    if (value !== undefined && value !== null) el.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export const SEAT_COLORS = ["#d23b3b", "#2f6fd6", "#e0a400", "#2aa05a", "#8e44ad", "#e67e22",
  "#16a2b8", "#6d4c41", "#c2185b", "#546e7a"];

export function seatName(room, seat) {
  const chair = room.seats[seat];
  const name = chair && chair.name ? chair.name : `seat ${seat}`;
  return name;
}

export function seatChip(room, seat, you) {
  const chair = room.seats[seat];
  return h("span.chip", { style: { borderColor: SEAT_COLORS[seat % SEAT_COLORS.length] } },
    h("span.dot", { style: { background: SEAT_COLORS[seat % SEAT_COLORS.length] } }),
    seatName(room, seat), seat === you ? " (you)" : "",
    chair && chair.bot ? h("span.bot", "bot") : null);
}
