"""The "Suggest" message: the expert bot's three best moves for the asking seat, and the room
option that turns hints off."""

from __future__ import annotations

import re
from pathlib import Path

from server_helpers import running

from monopolies.bots import hints
from monopolies.server.rooms import default_hints


def test_hints_are_on_for_one_person_against_bots_and_off_for_two_people() -> None:
    assert default_hints([None, "hard", "easy"])
    assert default_hints(["hard", "medium"])
    assert not default_hints([None, None, "medium"])


def test_a_seat_to_act_gets_three_suggestions_in_its_menu_words(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        assert made["room"]["hints"] is True
        ann = server.player(made["code"], made["token"])
        assert ann.my_turn()
        version = ann.state["version"]
        ann.send({"type": "hint", "version": version})
        answer = ann.wait(lambda m: m["type"] in ("hint", "error"))
        assert answer["type"] == "hint" and answer["version"] == version
        moves = answer["moves"]
        assert len(moves) == 3
        assert moves[0]["sentence"].startswith("Best: ")
        for move in moves:
            assert move["text"] == ann.state["menu"][move["index"]]["text"]
            assert 0 <= move["chance"] <= 1
            # The sentence rounds the exact chance; the message carries it to 3 places.
            said = re.search(r"wins about (\d+)% of the time", move["sentence"])
            assert said is not None and abs(int(said[1]) - 100 * move["chance"]) <= 0.51
        # The same search as bots.hints on the room's game, seen from Ann's seat.
        room = server.app.state.hub.rooms[made["code"]].room
        expected = hints.hint(room.game, 0)
        assert [m["index"] for m in moves] == [s.index for s in expected]
        ann.send({"type": "hint", "version": "0f" * 8})
        assert "earlier state" in ann.error()
        ann.close()


def test_hints_off_refuses_with_a_reason_and_watchers_get_none(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="Ann", options={"max_turns": 4})
        assert made["room"]["hints"] is False  # two people: off unless the host says so
        code = made["code"]
        bob = server.join(code, "Bob")
        ann = server.player(code, made["token"])
        assert ann.state["room"]["status"] == "playing"
        ann.send({"type": "hint", "version": ann.state["version"]})
        refusal = ann.wait(lambda m: m["type"] == "error")
        assert refusal["reason"] == "hints_off" and "off" in refusal["error"]
        ann.close()
        on = server.create("deal", [None, None], name="Cy", hints=True)
        assert on["room"]["hints"] is True
        watcher = server.player(on["code"], None)
        watcher.send({"type": "hint", "version": ""})
        assert watcher.wait(lambda m: m["type"] == "error")["reason"] == "spectator"
        watcher.close()
        assert bob["seat"] == 1


def test_a_seat_not_to_act_is_told_hints_are_for_its_turn(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="Ann", hints=True)
        bob = server.join(made["code"], "Bob")
        players = [server.player(made["code"], t) for t in (made["token"], bob["token"])]
        [waiting] = [p for p in players if not p.my_turn()]
        waiting.send({"type": "hint", "version": waiting.state["version"]})
        refusal = waiting.wait(lambda m: m["type"] == "error")
        assert refusal["reason"] == "not_your_turn"
        for p in players:
            p.close()
