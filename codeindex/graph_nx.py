"""The symbol graph in networkx, for the questions that are graph questions.

Nodes: ``file:<path>``, ``sym:<id>`` (types and members), ``ext:<name>`` (a base outside the
repository), ``mod:<import target>`` (an import that resolves to no file). Edges carry ``kind``:
``contains`` (file -> top-level symbol, type -> member), ``inherits`` (type -> base),
``imports`` (file -> imported type, file or module).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .explorer import Explorer, SymbolRecord, _COLUMNS, _record

if TYPE_CHECKING:
    import networkx as nx


def symbol_graph(explorer: Explorer) -> "nx.MultiDiGraph":
    import networkx as nx   # imported here: it costs ~0.15 s of start-up that lookups never need

    g = nx.MultiDiGraph()
    conn = explorer.conn
    for (path, language, status) in conn.execute("SELECT path, language, status FROM files ORDER BY path"):
        g.add_node(f"file:{path}", kind="file", language=language, status=status)
    rows = conn.execute(f"SELECT {_COLUMNS} FROM symbols s JOIN files f ON f.id = s.file_id ORDER BY f.path, s.line")
    records: list[SymbolRecord] = [_record(r) for r in rows]
    by_qualname: dict[str, list[SymbolRecord]] = {}
    for rec in records:
        g.add_node(f"sym:{rec.id}", kind=rec.kind, name=rec.name, qualname=rec.qualname, path=rec.path, line=rec.line)
        by_qualname.setdefault(rec.qualname, []).append(rec)
    for rec in records:
        parents = by_qualname.get(rec.container or "", []) if rec.container else []
        parents = [p for p in parents if p.kind != "extension"]
        if parents and not rec.attached:
            for parent in parents:
                g.add_edge(f"sym:{parent.id}", f"sym:{rec.id}", kind="contains")
        elif rec.attached and rec.kind != "extension":
            owners = [t for t in explorer.find_types(rec.container.rsplit(".", 1)[-1]) if explorer._belongs_to(rec.container, t, rec.language)] \
                if rec.container else []
            for owner in owners:
                g.add_edge(f"sym:{owner.id}", f"sym:{rec.id}", kind="contains", attached=True)
            if not owners:
                g.add_edge(f"file:{rec.path}", f"sym:{rec.id}", kind="contains")
        else:
            g.add_edge(f"file:{rec.path}", f"sym:{rec.id}", kind="contains")
        if rec.bases:
            for base in rec.bases:
                src = rec
                targets = explorer.resolve_base(base, src)
                if targets:
                    for t in targets:
                        g.add_edge(f"sym:{rec.id}", f"sym:{t.id}", kind="inherits", written=base)
                else:
                    g.add_node(f"ext:{base}", kind="external")
                    g.add_edge(f"sym:{rec.id}", f"ext:{base}", kind="inherits", written=base)
    files = {row[0] for row in conn.execute("SELECT path FROM files")}
    for (path, target, line) in conn.execute(
            "SELECT f.path, i.target, i.line FROM imports i JOIN files f ON f.id = i.file_id ORDER BY f.path, i.line"):
        dest = None
        types = by_qualname.get(target.replace("::", "."))
        if types:
            dest = f"sym:{types[0].id}"
        else:
            for cand in (target, target.lstrip("./") + ".ts", target.lstrip("./") + ".h"):
                if cand in files:
                    dest = f"file:{cand}"
                    break
        if dest is None:
            dest = f"mod:{target}"
            g.add_node(dest, kind="module")
        g.add_edge(f"file:{path}", dest, kind="imports", line=line)
    return g


def inheritance_view(g: "nx.MultiDiGraph") -> "nx.DiGraph":
    """Only the inheritance edges, as a simple digraph (for ancestors/descendants)."""
    import networkx as nx

    view = nx.DiGraph()
    view.add_nodes_from(g.nodes(data=True))
    view.add_edges_from((u, v) for u, v, k in g.edges(data="kind") if k == "inherits")
    return view
