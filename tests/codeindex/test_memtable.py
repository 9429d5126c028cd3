"""The in-memory symbol tables (codeindex/memtable.py) answer exactly as the SQL does, so that a
batch's verdicts, evidence and suggestions never depend on whether it ran long enough to load them;
and the cheaper name helpers give what the plain computations give."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

import codeindex.explorer as explorer_module
from codeindex import Explorer, open_index
from codeindex.names import any_within, camel_words, edit_distance, may_be_similar, shortlist, similarity
from verifier import Verifier

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> tuple[Path, Path]:
    """A copy of the sample repository (Java, Kotlin, Swift, Objective-C, Go, C++, TypeScript, Python,
    ArkTS) and the directory for its index."""
    root = tmp_path_factory.mktemp("repo") / "qqbrowser"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".codeindex"))
    return root, tmp_path_factory.mktemp("index")


@pytest.fixture
def explorers(sample, monkeypatch):
    """(on SQL, in memory) over one index."""
    monkeypatch.setattr(explorer_module, "_TABLES_IN_MEMORY_AFTER", 10 ** 9)   # the SQL one never switches
    index = open_index(sample[0], index_dir=sample[1])
    sql = Explorer(index.store.conn, index.root)
    memory = Explorer(index.store.conn, index.root)
    assert memory.hold_in_memory()
    yield sql, memory
    index.close()


def test_every_lookup_answers_as_the_sql_does(explorers):
    sql, memory = explorers
    conn = sql.conn
    names = [r[0] for r in conn.execute("SELECT DISTINCT name FROM symbols ORDER BY name")]
    types = [t for n in names for t in sql.find_types(n) if t.name == n]
    assert len(types) > 50 and any(sql.members(t).inherited for t in types)
    for n in names:
        assert memory.find_types(n) == sql.find_types(n), n
        assert memory.find_namespaces(n) == sql.find_namespaces(n), n
        assert memory.symbols_named(n) == sql.symbols_named(n), n
        assert memory.symbols_named(n, kinds=("method", "function")) == sql.symbols_named(n, kinds=("method", "function"))
        assert memory.symbols_named(n.lower(), ignore_case=True) == sql.symbols_named(n.lower(), ignore_case=True)
    for t in types:
        m, s = memory.members(t), sql.members(t)
        assert m.all() == s.all(), t.qualname
        assert m.by_name() == s.by_name()
        assert m.ancestry == s.ancestry
        assert memory.extensions_of(t) == sql.extensions_of(t)
        for name in list(s.by_name())[:5]:
            assert m.lookup(name) == s.by_name()[name]
            assert m.named_ignoring_case(name.lower()) == [x for x, _via in s.all() if x.name.lower() == name.lower()]


def test_a_type_by_its_qualified_name_is_find_types_kept_to_that_name(explorers):
    """types_qualified (one probe of the qualified-name index) gives what find_types of the
    qualified name filtered to it gives, on SQL and in memory; a qualified name no type has, nothing."""
    sql, memory = explorers
    kinds = explorer_module._TYPE_KIND_LIST
    qualnames = [r[0] for r in sql.conn.execute(
        f"SELECT DISTINCT qualname FROM symbols WHERE kind IN ({','.join('?' * len(kinds))}) ORDER BY qualname", kinds)]
    assert len(qualnames) > 50 and any("." in q for q in qualnames)
    for q in qualnames:
        want = [t for t in sql.find_types(q) if t.qualname == q]
        assert want, q
        assert sql.types_qualified(q) == want, q
        assert memory.types_qualified(q) == want, q
    # A member's container that is not a type's qualified name (a function's, a package's).
    assert sql.types_qualified(qualnames[0] + ".NoSuchNested") == []
    assert memory.types_qualified(qualnames[0] + ".NoSuchNested") == []


def test_near_names_with_the_names_in_memory_answer_as_the_sql_does(sample, monkeypatch):
    """The in-memory name index (names read at once, each word's names on first use) gives the
    same near names as the three SQL questions, for slips of real names of one to many words."""
    index = open_index(sample[0], index_dir=sample[1])
    try:
        monkeypatch.setattr(explorer_module, "_NAMES_IN_MEMORY_AFTER", 10 ** 9)
        sql = Explorer(index.store.conn, index.root)
        names = [r[0] for r in sql.conn.execute("SELECT name FROM names ORDER BY name")]
        rng = random.Random(3)
        asked = []
        for real in rng.sample(names, min(len(names), 300)):
            pos = rng.randrange(len(real))
            asked += [real, real.lower(), real[:pos] + "x" + real[pos + 1:], real + "s"]
        assert sum(len(camel_words(a)) >= 3 for a in asked) > 20   # the word question is asked
        want = [sql.near_names(a, limit=12) for a in asked]
        assert sql._names_mem is None
        monkeypatch.setattr(explorer_module, "_NAMES_IN_MEMORY_AFTER", 0)
        memory = Explorer(index.store.conn, index.root)
        got = [memory.near_names(a, limit=12) for a in asked]
        assert memory._names_mem is not None and memory._names_mem.word_sets
        assert got == want
        assert any(want)
    finally:
        index.close()


def test_a_names_table_too_large_to_hold_stays_on_sql(sample, monkeypatch):
    """Past _MAX_NAMES_IN_MEMORY names the explorer never loads them (a monorepo's 690k names cost
    more to load than a batch's SQL questions): after as many questions as would switch, the names
    are not held and the answers are the SQL's."""
    index = open_index(sample[0], index_dir=sample[1])
    try:
        asked = [r[0] + "x" for r in index.store.conn.execute("SELECT name FROM names ORDER BY name LIMIT 60")]
        monkeypatch.setattr(explorer_module, "_NAMES_IN_MEMORY_AFTER", 10 ** 9)
        want = [Explorer(index.store.conn, index.root).near_names(a) for a in asked]
        monkeypatch.setattr(explorer_module, "_NAMES_IN_MEMORY_AFTER", 0)
        (count,) = index.store.conn.execute("SELECT COUNT(*) FROM names").fetchone()
        monkeypatch.setattr(explorer_module, "_MAX_NAMES_IN_MEMORY", count - 1)
        large = Explorer(index.store.conn, index.root)
        assert [large.near_names(a) for a in asked] == want
        assert large._names_mem is False
        monkeypatch.setattr(explorer_module, "_MAX_NAMES_IN_MEMORY", count)
        held = Explorer(index.store.conn, index.root)
        assert [held.near_names(a) for a in asked] == want
        assert isinstance(held._names_mem, explorer_module._NameIndex)
    finally:
        index.close()


def test_the_two_word_question_driven_by_the_rarer_word_is_the_intersect(sample, monkeypatch):
    """_names_with_both reads the rarer word's names and probes the other word per name; what it gives
    is the INTERSECT's first 300 names by name, for pairs of every frequency (and a word no name has)."""
    index = open_index(sample[0], index_dir=sample[1])
    try:
        conn = index.store.conn
        words = [r[0] for r in conn.execute("SELECT word FROM name_words GROUP BY word ORDER BY COUNT(*) DESC, word")]
        rng = random.Random(5)
        pairs = [(a, b) for a in words[:8] for b in words[:8]] + \
                [(rng.choice(words), rng.choice(words)) for _ in range(200)] + [(words[0], "nosuchword")]
        monkeypatch.setattr(explorer_module, "_RARE_WORD_NAMES", -1)   # never rare: always the INTERSECT
        want = [explorer_module._names_with_both(conn, a, b) for a, b in pairs]
        assert sum(1 for w in want if w) > 20
        monkeypatch.setattr(explorer_module, "_RARE_WORD_NAMES", 10 ** 9)   # always driven by the rarer
        assert [explorer_module._names_with_both(conn, a, b) for a, b in pairs] == want
    finally:
        index.close()


def test_symbols_named_any_keeps_the_order_of_one_sql_query(explorers):
    sql, memory = explorers
    names = [r[0] for r in sql.conn.execute("SELECT DISTINCT name FROM symbols ORDER BY name")]
    rng = random.Random(5)
    for _ in range(40):
        picked = rng.sample(names, 13)
        kinds = ("method", "field", "property", "function", "constant")
        marks = ",".join("?" * len(picked))
        want = sql._query(f"s.name IN ({marks}) AND s.kind IN ({','.join('?' * len(kinds))})", [*picked, *kinds])
        assert sql.symbols_named_any(picked, kinds=kinds) == want
        assert memory.symbols_named_any(picked, kinds=kinds) == want


def test_a_batch_gives_the_same_answers_with_the_tables_in_memory(sample, monkeypatch):
    """Real members, members of another type and one-letter slips, verified once on SQL and once
    with the tables in memory: the same JSON, record for record."""
    monkeypatch.setattr(explorer_module, "_TABLES_IN_MEMORY_AFTER", 10 ** 9)
    on_sql = Verifier.open(sample[0], index_dir=sample[1])
    in_memory = Verifier.open(sample[0], index_dir=sample[1])
    assert in_memory.index.explorer.hold_in_memory()
    rows = on_sql.index.store.conn.execute(
        "SELECT container_name, name FROM symbols WHERE container_name IS NOT NULL AND kind IN"
        " ('method', 'field', 'property', 'function') ORDER BY id").fetchall()
    rng = random.Random(11)
    texts = []
    for owner, member in rows:
        texts.append(f"{owner}.{member}")
        texts.append(f"{owner}.{rng.choice(rows)[1]}")
        pos = rng.randrange(len(member))
        texts.append(f"{owner}.{member[:pos]}{'q' if member[pos] != 'q' else 'z'}{member[pos + 1:]}")
    lines = [json.dumps({"id": str(i), "text": t}) for i, t in enumerate(texts)]
    try:
        a = [r.model_dump() for r in on_sql.verify_batch(lines)]
        b = [r.model_dump() for r in in_memory.verify_batch(lines)]
    finally:
        on_sql.close()
        in_memory.close()
    assert sum(r["verdict"] == "factual_error" for r in a) > 20 and sum(r["verdict"] == "verified" for r in a) > 20
    assert a == b


def test_name_helpers_agree_with_the_plain_computations():
    rng = random.Random(3)
    words = ["get", "set", "Buffer", "read", "Utf8", "Line", "channel", "Pipeline", "attach", "To", "QB",
             "List", "View", "x", "_", "ID", "URL", "s"]
    names = sorted({"".join(rng.choice(words) for _ in range(rng.randint(1, 4))) for _ in range(300)})
    for query in names[:80] + ["readUtf8Lines", "attachToQBListView", "getURLs", "ab"]:
        cutoff = max(10, len(query) * 10 // 3)
        assert any_within(query, (names, [n.lower() for n in names]), cutoff) == \
            any(edit_distance(query, n, limit=cutoff) <= cutoff for n in names)
        assert shortlist(query, names, limit=7, lowered=[n.lower() for n in names]) == shortlist(query, names, limit=7)
    assert similarity("attachToQBListView", "attachToQBRecyclerView") is not None   # the word path
    assert similarity("readUtf8Line", "readUtf8Lines") > (similarity("readUtf8Line", "writeUtf8") or 0.0)
    assert similarity("flush", "attachToQBRecyclerView") is None


def test_may_be_similar_keeps_every_candidate_similarity_scores_and_in_order():
    """`may_be_similar` is asked before `similarity` on the near names' shortlist: it must keep every
    name similarity would score (letters within the cutoff, the word path, letter case, non-ASCII),
    in order, and it drops the far ones."""
    rng = random.Random(5)
    words = ["get", "set", "Buffer", "read", "Utf8", "Line", "channel", "Pipeline", "attach", "To", "QB",
             "List", "View", "x", "_", "ID", "URL", "s", "ɵ", "Ä"]
    names = sorted({"".join(rng.choice(words) for _ in range(rng.randint(1, 4))) for _ in range(400)})
    queries = names[:120] + ["attachToQBListView", "ATTACHTOQBLISTVIEW", "readUtf8Lines", "ɵcmp", "ab", "x"]
    for query in queries:
        kept = may_be_similar(query, names)
        assert kept == [n for n in names if n in set(kept)]
        assert [n for n in names if similarity(query, n) is not None and n not in set(kept)] == [], query
    assert may_be_similar("attachToQBListView", ["attachToQBRecyclerView", "flush"]) == ["attachToQBRecyclerView"]
    assert may_be_similar("channelRead", ["ChannelRead", "channelReed", "pipeline"]) == ["ChannelRead", "channelReed"]


def test_a_large_import_table_is_keyed_in_memory_after_one_question_with_the_same_answers(sample, monkeypatch):
    # Past _IMPORTS_LARGE rows each GLOB question scans the whole table: the second question already
    # reads the keyed targets, and every answer is the scan's (at most 200 each: order aside).
    index = open_index(sample[0], index_dir=sample[1])
    try:
        conn = index.store.conn
        leaves = sorted({t.rsplit(".", 1)[-1].rsplit("::", 1)[-1] for (t,) in conn.execute("SELECT target FROM imports")})
        assert len(leaves) > 10
        monkeypatch.setattr(explorer_module, "_IMPORTS_IN_MEMORY_AFTER", 10 ** 9)
        scan = Explorer(conn, index.root)
        expected = {leaf: sorted(scan.import_targets_named(leaf)) for leaf in leaves}
        assert scan._targets_by_leaf is None
        small = Explorer(conn, index.root)
        small.import_targets_named(leaves[0]), small.import_targets_named(leaves[1])
        assert small._targets_by_leaf is None                 # a small table: still asked of SQL
        monkeypatch.setattr(explorer_module, "_IMPORTS_LARGE", 0)
        large = Explorer(conn, index.root)
        large.import_targets_named(leaves[0])
        assert large._targets_by_leaf is None
        large.import_targets_named(leaves[1])
        assert large._targets_by_leaf is not None
        assert {leaf: sorted(large.import_targets_named(leaf)) for leaf in leaves} == expected
    finally:
        index.close()


def test_a_snapshot_after_edits_patches_the_tables_in_memory_to_what_a_fresh_read_gives(tmp_path):
    """A new snapshot takes the older one's in-memory symbol and import tables with only the changed
    files read again (IndexSnapshot.inherit): a member added to one file, a file with an import
    edited so that every symbol moves down a line, a file renamed, one deleted and one added give
    exactly the lists a whole read of the new state gives, and the lists of untouched names are
    the older table's own (not read again)."""
    from codeindex import RepoIndex

    repo = tmp_path / "repo"
    (repo / "p").mkdir(parents=True)
    files = {
        "p/Foo.java": "package p;\n\npublic class Foo {\n    public void run() {}\n}\n",
        "p/Bar.java": "package p;\n\nimport java.util.List;\n\npublic class Bar extends Foo {\n    public int run;\n}\n",
        "p/Old.java": "package p;\n\npublic class Old {\n    public void run() {}\n}\n",
        "p/Gone.java": "package p;\n\npublic class Gone {\n    public void vanish() {}\n}\n",
        "p/Keep.java": "package p;\n\npublic class Keep {\n    public int stays() { return 1; }\n}\n",
    }
    for path, text in files.items():
        (repo / path).write_text(text)
    index = RepoIndex(repo, index_dir=tmp_path / "idx")
    index.refresh(walk_every=0)
    try:
        older = index.snapshot()
        assert older.explorer.hold_in_memory()
        kept = older.explorer._table.by_name["stays"]
        (repo / "p/Foo.java").write_text(files["p/Foo.java"].replace("run() {}", "run() {}\n    public void added() {}"))
        (repo / "p/Bar.java").write_text("// moved down\n" + files["p/Bar.java"].replace("List", "Map"))
        (repo / "p/Old.java").rename(repo / "p/New.java")
        (repo / "p/Gone.java").unlink()
        (repo / "p/Fresh.java").write_text("package p;\n\npublic class Fresh {\n    public void run() {}\n}\n")
        assert index.refresh(walk_every=0).changed
        newer = index.snapshot()
        newer.inherit(older)
        assert newer.explorer.holds_tables()
        patched = newer.explorer._table
        fresh = Explorer(newer.conn, index.root)
        assert fresh.hold_in_memory()
        whole = fresh._table
        for attr in ("by_name", "by_lower", "by_container", "attached_by_container_name", "imports"):
            assert getattr(patched, attr) == getattr(whole, attr), attr
        assert patched.size == whole.size
        assert [s.path for s in patched.by_name["run"]] == ["p/Bar.java", "p/Foo.java", "p/Fresh.java", "p/New.java"]
        assert "vanish" not in patched.by_name and "added" in patched.by_name
        assert patched.by_name["stays"] is kept          # untouched: the older table's own list
        assert older.explorer._table.by_name["run"] != patched.by_name["run"]   # the older one unchanged
        older.close()
        newer.close()
    finally:
        index.close()


def test_a_snapshot_after_edits_patches_the_inheritor_index_to_what_a_fresh_read_gives(tmp_path):
    """The index of types by the bases they name (Explorer._inheritor_index, read whole it cost 53 ms
    of netty's first request after each edit) is patched like the symbol tables: a subclass added
    to a file, one whose file is deleted, a file renamed past others (its subclasses change place in
    the order), a subclass moved down a line and a base written qualified give the lists, order
    and subtypes a whole read of the new state gives; the lists of untouched bases are shared."""
    from codeindex import RepoIndex

    repo = tmp_path / "repo"
    (repo / "p").mkdir(parents=True)
    files = {
        "p/Base.java": "package p;\n\npublic class Base {\n    public void run() {}\n}\n",
        "p/Other.java": "package p;\n\npublic class Other {\n}\n",
        "p/A.java": "package p;\n\npublic class A extends Base {\n}\n",
        "p/B.java": "package p;\n\npublic class B extends p.Base {\n}\n",
        "p/C.java": "package p;\n\npublic class C extends Base {\n}\n",
        "p/K.java": "package p;\n\npublic class K extends Other {\n}\n",
        "p/Z.java": "package p;\n\npublic class Z extends Base {\n}\n",
    }
    for path, text in files.items():
        (repo / path).write_text(text)
    index = RepoIndex(repo, index_dir=tmp_path / "idx")
    index.refresh(walk_every=0)
    try:
        older = index.snapshot()
        assert older.explorer.hold_in_memory()
        exact_before, _dotted, _places = older.explorer._inheritor_index()
        kept = exact_before["Other"]
        (repo / "p/A.java").write_text("// moved down\n" + files["p/A.java"] + "class A2 extends Base {\n}\n")
        (repo / "p/C.java").unlink()
        (repo / "p/Z.java").rename(repo / "p/AA.java")
        (repo / "p/B.java").write_text(files["p/B.java"].replace("p.Base", "q.Base"))
        assert index.refresh(walk_every=0).changed
        newer = index.snapshot()
        newer.inherit(older)
        assert newer.explorer._inheritors is not None   # patched, not left to a whole read
        patched = newer.explorer._inheritors
        fresh = Explorer(newer.conn, index.root)
        assert patched == fresh._inheritor_index()
        base = next(t for t in fresh.find_types("Base") if t.name == "Base")
        assert [t.name for t in newer.explorer.subtypes(base)] == [t.name for t in fresh.subtypes(base)] == ["A", "A2", "Z"]
        assert patched[0]["Other"] is kept               # untouched: the older index's own list
        assert older.explorer._inheritors[0]["Base"] != patched[0]["Base"]   # the older one unchanged
        older.close()
        newer.close()
    finally:
        index.close()


def test_a_snapshot_keeps_the_import_targets_keyed_only_while_the_edited_files_import_the_same(tmp_path, monkeypatch):
    """The import targets keyed by leaf (made once a process asks many questions) come to the next
    snapshot when the changed files import what they imported, and are made again from the new
    table (with the new answers) when an import changed."""
    from codeindex import RepoIndex

    monkeypatch.setattr(explorer_module, "_IMPORTS_IN_MEMORY_AFTER", 0)
    repo = tmp_path / "repo"
    (repo / "p").mkdir(parents=True)
    bar = "package p;\n\nimport java.util.List;\n\npublic class Bar {\n    public int run;\n}\n"
    (repo / "p/Bar.java").write_text(bar)
    index = RepoIndex(repo, index_dir=tmp_path / "idx")
    index.refresh(walk_every=0)
    try:
        older = index.snapshot()
        assert older.explorer.hold_in_memory()
        assert older.explorer.import_targets_named("List") == ["java.util.List"]
        keyed = older.explorer._targets_by_leaf
        assert keyed is not None
        (repo / "p/Bar.java").write_text("// a line\n" + bar)            # every symbol moves, the import stays
        index.refresh(walk_every=0)
        same = index.snapshot()
        same.inherit(older)
        assert same.explorer._targets_by_leaf is keyed
        # (the only file re-read, its new row took the old one's id: its symbols are read again all the same)
        assert same.file_rows()["p/Bar.java"][0] == older.file_rows()["p/Bar.java"][0]
        whole = Explorer(same.conn, index.root)
        assert whole.hold_in_memory()
        assert same.explorer._table.by_name == whole._table.by_name
        assert [s.line for s in same.explorer._table.by_name["run"]] == [7]
        assert same.explorer.import_targets_named("List") == ["java.util.List"]
        (repo / "p/Bar.java").write_text(bar.replace("List", "Map"))
        index.refresh(walk_every=0)
        changed = index.snapshot()
        changed.inherit(same)
        assert changed.explorer._targets_by_leaf is None
        assert changed.explorer.import_targets_named("List") == []
        assert changed.explorer.import_targets_named("Map") == ["java.util.Map"]
        for snap in (older, same, changed):
            snap.close()
    finally:
        index.close()


def test_records_are_built_as_the_dataclass_builds_them(explorers):
    """The records read from rows (set straight into their dict, for speed) are the dataclass's own:
    equal, the same fields in the same order, hashed by id, and frozen."""
    import dataclasses

    from codeindex.explorer import SymbolRecord, _COLUMNS, _record, _shared_record

    sql, _memory = explorers
    rows = sql.conn.execute(f"SELECT {_COLUMNS} FROM symbols s JOIN files f ON f.id = s.file_id").fetchall()
    assert any(r[9] and r[9] != "[]" for r in rows) and any(r[10] for r in rows)
    seen: dict = {}
    for row in rows:
        plain = SymbolRecord(id=row[0], name=row[1], kind=row[2], qualname=row[3], container=row[4], path=row[5],
                             line=row[6], end_line=row[7], params=row[8],
                             bases=tuple(json.loads(row[9])) if row[9] else (), attached=bool(row[10]),
                             extends=row[11], language=row[12] or "", package=row[13], file_id=row[14])
        for rec in (_record(row), _shared_record(row, seen)):
            assert rec == plain and hash(rec) == hash(plain)
            assert list(vars(rec).items()) == list(vars(plain).items())
            with pytest.raises(dataclasses.FrozenInstanceError):
                rec.name = "x"


def test_files_with_word_from_the_text_paths_held_answers_as_the_join_does(sample, monkeypatch):
    """After _TEXT_PATHS_AFTER words the word table's paths are held by id (Explorer._text_paths):
    every word's files, in order, are what the SQL join gives; a tree with too many text files
    keeps the join."""
    index = open_index(sample[0], index_dir=sample[1])
    try:
        words = [w for (w,) in index.store.conn.execute("SELECT word FROM vocab ORDER BY word")]
        assert len(words) > 200
        monkeypatch.setattr(explorer_module, "_TEXT_PATHS_AFTER", 10 ** 9)
        joined = Explorer(index.store.conn, index.root)
        plain = {w: joined.files_with_word(w) for w in words}
        assert joined._text_path_map is None
        monkeypatch.setattr(explorer_module, "_TEXT_PATHS_AFTER", 0)
        held = Explorer(index.store.conn, index.root)
        assert {w: held.files_with_word(w) for w in words} == plain
        assert isinstance(held._text_path_map, dict) and len(held._text_path_map) > 10
        assert any(len(v or []) > 2 for v in plain.values())
        monkeypatch.setattr(explorer_module, "_MAX_TEXT_PATHS", 3)
        too_many = Explorer(index.store.conn, index.root)
        assert {w: too_many.files_with_word(w) for w in words} == plain
        assert too_many._text_path_map is False
    finally:
        index.close()
