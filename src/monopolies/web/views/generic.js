// A game without its own view yet: the players and what each seat may see, as data.

import { h } from "../dom.js";
import { panel } from "./common.js";

export function render(view, ctx) {
  const rest = { ...view };
  for (const key of ["legal", "events", "players"]) delete rest[key];
  return h("div.generic",
    h("div.players", (view.players || []).map((p, seat) => panel(ctx, seat,
      h("pre", JSON.stringify(p, null, 1))))),
    h("pre.raw", JSON.stringify(rest, null, 1)));
}
