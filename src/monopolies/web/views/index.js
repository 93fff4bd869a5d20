// One view module per game, with the exports generic.js lists. A game's view is `web.js`
// in its package (monopolies/games/<folder>/web.js, served at
// /static/games/<folder>/web.js); its kit names the folder as `web_view`, sent as `view` in
// /api/games ("generic" for a game with no view of its own): nothing here names a game.

import { game } from "../api.js";
import * as generic from "./generic.js";

const loaded = {};
const FOLDER = /^[a-z_]+$/;

// The game's view module, imported the first time it is asked for: generic when the game
// names none or its module does not load. A refused /api/games throws, to be asked again.
export async function loadView(id) {
  if (!loaded[id]) {
    const name = (await game(id))?.view;
    const found = name !== "generic" && FOLDER.test(name || "");
    loaded[id] = found ? await import(`../games/${name}/web.js`).catch(() => generic) : generic;
  }
  return loaded[id];
}

// The view loadView found for a game; generic until it has.
export function viewFor(id) {
  return loaded[id] || generic;
}
