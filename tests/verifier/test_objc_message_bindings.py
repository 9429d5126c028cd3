"""Objective-C messages bound to a type by the sentence: "sending `sel:` to the T" (a message sent to T
is T's), and a message to a property of self whose name fits the type the sentence names
("call `[self.socket connect]` on the SRWebSocket")."""
from __future__ import annotations

import pytest

from verifier.claims import extract_claims


def bound(text):
    return [(c.qualifier, c.name, c.binding) for c in extract_claims(text) if c.kind == "member"]


@pytest.mark.parametrize("text, owner, name", [
    ("Give the slow upload more time by sending `setAsynchronousTestTimeout:10` to that one `EXPExpect`.",
     ("EXPExpect",), "setAsynchronousTestTimeout"),
    ("Send `reloadData:` to the `QXTableController` after the fetch.", ("QXTableController",), "reloadData"),
])
def test_a_selector_sent_to_a_type_is_its_member(text, owner, name):
    assert any(q == owner and n.rstrip(":") == name and b == "call_on" for q, n, b in bound(text))


@pytest.mark.parametrize("text", [
    # not a selector: a message of the writer's own protocol, perhaps
    "Send `shutdown` to the `Worker` before exiting.",
    # no verb of sending
    "Pass `setTimeout:10` to the `EXPExpect` initialiser.",
])
def test_without_a_selector_sent_nothing_is_bound(text):
    assert not any(b == "call_on" for _q, _n, b in bound(text))


def test_a_message_to_a_property_of_self_named_after_the_type_is_bound_to_it():
    [(owner, name, how)] = bound("After setting the delegate, call `[self.socket connect]` on the SRWebSocket.")
    assert owner == ("SRWebSocket",) and name == "connect" and how == "member_of"
    # a property whose name does not fit the type stays a chain through self
    assert not any(q == ("SRWebSocket",) for q, _n, _b in bound("Call `[self.loader connect]` on the SRWebSocket."))
