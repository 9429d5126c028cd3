"""`codeindex dump` written as the rows are read: the same bytes as the in-memory form, checked on
the sample repository against the golden dump, and never the whole document in one write."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from codeindex import open_index
from codeindex.dump import dump_json, write_json, write_text
from codeindex.index import RepoIndex

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_repos" / "qqbrowser"
GOLDEN = ROOT / "tests" / "golden" / "qqbrowser.dump"


class CountingSink(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.writes: list[int] = []

    def write(self, s: str) -> int:
        self.writes.append(len(s))
        return super().write(s)


def test_streamed_dumps_equal_the_golden_and_the_in_memory_form(tmp_path):
    open_index(SAMPLE, index_dir=tmp_path).close()
    proc = subprocess.run([sys.executable, "-m", "codeindex.cli", "dump", str(SAMPLE), "--index-dir", str(tmp_path)],
                          capture_output=True, text=True, encoding="utf-8", cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    golden = GOLDEN.read_text(encoding="utf-8")
    assert proc.stdout == golden
    proc = subprocess.run([sys.executable, "-m", "codeindex.cli", "dump", str(SAMPLE), "--index-dir", str(tmp_path),
                           "--json"], capture_output=True, text=True, encoding="utf-8", cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    index = RepoIndex(SAMPLE, index_dir=tmp_path)
    try:
        reference = dump_json(index.explorer)
        assert proc.stdout == json.dumps(reference, indent=1, ensure_ascii=False) + "\n"
        sink = CountingSink()
        write_json(index.explorer, sink)
        text_sink = CountingSink()
        write_text(index.explorer, text_sink)
    finally:
        index.close()
    assert sink.getvalue() == proc.stdout and text_sink.getvalue() == golden
    # The JSON says what the golden text says: the same files in the same order, the same symbols.
    files = json.loads(proc.stdout)["files"]
    headers = [line.split(" [", 1)[0] for line in golden.splitlines() if not line.startswith(" ")]
    assert [f["path"] for f in files] == headers
    n_symbols = sum(1 for line in golden.splitlines() if line.startswith("  ") and not line.startswith("  import "))
    assert sum(len(f["symbols"]) for f in files) == n_symbols > 100
    # Streamed: one write per file at least, none holding more than one file's records.
    assert len(sink.writes) >= len(files) > 10
    biggest_file = max(len(json.dumps(f, indent=1, ensure_ascii=False)) for f in files)
    assert max(sink.writes) <= biggest_file * 1.2 + 16 < len(proc.stdout) / 4
    assert max(text_sink.writes) < len(golden) / 100


def test_an_empty_index_dumps_as_before(tmp_path):
    repo = tmp_path / "empty"
    repo.mkdir()
    index = open_index(repo, index_dir=tmp_path / "idx")
    try:
        sink = io.StringIO()
        write_json(index.explorer, sink)
        assert sink.getvalue() == json.dumps(dump_json(index.explorer), indent=1, ensure_ascii=False) + "\n"
        assert json.loads(sink.getvalue()) == {"files": []}
        text = io.StringIO()
        write_text(index.explorer, text)
        assert text.getvalue() == "\n"
    finally:
        index.close()
