"""`monopolies variants`: every game id with its player counts and house-rule options."""

from __future__ import annotations

import json

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

import monopolies


def render() -> RenderableType:
    parts: list[RenderableType] = []
    for game_id, rules in monopolies.VARIANTS.items():
        parts.append(
            Text.assemble(
                (game_id, "bold cyan"),
                f"  {rules.min_players}-{rules.max_players} players, rules v{rules.version}",
            )
        )
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column("--option KEY=DEFAULT", style="bold", no_wrap=True)
        table.add_column("what it does")
        for name, option in rules.options_spec.items():
            if option.choices is not None:
                values = " | ".join(_show(c) for c in option.choices)
            elif option.minimum is not None:
                values = f"a whole number from {option.minimum} to {option.maximum}"
            else:
                values = "true | false" if option.kind is bool else option.kind.__name__
            what = Text.assemble((option.title, "bold"), ": ", option.help, "\n", (values, "dim"))
            table.add_row(f"{name}={_show(option.default)}", what)
        parts += [table, Text("")]
    parts.append(Text("Example: monopolies play deal --option max_turns=50 --option names=uk"))
    return Group(*parts)


def _show(value: object) -> str:
    """A value as typed after `--option key=`: strings bare, the rest as JSON (true, 50)."""
    return value if isinstance(value, str) else json.dumps(value)
