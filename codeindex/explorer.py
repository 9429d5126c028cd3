"""The explorer API the verifier uses: types, members (own and inherited), ancestry, near names.

Every answer comes from the on-disk index through indexed SQL lookups, so a cold command-line
query does not have to load the whole symbol table; `symbol_graph()` builds the networkx graph
for the questions that are graph questions.
"""
from __future__ import annotations

import json
import posixpath
import re
import sqlite3
import threading
from array import array
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from operator import attrgetter
from pathlib import Path, PurePosixPath

from .extract import TYPE_KINDS
from .memtable import SymbolTable, parse_bases
from .names import camel_words, may_be_similar, shortlist, similarity
from .store import CONTENT_VERSION, WORDS_COMPLETE
from .words import is_table_word

_TYPE_KIND_LIST = tuple(sorted(TYPE_KINDS - {"namespace"}))
_COLUMNS = (
    "s.id, s.name, s.kind, s.qualname, s.container, f.path, s.line, s.end_line, s.params, s.bases,"
    " s.attached, s.extends, f.language, f.package, s.file_id"
)


@dataclass(frozen=True)
class SymbolRecord:
    id: int
    name: str
    kind: str
    qualname: str
    container: str | None
    path: str
    line: int
    end_line: int
    params: str | None
    bases: tuple[str, ...]
    attached: bool
    extends: str | None
    language: str
    package: str | None
    file_id: int

    def __hash__(self) -> int:
        # Records key the explorer's caches: hashing the id (equal records have equal ids) instead of
        # all fifteen fields, bases included, on every lookup.
        return hash(self.id)

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"

    @property
    def display(self) -> str:
        """`FastScrollBar.attach(View)` style, for humans."""
        owner = self.container.rsplit(".", 1)[-1] + "." if self.container else ""
        return f"{owner}{self.name}{self.params or ''}" if self.kind in ("method", "function", "constructor") \
            else f"{owner}{self.name}"

    def to_dict(self) -> dict:
        return {
            "name": self.name, "kind": self.kind, "qualname": self.qualname, "container": self.container,
            "path": self.path, "line": self.line, "end_line": self.end_line, "params": self.params,
            "bases": list(self.bases), "attached": self.attached, "extends": self.extends,
            "language": self.language,
        }


@dataclass
class Ancestry:
    """What a type inherits from: in-repo ancestors (nearest first) and bases outside the repo."""
    ancestors: list[SymbolRecord] = field(default_factory=list)
    external: list[str] = field(default_factory=list)     # base names that leave the repository
    # base name -> the qualified name its file imports it as (`View` -> `android.view.View`), or None
    external_qualified: dict[str, str | None] = field(default_factory=dict)

    @property
    def leaves_repository(self) -> bool:
        return bool(self.external)


@dataclass
class Members:
    type: SymbolRecord
    own: list[SymbolRecord]
    inherited: list[tuple[SymbolRecord, SymbolRecord]]   # (member, the in-repo ancestor it comes from)
    ancestry: Ancestry
    _by_name: dict | None = field(default=None, repr=False)
    _all: list | None = field(default=None, repr=False)
    _derived: dict = field(default_factory=dict, repr=False)
    # The members grouped per declaring type, each (pairs, pairs by name, lazy views), shared with every other
    # Members that includes that type: the type's own first, then each in-repo ancestor's.
    _groups: list | None = field(default=None, repr=False)

    def named(self, name: str) -> list[tuple[SymbolRecord, SymbolRecord | None]]:
        found = [(m, None) for m in self.own if m.name == name]
        found += [(m, via) for m, via in self.inherited if m.name == name]
        return found

    def by_name(self) -> dict[str, list[tuple[SymbolRecord, SymbolRecord | None]]]:
        if self._by_name is None:
            index: dict[str, list] = {}
            if self._groups is not None:
                # Merged group by group: the same lists, in the same order, as a pass over all().
                for _pairs, group_index, _lazy in self._groups:
                    for key, found in group_index.items():
                        got = index.get(key)
                        if got is None:
                            index[key] = list(found)
                        else:
                            got.extend(found)
            else:
                for m, via in self.all():
                    index.setdefault(m.name, []).append((m, via))
            self._by_name = index
        return self._by_name

    def lookup(self, name: str) -> list[tuple[SymbolRecord, SymbolRecord | None]]:
        """`by_name().get(name, [])` without building the whole index: a found member needs no more."""
        if name == "operator":
            # C++ operators are indexed by their whole token (`operator()`, `operator==`); a text's
            # `OptionAdder::operator()` reaches the lookup as `operator`, which names any of them.
            return [pair for key, pairs in self.by_name().items()
                    if key.startswith("operator") and key[8:9] and not (key[8].isalnum() or key[8] == "_")
                    for pair in pairs]
        if self._by_name is not None or self._groups is None:
            return self.by_name().get(name, [])
        found: list = []
        for _pairs, group_index, _lazy in self._groups:
            hit = group_index.get(name)
            if hit:
                found += hit
        return found

    def named_ignoring_case(self, lowered: str) -> list[SymbolRecord]:
        """The members whose lower-cased name is `lowered`, in `all()` order."""
        if self._groups is None:
            return [m for m, _via in self.all() if m.name.lower() == lowered]
        found: list = []
        for pairs, _index, lazy in self._groups:
            by_lower = lazy.get("by_lower")
            if by_lower is None:
                by_lower = lazy["by_lower"] = {}
                for m, _via in pairs:
                    by_lower.setdefault(m.name.lower(), []).append(m)
            hit = by_lower.get(lowered)
            if hit:
                found += hit
        return found

    def all(self) -> list[tuple[SymbolRecord, SymbolRecord | None]]:
        """Own members, then inherited ones (built once: the explorer hands out one Members per type,
        so callers read this list and never change it)."""
        if self._all is None:
            if self._groups is not None:
                self._all = [pair for pairs, _index, _lazy in self._groups for pair in pairs]
            else:
                self._all = [(m, None) for m in self.own] + list(self.inherited)
        return self._all

    def derived(self, key: str, build):
        """A view of these members that a caller computes once (`build(self)`) and keeps here, under
        its own key: a batch asks the same questions of one type's members for every claim on it."""
        hit = self._derived.get(key)
        if hit is None:
            hit = self._derived[key] = build(self)
        return hit


_new_object = object.__new__


def _record(row) -> SymbolRecord:
    return _make_record(row, tuple(json.loads(row[9])) if row[9] else ())


def _shared_record(row, bases_seen: dict) -> SymbolRecord:
    """`_record` for a whole table at once: equal base lists are decoded once and shared."""
    return _make_record(row, parse_bases(row[9], bases_seen))


def _make_record(row, bases: tuple[str, ...]) -> SymbolRecord:
    """The SymbolRecord of a `_COLUMNS` row, its fields set straight into the new object's dict, in
    the dataclass's order: the frozen dataclass's own __init__ sets each of its fifteen fields
    through object.__setattr__, a third of the cost of reading a whole symbol table into memory.
    (Equal to `SymbolRecord(...)` of the same values: the class has no __post_init__ and no defaults.)"""
    rec = _new_object(SymbolRecord)
    rec.__dict__.update(
        id=row[0], name=row[1], kind=row[2], qualname=row[3], container=row[4], path=row[5], line=row[6],
        end_line=row[7], params=row[8], bases=bases, attached=bool(row[10]), extends=row[11],
        language=row[12] or "", package=row[13], file_id=row[14])
    return rec


# The files of this many words are read by a join before the text files' paths are held by id
# (Explorer._text_paths); past this many text files they never are (each snapshot of a service reads them
# again, inside a request: a few milliseconds at most).
_TEXT_PATHS_AFTER = 64
_MAX_TEXT_PATHS = 20_000

# After this many distinct symbol questions (a batch, the service; a one-off query asks a few dozen)
# the symbol and import tables are read into memory once (codeindex/memtable.py).
_TABLES_IN_MEMORY_AFTER = 400
# Import-target questions asked of SQL before the distinct targets are keyed in memory (_targets_named).
_IMPORTS_IN_MEMORY_AFTER = 8
# ... and past this many import rows only one: each GLOB question scans the whole table (0.3 s at
# the 10^6 rows of a monorepo, where keying the distinct targets once takes about as long).
_IMPORTS_LARGE = 200_000
_TYPE_KIND_SET = frozenset(_TYPE_KIND_LIST)

# A one-off command asks for near names once or twice (SQL is cheapest); a batch or the service asks
# thousands of times, so after this many questions the name tables are read into memory once.
_NAMES_IN_MEMORY_AFTER = 24
# ... unless the names table is larger than this: a monorepo's 690k names took seconds of CPU and
# 300 MiB to load, more than every SQL question a batch asks of them (each an index probe or a short
# range scan) costs together.
_MAX_NAMES_IN_MEMORY = 200_000


class _KeptAnswers:
    """A function's answers by argument (the arguments as lru_cache keys them), in a dictionary
    that can be read and filtered (Explorer._carry_type_answers). When it holds `most`, the older
    half goes (first asked, first out: near enough to lru_cache's order for a batch's working set;
    one C-level pass, so a reader on another thread never sees it half made)."""

    def __init__(self, function, most: int) -> None:
        self.function = function
        self.most = most
        self.data: dict = {}

    def __call__(self, *args):
        key = args[0] if len(args) == 1 else args
        hit = self.data.get(key, self)
        if hit is self:
            hit = self.function(*args)
            if len(self.data) >= self.most:
                self.data = dict(islice(self.data.items(), self.most // 2, None))
            self.data[key] = hit
        return hit

    def cache_clear(self) -> None:
        self.data = {}


def _base_in(written: str | None, words: set[str]) -> bool:
    """Is a base name as written (`Base`, `a.b.Base`, `ns::Base`), or any dotted part of it (the
    type it names, the namespace it is looked for in), in `words`?"""
    if not written:
        return False
    dotted = _dotted(written)
    return dotted in words or any(part in words for part in dotted.split("."))


def _leaf_in(written: str | None, words: set[str]) -> bool:
    """Is the last dotted part of `written` (what an import brings in, looked up by that name) in `words`?"""
    written = (written or "").strip()
    return bool(written) and _dotted(written).rsplit(".", 1)[-1] in words


def _add_written_words(words: set[str], names, bases) -> None:
    """Every name a symbol row writes, whole and by dotted part, into `words`."""
    for written in list(names) + list(bases):
        if written:
            dotted = _dotted(written)
            words.add(dotted)
            words.update(dotted.split("."))


class _NameIndex:
    """The `names` table in memory, and the `name_words` rows of each word asked about, answering
    `_near_uncached`'s three questions exactly as the SQL does (same rows, same limits)."""

    def __init__(self, by_lower: dict, ordered: list) -> None:
        self.by_lower = by_lower          # name_lower -> [names]
        self.lower_of = {name: lower for lower, _length, name in ordered}
        self.lengths = bytes(min(length, 255) for _lower, length, _name in ordered)   # aligned with `ordered`
        self.ordered = ordered            # [(name_lower, length, name)] sorted
        self.keys = [o[0] for o in ordered]
        # word -> its names, read from name_words on first use: a batch asks about a few thousand
        # words, and reading all the table's rows (2.6M on a monorepo) was most of the load.
        self.word_sets: dict[str, frozenset[str]] = {}

    @classmethod
    def load(cls, conn) -> "_NameIndex":
        by_lower: dict[str, list[str]] = {}
        ordered = []
        for name, lower, length in conn.execute("SELECT name, name_lower, length FROM names"):
            by_lower.setdefault(lower, []).append(name)
            ordered.append((lower, length, name))
        ordered.sort()
        return cls(by_lower, ordered)

    def candidates(self, conn, name: str, words: list[str], prefix: str, slack: int) -> set[str]:
        """`conn`: a connection to an index with these same name tables (the caller's snapshot;
        this index outlives the snapshot that loaded it)."""
        import bisect

        cands = set(self.by_lower.get(name.lower(), ()))
        if len(words) >= 3:
            # (word, name) is the table's key: the names of each word are distinct, so the
            # intersection of two word sets is the SQL INTERSECT.
            hits = self._word_set(conn, words[0]) & self._word_set(conn, words[-1])
            cands.update(sorted(hits)[:300] if len(hits) > 300 else hits)
        if prefix:
            hi = prefix[:-1] + chr(ord(prefix[-1]) + 1)
            i, j = bisect.bisect_left(self.keys, prefix), bisect.bisect_left(self.keys, hi)
            lo_len, hi_len = max(len(name) - slack, 0), len(name) + slack
            ordered = self.ordered
            if hi_len < 255:
                # The first 250 names of the prefix's range whose length fits, found by a C scan of
                # the lengths (one byte per name) instead of a Python loop over the range.
                wanted = re.compile(b"[" + re.escape(bytes([lo_len])) + b"-" + re.escape(bytes([hi_len])) + b"]")
                for picked, hit in enumerate(wanted.finditer(self.lengths, i, j), 1):
                    cands.add(ordered[hit.start()][2])
                    if picked == 250:
                        break
            else:
                picked = 0
                for k in range(i, j):
                    _lower, length, real = ordered[k]
                    if lo_len <= length <= hi_len:
                        cands.add(real)
                        picked += 1
                        if picked == 250:
                            break
        return cands

    def _word_set(self, conn, word: str) -> frozenset[str]:
        hit = self.word_sets.get(word)
        if hit is None:
            hit = self.word_sets[word] = frozenset(
                r[0] for r in conn.execute("SELECT name FROM name_words WHERE word = ?", (word,)))
        return hit


# A word with at most this many names drives the two-word question (see _names_with_both).
_RARE_WORD_NAMES = 2000


def _names_with_both(conn, first: str, second: str) -> list[str]:
    """The first 300 names, by name, having both camel words: the INTERSECT of the two words' rows.
    When one word has few names (counted up to _RARE_WORD_NAMES), its rows are read and the other
    word is probed per name on the (word, name) key instead: the INTERSECT reads both ranges whole,
    and on a monorepo a common word (`get`, `set`) has tens of thousands of names (58 ms a question)."""
    counts = [conn.execute("SELECT COUNT(*) FROM (SELECT 1 FROM name_words WHERE word = ? LIMIT ?)",
                           (w, _RARE_WORD_NAMES + 1)).fetchone()[0] for w in (first, second)]
    if min(counts) > _RARE_WORD_NAMES:
        return [r[0] for r in conn.execute(
            "SELECT name FROM name_words WHERE word = ? INTERSECT SELECT name FROM name_words WHERE word = ?"
            " LIMIT 300", (first, second))]
    driver, other = (first, second) if counts[0] <= counts[1] else (second, first)
    return [r[0] for r in conn.execute(
        "SELECT d.name FROM name_words d WHERE d.word = ? AND EXISTS"
        " (SELECT 1 FROM name_words o WHERE o.word = ? AND o.name = d.name) ORDER BY d.name LIMIT 300",
        (driver, other))]


_PATH_LINE_NAME_ID = attrgetter("path", "line", "name", "id")


# Names holding every word of a name that `word_kin_names` reads at most (a common single word, `get`,
# is in thousands of names; the kin of a longer name are among far fewer).
_WORD_KIN_SCANNED = 5000


def _sorted_contains(items: list[str], x: str) -> bool:
    import bisect

    i = bisect.bisect_left(items, x)
    return i < len(items) and items[i] == x


def _glob(text: str) -> str:
    """`text` for a case-sensitive SQLite GLOB pattern (LIKE would read `_` in `C_M` as any letter
    and fold case: `C_M.%` matched the package `com.tencent`)."""
    return text.replace("[", "[[]").replace("*", "[*]").replace("?", "[?]")


def _dotted(name: str) -> str:
    return name.replace("::", ".").replace("#", ".").strip(".")


def _suffix_match(qualname: str, wanted: str) -> bool:
    return qualname == wanted or qualname.endswith("." + wanted)


def _in_namespace_import(candidates: list, dotted: str, imports, importer: str) -> list:
    """`core.$ZodType` in a file that imports `* as core from "../core/index.js"`: the candidates
    declared in that module of the repository (its file, or its directory when it is an index or
    a directory). A namespace bound to a package outside the repository names nothing here."""
    head, _, rest = dotted.partition(".")
    if "." in rest:
        return []
    for entry in imports:
        target, _, alias = entry.partition(" as ")
        if alias.strip() != head or not target.startswith("."):
            continue
        module = posixpath.normpath(posixpath.join(posixpath.dirname(importer), target))
        stem = posixpath.splitext(module)[0]
        if posixpath.basename(stem) == "index":
            folder = posixpath.dirname(stem) + "/"
            return [c for c in candidates if c.path.startswith(folder)]
        return [c for c in candidates
                if posixpath.splitext(c.path)[0] == stem or c.path.startswith(module.rstrip("/") + "/")]
    return []


class _NameAnswers:
    """Answers that depend on the name tables alone (`near_names`, `word_kin_names`), by question:
    one explorer's, or shared by the snapshots of one state of those tables (share_name_index),
    whose requests may ask from several threads at once. The least recently asked go first."""

    def __init__(self, size: int = 8192) -> None:
        self._size = size
        self._answers: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple):
        """The answer kept for `key` (never None), or None."""
        with self._lock:
            hit = self._answers.get(key)
            if hit is not None:
                self._answers.move_to_end(key)
            return hit

    def put(self, key: tuple, answer: tuple) -> tuple:
        with self._lock:
            self._answers[key] = answer
            self._answers.move_to_end(key)
            while len(self._answers) > self._size:
                self._answers.popitem(last=False)
        return answer


def _index_bases(exact: dict, dotted: dict, sym_id: int, bases: tuple[str, ...]) -> None:
    """File `sym_id` under each base it names once: `Name` in `exact`, `a.b.Name` under `Name` in `dotted`."""
    for base in dict.fromkeys(bases):
        if "." in base:
            dotted.setdefault(base.rsplit(".", 1)[-1], []).append(sym_id)
        else:
            exact.setdefault(base, []).append(sym_id)


class Explorer:
    """Read-only questions about one indexed repository."""

    def __init__(self, conn: sqlite3.Connection, root: Path) -> None:
        self.conn = conn
        self.root = root
        self._cache_types = lru_cache(maxsize=8192)(self._types_uncached)
        self._cache_qualified = lru_cache(maxsize=16384)(self._qualified_uncached)
        # (the type answers a service's next snapshot takes over, those its changed files leave true:
        # _carry_type_answers; dictionaries, so that they can be read and filtered)
        self._cache_ancestry = _KeptAnswers(self._ancestry_uncached, 4096)
        self._cache_imports = lru_cache(maxsize=4096)(self._imports_uncached)
        self._name_answers = _NameAnswers()
        self._cache_members = _KeptAnswers(self._own_members_uncached, 8192)
        self._cache_named = lru_cache(maxsize=16384)(self._named_uncached)
        self._cache_all_members = _KeptAnswers(self._members_uncached, 4096)
        self._cache_groups = _KeptAnswers(self._group_uncached, 8192)
        self._cache_subtypes = lru_cache(maxsize=4096)(self._subtypes_uncached)
        self._dirs: set[str] | None = None
        self._presence_cache: dict[str, dict[str, bool]] = {}
        self._broken: frozenset | None = None
        self._owners_cache: dict[tuple[str, str | None], tuple[frozenset, frozenset, int]] = {}
        self._external_imports: dict = {}   # name or (name, languages) -> bool
        self._import_targets: dict[str, list[str]] = {}
        self._namespace_cache: dict[str, tuple[str, ...]] = {}   # alias -> module files
        self._near_calls = 0
        self._names_mem: _NameIndex | None | bool = None   # False: too many names to hold (SQL answers)
        self._broken_by_stem: dict[str, list[str]] | None = None
        # (base `Name` -> ids, base `a.b.Name` -> ids, id -> its place (path, line, id)): _inheritor_index
        self._inheritors: tuple[dict, dict, dict] | None = None
        self._table: SymbolTable | None = None
        self._table_questions = 0     # distinct questions asked of SQL; past the threshold: memory
        self._words_ready: bool | None = None
        self._word_cache: dict[tuple, object] = {}
        self._text_path_map: dict[int, str] | None | bool = None   # False: too many text files to hold
        self._text_path_questions = 0
        self._targets_by_leaf: dict[str, set[str]] | None = None
        self._target_questions = 0
        self._imports_after: int | None = None

    _CACHES = ("_cache_types", "_cache_qualified", "_cache_ancestry", "_cache_imports", "_cache_members",
               "_cache_named", "_cache_all_members", "_cache_groups", "_cache_subtypes")

    def release(self) -> None:
        """Drop everything this explorer built, for good (its snapshot is closed). Its caches wrap
        its own bound methods, a reference cycle only the cycle collector frees; broken here, the
        explorer and all it cached go when the last reference does. A service that keeps the cycle
        collector off its long-lived objects (gc.freeze, see verifier.service) would otherwise keep
        every retired snapshot's explorer for ever."""
        if "_cache_types" not in vars(self):
            return   # released already (a snapshot closed twice)
        self.clear_caches()
        for attr in self._CACHES:
            delattr(self, attr)

    def clear_caches(self) -> None:
        self._cache_types.cache_clear()
        self._cache_qualified.cache_clear()
        self._cache_ancestry.cache_clear()
        self._cache_imports.cache_clear()
        self._name_answers = _NameAnswers()   # (a new one: another snapshot may share the old)
        self._cache_members.cache_clear()
        self._cache_named.cache_clear()
        self._cache_all_members.cache_clear()
        self._cache_groups.cache_clear()
        self._cache_subtypes.cache_clear()
        self._dirs = None
        self._presence_cache = {}
        self._broken = None
        self._owners_cache = {}
        self._external_imports = {}
        self._import_targets = {}
        self._namespace_cache = {}
        self._names_mem = None
        self._broken_by_stem = None
        self._inheritors = None
        self._table = None
        self._table_questions = 0
        self._words_ready = None
        self._word_cache = {}
        self._text_path_map = None
        self._text_path_questions = 0
        self._targets_by_leaf = None
        self._target_questions = 0
        self._imports_after = None

    # -- the word-presence table (codeindex.words) -----------------------------------------
    # Each answers None when the table cannot: an index without it (opened read-only before the
    # `word_table` migration, or not filled yet) or a word it does not keep (is_table_word).

    def words_ready(self) -> bool:
        if self._words_ready is None:
            try:
                meta = dict(self.conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)",
                                              (WORDS_COMPLETE, CONTENT_VERSION)).fetchall())
            except sqlite3.Error:
                meta = {}
            self._words_ready = meta.get(WORDS_COMPLETE) is not None and \
                meta.get(WORDS_COMPLETE) == meta.get(CONTENT_VERSION)
        return self._words_ready

    def files_with_word(self, word: str) -> list[str] | None:
        """The paths of the tree's text files in which `word` occurs as a whole word, sorted; None too
        for a word too common to list (codeindex.words.COMMON_FILES)."""
        if not self.words_ready() or not is_table_word(word):
            return None
        key = ("files", word)
        if key not in self._word_cache:
            if len(self._word_cache) > 16384:
                self._word_cache.clear()
            row = self.conn.execute("SELECT id, common FROM vocab WHERE word = ?", (word,)).fetchone()
            if row is not None and row[1]:
                self._word_cache[key] = None   # a common word: only its count is kept
            elif row is None:
                self._word_cache[key] = []
            else:
                paths = self._text_paths()
                if paths is None:
                    self._word_cache[key] = [r[0] for r in self.conn.execute(
                        "SELECT t.path FROM word_files w JOIN text_files t ON t.id = w.file_id WHERE w.word_id = ?"
                        " ORDER BY t.path", (row[0],))]
                else:   # (a path is unique, and Python orders str as SQLite's BINARY orders their UTF-8)
                    self._word_cache[key] = sorted([paths[r[0]] for r in self.conn.execute(
                        "SELECT file_id FROM word_files WHERE word_id = ?", (row[0],))])
        hit = self._word_cache[key]
        return None if hit is None else list(hit)

    def _text_paths(self) -> dict[int, str] | None:
        """The word table's text files by id, read once this explorer has asked for the files of
        _TEXT_PATHS_AFTER words (a batch asks thousands: the join per word was a third of each
        question); None before that, and for a tree with more text files than _MAX_TEXT_PATHS."""
        if self._text_path_map is None:
            self._text_path_questions += 1
            if self._text_path_questions <= _TEXT_PATHS_AFTER:
                return None
            (held,) = self.conn.execute("SELECT COUNT(*) FROM (SELECT 1 FROM text_files LIMIT ?)",
                                        (_MAX_TEXT_PATHS + 1,)).fetchone()
            self._text_path_map = dict(self.conn.execute("SELECT id, path FROM text_files")) \
                if held <= _MAX_TEXT_PATHS else False
        return self._text_path_map or None

    def files_with_word_set(self, word: str) -> frozenset[str] | None:
        """files_with_word as a set (kept: the ranking asks whether a declaration's files are among
        them for many types of one word)."""
        key = ("file set", word)
        hit = self._word_cache.get(key, self)
        if hit is self:
            files = self.files_with_word(word)
            hit = self._word_cache[key] = None if files is None else frozenset(files)
        return hit

    def word_written(self, word: str) -> bool | None:
        """Does `word` occur as a whole word in any text file of the tree?"""
        if not self.words_ready() or not is_table_word(word):
            return None
        key = ("any", word)
        if key not in self._word_cache:
            if len(self._word_cache) > 16384:
                self._word_cache.clear()
            row = self.conn.execute("SELECT files FROM vocab WHERE word = ?", (word,)).fetchone()
            self._word_cache[key] = bool(row and row[0] > 0)
        return self._word_cache[key]

    def text_files_named(self, leaf: str) -> list[str] | None:
        """Text files of the tree whose file name is exactly `leaf`, sorted."""
        if not self.words_ready():
            return None
        key = ("named", leaf)
        if key not in self._word_cache:
            if len(self._word_cache) > 16384:
                self._word_cache.clear()
            self._word_cache[key] = [r[0] for r in self.conn.execute(
                "SELECT path FROM text_files WHERE path = ? OR path GLOB ? ORDER BY path", (leaf, "*/" + _glob(leaf)))]
        return list(self._word_cache[key])

    def share_name_index(self, other: "Explorer") -> None:
        """Use `other`'s in-memory name index and its answers about names (near_names,
        word_kin_names: they read the name tables only): the caller knows both read the same name
        tables. A service's snapshot after an edit that adds or removes no name then answers the
        near names of the claims it saw before without asking again."""
        self._name_answers = other._name_answers
        if other._names_mem is not None and self._names_mem is None:
            self._names_mem = other._names_mem
            self._near_calls = max(self._near_calls, other._near_calls)

    def share_word_answers(self, other: "Explorer", most: int = 2000) -> bool:
        """Take `other`'s answers from the word-presence table (files_with_word, word_written,
        files_with_word_set) for every word no changed text file holds, before or now, so that a
        service's snapshot after an edit does not ask the table again about every word of the
        claims it saw. A text file's row changed when its (id, path, size, mtime_ns) did: the
        builder writes a re-read file's row anew. `text_files_named` answers are kept only when no
        path came or went. False (nothing taken) when either table is not complete or more than
        `most` files changed."""
        if self._word_cache or not other._word_cache or not (self.words_ready() and other.words_ready()):
            return False
        query = "SELECT id, path, size, mtime_ns FROM text_files"
        before = set(other.conn.execute(query))
        now = set(self.conn.execute(query))
        gone, came = before - now, now - before
        if len(gone) + len(came) > most:
            return False
        words: set[str] = set()
        for conn, rows in ((other.conn, gone), (self.conn, came)):
            ids = sorted(r[0] for r in rows)
            word_ids: set[int] = set()
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                for (blob,) in conn.execute(
                        f"SELECT word_ids FROM text_files WHERE id IN ({','.join('?' * len(chunk))})", chunk):
                    if blob:
                        found = array("I")
                        found.frombytes(blob)
                        word_ids.update(found)
            wanted = sorted(word_ids)
            for start in range(0, len(wanted), 500):
                chunk = wanted[start:start + 500]
                words.update(w for (w,) in conn.execute(
                    f"SELECT word FROM vocab WHERE id IN ({','.join('?' * len(chunk))})", chunk))
        same_paths = {r[1] for r in gone} == {r[1] for r in came}
        kept = dict(other._word_cache)   # (one C-level copy: a request may be adding to it)
        self._word_cache = {key: answer for key, answer in kept.items()
                            if (same_paths if key[0] == "named" else key[1] not in words)}
        return True

    def holds_tables(self) -> bool:
        """Are the symbol and import tables in memory (hold_in_memory)?"""
        return isinstance(self._table, SymbolTable)

    def share_symbol_table(self, other: "Explorer", files: set[int]) -> bool:
        """Take `other`'s in-memory symbol and import tables with the rows of `files` (file ids,
        in either index state: those re-read, renamed or deleted between `other`'s snapshot and
        this one; every other file's rows the caller knows to be the same) read again, so that a
        service's snapshot after a one-file edit does not read the whole table (2.6 s for
        netty's 56k symbols, inside the first request that asked); and its import targets keyed by
        leaf when those files import the same targets as before. False when `other` holds none."""
        table = other._table
        if not isinstance(table, SymbolTable) or self._table is not None:
            return False
        ids = sorted(files)
        removed, added, imports = [], [], {}
        targets_before: set[str] = set()
        bases_seen: dict[str, tuple[str, ...]] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            removed += other.conn.execute(
                "SELECT id, name, name_lower, container, container_name, attached FROM symbols"
                f" WHERE file_id IN ({marks})", chunk).fetchall()
            targets_before.update(t for (t,) in other.conn.execute(
                f"SELECT target FROM imports WHERE file_id IN ({marks})", chunk))
            added += [(_shared_record(row, bases_seen), row[-2], row[-1]) for row in self.conn.execute(
                f"SELECT {_COLUMNS}, s.name_lower, s.container_name FROM symbols s JOIN files f ON f.id = s.file_id"
                f" WHERE s.file_id IN ({marks}) ORDER BY f.path, s.line, s.id", chunk)]
            for file_id, target in self.conn.execute(
                    f"SELECT file_id, target FROM imports WHERE file_id IN ({marks}) ORDER BY file_id, rowid", chunk):
                imports.setdefault(file_id, []).append(target)
        self._table = table.patched(set(ids), removed, added, {k: tuple(v) for k, v in imports.items()}) or False
        if other._inheritors is not None and self._inheritors is None:
            self._patched_inheritors(other, ids)
        if self._table:
            words: set[str] = set()
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                for row in other.conn.execute(
                        "SELECT name, qualname, container, container_name, bases, extends FROM symbols"
                        f" WHERE file_id IN ({','.join('?' * len(chunk))})", chunk):
                    _add_written_words(words, row[:4] + (row[5],), parse_bases(row[4], bases_seen))
            for rec, _lower, container_name in added:
                _add_written_words(words, (rec.name, rec.qualname, rec.container, container_name, rec.extends), rec.bases)
            self._carry_type_answers(other, set(ids), words)
        if other._targets_by_leaf is not None and self._targets_by_leaf is None and \
                targets_before == {t for targets in imports.values() for t in targets}:
            # The changed files import what they imported: the table's distinct targets are the
            # same, and so is their key by leaf (0.2 s to make again on netty, in a request).
            self._targets_by_leaf = other._targets_by_leaf
        return True

    def _carry_type_answers(self, other: "Explorer", files: set[int], words: set[str]) -> None:
        """Take `other`'s members, member groups and ancestries of the types the changed `files`
        (ids in either state) cannot have changed: every type the answer reads (the type, each
        in-repo ancestor) lies in another file, and no name it looks up is written by a symbol of
        those files, before or now (`words`: their names, qualified names, containers, bases and
        extended types, each dotted part). A member attached from elsewhere (Kotlin, Swift, C++
        `T::m`, Go) names its type as its container, an extension names its type, a new or gone
        base candidate is a type of that name, and an alias import's target is looked up by its
        last part: each is in `words` when a changed file holds it. What a type's answer looks up
        by name: the type's name and qualified name (its members, attachments, extensions), its
        bases' parts and those it leaves the repository by, and the last parts of its file's
        imports (`import a.Real as Alias`). Everything else is asked again."""
        verdict: dict[int, bool] = {}

        def untouched(type_: SymbolRecord) -> bool:
            hit = verdict.get(type_.id)
            if hit is None:
                hit = type_.file_id not in files and type_.name not in words \
                    and _dotted(type_.qualname) not in words \
                    and not any(_base_in(base, words) for base in type_.bases) \
                    and not (type_.extends and _base_in(type_.extends, words)) \
                    and not any(_leaf_in(entry.partition(" as ")[0], words) or _leaf_in(entry.partition(" as ")[2], words)
                                for entry in other._cache_imports(type_.file_id))
                verdict[type_.id] = hit
            return hit

        def ancestry_kept(type_: SymbolRecord, ancestry: Ancestry) -> bool:
            return untouched(type_) and all(untouched(a) for a in ancestry.ancestors) \
                and not any(_base_in(base, words) for base in ancestry.external)

        ancestries = dict(other._cache_ancestry.data)   # (C-level copies: a request may be adding to them)
        own = dict(other._cache_members.data)
        groups = dict(other._cache_groups.data)
        every = dict(other._cache_all_members.data)
        kept_ancestry = {t: a for t, a in ancestries.items() if ancestry_kept(t, a)}
        self._cache_ancestry.data.update(kept_ancestry)
        self._cache_members.data.update({t: m for t, m in own.items() if untouched(t)})
        self._cache_groups.data.update({key: g for key, g in groups.items() if untouched(key[0])})
        self._cache_all_members.data.update({
            key: ms for key, ms in every.items()
            if untouched(key[0]) and (not key[1] or (key[0] in kept_ancestry and kept_ancestry[key[0]] is ms.ancestry))})
        presence = {question: dict(answers) for question, answers in other._presence_cache.items()}
        self._presence_cache = {question: {name: hit for name, hit in answers.items() if name not in words}
                                for question, answers in presence.items()}

    def hold_in_memory(self) -> bool:
        """Read the symbol and import tables into memory now (a process about to ask many questions);
        False when the index is too large to hold (codeindex/memtable.py)."""
        if self._table is None:
            self._table = SymbolTable.load(self.conn, _COLUMNS, _shared_record) or False
        return bool(self._table)

    def _memory(self) -> SymbolTable | None:
        """The in-memory tables, once this explorer has been asked enough to pay for reading them;
        None before that, and for an index too large to hold."""
        if self._table is None:
            self._table_questions += 1
            if self._table_questions <= _TABLES_IN_MEMORY_AFTER:
                return None
            self.hold_in_memory()
        return self._table or None

    def _query(self, where: str, args=(), limit: int | None = None) -> list[SymbolRecord]:
        rows = self.conn.execute(
            f"SELECT {_COLUMNS} FROM symbols s JOIN files f ON f.id = s.file_id WHERE {where}"
            " ORDER BY f.path, s.line" + (f" LIMIT {int(limit)}" if limit else ""), args
        ).fetchall()
        return [_record(r) for r in rows]

    def function_macros(self, language: str) -> list[tuple[str, str, int, str]]:
        """(path, name, line, parameters as written) of every function-like macro in files of `language`."""
        rows = self.conn.execute(
            "SELECT f.path, s.name, s.line, s.params FROM symbols s JOIN files f ON f.id = s.file_id"
            " WHERE s.kind = 'macro' AND s.params IS NOT NULL AND f.language = ? ORDER BY f.path, s.line",
            (language,)).fetchall()
        return [(r[0], r[1], r[2], r[3]) for r in rows]

    # -- types -------------------------------------------------------------------------------

    def find_types(self, name: str) -> list[SymbolRecord]:
        """Types whose simple name is `name`, or whose qualified name ends with it (`a.b.Foo`,
        `ns::Foo`, `Outer.Inner`)."""
        return list(self._cache_types(_dotted(name)))

    def _types_uncached(self, dotted: str) -> tuple[SymbolRecord, ...]:
        last = dotted.rsplit(".", 1)[-1]
        table = self._memory()
        if table is not None:
            found = table.named(last, _TYPE_KIND_SET)
        else:
            marks = ",".join("?" * len(_TYPE_KIND_LIST))
            found = self._query(f"s.name = ? AND s.kind IN ({marks})", (last, *_TYPE_KIND_LIST))
        if "." in dotted:
            found = [s for s in found if _suffix_match(s.qualname, dotted)]
        return tuple(found)

    def types_qualified(self, qualname: str) -> list[SymbolRecord]:
        """The types whose qualified name is exactly `qualname` (as find_types(qualname) filtered to
        that qualified name, in the same order). Without the tables in memory this is one probe of
        the qualified-name index: find_types reads every type of the simple name (a monorepo has
        thousands of `Builder`s) to keep the few whose name ends so, and a member name shared by
        thousands of types asked it once per owner."""
        return list(self._cache_qualified(qualname))

    def _qualified_uncached(self, qualname: str) -> tuple[SymbolRecord, ...]:
        if self._memory() is not None:
            return tuple(t for t in self.find_types(qualname) if t.qualname == qualname)
        dotted = _dotted(qualname)
        marks = ",".join("?" * len(_TYPE_KIND_LIST))
        found = self._query(f"s.qualname = ? AND s.name = ? AND s.kind IN ({marks})",
                            (qualname, dotted.rsplit(".", 1)[-1], *_TYPE_KIND_LIST))
        if "." in dotted:
            found = [s for s in found if _suffix_match(s.qualname, dotted)]
        return tuple(found)

    def find_namespaces(self, name: str) -> list[SymbolRecord]:
        dotted = _dotted(name)
        table = self._memory()
        if table is not None:
            found = table.named(dotted.rsplit(".", 1)[-1], ("namespace",))
        else:
            found = self._query("s.name = ? AND s.kind = 'namespace'", (dotted.rsplit(".", 1)[-1],))
        return [s for s in found if _suffix_match(s.qualname, dotted)]

    def packages(self, dotted_prefix: str) -> bool:
        """Is `dotted_prefix` a package (or a prefix of one) declared in the repository?"""
        row = self.conn.execute(
            "SELECT 1 FROM files WHERE package = ? OR package GLOB ? LIMIT 1", (dotted_prefix, _glob(dotted_prefix) + ".*")
        ).fetchone()
        return row is not None

    def _present(self, question: str, name: str) -> bool:
        """Does any symbol answer `question` for `name`: "extended" (an extension of that name) or
        "attached" (a member attached from outside to a container of that name)? Most types have
        neither, so this lets them skip the member lookups. Each answer is one probe of a small
        partial index (store: symbols_extension, symbols_attached), never a scan of the symbol
        table: a cold query costs the same on a 1.7M-symbol index as on a small one."""
        cache = self._presence_cache.setdefault(question, {})
        hit = cache.get(name)
        if hit is None and (table := self._memory()) is not None:
            hit = cache[name] = (any(s.kind == "extension" for s in table.by_name.get(name, ())) if question == "extended"
                                 else name in table.attached_by_container_name)
        if hit is None:
            sql = ("SELECT 1 FROM symbols WHERE name = ? AND kind = 'extension' LIMIT 1" if question == "extended"
                   else "SELECT 1 FROM symbols WHERE container_name = ? AND attached = 1 LIMIT 1")
            hit = cache[name] = self.conn.execute(sql, (name,)).fetchone() is not None
        return hit

    def _broken_files(self) -> frozenset:
        """Ids of the files with parse errors (a partial index holds just those)."""
        if self._broken is None:
            self._broken = frozenset(r[0] for r in self.conn.execute("SELECT id FROM files WHERE parse_errors > 0"))
        return self._broken

    def extensions_of(self, type_: SymbolRecord) -> list[SymbolRecord]:
        if not self._present("extended", type_.name):
            return []
        table = self._memory()
        if table is not None:
            found = table.named(type_.name, ("extension",))
        else:
            found = self._query("s.kind = 'extension' AND s.name = ?", (type_.name,))
        return [e for e in found if self._belongs_to(e.extends or e.name, type_, e.language)]

    # -- members -----------------------------------------------------------------------------

    def own_members(self, type_: SymbolRecord) -> list[SymbolRecord]:
        return list(self._cache_members(type_))

    def _own_members_uncached(self, type_: SymbolRecord) -> tuple[SymbolRecord, ...]:
        """Members declared in the type's body, attached to it from outside (Kotlin extensions,
        Swift extensions, Objective-C categories, Go receivers, C++ `Foo::bar`), and members of a
        Kotlin companion object (callable as `Type.member`)."""
        # Members declared in the body live in the type's own file: in languages without
        # package-qualified names (TypeScript, Swift, C) two files may each define a `FeedItem`,
        # and one's members are not the other's.
        table = self._memory()
        if table is not None:
            members = [m for m in table.in_container(type_.qualname)
                       if m.kind != "extension" and (m.attached or m.file_id == type_.file_id)]
            attached = [m for m in table.attached_to_name(type_.name) if m.container != type_.qualname] \
                if self._present("attached", type_.name) else []
        else:
            members = self._query("s.container = ? AND s.kind != 'extension' AND (s.attached = 1 OR s.file_id = ?)",
                                  (type_.qualname, type_.file_id))
            attached = self._query("s.container_name = ? AND s.attached = 1 AND s.container != ?",
                                   (type_.name, type_.qualname)) if self._present("attached", type_.name) else []
        members += [m for m in attached if self._belongs_to(m.container, type_, m.language)]
        members = [m for m in members if not m.attached or self._belongs_to(m.container, type_, m.language)]
        for companion in [m for m in members if m.kind == "companion"]:
            if table is not None:
                members += [m for m in table.in_container(companion.qualname) if m.file_id == companion.file_id]
            else:
                members += self._query("s.container = ? AND s.file_id = ?", (companion.qualname, companion.file_id))
        seen, unique = set(), []
        for m in members:
            if m.id not in seen:
                seen.add(m.id)
                unique.append(m)
        return tuple(unique)

    def members(self, type_: SymbolRecord, inherited: bool = True) -> Members:
        return self._cache_all_members(type_, inherited)

    def _members_uncached(self, type_: SymbolRecord, inherited: bool) -> Members:
        own = self.own_members(type_)
        ancestry = self.ancestry(type_) if inherited else Ancestry()
        groups = [self._cache_groups(type_, False)] + [self._cache_groups(anc, True) for anc in ancestry.ancestors]
        inherited_members = [pair for pairs, _index, _lazy in groups[1:] for pair in pairs]
        return Members(type_, own, inherited_members, ancestry, _groups=groups)

    def _group_uncached(self, type_: SymbolRecord, as_ancestor: bool) -> tuple[list, dict, dict]:
        """`type_`'s own members paired with how they are reached (None: its own; the type itself:
        inherited from it), the same pairs by name, and room for views made on first use (by
        lower-cased name). Shared by all its subtypes' Members."""
        via = type_ if as_ancestor else None
        pairs = [(m, via) for m in self.own_members(type_)]
        index: dict[str, list] = {}
        for pair in pairs:
            index.setdefault(pair[0].name, []).append(pair)
        return pairs, index, {}

    def _belongs_to(self, container: str | None, type_: SymbolRecord, language: str | None = None) -> bool:
        """Does a member attached to `container` (as written at the attachment site) belong to
        `type_`? Among the in-repo types of that simple name, the one whose qualified name shares
        the longest dotted suffix with `container` wins; ties keep all (inclusive: an ambiguous
        attachment never makes a member disappear)."""
        if not container:
            return False
        container = _dotted(container)
        if container == type_.qualname:
            return True
        if language and not _same_family(language, type_.language):
            return False
        owners, candidates, best = self._owners(container, language)
        if type_.id in candidates:
            return type_.id in owners
        return _shared_suffix(type_.qualname, container) >= best

    def _owners(self, container: str, language: str | None) -> tuple[frozenset, frozenset, int]:
        """For an attachment site's `container`: the ids of the types it attaches to (those whose
        qualified name shares the longest dotted suffix with it), the ids of all the candidates,
        and that longest suffix. Worked out once per (container, language): with 60 types named
        `Parser` and thousands of `Parser::x` definitions, each type's members would otherwise
        compare every definition with every candidate."""
        key = (container, language)
        hit = self._owners_cache.get(key)
        if hit is None:
            candidates = [c for c in self.find_types(container.rsplit(".", 1)[-1])
                          if not language or _same_family(language, c.language)]
            scores = {c.id: _shared_suffix(c.qualname, container) for c in candidates}
            best = max(scores.values(), default=0)
            hit = (frozenset(i for i, n in scores.items() if n == best), frozenset(scores), best)
            self._owners_cache[key] = hit
        return hit

    def symbols_named(self, name: str, *, kinds: tuple[str, ...] | None = None,
                      ignore_case: bool = False) -> list[SymbolRecord]:
        return list(self._cache_named(name, kinds, ignore_case))

    def _named_uncached(self, name: str, kinds: tuple[str, ...] | None, ignore_case: bool) -> tuple[SymbolRecord, ...]:
        table = self._memory()
        if table is not None:
            return tuple(table.named(name, kinds, ignore_case))
        column, value = ("s.name_lower", name.lower()) if ignore_case else ("s.name", name)
        where, args = f"{column} = ?", [value]
        if kinds:
            where += f" AND s.kind IN ({','.join('?' * len(kinds))})"
            args += list(kinds)
        return tuple(self._query(where, args))

    def symbols_with_prefix(self, prefix: str, limit: int = 200) -> list[SymbolRecord]:
        upper = prefix[:-1] + chr(ord(prefix[-1]) + 1) if prefix else ""
        return self._query("s.name >= ? AND s.name < ? AND s.kind != 'extension'", (prefix, upper), limit=limit)

    def ancestry(self, type_: SymbolRecord) -> Ancestry:
        return self._cache_ancestry(type_)

    def _ancestry_uncached(self, type_: SymbolRecord) -> Ancestry:
        result = Ancestry()
        seen = {type_.id}
        queue = [type_]
        while queue:
            current = queue.pop(0)
            bases = list(current.bases)
            for ext in self.extensions_of(current):
                bases += [b for b in ext.bases if b not in bases]
            for base in bases:
                resolved = self.resolve_base(base, current)
                if not resolved:
                    if base not in result.external:
                        result.external.append(base)
                        result.external_qualified[base] = self._imported_as(base, current)
                    continue
                for anc in resolved:
                    if anc.id not in seen:
                        seen.add(anc.id)
                        result.ancestors.append(anc)
                        queue.append(anc)
        return result

    def resolve_base(self, base: str, subtype: SymbolRecord) -> list[SymbolRecord]:
        """The in-repo types a base name written in `subtype`'s file refers to; [] when it
        refers to something outside the repository."""
        dotted = _dotted(base)
        last = dotted.rsplit(".", 1)[-1]
        imports = self._cache_imports(subtype.file_id)
        imported = []
        for entry in imports:
            target, _, alias = entry.partition(" as ")
            if "." not in dotted and (alias.strip() or target.rsplit(".", 1)[-1]) == last:
                imported.append(_dotted(target.strip()))
        # `import Blueprint as SansioBlueprint`: look for the imported name, not the alias.
        names = {i.rsplit(".", 1)[-1] for i in imported} or {last}
        candidates = [c for n in sorted(names) for c in self.find_types(n) if c.id != subtype.id]
        if not candidates:
            return []
        if "." in dotted:
            hits = [c for c in candidates if _suffix_match(c.qualname, dotted)]
            if not hits:
                hits = _in_namespace_import(candidates, dotted, imports, subtype.path)
            if not hits:
                # TypeScript's `declare global { namespace PixiMixins { interface Container {} } }`,
                # merged over many files: the base `PixiMixins.Container` is each such interface.
                ns_files = {n.file_id for n in self.find_namespaces(dotted.rsplit(".", 1)[0].rsplit(".", 1)[-1])}
                hits = [c for c in candidates if c.file_id in ns_files and c.kind != "class"]
            return hits
        if imported:
            hits = [c for c in candidates if any(_suffix_match(c.qualname, i) for i in imported)]   # already dotted
            return hits
        same_file = [c for c in candidates if c.file_id == subtype.file_id]
        if same_file:
            return same_file
        if subtype.package is not None:
            same_package = [c for c in candidates if c.package == subtype.package]
            if same_package:
                return same_package
            # A wildcard import (`import com.x.*`) is stored as its package.
            star = [c for c in candidates if c.package in imports]
            if subtype.language in ("java", "kotlin"):
                # Java and Kotlin see another package's type only through an import.
                return star
        # Languages without package-scoped visibility: a unique in-repo type of that name.
        same_lang = [c for c in candidates if _same_family(c.language, subtype.language)]
        return same_lang

    def _imported_as(self, base: str, subtype: SymbolRecord) -> str | None:
        dotted = _dotted(base)
        if "." in dotted:
            return dotted
        for entry in self._cache_imports(subtype.file_id):
            target, _, alias = entry.partition(" as ")
            if target.endswith("." + dotted) or alias.strip() == dotted:
                return target.strip()
        return None

    def _imports_uncached(self, file_id: int) -> tuple[str, ...]:
        table = self._memory()
        if table is not None:
            return tuple(_dotted(t) if "/" not in t else t for t in table.file_imports(file_id))
        rows = self.conn.execute("SELECT target FROM imports WHERE file_id = ?", (file_id,)).fetchall()
        return tuple(_dotted(r[0]) if "/" not in r[0] else r[0] for r in rows)

    def namespace_modules(self, alias: str) -> list[str]:
        """The repository's module files a name is bound to as a namespace (`import * as z from
        "./v4/classic/external.js"`, `export * as iso from "./iso.js"`), by relative imports anywhere
        in the tree; a namespace bound to a package by name is not followed."""
        if alias not in self._namespace_cache:
            rows = self.conn.execute(
                "SELECT f.path, i.target FROM imports i JOIN files f ON f.id = i.file_id WHERE i.target GLOB ?",
                ("* as " + _glob(alias),)).fetchall()
            found = {self._module_file(path, target.rpartition(" as ")[0]) for path, target in rows
                     if target.startswith(".")}
            self._namespace_cache[alias] = tuple(sorted(f for f in found if f))
        return list(self._namespace_cache[alias])

    def module_closure(self, path: str, limit: int = 64) -> list[str]:
        """A module file and the files it re-exports whole (`export * from "./schemas.js"`), transitively:
        where the names of its namespace are declared (names re-exported one by one are not followed)."""
        seen, queue = [path], [path]
        while queue and len(seen) < limit:
            current = queue.pop(0)
            row = self.conn.execute("SELECT id FROM files WHERE path = ?", (current,)).fetchone()
            if row is None:
                continue
            for entry in self._cache_imports(row[0]):
                target, _, alias = entry.partition(" as ")
                if alias.strip() == "*" and target.startswith("."):
                    module = self._module_file(current, target)
                    if module and module not in seen:
                        seen.append(module)
                        queue.append(module)
        return seen

    def namespaces_exported(self, files, alias: str) -> list[str]:
        """The module files that any of `files` re-exports as the namespace `alias` (`export * as iso
        from "./iso.js"`), by relative specifiers."""
        found = []
        for path in sorted(files):
            for entry in self.file_imports(path):
                target, _, bound = entry.partition(" as ")
                if bound.strip() == alias and target.startswith("."):
                    module = self._module_file(path, target.strip())
                    if module and module not in found:
                        found.append(module)
        return found

    def _module_file(self, importer: str, target: str) -> str | None:
        """The file a relative module specifier names: `./a.js` is a.ts when compiled from TypeScript,
        `./dir` its index."""
        base = posixpath.normpath(posixpath.join(posixpath.dirname(importer), target))
        stem, ext = posixpath.splitext(base)
        if ext in (".js", ".mjs", ".cjs", ".jsx"):
            options = [stem + ".ts", stem + ".tsx", stem + ".d.ts", base]
        elif ext in (".ts", ".tsx"):
            options = [base]
        else:
            options = [base + e for e in (".ts", ".tsx", ".js")] + [base + "/index" + e for e in (".ts", ".tsx", ".js")]
        for option in options:
            if self.conn.execute("SELECT 1 FROM files WHERE path = ?", (option,)).fetchone():
                return option
        return None

    def types_sharing_words(self, words: list[str], limit: int = 60) -> list[SymbolRecord]:
        """Types whose names have all of `words` but one (`CachedFooStore` -> `FooStore`,
        `HttpThing` -> `WebThing`): the real types an invented, decorated name may stand for."""
        names: set[str] = set()
        full = list(dict.fromkeys(words))
        sql = " INTERSECT ".join("SELECT name FROM name_words WHERE word = ?" for _ in full)
        names.update(r[0] for r in self.conn.execute(sql + f" LIMIT {int(limit)}", full))
        for i in range(len(words)):
            rest = list(dict.fromkeys(words[:i] + words[i + 1:]))
            if not rest:
                continue
            sql = " INTERSECT ".join("SELECT name FROM name_words WHERE word = ?" for _ in rest)
            names.update(r[0] for r in self.conn.execute(sql + f" LIMIT {int(limit)}", rest))
        out = []
        for n in sorted(names):
            out += [t for t in self.find_types(n) if t.name == n]
        return out

    def _targets_named(self, name: str) -> list[str]:
        """Distinct import targets `name`, `*.name`, `*::name` or `*.name as *` (at most 200). The
        first questions scan the import table; past _IMPORTS_IN_MEMORY_AFTER of them (a batch, a
        service) one pass keys every distinct target by the names it ends with, and each later
        question is a lookup (a GLOB scan per name was 12-22 ms on netty)."""
        plain = not any(c in name for c in ".: ")
        if plain and self._targets_by_leaf is None and self._target_questions >= self._imports_in_memory_after():
            by_leaf: dict[str, set[str]] = {}
            for (t,) in self.conn.execute("SELECT DISTINCT target FROM imports"):
                keys = {t, t.rsplit(".", 1)[-1], t.rsplit("::", 1)[-1]}
                start = t.find(" as ")
                while start >= 0:
                    head = t[:start]
                    if "." in head:
                        keys.add(head.rsplit(".", 1)[-1])
                    start = t.find(" as ", start + 1)
                for k in keys:
                    by_leaf.setdefault(k, set()).add(t)
            self._targets_by_leaf = by_leaf
        if plain and self._targets_by_leaf is not None:
            return sorted(t for t in self._targets_by_leaf.get(name, ())
                          if t == name or t.endswith(("." + name, "::" + name)) or f".{name} as " in t)[:200]
        self._target_questions += 1
        rows = self.conn.execute(
            "SELECT DISTINCT target FROM imports WHERE target = ? OR target GLOB ? OR target GLOB ?"
            " OR target GLOB ? LIMIT 200",
            (name, "*." + _glob(name), "*::" + _glob(name), "*." + _glob(name) + " as *")).fetchall()
        return [t for (t,) in rows]

    def _imports_in_memory_after(self) -> int:
        if self._imports_after is None:   # (the largest rowid: a bound of the row count, read from the b-tree's end)
            rows = self.conn.execute("SELECT MAX(rowid) FROM imports").fetchone()[0] or 0
            self._imports_after = 1 if rows > _IMPORTS_LARGE else _IMPORTS_IN_MEMORY_AFTER
        return self._imports_after

    def import_targets_named(self, name: str) -> list[str]:
        """Every import target whose last part is `name` (`java.nio.file.Path`, `werkzeug.wrappers.Request
        as RequestBase`), as written: which outside types of that name the repository brings in."""
        hit = self._import_targets.get(name)
        if hit is None:   # (a scan of the import table: asked once per name and index state)
            hit = self._import_targets[name] = self._targets_named(name)
        return list(hit)

    def imports_external_named(self, name: str, languages: tuple[str, ...] | None = None) -> bool:
        """Does any file import a `name` that is not one of this repository's types
        (`from werkzeug.wrappers import Request`, `import java.nio.file.Path`)? `languages`: count only
        the files written in these (a Python test's `from xml.dom import Node` is no other meaning of
        a C++ class `Node`)."""
        key = name if languages is None else (name, tuple(sorted(languages)))
        hit = self._external_imports.get(key)
        if hit is None:
            rows = [(t,) for t in self._targets_named(name)]
            own_types = [t for t in self.find_types(name) if t.name == name]
            own = {t.qualname for t in own_types}
            external_files: set[str] = set()
            hit = False
            for (target,) in rows:
                path, _, alias = target.partition(" as ")
                if alias.strip() and alias.strip() != name:
                    continue   # `import java.nio.file.Path as NioPath`: the file keeps `Path` for its own
                dotted = _dotted(path.strip())
                if dotted.rsplit(".", 1)[-1] != name:
                    continue
                head = dotted.split(".", 1)[0]
                if not any(_suffix_match(q, dotted) or _suffix_match(dotted, q) or head in q.split(".")[:-1]
                           for q in own):
                    # (`flask.Request` re-exports `src.flask.wrappers.Request`: the same root package)
                    external_files.add(target)
            if external_files and languages is not None:
                marks = ",".join("?" * len(languages))
                external_files = {t for t in external_files if self.conn.execute(
                    "SELECT 1 FROM imports i JOIN files f ON f.id = i.file_id WHERE i.target = ?"
                    f" AND f.language IN ({marks}) LIMIT 1", (t, *languages)).fetchone()}
            if external_files:
                # Weigh the two meanings: files importing the outside type against files that see the
                # repository's own (they import it, or share its package). okio's `Path` is imported
                # from java.nio by a few JVM files and meant as okio's own everywhere else.
                ext = self.conn.execute(
                    "SELECT COUNT(DISTINCT file_id) FROM imports WHERE target IN (%s)" % ",".join("?" * len(external_files)),
                    sorted(external_files)).fetchone()[0]
                packages = sorted({t.package for t in own_types if t.package})
                mine = 0
                if packages:
                    mine += self.conn.execute(
                        "SELECT COUNT(*) FROM files WHERE package IN (%s)" % ",".join("?" * len(packages)),
                        packages).fetchone()[0]
                mine += sum(self.conn.execute("SELECT COUNT(DISTINCT file_id) FROM imports WHERE target = ?",
                                              (q,)).fetchone()[0] for q in sorted(own))
                hit = mine < 3 * max(ext, 1)
            self._external_imports[key] = hit
        return hit

    def subtypes(self, type_: SymbolRecord) -> list[SymbolRecord]:
        """Types in the repository that have `type_` as an ancestor (direct or indirect). (Cached: the
        suggestion ranking asks of the same claimed types again and again, each answer a query of
        the inheritors' records.)"""
        return list(self._cache_subtypes(type_))

    def _subtypes_uncached(self, type_: SymbolRecord) -> tuple[SymbolRecord, ...]:
        exact, dotted, _places = self._inheritor_index()
        rows = self._inheritor_records(exact.get(type_.name, []) + dotted.get(type_.name, []))
        out = []
        for cand in rows:
            if cand.kind == "extension":
                targets = self.find_types(cand.extends or cand.name)
                cand_types = targets
            else:
                cand_types = [cand]
            for t in cand_types:
                if any(a.id == type_.id for a in self.ancestry(t).ancestors) and t.id not in {o.id for o in out}:
                    out.append(t)
        return tuple(out)

    def _inheritor_index(self) -> tuple[dict, dict, dict]:
        """The ids of the symbols by the names of their bases: (base written `Name` -> ids, base written
        `a.b.Name` -> ids), in path and line order. Read once: finding a type's subtypes by scanning every
        symbol's bases (a GLOB no index helps) cost milliseconds per type, and retrieval asks it for each
        type in each file an agent works in. Only ids and bases are read (a monorepo has 88k symbols with
        bases, and making a record of each cost seconds for every new snapshot of the service): the
        records of a name's inheritors are made when it is asked about (_inheritor_records). The
        third table, each id's (path, line, id), is the order, kept so that the next snapshot of a
        service can patch the lists of an edited file's bases (_patched_inheritors) instead of
        reading every symbol with bases again (53 ms on netty, inside a request)."""
        if self._inheritors is None:
            exact: dict[str, list[int]] = {}
            dotted: dict[str, list[int]] = {}
            places: dict[int, tuple[str, int, int]] = {}
            seen: dict[str, tuple[str, ...]] = {}
            for sym_id, bases, path, line in self.conn.execute(
                    "SELECT s.id, s.bases, f.path, s.line FROM symbols s JOIN files f ON f.id = s.file_id"
                    " WHERE s.bases IS NOT NULL AND s.bases != '[]' ORDER BY f.path, s.line, s.id"):
                places[sym_id] = (path, line, sym_id)
                _index_bases(exact, dotted, sym_id, parse_bases(bases, seen))
            self._inheritors = (exact, dotted, places)
        return self._inheritors

    def _patched_inheritors(self, other: "Explorer", files: list[int]) -> None:
        """`other`'s inheritor index with the symbols of `files` (file ids in either state, as
        share_symbol_table takes them) replaced by what this snapshot has: only the lists of the
        bases those symbols name, before or now, are made again, in the same (path, line, id)
        order; every other list is shared with `other`'s index (never changed: a request on the
        older snapshot may still read it)."""
        exact, dotted, places = other._inheritors
        gone: set[int] = set()
        old_bases: list[tuple[str, ...]] = []
        fresh: list[tuple[int, tuple[str, ...], str, int]] = []
        seen: dict[str, tuple[str, ...]] = {}
        for start in range(0, len(files), 500):
            chunk = files[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for sym_id, bases in other.conn.execute(
                    f"SELECT id, bases FROM symbols WHERE file_id IN ({marks}) AND bases IS NOT NULL AND bases != '[]'",
                    chunk):
                gone.add(sym_id)
                old_bases.append(parse_bases(bases, seen))
            fresh += [(sym_id, parse_bases(bases, seen), path, line) for sym_id, bases, path, line in self.conn.execute(
                "SELECT s.id, s.bases, f.path, s.line FROM symbols s JOIN files f ON f.id = s.file_id"
                f" WHERE s.file_id IN ({marks}) AND s.bases IS NOT NULL AND s.bases != '[]'", chunk)]
        places = dict(places)
        for sym_id in gone:
            places.pop(sym_id, None)
        new_exact: dict[str, list[int]] = {}
        new_dotted: dict[str, list[int]] = {}
        for sym_id, bases, path, line in fresh:
            places[sym_id] = (path, line, sym_id)
            _index_bases(new_exact, new_dotted, sym_id, bases)
        touched_exact, touched_dotted = set(new_exact), set(new_dotted)
        for bases in old_bases:
            for base in bases:
                if "." in base:
                    touched_dotted.add(base.rsplit(".", 1)[-1])
                else:
                    touched_exact.add(base)
        out = []
        for table, touched, added in ((exact, touched_exact, new_exact), (dotted, touched_dotted, new_dotted)):
            table = dict(table)
            for key in touched:
                ids = [i for i in table.get(key, ()) if i not in gone] + added.get(key, [])
                if ids:
                    ids.sort(key=places.__getitem__)
                    table[key] = ids
                else:
                    table.pop(key, None)
            out.append(table)
        self._inheritors = (out[0], out[1], places)

    def _inheritor_records(self, ids: list[int]) -> list[SymbolRecord]:
        """The records of these symbol ids, in the order given."""
        by_id: dict[int, SymbolRecord] = {}
        wanted = list(dict.fromkeys(ids))
        for i in range(0, len(wanted), 500):
            chunk = wanted[i:i + 500]
            for rec in self._query(f"s.id IN ({','.join('?' * len(chunk))})", chunk):
                by_id[rec.id] = rec
        return [by_id[i] for i in ids if i in by_id]

    # -- names ---------------------------------------------------------------------------------

    def near_names(self, name: str, limit: int = 10) -> list[tuple[str, float]]:
        """Names in the repository that `name` may be a misspelling or hallucination of,
        best first, each with a score in (0, 1]."""
        key = ("near", name, limit)
        hit = self._name_answers.get(key)
        if hit is None:
            hit = self._name_answers.put(key, self._near_uncached(name, limit))
        return list(hit)

    def _near_uncached(self, name: str, limit: int) -> tuple[tuple[str, float], ...]:
        # Candidates, kept few on purpose (a repository has tens of thousands of names):
        # the same letters in another case; names sharing the first and the last camel word
        # (`attachToQBListView` -> `attachToQBRecyclerView`); typo-length neighbours sharing the
        # first letters.
        conn = self.conn
        words = camel_words(name)
        self._near_calls += 1
        if self._names_mem is None and self._near_calls > _NAMES_IN_MEMORY_AFTER:
            (held,) = conn.execute("SELECT COUNT(*) FROM (SELECT 1 FROM names LIMIT ?)",
                                   (_MAX_NAMES_IN_MEMORY + 1,)).fetchone()
            self._names_mem = _NameIndex.load(conn) if held <= _MAX_NAMES_IN_MEMORY else False
        mem = self._names_mem or None
        prefix = name[:min(4, max(2, len(name) // 3))].lower() if len(name) >= 3 else ""
        slack = max(1, len(name) // 3)
        if mem is not None:
            # Many questions (a batch, the service): the same candidates from memory, no SQL.
            cands = mem.candidates(conn, name, words, prefix, slack)
        else:
            cands = {r[0] for r in conn.execute("SELECT name FROM names WHERE name_lower = ?", (name.lower(),))}
            if len(words) >= 3:
                # Both range scans come sorted by name from the (word, name) key: INTERSECT merges them
                # in one pass, where a join would probe once per name of the commoner word.
                cands.update(_names_with_both(conn, words[0], words[-1]))
            if prefix:
                # Typo neighbours: same first letters (more of them for longer names, fewer rows), similar length.
                cands.update(r[0] for r in conn.execute(
                    "SELECT name FROM names WHERE name_lower >= ? AND name_lower < ? AND length BETWEEN ? AND ? LIMIT 250",
                    (prefix, prefix[:-1] + chr(ord(prefix[-1]) + 1), len(name) - slack, len(name) + slack)))
        cands.discard(name)
        pool = sorted(cands)
        lowered = [mem.lower_of[c] for c in pool] if mem is not None else None
        scored = [(c, s) for c in may_be_similar(name, shortlist(name, pool, lowered=lowered))
                  if (s := similarity(name, c)) is not None]
        scored.sort(key=lambda item: (-item[1], item[0]))
        return tuple(scored[:limit])

    def word_kin_names(self, name: str) -> list[str]:
        """Names in the repository that are `name` with one camel/snake word added or dropped, the
        other words kept in order (`Timeout` -> `ContextTimeout`, `CORSMiddleware` -> `CORS`,
        `DownloadProgress` -> `Progress`): what a model writes for a name it half remembers or an API
        that was renamed by a word. `near_names` misses them: a word is too many letters. Sorted."""
        key = ("word kin", name)
        hit = self._name_answers.get(key)
        if hit is None:
            hit = self._name_answers.put(key, self._word_kin_uncached(name))
        return list(hit)

    def _word_kin_uncached(self, name: str) -> tuple[str, ...]:
        words = camel_words(name)
        if not words or len(name) < 3:
            return ()
        out: set[str] = set()
        # one word added: names holding every word of `name` (the name_words key), one word longer
        distinct = list(dict.fromkeys(words))
        sql = " INTERSECT ".join("SELECT name FROM name_words WHERE word = ?" for _ in distinct)
        for (cand,) in self.conn.execute(sql + f" LIMIT {_WORD_KIN_SCANNED}", distinct):
            cw = camel_words(cand)
            if len(cw) == len(words) + 1 and any(cw[:i] + cw[i + 1:] == words for i in range(len(cw))):
                out.add(cand)
        # one word dropped: the shorter names themselves, in any case (`RouterGroup` -> `Group`)
        if len(words) >= 2:
            for i in range(len(words)):
                rest = words[:i] + words[i + 1:]
                for sep in ("", "_"):
                    for (cand,) in self.conn.execute("SELECT name FROM names WHERE name_lower = ?", (sep.join(rest),)):
                        if camel_words(cand) == rest:
                            out.add(cand)
        out.discard(name)
        return tuple(sorted(out))

    # -- files and directories -----------------------------------------------------------------

    def package_files(self, package: str, language: str | None = None) -> set[str]:
        """Paths of the files that declare `package` (Go's `package zap`), in `language` if given."""
        sql, args = "SELECT path FROM files WHERE package = ?", [package]
        if language:
            sql += " AND language = ?"
            args.append(language)
        return {r[0] for r in self.conn.execute(sql, args)}

    def file_package(self, path: str) -> tuple[bool, str | None]:
        """(indexed at all, its package): a file listed but skipped (generated, oversized) has no package."""
        row = self.conn.execute("SELECT package FROM files WHERE path = ?", (path,)).fetchone()
        return (row is not None, row[0] if row else None)

    def files_named_with_errors(self, stem: str) -> list[str]:
        """Files named `stem.*` (ByteString.kt, ByteString.h) that the parser could not fully read:
        a type of that name may be declared there and lost (Kotlin `expect class`, a macro)."""
        if self._broken_by_stem is None:
            broken = sorted(self._broken_files())
            by_stem: dict[str, list[str]] = {}
            for i in range(0, len(broken), 500):
                chunk = broken[i:i + 500]
                for (path,) in self.conn.execute(
                        f"SELECT path FROM files WHERE id IN ({','.join('?' * len(chunk))})", chunk):
                    by_stem.setdefault(PurePosixPath(path).name.split(".", 1)[0], []).append(path)
            self._broken_by_stem = by_stem
        return list(self._broken_by_stem.get(stem, ()))

    def stored_error_nodes(self, path: str, language: str, digest: str) -> tuple[bool, list | None]:
        """(known, nodes): codeindex.extract.error_nodes of the file at `path` as the build worked it
        out, when the index holds them for exactly these bytes (sha1 `digest`) read as `language`;
        (False, None) otherwise (an index built before the table, a file changed since, another
        language asked), and the caller works them out itself."""
        try:
            row = self.conn.execute(
                "SELECT f.hash, f.language, e.nodes FROM files f JOIN error_nodes e ON e.file_id = f.id"
                " WHERE f.path = ?", (path,)).fetchone()
        except sqlite3.OperationalError:   # an index opened read-only before the error_nodes migration
            return False, None
        if row is None or row[0] != digest or (row[1] or "") != language:
            return False, None
        nodes = json.loads(row[2])
        return True, None if nodes is None else [tuple(n) for n in nodes]

    def file_parse_errors(self, file_id: int) -> bool:
        """Did the parser meet syntax it could not read in this file?"""
        return file_id in self._broken_files()

    def symbols_named_any(self, names: list[str], kinds: tuple[str, ...] | None = None) -> list[SymbolRecord]:
        """Symbols with any of `names`, ordered by path and line as one query would give them. Each
        name is looked up (and cached) on its own: a batch asks about the same near names again and again."""
        found = [s for n in dict.fromkeys(names) for s in self._cache_named(n, kinds, False)]
        found.sort(key=_PATH_LINE_NAME_ID)   # SQLite walks an IN list in sorted order, each name in id order
        return found

    def directories(self) -> set[str]:
        if self._dirs is None:
            dirs = set()
            for (path,) in self.conn.execute("SELECT path FROM files"):
                if path.startswith(("/", "./")) or "//" in path or "/./" in path or path.endswith("/"):
                    # not the walker's plain `a/b/c` form: let pathlib normalise it
                    parent = PurePosixPath(path).parent
                    while str(parent) not in (".", ""):
                        dirs.add(str(parent))
                        parent = parent.parent
                    continue
                cut = path.rfind("/")
                while cut > 0:
                    parent = path[:cut]
                    if parent in dirs:
                        break   # its own parents are in already
                    dirs.add(parent)
                    cut = parent.rfind("/")
            self._dirs = dirs
        return self._dirs

    def paths_with_suffix(self, suffix: str) -> list[str]:
        suffix = suffix.strip("/")
        rows = self.conn.execute("SELECT path FROM files WHERE path = ? OR path GLOB ?", (suffix, "*/" + _glob(suffix))).fetchall()
        return [r[0] for r in rows]

    def file_symbols(self, path: str) -> list[SymbolRecord]:
        return self._query("f.path = ?", (path,))

    def file_imports(self, path: str) -> list[str]:
        """What a file imports, as written (dotted); [] for a file not in the index."""
        row = self.conn.execute("SELECT id FROM files WHERE path = ?", (path,)).fetchone()
        return list(self._cache_imports(row[0])) if row else []

    def importing_files(self, path: str, limit: int = 200) -> list[str]:
        """Files that import `path`: by the qualified name of a type it defines (Java, Kotlin, Python...)
        or by the path itself (C/C++ includes, TypeScript modules)."""
        quals = {t.qualname for t in self.file_symbols(path) if t.kind in TYPE_KINDS and t.kind != "namespace"}
        targets = sorted(quals | {q.replace(".", "::") for q in quals} | {path, path.rsplit(".", 1)[0]})
        name = PurePosixPath(path).name
        rows = self.conn.execute(
            f"SELECT DISTINCT f.path FROM imports i JOIN files f ON f.id = i.file_id WHERE (i.target IN "
            f"({','.join('?' * len(targets))}) OR i.target GLOB ? OR i.target GLOB ?) AND f.path != ? "
            f"ORDER BY f.path LIMIT {int(limit)}",
            (*targets, "*/" + _glob(name), "*/" + _glob(name.rsplit(".", 1)[0]), path)).fetchall()
        return [r[0] for r in rows]

    def paths_ending(self, suffix: str, limit: int = 50) -> list[str]:
        """Indexed paths that end with `suffix` (`click/__init__.py`)."""
        pattern = "%" + suffix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return [r[0] for r in self.conn.execute(
            "SELECT path FROM files WHERE path LIKE ? ESCAPE '\\' LIMIT ?", (pattern, limit))]

    def languages(self) -> frozenset[str]:
        """The languages of the repository's indexed source files."""
        return frozenset(r[0] for r in self.conn.execute(
            "SELECT DISTINCT language FROM files WHERE status = 'ok' AND language IS NOT NULL"))

    def stats(self) -> dict:
        c = self.conn
        files_by_status = dict(c.execute("SELECT status, COUNT(*) FROM files GROUP BY status").fetchall())
        files_by_lang = dict(c.execute(
            "SELECT language, COUNT(*) FROM files WHERE status = 'ok' GROUP BY language").fetchall())
        by_kind = dict(c.execute("SELECT kind, COUNT(*) FROM symbols GROUP BY kind").fetchall())
        by_lang = dict(c.execute(
            "SELECT f.language, COUNT(*) FROM symbols s JOIN files f ON f.id = s.file_id GROUP BY f.language").fetchall())
        meta = dict(c.execute("SELECT key, value FROM meta").fetchall())
        return {
            "files": sum(files_by_status.values()),
            "files_by_status": files_by_status,
            "files_by_language": files_by_lang,
            "symbols": sum(by_kind.values()),
            "symbols_by_kind": by_kind,
            "symbols_by_language": by_lang,
            "updated_at": float(meta.get("updated_at", 0)),
            "created_at": float(meta.get("created_at", 0)),
            "format_version": meta.get("format_version"),
        }


def _shared_suffix(qualname: str, container: str) -> int:
    """How many trailing dotted components two qualified names share."""
    a, b = qualname.split("."), container.split(".")
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


def _same_family(a: str, b: str) -> bool:
    families = ({"c", "cpp", "objc"}, {"typescript", "tsx", "javascript", "arkts"}, {"java", "kotlin"})
    return a == b or any(a in f and b in f for f in families)
