"""The "Review" button's endpoint: the expert bot's review of the asking seat's own decisions
in a finished game; 202 with its progress while it runs, 200 with the review once done,
kept in the database by (room, seat) and never given to another seat."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_helpers import WAIT, Server, play_to_end, running
from sqlalchemy import text

import monopolies as mp
from monopolies import replay
from monopolies.review import walk, words
from monopolies.server import review, work
from monopolies.server.review import usable
from monopolies.server.store import Store, open_engine

QUICK = 30
Json = dict[str, Any]


def ask(server: Server, code: str, token: str) -> httpx.Response:
    return server.http.post(f"/api/rooms/{code}/review", json={"token": token})


def reviewed(server: Server, code: str, token: str) -> tuple[Json, list[Json]]:
    """Ask until the review comes, as the browser does: the 200 answer and every 202 one
    before it, each checked to be progress that only goes forward."""
    under_way: list[Json] = []
    deadline = time.monotonic() + WAIT
    while True:
        r = ask(server, code, token)
        if r.status_code == 200:
            return r.json(), under_way
        assert r.status_code == 202, r.text
        assert r.headers["Retry-After"] == "1"
        answer = r.json()
        assert set(answer) == {"seat", "state", "done", "of"}
        if answer["state"] == "queued":
            assert answer["done"] == 0 and answer["of"] is None
        else:
            assert answer["state"] == "running" and 0 <= answer["done"] <= answer["of"]
        if under_way:
            assert answer["done"] >= under_way[-1]["done"]
        under_way.append(answer)
        assert time.monotonic() < deadline, "the review did not finish"
        time.sleep(0.05)


def finished_room(server: Server, **options: int) -> tuple[str, dict[int, str], replay.Replay]:
    """A two-person Deal game played to its end: its code, each seat's token and its replay."""
    made = server.create("deal", [None, None], name="Ann", options=options)
    code = made["code"]
    bob = server.join(code, "Bob")
    tokens = {0: made["token"], 1: bob["token"]}
    players = [server.player(code, tokens[s]) for s in (0, 1)]
    play_to_end(players)
    rec = replay.record(server.app.state.hub.rooms[code].room.game, ["Ann", "Bob"])
    for p in players:
        p.close()
    return code, tokens, rec


def test_each_player_gets_the_review_of_their_own_decisions(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        code, tokens, rec = finished_room(server, max_turns=6)
        store = server.app.state.hub.db.store
        for seat, token in tokens.items():
            answer, under_way = reviewed(server, code, token)
            # The first ask starts the review and says so at once.
            assert under_way[0] == {"seat": seat, "state": "queued", "done": 0, "of": None}
            assert answer["seat"] == seat
            decisions = answer["review"]["decisions"]
            assert decisions and {d["seat"] for d in decisions} == {seat}
            assert all(u["of"] == len(decisions) for u in under_way if u["state"] == "running")
            # The same review `monopolies review --seat N` gives for the room's game.
            expected = walk.review(rec, walk.choices(rec, [seat]), iterations=QUICK)
            assert decisions == [words.verdict_json(v) for v in expected]
            summary = answer["review"]["summary"]
            assert summary["seat"] == seat and summary["decisions"] == len(decisions)
            assert store.load_review(code, seat) == (QUICK, answer["review"])
        assert server.app.state.reviews.jobs == {}
        again = ask(server, code, tokens[0])
        assert again.status_code == 200
        assert again.json() == {"seat": 0, "review": store.load_review(code, 0)[1]}


def test_a_finished_review_outlives_the_server(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        code, tokens, _ = finished_room(server, max_turns=4)
        first, _ = reviewed(server, code, tokens[1])
    with running(tmp_path, review_iterations=QUICK) as server:
        again = ask(server, code, tokens[1])
        assert again.status_code == 200 and again.json() == first
    # A server with a bigger budget than the stored review's makes it again.
    with running(tmp_path, review_iterations=QUICK + 1) as server:
        assert ask(server, code, tokens[1]).status_code == 202
        redone, _ = reviewed(server, code, tokens[1])
        assert redone["review"]["iterations"] == QUICK + 1


def test_a_review_is_never_given_to_another_seat(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        code, tokens, _ = finished_room(server, max_turns=6)
        store = server.app.state.hub.db.store
        anns, _ = reviewed(server, code, tokens[0])
        # Bob's first ask starts his own review rather than answering Ann's.
        assert ask(server, code, tokens[1]).json()["state"] == "queued"
        bobs, _ = reviewed(server, code, tokens[1])
        assert bobs["seat"] == 1 and anns["review"] != bobs["review"]
        # Ann's review misfiled under Bob's seat is not shown to Bob: it is made again.
        store.save_review(code, 1, QUICK, anns["review"])
        assert ask(server, code, tokens[1]).status_code == 202
        again, _ = reviewed(server, code, tokens[1])
        assert again == bobs
        assert store.load_review(code, 1) == (QUICK, bobs["review"])


def test_a_damaged_row_is_made_again_not_a_crash(tmp_path: Path) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        code, tokens, _ = finished_room(server, max_turns=4)
        first, _ = reviewed(server, code, tokens[0])
        engine = server.app.state.hub.db.engine
        with engine.begin() as connection:
            connection.execute(text("UPDATE reviews SET review = 'not json {'"))
        assert ask(server, code, tokens[0]).status_code == 202
        again, _ = reviewed(server, code, tokens[0])
        assert again == first


@pytest.mark.parametrize(
    "row",
    [
        None,
        (QUICK, "a string"),
        (QUICK, []),
        ("30", {"iterations": QUICK}),
        (QUICK - 1, "made with a smaller budget"),
        (QUICK, {"iterations": QUICK, "decisions": [], "summary": {"seat": 1}}),
        (QUICK, {"iterations": QUICK, "decisions": [{"seat": 1}], "summary": {"seat": 0}}),
        (QUICK, {"iterations": QUICK, "decisions": [7], "summary": {"seat": 0}}),
        (QUICK, {"iterations": QUICK, "decisions": {}, "summary": {"seat": 0}}),
        (QUICK, {"iterations": 5, "decisions": [], "summary": {"seat": 0}}),
        (QUICK, {"decisions": [], "summary": {"seat": 0}}),
        (QUICK, {"iterations": QUICK, "decisions": [], "summary": None}),
    ],
)
def test_a_stored_review_is_used_only_when_whole_and_the_seats_own(row: Any) -> None:
    assert usable(row, 0, QUICK) is None
    whole = {"iterations": QUICK, "decisions": [{"seat": 0}], "summary": {"seat": 0}}
    assert usable((QUICK, whole), 0, QUICK) == whole
    assert usable((QUICK, whole), 1, QUICK) is None


def test_the_store_keeps_one_review_a_seat_and_survives_bad_json(db_url: str) -> None:
    engine = open_engine(db_url)
    store = Store(engine)
    store.save_room("ABCDEFGH", {"any": "record"}, "over")
    assert store.load_review("ABCDEFGH", 0) is None
    store.save_review("ABCDEFGH", 0, 10, {"iterations": 10, "n": "é"})
    store.save_review("ABCDEFGH", 0, 20, {"iterations": 20})
    store.save_review("ABCDEFGH", 1, 10, {"iterations": 10})
    assert store.load_review("ABCDEFGH", 0) == (20, {"iterations": 20})
    assert store.load_review("ABCDEFGH", 1) == (10, {"iterations": 10})
    if engine.dialect.name == "sqlite":  # PostgreSQL's JSON column refuses such text
        with engine.begin() as connection:
            connection.execute(text("UPDATE reviews SET review = '{broken' WHERE seat = 1"))
        assert store.load_review("ABCDEFGH", 1) is None
    engine.dispose()


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
        answer, _ = reviewed(server, code, made["token"])
        reviewed_moves = {d["move"] for d in answer["review"]["decisions"]}
        assert len(reviewed_moves) == 2 and reviewed_moves <= hers
        watcher.close()


def test_spectators_unfinished_games_full_shares_and_a_failed_review(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with running(tmp_path, review_iterations=QUICK) as server:
        made = server.create("deal", [None, "easy"], name="Ann", options={"max_turns": 4})
        code = made["code"]
        early = ask(server, code, made["token"])
        assert early.status_code == 409 and early.json()["reason"] == "not_over"
        ann = server.player(code, made["token"])
        play_to_end([ann])
        ann.close()
        for token in ("", "not-a-seat-token"):
            r = ask(server, code, token)
            assert r.status_code == 403 and r.json()["reason"] == "spectator"
        shares = server.app.state.reviews.shares
        others = [shares.take((f"OTHER{i:03}", 0), f"10.0.0.{i}") for i in range(8)]
        full = ask(server, code, made["token"])  # eight reviews under way: the cap
        assert full.status_code == 429 and full.json()["reason"] == "server_busy"
        assert full.headers["Retry-After"] == "60"
        for share in others:
            shares.release(share)
        mine = [shares.take((f"MINE{i:03}", 0), "127.0.0.1") for i in range(2)]
        full = ask(server, code, made["token"])  # this address has two under way already
        assert full.status_code == 429 and full.json()["reason"] == "too_many_reviews"
        for share in mine:
            shares.release(share)

        with monkeypatch.context() as patched:
            # The workers are other processes: what reaches them is the replay's bytes.
            patched.setattr(review.replay, "dumps", lambda _rec: b"not a replay")
            assert ask(server, code, made["token"]).status_code == 202
            deadline = time.monotonic() + WAIT
            while (failed := ask(server, code, made["token"])).status_code == 202:
                assert time.monotonic() < deadline
                time.sleep(0.05)
        assert failed.status_code == 500 and failed.json()["reason"] == "review_failed"
        assert shares.under_way == 0  # a failed review gives its share back
        assert ask(server, code, made["token"]).status_code == 202  # asked again: started over
        answer, _ = reviewed(server, code, made["token"])
        assert answer["seat"] == 0
        others = [shares.take((f"OTHER{i:03}", 0), f"10.0.0.{i}") for i in range(8)]
        assert ask(server, code, made["token"]).json() == answer  # full: a stored one answers


def test_a_review_judges_the_seats_own_decisions_in_batches() -> None:
    """What the workers are handed: the replay's bytes; the decisions with a choice among
    the person's own, and each batch's verdicts on exactly those."""
    game = mp.new_game("deal", players=2, seed=1, options={"max_turns": 4})
    while not game.over:
        game.act(game.legal_actions()[-1])
    rec = replay.record(game, ["Ann", "Bob"])
    data = replay.dumps(rec)
    choices = walk.choices(rec, [0])
    assert len(choices) >= 2
    everything = list(range(1, len(game.history) + 1))
    assert work.review_choices(data, 0, everything) == choices
    assert work.review_choices(data, 0, everything[: choices[1] - 1]) == choices[:1]
    half = len(choices) // 2
    verdicts = work.review_batch(data, choices[:half], QUICK) + work.review_batch(
        data, choices[half:], QUICK
    )
    assert [v.number for v in verdicts] == choices
    assert all(v.seat == 0 for v in verdicts)


def test_a_look_shows_a_stored_or_running_review_and_starts_none(tmp_path: Path) -> None:
    """The results screen looks when it opens (`start: false`): nothing yet is review
    null with no job started; a review under way answers its progress; a stored one, the
    review."""
    with running(tmp_path, review_iterations=QUICK) as server:
        code, tokens, _ = finished_room(server, max_turns=4)

        def look(seat: int) -> httpx.Response:
            body = {"token": tokens[seat], "start": False}
            return server.http.post(f"/api/rooms/{code}/review", json=body)

        r = look(0)
        assert r.status_code == 200 and r.json() == {"seat": 0, "review": None}
        assert server.app.state.reviews.jobs == {}
        assert ask(server, code, tokens[0]).status_code == 202
        first = look(0)  # under way, or (a quick review) already done
        if first.status_code == 202:
            assert set(first.json()) == {"seat", "state", "done", "of"}
        else:
            assert first.status_code == 200 and first.json()["review"]
        answer, _ = reviewed(server, code, tokens[0])
        r = look(0)
        assert r.status_code == 200 and r.json() == answer
        r = look(1)
        assert r.status_code == 200 and r.json() == {"seat": 1, "review": None}
        assert server.app.state.reviews.jobs == {}
