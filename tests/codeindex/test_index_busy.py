"""The index under contention and hostile bytes: concurrent builds, busy is not corrupt, invalid
UTF-8 inside names, and the command line's paper cuts (error count, --repo, --jobs, broken pipe)."""
from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from codeindex import build, open_index
from codeindex import store as store_mod
from codeindex.errors import IndexBusy
from codeindex.store import index_lock

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


def codeindex(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "codeindex.cli", *args], capture_output=True, text=True, cwd=cwd)


def dump(repo: Path, index_dir: Path) -> str:
    out = codeindex("dump", str(repo), "--index-dir", str(index_dir))
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.fixture()
def sample_copy(tmp_path: Path) -> Path:
    root = tmp_path / "qq"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".codeindex"))
    return root


def test_four_concurrent_builds_give_the_result_of_one(sample_copy: Path, tmp_path: Path):
    reference = tmp_path / "ref-idx"
    assert codeindex("build", str(sample_copy), "--index-dir", str(reference)).returncode == 0
    shared = tmp_path / "shared-idx"
    procs = [subprocess.Popen([sys.executable, "-m", "codeindex.cli", "build", str(sample_copy),
                               "--index-dir", str(shared), "--json"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
    outs = [(p.wait(timeout=300), p.stdout.read(), p.stderr.read()) for p in procs]
    for p in procs:
        p.stdout.close()
        p.stderr.close()
    assert [code for code, _, _ in outs] == [0, 0, 0, 0], [err for _, _, err in outs]
    # Nobody took another's lock for damage and started over.
    assert not any('"rebuilt_reason": "index' in out for _, out, _ in outs)
    assert dump(sample_copy, shared) == dump(sample_copy, reference)


def test_a_build_waits_for_another_and_says_so(sample_copy: Path, tmp_path: Path):
    idx = tmp_path / "idx"
    build(sample_copy, index_dir=idx)
    (sample_copy / "Extra.java").write_text("class Extra { void go() {} }\n")
    index_file = idx / "index.sqlite"
    messages: list[str] = []
    held, release = threading.Event(), threading.Event()

    def holder():
        with index_lock(index_file):
            held.set()
            release.wait(timeout=60)

    t = threading.Thread(target=holder)
    t.start()
    held.wait(timeout=10)
    with pytest.raises(IndexBusy, match="being updated by another process"):
        build(sample_copy, index_dir=idx, wait=False)

    def waiting(message: str) -> None:
        messages.append(message)
        release.set()

    report = build(sample_copy, index_dir=idx, on_wait=waiting)
    t.join()
    assert messages and "waiting for another process updating the index" in messages[0]
    assert report.parsed == 1 and report.rebuilt_reason is None


def test_busy_is_not_corrupt_the_index_is_never_deleted(sample_copy: Path, tmp_path: Path, monkeypatch):
    """A process outside codeindex holds a write transaction past the busy timeout: the build
    reports busy and the file, with the holder's commit, survives (it used to be deleted)."""
    idx = tmp_path / "idx"
    build(sample_copy, index_dir=idx)
    index_file = idx / "index.sqlite"
    inode = index_file.stat().st_ino
    (sample_copy / "Extra.java").write_text("class Extra { void go() {} }\n")
    monkeypatch.setattr(store_mod, "BUSY_TIMEOUT_SECONDS", 0.3)
    holder = sqlite3.connect(index_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT OR REPLACE INTO meta VALUES ('holder', 'committed after the build gave up')")
    try:
        with pytest.raises(IndexBusy, match="busy"):
            build(sample_copy, index_dir=idx)
    finally:
        holder.execute("COMMIT")
        holder.close()
    assert index_file.stat().st_ino == inode
    index = open_index(sample_copy, index_dir=idx, update=False)
    try:
        assert index.store.meta()["holder"] == "committed after the build gave up"
        assert index.explorer.find_types("FastScrollBar")
    finally:
        index.close()
    assert build(sample_copy, index_dir=idx).parsed == 1    # and the next build does the work


def test_service_refresh_does_not_wait_for_another_builder(sample_copy: Path, tmp_path: Path):
    idx = tmp_path / "idx"
    index = open_index(sample_copy, index_dir=idx)
    try:
        (sample_copy / "Extra.java").write_text("class Extra { void go() {} }\n")
        with index_lock(idx / "index.sqlite"):
            # In another thread: a different lock holder for the refresh.
            result: list = []
            t = threading.Thread(target=lambda: result.append(index.refresh(wait=False)))
            t.start()
            t.join(timeout=30)
        assert result == [None]
        assert not index.explorer.find_types("Extra")
        assert index.refresh(wait=False).parsed == 1
        assert index.explorer.find_types("Extra")
    finally:
        index.close()


def test_index_rebuilt_by_another_process_is_reopened(sample_copy: Path, tmp_path: Path):
    idx = tmp_path / "idx"
    index = open_index(sample_copy, index_dir=idx)
    try:
        for suffix in ("", "-wal", "-shm"):
            (idx / f"index.sqlite{suffix}").unlink(missing_ok=True)
        (sample_copy / "Extra.java").write_text("class Extra { void go() {} }\n")
        assert codeindex("build", str(sample_copy), "--index-dir", str(idx)).returncode == 0
        index.refresh()
        assert index.explorer.find_types("Extra")           # reads the new file, not the deleted inode
    finally:
        index.close()


LATIN1_JAVA = b"public class Latin1 {\n    public void m\xe9thode() {}\n    public void m\x81ore() {}\n}\n"


def test_invalid_byte_inside_a_name_never_truncates_it(tmp_path: Path):
    root = tmp_path / "l1"
    root.mkdir()
    (root / "Latin1.java").write_bytes(LATIN1_JAVA)
    report = build(root, index_dir=tmp_path / "idx")
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        names = {r[0] for r in index.store.conn.execute("SELECT name FROM symbols")}
    finally:
        index.close()
    assert "méthode" in names and "m\x81ore" in names
    assert "thode" not in names and "ore" not in names
    assert report.error_count == 1 and "invalid UTF-8 at byte 39" in report.warnings[0][1]


def test_summary_counts_files_with_syntax_or_encoding_errors_without_verbose(tmp_path: Path):
    root = tmp_path / "r"
    root.mkdir()
    (root / "Latin1.java").write_bytes(LATIN1_JAVA)
    (root / "Broken.java").write_text("class Broken { void a( { }\n")
    (root / "Fine.java").write_text("class Fine {}\n")
    out = codeindex("build", str(root), "--index-dir", str(tmp_path / "idx"))
    assert out.returncode == 0
    assert "2 errors (2 read partly: syntax or encoding errors)" in out.stdout
    assert "warning: Latin1.java: invalid UTF-8" in out.stderr and "warning: Broken.java:" in out.stderr


def test_cli_repo_option_and_positional_path_everywhere(tmp_path: Path):
    idx = str(tmp_path / "idx")
    assert codeindex("build", "--repo", str(SAMPLE), "--index-dir", idx).returncode == 0
    by_option = codeindex("query", "FastScrollBar", "--repo", str(SAMPLE), "--index-dir", idx)
    by_path = codeindex("query", "FastScrollBar", str(SAMPLE), "--index-dir", idx)
    assert by_option.returncode == by_path.returncode == 0 and by_option.stdout == by_path.stdout
    assert "FastScrollBar.java" in by_path.stdout
    assert codeindex("status", "--repo", str(SAMPLE), "--index-dir", idx).returncode == 0
    both = codeindex("status", str(SAMPLE), "--repo", str(tmp_path), "--index-dir", idx)
    assert both.returncode == 2 and "two repositories given" in both.stderr


@pytest.mark.parametrize("jobs", ["0", "-2", "many"])
def test_cli_jobs_must_be_positive(tmp_path: Path, jobs: str):
    out = codeindex("build", str(SAMPLE), "--index-dir", str(tmp_path / "idx"), "--jobs", jobs)
    assert out.returncode == 2 and "--jobs" in out.stderr and "Traceback" not in out.stderr


def test_cli_output_into_a_closed_pipe_is_quiet(tmp_path: Path):
    idx = str(tmp_path / "idx")
    assert codeindex("build", str(SAMPLE), "--index-dir", idx).returncode == 0
    proc = subprocess.run(f"{sys.executable} -m codeindex.cli dump {SAMPLE} --index-dir {idx} | head -1",
                          shell=True, capture_output=True, text=True)
    assert proc.stdout.count("\n") == 1
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


def test_unreadable_directory_is_reported_not_skipped_silently():
    import tempfile

    # Not under pytest's tmp_path: that one is private to root, and the build may run as nobody.
    tmp_path = Path(tempfile.mkdtemp(prefix="codeindex-unreadable-"))
    try:
        _unreadable_directory_case(tmp_path)
    finally:
        shutil.rmtree(tmp_path, ignore_errors=True)


def _unreadable_directory_case(tmp_path: Path) -> None:
    import os

    root = tmp_path / "r"
    (root / "ok").mkdir(parents=True)
    (root / "ok" / "A.java").write_text("class A {}\n")
    (root / "locked").mkdir()
    (root / "locked" / "B.java").write_text("class B {}\n")
    idx = tmp_path / "idx"
    idx.mkdir()
    os.chmod(root / "locked", 0)
    for p in (tmp_path, root, root / "ok", idx):
        os.chmod(p, 0o777)
    cmd = [sys.executable, "-m", "codeindex.cli", "build", str(root), "--index-dir", str(idx)]
    if os.geteuid() == 0:   # root reads everything: run the build as nobody so the directory is unreadable
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, cwd=str(tmp_path),
                             env={"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path),
                                  "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
                                  "PYTHONDONTWRITEBYTECODE": "1"})
    finally:
        os.chmod(root / "locked", 0o755)
    assert out.returncode == 0, out.stderr
    assert "error: locked/: unreadable directory" in out.stderr
    assert "1 errors" in out.stdout
