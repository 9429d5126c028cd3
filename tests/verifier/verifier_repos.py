"""Small repositories written by a test: real files, real tree-sitter, a real on-disk index, and
(where the test asks) a real git history."""
from __future__ import annotations

import subprocess
from pathlib import Path

from verifier import Verifier


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def git(root: Path, *args: str, date: str = "2026-02-11T10:00:00Z") -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.invalid", "GIT_AUTHOR_DATE": date,
           "GIT_COMMITTER_DATE": date, "PATH": "/usr/bin:/bin:/usr/local/bin",
           "HOME": str(root)}
    return subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, text=True,
                          env=env).stdout.strip()


def commit_all(root: Path, message: str, date: str = "2026-02-11T10:00:00Z") -> str:
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message, date=date)
    return git(root, "rev-parse", "HEAD")


def open_verifier(root: Path, index_dir: Path) -> Verifier:
    return Verifier.open(root, index_dir=index_dir)


def verifier_over(tmp_path_factory, files: dict[str, str], name: str | None = None):
    """A module fixture's body: the files written into a fresh repository, a verifier over it, closed
    after the module's tests (`yield from verifier_over(tmp_path_factory, FILES)`). `name`: the
    repository directory's name, where the project's name matters (`clicky` for a package `clicky`)."""
    root = tmp_path_factory.mktemp("repo") / name if name else tmp_path_factory.mktemp("repo")
    write(root, files)
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def claim_written(verifier: Verifier, text: str, written: str):
    """The claim of the text written as `written`, as the verifier answered it."""
    return next(c for c in verifier.verify_text(text).claims if c.text == written)


def first_member(verifier: Verifier, text: str):
    """The first `T.m` claim of the text, as the verifier answered it."""
    return next(c for c in verifier.verify_text(text).claims if c.kind == "member")


def assert_the_articles_slip(result) -> None:
    """The article's case as any wording binds it: an S1 error on the sample's FastScrollBar, with
    FastScrollBarCompat.attachToQBRecyclerView as the first suggestion."""
    from verifier import S1_FACTUAL_ERROR

    assert result.verdict == "factual_error"
    claim = next(c for c in result.claims if c.error)
    assert claim.error == S1_FACTUAL_ERROR and claim.binding
    assert claim.evidence[0].path.endswith("FastScrollBar.java")
    assert claim.suggestions[0].symbol == "FastScrollBarCompat.attachToQBRecyclerView"
