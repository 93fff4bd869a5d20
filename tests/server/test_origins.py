"""Same origin as browsers mean it: scheme, host and port, default ports filled in."""

from __future__ import annotations

import pytest

from monopolies.server.origins import Origins


@pytest.mark.parametrize(
    ("origin", "host", "allowed"),
    [
        (None, "example.org", True),  # not a browser
        ("https://example.org", "example.org", True),
        ("https://example.org", "example.org:443", True),
        ("http://example.org:80", "example.org", True),
        ("http://Example.ORG:8000", "example.org:8000", True),
        ("http://[::1]:8000", "[::1]:8000", True),
        ("https://example.org", "example.org:8443", False),
        ("http://example.org:8000", "example.org:8001", False),
        ("https://evil.example", "example.org", False),
        ("https://example.org.evil.example", "example.org", False),
        ("http://example.org", None, False),
        ("null", "example.org", False),
        ("file://", "example.org", False),
        ("http://example.org:99999", "example.org:99999", False),
        ("https://proxy.example", "10.0.0.5:8000", True),  # --allow-origin
        ("https://proxy.example:443", "10.0.0.5:8000", True),
        ("http://proxy.example", "10.0.0.5:8000", False),
    ],
)
def test_an_upgrade_is_let_in_from_its_own_origin_or_an_allowed_one(
    origin: str | None, host: str | None, allowed: bool
) -> None:
    assert Origins(["https://proxy.example"]).allows(origin, host) is allowed


def test_an_allowed_origin_must_be_one() -> None:
    for bad in ("proxy.example", "ftp://proxy.example", "https://"):
        with pytest.raises(ValueError, match="not an origin"):
            Origins([bad])
