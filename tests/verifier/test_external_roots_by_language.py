"""A namespace a reference may leave the repository into is one of the repository's languages: Python's
`json` module is outside a Python repository, while in SwiftyJSON `json` is the variable its code gives
the type JSON (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier_repos import first_member, verifier_over

SWIFT = {
    "Source/JSON.swift": """public struct JSON {
    public func exists() -> Bool { return true }
    public var stringValue: String { return "" }
}
""",
    "Example/ViewController.swift": """func show(_ data: Data) {
    let json = JSON()
    print(json.stringValue)
}
func check(json: JSON) -> Bool { return json.exists() }
func more(json: JSON) -> Bool { return json.exists() }
func again(json: JSON) -> Bool { return json.exists() }
func last(json: JSON) -> Bool { return json.exists() }
""",
}
PYTHON = {
    "pkg/store.py": "import json\n\n\ndef save(data):\n    return json.dumps(data)\n",
}


@pytest.fixture(scope="module")
def swift(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, SWIFT)


@pytest.fixture(scope="module")
def python(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, PYTHON)


def test_a_python_module_name_is_no_outside_namespace_in_a_swift_repository(swift):
    c = first_member(swift, "判断字段是否下发用 `json.hasKey(\"vip\")`。")
    assert c.error == "S1_FACTUAL_ERROR", c.reason
    assert first_member(swift, "Check with `json.exists()` first.").status == "verified"


def test_in_a_python_repository_it_still_is(python):
    c = first_member(python, "Serialise with `json.dumpz(data)`.")
    assert c.error is None and c.status == "unverifiable"
