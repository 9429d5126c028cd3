"""How noisy is the verifier on real prose? Run it over the Markdown documentation of the bench
repositories (README, CHANGELOG, guides: text written by people about their own code) and list every
reference it calls a factual error, for a person to judge.

    python bench/prose_scan.py [--repos-dir bench/repos] [--max-docs 60] [--index-root DIR] [--only REPO ...]

Each repository is indexed into a directory of its own under --index-root (by default a new temporary directory,
so the index is built by the code being measured). Give the same --index-root again to reuse those indexes: the
next run brings them up to date incrementally instead of building 60 repositories from nothing (25-50 minutes on
two busy cores); an index written by an older index format is rebuilt as usual.

Documentation is not all current: changelogs, release notes and migration guides name old APIs on
purpose, so their flags are reported apart ("historical"); elsewhere a flag is either a stale
reference (the name really is gone) or a false alarm. The list is what to read.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

from verifier import Verifier
from verifier.claims import extract_claims
from verifier.notes import beside_the_note

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repos-dir", default=str(HERE / "repos"))
    ap.add_argument("--max-docs", type=int, default=60, help="Markdown files per repository")
    ap.add_argument("--index-root", help="keep (and reuse) each repository's index under this directory")
    ap.add_argument("--only", nargs="+", metavar="REPO", help="scan only these repositories (directory names)")
    args = ap.parse_args()
    index_root = Path(args.index_root) if args.index_root else Path(tempfile.mkdtemp(prefix="prose-idx-"))
    index_root.mkdir(parents=True, exist_ok=True)
    wanted = set(args.only or ())
    missing = wanted - set(os.listdir(args.repos_dir))
    if missing:
        print(f"not in {args.repos_dir}: {', '.join(sorted(missing))}", file=sys.stderr)
        return 2
    paragraphs = claims = 0
    flags = []
    for repo in sorted(os.listdir(args.repos_dir)):
        if wanted and repo not in wanted:
            continue
        tree = Path(args.repos_dir) / repo
        docs = sorted(p for p in tree.rglob("*.md") if "node_modules" not in p.parts)[:args.max_docs]
        if not docs:
            continue
        verifier = Verifier.open(tree, index_dir=index_root / repo)
        for doc in docs:
            text = doc.read_text(encoding="utf-8", errors="replace")
            for para in re.split(r"\n\s*\n", text):
                if len(para) < 20:
                    continue
                paragraphs += 1
                result = verifier.verify_text(para, query_mode=False)
                claims += len(result.claims)
                for claim, c in zip(extract_claims(para), result.claims):
                    if c.error and claim.kind == "path":   # a link to the file beside the doc, as `--notes` reads it
                        c = beside_the_note(verifier, str(doc), claim, c)
                    if c.error:
                        flags.append((repo, str(doc.relative_to(tree)), c.text, c.reason))
        verifier.close()
    print(f"{paragraphs} paragraphs, {claims} references, {len(flags)} called factual errors "
          f"({1000 * len(flags) / max(claims, 1):.2f} per 1,000 references)")
    historical = [f for f in flags if _HISTORICAL.search(f[1])]
    current = [f for f in flags if not _HISTORICAL.search(f[1])]
    for title, group in (("current docs (READMEs, guides, recipes)", current),
                         ("historical docs (changelogs, release notes, migration guides)", historical)):
        print(f"\n{title}: {len(group)} flag(s)")
        for repo, doc, text, reason in group:
            print(f"  {repo}  {doc}  {text}\n      {reason[:200]}")
    return 0


_HISTORICAL = re.compile(r"(?i)change|history|release|migration|upgrad|news|whats-?new")


if __name__ == "__main__":
    sys.exit(main())
