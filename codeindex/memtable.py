"""The symbol and import tables of an index held in memory, for a process that asks many questions.

A one-off command asks a few questions and SQL is cheapest; a batch or the service asks tens of
thousands (each claim wants the type, its members, its ancestors' members, the near names' symbols),
and per question the SQL round trip and the row-to-record conversion cost more than the answer.
`SymbolTable` reads both tables once and answers the Explorer's hot lookups from dictionaries, in
exactly the order the SQL gives (ORDER BY path, line; rows of one line in id order, as SQLite's
index scans return them), so that every verdict, evidence list and suggestion stays the same.
"""
from __future__ import annotations

import json
from collections import defaultdict

# Past this many symbols the table stays on disk: a monorepo's millions of records would cost more
# memory than the lookups save (about 0.5 KB per record).
MAX_SYMBOLS_IN_MEMORY = 600_000


def _load_order(rec) -> tuple:
    """load()'s order of a name's rows: ORDER BY f.path, s.line, s.id."""
    return rec.path, rec.line, rec.id


class SymbolTable:
    def __init__(self, records: list, imports: dict[int, tuple[str, ...]]) -> None:
        by_name: dict[str, list] = defaultdict(list)
        by_lower: dict[str, list] = defaultdict(list)
        by_container: dict[str, list] = defaultdict(list)
        attached_by_container_name: dict[str, list] = defaultdict(list)
        for rec, lower, container_name in records:
            by_name[rec.name].append(rec)
            by_lower[lower].append(rec)
            if rec.container is not None:
                by_container[rec.container].append(rec)
            if rec.attached and container_name is not None:
                attached_by_container_name[container_name].append(rec)
        self.by_name = dict(by_name)
        self.by_lower = dict(by_lower)
        self.by_container = dict(by_container)
        self.attached_by_container_name = dict(attached_by_container_name)
        self.imports = imports
        self.size = len(records)

    @classmethod
    def load(cls, conn, columns: str, make_record) -> "SymbolTable | None":
        """Both tables, or None when the index is too large to hold (see MAX_SYMBOLS_IN_MEMORY)."""
        (count,) = conn.execute("SELECT COUNT(*) FROM symbols").fetchone()
        if count > MAX_SYMBOLS_IN_MEMORY:
            return None
        records = []
        bases_seen: dict[str, tuple[str, ...]] = {}
        for row in conn.execute(f"SELECT {columns}, s.name_lower, s.container_name FROM symbols s"
                                " JOIN files f ON f.id = s.file_id ORDER BY f.path, s.line, s.id"):
            records.append((make_record(row, bases_seen), row[-2], row[-1]))
        imports: dict[int, list[str]] = defaultdict(list)
        for file_id, target in conn.execute("SELECT file_id, target FROM imports ORDER BY file_id, rowid"):
            imports[file_id].append(target)
        return cls(records, {k: tuple(v) for k, v in imports.items()})

    def patched(self, files: set[int], removed: list, added: list,
                imports: dict[int, tuple[str, ...]]) -> "SymbolTable | None":
        """This table with some files' rows replaced, for the next snapshot of an index whose
        other files did not change: `files`, the ids those files had or have (a re-read file's new
        row may take its old id, and its symbols the ids of others gone; a renamed one keeps its
        ids, its rows their new path); `removed`, the (id, name, name_lower, container,
        container_name, attached) symbol rows they had; `added`, the
        (record, name_lower, container_name) rows and `imports`, the import targets by file id,
        the files have now. Only the lists of the names, containers and files they touch are rebuilt,
        in the order load() gives; every other list is shared with this table (which is never
        changed: a request still on the older snapshot reads it). None when the table would now be
        too large to hold."""
        size = self.size - len(removed) + len(added)
        if size > MAX_SYMBOLS_IN_MEMORY:
            return None
        gone = {row[0] for row in removed}
        names, lowers, containers, attached = set(), set(), set(), set()
        for _id, name, lower, container, container_name, is_attached in removed:
            names.add(name)
            lowers.add(lower)
            if container is not None:
                containers.add(container)
            if is_attached and container_name is not None:
                attached.add(container_name)
        new_by = ({}, {}, {}, {})
        for rec, lower, container_name in added:
            new_by[0].setdefault(rec.name, []).append(rec)
            new_by[1].setdefault(lower, []).append(rec)
            if rec.container is not None:
                new_by[2].setdefault(rec.container, []).append(rec)
            if rec.attached and container_name is not None:
                new_by[3].setdefault(container_name, []).append(rec)
        out = SymbolTable.__new__(SymbolTable)
        for attr, touched, fresh in zip(("by_name", "by_lower", "by_container", "attached_by_container_name"),
                                        (names, lowers, containers, attached), new_by):
            table = dict(getattr(self, attr))
            for key in touched | fresh.keys():
                rows = [r for r in table.get(key, ()) if r.id not in gone] + fresh.get(key, [])
                # load()'s order: ORDER BY f.path, s.line, s.id (ids are unique: a total order)
                rows.sort(key=_load_order)
                if rows:
                    table[key] = rows
                else:
                    table.pop(key, None)
            setattr(out, attr, table)
        out.imports = {k: v for k, v in self.imports.items() if k not in files}
        out.imports.update(imports)
        out.size = size
        return out

    # -- the Explorer's lookups, each as its SQL would answer ------------------------------------

    def named(self, name: str, kinds: tuple[str, ...] | None = None, ignore_case: bool = False) -> list:
        """`name = ?` (or `name_lower = ?`), optionally `AND kind IN kinds`."""
        found = self.by_lower.get(name.lower(), ()) if ignore_case else self.by_name.get(name, ())
        if kinds:
            return [s for s in found if s.kind in kinds]
        return list(found)

    def in_container(self, container: str) -> tuple:
        """`container = ?`."""
        return self.by_container.get(container, ())

    def attached_to_name(self, container_name: str) -> tuple:
        """`container_name = ? AND attached = 1`."""
        return self.attached_by_container_name.get(container_name, ())

    def file_imports(self, file_id: int) -> tuple[str, ...]:
        """`SELECT target FROM imports WHERE file_id = ?`."""
        return self.imports.get(file_id, ())


def parse_bases(text: str | None, seen: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The JSON list of base names, decoded once per distinct text (most rows share `[]` or a few lists)."""
    if not text:
        return ()
    hit = seen.get(text)
    if hit is None:
        hit = seen[text] = tuple(json.loads(text))
    return hit
