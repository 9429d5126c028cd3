"""Python's collections.abc bases (and typing's aliases) declare a known set of methods: a type of the
repository built on Mapping or Sequence has those and its own, so a member neither has is missing for
certain, while one the ABC supplies is never an error."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write, verifier_over, first_member as claim

FILES = {
    "web/data.py": (
        "from collections.abc import Mapping, MutableMapping\nimport typing\n\n\n"
        "class Headers(Mapping):\n    def __getitem__(self, key):\n        return ''\n\n"
        "    def __iter__(self):\n        return iter(())\n\n    def __len__(self):\n        return 0\n\n"
        "    def raw(self):\n        return []\n\n\n"
        "class MutableHeaders(Headers, MutableMapping):\n    def append(self, key, value):\n        pass\n\n\n"
        "class Row(typing.Sequence):\n    def width(self):\n        return 0\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)



def test_a_member_neither_the_type_nor_its_abc_declares_is_missing(verifier):
    c = claim(verifier, "call `Headers.append(k, v)`")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert c.suggestions[0].symbol == "MutableHeaders.append"
    assert claim(verifier, "Row.add_cell").error == "S1_FACTUAL_ERROR"


def test_a_method_the_abc_supplies_is_not_an_error(verifier):
    for text in ("Headers.get", "Headers.items", "Row.index", "MutableHeaders.setdefault"):
        assert claim(verifier, text).error is None, text


def test_an_unknown_outside_base_stays_open(verifier, tmp_path):
    root = tmp_path / "r"
    write(root, {"app/x.py": "from werkzeug import Thing\n\n\nclass Local(Thing):\n    def own(self):\n        pass\n\n"
                             "# Local.adjust is described in the docs\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = next(c for c in v.verify_text("Local.adjust").claims if c.kind == "member")
        assert c.error is None and c.rule == R.OPEN_ANCESTRY
    finally:
        v.close()
