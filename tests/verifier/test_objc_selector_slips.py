"""CALL_SLIP for an Objective-C selector written alone: a letter slip in a later part of one of the
repository's selectors, that part written nowhere (`webSocket:didReceiveMessageWithStrings:` for
SocketRocket's `webSocket:didReceiveMessageWithString:`); real tree-sitter, real index."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

OBJC = {
    "Sock/QXSocket.h": """#import <Foundation/Foundation.h>

@class QXSocket;

@protocol QXSocketDelegate <NSObject>
- (void)socket:(QXSocket *)socket didReceiveMessageWithString:(NSString *)string;
- (void)socket:(QXSocket *)socket didReceiveMessageWithData:(NSData *)data;
@end

@interface QXSocket : NSObject
@property (nonatomic, weak) id <QXSocketDelegate> delegate;
@end
""",
    "Sock/Tests/QXFake.h": "@interface QXFake : NSObject\n- (void)socket:(id)s didCloseWithCode:(int)code;\n@end\n",
    "README.md": "Implement `socket:didReceiveMessageWithText:` in your own protocol if you need it.\n",
}


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC, name="Sock")


def only(verifier, text):
    [claim] = verifier.verify_text(text).claims
    return claim


def test_a_plural_in_a_later_part_of_a_real_selector_is_a_slip(objc):
    c = only(objc, "socket:didReceiveMessageWithStrings:")
    assert c.error and c.rule == R.CALL_SLIP
    assert c.suggestions[0].symbol == "QXSocketDelegate.socket:didReceiveMessageWithString:"


@pytest.mark.parametrize("text", [
    "socket:didReceiveMessageWithString:",     # real
    "socket:didReceiveMessageWithText:",       # another word, and written in the README
    "socket:didReceiveMessageWithJSON:",       # another word: no letter slip
    "socket:didCloseWithCodes:",               # a slip of a test's selector only
])
def test_anything_else_stays_open(objc, text):
    assert only(objc, text).error is None
