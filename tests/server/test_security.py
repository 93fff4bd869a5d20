"""What a client can never do: act for another seat, see another seat's or room's secrets,
flood the server, guess room codes, or receive a save."""

from __future__ import annotations

import contextlib
import math
import random
import time
from collections import Counter
from pathlib import Path

import pytest
from server_helpers import running
from websockets.exceptions import ConnectionClosed

import monopolies as mp
from monopolies.games.deal.data import DECK_SIZE, FACE
from monopolies.server.rooms import CODE_ALPHABET, CODE_LENGTH, Room, Seat, new_token


def test_a_player_cannot_act_for_another_seat(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("deal", [None, None], name="Ann")
        bob_seat = server.join(made["code"], "Bob")
        ann = server.player(made["code"], made["token"])
        bob = server.player(made["code"], bob_seat["token"])
        ann.wait(lambda m: m["type"] == "state" and m["room"]["seats"][1]["connected"])
        assert ann.my_turn() and not bob.my_turn()
        legal = ann.state["view"]["legal"][0]
        bob.send({"type": "act", "action": legal, "version": ann.state["version"]})
        assert "not seat 1's decision" in bob.error()
        assert server.http.get(f"/api/rooms/{made['code']}").json()["to_act"] == 0
        assert bob.state["view"]["legal"] == [] and bob.state["menu"] == []
        ann.close()
        bob.close()


def test_each_seat_sees_only_its_own_hand(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("deal", [None, None], name="Ann", options={"max_turns": 6})
        bob_seat = server.join(made["code"], "Bob")
        ann = server.player(made["code"], made["token"])
        bob = server.player(made["code"], bob_seat["token"])
        from server_helpers import play_to_end

        play_to_end([ann, bob])
        hands: dict[int, dict[int, Counter[int]]] = {0: {}, 1: {}}  # by public events seen
        for seat, player in ((0, ann), (1, bob)):
            for m in player.messages:
                if m["type"] == "state" and m["view"] is not None:
                    assert m["you"] == seat and m["view"]["seat"] == seat
                    hands[seat][m["room"]["events"]] = Counter(m["view"]["hand"])
        shared = set(hands[0]) & set(hands[1])
        assert len(shared) > 3
        # Cards are named by face (rulings D-17): two hands may show one face, never more
        # copies of it between them than the deck holds.
        copies = Counter(FACE[:DECK_SIZE])
        for step in shared:
            assert not hands[0][step] + hands[1][step] - copies
        ann.close()
        bob.close()


def test_a_token_opens_no_seat_in_another_room(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        first = server.create("deal", [None, "easy"], name="Ann")
        second = server.create("deal", [None, "easy"], name="Eve")
        eve_in_first = server.player(first["code"], second["token"])
        assert "not for this room" in str(eve_in_first.messages[0])
        assert eve_in_first.state["you"] is None
        assert "hand" not in eve_in_first.state["view"]
        r = server.http.post(f"/api/rooms/{first['code']}/start", json={"token": second["token"]})
        assert r.status_code in (403, 409)
        eve_in_first.close()


def test_room_codes_cannot_be_enumerated_cheaply(tmp_path: Path, db_url: str) -> None:
    assert CODE_LENGTH * math.log2(len(CODE_ALPHABET)) >= 40
    with running(tmp_path, db_url=db_url, misses_per_minute=5) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        codes = {made["code"]} | {server.create("deal", ["easy", "easy"])["code"] for _ in range(3)}
        assert len(codes) == 4
        statuses = [server.http.get(f"/api/rooms/AAAAAAA{i}").status_code for i in range(2, 9)]
        assert statuses[:5] == [404] * 5 and set(statuses[5:]) == {429}
        ws_refused = server.http.get(f"/api/rooms/{made['code']}").status_code
        assert ws_refused == 429


def test_room_creation_is_limited_per_address(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url, rooms_per_minute=3) as server:
        body = {"game": "deal", "seats": ["easy", "easy"]}
        statuses = [server.http.post("/api/rooms", json=body).status_code for _ in range(5)]
        assert statuses == [201, 201, 201, 429, 429]


def test_messages_are_limited_in_size_and_rate(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url, messages_per_second=5, message_burst=5) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        for _ in range(20):
            ann.send({"type": "ping"})
        answers = []
        with contextlib.suppress(TimeoutError):
            while True:
                answers.append(ann.receive(timeout=0.5))
        kinds = [a["type"] for a in answers]
        assert kinds.count("pong") <= 6 and kinds.count("error") == 1  # said once
        assert "slow down" in str(answers)
        ann.ws.send("x" * 10_000)
        time.sleep(1.2)
        assert "too large" in ann.error()
        ann.send({"type": "ping"})
        ann.wait(lambda m: m["type"] == "pong")
        ann.close()


def test_a_connection_that_keeps_flooding_is_closed(tmp_path: Path, db_url: str) -> None:
    settings = {"messages_per_second": 1, "message_burst": 2, "flood_messages": 10}
    with running(tmp_path, db_url=db_url, **settings) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        for _ in range(30):
            with contextlib.suppress(ConnectionClosed):
                ann.send({"type": "ping"})
        reasons = []
        with contextlib.suppress(ConnectionClosed):
            while True:
                reasons.append(ann.receive(timeout=5).get("reason"))
        assert reasons.count("slow_down") == 1 and reasons[-1] == "flood"
        again = server.player(made["code"], made["token"])
        assert again.state["you"] == 0
        again.close()


def test_no_message_ever_carries_a_save(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("crooked-cash", [None, "medium"], name="Ann")
        ann = server.player(made["code"], made["token"])
        watcher = server.player(made["code"], None)
        for _ in range(8):
            if ann.my_turn():
                ann.move(0)
            else:
                ann.receive()
        text = "".join(ann.raw + watcher.raw)
        for secret in ('"rng"', '"format"', '"history"', '"seed"', "monopolies/save"):
            assert secret not in text
        summary = server.http.get(f"/api/rooms/{made['code']}").text
        assert '"seed"' not in summary and '"token"' not in summary
        assert server.http.get(f"/api/replays/{made['code']}").status_code == 409
        assert server.http.get(f"/api/replays/{made['code']}/view/1").status_code == 409
        ann.close()
        watcher.close()


def test_tokens_are_stored_only_as_hashes() -> None:
    token, digest = new_token()
    assert len(token) >= 32 and token not in digest
    room = Room("ABCDEFGH", "deal", 1, {}, [Seat(name="Ann", token=digest), Seat(bot="easy")])
    assert room.seat_of(token) == 0 and room.seat_of(digest) is None
    assert room.seat_of(None) is None and room.seat_of("x" * 500) is None
    assert token not in str(room.record())


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_the_spectator_view_holds_no_private_information(variant: str) -> None:
    """Redrawing what any one seat cannot see never changes what a spectator sees."""
    rng = random.Random(7)
    rules = mp.VARIANTS[variant]
    for players in (rules.min_players, min(4, rules.max_players)):
        game = mp.new_game(variant, players, seed=rng.randrange(10**6))
        for _ in range(12):
            for _ in range(rng.randrange(1, 30)):
                if game.over:
                    break
                legal = game.legal_actions()
                game.act(legal[rng.randrange(len(legal))])
            view = game.observe(None)
            private = {k for k in game.observe(0) if k not in view}
            assert {"legal", "seat"} <= set(view) and view["seat"] is None
            assert "hand" not in view and "my_notes" not in view
            assert private, "every game has something only a seat knows"
            for seat in range(players):
                assert game.resample(seat, rng).observe(None) == view
