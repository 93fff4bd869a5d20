"""What a hand is worth: the complete-hand test (CG-8), wilds (CG-9), scoring (CG-10, 11, 12).

A hand is evaluated as counts per face (see data.py). Wilds are tried as every face that
could matter (a missing property of a group they can complete, an improvement, a bonus
card) or as nothing, within the deck's number of copies; with at most two wilds that is a
few dozen evaluations, memoised per values table and hand, so bots can ask on every
decision. `options` keeps, for each number k of wilds standing for Free Parking, the best
value: the jackpot (CG-12) is decided across hands, in `score_hand`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from monopolies.games.card_game import data

FACE = data.FACE
FACE_ID = data.FACE_ID
NUM_FACES: int = data.NUM_FACES
H1 = data.face_of("house", 1)
H2 = data.face_of("house", 2)
H3 = data.face_of("house", 3)
HOTEL = data.face_of("hotel")
TOKEN = data.face_of("token")
GO = data.face_of("go")
FREE_PARKING = data.face_of("free_parking")
WILD = data.face_of("wild")
GO_TO_JAIL = data.face_of("go_to_jail")
JAIL_FREE = data.face_of("jail_free")
NONE = -1  # a wild that stands for nothing that scores

GROUP_FACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.face for c in data.CARDS if c.group == g.name) for g in data.GROUPS
)
NEED = tuple(g.need for g in data.GROUPS)
COLOUR = tuple(g.colour for g in data.GROUPS)
GROUP_INDEX = tuple(
    next((i for i, g in enumerate(data.GROUPS) if g.name == c.group), -1) for c in data.CARDS
)
FACE_GROUP = tuple(GROUP_INDEX[c.id] for c in data.FACE_CARD)
# FACE_SLOT: a face's slot in a hand's cards per group (`tally`): its group, or one more
# slot after the groups for every face of no group.
GROUP_IDS = range(len(data.GROUPS))
FACE_SLOT = tuple(len(data.GROUPS) if g < 0 else g for g in FACE_GROUP)
# NEAR_GROUP: a card's slot for `going_out_discards`: its group, WILD_GROUP for wilds (counted
# as a group of their own) or OTHER_GROUP for every other card; NEAR_SLOTS slots in all.
WILD_GROUP = len(data.GROUPS)
OTHER_GROUP = WILD_GROUP + 1
NEAR_SLOTS = OTHER_GROUP + 1
NEAR_GROUP = tuple(
    WILD_GROUP if c.face == WILD else OTHER_GROUP if gi < 0 else gi
    for c, gi in zip(data.CARDS, GROUP_INDEX, strict=True)
)
# SHORTFALL[slot][n]: the cards a group held n times lacks to be complete (0 when absent;
# always 0 for the wild and other slots). SHORTFALL_STEP[slot][n]: how the shortfall
# changes when an n+1-th card of the slot joins the hand.
SHORTFALL: tuple[tuple[int, ...], ...] = tuple(
    tuple(g.need - n if 0 < n < g.need else 0 for n in range(len(g.properties) + 1))
    for g in data.GROUPS
) + ((0,) * (data.DECK_SIZE + 1),) * (NEAR_SLOTS - WILD_GROUP)
SHORTFALL_STEP: tuple[tuple[int, ...], ...] = tuple(
    tuple(short[n + 1] - short[n] for n in range(len(short) - 1)) for short in SHORTFALL
)
MOST_SAVED = max(NEED) - 1  # the most one discard takes off a shortfall: a group's only card
RAILROAD = next(i for i, g in enumerate(data.GROUPS) if g.name == "railroad")
# Faces a wild may stand for besides properties: improvements only help the player going
# out; Go To Jail never helps anyone.
OUT_EXTRAS = (H1, H2, H3, HOTEL, TOKEN, GO, JAIL_FREE, FREE_PARKING)
HELD_EXTRAS = (GO, JAIL_FREE, FREE_PARKING)
MEMO_LIMIT = 200_000

Option = tuple[int, tuple[int, ...]] | None  # (value, faces the wilds stand for)


class Values:
    """A values table compiled for scoring, with its own memo of evaluated hands."""

    __slots__ = (
        "base",
        "go",
        "go_four",
        "hotel",
        "house",
        "jackpot",
        "jail_free",
        "memo",
        "railroad",
        "token",
    )

    def __init__(self, amounts: Mapping[str, int]) -> None:
        # Railroads are worth railroad_2/3/4 by count; every other group its own entry.
        self.base = tuple(amounts.get(g.name, 0) for g in data.GROUPS)
        self.house = tuple(amounts.get(f"{g.name}_house", 0) for g in data.GROUPS)
        self.railroad = (0, 0, amounts["railroad_2"], amounts["railroad_3"], amounts["railroad_4"])
        self.hotel = amounts["hotel"]
        self.token = amounts["token"]
        self.go = amounts["go"]
        self.go_four = amounts["go_four"]
        self.jail_free = amounts["jail_free"]
        self.jackpot = amounts["jackpot"]
        self.memo: dict[tuple[bool, bool, tuple[int, ...]], tuple[Option, ...]] = {}


def values_for(overrides: Mapping[str, int]) -> Values:
    """The compiled table: data.VALUES with `overrides` (the `values` option) applied."""
    return _compiled(tuple(sorted(overrides.items())))


@lru_cache(maxsize=64)
def _compiled(overrides: tuple[tuple[str, int], ...]) -> Values:
    """One table per distinct `values` option, shared by the games that use it; bounded,
    since a server's rooms may each name their own values."""
    return Values({**data.VALUES, **dict(overrides)})


def check_values(value: Any) -> dict[str, int]:
    """The `values` option: a mapping of value names to whole dollars, in canonical order."""
    if not isinstance(value, Mapping):
        raise TypeError(
            'values must be a JSON object of names and dollar amounts, e.g. {"green": 1000}, '
            f"not {type(value).__name__}"
        )
    out: dict[str, int] = {}
    for name in sorted(value, key=str):
        amount = value[name]
        if name not in data.VALUES:
            raise ValueError(f"unknown value name {name!r}; names: {', '.join(data.VALUES)}")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise ValueError(
                f"value {name!r} must be a whole number of dollars >= 0, not {amount!r}"
            )
        out[name] = amount
    return out


# Evaluating one hand -------------------------------------------------------------------


def counts_of(faces: Sequence[int]) -> list[int]:
    counts = [0] * NUM_FACES
    for f in faces:
        counts[f] += 1
    return counts


def tally(faces: Sequence[int]) -> tuple[list[int], list[int]]:
    """Counts per face, and cards per group (see FACE_SLOT) for `evaluate`, which would
    otherwise add up every group's faces again for each assignment of the wilds."""
    counts = [0] * NUM_FACES
    held = [0] * (len(data.GROUPS) + 1)
    for f in faces:
        counts[f] += 1
        held[FACE_SLOT[f]] += 1
    return counts, held


def go_value(n: int, v: Values) -> int:
    """GO cards: each is worth `go`; four together `go_four`, each beyond four `go` more."""
    return n * v.go if n < data.GO_SET else v.go_four + (n - data.GO_SET) * v.go


def evaluate(
    counts: Sequence[int],
    held: Sequence[int],
    out: bool,
    v: Values,
    items: list[tuple[str, int]] | None = None,
    caught: bool = True,
) -> int | None:
    """The value of a hand with no wilds left (`counts` and `held` as from `tally`): for
    the player who went out (`out`, CG-10; None unless complete, CG-8) or for anyone else
    (CG-11; None when jailed, which needs `caught`: someone went out). With `items`, the
    scoring lines are appended to it as (what, dollars); without, none are written
    (searches evaluate many assignments and only want the total)."""
    if (out or caught) and counts[GO_TO_JAIL] and not counts[JAIL_FREE]:
        return None
    total = 0
    colour_done = False
    best = -1
    for gi in GROUP_IDS:
        n = held[gi]
        if not n:
            continue
        if n < NEED[gi]:
            if out:
                return None
            continue
        colour_done = colour_done or COLOUR[gi]
        worth = v.railroad[n] if gi == RAILROAD else v.base[gi]
        total += worth
        if items is not None:
            items.append((f"{n} railroads" if gi == RAILROAD else data.GROUPS[gi].label, worth))
        if COLOUR[gi] and (best < 0 or v.house[gi] > v.house[best]):
            best = gi
    if out:
        houses = counts[H1] + 2 * counts[H2] + 3 * counts[H3]
        hotels = counts[HOTEL]
        if not colour_done or houses > data.MAX_HOUSES or hotels > 1:
            return None
        if hotels and houses != data.MAX_HOUSES:
            return None
        if items is not None:
            _improvement_lines(counts, houses, best, v, items)
        total += houses * v.house[best] + hotels * v.hotel + counts[TOKEN] * v.token
    if counts[GO]:
        total += go_value(counts[GO], v)
        if items is not None:
            items.append((f"{counts[GO]} GO", go_value(counts[GO], v)))
    if counts[JAIL_FREE] and not counts[GO_TO_JAIL]:
        total += v.jail_free
        if items is not None:
            items.append(("Get Out Of Jail Free", v.jail_free))
    return total


def _improvement_lines(
    counts: Sequence[int], houses: int, best: int, v: Values, items: list[tuple[str, int]]
) -> None:
    """The scoring lines of a going-out hand's houses, hotel (on group `best`) and tokens."""
    improved = data.GROUPS[best].label
    if houses:
        items.append((f"{_count(houses, 'house')} on {improved}", houses * v.house[best]))
    if counts[HOTEL]:
        items.append((f"hotel on {improved}", v.hotel))
    if counts[TOKEN]:
        items.append((_count(counts[TOKEN], "token"), counts[TOKEN] * v.token))


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def _candidates(counts: list[int], held: list[int], wilds: int, out: bool) -> list[int]:
    """Faces worth trying for a wild: missing cards of groups the wilds can complete, and
    the improvements and bonus cards still available in the deck (so one wild may stand
    for any of them); NONE first."""
    found = [NONE]
    for gi, faces in enumerate(GROUP_FACES):
        if held[gi] + wilds >= NEED[gi]:
            found += [f for f in faces if not counts[f]]
    for f in OUT_EXTRAS if out else HELD_EXTRAS:
        if counts[f] < (1 if f == HOTEL else data.FACE_COUNT[f]):
            found.append(f)
    return found


def _pairs(counts: list[int], held: list[int], cands: list[int]) -> list[tuple[int, ...]]:
    """What two wilds may stand for, in search order: pairs the deck holds enough copies
    for, less the pairs in which one stands for a property of a group the pair leaves
    incomplete: such a pair scores no more than the pair with NONE in that place, listed
    earlier (and nothing at all going out)."""
    group = [FACE_GROUP[f] if f != NONE else -1 for f in cands]
    # lone[i]: cands[i] completes nothing unless the other wild joins its group
    lone = [g >= 0 and held[g] + 1 < NEED[g] for g in group]
    n = len(cands)
    return [
        (cands[i], cands[j])
        for i in range(n)
        for j in range(i, n)
        if (not (lone[i] or lone[j]) or (group[i] == group[j] and i != j))
        and (i != j or cands[i] == NONE or counts[cands[i]] + 2 <= data.FACE_COUNT[cands[i]])
    ]


def _search(key: tuple[int, ...], out: bool, caught: bool, v: Values) -> tuple[Option, ...]:
    counts, held = tally(key)
    wilds = counts[WILD]
    counts[WILD] = 0
    best: list[Option] = [None] * (wilds + 1)
    combos: list[tuple[int, ...]]
    if wilds == 0:
        combos = [()]
    elif wilds == 1:
        combos = [(f,) for f in _candidates(counts, held, wilds, out)]
    else:
        combos = _pairs(counts, held, _candidates(counts, held, wilds, out))
    for combo in combos:
        for f in combo:
            if f != NONE:
                counts[f] += 1
                held[FACE_SLOT[f]] += 1
        value = evaluate(counts, held, out, v, caught=caught)
        if value is not None:
            k = combo.count(FREE_PARKING)
            found = best[k]
            if found is None or value > found[0]:
                best[k] = (value, combo)
        for f in combo:
            if f != NONE:
                counts[f] -= 1
                held[FACE_SLOT[f]] -= 1
    return tuple(best)


def options(cards: Sequence[int], out: bool, v: Values, caught: bool = True) -> tuple[Option, ...]:
    """For k = 0 .. wilds held: the best (value, faces the wilds stand for) with exactly k
    wilds as Free Parking, or None if no such assignment is complete (`out`) / unjailed
    (`caught`: someone went out)."""
    key = tuple(sorted([FACE[c] for c in cards]))
    memo = v.memo
    found = memo.get((out, caught, key))
    if found is None:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[(out, caught, key)] = _search(key, out, caught, v)
    return found


def best_value(cards: Sequence[int], out: bool, v: Values) -> int | None:
    """The most the hand is worth without the jackpot: going out (None if it cannot, CG-8)
    or laid down when someone else went out (None if jailed, CG-11)."""
    if out and not can_go_out(cards):
        return None
    found = [o[0] for o in options(cards, out, v) if o is not None]
    return max(found) if found else None


def can_go_out(cards: Sequence[int]) -> bool:
    """CG-8 with CG-9: ten cards that some assignment of the wilds makes complete."""
    return len(cards) == data.HAND_SIZE and completable(counts_of([FACE[c] for c in cards]))


def completable(counts: Sequence[int]) -> bool:
    """Whether the wilds among `counts` can be assigned to make the hand complete (CG-8).

    The exact test, without search: each wild either mends something or stands for
    nothing, so it is enough to count the wilds that the mending needs: the missing cards
    of incomplete groups, a two-card colour group from scratch when no colour group would
    be complete, houses up to four under a hotel, and Get Out Of Jail Free under Go To
    Jail. Tests check it against the search in `options` on many hands.
    """
    wilds = counts[WILD]
    need = 0
    colour = False
    for gi, faces in enumerate(GROUP_FACES):
        held = 0
        for f in faces:
            held += counts[f]
        if held:
            if held < NEED[gi]:
                need += NEED[gi] - held
            colour = colour or COLOUR[gi]
    if not colour:
        need += 2  # brown or dark blue from two wilds: both are absent, or colour were set
    houses = counts[H1] + 2 * counts[H2] + 3 * counts[H3]
    if houses > data.MAX_HOUSES or counts[HOTEL] > 1:
        return False
    if counts[HOTEL] and houses < data.MAX_HOUSES:
        need += _wilds_for_houses(data.MAX_HOUSES - houses, counts)
    if counts[GO_TO_JAIL] and not counts[JAIL_FREE]:
        need += 1
    return need <= wilds


def _wilds_for_houses(short: int, counts: Sequence[int]) -> int:
    """The fewest wilds (1, 2, or 3 for never) standing for House cards that add `short`."""
    spare = (
        data.FACE_COUNT[H1] - counts[H1],
        data.FACE_COUNT[H2] - counts[H2],
        data.FACE_COUNT[H3] - counts[H3],
    )
    if short <= len(spare) and spare[short - 1]:
        return 1
    for a in range(len(spare)):
        for b in range(a, len(spare)):
            if a + b + 2 == short and spare[a] >= 1 + (a == b) and spare[b]:
                return 2
    return 3


def going_out_discards(hand: Sequence[int], reps: Sequence[int]) -> list[int]:
    """Which of `reps` can be the last discard of a turn after which the hand goes out.

    Two quick necessary conditions come before the exact test: after some discard (then:
    after this one), the wilds could fill every incomplete group. Most hands fail the first.
    """
    if len(hand) != data.HAND_SIZE + 1:
        return []
    held = [0] * NEAR_SLOTS
    missing = 0  # cards the incomplete groups lack
    for c in hand:
        slot = NEAR_GROUP[c]
        n = held[slot]
        held[slot] = n + 1
        missing += SHORTFALL_STEP[slot][n]
    wilds = held[WILD_GROUP]
    if missing - MOST_SAVED > wilds:
        return []
    counts = counts_of([FACE[c] for c in hand])
    out = []
    for c in reps:
        slot = NEAR_GROUP[c]
        short = SHORTFALL[slot]
        n = held[slot]
        if missing - short[n] + short[n - 1] <= wilds - (slot == WILD_GROUP):
            counts[FACE[c]] -= 1
            if completable(counts):
                out.append(c)
            counts[FACE[c]] += 1
    return out


# Scoring a finished hand (CG-10, 11, 12) ------------------------------------------------


def _jailed_for_sure(cards: Sequence[int]) -> bool:
    faces = [FACE[c] for c in cards]
    return GO_TO_JAIL in faces and JAIL_FREE not in faces and WILD not in faces


def score_hand(
    hands: Sequence[Sequence[int]],
    went_out: int | None,
    order: Sequence[int],
    jackpot: int,
    v: Values,
) -> tuple[list[dict[str, Any]], int | None]:
    """Every seat's score for the hand, in laying-down `order`, and who takes the jackpot.

    Each hand's wilds are assigned as that hand's player would announce them (CG-9): for the
    most money, the jackpot included, given the hands laid down before it and the real Free
    Parking cards of those still to come (rulings CG-R6). Go To Jail wipes a hand out only
    when someone went out: nobody is "caught" at the end of a hand that nobody ended
    (rulings CG-R10).
    """
    n = len(hands)
    caught = went_out is not None
    real_fp = [sum(1 for c in h if FACE[c] == FREE_PARKING) for h in hands]
    declared = list(real_fp)
    eligible = [not (caught and _jailed_for_sure(h)) for h in hands]
    records: dict[int, dict[str, Any]] = {}
    for seat in order:
        out = seat == went_out
        rivals = max((declared[o] for o in range(n) if o != seat and eligible[o]), default=0)
        choice: tuple[int, int, tuple[int, ...]] | None = None
        for k, option in enumerate(options(hands[seat], out, v, caught)):
            if option is None:
                continue
            value, faces = option
            fp = real_fp[seat] + k
            gain = value + (jackpot if fp > rivals else 0)
            if choice is None or gain > choice[0]:
                choice = (gain, k, faces)
        records[seat] = _record(hands[seat], seat, out, choice, v, caught)
        eligible[seat] = choice is not None
        declared[seat] = real_fp[seat] + (choice[1] if choice is not None else 0)
    top = max((declared[s] for s in range(n) if eligible[s]), default=0)
    leaders = [s for s in range(n) if eligible[s] and declared[s] == top]
    winner = leaders[0] if top > 0 and len(leaders) == 1 else None
    return [records[s] for s in order], winner


def _record(
    cards: Sequence[int],
    seat: int,
    out: bool,
    choice: tuple[int, int, tuple[int, ...]] | None,
    v: Values,
    caught: bool,
) -> dict[str, Any]:
    """One seat's scoring event: the hand laid down, the wilds, the lines and the total
    (cards named by face, rulings CG-R16)."""
    wild_ids = [FACE_ID[c] for c in cards if FACE[c] == WILD]
    record: dict[str, Any] = {
        "type": "score",
        "seat": seat,
        "hand": sorted([FACE_ID[c] for c in cards]),
        "went_out": out,
        "jailed": choice is None,
    }
    if choice is None:
        record.update(wilds=[], items=[["Go To Jail: scores nothing", 0]], amount=0, free_parking=0)
        return record
    faces = choice[2]
    counts, held = tally([FACE[c] for c in cards if FACE[c] != WILD])
    for f in faces:
        if f != NONE:
            counts[f] += 1
            held[FACE_SLOT[f]] += 1
    items: list[tuple[str, int]] = []
    amount = evaluate(counts, held, out, v, items, caught)
    assert amount is not None, "a chosen assignment always scores"
    record["wilds"] = [
        {"card": w, "as": None if f == NONE else data.FACE_CARD[f].id}
        for w, f in zip(wild_ids, faces, strict=True)
    ]
    record["items"] = [[what, dollars] for what, dollars in items]
    record["amount"] = amount
    record["free_parking"] = counts[FREE_PARKING]
    return record
