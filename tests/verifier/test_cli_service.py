"""The `verify` command (exit codes, --json, --batch) and the real HTTP service on loopback."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cli-idx")


def verify(*args: str, index_dir: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "verifier.cli", "--repo", str(SAMPLE), "--index-dir", str(index_dir),
                           *args], capture_output=True, text=True, input=stdin)


def test_article_case_at_the_terminal(index_dir):
    out = verify("FastScrollBar.attachToQBListView", index_dir=index_dir)
    assert out.returncode == 1, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "✗ S1_FACTUAL_ERROR  FastScrollBar.attachToQBListView"
    assert "FastScrollBar.java:21) has no member attachToQBListView" in lines[1]
    assert lines[2].startswith("  its members: attachToRecyclerView(")
    assert "did you mean FastScrollBarCompat.attachToQBRecyclerView (app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java:30)?" in out.stdout


def test_exit_codes(index_dir, tmp_path):
    assert verify("FastScrollBar.attach", index_dir=index_dir).returncode == 0
    assert verify("std::vector::push_back", index_dir=index_dir).returncode == 3
    assert verify("--text", "nothing to check here at all", index_dir=index_dir).returncode == 3
    missing = subprocess.run([sys.executable, "-m", "verifier.cli", "--repo", str(tmp_path / "nope"), "A.b"],
                             capture_output=True, text=True)
    assert missing.returncode == 2 and "no such directory" in missing.stderr
    assert subprocess.run([sys.executable, "-m", "verifier.cli"], capture_output=True).returncode == 2


def test_text_in_chinese_json(index_dir):
    out = verify("--json", "--text", "在 Android 列表开发中对接 FastScrollBar 时应使用 attachToQBListView() 方法",
                 index_dir=index_dir)
    record = json.loads(out.stdout)
    assert out.returncode == 1
    assert record["verdict"] == "factual_error"
    claim = [c for c in record["claims"] if c["error"]][0]
    assert set(claim) >= {"text", "kind", "status", "error", "reason", "evidence", "suggestions"}
    assert claim["evidence"][0] == {"path": "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java", "line": 21,
                                    "symbol": "com.tencent.mtt.view.FastScrollBar", "note": "type"}


def test_text_from_stdin(index_dir):
    out = verify("--text", "-", index_dir=index_dir,
                 stdin="Android のリストで FastScrollBar を使うときは attachToQBListView() を呼ぶ\n")
    assert out.returncode == 1 and "FastScrollBarCompat.attachToQBRecyclerView" in out.stdout


def test_batch_from_stdin(index_dir):
    stdin = "\n".join([
        json.dumps({"id": "1", "text": "use FastScrollBarCompat.attachToQBRecyclerView() for QB lists"}),
        "{broken",
        json.dumps({"id": "3", "text": "UbaHooks.OnPageLoad"}),
    ]) + "\n"
    out = verify("--json", "--batch", "-", index_dir=index_dir, stdin=stdin)
    records = [json.loads(line) for line in out.stdout.splitlines()]
    assert [(r["id"], r["verdict"]) for r in records] == [("1", "verified"), ("line:2", "unverifiable"),
                                                          ("3", "factual_error")]
    assert records[1]["error"].startswith("malformed JSON")
    assert out.returncode == 1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url: str, body: bytes | None = None, method: str | None = None):
    req = urllib.request.Request(url, data=body, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "verifier.cli", "serve", "--repo", f"qq={SAMPLE}", "--port", str(port),
         "--index-dir", str(tmp_path_factory.mktemp("svc-idx")), "--check-interval", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if request(base + "/healthz")[0] == 200:
                break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("server did not start: " + proc.stderr.read())
    yield base
    proc.terminate()
    proc.wait(timeout=10)


def test_service_verifies_texts(server):
    status, body = request(server + "/v1/verify", json.dumps({
        "repo": "qq", "texts": ["FastScrollBar.attachToQBListView", {"id": "c2", "text": "Gateway.Send"}]}).encode())
    assert status == 200
    assert [(r["id"], r["verdict"]) for r in body["results"]] == [("0", "factual_error"), ("c2", "verified")]
    assert body["results"][0]["claims"][0]["suggestions"][0]["symbol"] == "FastScrollBarCompat.attachToQBRecyclerView"


def test_service_symbols_health_and_schema(server):
    status, body = request(server + "/v1/symbols?repo=qq&q=FastScrollBar")
    assert status == 200 and body["symbols"][0]["path"].endswith("FastScrollBar.java")
    status, body = request(server + "/v1/symbols?q=FastScrolBar")
    assert status == 200 and body["symbols"] == [] and body["near"][0]["name"] == "FastScrollBar"
    status, body = request(server + "/healthz")
    assert status == 200 and body["repos"]["qq"]["symbols"] > 100
    status, body = request(server + "/openapi.json")
    assert status == 200 and "/v1/verify" in body["paths"]


@pytest.mark.parametrize("path, payload, code", [
    ("/v1/verify", b"{not json", 400),
    ("/v1/verify", json.dumps({"texts": []}).encode(), 400),
    ("/v1/verify", json.dumps({"repo": "nope", "texts": ["A.b"]}).encode(), 404),
    ("/v1/verify", json.dumps({"texts": ["x"] * 1001}).encode(), 413),
    ("/v1/verify", b"x" * 1_000_001, 413),
    ("/v1/other", b"{}", 404),
])
def test_service_clear_4xx_errors(server, path, payload, code):
    status, body = request(server + path, payload, method="POST")
    assert status == code and body["error"]


def test_service_sees_repository_changes(server, tmp_path):
    # The service indexes SAMPLE; a change is simulated by touching nothing: the check interval is
    # 0, so each request runs an incremental scan that parses nothing and still answers.
    status, body = request(server + "/v1/verify", json.dumps({"texts": ["UbaHooks.OnPageLoaded"]}).encode())
    assert status == 200 and body["results"][0]["verdict"] == "verified"
