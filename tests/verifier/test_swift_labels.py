"""Swift argument labels are part of a Swift name: `request(_:queue:completion:)` of a type whose only
`request` takes `(_:callbackQueue:progress:completion:)` does not exist, though `request` does."""
from __future__ import annotations

import pytest

from verifier.swift_labels import Written, declared_params, labels_fit, written_labels
from verifier_repos import first_member, verifier_over

FILES = {
    "Sources/Net/Provider.swift": """import Foundation

public typealias Completion = (Result<Int, Error>) -> Void

public protocol ProviderType: AnyObject {
    func request(_ target: Target, callbackQueue: DispatchQueue?, progress: Progress?, completion: @escaping Completion) -> Cancellable
}

open class NetProvider<Target: TargetType>: ProviderType {
    public init(endpointClosure: @escaping EndpointClosure = NetProvider.defaultEndpoint,
                stubClosure: @escaping StubClosure = NetProvider.neverStub,
                plugins: [PluginType] = []) {
    }

    open func request(_ target: Target, callbackQueue: DispatchQueue? = .none, progress: Progress? = .none,
                      completion: @escaping Completion) -> Cancellable {
        return requestNormal(target, callbackQueue: callbackQueue, progress: progress, completion: completion)
    }
}

public enum Job {
    case plain
    case parameters(parameters: [String: Any], encoding: ParameterEncoding)
    case upload(URL)
}

public struct Settings {
    public var name: String
    public var retries: Int
}

public struct NameSpec: ExpressibleByArrayLiteral {
    public static var long: NameSpec { NameSpec() }
    public static var shortAndLong: NameSpec { NameSpec() }
    public static func customLong(_ name: String) -> NameSpec { NameSpec() }
}

public struct Opt<Value> {
    public init(name: NameSpec = .long, help: String? = nil) {}
    public init(value: Value, name: NameSpec = .long) {}
}

public struct Configuration: Decodable {
    public init(commandName: String? = nil, abstract: String = "", version: String = "") {}
}
""",
    "Examples/Demo.swift": """import Net

let provider = NetProvider<API>()
func load() {
    provider.request(.user, callbackQueue: nil) { result in print(result) }
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


REQUEST = "_ target: Target, callbackQueue: DispatchQueue? = .none, progress: Progress? = .none, completion: @escaping Completion"


@pytest.mark.parametrize("written, fits", [
    ("_:callbackQueue:progress:completion:", True),
    ("_:completion:", True),                       # defaults left out
    ("_:completion:progress:", False),             # out of order
    ("_:queue:completion:", False),                # no such label
    ("_:", False),                                 # the completion is needed
    (".user, progress: p, completion: done", True),
    (".user, callbackQueue: q", True),             # a trailing closure may give the rest
    (".file(id), completion: done, progress: update", False),
])
def test_labels_fit_in_order_with_defaults_left_out(written, fits):
    assert labels_fit(written_labels(written), declared_params(REQUEST)) is fits


def test_a_call_without_labels_says_nothing_of_them():
    assert written_labels("target") is None and written_labels("...") is None and written_labels("") is None
    assert written_labels("[k: v], d: e").labels == ("_", "d")
    assert written_labels("a ? b : c, d: e") == Written(("_", "d"), call=True, args=("a ? b : c", "e"))


def test_an_enum_case_takes_its_associated_labels():
    params = declared_params("Encodable, encoder: JSONEncoder", enum_case=True)
    assert labels_fit(written_labels("_:encoder:"), params)
    assert not labels_fit(written_labels("value: x, encoder: e"), params)


def test_a_member_with_labels_no_declaration_takes_is_an_error(verifier):
    c = first_member(verifier, "NetProvider.request(_:queue:completion:)")
    assert (c.status, c.error, c.rule) == ("not_found", "S1_FACTUAL_ERROR", "argument_labels_differ")
    assert c.suggestions[0].symbol == "NetProvider.request(_:callbackQueue:progress:completion:)"
    assert any(e.path == "Sources/Net/Provider.swift" and e.line == 15 for e in c.evidence)


def test_the_labels_a_declaration_takes_are_verified(verifier):
    assert first_member(verifier, "NetProvider.request(_:callbackQueue:progress:completion:)").status == "verified"
    assert first_member(verifier, "Use `NetProvider.request(.user, completion: done)`.").status == "verified"


def test_an_initialiser_is_checked_by_its_labels(verifier):
    claims = verifier.verify_text("Build it with `NetProvider(endpointClosure: e, stubClosure: s)`.").claims
    assert [c.status for c in claims] == ["verified"]
    wrong = verifier.verify_text("Build it with `NetProvider(endpoint: e, stubClosure: s)`.").claims[0]
    assert (wrong.status, wrong.rule) == ("not_found", "argument_labels_differ")
    assert wrong.suggestions[0].symbol == "NetProvider.init(endpointClosure:stubClosure:plugins:)"
    # a Decodable type also has init(from:)
    assert verifier.verify_text("`Configuration(from: decoder)`").claims[0].status == "verified"
    assert verifier.verify_text("`Configuration(name: \"push\")`").claims[0].rule == "argument_labels_differ"


def test_a_struct_without_its_own_initialiser_has_a_memberwise_one(verifier):
    assert verifier.verify_text("`Settings(name: \"a\", retries: 2)`").claims[0].status == "verified"


def test_an_enum_case_with_other_labels_is_an_error(verifier):
    assert first_member(verifier, "`Job.parameters(parameters: p, encoding: e)`").status == "verified"
    c = first_member(verifier, "`Job.parameters(params: p, encoding: e)`")
    assert (c.status, c.rule) == ("not_found", "argument_labels_differ")
    assert c.suggestions[0].symbol == "Job.parameters(parameters:encoding:)"


def test_an_implicit_member_argument_is_a_member_of_the_parameters_type(verifier):
    claims = verifier.verify_text("Use `@Opt(name: .longAndShort) var port: Int`.").claims
    c = claims[0]
    assert (c.status, c.error, c.rule) == ("not_found", "S1_FACTUAL_ERROR", "argument_member_missing")
    assert "NameSpec" in c.reason and c.suggestions and c.suggestions[0].symbol.startswith("NameSpec.")
    for good in ("`@Opt(name: .shortAndLong) var port: Int`", "`@Opt(name: .customLong(\"p\"))`",
                 "`Opt(name: .long, help: .none)`", "`Opt(value: .zero, name: .long)`"):
        assert [c.status for c in verifier.verify_text(good).claims][:1] == ["verified"], good


NESTED_CONFIGURATIONS = {
    "Sources/Nuke/Pipeline/ImagePipeline.swift": """public final class ImagePipeline {
    public init(configuration: Configuration = Configuration()) {}
}
""",
    "Sources/Nuke/Pipeline/ImagePipeline+Configuration.swift": """extension ImagePipeline {
    public struct Configuration {
        public init() {}
        public static var withDataCache: Configuration { Configuration() }
    }
}
""",
    "Sources/Nuke/Caching/Cache.swift": """final class Cache {
    struct Configuration {
        var costLimit: Int = 0
    }
}
""",
}


@pytest.fixture(scope="module")
def nested(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, NESTED_CONFIGURATIONS)


def test_an_implicit_member_argument_is_read_on_the_parameters_type_nested_in_the_declaring_type(nested):
    # Nuke's `ImagePipeline(configuration: .withDataCache)`: the parameter's `Configuration` is
    # ImagePipeline's own, not the cache's `Configuration` of the same simple name.
    claims = nested.verify_text("Create it with `ImagePipeline(configuration: .withDataCache)`.").claims
    assert claims and all(c.error is None for c in claims), [c.reason for c in claims]
    claims = nested.verify_text("Create it with `ImagePipeline(configuration: .withDiskCache)`.").claims
    assert any(c.error == "S1_FACTUAL_ERROR" for c in claims), [c.reason for c in claims]
