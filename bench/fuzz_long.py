"""The long fuzz run: the properties of tests/*/test_fuzz*.py, for minutes instead of seconds.

Each target draws inputs from a seeded generator (the seed is printed: a run can be repeated),
checks the property, and counts what it tried; a failing input is written to --out with its
traceback. Prints per target: examples, failures by exception type, the slowest example.

    .venv/bin/python bench/fuzz_long.py [--minutes 5] [--seed N] [--only claims,http] [--out /tmp/fuzz-failures]
"""
from __future__ import annotations

import argparse
import json
import random
import socket
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SAMPLE = ROOT / "sample_repos" / "qqbrowser"
TRANSCRIPTS = ROOT / "sample_repos" / "transcripts"
PIECES = ["FastScrollBar", ".attachToQBListView()", "::", "#", "`", "()", "(int x)", "<T>", "A.b.c", "::push_back",
          "app/src/main/java/", ".java", "使用", "方法", "を呼ぶ", "は存在しない", "does not exist", " use ", " the ",
          "\n", " ", "-[UIView setTitle:forState:]", "*", "g*", "$", "@", "\\", "…", "「", "」", "é", "计算",
          "UbaHooks.OnPageLoad", "std::vector", "..", "/", "'", '"', "[", "]", "{", "}", "password=", "Bearer ",
          "://u:p@", "AKIA", "ghp_", "xoxb-", "eyJ", "-----BEGIN RSA PRIVATE KEY-----", "export API_KEY="]


def random_text(rnd: random.Random, size: int = 300) -> str:
    if rnd.random() < 0.3:
        return "".join(chr(rnd.choice([rnd.randrange(32, 127), rnd.randrange(0x80, 0x3000), rnd.randrange(0x4E00, 0x9FFF),
                                       rnd.randrange(0, 0x110000)])) for _ in range(rnd.randrange(size)))
    return "".join(rnd.choice(PIECES) if rnd.random() < 0.7 else chr(rnd.randrange(32, 0x3100))
                   for _ in range(rnd.randrange(size // 5 + 1)))


def random_json(rnd: random.Random, depth: int = 0):
    r = rnd.random()
    if depth > 4 or r < 0.3:
        return rnd.choice([None, True, 1, -1.5, random_text(rnd, 20), "user", "assistant", "message", "text"])
    if r < 0.6:
        return [random_json(rnd, depth + 1) for _ in range(rnd.randrange(4))]
    keys = ["type", "message", "content", "role", "text", "cwd", "payload", "sessionId", "uuid", "timestamp",
            "messages", "session", "repository", "tool_use_id", "name", "input"]
    return {rnd.choice(keys) if rnd.random() < 0.8 else random_text(rnd, 6): random_json(rnd, depth + 1)
            for _ in range(rnd.randrange(5))}


def mutate(data: bytes, rnd: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rnd.randint(1, 12)):
        if not out:
            break
        op, at = rnd.randrange(4), rnd.randrange(len(out))
        if op == 0:
            out[at] = rnd.randrange(256)
        elif op == 1:
            out[at:at] = bytes([rnd.choice([0x80, 0xC3, 0xE9, 0xFF, 0xED, 0xF0])])
        elif op == 2:
            end = out.find(b"\n", at)
            del out[at:end if end > 0 else len(out)]
        else:
            out[at:at] = rnd.choice([b"{", b"}", b"(", b"\"", b"/*", b"#if X\n", b"`", b"@", b"[" * 5000])
    return bytes(out)


# -- targets: name -> (make(rnd) -> input, check(input) raising AssertionError or anything on failure)

def targets(workdir: Path) -> dict:
    from codeindex.extract import Extractor
    from codeindex.languages import EXTENSIONS
    from graph import spool as spool_mod
    from graph.redact import redact
    from graph.transcripts import read_transcript
    from graph.transcripts.errors import TranscriptFormatError
    from verifier import Verifier
    from verifier.claims import extract_claims
    from verifier.httpserver import HttpError, JsonServer, parse_head

    verifier = Verifier.open(SAMPLE, index_dir=workdir / "idx")
    extractor = Extractor()
    sources = [(EXTENSIONS[f.suffix], f.read_bytes()) for f in sorted((ROOT / "sample_repos").rglob("*"))
               if f.suffix in EXTENSIONS and f.is_file() and ".codeindex" not in f.parts]
    for lang in {lang for lang, _ in sources}:   # compile each grammar's query now, not in the first example
        extractor.extract(lang, b"")
    transcript_lines = [line for f in sorted(TRANSCRIPTS.glob("*/*.jsonl")) for line in f.read_text().splitlines() if line]
    server = JsonServer({("POST", "/echo"): lambda req: (200, {"got": req.json()})}, workers=4, read_timeout=0.3,
                        read_deadline=1.0, idle_timeout=2.0, max_body=10_000)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def check_claims(text):
        for c in extract_claims(text, query_mode=len(text) % 2 == 0):
            assert c.text == text[c.span[0]:c.span[1]]

    def check_verify(text):
        assert verifier.verify_text(text, id="x").verdict in ("verified", "factual_error", "unverifiable")

    def make_batch(rnd):
        return [json.dumps({"id": str(i), "text": random_text(rnd, 80)}) if rnd.random() < 0.7
                else json.dumps(random_json(rnd)) if rnd.random() < 0.5 else random_text(rnd, 40).replace("\n", " ")
                for i in range(rnd.randrange(1, 10))]

    def check_batch(lines):
        lines = [line.replace("\n", " ").replace("\r", " ") for line in lines]
        results = list(verifier.verify_batch(line + "\n" for line in lines))
        assert len(results) == sum(1 for line in lines if line.strip())

    def make_head(rnd):
        if rnd.random() < 0.3:
            return rnd.randbytes(rnd.randrange(400))
        parts = [rnd.choice([b"GET", b"POST", b"PUT", b"", b"G\x00T"]), rnd.choice([b"/echo", b"/", b"*", b"/a b"]),
                 rnd.choice([b"HTTP/1.1", b"HTTP/1.0", b"HTTP/2", b""])]
        headers = [rnd.choice([b"Content-Length: 2", b"Content-Length: -1", b"Content-Length: 1e3",
                               b"Transfer-Encoding: chunked", b"Connection: close", b"Expect: 100-continue",
                               b"X: \xff", b"NoColon", rnd.randbytes(20)]) for _ in range(rnd.randrange(5))]
        return b" ".join(parts) + b"".join(b"\r\n" + h for h in headers)

    def check_head(data):
        try:
            parse_head(data)
        except HttpError:
            pass

    def check_server(data):
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as s:
            try:
                s.sendall(data + b"\r\n\r\n" + b"{}")
                s.shutdown(socket.SHUT_WR)
            except OSError:
                pass
            reply = bytearray()
            try:
                while chunk := s.recv(65536):
                    reply += chunk
            except ConnectionResetError:
                pass
        assert not reply or reply.startswith(b"HTTP/1.1 "), reply[:100]
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as s:
            s.sendall(b"POST /echo HTTP/1.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
            assert s.recv(100).startswith(b"HTTP/1.1 200 "), "the server stopped answering"

    def make_transcript(rnd):
        r = rnd.random()
        if r < 0.4:
            data = mutate("\n".join(rnd.sample(transcript_lines, k=min(12, len(transcript_lines)))).encode(), rnd)
        elif r < 0.7:
            data = "\n".join(json.dumps(random_json(rnd)) for _ in range(rnd.randrange(10))).encode()
        else:
            data = rnd.randbytes(rnd.randrange(2000))
        return data, rnd.choice([".jsonl", ".json"])

    def check_transcript(arg):
        data, suffix = arg
        path = workdir / f"t{suffix}"
        path.write_bytes(data)
        try:
            read_transcript(path)
        except TranscriptFormatError:
            pass

    def check_spool(data):
        f = workdir / "1-1-x.json"
        f.write_bytes(data)
        entry, problem = spool_mod.read_entry(f)
        assert (entry is None) != (problem is None)

    def check_redact(text):
        once, _ = redact(text)
        assert redact(once) == (once, 0)

    def make_source(rnd):
        lang, data = rnd.choice(sources)
        return lang, mutate(data, rnd)

    def check_source(arg):
        lang, data = arg
        lines = data.count(b"\n") + 1
        for s in extractor.extract(lang, data).symbols:
            assert s.name and 1 <= s.line <= lines + 1

    return {
        "claims": (random_text, check_claims),
        "verify_text": (random_text, check_verify),
        "batch": (make_batch, check_batch),
        "http_parser": (make_head, check_head),
        "http_server": (make_head, check_server),
        "transcripts": (make_transcript, check_transcript),
        "spool": (lambda rnd: mutate(json.dumps({"transcript_path": "/t.jsonl"}).encode(), rnd), check_spool),
        "redact": (random_text, check_redact),
        "extractor": (make_source, check_source),
    }, verifier, server


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=5.0, help="total running time (default 5)")
    ap.add_argument("--seed", type=int, default=None, help="default: random, printed")
    ap.add_argument("--only", help="comma-separated target names")
    ap.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "fuzz-failures"),
                    help="where failing inputs are written")
    args = ap.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    out = Path(args.out)
    with tempfile.TemporaryDirectory() as tmp:
        table, verifier, server = targets(Path(tmp))
        names = [n for n in table if not args.only or n in args.only.split(",")]
        print(f"fuzz_long: seed {seed}, {args.minutes:g} min over {', '.join(names)}", flush=True)
        budget = args.minutes * 60 / max(len(names), 1)
        failures_total = 0
        for name in names:
            make, check = table[name]
            rnd = random.Random(f"{seed}-{name}")
            tried, failures, slowest = 0, Counter(), (0.0, None)
            end = time.monotonic() + budget
            while time.monotonic() < end:
                value = make(rnd)
                started = time.perf_counter()
                try:
                    check(value)
                except Exception as exc:   # a finding: recorded with its input, the run goes on
                    failures[type(exc).__name__] += 1
                    out.mkdir(parents=True, exist_ok=True)
                    dump = out / f"{name}-{seed}-{tried}.txt"
                    dump.write_text(repr(value)[:200_000] + "\n\n" + traceback.format_exc())
                took = time.perf_counter() - started
                if took > slowest[0]:
                    slowest = (took, repr(value)[:60])
                tried += 1
            failures_total += sum(failures.values())
            print(f"  {name:<12} {tried:>7} examples  "
                  + (f"FAILURES {dict(failures)} (inputs in {out})" if failures else "0 failures")
                  + f"  slowest {slowest[0] * 1000:.0f} ms", flush=True)
        server.shutdown()
        server.close()
        verifier.close()
    print(f"fuzz_long: {failures_total} failure(s); repeat with --seed {seed}")
    return 1 if failures_total else 0


if __name__ == "__main__":
    sys.exit(main())
