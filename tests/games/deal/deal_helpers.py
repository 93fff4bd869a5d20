"""Helpers for Monopoly Deal scenario tests: find cards, rig a game, pick legal actions.

Tests use only the public API (`new_game(..., rig=...)`, `legal_actions`, `act`,
`observe`, `public_events`). To put cards on the table, `deal()` plays a few scripted
"setup" turns in which each seat lays, banks and builds the cards listed for it; the
cards each seat draws during those turns are rigged too, so that after setup every seat
holds exactly the hand asked for (plus, for seats with too few cards to draw, a few
money "filler" cards in hand, which never pay and never answer an action). Then the
scenario turn of `active` starts and it draws `draws` (by default two filler cards).
Seats not named in `hands` hold no cards (so they never answer with Just Say No).

    c = Cards()
    rent = c.rent("brown", "light_blue")
    g = deal(c, tables={0: [lay(c.prop("Baltic Ave")), lay(c.prop("Mediterranean Ave"))],
                        1: [bank(c.money(5))]},
             hands={0: [rent]})
    act(g, "rent", card=rent, color="brown", doubles=())
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

import monopolies as mp
from monopolies.games.deal.data import CARDS, FACE

ONE_DECK = 106
_MISSING = object()
ANY = "any"  # colours spec for the any-colour rent / wild


def card(name: str) -> int:
    """The id of the first-deck card with this US or UK name."""
    for c in CARDS[:ONE_DECK]:
        if name in (c.us_name, c.uk_name):
            return c.id
    raise KeyError(f"no card named {name!r}")


def name_of(card_id: int) -> str:
    return CARDS[card_id].us_name


def value_of(card_id: int) -> int:
    return CARDS[card_id].value


def cards_of(
    kind: str | None = None,
    action: str | None = None,
    colours: Sequence[str] | str | None = None,
    value: int | None = None,
    decks: int = 1,
) -> list[int]:
    """Every card id matching the given fields (colours as a set; "any" = all colours)."""
    out = []
    for c in CARDS[: ONE_DECK * decks]:
        if kind is not None and c.kind != kind:
            continue
        if action is not None and c.action != action:
            continue
        if value is not None and c.value != value:
            continue
        if colours is not None:
            if colours == ANY:
                if len(c.colours) != 10:
                    continue
            elif set(c.colours) != set(colours):
                continue
        out.append(c.id)
    return out


class Cards:
    """Hands out distinct card ids, so that no card is rigged into two places."""

    def __init__(self, decks: int = 1) -> None:
        self.used: set[int] = set()
        self.decks = decks

    def _one(self, ids: Iterable[int], what: str) -> int:
        for i in ids:
            if i not in self.used:
                self.used.add(i)
                return i
        raise AssertionError(f"no unused card left: {what}")

    def prop(self, name: str) -> int:
        i = card(name)
        assert i not in self.used, f"{name} is already used"
        self.used.add(i)
        return i

    def money(self, value: int) -> int:
        return self._one(cards_of(kind="money", value=value, decks=self.decks), f"{value}M")

    def action(self, action: str) -> int:
        return self._one(cards_of(kind="action", action=action, decks=self.decks), action)

    def jsn(self) -> int:
        return self.action("just_say_no")

    def double(self) -> int:
        return self.action("double_rent")

    def rent(self, *colours: str) -> int:
        spec: Any = ANY if colours == (ANY,) else colours
        return self._one(cards_of(kind="rent", colours=spec, decks=self.decks), f"rent {colours}")

    def wild(self, *colours: str) -> int:
        spec: Any = ANY if colours == (ANY,) else colours
        return self._one(cards_of(kind="wild", colours=spec, decks=self.decks), f"wild {colours}")

    def rainbow(self) -> int:
        return self.wild(ANY)

    def filler(self) -> int:
        """A card that only sits in a hand: money, lowest value first."""
        for value in (1, 2, 3, 4, 5, 10):
            for i in cards_of(kind="money", value=value, decks=self.decks):
                if i not in self.used:
                    self.used.add(i)
                    return i
        return self._one(cards_of(action="pass_go"), "filler")


# Setup steps: what a seat does with one play during the setup turns.


def lay(card_id: int, color: str | None = None) -> tuple[str, int, str | None]:
    if color is None:
        colours = CARDS[card_id].colours
        assert len(colours) == 1, f"say which colour to lay {name_of(card_id)} as"
        color = colours[0]
    return ("lay", card_id, color)


def bank(card_id: int) -> tuple[str, int, None]:
    return ("bank", card_id, None)


def house(card_id: int, color: str) -> tuple[str, int, str]:
    return ("house", card_id, color)


def hotel(card_id: int, color: str) -> tuple[str, int, str]:
    return ("hotel", card_id, color)


def full_set(c: Cards, color: str) -> list[tuple[str, int, str | None]]:
    """Lay steps for every printed property of a colour (a full set)."""
    return [lay(c.prop(CARDS[i].us_name)) for i in cards_of(kind="property", colours=[color])]


Step = tuple[str, int, Any]


def _plan(steps: list[Step], hand: list[int], rounds: int) -> Any:
    """Split a seat's setup into its starting hand, the cards it draws each round and the
    steps it plays each round; None if that cannot work."""
    table = [s[1] for s in steps]
    for stream in (table + hand, hand + table):
        plan = _try(steps, stream, rounds)
        if plan is not None:
            return plan
    return None


def _try(steps: list[Step], stream: list[int], rounds: int) -> Any:
    n0 = len(stream) - 2 * rounds
    if n0 < 1:
        return None
    held = stream[:n0]
    k = 0
    per_turn: list[list[Step]] = []
    draws: list[list[int]] = []
    for r in range(rounds):
        if not held:
            return None
        drawn = stream[n0 + 2 * r : n0 + 2 * r + 2]
        draws.append(drawn)
        held = held + drawn
        this: list[Step] = []
        while k < len(steps) and len(this) < 3 and steps[k][1] in held:
            this.append(steps[k])
            held.remove(steps[k][1])
            k += 1
        if len(held) > 7:
            return None
        per_turn.append(this)
    if k < len(steps):
        return None
    return stream[:n0], draws, per_turn


def deal(
    c: Cards,
    *,
    tables: dict[int, list[Step]] | None = None,
    hands: dict[int, list[int]] | None = None,
    active: int = 0,
    players: int = 2,
    draws: list[int] | None = None,
    deck: Sequence[int] = (),
    options: dict[str, Any] | None = None,
    seed: int = 1,
) -> mp.Game:
    """A game where each seat has `tables[seat]` in front of it and holds `hands[seat]`,
    and `active` has just started its turn by drawing `draws`."""
    tables = {s: list(v) for s, v in (tables or {}).items() if v}
    hands = {s: list(hands.get(s, [])) if hands else [] for s in range(players)}
    order = [(active + k) % players for k in range(players)]
    most = max((len(v) for v in tables.values()), default=0)
    plans: dict[int, Any] = {}
    reserve: dict[int, list[int]] = {s: [] for s in order}
    rounds = 0
    if most:
        for rounds in range((most + 2) // 3, (most + 2) // 3 + 4):
            plans = {}
            for s in order:
                steps = tables.get(s, [])
                need = max(0, 2 * rounds + 1 - len(steps) - len(hands[s]))
                for extra in range(need, need + 4):
                    while len(reserve[s]) < extra:
                        reserve[s].append(c.filler())
                    plan = _plan(steps, hands[s] + reserve[s][:extra], rounds)
                    if plan is not None:
                        plans[s] = plan
                        break
                else:
                    break
            if len(plans) == players:
                break
        else:
            raise AssertionError("cannot script the setup turns; give fewer table cards")
    if draws is None:
        draws = [c.filler() for _ in range(2 if hands[active] else 5)]
    rig_deck: list[int] = []
    for r in range(rounds):
        for s in order:
            rig_deck += plans[s][1][r]
    rig_deck += list(draws) + list(deck)
    rig_hands = {s: (plans[s][0] if rounds else hands[s]) for s in range(players)}
    g = mp.new_game(
        "deal",
        players=players,
        seed=seed,
        options=options or {},
        rig={"first": active, "hands": rig_hands, "deck": rig_deck},
    )
    for r in range(rounds):
        for s in order:
            assert g.to_act == s, f"setup: expected seat {s} to act, got {g.to_act}"
            turn = g.observe(s)["turn"]
            for kind, cid, color in plans[s][2][r]:
                fields: dict[str, Any] = {"card": cid}
                if color is not None:
                    fields["color"] = color
                act(g, kind, **fields)
            if not g.over and g.observe(s)["turn"] == turn:
                act(g, "end_turn")
            assert not g.over, "setup ended the game"
    assert g.to_act == active and g.observe(active)["phase"] == "play"
    return g


# Acting and looking.


CARD_FIELDS = ("card", "take", "give")


def face(card_id: int) -> int:
    """The face a card is named by (rulings D-17): the lowest id of its copies."""
    return FACE[card_id]


def faces(card_ids: Iterable[int]) -> list[int]:
    return [FACE[c] for c in card_ids]


def _by_face(fields: dict[str, Any]) -> dict[str, Any]:
    """Action fields with the card ids a test rigged named by their faces, as actions name
    them."""
    named = {
        k: face(v) if k in CARD_FIELDS and isinstance(v, int) else v for k, v in fields.items()
    }
    if "doubles" in named:
        named["doubles"] = tuple(faces(named["doubles"]))
    return named


def matching(g: mp.Game, kind: str, **fields: Any) -> list[mp.Action]:
    fields = _by_face(fields)
    out = []
    for a in g.legal_actions():
        if a.kind != kind:
            continue
        if all(a.get(k, _MISSING) == v for k, v in fields.items()):
            out.append(a)
    return out


def pick(g: mp.Game, kind: str, **fields: Any) -> mp.Action:
    """The one legal action of this kind with these fields; fails the test otherwise."""
    if "doubles" in fields:
        fields["doubles"] = tuple(fields["doubles"])
    found = matching(g, kind, **fields)
    if len(found) != 1:
        listing = "\n  ".join(repr(a) for a in g.legal_actions())
        pytest.fail(
            f"expected one legal {kind} {fields}, found {len(found)}; seat {g.to_act} "
            f"may:\n  {listing}"
        )
    return found[0]


def act(g: mp.Game, kind: str, **fields: Any) -> None:
    """Take the one matching legal action, then let every player who can only accept do so."""
    g.act(pick(g, kind, **fields))
    accept_if_no_choice(g)


def accept_if_no_choice(g: mp.Game) -> None:
    """Answer the Just Say No windows whose responder holds none (or may not play one):
    they are asked all the same (rulings D-7), and accepting is all they can do."""
    while not g.over and [a.kind for a in g.legal_actions()] == ["accept"]:
        g.act(g.legal_actions()[0])


def forced_deal(g: mp.Game, card: int, take: int, give: int) -> None:
    """Play a Forced Deal in its two decisions: the card to take, then the card to give.

    When only one card can be given the engine gives it without asking (rulings E-1);
    the give event must then name the expected card.
    """
    start = mark(g)
    act(g, "forced_deal", card=card, take=take)
    if has(g, "give"):
        act(g, "give", card=give)
    gave = [e["card"] for e in events(g, "give", since=start)]
    assert gave == [give], f"expected to give {give}, gave {gave}"


def kinds(g: mp.Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def has(g: mp.Game, kind: str, **fields: Any) -> bool:
    if "doubles" in fields:
        fields["doubles"] = tuple(fields["doubles"])
    return bool(matching(g, kind, **fields))


def view(g: mp.Game, seat: int = 0) -> dict[str, Any]:
    return g.observe(seat)


def player(g: mp.Game, seat: int) -> dict[str, Any]:
    return g.observe(seat)["players"][seat]


def sets_of(g: mp.Game, seat: int, color: str | None = None) -> list[dict[str, Any]]:
    return [s for s in player(g, seat)["sets"] if color is None or s["color"] == color]


def table_cards(g: mp.Game, seat: int) -> set[int]:
    return {x for s in sets_of(g, seat) for x in s["cards"]}


def bank_of(g: mp.Game, seat: int) -> list[int]:
    return list(player(g, seat)["bank"])


def hand_of(g: mp.Game, seat: int) -> list[int]:
    return list(g.observe(seat)["hand"])


def events(g: mp.Game, *types: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in g.public_events(since) if not types or e["type"] in types]


def mark(g: mp.Game) -> int:
    """The current length of the event log, to look only at what happens next."""
    return len(g.public_events())
