"""Which web pages may open a WebSocket: the server's own, and the origins its operator names.

A browser sends the page's `Origin` with every WebSocket upgrade, and lets any page open a
WebSocket anywhere; checking it keeps other sites' pages from playing here in their
visitors' names. Programs (our Python examples, tests, bots) send no Origin and are let in:
the check protects browsers, not the server. "Same origin" means the Origin's host and port
are the ones the browser asked for (the Host header), so it holds behind a proxy that
keeps the Host; a proxy that changes it, or a page served elsewhere, needs
`--allow-origin` (`Settings.allowed_origins`).
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443}

Site = tuple[str, str, int]
"""An origin as compared: scheme, host name (lower case) and port (the scheme's default when
none is written)."""


def site_of(origin: str) -> Site | None:
    """The site of `https://host[:port]`; None for anything else (`null`, other schemes)."""
    try:
        parts = urlsplit(origin.strip().lower())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    return parts.scheme, parts.hostname, port or DEFAULT_PORTS[parts.scheme]


class Origins:
    """The origins allowed besides the server's own; ValueError names one that is not an
    origin (`http://` or `https://`, a host, perhaps a port)."""

    def __init__(self, allowed: Iterable[str]) -> None:
        self.allowed: set[Site] = set()
        for origin in allowed:
            site = site_of(origin)
            if site is None:
                raise ValueError(
                    f"not an origin: {origin!r} (say https://host or http://host:port)"
                )
            self.allowed.add(site)

    def allows(self, origin: str | None, host: str | None) -> bool:
        """Whether a WebSocket upgrade with these Origin and Host headers may go on."""
        if origin is None:
            return True
        site = site_of(origin)
        if site is None:
            return False
        if site in self.allowed:
            return True
        return host is not None and site_of(f"{site[0]}://{host}") == site
