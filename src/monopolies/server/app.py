"""Assembles the server: settings, database, hub, routers and the web client's files."""

from __future__ import annotations

import math
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp

from monopolies.server import api, collector, lessons, lifecycle, people, replays, review, ws
from monopolies.server.guards import BodyLimit, RequestBudget, SecurityHeaders, StrictJson
from monopolies.server.hub import Hub
from monopolies.server.limits import OpenSockets, PerAddress
from monopolies.server.origins import Origins
from monopolies.server.refusals import Refused
from monopolies.server.settings import Settings
from monopolies.server.store import Database

WEB = Path(str(files("monopolies") / "web"))
GAMES = Path(str(files("monopolies") / "games"))
GAME_FOLDER = re.compile(r"[a-z_]+")
HTTP_REASONS = {400: "bad_request", 404: "not_found", 405: "method_not_allowed"}


async def _refused(_request: Request, refused: Refused) -> JSONResponse:
    return JSONResponse(refused.body(), refused.status, headers=refused.headers())


async def _http_error(_request: Request, error: StarletteHTTPException) -> Response:
    """Starlette's own refusals (an unreadable body, an unknown path) in the same shape."""
    if error.status_code in (204, 304):
        return Response(status_code=error.status_code, headers=error.headers)
    body = {"detail": error.detail, "reason": HTTP_REASONS.get(error.status_code, "http_error")}
    return JSONResponse(body, error.status_code, headers=error.headers)


async def _invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
    """FastAPI's list of what is wrong with a body, made safe to write: a value it quotes
    may be a float JSON cannot hold or a string UTF-8 cannot (`guards.json_problem`)."""
    body = {"detail": _writable(jsonable_encoder(error.errors())), "reason": "invalid_body"}
    return JSONResponse(body, 422)


def _writable(value: Any) -> Any:
    """`value` with non-finite floats as text and lone surrogates escaped."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode()
    if isinstance(value, dict):
        return {_writable(k): _writable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_writable(v) for v in value]
    return value


async def _internal_error(_request: Request, _error: Exception) -> JSONResponse:
    """A failure nothing else answered (a bug; uvicorn logs it): an answer all the same.
    uvicorn closes the connection after it, so the answer says so: a client that kept it
    for its next request would find it gone."""
    body = {"detail": "the server failed on this request", "reason": "internal_error"}
    return JSONResponse(body, 500, headers={"Connection": "close"})


class App(FastAPI):
    """FastAPI with `SecurityHeaders` outside everything, so that Starlette's outermost layer,
    which answers an unexpected exception with a 500, answers with the headers too."""

    def build_middleware_stack(self) -> ASGIApp:
        return SecurityHeaders(super().build_middleware_stack())


def game_view(folder: str) -> FileResponse:
    """A game's browser view, `web.js` in its package (`monopolies/games/<folder>/`), where
    everything else about the game lives too."""
    path = GAMES / folder / "web.js"
    if not GAME_FOLDER.fullmatch(folder) or not path.is_file():
        raise StarletteHTTPException(404, f"no game view {folder!r}")
    return FileResponse(path, media_type="text/javascript")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        db = Database(settings.db_url)
        hub = Hub(settings, db)
        await hub.workers.start()
        app.state.hub = hub
        app.state.reviews = review.Reviews(settings)
        app.state.replays = replays.Replays(settings, hub)
        app.state.misses = PerAddress(settings.misses_per_minute)
        app.state.creations = PerAddress(settings.rooms_per_minute)
        app.state.sockets = OpenSockets(settings.sockets_per_address, settings.max_sockets)
        hub.background.spawn(lifecycle.sweep_forever(hub))
        hub.background.spawn(collector.collect_forever())
        try:
            yield
        finally:
            await hub.close()
            db.close()

    app = App(
        title="monopolies",
        summary="Rooms and live play for the monopolies games",
        lifespan=lifespan,
        docs_url="/api/docs",
        redoc_url=None,
        openapi_url="/api/openapi.json",
    )
    app.state.origins = Origins(settings.allowed_origins)
    app.add_exception_handler(Refused, _refused)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _invalid)  # type: ignore[arg-type]
    app.add_exception_handler(Exception, _internal_error)
    app.add_middleware(StrictJson)
    app.add_middleware(BodyLimit)  # added after, so outside: StrictJson sees small bodies only
    app.add_middleware(RequestBudget, per_minute=settings.requests_per_minute)
    app.include_router(api.router)
    app.include_router(people.router)
    app.include_router(replays.router)
    app.include_router(review.router)
    app.include_router(lessons.router)
    app.include_router(ws.router)
    app.add_api_route("/static/games/{folder}/web.js", game_view, include_in_schema=False)
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    def page() -> FileResponse:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    for path in ("/", "/r/{code}", "/replay/{code}", "/p/{player}", "/leaderboard/{game}"):
        app.add_api_route(path, page, include_in_schema=False)
    return app
