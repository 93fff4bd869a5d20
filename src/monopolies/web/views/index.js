// One view module per game: render(view, ctx) -> Node, and `money(names)`, its amounts.
// Which module a game uses is its kit's `web_view` (monopolies/kits.py), sent as `view` in
// /api/games: a new game adds its module here and names it in its kit, nothing else.
// ctx: { room, you (seat or null), cards (id -> card), act(index), menu, colors }.

import { game } from "../api.js";
import * as generic from "./generic.js";

const loaded = {};
const MODULE_NAME = /^[\w-]+$/;

// The game's view module, imported the first time it is asked for: generic when the game
// names none or its module does not load. A refused /api/games throws, to be asked again.
export async function loadView(id) {
  if (!loaded[id]) {
    const name = (await game(id))?.view;
    loaded[id] = MODULE_NAME.test(name || "") ? await import(`./${name}.js`).catch(() => generic) : generic;
  }
  return loaded[id];
}

// The view loadView found for a game; generic until it has.
export function viewFor(id) {
  return loaded[id] || generic;
}
