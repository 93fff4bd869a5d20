"""Chat at the table: who reads what (a spectator's line never reaches a player during a
game, nor anyone with the host's spectator chat off), hostile text cleaned as names are,
every limit refused with its reason, mutes, and lines kept across a restart."""

from __future__ import annotations

import contextlib
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from server_helpers import Player, Server, running

from monopolies.server.names import INVISIBLE_CATEGORIES

Json = dict[str, Any]


def say(player: Player, text: str, **more: Any) -> Json:
    """Write a line; the line as the writer is sent it back, or the error (what came
    before it is read first)."""
    drain(player, 0.05)
    player.send({"type": "chat", "text": text, **more})
    return player.wait(lambda m: m["type"] in ("chat", "error") and not m.get("reset"))


def drain(player: Player, seconds: float = 0.3) -> list[Json]:
    got = []
    with contextlib.suppress(TimeoutError):
        while True:
            got.append(player.receive(timeout=seconds))
    return got


def lines_seen(player: Player) -> list[str]:
    return [line["text"] for m in player.messages if m["type"] == "chat" for line in m["lines"]]


def two_players(server: Server, **body: Any) -> tuple[Json, Player, Player]:
    made = server.create("deal", [None, None], name="Ann", **body)
    bob = server.join(made["code"], "Bob")
    ann_p = server.player(made["code"], made["token"])
    bob_p = server.player(made["code"], bob["token"])
    return made, ann_p, bob_p


def test_players_lines_reach_everyone_and_carry_nothing_of_the_game(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made, ann, bob = two_players(server)
        watcher = server.player(made["code"], None)
        drain(ann)
        version = bob.state["version"]
        answer = say(ann, "  Good \t game\n")
        assert answer["type"] == "chat", answer
        line = answer["lines"][0]
        assert line == {"by": "seat0", "name": "Ann", "text": "Good game", "watcher": False}
        for other in (bob, watcher):
            got = other.wait(lambda m: m["type"] == "chat" and not m["reset"])
            assert got["lines"] == [line]
        assert not [m for m in drain(bob) if m["type"] == "state"]
        assert bob.state["version"] == version
        for p in (ann, bob, watcher):
            p.close()


def test_a_spectators_line_never_reaches_a_player_during_the_game(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made, ann, bob = two_players(server)
        cy = server.player(made["code"], None)
        dee = server.player(made["code"], None)
        drain(ann)
        drain(bob)
        answer = say(cy, "Bob has the Boardwalk", name="Cy")
        assert answer["lines"][0]["watcher"] and answer["lines"][0]["name"] == "Cy"
        heard = dee.wait(lambda m: m["type"] == "chat" and not m["reset"])
        assert heard["lines"][0]["name"] == "Cy"
        # Not the line, and no message at all: not even how many lines were written.
        assert drain(ann) == [] and drain(bob) == []
        late = server.player(made["code"], made["token"])  # a player arriving later
        drain(late)
        for player in (ann, bob, late):
            assert "Bob has the Boardwalk" not in "".join(player.raw)
        watcher_late = server.player(made["code"], None)
        history = watcher_late.wait(lambda m: m["type"] == "chat")
        assert [line["text"] for line in history["lines"]] == ["Bob has the Boardwalk"]
        for p in (ann, bob, cy, dee, late, watcher_late):
            p.close()


def test_spectators_lines_reach_players_in_the_lobby(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("deal", [None, None], name="Ann")
        ann = server.player(made["code"], made["token"])
        cy = server.player(made["code"], None)
        say(cy, "I'll join in a minute", name="Cy")
        got = ann.wait(lambda m: m["type"] == "chat" and not m["reset"])
        assert got["lines"][0]["text"] == "I'll join in a minute"
        ann.close()
        cy.close()


def test_with_spectator_chat_off_nobody_gets_a_spectators_line(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("deal", [None, None], name="Ann", watchers_chat=False)
        ann = server.player(made["code"], made["token"])
        cy = server.player(made["code"], None)
        dee = server.player(made["code"], None)
        refusal = say(cy, "psst", name="Cy")
        assert refusal["type"] == "error" and refusal["reason"] == "chat_off"
        assert say(ann, "hello")["type"] == "chat"
        assert dee.wait(lambda m: m["type"] == "chat" and not m["reset"])["lines"][0]["text"] == (
            "hello"
        )
        drain(dee)
        drain(ann)
        assert "psst" not in "".join(ann.raw + dee.raw)
        for p in (ann, cy, dee):
            p.close()


HOSTILE = [
    ("Good\u202e game", "Good game"),  # right-to-left override
    ("\u2067gg\u2069", "gg"),  # isolates
    ("y\u200bo\u200du\ufeffr turn", "your turn"),  # zero-width, joiner, BOM
    ("hi\x00\x07\x1b[31m", "hi[31m"),  # NUL, bell, escape
    ("line\none\u2028two", "line one two"),
    ("Jose\u0301", "José"),
    ("<b>bold</b>", "<b>bold</b>"),  # text only: markup is shown as typed
]


@pytest.mark.parametrize(("given", "shown"), HOSTILE)
def test_chat_text_keeps_only_visible_characters(tmp_path: Path, given: str, shown: str) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        answer = say(ann, given)
        assert answer["lines"][0]["text"] == shown
        ann.close()


def test_bad_lines_are_refused_with_a_reason_and_change_nothing(tmp_path: Path) -> None:
    with running(tmp_path, chat_chars=20) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        watcher = server.player(made["code"], None)
        for text in ("\u202e\u200b", "   ", "x" * 21):
            refusal = say(ann, text)
            assert refusal["type"] == "error" and refusal["reason"] == "bad_chat", refusal
        assert say(ann, "x" * 20)["type"] == "chat"
        # A lone surrogate cannot be read as JSON text at all; the connection stays open.
        ann.ws.send('{"type": "chat", "text": "a\\ud800b"}')
        assert ann.wait(lambda m: m["type"] == "error")["reason"] == "bad_message"
        for bad_name, reason in ((None, "bad_name"), ("\u200b", "bad_name"), ("aNN", "name_taken")):
            refusal = say(watcher, "hello", **({"name": bad_name} if bad_name else {}))
            assert refusal["reason"] == reason, refusal
        assert say(watcher, "hello", name="\u202eBea\x00")["lines"][0]["name"] == "Bea"
        ann.send({"type": "ping"})
        ann.wait(lambda m: m["type"] == "pong")
        assert lines_seen(ann) == ["x" * 20]  # the spectator's line: not during the game
        ann.close()
        watcher.close()


def test_each_person_writes_at_a_limited_rate(tmp_path: Path) -> None:
    with running(tmp_path, chat_burst=3, chat_every=30.0) as server:
        made, ann, bob = two_players(server)
        for i in range(3):
            assert say(ann, f"line {i}")["type"] == "chat"
        refusal = say(ann, "one more")
        assert refusal["reason"] == "chat_slow_down" and 0 < refusal["retry_after"] <= 30
        again = server.player(made["code"], made["token"])  # another socket, same seat
        assert say(again, "and another")["reason"] == "chat_slow_down"
        assert say(bob, "mine")["type"] == "chat"  # each person has their own budget
        watchers = [server.player(made["code"], None) for _ in range(2)]
        for i in range(3):
            assert say(watchers[i % 2], f"w{i}", name="Cy")["type"] == "chat"
        assert say(watchers[1], "w3", name="Cy")["reason"] == "chat_slow_down"  # one address
        for p in (ann, bob, again, *watchers):
            p.close()


def test_a_full_chat_refuses_more_and_spectators_cannot_fill_the_players(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url, chat_lines=2) as server:
        made, ann, bob = two_players(server)
        cy = server.player(made["code"], None)
        assert say(cy, "w1", name="Cy")["type"] == say(cy, "w2", name="Cy")["type"] == "chat"
        assert say(cy, "w3", name="Cy")["reason"] == "chat_full"
        assert say(ann, "one")["type"] == say(bob, "two")["type"] == "chat"
        assert say(ann, "three")["reason"] == "chat_full"
        code = made["code"]
        for p in (ann, bob, cy):
            p.close()
    with running(tmp_path, db_url=db_url, chat_lines=3) as server:  # counted from the database
        ann = server.player(code, made["token"])
        assert say(ann, "four")["type"] == "chat" and say(ann, "five")["reason"] == "chat_full"
        ann.close()


def test_the_host_mutes_a_person(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made, ann, bob = two_players(server)
        watcher = server.player(made["code"], None)
        say(bob, "rude")
        line = say(watcher, "ruder", name="Cy")["lines"][0]
        bob.send({"type": "mute", "who": "seat0"})
        assert bob.wait(lambda m: m["type"] == "error")["reason"] == "not_host"
        ann.send({"type": "mute", "who": line["by"]})
        reset = watcher.wait(lambda m: m["type"] == "chat" and m["reset"])
        assert [x["text"] for x in reset["lines"]] == ["rude"]
        assert say(watcher, "again", name="Cy")["reason"] == "muted"
        ann.send({"type": "mute", "who": "seat1"})
        reset = ann.wait(lambda m: m["type"] == "chat" and m["reset"] and not m["lines"])
        assert say(bob, "sorry")["reason"] == "muted"
        room = server.http.get(f"/api/rooms/{made['code']}").json()
        assert set(room["muted"]) == {"seat1", line["by"]}
        assert "." not in line["by"] and "127" not in line["by"]  # no address in the id
        ann.send({"type": "mute", "who": "seat1", "muted": False})
        ann.wait(lambda m: m["type"] == "chat" and m["reset"] and m["lines"])
        assert say(bob, "sorry")["type"] == "chat"
        ann.send({"type": "mute", "who": "seat0"})  # not yourself
        assert ann.wait(lambda m: m["type"] == "error")["reason"] == "bad_message"
        for p in (ann, bob, watcher):
            p.close()


def test_the_chat_and_its_mutes_come_back_after_a_restart(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made, ann, bob = two_players(server)
        say(ann, "first")
        say(bob, "second")
        ann.send({"type": "mute", "who": "seat1", "muted": True})
        ann.wait(lambda m: m["type"] == "chat" and m["reset"])
        ann.send({"type": "mute", "who": "seat1", "muted": False})
        ann.wait(lambda m: m["type"] == "chat" and m["reset"] and len(m["lines"]) == 2)
        ann.send({"type": "mute", "who": "seat1"})
        ann.wait(lambda m: m["type"] == "chat" and m["reset"] and len(m["lines"]) == 1)
        code, token = made["code"], made["token"]
    with running(tmp_path, db_url=db_url) as server:
        ann = server.player(code, token)
        history = ann.wait(lambda m: m["type"] == "chat")
        assert [line["text"] for line in history["lines"]] == ["first"]
        assert say(ann, "third")["type"] == "chat"
        again = server.player(code, token)
        history = again.wait(lambda m: m["type"] == "chat")
        assert [line["text"] for line in history["lines"]] == ["first", "third"]
        again.close()
        ann.close()


def test_no_line_sent_ever_holds_an_invisible_character(tmp_path: Path) -> None:
    """Every control, format and separator character that is not a space, written in one
    line: none comes back."""
    invisible = "".join(
        chr(c)
        for c in range(0x20000)
        if unicodedata.category(chr(c)) in INVISIBLE_CATEGORIES - {"Cs", "Co", "Cn"}
        and not chr(c).isspace()
    )
    with running(tmp_path, chat_chars=10_000, max_message_bytes=65_000) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        answer = say(ann, f"a{invisible}b")
        assert answer["lines"][0]["text"] == "ab"
        ann.close()
