// One currency per edition, as its rulebook prints it: Deal "3M", The Card Game "$150",
// Cheaters "M200", Crooked Cash "M200" with UK names and "$200" with US names.

const FORMATS = {
  "deal": () => (n) => `${n}M`,
  "card-game": () => (n) => `$${n.toLocaleString("en-US")}`,
  "cheaters": () => (n) => `M${n.toLocaleString("en-US")}`,
  "crooked-cash": (names) => (n) => `${names === "uk" ? "M" : "$"}${n.toLocaleString("en-US")}`,
};

/** The money formatter for a game; `names` is the view's naming ("us" or "uk"). */
export function moneyFor(game, names) {
  const make = FORMATS[game];
  return make ? make(names) : (n) => String(n);
}
