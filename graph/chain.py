"""The governance chain, wired in one place, and the functions that run and resume it.

    load -> group -> extract (Send per segment) -> fan-in -> review (Send per candidate) -> dedup
         -> merge -> store -> human (Send per contradiction, interrupt) -> END

Checkpoints live in a SQLite file beside the store (``<db>.checkpoints``), or, on a PostgreSQL store, in
the same database (langgraph-checkpoint-postgres), where any worker can resume them; the thread id is
the run id, and a run is found again by its inputs (or the key a worker gives it), so ``governance run``
with the same inputs after a crash resumes the unfinished run instead of starting a new one. Merge to
Store holds the repository's merge lock (graph/merge_lock.py).
"""
from __future__ import annotations

import hashlib
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Callable

from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, Send

from . import nodes
from . import pg
from .checkpoints import RedactingSqliteSaver, open_postgres
from .llm import Backend, make_backend
from .merge_lock import MergeLock
from .models import ChainState, Funnel
from .store import Store
from .transcripts import discover


def _to_extract(state: ChainState):
    meta = {t["id"]: {"session": t["id"], "transcript_path": t["path"], "repository": t.get("repository"),
                      "commit": t.get("commit")} for t in state.get("transcripts", [])}
    sends = [Send("extract", {"segment": s, "source": meta[s["transcript_id"]]}) for s in state.get("segments", [])]
    return sends or "fan_in"


def _to_review(state: ChainState):
    return [Send("review", {"candidate": c}) for c in state.get("candidates", [])] or "dedup"


def _to_human(state: ChainState):
    applied = set(state.get("applied", []))
    sends = [Send("human", {"decision": d}) for d in state.get("decisions", [])
             if d["action"] == "contradict" and d["id"] in applied]
    return sends or END


def build_graph(ctx: nodes.Context) -> StateGraph:
    g = StateGraph(ChainState)
    for name in ("load", "group", "extract", "review", "dedup", "merge", "store", "human"):
        g.add_node(name, partial(getattr(nodes, name), ctx=ctx))
    g.add_node("fan_in", lambda state: {})  # barrier: every extract branch has written its candidates
    g.add_edge(START, "load")
    g.add_edge("load", "group")
    g.add_conditional_edges("group", _to_extract, ["extract", "fan_in"])
    g.add_edge("extract", "fan_in")
    g.add_conditional_edges("fan_in", _to_review, ["review", "dedup"])
    g.add_edge("review", "dedup")
    g.add_edge("dedup", "merge")
    g.add_edge("merge", "store")
    g.add_conditional_edges("store", _to_human, ["human", END])
    g.add_edge("human", END)
    return g


def checkpoint_path(db: str | Path) -> str:
    return str(db) + ".checkpoints"


@dataclass
class RunResult:
    run_id: str
    resumed: bool
    funnel: Funnel
    waiting: list[dict] = field(default_factory=list)  # contradictions paused for a human
    errors: list[dict] = field(default_factory=list)
    decisions: list[dict] = field(default_factory=list)
    verdicts: list[dict] = field(default_factory=list)


def funnel(values: dict[str, Any]) -> Funnel:
    verdicts = values.get("verdicts", [])
    groups = values.get("groups", [])
    decisions = values.get("decisions", [])
    unread = [e for e in values.get("errors", []) if not e.get("read")]  # "read": bad lines, good records read
    f = Funnel(
        conversations_read=len(values.get("transcripts", [])) + len(unread),
        conversations_skipped=len(values.get("inputs", [])) - len(values.get("transcripts", [])) - len(unread),
        malformed=len(values.get("errors", [])),
        segments=len(values.get("segments", [])),
        candidates=len(values.get("candidates", [])),
        rejected_by_review=dict(sorted(Counter(v["reason"] for v in verdicts if not v["keep"]).items())),
        kept_by_review=sum(1 for v in verdicts if v["keep"]),
        dedup_groups=sum(1 for g in groups if len(g["members"]) > 1),
        dedup_merged_away=sum(len(g["members"]) - 1 for g in groups),
    )
    for d in decisions:
        f.merge[d["action"]] += 1
    f.stored = f.merge["create"] + f.merge["update"]
    return f


class Chain:
    """One store + one checkpointer + one compiled graph."""

    def __init__(self, db: str | Path, repo: str | None = None, backend: Backend | None = None,
                 repository: str | None = None):
        """`repository` names the repository for the merge lock (default: `repo`'s directory name)."""
        if repo and not Path(repo).is_dir():
            raise ValueError(f"repository {repo}: not a directory")
        self.db = str(db)
        self.store = Store(self.db)
        self.repo = str(Path(repo).resolve()) if repo else None
        self.backend = backend or make_backend()
        # Redacted before they are written; pruned to the newest per run (graph/checkpoints.py).
        self._cp_conn = self._cp_pool = None
        if pg.is_url(self.db):
            self.checkpointer, self._cp_pool = open_postgres(self.db)
        else:
            self._cp_conn = sqlite3.connect(checkpoint_path(self.db), check_same_thread=False)
            self.checkpointer = RedactingSqliteSaver(self._cp_conn)
        lock_name = repository or (Path(self.repo).name if self.repo else None)
        self.merge_lock = MergeLock(self.store, lock_name)
        self.ctx = nodes.Context(store=self.store, backend=self.backend, repo=self.repo, merge_lock=self.merge_lock,
                                 repository_name=repository)
        self.app = build_graph(self.ctx).compile(checkpointer=self.checkpointer)

    def close(self) -> None:
        self.merge_lock.release()
        if self._cp_conn is not None:
            self._cp_conn.close()
        if self._cp_pool is not None:
            self._cp_pool.close()
        self.store.close()

    def __enter__(self) -> "Chain":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @staticmethod
    def _config(run_id: str) -> dict:
        return {"configurable": {"thread_id": run_id}}

    def run(self, inputs: list[str | Path], progress: Callable[[str, dict], None] | None = None, *,
            key: str | None = None, uploaded: dict[str, str] | None = None) -> RunResult:
        """Run (or resume) the chain on `inputs`. A worker passes `uploaded` (input key -> local file of an
        uploaded session's bytes) with the inputs being those keys, and the run's `key`, so that whichever
        worker takes the work over finds the same run and resumes it from its checkpoint."""
        if uploaded:
            paths = [str(p) for p in inputs]
            self.ctx.uploaded.update(uploaded)
        else:
            paths = [str(p) for p in discover(inputs)]
        key = key or hashlib.sha1("\n".join(sorted(paths) + [self.repo or ""]).encode()).hexdigest()
        run_id, resumed = self.store.open_run(key)
        config = self._config(run_id)
        snapshot = self.app.get_state(config)
        # A resumed run continues from its last checkpoint (its pending writes included); ``next`` alone is
        # not a test, since a step whose writes were saved before the kill is no longer listed there.
        start: Any = None if (resumed and snapshot.values) else {"run_id": run_id, "repo": self.repo, "inputs": paths}
        # durability="sync": each step's checkpoint is on disk before the next step starts, so a kill
        # loses at most the step that was running.
        try:
            for update in self.app.stream(start, config, stream_mode="updates", durability="sync"):
                for node, delta in update.items():
                    if progress and node != "__interrupt__":
                        progress(node, delta or {})
                self.checkpointer.keep_latest(run_id)   # resume needs only the newest
        finally:
            self.merge_lock.release()   # Store releases it; a run that failed before Store must too
        return self._finish(run_id, resumed)

    def _finish(self, run_id: str, resumed: bool = False) -> RunResult:
        state = self.app.get_state(self._config(run_id))
        values = state.values
        waiting = [dict(i.value, interrupt_id=i.id) for i in state.interrupts]
        f = funnel(values)
        self.store.finish_run(run_id, "waiting_human" if waiting else "done", f.model_dump())
        if waiting:
            self.checkpointer.keep_latest(run_id)   # `resolve` resumes from it
        else:
            self.checkpointer.forget(run_id)
        return RunResult(run_id=run_id, resumed=resumed, funnel=f, waiting=waiting, errors=values.get("errors", []),
                         decisions=values.get("decisions", []), verdicts=values.get("verdicts", []))

    def resolve(self, contradiction_id: str, keep: str, actor: str = "human") -> dict:
        """Answer a paused contradiction; resumes its run's thread when one is waiting, else records it directly.
        `actor` is who answered, for the audit log."""
        c = self.store.contradiction(contradiction_id)
        if c is None:
            raise KeyError(f"no contradiction {contradiction_id}")
        if keep not in ("new", "old", "both"):
            raise ValueError("keep must be new, old or both")
        config = self._config(c["run_id"])
        state = self.app.get_state(config)
        match = [i for i in state.interrupts if i.value.get("contradiction") == c["id"]]
        if match and c["status"] == "pending":
            self.app.invoke(Command(resume={match[0].id: {"keep": keep, "actor": actor}}), config, durability="sync")
            self._finish(c["run_id"])
        else:
            self.store.resolve(c["id"], keep, actor=actor)
        return self.store.contradiction(c["id"])  # type: ignore[return-value]


def run(inputs: list[str | Path], repo: str | None, db: str | Path, backend: Backend | None = None,
        progress: Callable[[str, dict], None] | None = None) -> RunResult:
    with Chain(db, repo, backend) as chain:
        return chain.run(inputs, progress)
