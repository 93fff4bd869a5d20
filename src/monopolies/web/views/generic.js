// A game without its own view yet: the players and what each seat may see, as data.

import { h } from "../dom.js";

export const layout = "cards";

// Amounts as plain numbers.
export const money = () => (n) => String(n);

export function table(view) {
  const rest = { ...view };
  for (const key of ["legal", "events", "players"]) delete rest[key];
  return h("pre.raw", JSON.stringify(rest, null, 1));
}

export function mine() {
  return null;
}

export function summary() {
  return [];
}

export function details(p) {
  return h("pre", JSON.stringify(p, null, 1));
}

export function face(id, ctx) {
  const c = ctx.cards[id] || {};
  return h("div.face", h("div.fname", c.name || `card ${id}`));
}

export function worth() {
  return 0;
}

export function reference() {
  return [];
}
