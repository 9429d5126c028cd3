"""Swift: a receiver the repository declares with a few of its own types and no other (real
tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

FILES = {
    "Sources/PinViewDSL.swift": """public struct PinViewDSL {
    public func makePins(_ closure: () -> Void) {}
    public func removePins() {}
    public func updatePins(_ closure: () -> Void) {}
    public var top: Int { return 0 }
}
""",
    "Sources/PinGuideDSL.swift": """public struct PinGuideDSL {
    public func makePins(_ closure: () -> Void) {}
    public func removePins() {}
}
""",
    "Sources/View+Pins.swift": """import UIKit

public extension UIView {
    var pin: PinViewDSL {
        return PinViewDSL()
    }
}
""",
    "Sources/Guide+Pins.swift": """import UIKit

public extension UILayoutGuide {
    var pin: PinGuideDSL {
        return PinGuideDSL()
    }
}
""",
    "Sources/Holder.swift": """import UIKit

final class Holder {
    var slot: PinViewDSL = PinViewDSL()
}

func configure(slot: UIView) {}
""",
    "Examples/Cards.swift": """final class CardView { func flip() {} }
final class BadgeView { func glow() {} }

func demoOne() {
    let card: CardView = CardView()
    card.flip()
}

func demoTwo() {
    let card: BadgeView = BadgeView()
    card.glow()
}
""",
    "Sources/PinMaker.swift": """public final class PinItem {
    public func equalTo(_ value: Int) {}
}

public final class PinMaker {
    public var top: PinItem { return PinItem() }
    public var bottom: PinItem { return PinItem() }
}

public struct PinPriority: ExpressibleByFloatLiteral, Equatable, Strideable {
    public let value: Float
    public init(floatLiteral value: Float) { self.value = value }
    public func advanced(by n: Float) -> PinPriority { return PinPriority(floatLiteral: value + n) }
    public func distance(to other: PinPriority) -> Float { return other.value - value }
}

public func layout(_ closure: (_ make: PinMaker) -> Void) {}
public func relayout(_ closure: (_ make: PinMaker) -> Void) {}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("pins")
    write(root, FILES)
    v = open_verifier(root, tmp_path_factory.mktemp("pins-idx"))
    yield v
    v.close()


def only(verifier, text):
    [claim] = verifier.verify_text(text).claims
    return claim


@pytest.mark.parametrize("text", ["`pin.resetPins()` clears them.", "Lay out with `pin.makePin { }` first."])
def test_a_member_none_of_the_declared_types_has_is_missing(verifier, text):
    claim = only(verifier, text)
    assert claim.error and claim.rule == R.MEMBER_MISSING


def test_the_suggestion_comes_from_the_richest_declared_type(verifier):
    assert only(verifier, "Lay out with `pin.makePin { }` first.").suggestions[0].symbol == "PinViewDSL.makePins"


@pytest.mark.parametrize("text", ["`pin.removePins()` clears them.", "`pin.updatePins { }` moves them.", "`pin.top` is read."])
def test_a_member_one_declared_type_has_is_verified(verifier, text):
    assert only(verifier, text).status == "verified"


def test_a_receiver_also_declared_with_an_outside_type_stays_open(verifier):
    # `slot` is a PinViewDSL once and a UIView once: the text's slot may be a view.
    assert only(verifier, "`slot.resetPins()` clears them.").error is None


def test_a_missing_link_of_a_chain_typed_by_the_repository_is_the_error(verifier):
    claim = only(verifier, "Pin it with `make.safeTop.equalTo(8)` inside the closure.")
    assert claim.error and claim.rule == R.MEMBER_MISSING
    assert "safeTop" in claim.reason


def test_a_chain_whose_links_are_all_real_is_verified(verifier):
    assert only(verifier, "Pin it with `make.top.equalTo(8)` inside the closure.").status == "verified"


def test_a_type_whose_platform_bases_are_known_lacks_what_they_do_not_declare(verifier):
    # Strideable (with Comparable), Equatable and a literal protocol declare no rawValue.
    claim = only(verifier, "Log it with `PinPriority.rawValue`.")
    assert claim.error and claim.rule == R.MEMBER_MISSING
    assert only(verifier, "Compare them with `PinPriority.distance(to:)`.").status == "verified"


def test_a_local_variable_of_a_few_types_is_no_declared_receiver(verifier):
    # `card` is a CardView in one example and a BadgeView in another: local variables, not an API
    # property, so the text's `card` (a file name `card.ktx2`, another view) stays open.
    assert only(verifier, "Load `card.ktx2` first.").error is None
