"""What makes a question's cost independent of the tree's size: each lookup the explorer asks of the
index on behalf of one claim reads a range of an index, never a whole table (on a monorepo's 43k-file
table a scan was 21 ms, asked once per qualifier a claim names)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from codeindex.index import open_index

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo") / "qqbrowser"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".codeindex"))
    index = open_index(root, index_dir=tmp_path_factory.mktemp("index"))
    yield index
    index.close()


def plans_of(index, ask) -> list[str]:
    """The query plan of every statement `ask()` runs on the index's connection."""
    conn = index.store.conn
    statements: list[str] = []
    conn.set_trace_callback(statements.append)
    try:
        ask()
    finally:
        conn.set_trace_callback(None)
    assert statements
    return [" / ".join(row[3] for row in conn.execute("EXPLAIN QUERY PLAN " + sql)) for sql in statements]


@pytest.mark.parametrize("question", [
    lambda ex: ex.packages("com.tencent"),            # a prefix of packages the sample declares
    lambda ex: ex.packages("org.nowhere"),
    lambda ex: ex.package_files("com.tencent.mtt.browser"),
])
def test_package_questions_read_an_index_range_not_the_file_table(index, question):
    assert index.explorer.packages("com.tencent")     # (the sample has such packages: the question is real)
    for plan in plans_of(index, lambda: question(index.explorer)):
        assert "SCAN files" not in plan, plan
