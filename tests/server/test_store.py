"""The store on each database it runs on (SQLite; PostgreSQL when MONOPOLIES_TEST_POSTGRES
is set): rooms round-trip exactly, actions come back in order, a step is stored once."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from monopolies.server.rooms import PLAYING, Room, Seat, new_token
from monopolies.server.store import RoomRow, Store, open_engine


def test_a_played_room_round_trips_exactly(db_url: str) -> None:
    engine = open_engine(db_url)
    store = Store(engine)
    _, digest = new_token()
    room = Room(
        code="ABCDEFGH",
        variant="crooked-cash",
        seed=2**63 - 1,
        options={"max_rounds": 5, "names": "uk"},
        seats=[Seat(name="Zoë 李", token=digest), Seat(bot="easy", name="easy bot")],
        turn_seconds=30.5,
        host=0,
    )
    room.start(room.new_game())
    store.save_room(room.code, room.record(), room.status)
    game = room.game
    assert game is not None
    for step in range(40):
        if game.over:
            break
        seat = game.to_act
        assert seat is not None
        action = game.legal_actions()[-1]
        game.act_as(seat, action)
        store.append_action(room.code, step, seat, action.to_json(), seat == 1, None)
    loaded = store.load_room(room.code)
    assert loaded is not None
    again = Room.from_record(*loaded)
    assert again.record() == room.record() and again.status == PLAYING
    assert again.game is not None and again.game.history == game.history
    assert again.game.observe(0) == game.observe(0)
    assert [by_bot for seat, _, by_bot in loaded[1]] == [s == 1 for s, _, _ in loaded[1]]
    assert store.exists(room.code) and not store.exists("ZZZZZZZZ")
    assert store.load_room("ZZZZZZZZ") is None
    with pytest.raises(IntegrityError):
        store.append_action(room.code, 0, 0, {"kind": "roll"}, False, None)
    store.append_action(room.code, len(game.history), 0, {"kind": "x"}, False, "over")
    with Session(engine) as session:
        assert session.scalar(select(RoomRow.status).where(RoomRow.code == room.code)) == "over"
    engine.dispose()
