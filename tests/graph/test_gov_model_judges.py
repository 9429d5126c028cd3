"""With a model configured the model judges: fed the gold decisions over the real chat-completions
protocol (a local test server, the real `openai` client), the chain's decision functions reproduce the
gold exactly, so no lexical rule caps a good model. The labelled dev sets are the cases."""
import json
from pathlib import Path

from test_gov_openai_backend import ChatServer

from graph import OpenAIBackend, offline
from graph.evaluation import predict, score
from graph.models import Candidate, ExperienceBody, Explanation, Source

SETS = Path(__file__).resolve().parents[2] / "bench" / "governance" / "dev"


def load(name):
    return [json.loads(x) for x in (SETS / name).read_text(encoding="utf-8").splitlines() if x.strip()]


def gold_model():
    """A model that answers every step with the gold label of the case it recognises by its text."""
    review_gold = {g["id"]: g for g in load("review.gold.jsonl")}
    review_by_what = {r["what"]: review_gold[r["id"]] for r in load("review.jsonl")}
    dedup_gold = {g["id"]: g for g in load("dedup.gold.jsonl")}
    eid_by_what, pairs = {}, set()
    for r in load("dedup.jsonl"):
        for e in r["experiences"]:
            eid_by_what[(r["id"], e["what"])] = e["eid"]
        pairs |= {(r["id"], *sorted(p)) for p in dedup_gold[r["id"]]["pairs"]}
    merge_gold = {g["id"]: g for g in load("merge.gold.jsonl")}
    merge_by_case = {(r["new"]["what"], tuple(sorted(h["eid"] for h in r["history"]))): merge_gold[r["id"]]
                     for r in load("merge.jsonl")}

    def cand(v):
        return Candidate(id=v["id"], segment_id="s", when=v["when"], what=v["what"], why=v["why"], lens=v["lens"],
                         symbols=v.get("symbols", []), evidence_turns=["t0"], source=Source(session="s", transcript_path="-"),
                         explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=["t0"]))

    def answer(step, payload):
        if step.startswith("Review"):
            g = review_by_what[payload["candidate"]["what"]]
            return {"keep": g["label"] == "keep", "reason": g["reason"], "step": "kept", "detail": "gold"}
        if step.startswith("Dedup"):
            cs = payload["candidates"]
            group = next(gid for gid in dedup_gold if all((gid, c["what"]) in eid_by_what for c in cs))
            eids = {c["id"]: eid_by_what[(group, c["what"])] for c in cs}
            out = []
            for i, a in enumerate(cs):
                for b in cs[i + 1:]:
                    dup = (group, *sorted((eids[a["id"]], eids[b["id"]]))) in pairs
                    out.append({"a": a["id"], "b": b["id"], "duplicate": dup, "veto": None, "reason": "gold"})
            return {"pairs": out}
        if step.startswith("Merge"):
            seen = tuple(sorted(r["id"] for r in payload["related"]))
            g = next(v for (what, hist), v in merge_by_case.items()
                     if what == payload["candidate"]["what"] and set(seen) <= set(hist))
            return {"action": g["action"], "target_id": g["target"], "reason": "gold",
                    "same_when": g["action"] != "create", "conflicting": g["action"] == "contradict",
                    "adds_information": g["action"] == "update"}
        if step == "update self-check":
            return offline.update_check(ExperienceBody(**payload["target"]), cand(payload["candidate"])).model_dump()
        raise AssertionError(step)

    return answer


def run_stage(server, stage):
    backend = OpenAIBackend(base_url=server.url, api_key="k", model="gold", timeout=10, retries=0)
    lines = (SETS / f"{stage}.jsonl").read_text(encoding="utf-8").splitlines()
    return score(stage, list(predict(stage, lines, backend)), load(f"{stage}.gold.jsonl"))


def test_a_gold_model_is_not_capped_by_the_rules():
    server = ChatServer(model=gold_model())
    try:
        review, dedup, merge = (run_stage(server, s) for s in ("review", "dedup", "merge"))
    finally:
        server.close()
    assert review["accuracy"] == 1.0 and review["garbage_passed"] == 0.0 and review["good_rejected"] == 0.0
    assert (dedup["precision"], dedup["recall"], dedup["bridge_merges"]) == (1.0, 1.0, 0)
    assert merge["micro_f1"] == 1.0 and merge["target_accuracy"] == 1.0, merge["errors"][:5]
    assert any(r["body"]["model"] == "gold" for r in server.requests)


def test_the_judges_own_veto_fields_refuse_its_merge():
    """A guard may refuse a merge the model asked for (here the model's own fields say another When), never
    invent one."""
    case = load("merge.jsonl")[4]  # an update case
    server = ChatServer(model=lambda step, payload: {"action": "update", "target_id": payload["related"][0]["id"],
                                                     "reason": "x", "same_when": False, "conflicting": False,
                                                     "adds_information": True})
    try:
        backend = OpenAIBackend(base_url=server.url, api_key="k", model="m", timeout=10, retries=0)
        [out] = list(predict("merge", [json.dumps(case)], backend))
    finally:
        server.close()
    assert out["action"] == "create" and out["target"] is None
