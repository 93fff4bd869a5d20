"""Rooms and their accepted actions in SQL (SQLite by default, any SQLAlchemy URL).

A game is rebuilt from its room row (variant, seats, seed, options) plus its actions in
order, because the engine is deterministic; so an action is durable once its row is
committed, and the server commits before it tells anyone. A finished game review is kept
by (room, seat), so asking again, even after a restart, costs nothing. A room its host
listed has a row in `listings` while it waits for players (the home page's list, read by
any process: `listing`), and what people write at a room's table is kept line by line in
`chat` (`chat`). A person who keeps a key in their browser has a row in `players` (a
public id against the key's hash), the seats they took are in `seat_players` (their
profile), and their rating per edition is in `ratings`; `rated` holds each room whose
result went into the ratings, so a room is rated once (docs/server.md, "Who you are",
"Ratings"). A room with a turn timer keeps in `clocks` when its current turn clock started,
so a turn keeps its deadline when the room is loaded again (a restart, another process, a
slow game unloaded while nobody watched). All calls run on one worker thread
(`Database.run`), which keeps writes in order and off the event loop.

Tables are made with `create_all` when the server starts, which adds the tables an older
database lacks and leaves the others as they are: so a new kind of fact gets a table of its
own rather than a column in an old one, and every older database still opens.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy import (
    JSON,
    Boolean,
    Engine,
    Float,
    ForeignKey,
    Integer,
    String,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from monopolies.ratings import Rating, fresh, rate
from monopolies.server.room_locks import RoomLocks

T = TypeVar("T")
Json = dict[str, Any]


class Base(DeclarativeBase):
    pass


class RoomRow(Base):
    __tablename__ = "rooms"

    code: Mapped[str] = mapped_column(String(16), primary_key=True)
    record: Mapped[Json] = mapped_column(JSON)
    """Everything about the room but its actions (see rooms.Room.record)."""
    status: Mapped[str] = mapped_column(String(16))


class ActionRow(Base):
    __tablename__ = "actions"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    step: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[Json] = mapped_column(JSON)
    by_bot: Mapped[bool] = mapped_column(Boolean, default=False)


class ReviewRow(Base):
    __tablename__ = "reviews"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    iterations: Mapped[int] = mapped_column(Integer)
    """The search budget the review was made with (sampled games a decision)."""
    review: Mapped[Json] = mapped_column(JSON)
    """What `POST /api/rooms/{code}/review` answers for this seat (docs/review.md)."""


class ListingRow(Base):
    """A listed room while it waits for players; gone once it starts or expires."""

    __tablename__ = "listings"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    created: Mapped[float] = mapped_column(Float, index=True)
    """When the room was made (seconds since the epoch)."""
    seen: Mapped[float] = mapped_column(Float)
    """When someone was last connected to it (the process holding it writes this every
    sweep): a lobby nobody has been in for `Settings.listing_idle` is abandoned."""


class ClockRow(Base):
    """When a room's turn clock started: whose decision, at which public version."""

    __tablename__ = "clocks"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    version: Mapped[str] = mapped_column(String(64))
    started: Mapped[float] = mapped_column(Float)
    """Wall-clock seconds (time.time): a deadline must survive the process."""


class ChatRow(Base):
    """One line written at a room's table (docs/server.md, "Chat")."""

    __tablename__ = "chat"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    watcher: Mapped[bool] = mapped_column(Boolean)
    """Whether a spectator wrote it (each side has its own cap, `Settings.chat_lines`)."""
    line: Mapped[Json] = mapped_column(JSON)
    """What every reader of the line is sent (`chat.Line`)."""


class PlayerRow(Base):
    """Someone who keeps a key in their browser (docs/server.md, "Who you are")."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    """Public: in profile links and leaderboards."""
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    """SHA-256 of the secret key: the key itself is never stored."""
    name: Mapped[str] = mapped_column(String(64))
    """The name they last sat down with."""
    created: Mapped[float] = mapped_column(Float)


class SeatPlayerRow(Base):
    """A seat taken with a key: whose profile lists the room."""

    __tablename__ = "seat_players"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player: Mapped[str] = mapped_column(ForeignKey("players.id"), index=True)


class RatingRow(Base):
    """A person's OpenSkill rating in one edition (`monopolies.ratings`)."""

    __tablename__ = "ratings"

    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    player: Mapped[str] = mapped_column(ForeignKey("players.id"), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)


class RatedRow(Base):
    """A finished room whose result is in the ratings (written in the same transaction)."""

    __tablename__ = "rated"

    room: Mapped[str] = mapped_column(ForeignKey("rooms.code"), primary_key=True)
    changes: Mapped[Json] = mapped_column(JSON)
    """Per seat: the rating before and after ({"before": .., "after": ..}), or None."""


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL with synchronous=NORMAL survives a killed process (not a power cut) at a
    # fraction of the cost of a full sync per commit.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def open_engine(url: str) -> Engine:
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    Base.metadata.create_all(engine)
    return engine


class Store:
    """Synchronous storage calls; use them through `Database.run`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def save_room(self, code: str, record: Json, status: str) -> None:
        with Session(self.engine) as session, session.begin():
            session.merge(RoomRow(code=code, record=record, status=status))
            session.flush()
            for seat, chair in enumerate(record.get("seats", ())):  # a record is only data
                if chair.get("player"):
                    session.merge(SeatPlayerRow(room=code, seat=seat, player=chair["player"]))
            if status != "lobby":
                session.execute(delete(ListingRow).where(ListingRow.room == code))

    def append_action(
        self, code: str, step: int, seat: int, action: Json, by_bot: bool, status: str | None
    ) -> None:
        """Store one accepted action; `status` when the room's status changes with it."""
        with self.engine.begin() as connection:
            connection.execute(
                insert(ActionRow).values(
                    room=code, step=step, seat=seat, action=action, by_bot=by_bot
                )
            )
            if status is not None:
                connection.execute(
                    update(RoomRow).where(RoomRow.code == code).values(status=status)
                )

    def load_room(self, code: str) -> tuple[Json, list[tuple[int, Json, bool]]] | None:
        """The room's record and its actions as (seat, action, by_bot), in order."""
        with Session(self.engine) as session:
            row = session.get(RoomRow, code)
            if row is None:
                return None
            actions = session.execute(
                select(ActionRow.seat, ActionRow.action, ActionRow.by_bot)
                .where(ActionRow.room == code)
                .order_by(ActionRow.step)
            ).all()
            return dict(row.record), [(s, a, bool(b)) for s, a, b in actions]

    def save_clock(self, code: str, seat: int, version: str, started: float) -> None:
        with Session(self.engine) as session, session.begin():
            session.merge(ClockRow(room=code, seat=seat, version=version, started=started))

    def load_clock(self, code: str) -> tuple[int, str, float] | None:
        """The room's turn clock as (seat, public version, started), if it has one."""
        with Session(self.engine) as session:
            row = session.get(ClockRow, code)
            return None if row is None else (row.seat, row.version, row.started)

    def save_review(self, code: str, seat: int, iterations: int, review: Json) -> None:
        """Keep a seat's finished review, replacing any older one of that seat (unread, so a
        damaged old row is replaced too)."""
        with self.engine.begin() as connection:
            connection.execute(
                delete(ReviewRow).where(ReviewRow.room == code, ReviewRow.seat == seat)
            )
            connection.execute(
                insert(ReviewRow).values(room=code, seat=seat, iterations=iterations, review=review)
            )

    def load_review(self, code: str, seat: int) -> tuple[int, Json] | None:
        """That seat's kept review and its budget; None when there is none, or when the row
        does not read as JSON (a damaged row is a review to make again, not a crash)."""
        with Session(self.engine) as session:
            try:
                row = session.get(ReviewRow, (code, seat))
            except ValueError:
                return None
            if row is None:
                return None
            return row.iterations, row.review

    def load_reviews(self, code: str) -> list[tuple[int, int, Json]]:
        """Every kept review of the room as (seat, budget, review), by seat; damaged rows
        are left out."""
        with Session(self.engine) as session:
            try:
                rows = session.execute(
                    select(ReviewRow.seat, ReviewRow.iterations, ReviewRow.review)
                    .where(ReviewRow.room == code)
                    .order_by(ReviewRow.seat)
                ).all()
            except ValueError:
                return []
            return [(seat, used, review) for seat, used, review in rows]

    def list_room(self, code: str, created: float) -> None:
        """Show a waiting room in the lobby (its row in `rooms` is stored already)."""
        with Session(self.engine) as session, session.begin():
            session.merge(ListingRow(room=code, created=created, seen=created))

    def unlist_room(self, code: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(delete(ListingRow).where(ListingRow.room == code))

    def mark_seen(self, codes: list[str], now: float) -> None:
        """Someone is connected to these listed rooms now."""
        if codes:
            with self.engine.begin() as connection:
                connection.execute(
                    update(ListingRow).where(ListingRow.room.in_(codes)).values(seen=now)
                )

    def listed_rooms(self, created_after: float, seen_after: float, limit: int) -> list[Json]:
        """The records of listed rooms still waiting, made after `created_after` and seen
        after `seen_after`, newest first."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(RoomRow.record)
                .join(ListingRow, ListingRow.room == RoomRow.code)
                .where(
                    RoomRow.status == "lobby",
                    ListingRow.created > created_after,
                    ListingRow.seen > seen_after,
                )
                .order_by(ListingRow.created.desc())
                .limit(limit)
            ).all()
            return [dict(record) for (record,) in rows]

    def forget_listings(self, created_before: float) -> None:
        """Drop the rows of listed rooms too old to be waiting still (expired lobbies)."""
        with self.engine.begin() as connection:
            connection.execute(delete(ListingRow).where(ListingRow.created <= created_before))

    def add_chat(self, code: str, n: int, watcher: bool, line: Json) -> None:
        with self.engine.begin() as connection:
            connection.execute(insert(ChatRow).values(room=code, n=n, watcher=watcher, line=line))

    def load_chat(self, code: str, last: int) -> tuple[dict[bool, int], list[Json]]:
        """How many lines the players and the spectators wrote in the room (by `watcher`),
        and its `last` lines in order."""
        with Session(self.engine) as session:
            counts = session.execute(
                select(ChatRow.watcher, func.count())
                .where(ChatRow.room == code)
                .group_by(ChatRow.watcher)
            ).all()
            rows = session.execute(
                select(ChatRow.line)
                .where(ChatRow.room == code)
                .order_by(ChatRow.n.desc())
                .limit(last)
            ).all()
            written = {False: 0, True: 0} | {bool(w): int(c) for w, c in counts}
            return written, [dict(line) for (line,) in reversed(rows)]

    def player_for_key(self, key_hash: str, name: str, new_id: Callable[[], str]) -> str:
        """The public id kept against this key's hash (made with `new_id` the first time),
        remembering `name` (when not empty) as the name they go by now."""
        for _ in range(3):
            try:
                with Session(self.engine) as session, session.begin():
                    row = session.execute(
                        select(PlayerRow).where(PlayerRow.key_hash == key_hash)
                    ).scalar_one_or_none()
                    if row is None:
                        row = PlayerRow(
                            id=new_id(),
                            key_hash=key_hash,
                            name=name or "Player",
                            created=time.time(),
                        )
                        session.add(row)
                    elif name:
                        row.name = name
                    return row.id
            except IntegrityError:
                continue  # another process made it first: read theirs
        raise RuntimeError("could not keep a player's key")

    def player(self, player: str) -> Json | None:
        """A profile: name, ratings by edition, and the rooms they sat in (newest first)."""
        with Session(self.engine) as session:
            row = session.get(PlayerRow, player)
            if row is None:
                return None
            ratings = session.execute(select(RatingRow).where(RatingRow.player == player)).scalars()
            seats = session.execute(
                select(SeatPlayerRow.seat, RoomRow.record, RatedRow.changes)
                .join(RoomRow, RoomRow.code == SeatPlayerRow.room)
                .outerjoin(RatedRow, RatedRow.room == SeatPlayerRow.room)
                .where(SeatPlayerRow.player == player, RoomRow.status == "over")
            ).all()
            games: list[Json] = [
                {"seat": seat, "record": dict(record), "changes": changes}
                for seat, record, changes in seats
            ]
            games.sort(key=lambda g: -float(g["record"]["created"]))
            return {
                "id": row.id,
                "name": row.name,
                "ratings": {r.game: Rating(r.mu, r.sigma, r.games).to_json() for r in ratings},
                "games": games,
            }

    def rate_room(
        self, code: str, game: str, entrants: list[str | Rating | None], places: list[int]
    ) -> list[Json | None] | None:
        """Put a finished room's result into the ratings, once: `entrants` per seat is a
        player id (their stored rating moves), a fixed Rating (a bot level's anchor) or None
        (a person without a key: a fresh rating, kept nowhere). The changes per seat, or
        None when the room was rated already."""
        for _ in range(3):
            try:
                return self._rate_room(code, game, entrants, places)
            except IntegrityError:
                # Rated meanwhile by another process, or someone's first rating row made
                # by another room: the next try sees which.
                continue
        raise RuntimeError(f"could not rate room {code}")

    def _rate_room(
        self, code: str, game: str, entrants: list[str | Rating | None], places: list[int]
    ) -> list[Json | None] | None:
        with Session(self.engine) as session, session.begin():
            if session.get(RatedRow, code) is not None:
                return None
            ids = sorted({e for e in entrants if isinstance(e, str)})
            rows = {
                r.player: r
                for r in session.execute(
                    select(RatingRow)
                    .where(RatingRow.game == game, RatingRow.player.in_(ids))
                    .with_for_update()
                ).scalars()
            }
            before: list[Rating] = []
            for entrant in entrants:
                if isinstance(entrant, Rating):
                    before.append(entrant)
                elif entrant is not None and entrant in rows:
                    row = rows[entrant]
                    before.append(Rating(row.mu, row.sigma, row.games))
                else:
                    before.append(fresh())
            after = rate(before, places)
            changes: list[Json | None] = []
            for entrant, old, new in zip(entrants, before, after, strict=True):
                if not isinstance(entrant, str):
                    changes.append(None)
                    continue
                changes.append({"before": old.to_json(), "after": new.to_json()})
                if entrant not in rows:
                    rows[entrant] = RatingRow(game=game, player=entrant, mu=0.0, sigma=0.0)
                    session.add(rows[entrant])
                kept = rows[entrant]
                kept.mu, kept.sigma, kept.games = new.mu, new.sigma, new.games
            session.add(RatedRow(room=code, changes={"seats": changes}))
            return changes

    def leaderboard(self, game: str, limit: int) -> list[Json]:
        """The rated people of an edition, best `mu - 2 sigma` first."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(RatingRow, PlayerRow.name)
                .join(PlayerRow, PlayerRow.id == RatingRow.player)
                .where(RatingRow.game == game)
                .order_by((RatingRow.mu - 2 * RatingRow.sigma).desc())
                .limit(limit)
            ).all()
            return [
                {
                    "id": r.player,
                    "name": name,
                    "rating": Rating(r.mu, r.sigma, r.games).to_json(),
                }
                for r, name in rows
            ]

    def exists(self, code: str) -> bool:
        with Session(self.engine) as session:
            return session.get(RoomRow, code) is not None


class Database:
    """A `Store` behind one worker thread, awaited from the event loop, and the locks that
    say which process owns a room (`room_locks`)."""

    def __init__(self, url: str) -> None:
        self.engine = open_engine(url)
        self.store = Store(self.engine)
        self.locks = RoomLocks(self.engine)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monopolies-db")

    async def run(self, call: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._worker, call, *args)

    def close(self) -> None:
        self._worker.shutdown(wait=True)
        self.locks.close()
        self.engine.dispose()
