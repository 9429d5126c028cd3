"""The golden map of the whole sample repository: any change to what the index extracts from
sample_repos/qqbrowser shows up here as a readable diff.

After an intended change, regenerate with:  UPDATE_GOLDEN=1 python -m pytest tests/codeindex/test_golden.py
"""
from __future__ import annotations

import difflib
import os
from pathlib import Path

import networkx as nx

from codeindex import inheritance_view, open_index, symbol_graph
from codeindex.dump import dump_text

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_repos" / "qqbrowser"
GOLDEN = ROOT / "tests" / "golden" / "qqbrowser.dump"


def test_golden_dump_of_the_sample_repository(tmp_path):
    index = open_index(SAMPLE, index_dir=tmp_path)
    try:
        assert index.last_report.errors == []
        actual = dump_text(index.explorer)
    finally:
        index.close()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(actual, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                            "tests/golden/qqbrowser.dump", "index of sample_repos/qqbrowser", n=2))
        raise AssertionError("the symbol graph of the sample changed:\n" + diff[:20000])


def test_symbol_graph_answers_graph_questions(tmp_path):
    index = open_index(SAMPLE, index_dir=tmp_path)
    try:
        g = symbol_graph(index.explorer)
        ex = index.explorer
        [compat] = ex.find_types("FastScrollBarCompat")
        [bar] = ex.find_types("com.tencent.mtt.view.FastScrollBar")
        inh = inheritance_view(g)
        # FastScrollBarCompat -> FastScrollBar -> View (outside the repository)
        assert f"sym:{bar.id}" in nx.descendants(inh, f"sym:{compat.id}")
        assert "ext:View" in nx.descendants(inh, f"sym:{compat.id}")
        # who inherits from FastScrollBar (reverse edges)
        assert f"sym:{compat.id}" in nx.ancestors(inh, f"sym:{bar.id}")
        # contains: the Kotlin extension attachSmoothly hangs under FastScrollBar
        members = {g.nodes[v]["name"] for _u, v, k in g.out_edges(f"sym:{bar.id}", data="kind") if k == "contains"}
        assert {"attachToRecyclerView", "attach", "attachSmoothly"} <= members
        # imports: the file of FastScrollBarCompat imports the in-repo QBRecyclerView
        [qbr] = ex.find_types("QBRecyclerView")
        importers = {u for u, _v, k in g.in_edges(f"sym:{qbr.id}", data="kind") if k == "imports"}
        assert f"file:{compat.path}" in importers
    finally:
        index.close()
