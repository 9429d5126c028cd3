"""Re-verification uses time as evidence: an experience learned at a commit cites what existed then;
after a refactor the cited method is reported S1_STALE_REFERENCE with the commit that removed it."""
import json
import shutil
import subprocess

from gov_samples import QQBROWSER

from graph import OfflineBackend, Store, run
from graph.cli import main

COMPAT = "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java"
ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
       "GIT_COMMITTER_EMAIL": "t@example.invalid", "PATH": "/usr/bin:/bin:/usr/local/bin"}


def git(repo, *args):
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True,
                          env=ENV | {"HOME": str(repo)}).stdout.strip()


def session(commit):
    return {
        "session": "plain-2026-11-25-history-fast-scroll", "repository": "/home/lin/qqbrowser", "commit": commit,
        "messages": [
            {"role": "user", "timestamp": "2026-11-25T09:00:00Z",
             "content": "Add a fast scroll bar to the history page; its list is a QBRecyclerView."},
            {"role": "assistant", "timestamp": "2026-11-25T09:01:00Z",
             "content": "I'll call `FastScrollBar.attachToRecyclerView()` on the inner RecyclerView."},
            {"role": "user", "timestamp": "2026-11-25T09:02:00Z",
             "content": "For a QBRecyclerView use `FastScrollBarCompat.attachToQBRecyclerView()`, because the "
                        "unwrapped RecyclerView does not know the QB header offsets and the thumb drifts."},
            {"role": "assistant", "timestamp": "2026-11-25T09:03:00Z",
             "content": "Switched to `FastScrollBarCompat.attachToQBRecyclerView(list)`; the thumb tracks the headers."},
            {"role": "user", "timestamp": "2026-11-25T09:04:00Z", "content": "Yes, that's right."},
        ],
    }


def test_reverify_reports_a_method_removed_since_the_source_commit_as_stale(tmp_path, capsys):
    repo = tmp_path / "qqbrowser"
    shutil.copytree(QQBROWSER, repo, ignore=shutil.ignore_patterns(".codeindex"))
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "import")
    learned_at = git(repo, "rev-parse", "HEAD")
    extra = tmp_path / "sessions"
    extra.mkdir()
    (extra / "s.json").write_text(json.dumps(session(learned_at)), encoding="utf-8")
    db = str(tmp_path / "governance.sqlite")
    run([extra], str(repo), db, backend=OfflineBackend())

    compat = repo / COMPAT
    compat.write_text(compat.read_text("utf-8").replace("attachToQBRecyclerView", "attachQbRecycler"), "utf-8")
    git(repo, "commit", "-q", "-am", "rename attachToQBRecyclerView")
    renamed_in = git(repo, "rev-parse", "--short", "HEAD")

    code = main(["reverify", "--repo", str(repo), "--db", db, "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1 and report["stale"] == 1
    [outcome] = [o for o in report["outcomes"] if o["outcome"] == "stale"]
    failing = [f for f in outcome["failing"] if "attachToQBRecyclerView" in f["text"]]
    assert failing and all(f["error"] == "S1_STALE_REFERENCE" for f in failing)
    assert any(renamed_in in (e.get("note") or "") for f in failing for e in f["evidence"])
    store = Store(db)
    try:
        assert store.experience(outcome["experience_id"]).status == "stale"
    finally:
        store.close()
