"""A deterministic text dump of the whole symbol graph: the golden format for tests and reviews.

One block per file: the file line, then each symbol indented under its container with kind, line,
parameters and bases, then imports. Resolved inheritance is shown as `-> qualname` or
`-> (external)`.
"""
from __future__ import annotations

import json
from typing import Iterator, TextIO

from .explorer import Explorer


def dump_text(explorer: Explorer) -> str:
    return "\n".join(text_lines(explorer)) + "\n"


def write_text(explorer: Explorer, out: TextIO) -> None:
    """dump_text, written line by line as the rows are read (constant memory)."""
    wrote = False
    for line in text_lines(explorer):
        out.write(line + "\n")
        wrote = True
    if not wrote:
        out.write("\n")


def text_lines(explorer: Explorer) -> Iterator[str]:
    conn = explorer.conn
    # A cursor, not fetchall: one file row at a time.
    for file_id, path, language, status, note, package in conn.execute(
            "SELECT id, path, language, status, note, package FROM files ORDER BY path"):
        header = f"{path} [{language}]"
        if package:
            header += f" package {package}"
        if status != "ok":
            header += f" {status}"
        yield header
        for sym in explorer.file_symbols(path):
            text = f"  {sym.kind} {sym.qualname}"
            if sym.params:
                text += sym.params
            text += f" :{sym.line}-{sym.end_line}"
            if sym.attached:
                text += " attached"
            if sym.bases:
                resolved = []
                for base in sym.bases:
                    targets = explorer.resolve_base(base, sym)
                    resolved.append(f"{base} -> " + (", ".join(t.qualname for t in targets) if targets else "(external)"))
                text += "  bases: " + "; ".join(resolved)
            yield text
        for (target, line) in conn.execute("SELECT target, line FROM imports WHERE file_id = ? ORDER BY line, target", (file_id,)):
            yield f"  import {target} :{line}"


def file_records(explorer: Explorer) -> Iterator[dict]:
    """One record per file, in path order: its symbols (bases resolved) and imports."""
    conn = explorer.conn
    for file_id, path, language, status, note, package in conn.execute(
            "SELECT id, path, language, status, note, package FROM files ORDER BY path"):
        symbols = []
        for sym in explorer.file_symbols(path):
            record = sym.to_dict()
            record["bases"] = [{"name": b, "resolved": [t.qualname for t in explorer.resolve_base(b, sym)]}
                               for b in sym.bases]
            symbols.append(record)
        imports = [{"target": t, "line": n} for t, n in conn.execute(
            "SELECT target, line FROM imports WHERE file_id = ? ORDER BY line, target", (file_id,))]
        yield {"path": path, "language": language, "status": status, "note": note, "package": package,
               "symbols": symbols, "imports": imports}


def dump_json(explorer: Explorer) -> dict:
    """The same content as dump_text, as data, all in memory (write_json streams it)."""
    return {"files": list(file_records(explorer))}


def write_json(explorer: Explorer, out: TextIO) -> None:
    """`json.dumps(dump_json(explorer), indent=1, ensure_ascii=False)` and a newline, byte for byte,
    written one file record at a time: memory holds one file's symbols, never the whole tree's."""
    out.write('{\n "files": [')
    first = True
    for record in file_records(explorer):
        text = json.dumps(record, indent=1, ensure_ascii=False)
        # A record sits two levels deep; a JSON text has no raw newline inside a string.
        out.write(("\n  " if first else ",\n  ") + text.replace("\n", "\n  "))
        first = False
    out.write("]\n}\n" if first else "\n ]\n}\n")
