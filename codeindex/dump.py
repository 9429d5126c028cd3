"""A deterministic text dump of the whole symbol graph: the golden format for tests and reviews.

One block per file: the file line, then each symbol indented under its container with kind, line,
parameters and bases, then imports. Resolved inheritance is shown as `-> qualname` or
`-> (external)`.
"""
from __future__ import annotations

from .explorer import Explorer


def dump_text(explorer: Explorer) -> str:
    conn = explorer.conn
    lines: list[str] = []
    files = conn.execute("SELECT id, path, language, status, note, package FROM files ORDER BY path").fetchall()
    for file_id, path, language, status, note, package in files:
        header = f"{path} [{language}]"
        if package:
            header += f" package {package}"
        if status != "ok":
            header += f" {status}"
        lines.append(header)
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
            lines.append(text)
        for (target, line) in conn.execute("SELECT target, line FROM imports WHERE file_id = ? ORDER BY line, target", (file_id,)):
            lines.append(f"  import {target} :{line}")
    return "\n".join(lines) + "\n"


def dump_json(explorer: Explorer) -> dict:
    """The same content as dump_text, as data: files with their symbols (bases resolved) and imports."""
    conn = explorer.conn
    out = []
    for file_id, path, language, status, note, package in conn.execute(
            "SELECT id, path, language, status, note, package FROM files ORDER BY path").fetchall():
        symbols = []
        for sym in explorer.file_symbols(path):
            record = sym.to_dict()
            record["bases"] = [{"name": b, "resolved": [t.qualname for t in explorer.resolve_base(b, sym)]}
                               for b in sym.bases]
            symbols.append(record)
        imports = [{"target": t, "line": n} for t, n in conn.execute(
            "SELECT target, line FROM imports WHERE file_id = ? ORDER BY line, target", (file_id,))]
        out.append({"path": path, "language": language, "status": status, "note": note, "package": package,
                    "symbols": symbols, "imports": imports})
    return {"files": out}
