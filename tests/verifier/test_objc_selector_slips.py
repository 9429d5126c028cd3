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
def test_anything_else_is_no_slip(objc, text):
    # (the protocol's own lack of a selector of its delegating object's name is another rule's: below)
    assert only(objc, text).rule != R.CALL_SLIP


# OWN_DELEGATE_SELECTOR_MISSING: a selector whose first part is the delegating object's name of one of the
# repository's classes (`socket` for QXSocket) names a method of that class's delegate protocol.
DELEGATE = {
    "Label/QXLabel.h": """#import <UIKit/UIKit.h>

@class QXLabel;

@protocol QXLabelDelegate <NSObject>
- (void)label:(QXLabel *)label didSelectLinkWithURL:(NSURL *)url;
- (void)label:(QXLabel *)label didSelectLinkWithDate:(NSDate *)date;
- (BOOL)labelShouldHighlight:(QXLabel *)label;
@end

@interface QXLabel : UILabel
@property (nonatomic, weak) id <QXLabelDelegate> delegate;
@end

@interface QXLink : NSObject
@end
""",
    "README.md": "Tapping calls `label:didLongPressLinkWithURL:` on iOS 9 only.\n",
}


@pytest.fixture(scope="module")
def delegate(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, DELEGATE, name="Label")


def test_a_selector_of_the_delegating_objects_name_that_its_protocol_lacks_is_missing(delegate):
    c = only(delegate, "リンクのタップはデリゲートの `label:didTapLinkWithURL:` で受け取る。")
    assert c.error and c.rule == R.OWN_DELEGATE_SELECTOR_MISSING
    assert c.suggestions[0].symbol.startswith("QXLabelDelegate.label:didSelectLinkWith")


@pytest.mark.parametrize("text", [
    "label:didSelectLinkWithURL:",          # real
    "label:didLongPressLinkWithURL:",       # written in the README
    "link:didTapWithURL:",                  # QXLink has no delegate protocol of its name
    "button:didTapLinkWithURL:",            # no class of that name
])
def test_anything_else_stays_open_for_delegates(delegate, text):
    assert only(delegate, text).error is None
