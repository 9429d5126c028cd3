"""Seeded, bounded fuzzing of the transcript readers, the spool entry reader and redaction
(hypothesis). A hostile file is this file's error (TranscriptFormatError, which the chain reports
and skips), never the run's; redaction never raises and is idempotent."""
from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graph import spool as spool_mod
from graph.models import Transcript
from graph.redact import redact
from graph.transcripts import read_transcript
from graph.transcripts.errors import TranscriptFormatError

SAMPLES = Path(__file__).resolve().parents[2] / "sample_repos" / "transcripts"
FUZZ = settings(max_examples=150, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["type", "message", "content", "role", "text", "cwd", "payload", "sessionId", "uuid",
                         "timestamp", "messages", "session", "repository", "tool_use_id", "name", "input"])
        | st.text(max_size=6), inner, max_size=5),
    max_leaves=25)
SAMPLE_LINES = [line for f in sorted(SAMPLES.glob("*/*.jsonl")) for line in f.read_text().splitlines() if line]


def mutated_sample(seed: int) -> bytes:
    """Real records with a few bytes changed, lines dropped or repeated: the shapes the readers know, broken."""
    rnd = random.Random(seed)
    lines = rnd.sample(SAMPLE_LINES, k=min(len(SAMPLE_LINES), rnd.randint(1, 12)))
    data = bytearray("\n".join(lines).encode())
    for _ in range(rnd.randint(0, 8)):
        if data:
            data[rnd.randrange(len(data))] = rnd.randrange(256)
    return bytes(data)


contents = st.one_of(
    st.binary(max_size=2000),
    st.lists(json_values.map(lambda v: json.dumps(v)), max_size=10).map(lambda ls: "\n".join(ls).encode()),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.integers(0, 10**6).map(mutated_sample),
    st.integers(1, 50_000).map(lambda n: b"[" * n + b"]" * n),
)


@FUZZ
@given(data=contents, suffix=st.sampled_from([".jsonl", ".json"]), start=st.integers(0, 5))
def test_readers_fail_only_with_a_format_error(tmp_path_factory, data, suffix, start):
    path = tmp_path_factory.mktemp("fuzz") / f"t{suffix}"
    path.write_bytes(data)
    try:
        t = read_transcript(path, start=start)
    except TranscriptFormatError as exc:
        assert str(exc)
        return
    assert isinstance(t, Transcript)
    assert t.end_offset >= 0 and all(turn.id for turn in t.turns)


@FUZZ
@given(data=contents)
def test_spool_entry_reader_never_raises(tmp_path_factory, data):
    f = tmp_path_factory.mktemp("spool") / "1-1-x.json"
    f.write_bytes(data)
    entry, problem = spool_mod.read_entry(f)
    assert (entry is None) != (problem is None)
    if entry is not None:
        assert isinstance(entry["transcript_path"], str) and entry["transcript_path"]


@FUZZ
@given(text=st.text(max_size=400) | st.lists(st.sampled_from(
    ["password=", "token ", "Bearer ", "://", "u:p@", "AKIA", "ghp_", "xoxb-", "eyJ", "-----BEGIN RSA PRIVATE KEY-----",
     "=", ":", "\n", "export ", "API_KEY", "aws_secret_access_key = ", "Zq8vR2mXk9LpT4wN7bYc3HjD6fGs", "[REDACTED:x]",
     "a", "1", " "]), max_size=30).map("".join))
def test_redaction_never_raises_and_is_idempotent(text):
    once, _ = redact(text)
    assert redact(once) == (once, 0)
