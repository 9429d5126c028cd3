"""A Swift error enum with a raw type (`enum E: Int, CustomNSError`): its outside bases are known —
the raw type gives rawValue and init(rawValue:), CustomNSError its three requirements — so a member
none of them has is missing (SwiftyJSON's `SwiftyJSONError.exists()`, JSON's method put on the error)."""
from __future__ import annotations

import pytest

from verifier_repos import first_member, verifier_over

FILES = {
    "Source/Kit/Kit.swift": """import Foundation

public enum KitError: Int, Swift.Error {
    case unsupportedType = 999
    case notExist = 500
}

extension KitError: CustomNSError {
    public static var errorDomain: String { return "com.kit" }
    public var errorCode: Int { return self.rawValue }
    public var errorUserInfo: [String: Any] { return [:] }
}

public struct JSON {
    public func exists() -> Bool { return true }
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_member_no_known_base_of_an_error_enum_has_is_missing(verifier):
    c = first_member(verifier, "用 KitError 的 exists() 判断错误是否存在。")
    assert c.error == "S1_FACTUAL_ERROR", c.reason
    assert c.suggestions[0].symbol == "JSON.exists"


def test_what_the_raw_type_and_custom_ns_error_give_is_not(verifier):
    for text in ("KitError 的 rawValue", "KitError 的 localizedDescription", "`KitError.errorCode`"):
        assert first_member(verifier, text).error is None, text
