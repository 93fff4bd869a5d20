"""Ratings (docs/server.md, "Who you are", "Ratings"): a finished game's ranking moves the
ratings exactly as OpenSkill's Plackett-Luce model says, once per room, never for an
unfinished game; bot seats count at their level's ladder rating; profiles and leaderboards
show the results, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from openskill.models import PlackettLuce
from server_helpers import play_to_end, running

from monopolies.ratings import Rating, bot_rating, fresh, rank_places, rate
from monopolies.server.identity import key_hash, new_player_id
from monopolies.server.rating import rate_room
from monopolies.server.rooms import Room, Seat, new_token
from monopolies.server.store import Database

KEYS = ["ann-secret-key-0123456789", "bob-secret-key-0123456789"]


def test_places_come_from_winners_then_scores_with_ties_shared() -> None:
    assert rank_places({"winners": [2], "scores": [5, 9, 1]}) == [3, 2, 1]
    assert rank_places({"winners": [0, 1], "scores": [3, 3, 7]}) == [1, 1, 3]
    assert rank_places({"winners": [], "scores": [4, 4, 2]}) == [1, 1, 3]


def test_a_three_player_game_moves_ratings_as_openskill_says() -> None:
    before = [Rating(30.0, 5.0, 4), fresh(), Rating(20.0, 3.0, 9)]
    places = rank_places({"winners": [1], "scores": [2, 5, 2]})
    assert places == [2, 1, 2]
    after = rate(before, places)
    model = PlackettLuce()
    teams = [[model.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    expected = model.rate(teams, ranks=[2, 1, 2])
    for mine, (theirs,) in zip(after, expected, strict=True):
        assert mine.mu == pytest.approx(theirs.mu) and mine.sigma == pytest.approx(theirs.sigma)
    assert [r.games for r in after] == [5, 1, 10]
    assert after[1].mu > 25 and after[0].mu < 30


def _finished_room(db: Database, code: str, players: list[str | None]) -> Room:
    """A three-seat Deal room (two people, one hard bot) played to its end."""
    seats = [Seat(name=f"p{i}", token=new_token()[1], player=p) for i, p in enumerate(players)]
    room = Room(
        code=code,
        variant="deal",
        seed=7,
        options={"max_turns": 8},
        seats=[*seats, Seat(bot="hard", name="hard bot")],
    )
    room.start(room.new_game())
    game = room.game
    assert game is not None
    db.store.save_room(code, room.record(), room.status)
    while not game.over:
        seat = game.to_act
        assert seat is not None
        action = game.legal_actions()[-1]
        game.act_as(seat, action)
        db.store.append_action(code, len(game.history) - 1, seat, action.to_json(), False, None)
    room.status = "over"
    db.store.save_room(code, room.record(), room.status)
    return room


def test_a_finished_room_rates_its_players_once_and_bots_by_level(db_url: str) -> None:
    db = Database(db_url)
    try:
        ann = db.store.player_for_key(key_hash(KEYS[0]), "Ann", new_player_id)
        bob = db.store.player_for_key(key_hash(KEYS[1]), "Bob", new_player_id)
        assert db.store.player_for_key(key_hash(KEYS[0]), "Annie", new_player_id) == ann
        room = _finished_room(db, "ABCDEFGH", [ann, bob])
        assert room.game is not None
        places = rank_places(room.game.result())
        changes = asyncio.run(rate_room(db, room))
        assert changes is not None and changes[2] is None  # the bot's anchor does not move
        expected = rate([fresh(), fresh(), bot_rating("deal", "hard")], places)
        for change, want in zip(changes[:2], expected, strict=False):
            assert change is not None
            assert change["after"]["mu"] == round(want.mu, 2)
        assert asyncio.run(rate_room(db, room)) is None  # asked again: rated already
        profile = db.store.player(ann)
        assert profile is not None and profile["name"] == "Annie"
        assert profile["ratings"]["deal"]["games"] == 1
        assert profile["ratings"]["deal"]["mu"] == round(expected[0].mu, 2)
        assert [g["record"]["code"] for g in profile["games"]] == ["ABCDEFGH"]
        board = db.store.leaderboard("deal", 10)
        assert {row["id"] for row in board} == {ann, bob}
        lows = [row["rating"]["low"] for row in board]
        assert lows == sorted(lows, reverse=True)
    finally:
        db.close()


def test_an_unfinished_room_or_one_without_keys_is_not_rated(db_url: str) -> None:
    db = Database(db_url)
    try:
        ann = db.store.player_for_key(key_hash(KEYS[0]), "Ann", new_player_id)
        room = Room(
            code="BCDEFGHJ",
            variant="deal",
            seed=3,
            options={},
            seats=[Seat(name="Ann", token=new_token()[1], player=ann), Seat(bot="easy")],
        )
        room.start(room.new_game())
        db.store.save_room(room.code, room.record(), room.status)
        assert asyncio.run(rate_room(db, room)) is None
        keyless = _finished_room(db, "CDEFGHJK", [None, None])
        assert asyncio.run(rate_room(db, keyless)) is None
        assert db.store.leaderboard("deal", 10) == []
        profile = db.store.player(ann)
        assert profile is not None and profile["ratings"] == {} and profile["games"] == []
    finally:
        db.close()


def test_a_game_played_with_a_key_shows_on_the_profile_and_leaderboard(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create(
            "deal", [None, "easy"], name="Ann", key=KEYS[0], options={"max_turns": 6}
        )
        me = server.http.post("/api/players", json={"key": KEYS[0], "name": "Ann"}).json()["id"]
        ann = server.player(made["code"], made["token"])
        assert ann.state["room"]["seats"][0]["player"] == me
        play_to_end([ann])
        ann.close()
        profile = server.http.get(f"/api/players/{me}").json()
        assert profile["name"] == "Ann" and KEYS[0] not in str(profile)
        (row,) = profile["games"]
        assert row["code"] == made["code"] and row["seat"] == 0
        assert row["rating"]["after"]["games"] == 1
        assert profile["ratings"]["deal"]["games"] == 1
        board = server.http.get("/api/leaderboard/deal").json()
        kinds = {r["id"]: r["kind"] for r in board["rows"]}
        assert kinds[me] == "person"
        assert {i for i, k in kinds.items() if k == "bot"} == {
            "bot:easy",
            "bot:medium",
            "bot:hard",
            "bot:expert",
        }
        lows = [r["rating"]["low"] for r in board["rows"]]
        assert lows == sorted(lows, reverse=True)
        assert server.http.get("/api/leaderboard/chess").status_code == 404
        assert server.http.get("/api/players/nobody").status_code == 404
        assert server.http.get(f"/p/{me}").status_code == 200
        assert server.http.get("/leaderboard/deal").status_code == 200


def test_a_finished_games_reviews_are_shared_with_its_replay(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann", options={"max_turns": 6})
        code = made["code"]
        assert server.http.get(f"/api/replays/{code}/reviews").json()["reason"] == "not_over"
        ann = server.player(code, made["token"])
        play_to_end([ann])
        ann.close()
        assert server.http.get(f"/api/replays/{code}/reviews").json() == {"reviews": []}
        iterations = server.app.state.reviews.iterations
        review = {
            "iterations": iterations,
            "decisions": [{"seat": 0, "move": 1, "grade": "mistake", "sentence": "x"}],
            "summary": {"seat": 0, "sentence": "One mistake.", "counts": {"mistake": 1}},
        }
        store = server.app.state.hub.db.store
        store.save_review(code, 0, iterations, review)
        store.save_review(code, 1, iterations, {**review, "summary": {"seat": 0}})  # misplaced
        shared = server.http.get(f"/api/replays/{code}/reviews").json()["reviews"]
        assert shared == [{"seat": 0, "name": "Ann", "review": review}]


def test_an_older_database_opens_with_the_new_tables_and_keyless_seats(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/old.db"
    db = Database(url)
    record = {
        "code": "DEFGHJKL",
        "variant": "deal",
        "seed": 1,
        "options": {},
        "seats": [{"bot": None, "name": "Ann", "token": "x"}, {"bot": "easy", "name": "B"}],
        "turn_seconds": None,
        "host": 0,
        "status": "lobby",
        "next": None,
        "created": 0.0,
    }
    record["seats"][1]["token"] = None
    db.store.save_room("DEFGHJKL", record, "lobby")
    with db.engine.begin() as connection:
        for table in ("rated", "ratings", "seat_players", "players"):
            connection.exec_driver_sql(f"DROP TABLE {table}")
    db.close()
    again = Database(url)  # create_all adds what is missing
    try:
        loaded = again.store.load_room("DEFGHJKL")
        assert loaded is not None
        room = Room.from_record(*loaded)
        assert [s.player for s in room.seats] == [None, None]
        assert again.store.leaderboard("deal", 5) == []
    finally:
        again.close()


def test_a_finished_room_left_unrated_is_rated_when_it_is_loaded(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        db = server.app.state.hub.db
        ann = db.store.player_for_key(key_hash(KEYS[0]), "Ann", new_player_id)
        _finished_room(db, "EFGHJKLM", [ann, None])  # stored over, never rated
        assert db.store.player(ann)["ratings"] == {}
        assert server.http.get("/api/rooms/EFGHJKLM").json()["status"] == "over"
        assert db.store.player(ann)["ratings"]["deal"]["games"] == 1
        assert db.store.rate_room("EFGHJKLM", "deal", [ann, None, None], [1, 2, 3]) is None
