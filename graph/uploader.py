"""The developer's side of uploads: send each transcript's new bytes to the team server, in order, once.

`Uploader.upload(path, session, repository)` reads the transcript from the byte offset the server last
acknowledged (kept in `state_dir`, one small JSON file per session written atomically, so a reboot
resumes where it was), cuts what follows into increments of at most `max_increment` bytes that end at a
line end (an unfinished last line waits for the next upload; a line longer than the limit is cut at a
character boundary), and POSTs them to `/v1/transcripts` one after another. The server's answer
carries `next_offset`, and that — not what this side believes it sent — becomes the new offset:

- 201 or 200 (a resend it already holds): move to `next_offset`, record it, send the next increment;
- 409 with another `next_offset` (this side's state was lost or is behind): resume from there — unless
  the server holds an increment at this offset whose bytes the file no longer has (the transcript was
  rewritten), which stops this transcript with the reason: nothing is overwritten;
- no answer, a 5xx: stop, keep the offset, back off (doubling from `backoff_start` up to `backoff_max`);
  the next call before the back-off ends sends nothing; the next after it resumes;
- 400/401/403/413: stop this transcript with the server's reason (a token or repository to fix).

Only the append-only JSONL formats are uploaded by increments (`claude`, `codex`).
"""
from __future__ import annotations

import hashlib
import json
import os
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from .uploads import MAX_CONTENT_BYTES

APPEND_ONLY = ("claude", "codex")


@dataclass
class UploadResult:
    session: str
    offset: int                    # the offset the server acknowledged at the end
    sent: int = 0                  # increments the server stored (201)
    duplicates: int = 0            # increments it already held (200)
    error: str | None = None       # why this upload stopped early, if it did
    retry: bool = False            # the error is the server being unreachable: try again after the back-off
    statuses: list[int] = field(default_factory=list)


def _cut(data: bytes, limit: int) -> int:
    """How many bytes of `data` the next increment takes: up to the last line end within `limit`, else
    (one long line) `limit` backed off to a UTF-8 character boundary; 0 when only an unfinished line is left."""
    window = data[:limit]
    end = window.rfind(b"\n")
    if end >= 0:
        return end + 1
    if len(data) <= limit:
        return 0   # an unfinished last line: wait for its end
    cut = limit
    while cut > 0 and (data[cut] & 0xC0) == 0x80:
        cut -= 1
    return cut


class Uploader:
    def __init__(self, server: str, token: str, state_dir: str | Path, *, max_increment: int = MAX_CONTENT_BYTES,
                 timeout: float = 10.0, backoff_start: float = 1.0, backoff_max: float = 3600.0):
        self.url = server.rstrip("/") + "/v1/transcripts"
        self.token = token
        self.state_dir = Path(state_dir)
        self.max_increment = max_increment
        self.timeout = timeout
        self.backoff_start = backoff_start
        self.backoff_max = backoff_max

    # -- state: per session the acknowledged offset; one back-off for the server

    def _state_file(self, session: str) -> Path:
        return self.state_dir / f"{hashlib.sha256(session.encode()).hexdigest()[:32]}.json"

    def acknowledged(self, session: str) -> int:
        f = self._state_file(session)
        try:
            return int(json.loads(f.read_text())["offset"])
        except FileNotFoundError:
            return 0
        except (ValueError, KeyError, TypeError):
            return 0   # a damaged state file: start over; the server's answers bring it back to its offset

    def _write(self, name: str, obj: dict) -> None:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        final = self.state_dir / name
        tmp = final.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(obj))
        os.replace(tmp, final)

    def _record(self, session: str, path: str, offset: int) -> None:
        self._write(self._state_file(session).name, {"session": session, "path": path, "offset": offset})

    def backoff(self) -> dict:
        try:
            return json.loads((self.state_dir / "backoff.json").read_text())
        except (FileNotFoundError, ValueError):
            return {"failures": 0, "until": 0.0}

    def _failed(self) -> float:
        failures = self.backoff().get("failures", 0) + 1
        wait = min(self.backoff_max, self.backoff_start * 2 ** (failures - 1))
        self._write("backoff.json", {"failures": failures, "until": time.time() + wait})
        return wait

    def _succeeded(self) -> None:
        if (self.state_dir / "backoff.json").exists():
            (self.state_dir / "backoff.json").unlink()

    # -- sending

    def _post(self, body: dict) -> tuple[int | None, dict]:
        req = urllib.request.Request(self.url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json",
                                              "Authorization": f"Bearer {self.token}"})
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as r:
                return r.status, json.loads(r.read() or b"{}")
        except urllib.error.HTTPError as e:
            try:
                return e.code, json.loads(e.read() or b"{}")
            except ValueError:
                return e.code, {"error": f"HTTP {e.code}"}
        except (OSError, ValueError) as e:   # refused, reset, timed out, unreadable answer
            return None, {"error": f"{type(e).__name__}: {e}"}

    @staticmethod
    def _same_bytes(path: str, offset: int, answer: dict) -> bool:
        """Whether the file holds, at `offset`, the increment the server holds there."""
        end = answer.get("held_end")
        if not isinstance(end, int) or end <= offset:
            return False
        with open(path, "rb") as f:
            f.seek(offset)
            data = f.read(end - offset)
        return len(data) == end - offset and hashlib.sha256(data).hexdigest() == answer["held_sha256"]

    def upload(self, path: str | Path, session: str, repository: str, fmt: str = "claude",
               commit: str | None = None) -> UploadResult:
        path = str(path)
        offset = self.acknowledged(session)
        result = UploadResult(session=session, offset=offset)
        if fmt not in APPEND_ONLY:
            result.error = f"format {fmt}: only the append-only formats ({', '.join(APPEND_ONLY)}) are uploaded by increments"
            return result
        until = self.backoff().get("until", 0.0)
        if until > time.time():
            result.error, result.retry = f"server unreachable: backing off for {until - time.time():.0f} s more", True
            return result
        try:
            with open(path, "rb") as f:
                f.seek(offset)
                data = f.read()
        except OSError as e:
            result.error = f"{path}: {e.strerror or e}"
            return result
        start = offset   # the file offset `data` starts at
        while True:
            pos = offset - start
            if pos < 0 or pos > len(data):   # the server knows more than this file holds, or less than we read
                with open(path, "rb") as f:
                    f.seek(offset)
                    data, start, pos = f.read(), offset, 0
            n = _cut(data[pos:], self.max_increment)
            if n == 0:
                break
            chunk = data[pos:pos + n]
            try:
                content = chunk.decode("utf-8")
            except UnicodeDecodeError as e:
                result.error = f"{path}: not UTF-8 at byte {offset + e.start}"
                break
            body = {"session": session, "format": fmt, "offset": offset, "content": content, "repository": repository}
            if commit:
                body["commit"] = commit
            status, answer = self._post(body)
            if status is not None:
                result.statuses.append(status)
            if status is None or status >= 500:
                wait = self._failed()
                result.error = f"server unreachable ({answer.get('error') or status}); retry in {wait:.0f} s"
                result.retry = True
                break
            self._succeeded()
            nxt = answer.get("next_offset")
            if status in (200, 201) and isinstance(nxt, int):
                result.sent += status == 201
                result.duplicates += status == 200
            elif status == 409 and isinstance(nxt, int) and nxt != offset:
                if "held_sha256" in answer and not self._same_bytes(path, offset, answer):
                    result.error = (f"{path} was rewritten: the server holds other bytes at offset {offset} of "
                                    f"{session} (never overwritten)")
                    break
                # else this side lost its state (or cut differently): resume where the server is
            else:
                result.error = f"server refused offset {offset} ({status}): {answer.get('error', answer)}"
                break
            offset = nxt
            self._record(session, path, offset)
            result.offset = offset
        return result
