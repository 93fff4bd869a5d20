// The moves the player can make now, as `#menu .move` buttons under their headings.
// The server folds the menu as the terminal does (`folded`, by `words.menu`): each line is
// one move, or a chooser of moves that differ in one thing (which colour, which player,
// which note: their `choice`, see the menu contract). A chooser is its options as
// buttons, each option's words whole; a long one scrolls in a box of its own, under a
// filter when longer still. A chooser of amounts (a bid: entries with `amount`) shows its quick options as
// buttons and a stepper and slider over the legal amounts only, with one button to make
// it. A move with a `warning` (its cost) shows it, and takes a second tap to confirm.
// A trade being built (the game view's `trade`) is two columns: what you give and what
// you get so far, each with the moves that add to it, then offer and cancel. A trade made
// in one move (the game view's `offer`: The Card Game's) is the same two columns with its
// button, one per trade on offer, under the partner it is with.

import { h, withDots } from "./dom.js";

const ARTICLES = new Set(["a", "an", "the"]);
const SHORT = 8; // a chooser of more options scrolls in a box of its own
const FILTERED = 12; // and one of more than these has a filter over it
const CONFIRM_MS = 4000; // how long a costly move waits for its confirming tap

/** The card a move uses: the menu's `card`, else the action's own card or note. */
export function cardOfMove(menu, legal, index) {
  const entry = menu[index] || {};
  if (entry.card !== undefined && entry.card !== null) return entry.card;
  const action = legal[index] || {};
  return action.card ?? action.note ?? null;
}

function warning(text, id) {
  return text ? h("p.warn", { id }, "⚠ ", text) : null;
}

/**
 * `act(i)`, guarded when the move costs something (its `warning`): the first tap turns the
 * button into "Confirm: …" for a few seconds and the second makes the move. Not a browser
 * `confirm()`: the table stays in view and the keys 1-9 confirm as they chose.
 */
function guarded(entry, act) {
  if (!entry.warning) return (event) => act(entry.i);
  return (event) => {
    const button = event.currentTarget;
    if (button.classList.contains("confirming")) {
      act(entry.i);
      return;
    }
    const label = button.querySelector(".move-text");
    const was = label.textContent;
    button.classList.add("confirming");
    label.textContent = `Confirm: ${was}`;
    button.setAttribute("aria-label", `Confirm: ${was}. ${entry.warning}`);
    setTimeout(() => {
      button.classList.remove("confirming");
      label.textContent = was;
      button.removeAttribute("aria-label");
    }, CONFIRM_MS);
  };
}

/** A move's button; `warn`: its warning inside it, under its words (a chooser's option). */
function button(entry, text, act, extra = "", warn = false) {
  const warnId = entry.warning ? `warn-${entry.i}` : undefined;
  return h(`button.move${extra}`, { type: "button", "data-index": entry.i, onclick: guarded(entry, act),
    "aria-describedby": warnId, class: entry.warning ? "costly" : "" }, h("span.move-text", text),
    warn && entry.warning ? h("span.move-warn", { id: warnId }, "⚠ ", entry.warning) : null);
}

function moveButton(entry, act) {
  return h("div.move-row", button(entry, entry.text, act),
    warning(entry.warning, entry.warning ? `warn-${entry.i}` : undefined));
}

/** The words all `texts` start with (whole words), when each has something after them. */
export function commonStart(texts) {
  const split = texts.map((t) => t.split(" "));
  let n = 0;
  while (split.every((words) => words.length > n + 1 && words[n] === split[0][n])) n += 1;
  while (n > 0 && ARTICLES.has(split[0][n - 1])) n -= 1; // "Pay with" + "a $10 note"
  return split[0].slice(0, n).join(" ");
}

/** A chooser's options as buttons under its name; a long one scrolls, with a filter. */
function chooser(label, entries, act) {
  const id = `choose-${entries[0].i}`;
  const bare = entries.every((e) => !e.option);
  const start = bare ? commonStart(entries.map((e) => e.text)) : "";
  if (start.length > 6) label = start.replace(/[:,]$/, "");
  const optionText = (e) => e.option || (start.length > 6 ? e.text.slice(start.length + 1) : e.text);
  const shared = entries.every((e) => e.warning && e.warning === entries[0].warning) ? entries[0].warning : null;
  const options = entries.map((e) => h("div.option-row", button(e, optionText(e), act, ".option", !shared)));
  const long = entries.length > SHORT;
  const list = h("div.options", { id, class: long ? "long" : "", role: "group", "aria-labelledby": `${id}-label` }, options);
  const filter = entries.length > FILTERED ? h("input.filter", { type: "search", placeholder: "Filter…", "aria-label": `Filter: ${label}`,
    oninput: (event) => {
      const words = event.target.value.trim().toLowerCase();
      options.forEach((row, k) => { row.hidden = Boolean(words) && !optionText(entries[k]).toLowerCase().includes(words); });
    } }) : null;
  return h("div.chooser",
    h("span.choice-label", { id: `${id}-label` }, label, h("small", ` (${entries.length} choices)`)),
    shared ? h("p.warn", "⚠ ", shared) : null,
    shared ? entries.map((e) => h("span.sr-only", { id: `warn-${e.i}` }, shared)) : null,
    filter, list);
}

/** Quick amounts as buttons, and a stepper and slider over the chooser's amounts (only
 * the legal ones) with one button that makes the amount shown. */
function amountChooser(label, entries, act) {
  const id = `amount-${entries[0].i}`;
  const sorted = [...entries].sort((a, b) => a.amount - b.amount);
  let at = 0;
  const shown = h("output.amount-value", { id: `${id}-value`, for: id, "aria-live": "polite" });
  const slider = h("input.amount", { id, type: "range", min: 0, max: sorted.length - 1, step: 1, value: 0,
    "aria-label": `${label}: amount` });
  const go = h("button.move.go", { type: "button", onclick: () => act(sorted[at].i) });
  const down = h("button.step.step-down", { type: "button", "aria-label": "Less", onclick: () => set(at - 1) }, "−");
  const up = h("button.step.step-up", { type: "button", "aria-label": "More", onclick: () => set(at + 1) }, "+");
  function set(k) {
    at = Math.max(0, Math.min(sorted.length - 1, k));
    slider.value = String(at);
    slider.setAttribute("aria-valuetext", sorted[at].option);
    shown.textContent = sorted[at].option;
    go.replaceChildren(h("span.move-text", `${label} ${sorted[at].option}`));
    go.dataset.index = sorted[at].i;
    down.disabled = at === 0;
    up.disabled = at === sorted.length - 1;
  }
  slider.addEventListener("input", () => set(Number(slider.value)));
  slider.addEventListener("keydown", (event) => { if (event.key === "Enter") act(sorted[at].i); });
  set(0);
  return h("div.chooser.amounts",
    h("span.choice-label", label, h("small", ` (${sorted[0].option} to ${sorted[sorted.length - 1].option})`)),
    h("div.choice-row.quick",
      entries.filter((e) => e.quick).map((e) => button(e, e.option, act, ".quick"))),
    h("div.choice-row.stepper", down, shown, up, slider),
    go);
}

/** One line of the menu: a move, a chooser of amounts, or a chooser of options. */
function line(moves, act) {
  if (moves.length === 1) return moveButton(moves[0], act);
  if (moves.some((e) => e.quick === false)) return amountChooser(moves[0].choice, moves, act);
  return chooser(moves[0].choice, moves, act);
}

/** The trade being built as two columns, each with the moves that add to its side. */
function tradePanel(trade, lines, act) {
  const notes = trade.notes || {};
  const sides = { give: [], get: [], rest: [] };
  for (const moves of lines) {
    const side = trade.side(moves[0]);
    sides[side === "give" || side === "get" ? side : "rest"].push(moves);
  }
  return h("div.trade", { role: "group", "aria-label": trade.title },
    h("h4", trade.title),
    h("div.trade-columns", tradeSide("give", "You give", trade.give, sides.give.map((moves) => line(moves, act)), notes.give),
      tradeSide("get", "You get", trade.get, sides.get.map((moves) => line(moves, act)), notes.get)),
    h("div.trade-rest", sides.rest.map((moves) => line(moves, act))));
}

function tradeSide(key, title, items, moves = [], note = null) {
  return h("div.trade-side", { class: `trade-${key}` },
    h("h5", title),
    h("ul.trade-items", items.length ? items.map((item) => h("li", item)) : h("li.muted", "nothing yet")),
    moves,
    note ? h("p.trade-note.muted", note) : null);
}

/** Trades made in one move, each as what you give and what you get with its button,
 * grouped by the partner they are with. `offered`: [{entry, offer}] (the game's `offer`). */
function offerPanel(offered, act) {
  const partners = new Map();
  for (const item of offered) {
    if (!partners.has(item.offer.partner)) partners.set(item.offer.partner, []);
    partners.get(item.offer.partner).push(item);
  }
  return h("div.group.offers", { role: "group", "aria-label": "Trades" }, h("h4", "Trade"),
    [...partners].map(([partner, items]) => h("div.trade.offer", { role: "group", "aria-label": `Trade with ${partner}` },
      h("h5", `With ${partner}`),
      items.map(({ entry, offer }) => {
        const go = button(entry, offer.label, act, ".offer-go");
        go.setAttribute("aria-label", entry.text);
        return h("div.offer-row",
          h("div.trade-columns", tradeSide("give", "You give", offer.give), tradeSide("get", "You get", offer.get)), go);
      }))));
}

/**
 * The #menu element: `menu` the server's entries (one per legal move), `folded` its lines
 * (`{heading, moves}`). `picked`: a card id the moves are narrowed to, or null.
 * `name(card)`: a card's full name; `act(index)`: make the move; `unpick()`, `open(card)`.
 * `trade`: the trade being built ({title, give, get, side(entry), notes?: {give, get}}: the game view's), or null.
 * `offer(entry)`: a trade made in one move as {partner, give, get, label}, else null.
 */
export function renderMoves({ room, menu, folded, legal, picked, name, act, unpick, open, trade = null, offer = null }) {
  const named = (text) => (text ? withDots(room, text).map((p) => (typeof p === "string" ? p : p.textContent)).join("") : text);
  const entries = menu.map((m, i) => ({
    ...m, text: named(m.text), option: named(m.option), choice: named(m.choice), warning: named(m.warning),
    i, usesCard: cardOfMove(menu, legal, i), action: legal[i],
  }));
  const shown = (e) => picked === null || e.usesCard === picked;
  const groups = new Map();
  const traded = [];
  const offered = [];
  for (const folds of folded) {
    const moves = folds.moves.map((i) => entries[i]).filter(shown);
    if (!moves.length) continue;
    if (trade && trade.side(moves[0])) {
      traded.push(moves);
      continue;
    }
    if (offer && moves.every((e) => offer(e))) {
      offered.push(...moves.map((entry) => ({ entry, offer: offer(entry) })));
      continue;
    }
    if (!groups.has(folds.heading)) groups.set(folds.heading, []);
    groups.get(folds.heading).push(moves);
  }
  const parts = [];
  if (picked !== null) {
    parts.push(h("div.picked-head", h("span", "Moves with ", h("b", name(picked))),
      h("button.linkish.show-card", { type: "button", onclick: () => open(picked) }, "See the card"),
      h("button.linkish.show-all", { type: "button", onclick: unpick }, "Every move")));
  }
  if (traded.length) parts.push(tradePanel(trade, traded, act));
  for (const [group, lines] of groups) {
    parts.push(h("div.group", { role: "group", "aria-label": group }, h("h4", group),
      lines.map((moves) => line(moves, act))));
  }
  if (offered.length) parts.push(offerPanel(offered, act));
  return h("div.menu", { id: "menu" }, parts);
}
