"""What an edition gives the board blocks: its tables, its money and the hooks where the
two board games differ. Blocks read `st.edition`; nothing in `board/` names an edition."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.board_view import BoardView
from monopolies.games.board.rules.layout import Layout
from monopolies.games.board.rules.memo import Memo
from monopolies.games.board.rules.money import Money
from monopolies.games.board.rules.state import BoardState, Frame

S = TypeVar("S", bound=BoardState)

Describer = Callable[[Action], str]
ApplyFn = Callable[[Any, Any, Action, Table], None]


class FrameType:
    """How one kind of frame behaves.

    `kind` names it in observations and saves; `run` moves the frame on by itself and
    returns True when it must wait for `who`'s decision; `legal` lists that decision's
    actions; `actions` applies one, by kind. Each function takes the frame as its own
    class (`RentFrame`), so the callables are typed loosely. A plain class, not a named
    tuple: the compiled build reads its fields as struct fields at every step of every
    game.
    """

    __slots__ = ("actions", "kind", "legal", "run", "who")

    def __init__(
        self,
        kind: str,
        who: Callable[[Any, Any], int],
        run: Callable[[Any, Any, Table], bool],
        legal: Callable[[Any, Any], list[Action]],
        actions: dict[str, ApplyFn],
    ) -> None:
        self.kind = kind
        self.who = who
        self.run = run
        self.legal = legal
        self.actions = actions


# Every kind of frame an edition plays, by class.
Frames = dict[type[Frame], FrameType]


def _none(*args: Any) -> None:
    return None


def _no_actions(*args: Any) -> list[Action]:
    return []


class Edition(Generic[S]):
    """One board edition's tables and hooks (see each attribute's comment)."""

    def __init__(
        self,
        *,
        name: str,
        layout: Layout,
        money: Money,
        frames: Frames,
        land: Mapping[str, Callable[[S, int, Table], None]],
        describer: Callable[[str], Describer],
        salary: int,
        jail_fee: int,
        jail_space: int,
        bankrupt: Callable[[S, int, int, Table], None],
        end_game: Callable[[S, str, Table], None],
        after_deed: Callable[[S, Table], None] = _none,
        on_go: Callable[[S, int, Table], None] = _none,
        extras: Callable[[S, int, str, Frame], list[Action]] = _no_actions,
        extra_actions: dict[str, ApplyFn] | None = None,
        hotel_sale: Callable[[S, int], int | None] = lambda st, street: None,
        street_sale: Callable[[S, int], int] | None = None,
        tradeable_cards: Callable[[S, int], list[int]] = lambda st, seat: [],
        stops_at_go: Callable[[S, int], bool] = lambda st, seat: False,
        after_bankrupt: Callable[[S, int, int, Table], None] = _none,
        hopeless: Callable[[S, int, int], bool] = lambda st, seat, amount: False,
        jail_rolls: int = 3,
        jail_reroll: Callable[[S], bool] = lambda st: False,
        max_trade_items: int = 3,
    ) -> None:
        self.name = name
        self.layout = layout
        # The board every seat sees, remembered (see `board_view`).
        self.board = BoardView(layout)
        self.money = money
        # How each class of frame behaves, and the classes by kind (for saves).
        self.frames = frames
        self.frame_classes = {ft.kind: cls for cls, ft in frames.items()}
        assert len(self.frame_classes) == len(frames), f"{name}: two frame classes share a kind"
        # What landing on each kind of space does (street, chance, train, ...).
        self.land = land
        self.describer = describer
        self._describers: dict[str, Describer] = {}
        self._plain: dict[str, dict[str, Action]] = {}
        # The remembered results of the rules' pure functions, by function (see `memo`).
        self.memos: dict[Callable[..., Any], Memo] = {}
        self.salary = salary
        self.jail_fee = jail_fee
        self.jail_space = jail_space
        # Shares out a bankrupt player's streets and cards (its money is seized first).
        self.bankrupt = bankrupt
        # Final scoring and the end of the game, with its reason.
        self.end_game = end_game
        # Called whenever a street changes from unowned to owned (Crooked Cash ends then).
        self.after_deed = after_deed
        # Extra effects of passing or landing on GO (Crooked Cash turns chips green).
        self.on_go = on_go
        # Card plays allowed at a named moment ("preroll", "jail", "buy", "ask_rent",
        # "pay_rent"), and how each extra action kind is applied.
        self.extras = extras
        self.extra_actions: dict[str, ApplyFn] = extra_actions or {}
        # Price the bank pays for a street's hotel (None: hotels are never sold back) and
        # for the street itself (default: its price).
        self.hotel_sale = hotel_sale
        self.street_sale = street_sale or (lambda st, street: layout.price[street])
        # Cards that may change hands in a trade (Get Out of Jail Free).
        self.tradeable_cards = tradeable_cards
        # Whether a token moving forward past GO stops there (Cheaters' end game, CH-18).
        self.stops_at_go = stops_at_go
        # Called once a bankrupt player has left and the stack is settled (Cheaters
        # auctions the streets it owed the bank, CH-14).
        self.after_bankrupt = after_bankrupt
        # Whether a debtor owing `amount` is bankrupt at once, without selling (Cheaters:
        # when selling everything to the bank could not cover it, CH-14).
        self.hopeless = hopeless
        self.jail_rolls = jail_rolls
        # Whether a prisoner who paid the fee after the last failed roll rolls again
        # (True) or moves by that failed roll (False).
        self.jail_reroll = jail_reroll
        self.max_trade_items = max_trade_items

    def kind_of(self, frame: Frame) -> str:
        """The kind `frame` is shown and saved as ("rent", "auction", ...)."""
        return self.frames[type(frame)].kind

    def restore_frame(self, d: dict[str, Any]) -> Frame:
        """The frame a save holds as `{"kind": ..., **fields}`."""
        kind = d.get("kind")
        cls = self.frame_classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"{self.name} has no frame kind {kind!r}")
        frame: Frame = cls.restore({k: v for k, v in d.items() if k != "kind"})
        return frame

    def describe(self, names: str) -> Describer:
        """The describer for this naming, remembered: asked for at nearly every decision
        (`flow.describer`), and a naming's describer never changes."""
        found = self._describers.get(names)
        if found is None:
            found = self._describers[names] = self.describer(names)
        return found

    def memo(self, build: Callable[..., Any]) -> Memo:
        """The remembered results of the pure function `build` in this edition: rules look
        up the actions they offer at nearly every decision through it (`memo.Memo`)."""
        found = self.memos.get(build)
        if found is None:
            found = self.memos[build] = Memo(build)
        return found

    def plain(self, names: str, kind: str) -> Action:
        """The action of `kind` with no fields in this naming, remembered: roll, land and
        the like are offered at most decisions, and the action for a kind never changes."""
        kinds = self._plain.get(names)
        if kinds is None:
            kinds = self._plain[names] = {}
        found = kinds.get(kind)
        if found is None:
            found = kinds[kind] = make(kind, self.describe(names), ())
        return found
