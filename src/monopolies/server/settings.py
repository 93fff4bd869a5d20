"""Every server knob in one place, with the defaults `monopolies serve` uses.

docs/server.md ("Limits") lists each limit and what a client sees when it reaches it;
keep the two in step.
"""

from __future__ import annotations

from dataclasses import dataclass

from monopolies.review.judge import ITERATIONS


@dataclass(frozen=True)
class Settings:
    """How the server stores games, paces bots, limits clients and keeps rooms in memory."""

    db_url: str = "sqlite:///monopolies.db"
    bot_delay: float = 0.8
    """Seconds from a bot's turn to its move, its thinking included, so people can follow
    the table and the pace tells nothing of what the bot holds."""
    think_share: float = 0.75
    """The share of `bot_delay` a search bot may think before it must move: the rest is
    slack for a busy worker pool, so a move never shows later than the pause (a late move
    would tell the table the bot had a hard choice). 0 delay means no cap."""
    away_after: float = 20.0
    """Seconds a seat may stay disconnected before a bot plays for it."""
    max_message_bytes: int = 4096
    messages_per_second: float = 20.0
    message_burst: int = 40
    flood_messages: int = 100
    """Messages a connection may send while told to slow down before it is closed."""
    requests_per_minute: int = 600
    """HTTP requests per client address (a page load is about 20), bursts included."""
    misses_per_minute: int = 20
    """Lookups of room codes that do not exist, per client address (codes are 40 bits)."""
    rooms_per_minute: int = 30
    """Rooms one client address may create a minute (each is kept in memory and on disk)."""
    sockets_per_address: int = 32
    """WebSockets one client address may hold open at once (tabs, people behind one router);
    a closed one frees its slot at once. With `live.OUTBOX_BYTES` a socket, this bounds what
    one address can make the server hold for clients that do not read (64 MiB)."""
    max_sockets: int = 2000
    """WebSockets the process holds open at once from all addresses together: a client with
    many addresses is bounded too (at most 4 GiB of outboxes, `live.OUTBOX_BYTES` each).
    One more is refused with `server_full`; the browser retries, and behind a proxy
    another process may have room."""
    hello_seconds: float = 10.0
    """Seconds from a WebSocket's accept to its hello, however many other messages it sends."""
    request_seconds: float = 10.0
    """Seconds a client has to send an HTTP request's headers and body, counted from the
    connection (or, on a kept-alive one, from the request's first byte): slow senders do
    not hold connections open."""
    allowed_origins: tuple[str, ...] = ()
    """Pages from these origins (`https://games.example.org`) may open WebSockets too; by
    default only pages of the host the browser asked for (`--allow-origin`)."""
    unload_after: float = 300.0
    """Seconds a room with nobody connected stays in memory; it is loaded back from the
    database when someone comes (a game nobody watches waits there, bots included)."""
    lobby_expiry: float = 24 * 3600.0
    """Seconds after its creation a lobby nobody started is closed for good (HTTP 410)."""
    max_rooms_in_memory: int = 1000
    """Rooms held in memory at once; beyond it the longest-unwatched room is unloaded,
    and if every room has someone connected, new rooms and loads get HTTP 503."""
    max_actions_in_memory: int = 1_000_000
    """Actions of all rooms in memory together, the same way: a game holds about 350 bytes
    an action (its history and events), so this is about 350 MB; the longest legal game
    (Crooked Cash, 6 players, 500 rounds) has about 30,000 actions and 10 MB."""
    review_iterations: int = ITERATIONS
    """Sampled games the expert bot's search plays for each decision of a game review
    (`monopolies.review.judge.ITERATIONS`; tests lower it)."""
    reviews_queued: int = 8
    """Game reviews (a seat's each) that may be running or waiting for the review thread at
    once; one more is refused (HTTP 503, `too_many_reviews`) rather than left waiting for
    minutes. Finished reviews are kept in the database, so asking again is free."""
    sweep_every: float = 10.0
    """Seconds between looks for rooms to unload or expire."""
    workers: int = 0
    """Worker processes in each of the three slow lanes (searching bots' moves; hints and
    replay builds; reviews), 0 for one per core; quick bots have one of their own
    (`workers`)."""
    ray_address: str | None = None
    """A Ray cluster to run that work on instead (`auto`, `ray://host:10001`, or `local`
    for a private one), as `simulate --backend ray` does."""
    hints_per_address: int = 2
    """Hints worked out at once for one client address (one a seat, whatever its sockets);
    more are refused with 429 `too_many_hints`."""
    hints_queued: int = 8
    """Hints worked out or waiting at once, server-wide; more get 429 `server_busy`."""
    reviews_per_address: int = 2
    """Game reviews one client address may have under way at once (`too_many_reviews`)."""
    replays_per_address: int = 2
    """Replay builds one client address may have under way at once (`too_many_replays`)."""
    replays_queued: int = 4
    """Replay builds under way or waiting at once, server-wide (`server_busy`)."""
    replay_bytes_kept: int = 256 * 1024 * 1024
    """Bytes of built replays kept in memory (the least recently read goes first); a
    typical game's replay is under 1 MB, the longest legal game's about 20 MB."""
    cluster: bool = False
    """One of several processes behind a proxy that routes each room's requests by its
    code (docs/deploy.md): a new room is only stored, and the process its code is routed
    to loads it on the first request, so each room lives where its traffic goes."""
    hand_back_after: float = 5.0
    """In cluster mode, seconds a process keeps a room before it gives it to another that
    asks for it (the proxy routes the room's code there now: after a restart, say); the
    wait keeps two proxies that disagree for a moment from passing a room to and fro."""
    listing_idle: float = 60.0
    """Seconds a listed lobby stays on the home page's list with nobody connected to it
    (its host left: abandoned); it is listed again when someone comes back."""
    listing_rooms: int = 50
    """Rooms the home page's list shows at most, newest first."""
    listing_cache: float = 1.0
    """Seconds a process reuses its last read of the list, however many ask meanwhile."""
    listing_poll: float = 4.0
    """Seconds the home page waits between reads of the list."""
    chat_chars: int = 200
    """Characters a chat line may have after cleaning (`names.clean_text`)."""
    chat_every: float = 2.0
    """Seconds between chat lines one person (a seat, or a spectator's address) may write
    once their burst is spent."""
    chat_burst: int = 5
    """Chat lines one person may write at once."""
    chat_lines: int = 1000
    """Lines a room's chat keeps of the players, and as many of the spectators; a full side
    refuses more (`chat_full`)."""
    chat_shown: int = 100
    """Lines a connection is sent when it arrives (the last ones)."""
