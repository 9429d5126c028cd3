"""`verify serve` refreshes in the background: a request answers from a consistent snapshot while
the writer's transaction is open, sees the old state or the new one, never an error, never a wait.

Real parts: a repository written by the test, the real on-disk SQLite index (WAL), the real HTTP
server on loopback, the real builder. The writer is held inside its transaction through build()'s
progress callback, which runs between a file's rows being replaced and the commit.
"""
from __future__ import annotations

import json
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from codeindex import build
from verifier.service import RepoPool, serve

DEADLOCK_GUARD = 120   # seconds: only a request that waits on the writer would reach it


def write_repo(root: Path) -> None:
    (root / "p").mkdir(parents=True)
    (root / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void oldName() {}\n}\n")
    (root / "p" / "Keep.java").write_text("package p;\n\npublic class Keep {\n    public int stays() { return 1; }\n}\n")


def verdicts(base: str, texts: list[str]) -> list[str]:
    req = urllib.request.Request(base + "/v1/verify", data=json.dumps({"texts": texts}).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=DEADLOCK_GUARD) as resp:
        assert resp.status == 200
        return [r["verdict"] for r in json.loads(resp.read())["results"]]


@pytest.fixture
def served(tmp_path):
    repo = tmp_path / "repo"
    write_repo(repo)
    pool = RepoPool({"r": str(repo)}, index_dir=str(tmp_path / "idx"), background=False)
    server = serve(pool, "127.0.0.1", 0, workers=4)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.address
    yield repo, pool, f"http://{host}:{port}"
    server.shutdown()
    server.close()
    thread.join(timeout=10)
    pool.close()


def test_a_request_while_the_writer_holds_its_transaction_sees_the_old_state_then_the_new(served):
    repo, pool, base = served
    texts = ["Foo.oldName", "Foo.newName", "Bar.added", "Keep.stays"]
    assert verdicts(base, texts) == ["verified", "factual_error", "unverifiable", "verified"]

    (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void newName() {}\n}\n")
    (repo / "p" / "Bar.java").write_text("package p;\n\npublic class Bar {\n    public void added() {}\n}\n")
    inside, release = threading.Event(), threading.Event()

    def hold(done: int, total: int) -> None:
        # Called after a changed file's old rows were deleted and its new ones inserted, uncommitted.
        inside.set()
        release.wait(DEADLOCK_GUARD)

    refresher = threading.Thread(target=pool.refresh_now, args=("r",), kwargs={"progress": hold})
    refresher.start()
    try:
        assert inside.wait(DEADLOCK_GUARD), "the refresh never reached its transaction"
        writer = pool.indexes["r"].store.conn
        assert writer.in_transaction
        during: list = []
        reader = threading.Thread(target=lambda: during.append(verdicts(base, texts)))
        reader.start()
        reader.join(DEADLOCK_GUARD)
        assert not reader.is_alive(), "the request waited for the writer"
        # The writer is still inside its transaction: the request was answered from the old snapshot.
        assert writer.in_transaction and refresher.is_alive()
        assert during == [["verified", "factual_error", "unverifiable", "verified"]]
    finally:
        release.set()
        refresher.join(DEADLOCK_GUARD)
    assert verdicts(base, texts) == ["factual_error", "verified", "verified", "verified"]
    assert pool.refreshes["r"] == 1


def test_a_request_under_way_when_the_snapshot_is_replaced_finishes_on_its_own_snapshot(served):
    repo, pool, base = served
    with pool.use("r") as (_, old):
        (repo / "p" / "Foo.java").unlink()
        assert pool.refresh_now("r")
        # The refresh committed and made a new snapshot current; this request still reads its own.
        assert old.verify_text("Foo.oldName").verdict == "verified"
        with pool.use("r") as (_, new):
            assert new is not old
            assert new.verify_text("Foo.oldName").verdict == "unverifiable"
        assert old.verify_text("Keep.stays").verdict == "verified"
    assert verdicts(base, ["Foo.oldName", "Keep.stays"]) == ["unverifiable", "verified"]


def test_a_no_op_refresh_keeps_the_snapshot_and_its_warm_caches(served):
    repo, pool, base = served
    with pool.use("r") as (_, before):
        pass
    assert pool.refresh_now("r") and pool.refresh_now("r")
    with pool.use("r") as (_, after):
        assert after is before
    assert pool.refreshes["r"] == 0


def test_an_edit_is_seen_and_the_other_files_rows_in_memory_are_kept(served):
    # The snapshot after an edit reads again only the edited file's rows of the in-memory tables
    # (reading them all was 2.6 s on netty, inside the first request after each edit): the member
    # renamed in the edited file is seen at once, the other file's rows are the older snapshot's.
    repo, pool, base = served
    with pool.use("r") as (_, before):
        assert before.index.explorer.hold_in_memory()
        kept = before.index.explorer._table.by_name["stays"]
    (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void newName() {}\n}\n")
    assert pool.refresh_now("r")
    assert verdicts(base, ["Foo.oldName", "Foo.newName", "Keep.stays"]) == ["factual_error", "verified", "verified"]
    with pool.use("r") as (_, after):
        assert after is not before and after.index.explorer.holds_tables()
        assert after.index.explorer._table.by_name["stays"] is kept
        assert "oldName" not in after.index.explorer._table.by_name
    assert pool.refreshes["r"] == 1


def test_the_background_refresher_picks_up_another_process_build(tmp_path):
    repo = tmp_path / "repo"
    write_repo(repo)
    pool = RepoPool({"r": str(repo)}, index_dir=str(tmp_path / "idx"), check_interval=0.05)
    try:
        with pool.use("r") as (_, v):
            assert v.verify_text("Bar.added").verdict == "unverifiable"
        (repo / "p" / "Bar.java").write_text("package p;\n\npublic class Bar {\n    public void added() {}\n}\n")
        # Another writer (as `codeindex build` would) updates the same index file.
        assert build(repo, index_dir=tmp_path / "idx" / "r").parsed == 1
        seen = threading.Event()

        def poll():
            while not seen.is_set():
                with pool.use("r") as (_, current):
                    if current.verify_text("Bar.added").verdict == "verified":
                        seen.set()
                        return
                if pool._stop.wait(0.05):
                    return

        watcher = threading.Thread(target=poll, daemon=True)
        watcher.start()
        watcher.join(DEADLOCK_GUARD)
        assert seen.is_set(), pool.refresh_errors
        assert pool.refreshes["r"] >= 1
    finally:
        pool.close()


def wait_for(pool: RepoPool, text: str, verdict: str) -> bool:
    """Until a request sees `verdict` for `text` (the refresher works on its own schedule)."""
    seen = threading.Event()

    def poll():
        while not seen.is_set() and not pool._stop.is_set():
            with pool.use("r") as (_, current):
                if current.verify_text(text).verdict == verdict:
                    seen.set()
                    return
            pool._stop.wait(0.05)

    watcher = threading.Thread(target=poll, daemon=True)
    watcher.start()
    watcher.join(DEADLOCK_GUARD)
    return seen.is_set()


def git(root: Path, *args: str) -> None:
    import subprocess

    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.invalid", "PATH": "/usr/bin:/bin", "HOME": str(root)}
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, env=env)


def record_changes(watcher) -> list[bool]:
    """Spy on the real watcher's changes(): for each call the refresher makes, in order, whether it
    vouched for what changed (a set) or said "look at everything" (None)."""
    answers: list[bool] = []
    real = watcher.changes

    def changes():
        found = real()
        answers.append(found is not None)
        return found

    watcher.changes = changes
    return answers


def settled(watcher, answers: list[bool], directories: set[str]) -> bool:
    """Until the refresher has taken in the appearance of `directories`: each is watched (its
    creation was read, and asked for a full build), and a changes() call made after that vouched
    again, so that full build is over (the refresher calls changes() and builds in one thread).
    Without this, an edit written next can be picked up by a full build still pending from a
    directory whose events came in a later poll than the others' (under load)."""
    deadline = time.monotonic() + DEADLOCK_GUARD
    while time.monotonic() < deadline:
        with watcher._lock:
            watched = set(watcher._dirs.values())
        if directories <= watched:
            break
        time.sleep(0.02)
    else:
        return False
    start = len(answers)
    while time.monotonic() < deadline:
        if any(answers[start:]):
            return True
        time.sleep(0.02)
    return False


def test_in_a_git_checkout_the_watcher_hands_the_edited_file_to_the_build_without_a_full_check(tmp_path):
    repo = tmp_path / "repo"
    write_repo(repo)
    (repo / ".gitignore").write_text("generated/\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "first")
    # Full checks only at the start: whatever is picked up later came through the watcher.
    pool = RepoPool({"r": str(repo)}, index_dir=str(tmp_path / "idx"), check_interval=0.05, full_interval=3600)
    try:
        assert wait_for(pool, "Keep.stays", "verified")
        deadline_rounds = 0
        while pool.watchers.get("r") is None and deadline_rounds < 200:   # the watches are being set up
            pool._stop.wait(0.05)
            deadline_rounds += 1
        assert pool.watchers["r"] is not None and pool.watchers["r"].watched >= 2
        answers = record_changes(pool.watchers["r"])
        (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void newName() {}\n}\n")
        (repo / "q").mkdir()
        (repo / "q" / "Baz.java").write_text("package q;\n\npublic class Baz {\n    public void fresh() {}\n}\n")
        (repo / "generated").mkdir()
        (repo / "generated" / "Gen.java").write_text("package g;\n\npublic class Gen { void made() {} }\n")
        assert wait_for(pool, "Foo.newName", "verified")
        assert wait_for(pool, "Baz.fresh", "verified")   # a new directory: watched, its files looked at
        assert pool.indexes["r"].last_report.change_detection in ("watcher", "git")
        # The two new directories each asked for a full build; the next edit must not meet one.
        assert settled(pool.watchers["r"], answers, {"q", "generated"})
        (repo / "p" / "Keep.java").write_text("package p;\n\npublic class Keep {\n    public int renamed() { return 1; }\n}\n")
        assert wait_for(pool, "Keep.renamed", "verified")
        assert pool.indexes["r"].last_report.change_detection == "watcher"
        # An ignored file the watcher reports is not indexed (git's ignore rules, as the walk's).
        (repo / "generated" / "Gen2.java").write_text("package g;\n\npublic class Gen2 { void also() {} }\n")
        (repo / "p" / "Keep.java").write_text("package p;\n\npublic class Keep {\n    public int marker() { return 1; }\n}\n")
        assert wait_for(pool, "Keep.marker", "verified")
        assert pool.indexes["r"].last_report.change_detection == "watcher"
        with pool.use("r") as (_, current):
            assert current.verify_text("Foo.oldName").verdict == "factual_error"
            assert current.verify_text("Gen.made").verdict != "verified"   # ignored by .gitignore
            assert current.verify_text("Gen2.also").verdict != "verified"
    finally:
        pool.close()


def test_a_new_snapshot_keeps_the_name_index_only_while_the_names_are_the_same(served):
    repo, pool, base = served

    def loaded_name_index():
        with pool.use("r") as (_, current):
            explorer = current.index.explorer
            for i in range(30):      # enough questions for the explorer to read the names into memory
                explorer.near_names(f"oldNam{i}x")
            assert explorer._names_mem is not None
            return explorer._names_mem, explorer

    first, explorer = loaded_name_index()
    assert "olderName" not in [n for n, _ in explorer.near_names("olderNam")]
    answers = explorer._name_answers
    # A body edit: the file changes, its names do not: the name index and the answers about names
    # (near names asked before) are the older snapshot's.
    (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void oldName() { int x = 1; }\n}\n")
    assert pool.refresh_now("r") and pool.refreshes["r"] == 1
    with pool.use("r") as (_, current):
        assert current.index.explorer._names_mem is first
        assert current.index.explorer._name_answers is answers
    # A new name: the next snapshot builds its own name index, and it knows the name.
    (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void oldName() {}\n"
                                         "    public void olderName() {}\n}\n")
    assert pool.refresh_now("r") and pool.refreshes["r"] == 2
    second, explorer = loaded_name_index()
    assert second is not first and explorer._name_answers is not answers
    assert "olderName" in [n for n, _ in explorer.near_names("olderNam")]


def test_a_retired_snapshot_is_freed_without_the_cycle_collector(served):
    # After an edit the service freezes what is alive (gc.freeze: no full pass of the collector over
    # the tables after each edit); a retired snapshot's explorer must then go by reference counts
    # alone, or every edit would leave one behind for good.
    import gc
    import weakref

    repo, pool, base = served
    assert verdicts(base, ["Foo.oldName", "Keep.stays", "Keep.stais"]) == ["verified", "verified", "factual_error"]
    with pool.use("r") as (_, before):
        old_explorer = weakref.ref(before.index.explorer)
    del before
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void newName() {}\n}\n")
        assert pool.refresh_now("r") and pool.refreshes["r"] == 1
        assert old_explorer() is None
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
    assert verdicts(base, ["Foo.oldName", "Foo.newName"]) == ["factual_error", "verified"]


def test_a_new_snapshot_keeps_the_word_answers_of_the_words_no_edited_file_holds(served):
    # The answers from the word-presence table (which files write a word) are carried to the snapshot
    # after an edit for the words the edited file holds neither before nor after; the others are
    # asked again and see the edit.
    repo, pool, base = served
    with pool.use("r") as (_, before):
        explorer = before.index.explorer
        assert explorer.words_ready()
        assert explorer.files_with_word("stays") == ["p/Keep.java"]
        assert explorer.files_with_word("zebra") == []
        assert explorer.files_with_word("oldName") == ["p/Foo.java"]
        assert explorer.word_written("zebra") is False
    (repo / "p" / "Foo.java").write_text("package p;\n\npublic class Foo {\n    public void zebra() {}\n}\n")
    assert pool.refresh_now("r") and pool.refreshes["r"] == 1
    with pool.use("r") as (_, after):
        explorer = after.index.explorer
        assert explorer is not before.index.explorer
        assert set(explorer._word_cache) == {("files", "stays")}   # Foo.java's words, old and new, are out
        assert explorer.files_with_word("stays") == ["p/Keep.java"]
        assert explorer.files_with_word("zebra") == ["p/Foo.java"]
        assert explorer.files_with_word("oldName") == []
        assert explorer.word_written("zebra") is True
