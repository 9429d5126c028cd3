"""Golden tests: every turn each reader produces from a fixture of its format, field by field.

A reader change that alters what is kept shows up here as a diff to review. To accept a deliberate
change, regenerate with ``UPDATE_GOLDEN=1 pytest tests/graph/test_gov_transcripts_golden.py`` and read
the diff before committing it.
"""
import json
import os
from pathlib import Path

import pytest

from graph.transcripts import read_transcript

FX = Path(__file__).resolve().parents[1] / "fixtures" / "transcripts"
GOLDEN = FX / "golden"
CASES = {
    "claude-2.1-rewind-then-compact": FX / "claude" / "2.1-rewind-then-compact.jsonl",
    "claude-2.0-sidechain-and-harness": FX / "claude" / "2.0-sidechain-and-harness.jsonl",
    "claude-2.1-subagent": FX / "claude" / "2.1-subagents" / "e4b7c1d2-9a8f-4c3e-b2d1-0f9e8d7c6b5a" / "subagents" / "agent-a91c3e5f.jsonl",
    "codex-0.77": FX / "codex" / "rollout-2026-11-22T08-00-00-019a7c3e.jsonl",
    "gemini-jsonl": FX / "gemini" / "session-2026-11-23T09-14-4be1c2d0.jsonl",
    "gemini-json": FX / "gemini" / "session-2025-10-18T14-57-1a2b3c4d.json",
    "plain": FX / "plain" / "2026-11-24-tool-error.json",
}


def snapshot(path: Path) -> dict:
    t = read_transcript(path)
    head = t.model_dump(include={"id", "format", "session", "agent_id", "repository", "commit", "commit_source",
                                 "start_offset", "end_offset", "redactions", "skipped", "problems"})
    return head | {"turns": [x.model_dump(exclude_none=True) for x in t.turns]}


@pytest.mark.parametrize("name", sorted(CASES))
def test_turns_read_match_the_golden_file(name):
    got = snapshot(CASES[name])
    golden = GOLDEN / f"{name}.json"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n")
    assert got == json.loads(golden.read_text())
