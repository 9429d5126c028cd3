"""What the index knows and how far it is behind the working tree, without updating it."""
from __future__ import annotations

import os
from pathlib import Path

from .build import check_root, index_path_for, list_files
from .explorer import Explorer
from .extract import queries_fingerprint
from .languages import language_for
from .store import CorruptIndex, Store


def stale_files(root: Path, store: Store) -> dict[str, list[str]]:
    """Files added, changed (size or mtime) or deleted since the last build; nothing is read."""
    known = store.files()
    listed = {}
    for rel in list_files(root):
        if language_for(rel) is None or rel.startswith(".codeindex/"):
            continue
        try:
            listed[rel] = os.stat(root / rel)
        except OSError:
            continue
    added = sorted(p for p in listed if p not in known)
    changed = sorted(p for p, st in listed.items()
                     if p in known and (known[p].size != st.st_size or known[p].mtime_ns != st.st_mtime_ns))
    deleted = sorted(p for p in known if p not in listed)
    return {"added": added, "changed": changed, "deleted": deleted}


def index_status(root: str | os.PathLike, *, index_dir: str | os.PathLike | None = None) -> dict:
    root_path = check_root(root)
    index_file = index_path_for(root_path, Path(index_dir).resolve() if index_dir else None)
    base = {"root": str(root_path), "index": str(index_file)}
    try:
        store = Store(index_file, queries_fingerprint(), readonly=True)
    except CorruptIndex as exc:
        return {**base, "indexed": False, "reason": str(exc).split(": ", 1)[-1]}
    try:
        stats = Explorer(store.conn, root_path).stats()
        return {**base, "indexed": True, **stats, "stale": stale_files(root_path, store)}
    finally:
        store.close()
