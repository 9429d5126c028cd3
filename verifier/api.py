"""The verifier's library API: open a repository, verify references and texts."""
from __future__ import annotations

import json
import os
from typing import Iterable, Iterator

from codeindex import RepoIndex, open_index

from .claims import Claim, extract_claims, looks_like_prose
from .models import ClaimResult, TextResult, verdict_of
from .resolve import Resolver


class Verifier:
    """Verifies code references against one repository's symbol index.

    The index is built or brought up to date (incrementally) when the verifier opens, and again
    on `refresh()`; the service calls `refresh()` when the repository changes.
    """

    def __init__(self, index: RepoIndex) -> None:
        self.index = index
        self.resolver = Resolver(index.explorer, str(index.root))

    @classmethod
    def open(cls, repo: str | os.PathLike, *, index_dir: str | os.PathLike | None = None,
             update: bool = True) -> "Verifier":
        return cls(open_index(repo, index_dir=index_dir, update=update))

    @property
    def root(self) -> str:
        return str(self.index.root)

    def refresh(self):
        return self.index.refresh()

    def close(self) -> None:
        self.index.close()

    def verify_claims(self, claims: Iterable[Claim]) -> list[ClaimResult]:
        return [self.resolver.resolve(c) for c in claims]

    def verify_text(self, text: str, id: str | None = None, *, query_mode: bool | None = None) -> TextResult:
        """Every code reference in `text`, resolved. `query_mode` None: decide by the text's
        shape (a single reference as typed at a terminal, or prose)."""
        if not isinstance(text, str) or not text.strip():
            return TextResult(id=id, verdict="unverifiable", claims=[], error="empty text")
        if query_mode is None:
            query_mode = not looks_like_prose(text)
        claims = self.verify_claims(extract_claims(text, query_mode=query_mode))
        return TextResult(id=id, verdict=verdict_of(claims), claims=claims)

    def verify_batch(self, lines: Iterable[str], jobs: int = 1) -> Iterator[TextResult]:
        """JSON Lines `{"id", "text"}` in, one result per line out, in input order; a malformed
        line yields an error record carrying its id (or line number) and the batch goes on.

        With `jobs` > 1 the lines are verified by that many processes, each with its own
        read-only connection to the (already up-to-date) index."""
        numbered = ((n, line) for n, line in enumerate(lines, 1) if line.strip())
        if jobs <= 1:
            yield from self._verify_numbered(numbered)
            return
        from concurrent.futures import ProcessPoolExecutor
        from itertools import islice

        chunks = iter(lambda: list(islice(numbered, _BATCH_CHUNK)), [])
        index_dir = self.index.index_dir
        with ProcessPoolExecutor(max_workers=jobs, initializer=_worker_open, initargs=(self.root, index_dir)) as pool:
            for results in pool.map(_worker_verify, chunks):
                yield from results

    def _verify_numbered(self, numbered: Iterable[tuple[int, str]]) -> Iterator[TextResult]:
        for number, line in numbered:
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                yield TextResult(id=f"line:{number}", verdict="unverifiable", error=f"malformed JSON: {exc.msg}")
                continue
            if not isinstance(record, dict):
                yield TextResult(id=f"line:{number}", verdict="unverifiable", error="expected a JSON object")
                continue
            rid = record.get("id")
            rid = str(rid) if rid is not None else f"line:{number}"
            text = record.get("text")
            if not isinstance(text, str):
                yield TextResult(id=rid, verdict="unverifiable", error="missing or non-string 'text'")
                continue
            try:
                yield self.verify_text(text, id=rid)
            except Exception as exc:  # one bad record never aborts the batch; it is reported
                yield TextResult(id=rid, verdict="unverifiable", error=f"{type(exc).__name__}: {exc}")


_BATCH_CHUNK = 256
_WORKER: Verifier | None = None


def _worker_open(root: str, index_dir) -> None:
    global _WORKER
    _WORKER = Verifier.open(root, index_dir=index_dir, update=False)


def _worker_verify(chunk: list[tuple[int, str]]) -> list[TextResult]:
    return list(_WORKER._verify_numbered(chunk))
