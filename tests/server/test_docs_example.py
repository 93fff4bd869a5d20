"""docs/server.md's API example runs as written against a live server."""

from __future__ import annotations

import re
from pathlib import Path

from server_helpers import running

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"


def test_the_api_example_in_the_docs_runs(tmp_path: Path) -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert blocks
    with running(tmp_path) as server:
        for block in blocks:
            code = block.replace("127.0.0.1:8000", f"127.0.0.1:{server.port}")
            exec(compile(code, "docs/server.md", "exec"), {})
        rooms = server.app.state.hub.rooms
        assert len(rooms) == 1
        assert next(iter(rooms.values())).room.step >= 1
