"""One test per real session shape the readers must understand (fixtures reproduce the shapes of Claude
Code 2.0/2.1 sessions, a Codex CLI 0.77 rollout and Gemini CLI sessions, with text of our own)."""
import json
import subprocess
from pathlib import Path

import pytest

from graph.llm import OfflineBackend
from graph.models import Candidate, Transcript
from graph.nodes import Context, group
from graph.transcripts import TranscriptFormatError, detect_format, discover, read_transcript

FX = Path(__file__).resolve().parents[1] / "fixtures" / "transcripts"
REWIND = FX / "claude" / "2.1-rewind-then-compact.jsonl"
SIDECHAIN = FX / "claude" / "2.0-sidechain-and-harness.jsonl"
PARENT = FX / "claude" / "2.1-subagents" / "e4b7c1d2-9a8f-4c3e-b2d1-0f9e8d7c6b5a.jsonl"
SUBAGENT = FX / "claude" / "2.1-subagents" / "e4b7c1d2-9a8f-4c3e-b2d1-0f9e8d7c6b5a" / "subagents" / "agent-a91c3e5f.jsonl"
CODEX = FX / "codex" / "rollout-2026-11-22T08-00-00-019a7c3e.jsonl"
GEMINI = FX / "gemini" / "session-2026-11-23T09-14-4be1c2d0.jsonl"
GEMINI_JSON = FX / "gemini" / "session-2025-10-18T14-57-1a2b3c4d.json"


def by_id(t):
    return {x.id: x for x in t.turns}


def developer_words(t):
    return [x.text for x in t.turns if x.role == "user"]


# ---------------------------------------------------------------- Claude Code


def test_claude_compaction_summary_is_harness_and_the_boundary_starts_a_segment():
    t = read_transcript(REWIND)
    boundary = by_id(t)["t15"]
    assert (boundary.kind, boundary.boundary, boundary.role) == ("compaction", "compaction", "system")
    summary = by_id(t)["t16"]
    assert (summary.speaker, summary.kind, summary.role) == ("harness", "compaction_summary", "system")
    assert not any("being continued from a previous conversation" in w for w in developer_words(t))
    out = group({"transcripts": [t.model_dump()]}, Context(store=None, backend=OfflineBackend(), repo=None))
    segs = [s["turn_ids"] for s in out["segments"]]
    assert any(s[0] == "t15" for s in segs)  # a new segment starts at the boundary
    assert not any("t13" in s and "t15" in s for s in segs)  # no segment spans the compaction
    assert next(s for s in out["segments"] if s["turn_ids"][0] == "t15")["boundary_reason"].startswith("context compacted")


def test_claude_rewind_keeps_the_branch_leading_to_the_last_record():
    t = read_transcript(REWIND)
    words = developer_words(t)
    assert "ok throttle it to 100 ms" not in words  # the prompt the developer rewound away from
    assert not any("100 ms throttle" in x.text for x in t.turns)  # and the agent's answer on that branch
    assert any(w.startswith("No. Never call notifyDataSetChanged") for w in words)
    assert t.skipped["abandoned branch (rewind)"] == 2
    # the kept branch crosses the compaction through logicalParentUuid: the pre-compaction turns are kept
    assert [x.index for x in t.turns][:5] == [1, 2, 3, 4, 5]


def test_claude_rewind_fork_that_is_not_a_prompt_is_kept(tmp_path):
    """Two children of one record that are not both prompts (parallel tool results) are no rewind."""
    s = "s-1"
    recs = [
        {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": s, "message": {"role": "user", "content": "run both checks"}},
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": s, "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": "k1", "name": "Bash", "input": {"command": "make lint"}},
            {"type": "tool_use", "id": "k2", "name": "Bash", "input": {"command": "make test"}}]}},
        {"type": "user", "uuid": "r1", "parentUuid": "a1", "sessionId": s, "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "k1", "content": "lint ok"}]}},
        {"type": "user", "uuid": "r2", "parentUuid": "a1", "sessionId": s, "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "k2", "content": "3 failed", "is_error": True}]}},
    ]
    p = tmp_path / "s.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in recs))
    t = read_transcript(p)
    results = [(x.tool_call_id, x.text, x.is_error) for x in t.turns if x.kind == "tool_result"]
    assert results == [("k1", "lint ok", False), ("k2", "3 failed", True)] and not t.skipped


def test_claude_2_0_inline_sidechain_is_the_subagent_not_the_developer():
    t = read_transcript(SIDECHAIN)
    prompt = by_id(t)["t2"]
    assert (prompt.speaker, prompt.kind, prompt.role, prompt.agent_id) == ("subagent", "subagent_prompt", "assistant", "5f0c2a7e")
    assert not any(w.startswith("Search hooks/") for w in developer_words(t))
    side = [x for x in t.turns if x.agent_id == "5f0c2a7e"]
    assert [x.speaker for x in side] == ["subagent", "subagent", "tool", "subagent"]


def test_claude_2_1_subagent_file_is_attached_to_the_parent_with_ids_that_cannot_collide():
    parent, sub = read_transcript(PARENT), read_transcript(SUBAGENT)
    assert sub.session == parent.session == parent.id == "e4b7c1d2-9a8f-4c3e-b2d1-0f9e8d7c6b5a"
    assert sub.id == "e4b7c1d2-9a8f-4c3e-b2d1-0f9e8d7c6b5a/agent-a91c3e5f" and sub.agent_id == "a91c3e5f"
    assert [x.id for x in sub.turns][0] == "agent-a91c3e5f/t0"
    assert not {x.id for x in sub.turns} & {x.id for x in parent.turns}
    assert developer_words(sub) == []  # the parent model's prompt is not the developer's word
    assert sub.turns[0].kind == "subagent_prompt"
    # candidate ids are hash(transcript id, key turn, lens): the same position in both files differs
    assert Candidate.make_id(sub.id, sub.turns[0].id, "logic") != Candidate.make_id(parent.id, parent.turns[0].id, "logic")
    assert {p.name for p in discover([PARENT.parent])} == {PARENT.name, SUBAGENT.name}


@pytest.mark.parametrize("turn_id,kind", [("t10", "interrupt"), ("t11", "command"), ("t12", "command"),
                                          ("t13", "meta"), ("t14.1", "system_reminder"), ("t15", "task_notification")])
def test_claude_harness_text_is_context_never_the_developer(turn_id, kind):
    x = by_id(read_transcript(SIDECHAIN))[turn_id]
    assert (x.speaker, x.kind, x.role) == ("harness", kind, "system")


def test_claude_developer_words_are_kept_apart_from_an_appended_system_reminder():
    x = by_id(read_transcript(SIDECHAIN))["t14"]
    assert x.role == "user" and x.text.startswith("Not a thread.") and "system-reminder" not in x.text


def test_claude_tool_calls_are_paired_by_id_with_errors_kept():
    t = read_transcript(REWIND)
    call, result = by_id(t)["t11"], by_id(t)["t12"]
    assert (call.kind, call.tool_name, call.tool_call_id) == ("tool_call", "Bash", "toolu_03")
    assert (result.kind, result.tool_name, result.tool_call_id, result.is_error) == ("tool_result", "Bash", "toolu_03", True)
    assert by_id(t)["t10"].is_error is False


def test_claude_mcp_path_dot_and_search_scopes_are_not_touched_files():
    t = read_transcript(SIDECHAIN)
    assert by_id(t)["t7"].files == [] and by_id(t)["t3"].files == []  # list_directory "." and Grep "hooks/"
    edit = by_id(read_transcript(REWIND))["t9"]
    assert edit.files == ["app/src/main/java/com/mei/feed/FeedAdapter.kt"]


def test_claude_images_leave_a_placeholder_and_thinking_is_kept():
    assert by_id(read_transcript(SIDECHAIN))["t0"].text.endswith("\n[image]")
    th = by_id(read_transcript(REWIND))["t2"]
    assert (th.kind, th.speaker, th.role) == ("thinking", "agent", "assistant") and "full rebind" in th.text


def test_claude_api_errors_and_synthetic_replies_are_harness(tmp_path):
    recs = [
        {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s", "message": {"role": "user", "content": "go on"}},
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": "s", "isApiErrorMessage": True,
         "message": {"role": "assistant", "model": "<synthetic>", "content": [{"type": "text", "text": "API Error: 529 overloaded"}]}},
        {"type": "assistant", "uuid": "a2", "parentUuid": "a1", "sessionId": "s",
         "message": {"role": "assistant", "model": "<synthetic>", "content": [{"type": "text", "text": "No response requested."}]}},
    ]
    p = tmp_path / "s.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in recs))
    assert [(x.speaker, x.kind) for x in read_transcript(p).turns] == [("developer", "message"), ("harness", "notice"),
                                                                     ("harness", "notice")]


def test_claude_other_record_types_are_skipped_knowingly_and_counted():
    t = read_transcript(REWIND)
    assert {k: t.skipped[k] for k in ("file-history-snapshot", "queue-operation", "last-prompt", "summary")} == \
        {"file-history-snapshot": 1, "queue-operation": 1, "last-prompt": 1, "summary": 1}
    assert t.problems == []


def _checkout(tmp_path):
    repo = tmp_path / "feedapp"
    repo.mkdir()
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@x",
           "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=repo, check=True, env=env)
    shas = []
    for day in ("2026-11-19T12:00:00Z", "2026-11-21T12:00:00Z"):
        subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", day], cwd=repo, check=True,
                       env=env | {"GIT_COMMITTER_DATE": day, "GIT_AUTHOR_DATE": day})
        shas.append(subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True).stdout.strip())
    return repo, shas


def test_claude_commit_is_resolved_from_the_checkout_at_cwd_and_the_timestamp(tmp_path):
    repo, (before, after) = _checkout(tmp_path)
    p = tmp_path / "s.jsonl"
    p.write_text(REWIND.read_text().replace("/home/mei/feedapp", str(repo)))
    t = read_transcript(p)
    assert t.commit == before  # the session (2026-11-20) ran before the second commit
    assert t.commit_source.startswith("git rev-list -1 --before=2026-11-20T09:06:05.000Z refs/heads/main")


def test_claude_commit_is_unknown_when_cwd_is_not_a_checkout_here():
    t = read_transcript(REWIND)
    assert t.commit is None and t.commit_source == "unknown: /home/mei/feedapp is not a checkout on this machine"


# ---------------------------------------------------------------- Codex CLI


def test_codex_developer_role_and_agents_md_are_harness_not_the_user():
    t = read_transcript(CODEX)
    assert [(x.kind, x.role) for x in t.turns[:3]] == [("instructions", "system"), ("instructions", "system"),
                                                       ("environment", "system")]
    assert not any("AGENTS.md" in w or "permissions instructions" in w for w in developer_words(t))


def test_codex_prompt_present_only_as_event_msg_is_read_once():
    t = read_transcript(CODEX)
    words = developer_words(t)
    assert words[0] == "Why does BookmarkListPage rebind every row when one bookmark changes?"
    assert words.count("Now do the same in HistoryPage.") == 1  # event_msg repeating a response item is a duplicate
    assert t.skipped["event_msg/user_message (same as a response item)"] == 2


def test_codex_custom_tool_call_output_list_is_text_not_a_python_repr():
    result = next(x for x in read_transcript(CODEX).turns if x.tool_call_id == "call_A2" and x.kind == "tool_result")
    assert result.text.startswith("Success. Updated the following files:") and "{'type'" not in result.text
    assert result.tool_name == "apply_patch"


def test_codex_exit_code_of_a_command_is_kept_as_is_error():
    t = read_transcript(CODEX)
    results = {x.tool_call_id: x.is_error for x in t.turns if x.kind == "tool_result"}
    assert results["call_A1"] is False and results["call_A3"] is True


def test_codex_compacted_record_is_a_boundary():
    t = read_transcript(CODEX)
    b = next(x for x in t.turns if x.boundary)
    assert b.kind == "compaction" and b.index == 17
    assert by_id(t)["t17.1"].kind == "compaction_summary" and by_id(t)["t17.1"].role == "system"


def test_codex_inter_agent_message_is_a_subagent_speaking():
    x = next(x for x in read_transcript(CODEX).turns if x.kind == "inter_agent")
    assert (x.speaker, x.role, x.agent_id) == ("subagent", "assistant", "/root/reviewer")


def test_codex_repository_url_with_credentials_is_redacted(tmp_path):
    recs = [json.loads(line) for line in CODEX.read_text().splitlines()]
    for r in recs:  # a rollout that names no working directory: the repository is the URL
        r["payload"].pop("cwd", None)
    p = tmp_path / "rollout.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in recs))
    t = read_transcript(p)
    assert t.repository.startswith("https://[REDACTED") and "ghp_" not in t.repository and "mei:" not in t.repository
    assert t.commit == "3f9a1c7e5b2d4f608a1b2c3d4e5f60718293a4b5" and t.commit_source == "transcript"


def test_codex_spawned_subagent_rollout_is_attached_to_its_parent_thread(tmp_path):
    recs = [json.loads(line) for line in CODEX.read_text().splitlines()]
    recs[0]["payload"] = recs[0]["payload"] | {"id": "019a-child", "source": {"subagent": {"thread_spawn": {
        "parent_thread_id": "019a7c3e-5b21-7d40-8e9f-2a1b3c4d5e6f", "depth": 1, "agent_nickname": "reviewer"}}}}
    p = tmp_path / "rollout-child.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in recs))
    t = read_transcript(p)
    assert (t.session, t.agent_id, t.id) == ("019a7c3e-5b21-7d40-8e9f-2a1b3c4d5e6f", "019a-child",
                                             "019a7c3e-5b21-7d40-8e9f-2a1b3c4d5e6f/agent-019a-child")
    assert developer_words(t) == []  # the parent agent's prompt to the child is not the developer's word
    assert any(x.kind == "subagent_prompt" for x in t.turns)


# ---------------------------------------------------------------- Gemini CLI


def test_gemini_jsonl_is_detected_as_gemini_not_claude():
    t = read_transcript(GEMINI)
    assert t.format == "gemini" and t.id == "4be1c2d0-8f7a-4b6c-9d5e-1a2b3c4d5e6f"
    assert "sessionId, projectHash" in t.format_reason


def test_gemini_json_is_detected_as_gemini_not_the_plain_format():
    t = read_transcript(GEMINI_JSON)
    assert t.format == "gemini" and "older session file" in t.format_reason
    assert developer_words(t)[-1].startswith("Right: FastCut")


def test_gemini_rewind_drops_the_rewound_messages_and_upserts_replace_in_place():
    t = read_transcript(GEMINI)
    words = developer_words(t)
    assert "Rename shouldShow to hideForBlockedSites." not in words and t.skipped["rewound message"] == 2
    answer = by_id(t)["t2.1"]  # message g2 was written twice; the later record wins, at the first line
    assert answer.text.startswith("DownloadButtonController.shouldShow()") and answer.index == 2


def test_gemini_thoughts_and_tool_calls_are_kept_with_errors():
    t = read_transcript(GEMINI)
    assert by_id(t)["t2"].kind == "thinking"
    failed = next(x for x in t.turns if x.tool_call_id == "replace-2" and x.kind == "tool_result")
    assert failed.is_error is True and failed.tool_name == "replace" and "0 occurrences" in failed.text
    ok = next(x for x in t.turns if x.tool_call_id == "search_file_content-1" and x.kind == "tool_result")
    assert ok.is_error is False and "isBlockedSite(host, Category.ADULT)" in ok.text
    assert by_id(t)["t10"].kind == "notice" and by_id(t)["t10"].role == "system"


def test_gemini_typed_prompt_is_kept_apart_from_expanded_references(tmp_path):
    lines = GEMINI.read_text().split("\n")
    rec = json.loads(lines[1])
    rec["displayContent"] = [{"text": "Check @DownloadButtonController.java"}]
    rec["content"] = [{"text": "Check @DownloadButtonController.java"},
                      {"text": "--- Content from referenced files ---\nclass DownloadButtonController {}"}]
    p = tmp_path / "session.jsonl"
    p.write_text("\n".join([lines[0], json.dumps(rec)] + lines[2:]))
    t = read_transcript(p)
    assert developer_words(t)[0] == "Check @DownloadButtonController.java"
    assert t.skipped["expanded @-reference content (the typed prompt is kept)"] == 1


def test_gemini_subagent_recording_is_attached_to_its_parent(tmp_path):
    lines = GEMINI.read_text().split("\n")
    meta = json.loads(lines[0]) | {"kind": "subagent", "sessionId": "sub-77"}
    d = tmp_path / "chats" / "4be1c2d0-8f7a-4b6c-9d5e-1a2b3c4d5e6f"
    d.mkdir(parents=True)
    p = d / "sub-77.jsonl"
    p.write_text(json.dumps(meta) + "\n" + "\n".join(lines[1:]))
    t = read_transcript(p)
    assert t.session == "4be1c2d0-8f7a-4b6c-9d5e-1a2b3c4d5e6f" and t.id.endswith("/agent-sub-77")
    assert developer_words(t) == [] and t.turns[0].kind == "subagent_prompt"


# ---------------------------------------------------------------- detection and robustness


@pytest.mark.parametrize("path,fmt", [(REWIND, "claude"), (CODEX, "codex"), (GEMINI, "gemini"), (GEMINI_JSON, "gemini")])
def test_detection_names_the_format_it_chose(path, fmt):
    assert detect_format(path) == fmt and read_transcript(path).format_reason


def test_each_format_fails_with_its_own_message(tmp_path):
    p = tmp_path / "g.json"
    p.write_text(json.dumps({"sessionId": "s", "projectHash": "h", "messages": "nope"}))
    with pytest.raises(TranscriptFormatError, match="Gemini CLI session JSON needs a 'messages' list"):
        read_transcript(p)
    p = tmp_path / "c.jsonl"
    p.write_text(json.dumps({"type": "user", "sessionId": "s", "uuid": "u"}) + "\n")
    with pytest.raises(TranscriptFormatError, match="Claude Code record of type user has no message"):
        read_transcript(p)
    p = tmp_path / "x.jsonl"
    p.write_text(json.dumps({"foo": 1}) + "\n")
    with pytest.raises(TranscriptFormatError, match="unrecognised transcript format .line 1 has foo"):
        read_transcript(p)


@pytest.mark.parametrize("doc,what", [
    ([{"sessionId": "s", "messageId": 0, "type": "user", "message": "hi", "timestamp": "2026-11-23T09:00:00Z"}],
     "a Gemini CLI prompt log"),
    ({"history": [{"role": "user", "parts": [{"text": "hi"}]}]}, "a Gemini CLI checkpoint"),
    ([{"role": "model", "parts": [{"text": "hi"}]}], "a Gemini CLI checkpoint"),
])
def test_gemini_files_that_are_not_sessions_are_named(tmp_path, doc, what):
    p = tmp_path / "logs.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(TranscriptFormatError, match=what + ".*not a session transcript"):
        read_transcript(p)


def test_one_bad_record_of_a_kind_never_costs_the_file(tmp_path):
    good = REWIND.read_text().split("\n")
    good.insert(3, json.dumps({"type": "assistant", "uuid": "zz", "sessionId": "s", "message": "not an object"}))
    p = tmp_path / "s.jsonl"
    p.write_text("\n".join(good))
    t = read_transcript(p)
    assert [(b.line, b.error) for b in t.problems] == [(4, "Claude Code record of type assistant has no message")]
    assert len(t.turns) == len(read_transcript(REWIND).turns)


def test_deeply_nested_json_file_is_that_files_error(tmp_path):
    p = tmp_path / "deep.json"
    p.write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(TranscriptFormatError, match="nested too deeply"):
        read_transcript(p)
    q = tmp_path / "deep.jsonl"
    q.write_text(REWIND.read_text() + '{"type": "user", "message": ' + "[" * 100000 + "]" * 100000 + "}\n")
    t = read_transcript(q)
    assert t.problems[-1].error == "JSON nested too deeply to read" and len(t.turns) == len(read_transcript(REWIND).turns)


def test_invalid_utf8_in_jsonl_is_read_with_replacement(tmp_path):
    p = tmp_path / "s.jsonl"
    raw = REWIND.read_bytes().replace(b"Cards in the feed", b"Cards \xff\xfe in the feed")
    p.write_bytes(raw)
    t = read_transcript(p)
    assert "\ufffd" in t.turns[0].text and t.problems == []


def test_plain_repository_url_with_a_password_is_redacted(tmp_path):
    p = tmp_path / "chat.json"
    p.write_text(json.dumps({"session": "p1", "repository": "postgres://app:s3cretpw@db.internal:5432/feed",
                             "messages": [{"role": "user", "content": "hi"}]}))
    t = read_transcript(p)
    assert "s3cretpw" not in t.repository and "[REDACTED" in t.repository


def test_the_run_goes_on_past_a_bad_file(tmp_path):
    from graph import run

    deep = tmp_path / "in" / "deep.json"
    deep.parent.mkdir()
    deep.write_text("[" * 50000 + "]" * 50000)
    (tmp_path / "in" / "s.jsonl").write_text(REWIND.read_text())
    r = run([str(tmp_path / "in")], None, str(tmp_path / "g.sqlite"), backend=OfflineBackend())
    assert r.funnel.conversations_read == 2 and r.funnel.malformed == 1 and r.funnel.segments >= 2
    assert [e["path"].rsplit("/", 1)[-1] for e in r.errors] == ["deep.json"]


def test_harness_only_transcript_stays_readable():
    t = Transcript.model_validate(read_transcript(SIDECHAIN).model_dump())
    assert {x.speaker for x in t.turns} == {"developer", "agent", "subagent", "tool", "harness"}


# ---------------------------------------------------------------- incremental reads


@pytest.mark.parametrize("path", [REWIND, SIDECHAIN, CODEX, GEMINI])
def test_incremental_read_gives_the_same_turns_as_a_whole_read(path):
    whole = read_transcript(path)
    for start in range(0, whole.end_offset + 1):
        part = read_transcript(path, start=start)
        assert part.end_offset == whole.end_offset and part.id == whole.id and part.commit == whole.commit
        expected = [x for x in whole.turns if x.index >= start]
        assert [x.model_dump() for x in part.turns] == [x.model_dump() for x in expected], start


def test_a_result_read_after_the_offset_is_paired_with_a_call_made_before_it():
    t = read_transcript(REWIND, start=12)  # the Bash call is line 11, its result line 12
    result = t.turns[0]
    assert (result.kind, result.tool_name, result.tool_call_id, result.is_error) == ("tool_result", "Bash", "toolu_03", True)
    c = read_transcript(CODEX, start=16)
    assert c.turns[0].tool_name == "shell" and c.turns[0].is_error is True
