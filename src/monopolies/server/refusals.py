"""A request the server will not do, with the status, a reason code and a sentence.

Clients branch on `reason` (stable, listed in docs/server.md under "Limits"), show
`message` to people, and wait `retry_after` seconds before trying again when it is set.
HTTP answers carry it as `{"detail": message, "reason": reason}` with a `Retry-After`
header; WebSocket errors as `{"type": "error", "error": message, "reason": reason, ...}`.
"""

from __future__ import annotations

import math
from typing import Any


class Refused(Exception):
    """Raised anywhere in the server; the API and the WebSocket turn it into an answer."""

    def __init__(
        self, message: str, status: int, reason: str, retry_after: float | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.reason = reason
        self.retry_after = retry_after

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"detail": self.message, "reason": self.reason}
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after_seconds()
        return out

    def headers(self) -> dict[str, str]:
        if self.retry_after is None:
            return {}
        return {"Retry-After": str(self.retry_after_seconds())}

    def retry_after_seconds(self) -> int:
        """Whole seconds, at least 1 (what the Retry-After header can say)."""
        assert self.retry_after is not None
        return max(1, math.ceil(self.retry_after))


def error_message(text: str, reason: str, **more: Any) -> dict[str, Any]:
    """A message refused over a WebSocket that stays open: nothing changed, and `reason`
    says why (`more` adds fields such as `retry_after`)."""
    return {"type": "error", "error": text, "reason": reason, **more}
