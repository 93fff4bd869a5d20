"""The game server: rooms, seats and live play over WebSocket, stored in SQL.

Needs the `server` extra (FastAPI, uvicorn, SQLAlchemy). `monopolies serve` starts it;
`create_app` builds it for tests. Nothing here decides a rule: every move goes through
`Game.act_as`, and every player receives only `Game.observe(seat)` (spectators a view
with no private information, see `public`).
"""
