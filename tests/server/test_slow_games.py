"""Slow games (docs/server.md, "Slow games"): turn timers of hours or days, said in words;
in a slow game a person who closes the tab keeps their seat (no stand-in after
`away_after`), the timer alone brings one."""

from __future__ import annotations

import time
from pathlib import Path

from server_helpers import running

from monopolies.server.listing import timer_words


def test_timers_of_hours_and_days_are_said_in_words() -> None:
    assert timer_words(3600) == "1 h per decision"
    assert timer_words(86400) == "1 day per decision"
    assert timer_words(3 * 86400) == "3 days per decision"
    assert timer_words(180) == "3 min per decision"


def test_in_a_slow_game_a_player_who_leaves_keeps_their_seat(tmp_path: Path) -> None:
    with running(tmp_path, away_after=0.2) as server:
        week = 7 * 86400
        too_long = server.http.post(
            "/api/rooms", json={"game": "deal", "seats": [None, None], "turn_seconds": week + 1}
        )
        assert too_long.status_code == 422
        made = server.create("deal", [None, None], name="Ann", turn_seconds=86400)
        code = made["code"]
        bob_seat = server.join(code, "Bob")
        ann = server.player(code, made["token"])
        bob = server.player(code, bob_seat["token"])
        assert ann.state["room"]["turn_seconds"] == 86400
        assert 86000 < ann.state["room"]["deadline_in"] <= 86400
        bob.close()
        time.sleep(1.0)  # five times away_after
        seats = server.http.get(f"/api/rooms/{code}").json()["seats"]
        assert not seats[1]["connected"] and not seats[1]["away"]
        ann.close()


def test_a_turn_keeps_its_deadline_when_the_server_restarts(tmp_path: Path) -> None:
    """The clock is stored when it starts: a room loaded again (a restart, another process,
    a slow game unloaded while nobody watched) gives nobody extra time."""
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="Ann", turn_seconds=86400)
        bob_seat = server.join(made["code"], "Bob")
        ann = server.player(made["code"], made["token"])
        first = ann.state["room"]["deadline_in"]
        ann.close()
    time.sleep(1.5)
    with running(tmp_path) as server:
        ann = server.player(made["code"], made["token"])
        bob = server.player(made["code"], bob_seat["token"])
        assert ann.state["room"]["deadline_in"] <= first - 1.0
        mover = ann if ann.my_turn() else bob
        mover.move(0)
        assert mover.state["room"]["deadline_in"] > first - 1.0  # the next clock starts anew
        ann.close()
        bob.close()
