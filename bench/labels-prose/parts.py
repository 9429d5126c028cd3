"""Write a labelled set's part (dev/ or holdout/): one JSON Lines file per repository, records by id,
replacing what the part held. Shared by the prose sets' builders."""
from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path


def write_part(directory: Path, records: list[dict]) -> None:
    directory.mkdir(exist_ok=True)
    for old in directory.glob("*.jsonl"):
        old.unlink()
    by_repo: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        by_repo[r["repo"]].append(r)
    for repo, recs in sorted(by_repo.items()):
        recs.sort(key=lambda r: r["id"])
        (directory / f"{repo}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs),
                                                 encoding="utf-8")
