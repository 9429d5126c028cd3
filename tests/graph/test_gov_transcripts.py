import json

import pytest

from graph.transcripts import TranscriptFormatError, detect_format, discover, problem_summary, read_transcript

from gov_samples import TRANSCRIPTS


def test_claude_session_jsonl():
    t = read_transcript(TRANSCRIPTS / "claude" / "2026-11-02-stop-hook-report.jsonl")
    assert t.format == "claude" and t.id == "5b0c9d1e-2f7a-4c1e-9d8b-0a6e3f2c1b01"
    assert t.repository == "/home/lin/agent-tools"
    roles = [x.role for x in t.turns]
    assert roles[0] == "user" and "assistant" in roles and "tool" in roles
    edit = next(x for x in t.turns if x.role == "assistant" and x.files)
    assert edit.files == ["hooks/stop_report.py"]  # made relative to the session's working directory
    assert "[tool Edit]" in edit.text
    assert t.redactions == 1 and not any("sk-proj-" in x.text for x in t.turns)
    assert t.end_offset == sum(1 for _ in open(t.path))


def test_codex_rollout_jsonl_skips_harness_context_and_reads_tool_calls():
    t = read_transcript(TRANSCRIPTS / "codex" / "2026-11-03-fastcut-switch.jsonl")
    assert t.format == "codex" and t.id == "0199a3c2-6b1e-7f40-9a51-3c2d8e7f1a02" and t.commit == "4e1f0a9c2b7d"
    env = [x for x in t.turns if "<environment_context>" in x.text]
    assert env and all((x.role, x.speaker, x.kind) == ("system", "harness", "environment") for x in env)
    first_user = next(x for x in t.turns if x.role == "user")
    assert first_user.text.startswith("Gate the FastCut cloud recommendations")
    patch = next(x for x in t.turns if x.tool_name == "apply_patch")
    assert patch.files == ["app/src/main/java/com/tencent/mtt/bookmark/BookmarkListPage.java"]
    assert any(x.role == "tool" and "SwitchManager.java:64" in x.text for x in t.turns)


def test_codex_private_key_is_redacted():
    t = read_transcript(TRANSCRIPTS / "codex" / "2026-11-06-direct-page-xhome.jsonl")
    assert t.redactions == 1
    assert not any("b3BlbnNzaC1rZXktdjEAAAAA" in x.text for x in t.turns)


def test_plain_chat_format():
    t = read_transcript(TRANSCRIPTS / "plain" / "2026-11-05-video-autoplay-switch.json")
    assert t.format == "plain" and t.id == "plain-2026-11-05-video-autoplay" and t.commit == "7b2e91d0c4aa"
    assert [x.id for x in t.turns] == ["t0", "t1", "t2", "t3", "t4", "t5"]
    assert t.turns[1].files == ["modules/video/src/main/java/com/tencent/mtt/video/PlayerSetup.java"]
    assert "hunter2" not in t.turns[2].text and t.redactions == 1
    assert t.end_offset == 6


def test_plain_bare_list_is_accepted(tmp_path):
    p = tmp_path / "chat.json"
    p.write_text(json.dumps([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]))
    t = read_transcript(p)
    assert t.format == "plain" and len(t.turns) == 2 and t.id.startswith("sess-")


def test_plain_chat_with_invalid_utf8_is_read_with_replacement(tmp_path):
    p = tmp_path / "chat.json"
    p.write_bytes(b'[{"role": "user", "content": "the \xff\xfe xhome module"}, {"role": "assistant", "content": "ok"}]')
    t = read_transcript(p)
    assert len(t.turns) == 2 and "xhome module" in t.turns[0].text and "\ufffd" in t.turns[0].text


def test_tool_output_is_trimmed():
    t = read_transcript(TRANSCRIPTS / "claude" / "2026-11-08-packager-retry-noise.jsonl")
    log = next(x for x in t.turns if x.role == "tool")
    assert "trimmed" in log.text and log.text.rstrip().endswith("(code 137)") and len(log.text) < 1200


def test_malformed_line_in_the_middle_is_reported_and_the_rest_is_read():
    t = read_transcript(TRANSCRIPTS / "claude" / "2026-11-12-truncated.jsonl")
    assert [(p.line, p.error.split(" (")[0]) for p in t.problems] == [(2, "invalid JSON")]
    assert [x.index for x in t.turns] == [0, 2] and t.end_offset == 3
    assert problem_summary(t).endswith("the rest of this claude transcript was read")
    assert ":2: invalid JSON" in problem_summary(t)


@pytest.mark.parametrize("content,match", [
    ("", "empty file"),
    ("hello world\n", "not JSON"),
    ('{"messages": "nope"}', "'messages' list"),
    ('{"messages": [{"role": "robot", "content": "x"}]}', "role"),
])
def test_bad_inputs_get_clear_errors(tmp_path, content, match):
    p = tmp_path / "bad.json"
    p.write_text(content)
    with pytest.raises(TranscriptFormatError, match=match):
        read_transcript(p)


def test_incremental_read_from_offset_and_line_still_being_written(tmp_path):
    src = TRANSCRIPTS / "claude" / "2026-11-02-stop-hook-report.jsonl"
    lines = src.read_text().splitlines(keepends=True)
    p = tmp_path / "s.jsonl"
    p.write_text("".join(lines[:5]) + lines[5][:40])  # the agent is mid-write on line 6
    first = read_transcript(p)
    assert first.end_offset == 5
    p.write_text("".join(lines))
    second = read_transcript(p, start=first.end_offset)
    assert second.start_offset == 5 and second.end_offset == len(lines)
    assert min(x.index for x in second.turns) >= 5
    full = read_transcript(p)
    assert [x.id for x in full.turns if x.index >= 5] == [x.id for x in second.turns]  # ids are stable


def test_detect_and_discover():
    files = discover([TRANSCRIPTS])
    assert len(files) == 12 and files == sorted(files)
    assert {detect_format(f) for f in files if "truncated" not in f.name} == {"claude", "codex", "plain"}


def test_codex_custom_tool_call_patch(tmp_path):
    patch = "*** Begin Patch\n*** Update File: modules/xhome/Foo.kt\n@@\n-a\n+b\n*** End Patch"
    recs = [
        {"timestamp": "2026-11-01T00:00:00Z", "type": "session_meta", "payload": {"id": "s1", "cwd": "/w"}},
        {"timestamp": "2026-11-01T00:00:01Z", "type": "response_item", "payload": {"type": "reasoning", "summary": []}},
        {"timestamp": "2026-11-01T00:00:02Z", "type": "response_item",
         "payload": {"type": "custom_tool_call", "name": "apply_patch", "call_id": "c1", "input": patch}},
        {"timestamp": "2026-11-01T00:00:03Z", "type": "response_item",
         "payload": {"type": "custom_tool_call_output", "call_id": "c1", "output": "Success"}},
    ]
    p = tmp_path / "rollout.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in recs))
    t = read_transcript(p)
    assert [(x.role, x.files) for x in t.turns] == [("assistant", ["modules/xhome/Foo.kt"]), ("tool", [])]
