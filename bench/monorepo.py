"""Assemble the scale benchmark's monorepo: the repositories of bench/mono.json, each at the commit
it names, side by side under one directory that is ONE git repository with one commit.

    python bench/monorepo.py [DEST]          # default bench/repos/mono (gitignored)
    python bench/monorepo.py --only netty,kafka,folly DEST   # a subset, for a quicker development loop

Each repository comes from its fetched snapshot (`fetch github:OWNER/NAME` puts a bare git
directory at /work/.mirror/OWNER+NAME/repo). Its tree is written blob by blob through one
`git cat-file --batch` per repository, so a snapshot that lacks a few large blobs (the store keeps
no file of 4 MiB or more) still gives the rest of its tree; the absent files are counted. A
repository whose snapshot is at another commit than the manifest's is refused: figures are only
comparable on the same code. Assembling is idempotent: a DEST whose `.mono-manifest` equals the
manifest is left as it is.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = ROOT / "bench" / "mono.json"
MIRRORS = Path(os.environ.get("CODEFACTS_MIRRORS", "/work/.mirror"))
GIT_ENV = {"GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.invalid",
           "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.invalid",
           "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z"}


def load_manifest(path: Path = MANIFEST, only: list[str] | None = None) -> list[dict]:
    """The manifest's repositories; with `only`, those whose `dir` it names, in the manifest's order."""
    repos = json.loads(path.read_text())["repos"]
    if only is None:
        return repos
    unknown = sorted(set(only) - {r["dir"] for r in repos})
    if unknown:
        raise SystemExit("not in the manifest: " + ", ".join(unknown))
    return [r for r in repos if r["dir"] in only]


def mirror_of(repo: dict) -> Path:
    return MIRRORS / repo["github"].replace("/", "+") / "repo"


def extract(git_dir: Path, commit: str, dest: Path) -> dict:
    """Write the tree of `commit` under `dest`; returns counts of files written and absent."""
    listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "-z", commit],
                             capture_output=True, check=True).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":   # submodules (commit entries) have no content here
            entries.append((mode, sha, os.fsdecode(path)))
    batch = subprocess.Popen(["git", "--git-dir", str(git_dir), "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    written = absent = 0
    try:
        for mode, sha, path in entries:
            batch.stdin.write(sha + b"\n")
            batch.stdin.flush()
            header = batch.stdout.readline().split()
            if len(header) < 3 or header[1] == b"missing":
                absent += 1
                continue
            body = batch.stdout.read(int(header[2]))
            batch.stdout.read(1)   # the newline after each object
            target = dest / path
            target.parent.mkdir(parents=True, exist_ok=True)
            if mode == b"120000":
                if not target.is_symlink():
                    os.symlink(os.fsdecode(body), target)
            else:
                target.write_bytes(body)
                if mode == b"100755":
                    target.chmod(0o755)
            written += 1
    finally:
        batch.stdin.close()
        batch.wait()
    return {"written": written, "absent": absent}


def assemble(dest: Path, manifest: Path = MANIFEST, log=print, only: list[str] | None = None) -> Path:
    repos = load_manifest(manifest, only)
    # The stamp names the subset too: a tree of some repositories is not the tree of all of them.
    digest = hashlib.sha1(manifest.read_bytes() + "\0".join(r["dir"] for r in repos).encode()).hexdigest()
    stamp = dest / ".git" / "mono-manifest"
    if stamp.is_file() and stamp.read_text() == digest:
        return dest
    missing = [r["github"] for r in repos if not mirror_of(r).is_dir()]
    if missing:
        raise SystemExit("not fetched yet (use the fetch tool on each): " + ", ".join(missing))
    for repo in repos:
        head = subprocess.run(["git", "--git-dir", str(mirror_of(repo)), "rev-parse", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        if head != repo["commit"]:
            raise SystemExit(f"{repo['github']}: the snapshot is at {head}, bench/mono.json names {repo['commit']}")
    if dest.exists() and any(dest.iterdir()):
        raise SystemExit(f"{dest} exists and was not assembled from this manifest: remove it first")
    dest.mkdir(parents=True, exist_ok=True)
    for repo in repos:
        counts = extract(mirror_of(repo), repo["commit"], dest / repo["dir"])
        log(f"  {repo['dir']:<20} {counts['written']:>7} files" +
            (f" ({counts['absent']} absent from the snapshot)" if counts["absent"] else ""))
    env = {**os.environ, **GIT_ENV}
    for cmd in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "monorepo of bench/mono.json"]):
        subprocess.run(["git", "-C", str(dest), *cmd], check=True, env=env, capture_output=True)
    stamp.write_text(digest)
    return dest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dest", nargs="?", default=str(ROOT / "bench" / "repos" / "mono"))
    parser.add_argument("--only", type=lambda v: [d for d in v.split(",") if d],
                        help="comma-separated `dir`s of bench/mono.json: assemble only those")
    args = parser.parse_args()
    dest = assemble(Path(args.dest).resolve(), only=args.only)
    print(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
