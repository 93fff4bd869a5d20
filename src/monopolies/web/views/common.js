// What every game's view shares: colours of the property groups, a card as a button (tap
// to narrow the moves to it, open it large), stats, and the "who" of a seat. The exports a
// game's view provides are listed in generic.js.

import { h } from "../dom.js";

export const GROUP_COLORS = {
  brown: "#7a4a1f", light_blue: "#8fd3f4", pink: "#c2338a", orange: "#f28c28", red: "#d32f2f",
  yellow: "#f2d023", green: "#1a7a43", dark_blue: "#1e3f9e", railroad: "#2b2b2b", utility: "#a3b18a",
};
const LIGHT = new Set(["light_blue", "yellow", "orange", "utility"]);

export function groupLabel(group) {
  return group === "railroad" ? "railroad" : group.replaceAll("_", " ");
}

/** The background and readable text colour of a property group's band. */
export function bandStyle(groups) {
  if (!groups || !groups.length) return {};
  const color = (g) => GROUP_COLORS[g] || "#777";
  const background = groups.length === 1 ? color(groups[0])
    : `linear-gradient(90deg, ${groups.map((g, i) => `${color(g)} ${(i * 100) / groups.length}% ${((i + 1) * 100) / groups.length}%`).join(", ")})`;
  const light = groups.length === 1 ? LIGHT.has(groups[0]) : groups.length > 2;
  return { background, color: light ? "#111" : "#fff" };
}

/** A card the player can tap (narrow the moves) or open large; drawn by `face`. */
export function cardButton(ctx, id, face, extra = {}) {
  const classes = ["card-btn", extra.size || "", ctx.picked === id ? "picked" : "",
    ctx.fresh && ctx.fresh.has(id) ? "arrive" : ""].filter(Boolean).join(" ");
  return h("button", {
    type: "button", class: classes, "data-card": id, "aria-label": extra.label || undefined,
    "aria-pressed": ctx.picked === id ? "true" : undefined,
  }, face);
}

/** Whose things a view shows: "Your" at the table, "Ann's" in a replay that shows Ann's
 * hand (the replay's context sets `possessive`). */
export function whose(ctx) {
  return ctx.possessive || "Your";
}

export function stat(label, value) {
  return h("span.stat", h("small", label), " ", h("b", String(value)));
}

export function tag(text, kind) {
  return h("span.tag", { class: kind ? `tag-${kind}` : "" }, text);
}

export function section(title, ...body) {
  return h("section.zone", h("h3.zone-title", title), body);
}

/** A Chance / Community Chest / Cheat card face, in our own drawing. */
export function textCard(kind, title, text, lines = []) {
  return h("div.face.text-card", { class: `deck-${kind}` },
    h("div.tc-head", title), h("p.tc-text", text),
    lines.filter(Boolean).map(([label, value]) => h("p.tc-line", h("b", `${label}: `), value)));
}

export function deckName(deck) {
  return { chance: "Chance", community_chest: "Community Chest", cheat: "Cheat" }[deck] || "Card";
}
