"""A person's public id from the secret key their browser keeps (docs/server.md, "Who you
are"): the key is hashed and the hash kept against a random id, so neither the database
nor anything the server shows gives the key away."""

from __future__ import annotations

import hashlib
import secrets

from monopolies.server.store import Database


def new_player_id() -> str:
    return secrets.token_urlsafe(9)  # 72 bits, 12 characters


def key_hash(key: str) -> str:
    return hashlib.sha256(b"player:" + key.encode()).hexdigest()


async def player_for(db: Database, key: str | None, name: str) -> str | None:
    """The public id of the key's holder (None without a key)."""
    if key is None:
        return None
    return await db.run(db.store.player_for_key, key_hash(key), name, new_player_id)
