"""Platform delegate protocols whose methods all start with the delegating object's name
(`NSStreamDelegate`: `stream:handleEvent:`): a class whose ancestry leaves the repository only into
NSObject and such a protocol is as closed as one that leaves it only into NSObject (real tree-sitter,
real index; SocketRocket's `SRWebSocket : NSObject <NSStreamDelegate>`)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.langpacks import known_base

from verifier_repos import verifier_over

OBJC = {
    "Sock/SKSocket.h": """#import <Foundation/Foundation.h>

@protocol SKSocketDelegate;

@interface SKSocket : NSObject <NSStreamDelegate>
@property (nonatomic, weak) id <SKSocketDelegate> delegate;
- (void)open;
- (void)close;
- (void)sendString:(NSString *)string error:(NSError **)error;
@end

@protocol SKSocketDelegate <NSObject>
- (void)socket:(SKSocket *)socket didReceiveMessage:(id)message;
@end
""",
    "Sock/SKSocket.m": """#import "SKSocket.h"

@implementation SKSocket
- (void)open {}
- (void)close {}
- (void)sendString:(NSString *)string error:(NSError **)error {}
- (void)stream:(NSStream *)aStream handleEvent:(NSStreamEvent)eventCode {}
@end
""",
}


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC, name="Sock")


def member(verifier, text):
    return next(c for c in verifier.verify_text(text).claims if c.kind == "member")


@pytest.mark.parametrize("text", [
    "-[SKSocket resume]",
    "メッセージは SKSocket の `receiveMessageWithCompletionHandler:` で受け取る。",
])
def test_a_member_neither_the_class_nor_nsstreamdelegate_declares_is_missing(objc, text):
    claim = member(objc, text)
    assert claim.status == "not_found" and claim.rule == R.MEMBER_MISSING


@pytest.mark.parametrize("text", ["-[SKSocket stream:handleEvent:]", "-[SKSocket open]"])
def test_the_protocols_own_methods_stay_found(objc, text):
    assert member(objc, text).status == "verified"


@pytest.mark.parametrize("text", ["-[SKSocket respondsToSelector:]", "-[SKSocket stream:hasSpaceAvailable:]"])
def test_what_nsobject_or_the_protocol_may_declare_is_no_error(objc, text):
    assert member(objc, text).error is None


def test_the_table_knows_delegating_protocols_by_their_prefix():
    stream = known_base("NSStreamDelegate", "objc")
    assert stream is not None and stream.declares("stream:handleEvent:") and not stream.declares("resume")
    app = known_base("UIApplicationDelegate", "objc")
    assert app.declares("application:didFinishLaunchingWithOptions:") and app.declares("window")
    assert app.declares("applicationDidBecomeActive:") and not app.declares("openURL:")
