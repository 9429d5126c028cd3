"""Build the labelled governance sets (JSON Lines).

    python bench/governance/build_sets.py        # writes bench/governance/{dev,holdout,holdout4,...,holdout10,holdout11,holdout12}/*.jsonl

Inputs follow the `governance eval` contract; each *.gold.jsonl line carries the label and the facets
the score breaks down by (lang, trap, lens, kind).

dev/ is everything the rules were made on: families.py, review_items.py, transcript_items.py — the
first held-out part (the families, garbage and sessions marked held_out) included — and the second
held-out part, holdout_items.py (Dedup and Merge only): both were scored once and have been seen since.
holdout/ is the third held-out part, holdout3_items.py (Dedup and Merge only), written fresh over
other fetched repositories before the rule changes of its session and scored once at the end.
holdout4/ is the fourth held-out part, holdout4_items.py (Dedup and Merge only), written blind over zerolog,
netty, Alamofire and fmt by a labeller who read neither the governance code nor its prompts; it is to be
scored once, by the lead.
holdout5/ is the fifth held-out part, written blind over okhttp, cobra, spdlog, zod, gson and starlette by a
labeller who read neither the governance code nor its prompts, all four stages: holdout5_items.py (Dedup,
Merge), holdout5_review_items.py (Review), holdout5_transcript_items.py (extraction sessions, written here
as Claude Code, Codex and plain transcripts under holdout5/transcripts/); to be scored once, by the lead.
holdout6/ is the sixth held-out part, written the same way (blind, all four stages) over echo, ky, zustand,
Moya, fmdb and nlohmann/json: holdout6_items.py, holdout6_review_items.py, holdout6_transcript_items.py.
holdout7/ is the seventh held-out part, written the same way (blind, all four stages) over chi, click, hono,
jsoup, yaml-cpp and Nuke: holdout7_items.py, holdout7_review_items.py, holdout7_transcript_items.py.
holdout8/ is the eighth held-out part, written the same way over requests, logrus, rich, immer, RxSwift, Masonry,
cxxopts and javapoet: holdout8_items.py, holdout8_review_items.py, holdout8_transcript_items.py.
holdout9/ is the ninth held-out part, written the same way over tRPC, Koin, CLI11, Catch2 and AFNetworking:
holdout9_items.py, holdout9_review_items.py, holdout9_transcript_items.py.
holdout10/ is the tenth held-out part, written the same way over attrs, yup and urfave/cli (v3):
holdout10_items.py, holdout10_review_items.py, holdout10_transcript_items.py.
holdout11/ is the eleventh held-out part, written the same way over loguru, testify and kotlinpoet:
holdout11_items.py, holdout11_review_items.py, holdout11_transcript_items.py.
holdout12/ is the twelfth, written the same way over tenacity, resty and axios:
holdout12_items.py, holdout12_review_items.py, holdout12_transcript_items.py.
"""
from __future__ import annotations

import json
import hashlib
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from families import FAMILIES  # noqa: E402
import holdout3_items  # noqa: E402
import holdout4_items  # noqa: E402
import holdout5_items  # noqa: E402
import holdout5_review_items  # noqa: E402
import holdout5_transcript_items  # noqa: E402
import holdout6_items  # noqa: E402
import holdout6_review_items  # noqa: E402
import holdout6_transcript_items  # noqa: E402
import holdout7_items  # noqa: E402
import holdout7_review_items  # noqa: E402
import holdout7_transcript_items  # noqa: E402
import holdout8_items  # noqa: E402
import holdout8_review_items  # noqa: E402
import holdout8_transcript_items  # noqa: E402
import holdout9_items  # noqa: E402
import holdout9_review_items  # noqa: E402
import holdout9_transcript_items  # noqa: E402
import holdout10_items  # noqa: E402
import holdout10_review_items  # noqa: E402
import holdout10_transcript_items  # noqa: E402
import holdout11_items  # noqa: E402
import holdout11_review_items  # noqa: E402
import holdout11_transcript_items  # noqa: E402
import holdout12_items  # noqa: E402
import holdout12_review_items  # noqa: E402
import holdout12_transcript_items  # noqa: E402
import holdout_items  # noqa: E402
from review_items import ITEMS  # noqa: E402
from transcript_items import SESSIONS  # noqa: E402
import uuid  # noqa: E402
from datetime import datetime, timedelta, timezone  # noqa: E402

LENS = {"dsite-jargon": "jargon", "xhome-fastcut-index": "index"}


def exp(fam: dict, form: str, eid: str | None = None) -> dict:
    when, what, why = fam[form]
    d = {"when": when, "what": what, "why": why, "lens": LENS.get(fam["key"], "logic")}
    return ({"eid": eid} | d) if eid else d


def lang_of(form: str) -> str:
    return {"zh": "zh", "ja": "ja"}.get(form, "en")


def review_rows(fams: list[dict], held: bool):
    inp, gold = [], []
    for fam in fams:
        for form in ("en", "zh", "ja", "para"):
            rid = f"{fam['key']}-{form}"
            inp.append({"id": rid} | exp(fam, form))
            gold.append({"id": rid, "label": "keep", "reason": None, "lang": lang_of(form), "lens": LENS.get(fam["key"], "logic")})
    for rid, lang, lens, label, reason, when, what, why, h in ITEMS:
        if h != held:
            continue
        inp.append({"id": rid, "when": when, "what": what, "why": why, "lens": lens})
        gold.append({"id": rid, "label": label, "reason": reason, "lang": lang, "lens": lens})
    return inp, gold


def dedup_rows(fams: list[dict], rng: random.Random):
    inp, gold = [], []
    for i, fam in enumerate(fams):
        nxt = fams[(i + 1) % len(fams)]
        k = fam["key"]
        # group 1: translations and a paraphrase, the same advice for another scope (When trap, and a bridge:
        # other ~ en lexically, en ~ zh by meaning, but other is never a duplicate of zh), an unrelated lesson
        members = [(f"{k}/en", fam, "en"), (f"{k}/zh", fam, "zh"), (f"{k}/para", fam, "para"),
                   (f"{k}/other", fam, "other"), (f"{nxt['key']}/en", nxt, "en")]
        pairs = [[f"{k}/en", f"{k}/zh"], [f"{k}/en", f"{k}/para"], [f"{k}/zh", f"{k}/para"]]
        kinds = {"translation": [[f"{k}/en", f"{k}/zh"]], "paraphrase": [[f"{k}/en", f"{k}/para"], [f"{k}/zh", f"{k}/para"]]}
        g1 = (f"{k}-g1", members, pairs, pairs, [[f"{k}/other", f"{k}/zh"], [f"{k}/other", f"{k}/para"]], kinds)
        # group 2: Japanese, a filler restatement, a Chinese rendering; an update (more than the others say:
        # not a duplicate) and a contradiction (for Merge to flag, never folded here)
        members = [(f"{k}/ja", fam, "ja"), (f"{k}/filler", fam, "filler"), (f"{k}/zh", fam, "zh"),
                   (f"{k}/update", fam, "update"), (f"{k}/contra", fam, "contra")]
        pairs = [[f"{k}/ja", f"{k}/zh"], [f"{k}/ja", f"{k}/filler"], [f"{k}/zh", f"{k}/filler"]]
        kinds = {"translation": [[f"{k}/ja", f"{k}/zh"]], "filler": [[f"{k}/ja", f"{k}/filler"], [f"{k}/zh", f"{k}/filler"]]}
        g2 = (f"{k}-g2", members, pairs, [[f"{k}/ja", f"{k}/zh"]], [[f"{k}/update", f"{k}/ja"], [f"{k}/contra", f"{k}/ja"]], kinds)
        for gid, mem, pairs, strict, bridges, kinds in (g1, g2):
            mem = list(mem)
            rng.shuffle(mem)
            inp.append({"id": gid, "experiences": [exp(f, form, eid) for eid, f, form in mem]})
            gold.append({"id": gid, "pairs": pairs, "strict": strict, "bridges": bridges, "pair_kinds": kinds})
    return inp, gold


def merge_rows(fams: list[dict]):
    inp, gold = [], []

    def add(cid, history, new, action, target, trap, lang):
        inp.append({"id": cid, "history": history, "new": new})
        gold.append({"id": cid, "action": action, "target": target, "trap": trap, "lang": lang})

    for i, fam in enumerate(fams):
        g, h = fams[(i + 1) % len(fams)], fams[(i + 2) % len(fams)]
        k = fam["key"]
        base_en, base_zh, base_ja = (exp(fam, "en", f"{k}#en"), exp(fam, "zh", f"{k}#zh"), exp(fam, "ja", f"{k}#ja"))
        g_en, g_zh, h_en = exp(g, "en", f"{g['key']}#en"), exp(g, "zh", f"{g['key']}#zh"), exp(h, "en", f"{h['key']}#en")
        add(f"{k}:skip-zh", [base_en, g_en], exp(fam, "zh"), "skip", base_en["eid"], "translation", "zh")
        add(f"{k}:skip-ja", [base_zh, g_zh], exp(fam, "ja"), "skip", base_zh["eid"], "translation", "ja")
        add(f"{k}:skip-para", [g_en, base_en], exp(fam, "para"), "skip", base_en["eid"], "paraphrase", "en")
        add(f"{k}:skip-filler", [base_en, h_en], exp(fam, "filler"), "skip", base_en["eid"], "filler", "en")
        add(f"{k}:update", [base_en, g_en], exp(fam, "update"), "update", base_en["eid"], "update", "en")
        add(f"{k}:update-x", [g_zh, base_zh], exp(fam, "update"), "update", base_zh["eid"], "update-cross-language", "en")
        add(f"{k}:contra", [base_en, g_en], exp(fam, "contra"), "contradict", base_en["eid"], f"contradict-{fam['contra_kind']}", "en")
        add(f"{k}:contra-x", [base_ja, h_en], exp(fam, "contra"), "contradict", base_ja["eid"], f"contradict-{fam['contra_kind']}", "en")
        add(f"{k}:other", [base_en, g_en], exp(fam, "other"), "create", None, "wider-when", "en")
        add(f"{k}:new", [g_en, h_en], exp(fam, "en"), "create", None, "unrelated", "en")
        both = exp(fam, "en")
        gw, gx, gy = g["en"]
        both = {"when": f"{both['when']}, and also {gw[0].lower()}{gw[1:]}", "what": f"{both['what']} {gx}",
                "why": f"{both['why']} {gy}", "lens": both["lens"]}
        add(f"{k}:two-targets", [base_en, g_en], both, "create", None, "no-unique-target", "en")
    return inp, gold


def extract_rows(held: bool):
    inp, gold = [], []
    for s in SESSIONS:
        if s["held_out"] != held:
            continue
        msgs = [{"role": role, "content": text, "timestamp": f"2026-11-20T10:{i:02d}:00Z"}
                for i, (role, text) in enumerate(s["messages"])]
        inp.append({"id": s["id"], "repository": "qqbrowser", "messages": msgs})
        gold.append({"id": s["id"], "lang": s["lang"], "lessons": s["lessons"]})
    return inp, gold


def write(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def item_exp(items, eid: str, with_eid: bool = True, name=lambda x: x) -> dict:
    lang, when, what, why = items.EXP[eid]
    d = {"when": when, "what": what, "why": why, "lens": "logic"}
    return ({"eid": name(eid)} | d) if with_eid else d


def opaque(label: str) -> str:
    """An id that says nothing about the answer: the hand-written ids (`zs:skip-zh`, `nb/contra`) name the
    action or the trap, and an input file must not carry its gold. The gold row keeps the readable `name`."""
    return "x" + hashlib.sha1(label.encode()).hexdigest()[:10]


def item_dedup_rows(items, name=lambda x: x):
    """Dedup rows of a hand-written item set (holdout_items.py, holdout3_items.py, holdout4_items.py)."""
    inp, gold = [], []
    for g in items.DEDUP:
        for m in g["members"]:
            if m not in items.EXP:
                raise KeyError(f"{g['id']}: no experience {m}")
        pairs = [[a, b] for cl in g["clusters"] for i, a in enumerate(cl) for b in cl[i + 1:]]
        kinds: dict[str, list] = {}
        for a, b in pairs:
            la, lb = items.EXP[a][0], items.EXP[b][0]
            kind = "paraphrase" if la == lb else "translation-" + "-".join(sorted((la, lb)))
            kinds.setdefault(kind, []).append([a, b])
        inp.append({"id": name(g["id"]), "experiences": [item_exp(items, m, name=name) for m in g["members"]]})
        # every gold pair here is the same lesson restated (a translation or a paraphrase): all strict
        pairs = [[name(a), name(b)] for a, b in pairs]
        row = {"id": name(g["id"]), "pairs": pairs, "strict": pairs,
               "bridges": [[name(a), name(b)] for a, b in g["bridges"]],
               "pair_kinds": {k: [[name(a), name(b)] for a, b in v] for k, v in kinds.items()}}
        gold.append(row if name(g["id"]) == g["id"] else row | {"name": g["id"]})
    return inp, gold


def item_merge_rows(items, name=lambda x: x):
    inp, gold = [], []
    for cid, hist, new, action, target, trap in items.MERGE:
        if target is not None and target not in hist:
            raise ValueError(f"{cid}: target {target} is not in the history")
        for eid in (*hist, new):
            if eid not in items.EXP:
                raise KeyError(f"{cid}: no experience {eid}")
        inp.append({"id": name(cid), "history": [item_exp(items, h, name=name) for h in hist],
                    "new": item_exp(items, new, with_eid=False)})
        row = {"id": name(cid), "action": action, "target": None if target is None else name(target), "trap": trap,
               "lang": items.EXP[new][0], "kind": trap.split("-")[0]}
        gold.append(row if name(cid) == cid else row | {"name": cid})
    return inp, gold


def item_review_rows(items, name=lambda x: x, seed: str = "holdout5-review"):
    """Review rows of a hand-written candidate list (holdout5_review_items.py, holdout6_review_items.py)."""
    inp, gold = [], []
    seen = set()
    for rid, lang, lens, label, reason, when, what, why in items.ITEMS:
        if rid in seen:
            raise ValueError(f"duplicate review id {rid}")
        seen.add(rid)
        if (label == "keep") != (reason is None):
            raise ValueError(f"{rid}: a keep has no reason, a reject has one")
        inp.append({"id": name(rid), "when": when, "what": what, "why": why, "lens": lens})
        row = {"id": name(rid), "label": label, "reason": reason, "lang": lang, "lens": lens,
               "kind": reason or "keep"}
        gold.append(row if name(rid) == rid else row | {"name": rid})
    # the source lists candidates by kind; the built file must not: one fixed shuffle, input and gold alike
    order = list(range(len(inp)))
    random.Random(seed).shuffle(order)
    return [inp[i] for i in order], [gold[i] for i in order]


REPOS_JSON = HERE.parent / "repos.json"
CHECKOUTS = "/work/main/bench/repos"  # where the sessions say they ran (cwd); pass --repo to eval extract


# checkouts of the twelfth part, cloned into bench/repos but not listed in repos.json (README: holdout12 repos)
EXTRA_COMMITS = {"tenacity": "c650fb45204635f07910948d5fc59a8c551ffdda",
                 "resty": "c34e4605f4d5a775371be242ba0debb2705eb6d2",
                 "axios": "23a25af0688d1db2c396deb09229d2271cc24f6c"}


def _commit_of(repo: str) -> str:
    try:
        repos = json.loads(REPOS_JSON.read_text(encoding="utf-8"))["repos"]
    except (OSError, KeyError, ValueError):
        return EXTRA_COMMITS.get(repo, "unknown")
    return next((r["commit"] for r in repos if r["name"] == repo), EXTRA_COMMITS.get(repo, "unknown"))


def _stamps(day: int, n: int) -> list[str]:
    """Turn times of one session: from 09:00 UTC on 2026-11-<day>, 90 s apart (after every checkout's commit)."""
    start = datetime(2026, 11, day, 9, 0, tzinfo=timezone.utc)
    return [(start + timedelta(seconds=90 * i)).strftime("%Y-%m-%dT%H:%M:%S.000Z") for i in range(n)]


def claude_transcript(s: dict, day: int, part: str = "holdout5") -> str:
    """A Claude Code session JSONL: user prompts as strings, assistant text and tool_use blocks, tool results
    as user records paired by tool_use_id, every record chained by parentUuid."""
    ns = uuid.uuid5(uuid.NAMESPACE_URL, f"codefacts/{part}/" + s["id"])
    sid, cwd = str(ns), f"{CHECKOUTS}/{s['repo']}"
    recs, parent, k = [], None, 0

    def rec(kind: str, message: dict, ts: str) -> None:
        nonlocal parent, k
        u = str(uuid.uuid5(ns, str(k)))
        k += 1
        r = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
             "version": "2.1.3", "gitBranch": "main", "uuid": u, "timestamp": ts, "type": kind, "message": message}
        if kind == "assistant":
            r["requestId"] = "req_" + u[:12]
        recs.append(r)
        parent = u

    def assistant(content: list, ts: str, stop: str) -> None:
        rec("assistant", {"id": "msg_" + str(uuid.uuid5(ns, f"m{k}"))[:18], "type": "message", "role": "assistant",
                          "model": "claude-sonnet-4-5", "content": content, "stop_reason": stop,
                          "usage": {"input_tokens": 1200 + 37 * k, "output_tokens": 90 + 11 * k}}, ts)

    for turn, ts in zip(s["turns"], _stamps(day, len(s["turns"]))):
        if turn[0] == "user":
            rec("user", {"role": "user", "content": turn[1]}, ts)
        elif turn[0] == "assistant":
            assistant([{"type": "text", "text": turn[1]}], ts, "end_turn")
        else:
            _, tool, args, output = turn
            tid = "toolu_" + str(uuid.uuid5(ns, f"t{k}")).replace("-", "")[:24]
            assistant([{"type": "tool_use", "id": tid, "name": tool, "input": args}], ts, "tool_use")
            rec("user", {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": output}]}, ts)
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)


def codex_transcript(s: dict, day: int, part: str = "holdout5") -> str:
    """A Codex CLI rollout JSONL: session_meta, the environment context, each prompt as event_msg user_message
    and as a response_item message, assistant output_text, shell function calls with their outputs by call_id."""
    ns = uuid.uuid5(uuid.NAMESPACE_URL, f"codefacts/{part}/" + s["id"])
    cwd = f"{CHECKOUTS}/{s['repo']}"
    stamps = _stamps(day, len(s["turns"]) + 1)
    recs = [{"timestamp": stamps[0], "type": "session_meta", "payload": {
                "id": str(ns), "timestamp": stamps[0], "cwd": cwd, "originator": "codex_cli_rs", "cli_version": "0.46.0",
                "instructions": None, "git": {"commit_hash": _commit_of(s["repo"]), "branch": "main",
                                              "repository_url": f"git@github.com:example/{s['repo']}-app.git"}}},
            {"timestamp": stamps[0], "type": "response_item", "payload": {"type": "message", "role": "user", "content": [
                {"type": "input_text", "text": f"<environment_context>\n  <cwd>{cwd}</cwd>\n  <approval_policy>on-request</approval_policy>\n</environment_context>"}]}}]
    first = True
    for i, (turn, ts) in enumerate(zip(s["turns"], stamps[1:])):
        if turn[0] == "user":
            recs.append({"timestamp": ts, "type": "event_msg", "payload": {"type": "user_message", "message": turn[1], "kind": "plain"}})
            recs.append({"timestamp": ts, "type": "response_item", "payload": {"type": "message", "role": "user",
                                                                              "content": [{"type": "input_text", "text": turn[1]}]}})
            if first:
                recs.append({"timestamp": ts, "type": "turn_context", "payload": {"cwd": cwd, "approval_policy": "on-request", "model": "gpt-5-codex"}})
                first = False
        elif turn[0] == "assistant":
            recs.append({"timestamp": ts, "type": "response_item", "payload": {"type": "message", "role": "assistant",
                                                                              "content": [{"type": "output_text", "text": turn[1]}]}})
        else:
            _, tool, args, output = turn
            cid = "call_" + str(uuid.uuid5(ns, f"c{i}"))[:22]
            failed = "FAIL" in output or "Error" in output
            recs.append({"timestamp": ts, "type": "response_item", "payload": {"type": "function_call", "name": tool,
                         "arguments": json.dumps(args | {"workdir": cwd, "timeout_ms": 120000}), "call_id": cid}})
            recs.append({"timestamp": ts, "type": "response_item", "payload": {"type": "function_call_output", "call_id": cid,
                         "output": json.dumps({"output": output, "metadata": {"exit_code": 1 if failed else 0, "duration_seconds": 1.2}})}})
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)


def plain_transcript(s: dict, day: int, part: str = "holdout5") -> str:
    """A plain JSON chat: session, repository, commit and the messages with role, timestamp and content."""
    msgs = []
    for turn, ts in zip(s["turns"], _stamps(day, len(s["turns"]))):
        if turn[0] in ("user", "assistant"):
            msgs.append({"role": turn[0], "timestamp": ts.replace(".000Z", "Z"), "content": turn[1]})
        else:
            msgs.append({"role": "tool", "timestamp": ts.replace(".000Z", "Z"), "tool": turn[1], "content": turn[3]})
    doc = {"session": s["id"], "repository": f"{CHECKOUTS}/{s['repo']}", "commit": _commit_of(s["repo"])[:12], "messages": msgs}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def item_extract_rows(items, out_dir: Path, name=lambda x: x, part: str = "holdout5"):
    """Write each session of a hand-written set as a transcript file in its format; rows name the file by a
    path relative to the repository root (run `governance eval extract` from there)."""
    writers = {"claude": (claude_transcript, "jsonl"), "codex": (codex_transcript, "jsonl"), "plain": (plain_transcript, "json")}
    inp, gold = [], []
    out_dir.mkdir(parents=True, exist_ok=True)
    root = HERE.parent.parent
    for day, s in enumerate(items.SESSIONS, start=3):
        write_fn, ext = writers[s["fmt"]]
        path = out_dir / f"{s['fmt']}-{day:02d}.{ext}"
        path.write_text(write_fn(s, day, part), encoding="utf-8")
        sid = name(s["id"])
        inp.append({"id": sid, "path": str(path.relative_to(root)), "repository": s["repo"]})
        row = {"id": sid, "lang": s["lang"], "lessons": s["lessons"], "fmt": s["fmt"], "repository": s["repo"]}
        gold.append(row if sid == s["id"] else row | {"name": s["id"]})
    return inp, gold


def main() -> None:
    dev: dict[str, tuple[list, list]] = {}
    # the first split's parts, each built as it was (same neighbours, same shuffles), both in dev now
    for part, held in (("dev", False), ("holdout", True)):
        fams = [f for f in FAMILIES if f["held_out"] == held]
        rng = random.Random(f"governance-{part}")
        for stage, (inp, gold) in (("review", review_rows(fams, held)), ("dedup", dedup_rows(fams, rng)),
                                   ("merge", merge_rows(fams)), ("extract", extract_rows(held))):
            acc = dev.setdefault(stage, ([], []))
            acc[0].extend(inp)
            acc[1].extend(gold)
    # the second held-out part, seen since its one scoring
    for stage, (inp, gold) in (("dedup", item_dedup_rows(holdout_items)), ("merge", item_merge_rows(holdout_items))):
        dev[stage][0].extend(inp)
        dev[stage][1].extend(gold)
    for stage, (inp, gold) in dev.items():
        write(HERE / "dev" / f"{stage}.jsonl", inp)
        write(HERE / "dev" / f"{stage}.gold.jsonl", gold)
        print(f"dev/{stage}: {len(inp)}")
    for stage in ("review", "extract"):  # the third held-out part has no Review or extraction cases
        for suffix in ("jsonl", "gold.jsonl"):
            (HERE / "holdout" / f"{stage}.{suffix}").unlink(missing_ok=True)
    for stage, (inp, gold) in (("dedup", item_dedup_rows(holdout3_items)), ("merge", item_merge_rows(holdout3_items))):
        write(HERE / "holdout" / f"{stage}.jsonl", inp)
        write(HERE / "holdout" / f"{stage}.gold.jsonl", gold)
        print(f"holdout/{stage}: {len(inp)}")
    # the fourth held-out part, written blind, Dedup and Merge only
    for stage, (inp, gold) in (("dedup", item_dedup_rows(holdout4_items, opaque)),
                               ("merge", item_merge_rows(holdout4_items, opaque))):
        write(HERE / "holdout4" / f"{stage}.jsonl", inp)
        write(HERE / "holdout4" / f"{stage}.gold.jsonl", gold)
        print(f"holdout4/{stage}: {len(inp)}")
    # the fifth held-out part, written blind, all four stages
    h5 = HERE / "holdout5"
    write_part(h5, (("review", item_review_rows(holdout5_review_items, opaque)),
                    ("dedup", item_dedup_rows(holdout5_items, opaque)),
                    ("merge", item_merge_rows(holdout5_items, opaque)),
                    ("extract", item_extract_rows(holdout5_transcript_items, h5 / "transcripts", opaque))))
    # the sixth held-out part, written blind, all four stages (same builders, its own shuffle and uuid namespace)
    h6 = HERE / "holdout6"
    write_part(h6, (("review", item_review_rows(holdout6_review_items, opaque, seed="holdout6-review")),
                    ("dedup", item_dedup_rows(holdout6_items, opaque)),
                    ("merge", item_merge_rows(holdout6_items, opaque)),
                    ("extract", item_extract_rows(holdout6_transcript_items, h6 / "transcripts", opaque, part="holdout6"))))
    # the seventh held-out part, written blind, all four stages (same builders, its own shuffle and uuid namespace);
    # its readable ids reuse the sixth part's prefixes (`np:skip-zh`, `np/en`), so the opaque ids are salted with
    # the part's name, or two different items of the two parts would share one id
    h7 = HERE / "holdout7"
    h7_id = lambda label: opaque("holdout7/" + label)  # noqa: E731
    write_part(h7, (("review", item_review_rows(holdout7_review_items, h7_id, seed="holdout7-review")),
                    ("dedup", item_dedup_rows(holdout7_items, h7_id)),
                    ("merge", item_merge_rows(holdout7_items, h7_id)),
                    ("extract", item_extract_rows(holdout7_transcript_items, h7 / "transcripts", h7_id, part="holdout7"))))
    # the eighth held-out part, written blind, all four stages; salted like the seventh (its readable ids,
    # `cs-en-1`, `rt:skip-zh`, reuse the earlier parts' shapes)
    h8 = HERE / "holdout8"
    h8_id = lambda label: opaque("holdout8/" + label)  # noqa: E731
    write_part(h8, (("review", item_review_rows(holdout8_review_items, h8_id, seed="holdout8-review")),
                    ("dedup", item_dedup_rows(holdout8_items, h8_id)),
                    ("merge", item_merge_rows(holdout8_items, h8_id)),
                    ("extract", item_extract_rows(holdout8_transcript_items, h8 / "transcripts", h8_id, part="holdout8"))))
    # the ninth held-out part, written blind, all four stages; salted like the eighth
    h9 = HERE / "holdout9"
    h9_id = lambda label: opaque("holdout9/" + label)  # noqa: E731
    write_part(h9, (("review", item_review_rows(holdout9_review_items, h9_id, seed="holdout9-review")),
                    ("dedup", item_dedup_rows(holdout9_items, h9_id)),
                    ("merge", item_merge_rows(holdout9_items, h9_id)),
                    ("extract", item_extract_rows(holdout9_transcript_items, h9 / "transcripts", h9_id, part="holdout9"))))
    # the tenth held-out part, written blind, all four stages; salted like the ninth
    h10 = HERE / "holdout10"
    h10_id = lambda label: opaque("holdout10/" + label)  # noqa: E731
    write_part(h10, (("review", item_review_rows(holdout10_review_items, h10_id, seed="holdout10-review")),
                     ("dedup", item_dedup_rows(holdout10_items, h10_id)),
                     ("merge", item_merge_rows(holdout10_items, h10_id)),
                     ("extract", item_extract_rows(holdout10_transcript_items, h10 / "transcripts", h10_id, part="holdout10"))))
    # the eleventh held-out part, written blind, all four stages; salted like the tenth
    h11 = HERE / "holdout11"
    h11_id = lambda label: opaque("holdout11/" + label)  # noqa: E731
    write_part(h11, (("review", item_review_rows(holdout11_review_items, h11_id, seed="holdout11-review")),
                     ("dedup", item_dedup_rows(holdout11_items, h11_id)),
                     ("merge", item_merge_rows(holdout11_items, h11_id)),
                     ("extract", item_extract_rows(holdout11_transcript_items, h11 / "transcripts", h11_id, part="holdout11"))))
    # the twelfth held-out part, written blind over tenacity, resty and axios, all four stages; salted likewise
    h12 = HERE / "holdout12"
    h12_id = lambda label: opaque("holdout12/" + label)  # noqa: E731
    write_part(h12, (("review", item_review_rows(holdout12_review_items, h12_id, seed="holdout12-review")),
                     ("dedup", item_dedup_rows(holdout12_items, h12_id)),
                     ("merge", item_merge_rows(holdout12_items, h12_id)),
                     ("extract", item_extract_rows(holdout12_transcript_items, h12 / "transcripts", h12_id, part="holdout12"))))


def write_part(directory: Path, stages) -> None:
    """One held-out part's inputs and gold files, stage by stage; the extraction inputs also one file per
    repository, because Review's source check needs each session's own checkout."""
    for stage, (inp, gold) in stages:
        write(directory / f"{stage}.jsonl", inp)
        write(directory / f"{stage}.gold.jsonl", gold)
        print(f"{directory.name}/{stage}: {len(inp)}")
        if stage == "extract":
            for repo in sorted({r["repository"] for r in inp}):
                write(directory / f"extract-{repo}.jsonl", [r for r in inp if r["repository"] == repo])

if __name__ == "__main__":
    main()
