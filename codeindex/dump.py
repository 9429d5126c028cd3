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
