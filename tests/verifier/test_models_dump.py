"""`model_dump` of the verdict records gives what `dataclasses.asdict` gives, key for key and in
the same order (the contract of the CLI's JSON, the service and the governance chain), without
its generic walk; and a copy: changing the dump never changes the record.

Real parts: the sample repository, its real on-disk index, the real verifier's results.
"""
from __future__ import annotations

import json
from collections import namedtuple
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pytest

from verifier import Verifier
from verifier.models import ClaimResult, Evidence, Suggestion, TextResult, _Record

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"
TEXTS = ["FastScrollBar.attachToQBListView", "use FastScrollBarCompat.attachToQBRecyclerView() for QB lists",
         "UbaHooks.OnPageLoad", "Gateway.Send", "在 Android 列表开发中对接 FastScrollBar 时应使用 attach() 方法",
         "FastScrollBar.attach", "", "NoSuchType.method"]


@pytest.fixture(scope="module")
def verifier(tmp_path_factory) -> Verifier:
    v = Verifier.open(SAMPLE, index_dir=tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def asdict_dump(result: TextResult) -> dict:
    data = asdict(result)
    return {"id": data["id"], "verdict": data["verdict"], "claims": data["claims"], "error": data["error"]}


def test_real_results_dump_as_asdict_did(verifier):
    results = [verifier.verify_text(t, id=str(i)) for i, t in enumerate(TEXTS)]
    assert any(c.evidence and c.suggestions and c.members for r in results for c in r.claims)
    for result in results:
        assert json.dumps(result.model_dump()) == json.dumps(asdict_dump(result))
        for claim in result.claims:
            assert list(claim.model_dump()) == list(asdict(claim))
            assert claim.model_dump() == asdict(claim)


def test_the_dump_is_a_copy():
    claim = ClaimResult(text="T.m", kind="member", status="not_found", evidence=[Evidence("a.java", 3, "T")],
                        suggestions=[Suggestion("T.n", "a.java", 4, 0.9)], members=["n() :4"])
    dumped = claim.model_dump()
    dumped["members"].append("x")
    dumped["evidence"][0]["line"] = 99
    assert claim.members == ["n() :4"] and claim.evidence[0].line == 3


Pair = namedtuple("Pair", "a b")


@dataclass
class _Nested(_Record):
    pair: Pair
    table: dict = field(default_factory=dict)
    items: tuple = ()
    inner: list = field(default_factory=list)


def test_containers_of_every_kind_dump_as_asdict_did():
    value = _Nested(pair=Pair(Evidence("p", 1, "s"), [1, 2]), table={"k": Suggestion("s", "p", 2)},
                    items=(Evidence("q", 2, "t"), "x"), inner=[{"deep": [Evidence("r", 3, "u")]}])
    assert value.model_dump() == asdict(value)
    assert type(value.model_dump()["pair"]) is Pair
