// The moves the player can make now, as `#menu .move` buttons under their headings.
// The server folds the menu as the terminal does (`folded`, by `words.menu`): each line is
// one move, or a chooser of moves that differ in one thing (which colour, which player,
// which note: their `choice`, see the menu contract), shown as a select and one button. A
// chooser of amounts (a bid: entries with `amount`) shows its quick options as buttons and
// takes any other amount typed. A move's `warning` (its cost) is shown beside it before it
// is made.

import { h, withDots } from "./dom.js";

const ARTICLES = new Set(["a", "an", "the"]);

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

function moveButton(entry, act) {
  const warnId = entry.warning ? `warn-${entry.i}` : undefined;
  return h("div.move-row",
    h("button.move", { type: "button", "data-index": entry.i, onclick: () => act(entry.i), "aria-describedby": warnId,
      class: entry.warning ? "costly" : "" }, entry.text),
    warning(entry.warning, warnId));
}

/** The words all `texts` start with (whole words), when each has something after them. */
export function commonStart(texts) {
  const split = texts.map((t) => t.split(" "));
  let n = 0;
  while (split.every((words) => words.length > n + 1 && words[n] === split[0][n])) n += 1;
  while (n > 0 && ARTICLES.has(split[0][n - 1])) n -= 1; // "Pay with" + "a $10 note"
  return split[0].slice(0, n).join(" ");
}

function chooser(label, entries, act) {
  const id = `choose-${entries[0].i}`;
  const bare = entries.every((e) => !e.option);
  const start = bare ? commonStart(entries.map((e) => e.text)) : "";
  if (start.length > 6) label = start.replace(/[:,]$/, "");
  const select = h("select", { id, "aria-label": label },
    entries.map((e) => h("option", { value: e.i }, e.option || (start.length > 6 ? e.text.slice(start.length + 1) : e.text))));
  const warn = h("p.warn", { id: `${id}-warn`, "aria-live": "polite" });
  const showWarning = () => {
    const chosen = entries.find((e) => String(e.i) === select.value);
    warn.textContent = chosen && chosen.warning ? `⚠ ${chosen.warning}` : "";
    warn.hidden = !warn.textContent;
  };
  select.addEventListener("change", showWarning);
  showWarning();
  return h("div.chooser",
    h("label.choice-label", { for: id }, label, h("small", ` (${entries.length} choices)`)),
    h("div.choice-row", select,
      h("button.move.go", { type: "button", "data-index": entries[0].i, "aria-describedby": `${id}-warn`,
        onclick: () => act(Number(select.value)) }, "Play")),
    warn);
}

/** Quick amounts as buttons, and a box for any other of the chooser's amounts. */
function amountChooser(label, entries, act) {
  const id = `amount-${entries[0].i}`;
  const sorted = [...entries].sort((a, b) => a.amount - b.amount);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  const step = sorted.length > 1 ? sorted[1].amount - low.amount : 1;
  const box = h("input.amount", { id, type: "number", min: low.amount, max: high.amount, step,
    value: low.amount, inputmode: "numeric" });
  const note = h("p.warn", { id: `${id}-note`, "aria-live": "polite" });
  note.hidden = true;
  const submit = () => {
    const chosen = entries.find((e) => e.amount === Number(box.value));
    if (chosen) return act(chosen.i);
    note.textContent = `Choose an amount from ${low.option} to ${high.option}, in steps of ${step}.`;
    note.hidden = false;
    return null;
  };
  box.addEventListener("keydown", (event) => { if (event.key === "Enter") submit(); });
  return h("div.chooser.amounts",
    h("span.choice-label", label),
    h("div.choice-row",
      entries.filter((e) => e.quick).map((e) => h("button.move", { type: "button", "data-index": e.i,
        onclick: () => act(e.i) }, e.option)),
      h("label.sr-only", { for: id }, `${label}: another amount`), box,
      h("button.move.go", { type: "button", "aria-describedby": note.id, onclick: submit }, label)),
    note);
}

/**
 * The #menu element: `menu` the server's entries (one per legal move), `folded` its lines
 * (`{heading, moves}`). `picked`: a card id the moves are narrowed to, or null.
 * `name(card)`: a card's full name; `act(index)`: make the move; `unpick()`, `open(card)`.
 */
export function renderMoves({ room, menu, folded, legal, picked, name, act, unpick, open }) {
  const named = (text) => (text ? withDots(room, text).map((p) => (typeof p === "string" ? p : p.textContent)).join("") : text);
  const entries = menu.map((m, i) => ({
    ...m, text: named(m.text), option: named(m.option), choice: named(m.choice), warning: named(m.warning),
    i, usesCard: cardOfMove(menu, legal, i),
  }));
  const shown = (e) => picked === null || e.usesCard === picked;
  const groups = new Map();
  for (const line of folded) {
    const moves = line.moves.map((i) => entries[i]).filter(shown);
    if (!moves.length) continue;
    if (!groups.has(line.heading)) groups.set(line.heading, []);
    groups.get(line.heading).push(moves);
  }
  const parts = [];
  if (picked !== null) {
    parts.push(h("div.picked-head", h("span", "Moves with ", h("b", name(picked))),
      h("button.linkish.show-card", { type: "button", onclick: () => open(picked) }, "See the card"),
      h("button.linkish.show-all", { type: "button", onclick: unpick }, "Every move")));
  }
  for (const [group, lines] of groups) {
    parts.push(h("div.group", { role: "group", "aria-label": group }, h("h4", group),
      lines.map((moves) => moves.length === 1 ? moveButton(moves[0], act)
        : moves.some((e) => e.quick === false) ? amountChooser(moves[0].choice, moves, act)
          : chooser(moves[0].choice, moves, act))));
  }
  return h("div.menu", { id: "menu" }, parts);
}
