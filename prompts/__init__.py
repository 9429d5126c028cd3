"""Prompt files for the governance chain's LLM steps, one file per step, loaded by name.

Each file is Markdown; its version is the step name plus a hash of the text, so every decision the
chain records names the exact prompt it was made with (also for the offline backend, whose
heuristics implement the same rules).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

STEPS = ("group", "extract", "review", "dedup", "merge", "update_check")


@dataclass(frozen=True)
class Prompt:
    name: str
    text: str
    version: str


@lru_cache(maxsize=None)
def load(name: str) -> Prompt:
    if name not in STEPS:
        raise KeyError(f"unknown prompt {name!r}; known: {', '.join(STEPS)}")
    text = resources.files(__package__).joinpath(f"{name}.md").read_text(encoding="utf-8")
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    return Prompt(name=name, text=text, version=f"{name}@{digest}")


def versions() -> dict[str, str]:
    return {s: load(s).version for s in STEPS}


__all__ = ["Prompt", "STEPS", "load", "versions"]
