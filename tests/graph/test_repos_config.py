"""repos.toml (graph/repos_config.py): what the team server governs, read with clear errors, refreshed by
fetch + fast-forward only."""
import subprocess

import pytest

from graph.repos_config import RepoConfig, ReposConfigError, load, paths, refresh


def write(tmp_path, text):
    f = tmp_path / "repos.toml"
    f.write_text(text)
    return f


def test_names_paths_remotes_and_refresh_intervals(tmp_path):
    (tmp_path / "qq").mkdir()
    (tmp_path / "cs").mkdir()
    f = write(tmp_path, '[repos.qqbrowser]\npath = "qq"\nremote = "upstream"\nrefresh = "15m"\n\n'
                        f'[repos.chromium-shell]\npath = "{tmp_path / "cs"}"\n')
    repos = load(f)
    assert repos["qqbrowser"] == RepoConfig("qqbrowser", str(tmp_path / "qq"), "upstream", 900.0)
    assert repos["chromium-shell"].refresh_seconds is None and repos["chromium-shell"].remote is None
    assert paths(repos) == {"qqbrowser": str(tmp_path / "qq"), "chromium-shell": str(tmp_path / "cs")}


@pytest.mark.parametrize("text, message", [
    ("", "no [repos.NAME] table"),
    ("[repos.qq]\nremote = 'origin'\n", "needs path"),
    ("[repos.qq]\npath = 'missing'\n", "is not a directory"),
    ("[repos.qq]\npath = '.'\nbranch = 'main'\n", "unknown key(s) branch"),
    ("[repos.qq]\npath = '.'\nrefresh = 'often'\n", "refresh 'often'"),
    ("[repos.qq]\npath = '.'\nrefresh = '0s'\n", "positive duration"),
    ("[repos.qq\npath = '.'\n", "not valid TOML"),
    ('[repos."has space"]\npath = "."\n', "a name is"),
])
def test_a_bad_file_says_which_entry_and_what(tmp_path, text, message):
    with pytest.raises(ReposConfigError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
        load(write(tmp_path, text))


def test_an_unreadable_file_is_named(tmp_path):
    with pytest.raises(ReposConfigError, match="repos.toml"):
        load(tmp_path / "repos.toml")


def git(cwd, *args):
    return subprocess.run(["git", "-C", str(cwd), *args], check=True, capture_output=True, text=True).stdout.strip()


def test_refresh_fetches_and_fast_forwards_and_never_merges(tmp_path):
    origin = tmp_path / "origin.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(origin)], check=True)
    dev = tmp_path / "dev"
    subprocess.run(["git", "clone", "-q", str(origin), str(dev)], check=True, capture_output=True)
    for d in (dev,):
        git(d, "config", "user.email", "t@example.com")
        git(d, "config", "user.name", "t")
    (dev / "a.txt").write_text("one\n")
    git(dev, "add", "a.txt")
    git(dev, "commit", "-q", "-m", "one")
    git(dev, "push", "-q", "origin", "HEAD:main")
    server = tmp_path / "server"
    subprocess.run(["git", "clone", "-q", str(origin), str(server)], check=True, capture_output=True)
    repo = RepoConfig("r", str(server), "origin", 60.0)
    same = refresh(repo)
    assert same.error is None and not same.changed
    (dev / "a.txt").write_text("two\n")
    git(dev, "commit", "-q", "-am", "two")
    git(dev, "push", "-q", "origin", "HEAD:main")
    moved = refresh(repo)
    assert moved.changed and moved.after == git(dev, "rev-parse", "HEAD") and (server / "a.txt").read_text() == "two\n"
    git(server, "config", "user.email", "t@example.com")
    git(server, "config", "user.name", "t")
    (server / "local.txt").write_text("a local commit\n")
    git(server, "add", "local.txt")
    git(server, "commit", "-q", "-m", "local")
    (dev / "a.txt").write_text("three\n")
    git(dev, "commit", "-q", "-am", "three")
    git(dev, "push", "-q", "origin", "HEAD:main")
    head = git(server, "rev-parse", "HEAD")
    diverged = refresh(repo)
    assert diverged.error and "not fast-forwarded" in diverged.error and not diverged.changed
    assert git(server, "rev-parse", "HEAD") == head          # left as it was
    assert "not a git checkout" in refresh(RepoConfig("x", str(tmp_path), None)).error


def test_a_refresh_that_changes_the_code_reverifies_and_marks_the_broken_experience_stale(tmp_path, capsys):
    """The server's checkout of the sample repository, an experience citing a real method learned there,
    the method renamed upstream: `governance refresh` fast-forwards and the experience goes stale."""
    import json
    import shutil

    from gov_samples import QQBROWSER, TRANSCRIPTS
    from test_gov_reverify import COMPAT, HISTORY_SESSION

    from graph import OfflineBackend, Store, run
    from graph.cli import main

    dev = tmp_path / "dev" / "qqbrowser"
    shutil.copytree(QQBROWSER, dev, ignore=shutil.ignore_patterns(".codeindex"))
    subprocess.run(["git", "init", "-q", "-b", "main", str(dev)], check=True)
    git(dev, "config", "user.email", "t@example.com")
    git(dev, "config", "user.name", "t")
    git(dev, "add", "-A")
    git(dev, "commit", "-q", "-m", "sample")
    origin = tmp_path / "origin.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(dev), str(origin)], check=True, capture_output=True)
    git(dev, "remote", "add", "origin", str(origin))
    server = tmp_path / "srv" / "qqbrowser"
    subprocess.run(["git", "clone", "-q", str(origin), str(server)], check=True, capture_output=True)
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "history.json").write_text(json.dumps(HISTORY_SESSION), encoding="utf-8")
    db = str(tmp_path / "g.sqlite")
    run([TRANSCRIPTS, extra], str(server), db, backend=OfflineBackend())
    store = Store(db)
    [cites] = [e.id for e in store.experiences() if "attachToQBRecyclerView" in e.body.what + " ".join(e.body.symbols)]
    store.close()
    (tmp_path / "repos.toml").write_text(f'[repos.qqbrowser]\npath = "{server}"\nrefresh = "1m"\n')
    assert main(["refresh", "--repos", str(tmp_path / "repos.toml"), "--db", db]) == 0
    assert "up to date" in capsys.readouterr().out
    compat = dev / COMPAT
    compat.write_text(compat.read_text().replace("attachToQBRecyclerView", "attachTo"))
    git(dev, "commit", "-q", "-am", "rename attachToQBRecyclerView")
    git(dev, "push", "-q", "origin", "HEAD:main")
    assert main(["refresh", "--repos", str(tmp_path / "repos.toml"), "--db", db]) == 1
    out = capsys.readouterr().out
    assert "qqbrowser:" in out and "1 newly stale" in out
    store = Store(db)
    assert store.experience(cites).status == "stale"
    [entry] = [a for a in store.audit_log("qqbrowser") if a["action"] == "repository_refreshed"]
    assert entry["detail"]["to"] == git(dev, "rev-parse", "HEAD") and entry["detail"]["newly_stale"] == 1
    store.close()
