"""The "Review" button's endpoint: the hard bot's review of the asking seat's own decisions
in a finished game, one running review per room, kept once done."""

from __future__ import annotations

from pathlib import Path

import pytest
from server_helpers import play_to_end, running

import monopolies as mp
from monopolies import replay
from monopolies.review import walk, words
from monopolies.server import review
from monopolies.server.review import Reviews, ReviewStopped
from monopolies.server.settings import Settings

QUICK = 30


def test_each_player_gets_the_review_of_their_own_decisions(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        made = server.create("deal", [None, None], name="Ann", options={"max_turns": 6})
        code = made["code"]
        bob = server.join(code, "Bob")
        tokens = {0: made["token"], 1: bob["token"]}
        players = [server.player(code, tokens[s]) for s in (0, 1)]
        play_to_end(players)
        room = server.app.state.hub.rooms[code].room
        rec = replay.record(room.game, ["Ann", "Bob"])
        for seat, token in tokens.items():
            r = server.http.post(f"/api/rooms/{code}/review", json={"token": token})
            assert r.status_code == 200, r.text
            answer = r.json()
            assert answer["seat"] == seat
            decisions = answer["review"]["decisions"]
            assert decisions and {d["seat"] for d in decisions} == {seat}
            # The same review `monopolies review --seat N` gives for the room's game.
            expected = walk.review(rec, walk.choices(rec, [seat]), iterations=QUICK)
            assert decisions == [words.verdict_json(v) for v in expected]
            summary = answer["review"]["summary"]
            assert summary["seat"] == seat and summary["decisions"] == len(decisions)
        kept = server.app.state.reviews.done
        assert set(kept) == {(code, 0), (code, 1)}
        again = server.http.post(f"/api/rooms/{code}/review", json={"token": tokens[0]})
        assert again.json()["review"] is not None and again.json() == {
            "seat": 0,
            "review": kept[(code, 0)],
        }
        for p in players:
            p.close()


def test_moves_a_stand_in_bot_made_are_not_the_persons(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK, away_after=0.1) as server:
        made = server.create("deal", [None, "easy"], name="Ann", options={"max_turns": 6})
        code = made["code"]
        ann = server.player(code, made["token"])
        choices = 0
        while choices < 2:  # two decisions of her own, each among two or more moves
            if not ann.my_turn():
                ann.wait(lambda m: m["type"] == "state" and ann.my_turn())
            choices += len(ann.state["view"]["legal"]) > 1
            ann.move(-1)
        ann.close()  # Ann leaves; a stand-in bot plays her seat to the end
        watcher = server.player(code, None)
        watcher.wait_until_over()
        loaded = server.app.state.hub.db.store.load_room(code)
        assert loaded is not None
        seat_0 = [(n, by_bot) for n, (s, _, by_bot) in enumerate(loaded[1], 1) if s == 0]
        hers = {n for n, by_bot in seat_0 if not by_bot}
        assert any(by_bot for _, by_bot in seat_0)
        r = server.http.post(f"/api/rooms/{code}/review", json={"token": made["token"]})
        reviewed = {d["move"] for d in r.json()["review"]["decisions"]}
        assert len(reviewed) == 2 and reviewed <= hers
        watcher.close()


def test_spectators_unfinished_games_and_a_second_ask_meanwhile_are_refused(
    tmp_path: Path,
) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        made = server.create("deal", [None, "easy"], name="Ann", options={"max_turns": 4})
        code = made["code"]
        url = f"/api/rooms/{code}/review"
        early = server.http.post(url, json={"token": made["token"]})
        assert early.status_code == 409 and early.json()["reason"] == "not_over"
        ann = server.player(code, made["token"])
        play_to_end([ann])
        for token in ("", "not-a-seat-token"):
            r = server.http.post(url, json={"token": token})
            assert r.status_code == 403 and r.json()["reason"] == "spectator"
        server.app.state.reviews.running.add(code)  # as while another seat's review runs
        busy = server.http.post(url, json={"token": made["token"]})
        assert busy.status_code == 409 and busy.json()["reason"] == "review_running"
        assert busy.headers["Retry-After"] == "5"
        server.app.state.reviews.running.discard(code)
        others = {f"OTHER{i:03}" for i in range(8)}  # eight other rooms' reviews queued
        server.app.state.reviews.running |= others
        full = server.http.post(url, json={"token": made["token"]})
        assert full.status_code == 503 and full.json()["reason"] == "too_many_reviews"
        server.app.state.reviews.running -= others
        assert server.http.post(url, json={"token": made["token"]}).status_code == 200
        ann.close()


def test_a_stopping_server_cuts_a_running_review_short() -> None:
    game = mp.new_game("deal", players=2, seed=1, options={"max_turns": 4})
    while not game.over:
        game.act(game.legal_actions()[-1])
    rec = replay.record(game, ["Ann", "Bob"])
    mine = walk.choices(rec, [0])
    reviews = Reviews(Settings(review_iterations=QUICK))
    assert review._review(rec, 0, mine, reviews)["summary"]["decisions"] == len(mine)
    reviews.close()
    with pytest.raises(ReviewStopped):
        review._review(rec, 0, mine, reviews)
