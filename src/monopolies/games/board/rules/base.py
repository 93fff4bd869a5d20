"""The engine hooks every board edition answers the same way, from the frame stack.

An edition's `Rules` subclass inherits these and adds its fact sheet, setup, observation,
hidden information, saving and action ids.
"""

from __future__ import annotations

from typing import Any, TypeVar

from mypy_extensions import mypyc_attr

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Rules, Table
from monopolies.games.board.rules import flow
from monopolies.games.board.rules.state import BoardState

S = TypeVar("S", bound=BoardState)


@mypyc_attr(allow_interpreted_subclasses=True)
class BoardRules(Rules[S]):
    def to_act(self, state: S) -> int | None:
        return flow.to_act(state)

    def legal(self, state: S) -> list[Action]:
        return flow.legal(state)

    def apply(self, state: S, action: Action, table: Table) -> None:
        flow.apply(state, action, table)

    def explain(self, state: S, action: Action) -> str:
        if action.kind not in flow.known_kinds(state):
            return f"{self.name} has no action {action.kind!r}"
        who = flow.to_act(state)
        deciding = state.edition.kind_of(state.top)
        kinds = sorted({a.kind for a in flow.legal(state)})
        return (
            f"{action} is not legal now: seat {who} is deciding ({deciding}) "
            f"and may: {', '.join(kinds)}"
        )

    def over(self, state: S) -> bool:
        return state.over

    def result(self, state: S) -> Json:
        return {
            "winners": list(state.winners),
            "scores": list(state.scores),
            "reason": state.reason,
        }

    def turn(self, state: S) -> int:
        return state.turn

    def clone_state(self, state: S) -> S:
        new: Any = state.clone()
        return new  # type: ignore[no-any-return]
