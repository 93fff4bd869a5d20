// One view module per game: render(view, ctx) -> Node. A new game adds a module and a line.
// ctx: { room, you (seat or null), cards (id -> card), act(index), menu, colors }.

import * as deal from "./deal.js";
import * as cardGame from "./card-game.js";
import * as crookedCash from "./crooked-cash.js";
import * as cheaters from "./cheaters.js";
import * as generic from "./generic.js";

const VIEWS = {
  "deal": deal,
  "card-game": cardGame,
  "crooked-cash": crookedCash,
  "cheaters": cheaters,
};

export function viewFor(game) {
  return VIEWS[game] || generic;
}
