"""Finished batches on disk as they arrive, so a killed run loses at most the batches in
flight and `--resume` plays only the games not yet recorded.

The file is JSON lines: a header naming the job, then one line per finished batch. Lines
are only ever appended and flushed whole; a last line cut short by a kill is ignored.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import IO

from monopolies.engine.errors import BadOptions, CorruptSave
from monopolies.sim.plan import Job, Json

FORMAT = "monopolies/sim-checkpoint"
VERSION = 1


def load(path: Path, job: Job) -> list[Json]:
    """The records already in `path` for `job`; refuses a checkpoint of another job."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        return []
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        raise CorruptSave(f"{path} is not a simulation checkpoint") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise CorruptSave(f"{path} is not a simulation checkpoint")
    if header.get("job") != job.to_json():
        raise BadOptions(
            f"{path} holds another job ({header.get('job')}); resume with the same "
            "arguments, or choose another --checkpoint"
        )
    records: list[Json] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            records += json.loads(line)["records"]
        except (json.JSONDecodeError, KeyError, TypeError):
            if number == len(lines):
                break
            raise CorruptSave(f"{path}, line {number}, is damaged") from None
    return records


class Writer:
    """Appends batches to a checkpoint file, writing the header when the file is new."""

    def __init__(self, path: Path, job: Job, fresh: bool) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not fresh and path.exists():
            _drop_cut_line(path)
        self._file: IO[str] = path.open("w" if fresh else "a", encoding="utf-8")
        if fresh or path.stat().st_size == 0:
            self._write({"format": FORMAT, "version": VERSION, "job": job.to_json()})

    def _write(self, data: Json) -> None:
        self._file.write(json.dumps(data, separators=(",", ":")) + "\n")
        self._file.flush()

    def add(self, records: list[Json]) -> None:
        self._write({"records": records})

    def close(self) -> None:
        self._file.close()


def _drop_cut_line(path: Path) -> None:
    """Cut a last line that a kill left unfinished, so appending starts on a fresh line."""
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        with path.open("r+b") as f:
            f.truncate(data.rfind(b"\n") + 1)
