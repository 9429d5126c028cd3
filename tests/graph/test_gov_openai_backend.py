"""The OpenAI-compatible backend against a local HTTP server that speaks the chat-completions protocol."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from gov_samples import QQBROWSER, TRANSCRIPTS

import prompts
from graph import ModelOutputError, ModelUnavailableError, OfflineBackend, OpenAIBackend, make_backend, offline, run
from graph.models import Candidate, ExperienceBody, Explanation, Segment, Source, Transcript, Turn
from graph.rules import veto


def completion(body, content):
    return {"id": "chatcmpl-test", "object": "chat.completion", "created": 1767225600, "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop", "logprobs": None,
                         "message": {"role": "assistant", "content": content, "refusal": None}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}


class ChatServer:
    """A local chat-completions endpoint. ``script`` holds one answer per request (status, content); when it
    runs out, ``model(step, payload)`` answers. Every request is recorded."""

    def __init__(self, model=None):
        self.requests, self.script, self.model = [], [], model
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):
                return

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
                if outer.script:
                    status, content = outer.script.pop(0)
                else:
                    step = body["messages"][0]["content"].split("\n")[0].removeprefix("# Step: ")
                    status, content = 200, json.dumps(outer.model(step, json.loads(body["messages"][1]["content"])))
                data = json.dumps(completion(body, content) if status == 200 else {"error": {"message": "boom"}}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)  # port 0: a free port
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = ChatServer()
    yield s
    s.close()


def backend(server, retries=2):
    return OpenAIBackend(base_url=server.url, api_key="test-key", model="qwen-test", timeout=10, retries=retries, backoff=0)


def candidate(cid="cand-1"):
    return Candidate(id=cid, segment_id="seg", when="When writing code that runs in the stop hook",
                     what="Send the report asynchronously", why="otherwise the hook blocks the agent", lens="logic",
                     evidence_turns=["t1"], source=Source(session="s", transcript_path="/x"),
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=["t1"]))


def test_request_shape_and_structured_output(server):
    server.script.append((200, json.dumps({"keep": False, "reason": "S2_MISSING_CONTEXT", "step": "S2", "detail": "no module"})))
    j = backend(server).review(candidate())
    assert (j.keep, j.reason, j.step) == (False, "S2_MISSING_CONTEXT", "S2")
    [req] = server.requests
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["authorization"] == "Bearer test-key"
    body = req["body"]
    assert body["model"] == "qwen-test" and body["temperature"] == 0
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert body["messages"][0]["content"] == prompts.load("review").text
    assert json.loads(body["messages"][1]["content"])["candidate"]["id"] == "cand-1"
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert set(fmt["json_schema"]["schema"]["properties"]) == {"keep", "reason", "step", "detail"}


def test_server_error_then_success_is_retried(server):
    server.script += [(500, ""), (200, json.dumps({"keep": True, "reason": None, "step": "kept", "detail": ""}))]
    b = backend(server)
    assert b.review(candidate()).keep is True
    assert len(server.requests) == 2 and b.calls == 2


def test_invalid_structured_output_is_retried(server):
    server.script += [(200, "this is not JSON"), (200, json.dumps({"keep": "maybe"})),
                      (200, json.dumps({"keep": True, "reason": None, "step": "kept", "detail": ""}))]
    assert backend(server).review(candidate()).keep is True and len(server.requests) == 3


def test_id_outside_the_candidate_set_is_rejected(server):
    bad = json.dumps({"action": "update", "target_id": "exp-invented", "reason": "looks similar"})
    server.script += [(200, bad)] * 3
    related = [("exp-1", ExperienceBody(when="w", what="x", why="y", lens="logic"), 0.9)]
    with pytest.raises(ModelOutputError, match="exp-invented"):
        backend(server).merge(candidate(), related)
    assert len(server.requests) == 3  # asked again each time, never accepted


def test_unknown_candidate_id_in_dedup_then_a_valid_answer(server):
    server.script += [(200, json.dumps({"pairs": [{"a": "cand-1", "b": "cand-999", "duplicate": True, "veto": None, "reason": ""}]})),
                      (200, json.dumps({"pairs": [{"a": "cand-1", "b": "cand-2", "duplicate": False, "veto": "different_when", "reason": "r"}]}))]
    pairs = backend(server).dedup_pairs([candidate("cand-1"), candidate("cand-2")])
    assert [(p.a, p.b, p.duplicate) for p in pairs] == [("cand-1", "cand-2", False)] and len(server.requests) == 2


def test_endpoint_down_after_all_retries(server):
    server.script += [(500, "")] * 3
    with pytest.raises(ModelUnavailableError, match="3 attempts"):
        backend(server).review(candidate())


def test_backend_choice_from_environment_and_config(monkeypatch, tmp_path):
    for k in ("GOVERNANCE_LLM_BASE_URL", "GOVERNANCE_BACKEND", "GOVERNANCE_LLM_MODEL"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("GOVERNANCE_CONFIG", str(tmp_path / "none.json"))
    assert isinstance(make_backend(), OfflineBackend)  # the default: no endpoint configured
    monkeypatch.setenv("GOVERNANCE_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    with pytest.raises(ValueError, match="needs a model"):
        make_backend()
    cfg = tmp_path / "config.json"
    cfg.write_text(json.dumps({"model": "llama-3", "timeout": 5, "retries": 1}))
    monkeypatch.setenv("GOVERNANCE_CONFIG", str(cfg))
    b = make_backend()
    assert isinstance(b, OpenAIBackend) and b.model == "llama-3" and b.retries == 1
    assert str(b.client.base_url).startswith("http://127.0.0.1:9/v1")
    monkeypatch.setenv("GOVERNANCE_BACKEND", "offline")
    assert isinstance(make_backend(), OfflineBackend)


def rule_model(step, payload):
    """A stand-in model that answers every step by the offline rules, through the wire format only."""
    def cand(v):
        return Candidate(id=v["id"], segment_id="s", when=v["when"], what=v["what"], why=v["why"], lens=v["lens"],
                         symbols=v["symbols"], evidence_turns=["t0"], source=Source(session="s", transcript_path="/x"),
                         explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))
    if step == "topic grouping":
        t = Transcript(id=payload["transcript_id"], path="/x", format="plain",
                       turns=[Turn(index=int(x["id"][1:].split(".")[0]), **x) for x in payload["turns"]])
        return offline.group(t).model_dump()
    if step == "extraction":
        turns = [Turn(index=int(x["id"][1:].split(".")[0]), **x) for x in payload["turns"]]
        seg = Segment(id=payload["segment_id"], transcript_id="x", topic=payload["topic"], turn_ids=[x.id for x in turns], turns=turns)
        return {"candidates": [d.model_dump() for d in offline.extract(seg)]}
    if step.startswith("Review"):
        return offline.review(cand(payload["candidate"])).model_dump()
    if step.startswith("Dedup"):
        # a model judges the vetoes itself (the lexical ones stand back): this one applies the offline vetoes
        cs = {c["id"]: cand(c) for c in payload["candidates"]}
        pairs = offline.dedup_pairs(list(cs.values()))
        for p in pairs:
            v = veto(cs[p.a], cs[p.b]) if p.duplicate else None
            if v:
                p.veto, p.reason = v[0], v[1]
        return {"pairs": [p.model_dump() for p in pairs]}
    if step.startswith("Merge"):
        rel = [(r["id"], ExperienceBody(**{k: r[k] for k in ("when", "what", "why", "lens", "symbols")}), r["score"])
               for r in payload["related"]]
        return offline.merge(cand(payload["candidate"]), rel).model_dump()
    if step == "update self-check":
        return offline.update_check(ExperienceBody(**payload["target"]), cand(payload["candidate"])).model_dump()
    raise AssertionError(step)


def test_whole_chain_through_the_openai_backend(tmp_path, sample_run):
    s = ChatServer(model=rule_model)
    try:
        r = run([TRANSCRIPTS], str(QQBROWSER), tmp_path / "g.sqlite", backend=backend(s))
    finally:
        s.close()
    _, offline_run = sample_run
    assert r.funnel == offline_run.funnel  # same rules, now behind the wire protocol
    steps = [q["body"]["messages"][0]["content"].split("\n")[0] for q in s.requests]
    assert steps.count("# Step: topic grouping") == 12 and steps.count("# Step: extraction") == 14
    assert steps.count("# Step: Review (quality gate before storage)") == 13  # the S1 reject needs no model
    assert all(d["backend"] == "openai" for d in r.decisions)
    sent = json.dumps([q["body"] for q in s.requests])
    assert "hunter2-Prod!" not in sent and "sk-proj-9QmT4x2LwZk7RbVn3HcY8sJd1FgPq6Ae" not in sent
