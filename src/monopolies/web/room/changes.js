// What changed since the version last drawn, to light it up: cards that arrived, tokens that
// moved, money that moved (shown as +3M / −3M beside the player) and who just acted. The
// game's view says what it shows (`shown`) and what a player is worth (`worth`).

/** No change: what a redraw of the same version lights up. */
export const UNCHANGED = { fresh: new Set(), moved: new Set(), deltas: {}, justActed: undefined };

/** What the table shows at this version, to compare the next one with. */
export function snapshot(state, gameView) {
  const { cards, tokens } = gameView.shown(state.view);
  const worth = {};
  for (const p of state.view.players || []) worth[p.seat] = gameView.worth(p);
  const counts = new Map();
  for (const id of cards) counts.set(id, (counts.get(id) || 0) + 1);
  return { version: state.version, cards: counts, tokens, worth, toAct: state.room.to_act };
}

/** The changes from snapshot `before` to `now`: nothing when the version is the same. */
export function changes(before, now) {
  if (!before || !now.version || before.version === now.version) return UNCHANGED;
  // Cards alike are named alike (the game's information model), so a card arrived where
  // there are more of its name than before.
  const fresh = new Set([...now.cards].filter(([id, n]) => n > (before.cards.get(id) || 0)).map(([id]) => id));
  const moved = new Set();
  for (const [seat, space] of Object.entries(now.tokens)) {
    if (before.tokens[seat] !== undefined && before.tokens[seat] !== space) moved.add(Number(seat));
  }
  const deltas = {};
  for (const [seat, worth] of Object.entries(now.worth)) {
    const was = before.worth[seat];
    if (was !== undefined && worth !== undefined && was !== worth) deltas[seat] = worth - was;
  }
  return { fresh, moved, deltas, justActed: before.toAct };
}
