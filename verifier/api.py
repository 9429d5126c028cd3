"""The verifier's library API: open a repository, verify references and texts."""
from __future__ import annotations

import gc
import json
import os
from contextlib import contextmanager
from typing import Iterable, Iterator

from codeindex import RepoIndex, open_index

from . import rules as R
from . import wording
from .claims import Claim, extract_claims, looks_like_prose
from .invented_mentions import one_diagnosis_per_invented_type
from .models import S1_STALE_REFERENCE, ClaimResult, Evidence, Suggestion, TextResult, verdict_of
from .resolve import Resolver


class Verifier:
    """Verifies code references against one repository's symbol index.

    The index is built or brought up to date (incrementally) when the verifier opens, and again
    on `refresh()`; the service calls `refresh()` when the repository changes.
    """

    def __init__(self, index: RepoIndex) -> None:
        self.index = index
        self.resolver = Resolver(index.explorer, str(index.root))
        self._history = None          # verifier.history.History, opened on the first `since`
        self.history_note: str | None = None   # why time could not be used (said once)
        self.default_since: str | None = None   # `--since` for every batch record without its own
        self._quiet_history = None    # History for paths gone without a `since`; False outside git
        self._names_asked = 0         # names looked up in earlier trees (each costs a git grep)
        self._paths_asked = 0         # paths looked up in the history (each costs a git log)
        self._text_rows: dict | None = None   # text_file_rows(), read once

    @classmethod
    def open(cls, repo: str | os.PathLike, *, index_dir: str | os.PathLike | None = None,
             update: bool = True) -> "Verifier":
        return cls(open_index(repo, index_dir=index_dir, update=update))

    @property
    def root(self) -> str:
        return str(self.index.root)

    def refresh(self):
        return self.index.refresh()

    def share_history(self, other: "Verifier") -> bool:
        """Take `other`'s readers of git history (the trees of earlier commits, `git grep` and
        `git log` answers: about commits, not the work tree) while HEAD is the commit they opened
        at, so that a service's snapshot after an edit does not ask git again about every gone
        name it was asked before (~0.8 s of git per name on okhttp, inside a request). The
        budgets of names and paths asked stay this verifier's own. False when nothing was taken."""
        readers = [a for a in ("_quiet_history", "_history") if getattr(other, a) and getattr(self, a) is None]
        if not readers:
            return False
        heads = {getattr(other, a).head for a in readers}
        if None in heads or len(heads) != 1 or getattr(other, readers[0]).current_head() not in heads:
            return False
        for attr in readers:
            setattr(self, attr, getattr(other, attr))
        return True

    def inherit_answers(self, older: "Verifier") -> set[str] | None:
        """Take over the answers `older` (the verifier of an earlier snapshot of the same index)
        worked out from files this snapshot has unchanged (Resolver.inherit), so that a service's
        snapshot after a one-file edit does not read again every file the claims it saw needed.
        A file is unchanged when its row is the same in both snapshots, in the source-file table
        and in the text-file table alike (a build writes a re-read file's row anew); a file
        edited, added, deleted or renamed, or one neither table holds, is read again. Returns what
        was carried (a container of paths); None, nothing taken, when either index is not a
        snapshot (IndexSnapshot) or the roots differ."""
        if not (hasattr(older.index, "file_rows") and hasattr(self.index, "file_rows")) or older.root != self.root:
            return None
        tables = [(older.index.file_rows(), self.index.file_rows())]
        text_before, text_now = older.text_file_rows(), self.text_file_rows()
        if text_before is not None and text_now is not None:
            tables.append((text_before, text_now))
        same = _Unchanged(set().union(*(_changed_rows(before, now) for before, now in tables)),
                          [now for _before, now in tables])
        self.resolver.inherit(older.resolver, same)
        return same

    def text_file_rows(self) -> dict | None:
        """Path -> (id, size, mtime_ns) of the snapshot's text files (the word table's), read once
        (an older verifier's are read when it was the new one); None without that table."""
        if self._text_rows is None:
            self._text_rows = _text_file_rows(self.index.conn) or {}
        return self._text_rows or None

    def close(self) -> None:
        self.index.close()

    def verify_claims(self, claims: Iterable[Claim], since: str | None = None) -> list[ClaimResult]:
        claims = list(claims)
        results = [self.resolver.resolve(c) for c in claims]
        if since:
            results = self._with_history(claims, results, since)
        else:
            results = self._with_quiet_history(claims, results)
        return one_diagnosis_per_invented_type(claims, results)

    def verify_text(self, text: str, id: str | None = None, *, query_mode: bool | None = None,
                    since: str | None = None) -> TextResult:
        """Every code reference in `text`, resolved. `query_mode` None: decide by the text's
        shape (a single reference as typed at a terminal, or prose). `since`: the commit the text
        was written against; a reference that resolved there and not now is S1_STALE_REFERENCE."""
        if not isinstance(text, str) or not text.strip():
            return TextResult(id=id, verdict="unverifiable", claims=[], error="empty text")
        if query_mode is None:
            query_mode = not looks_like_prose(text)
        claims = self.verify_claims(extract_claims(text, query_mode=query_mode), since=since)
        return TextResult(id=id, verdict=verdict_of(claims), claims=claims)

    # -- time ------------------------------------------------------------------------------

    def history(self):
        """The checkout's git history, or None outside git (the reason is in `history_note`)."""
        if self._history is None and self.history_note is None:
            from .history import History, NotAGitCheckout

            try:
                self._history = History(self.root)
            except NotAGitCheckout as exc:
                self.history_note = wording.no_history(self.root, str(exc))
        return self._history

    def _with_history(self, claims: list[Claim], results: list[ClaimResult], since: str) -> list[ClaimResult]:
        history = self.history()
        if history is None:
            return results
        snap = history.since(since)    # UnknownRevision propagates: the caller reports it
        out = []
        for claim, result in zip(claims, results):
            if result.status == "verified" or claim.negated:
                out.append(result)
                continue
            now = self._where_now(claim)
            finding = history.stale(claim, snap, (now[0], now[2]) if now else None)
            if finding is None or self._still_here(finding.symbol, claim.kind):
                out.append(result)   # (the old symbol found is one the code still has: not what vanished)
                continue
            suggestions = []
            if finding.moved_to:
                path = now[1] if now else finding.moved_to
                suggestions.append(Suggestion(symbol=_as_written(claim, finding.moved_to), path=path,
                                              line=finding.moved_line, score=1.0))
            if finding.moved_to:
                suggestions += [s for s in result.suggestions if s.symbol != finding.moved_to]
            elif claim.kind != "path":
                suggestions = self._successors(finding.symbol, finding.old_path, result.suggestions, claim)
            else:
                suggestions = self._noted_paths(claim.name, result.suggestions)
            note = wording.stale_note(finding.rev, finding.removed_in, finding.removed_on)
            out.append(ClaimResult(
                text=result.text, kind=result.kind, status="not_found", error=S1_STALE_REFERENCE,
                rule=R.STALE_REFERENCE, binding=result.binding,
                reason=wording.stale_reason(claim.kind, finding.symbol, finding.rev, finding.removed_in,
                                            finding.removed_on, finding.moved_to, finding.moved_line),
                evidence=[Evidence(path=finding.old_path, line=finding.old_line, symbol=finding.symbol, note=note)]
                + result.evidence[:4],
                suggestions=suggestions[:3], members=result.members))
        return out

    def _with_quiet_history(self, claims: list[Claim], results: list[ClaimResult]) -> list[ClaimResult]:
        """Without a `since`: a path that is not in the repository now but is in its git history was
        removed or moved (a file moved, a directory deleted), and a code-like name no source file has now
        but an earlier tree had was removed or renamed — stale, with the commit that did it. Silent
        outside git: nothing was asked of history."""
        todo = [i for i, (c, r) in enumerate(zip(claims, results))
                if r.status != "verified" and not c.negated and (
                    (c.kind == "path" and r.rule in (R.PATH_NOT_IN_REPO, R.PATH_MISSING, R.FILE_ELSEWHERE))
                    # `./setup.cfg` in an experience or a root note: the root's, asked of history as such
                    or (c.kind == "path" and r.rule == R.RELATIVE_PATH and c.text.strip("`'\"").startswith("./")
                        and not r.evidence)
                    or (r.rule in (R.SYMBOL_NOT_IN_REPO, R.TYPE_NOT_IN_REPO) and _may_have_been_ours(c)
                        and not self.resolver.platform_named(c.name.split(":")[0])))]
        if not todo:
            return results
        if self._quiet_history is None:
            from .history import History, NotAGitCheckout
            try:
                self._quiet_history = History(self.root)
            except NotAGitCheckout:
                self._quiet_history = False
        if not self._quiet_history:
            return results
        out = list(results)
        for i in todo:
            result = results[i]
            if claims[i].kind == "path":
                if self._paths_asked >= _MAX_NAMES_ASKED:
                    continue
                self._paths_asked += 1   # (a path git never had costs a walk of the whole history)
                finding = self._quiet_history.path_gone(claims[i].name.strip().removeprefix("./"))
            elif self._names_asked < _MAX_NAMES_ASKED:
                self._names_asked += 1
                leaf = claims[i].name.split(":")[0]
                finding = self._quiet_history.name_gone(
                    leaf, undefined_now=not self.index.explorer.symbols_named(leaf))
                if finding is not None and claims[i].qualifier and not finding.mentioned_now:
                    # `viper.BindPFlag(...)`: an old file may only have called a library's member; written on a
                    # qualifier, the name was the repository's only if an old tree declared it.
                    finding = self._quiet_history.declared_before(leaf)
                if finding is not None:
                    out[i] = self._gone_name_result(result, finding)
                continue
            else:
                continue
            if finding is None:
                continue
            suggestions = ([Suggestion(symbol=_as_written(claims[i], finding.moved_to), path=finding.moved_to,
                                       line=0, score=1.0)] + [s for s in result.suggestions if s.symbol != finding.moved_to]
                           if finding.moved_to else self._noted_paths(claims[i].name, result.suggestions))
            out[i] = ClaimResult(
                text=result.text, kind=result.kind, status="not_found", error=S1_STALE_REFERENCE,
                rule=R.STALE_REFERENCE, binding=result.binding,
                reason=wording.gone_path_reason(finding.symbol, finding.removed_in, finding.removed_on, finding.moved_to),
                evidence=[Evidence(path=finding.old_path, line=0, symbol=finding.symbol,
                                   note=wording.removed_note(finding.removed_in, finding.removed_on))]
                + result.evidence[:4],
                suggestions=suggestions[:3], members=result.members)
        return out

    def _gone_name_result(self, result: ClaimResult, finding) -> ClaimResult:
        return ClaimResult(
            text=result.text, kind=result.kind, status="not_found", error=S1_STALE_REFERENCE,
            rule=R.STALE_REFERENCE, binding=result.binding,
            reason=wording.gone_name_reason(finding.symbol, finding.old_path, finding.old_line, finding.rev,
                                            finding.removed_in, finding.removed_on, finding.mentioned_now,
                                            finding.tests_only_now),
            evidence=[Evidence(path=finding.old_path, line=finding.old_line, symbol=finding.symbol,
                               note=wording.stale_note(finding.rev, finding.removed_in, finding.removed_on))]
            + result.evidence[:4],

            suggestions=self._successors(finding.symbol, finding.old_path, result.suggestions)[:3],
            members=result.members)

    def _successors(self, name: str, old_path: str, suggestions: list[Suggestion],
                    claim: Claim | None = None) -> list[Suggestion]:
        """What a vanished name most likely became, among the current near names: one that keeps
        more of its words (`createSSGHelpers` -> `createServerSideHelpers`, not `createHeaders`),
        then one that lives where the old one lived (the directories it shares with the old file, the
        vanished word in its path: `src/server/ssgProxy.ts`), then the resolver's order. Near names
        of the vanished name are added when the claim's own suggestions are few (a name the text bound
        to a word that is no type has none)."""
        from codeindex import camel_words

        from .resolve import _place, _suggest

        leaf = name.replace("::", ".").rsplit(".", 1)[-1]
        # What the docs say replaced it comes first: the claim's own suggestions from them (a member of
        # the claimed type the notes name), else the symbols they name. (A plain word was a symbol:
        # history found it; the notes must write it on the receiver the text wrote.)
        written_on = claim.qualifier[-1] if claim is not None and claim.qualifier and not claim.paired else None
        named = set(self.resolver.replacements_in_notes(leaf, written_on=written_on, was_symbol=True))
        noted = [s for s in suggestions if set(s.symbol.replace("::", ".").split(".")[-2:]) & named]
        if named and not noted and not suggestions:
            noted = self.resolver.noted_suggestions(leaf, written_on=written_on)
        noted += [s for s in self._renamed_owner_member(name) if s not in noted]
        pool = noted + [s for s in suggestions if s not in noted]
        if len(pool) < 3:
            explorer = self.index.explorer
            # near by letters, then a word away (`UnsafeAllowOriginFunc` for `AllowOriginFunc`)
            for near, _score in explorer.near_names(leaf, limit=8) + [(n, None) for n in explorer.word_kin_names(leaf)]:
                sym = min((s for s in explorer.symbols_named(near) if s.kind != "extension"),
                          key=lambda s: _place(s.path)[1], default=None)
                if sym is not None and all(p.symbol != _suggest(sym, None).symbol for p in pool):
                    pool.append(_suggest(sym, _score))
        words = [w.lower() for w in camel_words(leaf)]
        old_dirs = old_path.split("/")[:-1]

        def key(item):
            i, sugg = item
            cand = [w.lower() for w in camel_words(sugg.symbol.rsplit(".", 1)[-1])]
            kept_words = set(words) & set(cand)
            kept = len(kept_words)
            # at equal counts, the longer words kept carry the name's meaning (`timeout` of
            # `setTimeout` in Connection.timeout, not `set` in Tag.set)
            kept_letters = sum(len(w) for w in kept_words)
            new_dirs = (sugg.path or "").split("/")[:-1]
            shared = 0
            while shared < min(len(old_dirs), len(new_dirs)) and old_dirs[shared] == new_dirs[shared]:
                shared += 1
            gone = [w for w in words if w not in cand and len(w) >= 3]
            kept_word = any(w in (sugg.path or "").lower() for w in gone)
            if i < len(noted):
                return (False, -100, 0, False, i)
            return (other_case(sugg), -kept, -kept_letters, -(shared + kept_word), _place(sugg.path or "")[1], i)

        def other_case(sugg) -> bool:
            """A rename keeps what the first letter's case says: a type stays a type (`Progress` for
            `DownloadProgress`, not the option `onDownloadProgress`) and, where a capital marks an
            exported name (Go), an exported name stays exported (not `starAllowOriginFunc`)."""
            real = sugg.symbol.replace("::", ".").rsplit(".", 1)[-1]
            return real[:1].isalpha() and leaf[:1].isalpha() and real[:1].isupper() != leaf[:1].isupper()

        return [s for _i, s in sorted(enumerate(pool), key=key)]

    def _noted_paths(self, rel: str, suggestions: list[Suggestion]) -> list[Suggestion]:
        """A vanished path git does not follow: where the docs say its part went first
        (`Resolver.noted_path_successors`), then the claim's own suggestions."""
        noted = [Suggestion(symbol=p, path=p, line=0, score=1.0) for p in self.resolver.noted_path_successors(rel)]
        return noted + [s for s in suggestions if all(s.symbol != n.symbol for n in noted)]

    def _renamed_owner_member(self, name: str) -> list[Suggestion]:
        """A vanished member whose type vanished with it (`Whitelist.basic`): the same member on the
        type the docs name as the type's replacement (`Safelist.basic`, "use org.jsoup.safety.Safelist
        instead")."""
        parts = name.replace("::", ".").split(".")
        if len(parts) < 2 or not parts[-2][:1].isupper():
            return []
        owner, leaf = parts[-2], parts[-1]
        explorer = self.index.explorer
        if any(t.name == owner for t in explorer.find_types(owner)):
            return []   # the type is still here: its member went, not the type
        out = []
        for ident in self.resolver.replacements_in_notes(owner, was_symbol=True):
            for type_ in explorer.find_types(ident):
                if type_.name != ident:
                    continue
                member = next((m for m, _via in explorer.members(type_).all() if m.name == leaf), None)
                if member is not None:
                    out.append(Suggestion(symbol=f"{ident}.{leaf}", path=member.path, line=member.line, score=1.0))
                    break
        return out[:1]

    def _still_here(self, qualname: str, kind: str) -> bool:
        if kind == "path":
            return False
        dotted = qualname.replace("::", ".")
        leaf = dotted.rsplit(".", 1)[-1]
        # An old tree's file is read alone, so its symbol may lack the module prefix today's index gives
        # it (`Context.resilient_parsing` then, `src.click.core.Context.resilient_parsing` now): the same
        # symbol when one dotted name ends the other.
        # (A bare old name never matches a member by its leaf alone: a removed function `bar` is not
        # today's `X.bar`.)
        return any(now == dotted or ("." in dotted and now.endswith("." + dotted))
                   or ("." in now and dotted.endswith("." + now))
                   for now in (s.qualname.replace("::", ".") for s in self.index.explorer.symbols_named(leaf)))

    def _where_now(self, claim: Claim) -> tuple[str, str, int] | None:
        """(name, path, line) of where a vanished member or type lives now, when exactly one
        place defines that name (a method moved to another type, a type moved to another file)."""
        if claim.kind not in ("member", "type", "call", "identifier"):
            return None
        found = [s for s in self.index.explorer.symbols_named(claim.name) if s.kind != "extension"]
        if len({s.qualname for s in found}) != 1:
            return None
        s = found[0]
        owner = s.container.rsplit(".", 1)[-1] + "." if s.container else ""
        return (f"{owner}{s.name}" if claim.kind != "type" else s.qualname), s.path, s.line

    def verify_batch(self, lines: Iterable[str], jobs: int = 1) -> Iterator[TextResult]:
        """JSON Lines `{"id", "text"}` in, one result per line out, in input order; a malformed
        line yields an error record carrying its id (or line number) and the batch goes on.

        With `jobs` > 1 the lines are verified by that many processes, each with its own
        read-only connection to the (already up-to-date) index."""
        numbered = ((n, line) for n, line in enumerate(lines, 1) if line.strip())
        if jobs <= 1:
            with few_collections():
                for n, result in enumerate(self._verify_numbered(numbered), 1):
                    if n % _BATCH_CHUNK == 0:
                        gc.freeze()   # the caches this chunk built: out of every later collection (few_collections)
                    yield result
            return
        from concurrent.futures import ProcessPoolExecutor
        from itertools import islice

        chunks = iter(lambda: list(islice(numbered, _BATCH_CHUNK)), [])
        index_dir = self.index.index_dir
        with ProcessPoolExecutor(max_workers=jobs, initializer=_worker_open,
                                 initargs=(self.root, index_dir, self.default_since)) as pool:
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
            since = record.get("since", self.default_since)
            if since is not None and not isinstance(since, str):
                yield TextResult(id=rid, verdict="unverifiable", error="'since' must be a string (a git revision)")
                continue
            try:
                yield self.verify_text(text, id=rid, since=since)
            except Exception as exc:  # one bad record never aborts the batch; it is reported
                yield TextResult(id=rid, verdict="unverifiable", error=f"{type(exc).__name__}: {exc}")


def _changed_rows(before: dict, now: dict) -> set:
    """The keys whose rows differ, or that one of the two lacks."""
    return {key for key, row in before.items() if now.get(key) != row} | \
        {key for key, row in now.items() if before.get(key) != row}


class _Unchanged:
    """The paths a newer snapshot has as the older one had them: held by one of its tables, and
    changed in none (a container, so that no set of every path is built per snapshot)."""

    def __init__(self, changed: set, tables: list[dict]) -> None:
        self.changed = changed
        self.tables = tables

    def __contains__(self, path) -> bool:
        return path not in self.changed and any(path in table for table in self.tables)


def _text_file_rows(conn) -> dict | None:
    """Path -> (id, size, mtime_ns) of the index's text files (the word table's), or None when the
    index has no such table."""
    import sqlite3

    try:
        return {r[0]: r[1:] for r in conn.execute("SELECT path, id, size, mtime_ns FROM text_files")}
    except sqlite3.Error:
        return None


_BATCH_CHUNK = 256
# Objects allocated between two runs of the cycle collector during a batch (the default is 700).
_BATCH_GC_THRESHOLD = 10_000


@contextmanager
def few_collections():
    """Run the cycle collector less often while a batch runs, and over less. Each claim allocates
    thousands of short-lived objects and adds to caches that live as long as the process; at the
    default threshold the collector ran every few claims and its full passes walked every cached
    object: a quarter of a netty batch's time (measured). What is alive when the batch starts (the
    index's tables in memory, the caches) is frozen, so no collection walks it again (with the
    threshold alone a netty batch still spent 23 % of its CPU collecting, one full pass 0.9 s).
    Nothing the verifier builds is cyclic garbage it depends on being freed early: whatever a
    freeze kept is collectable again when the batch ends, with the previous threshold restored."""
    before = gc.get_threshold()
    if before[0] < _BATCH_GC_THRESHOLD:
        gc.set_threshold(_BATCH_GC_THRESHOLD, *before[1:])
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


_WORKER: Verifier | None = None


# Looking a name up in earlier trees costs a `git grep` over several of them (a second on a large
# repository): asked for at most this many distinct names per process, so that a batch of invented
# names stays a batch.
_MAX_NAMES_ASKED = 64


def _as_written(claim: Claim, moved_to: str) -> str:
    """A new path in the form the text wrote the old one: a directory written `packages/react/`
    is suggested as `packages/react-query/`."""
    if claim.kind == "path" and claim.text.rstrip("`'\")").endswith("/") and not moved_to.endswith("/"):
        return moved_to + "/"
    return moved_to


def _may_have_been_ours(claim: Claim) -> bool:
    """A name worth asking history about: written like code (`createSSGHelpers`, `HTTPX_LOG_LEVEL`,
    `Prepare` in backticks), long enough to be specific."""
    name = claim.name.split(":")[0]
    if len(name) < 4:
        return False
    humps = sum(1 for a, b in zip(name, name[1:]) if a.islower() and b.isupper())
    return humps >= 1 or "_" in name.strip("_") or (name.isupper() and len(name) >= 5) or claim.kind == "member"


def _worker_open(root: str, index_dir, default_since: str | None = None) -> None:
    global _WORKER
    gc.set_threshold(max(gc.get_threshold()[0], _BATCH_GC_THRESHOLD), *gc.get_threshold()[1:])   # see few_collections
    _WORKER = Verifier.open(root, index_dir=index_dir, update=False)
    _WORKER.default_since = default_since


def _worker_verify(chunk: list[tuple[int, str]]) -> list[TextResult]:
    gc.freeze()   # the index and the caches earlier chunks built: walked by no collection (few_collections)
    return list(_WORKER._verify_numbered(chunk))
