"""A half-read file's error nodes come from the tree its extraction parsed: the build does not
parse it a second time (11 % of a C++-heavy cold build's CPU), and stores what a parse of its own
would give (codeindex.extract.error_nodes on the same bytes)."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import codeindex.extract as extract
from codeindex.build import build

BROKEN = {
    "src/Broken.java": b"package p;\npublic class Broken {\n  void f( {}\n  int ok() { return 1; }\n}\n",
    "lib/widget.cc": b"namespace w {\nclass Widget {\n public:\n  int size() const { return n_ }\n  int n_;\n};\n"
                     b"void Widget::grow( { }\n}  // namespace w\n",
    "lib/fine.cc": b"int add(int a, int b) { return a + b; }\n",
}
# Not UTF-8 (a Latin-1 editor's byte): the extraction reads other bytes than error_nodes would, so
# the build asks error_nodes itself, as before.
LATIN1 = {"lib/legacy.cc": b"// caf\xe9\nclass Legacy {\n  void m( { }\n};\n"}


def stored(index_dir: Path) -> dict[str, list]:
    conn = sqlite3.connect(index_dir / "index.sqlite")
    try:
        return {path: json.loads(nodes) for path, nodes in
                conn.execute("SELECT f.path, e.nodes FROM files f JOIN error_nodes e ON e.file_id = f.id")}
    finally:
        conn.close()


def test_the_build_stores_the_extractions_error_nodes_without_a_second_parse(tmp_path: Path, monkeypatch):
    root = tmp_path / "repo"
    for rel, data in {**BROKEN, **LATIN1}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    real = extract.error_nodes
    asked: list[str] = []
    monkeypatch.setattr(extract, "error_nodes", lambda lang, source: asked.append(lang) or real(lang, source))
    build(root, index_dir=tmp_path / "idx", jobs=1)
    nodes = stored(tmp_path / "idx")
    assert set(nodes) == {"src/Broken.java", "lib/widget.cc", "lib/legacy.cc"}
    assert asked == ["cpp"]                      # only the file that is not UTF-8
    monkeypatch.setattr(extract, "error_nodes", real)
    for rel in nodes:
        lang = "java" if rel.endswith(".java") else "cpp"
        assert nodes[rel] == [list(n) for n in real(lang, (root / rel).read_bytes())]
        assert nodes[rel]                        # each file really has a node where the parse failed
