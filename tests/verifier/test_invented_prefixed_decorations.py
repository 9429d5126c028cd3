"""INVENTED_PREFIXED_TYPE (real tree-sitter, real index): Objective-C's class prefix is a library's
namespace, so a type carrying the prefix of the repository's own types that is one of them with words
after it, and that the repository writes nowhere, is a type of this library that does not exist,
whatever member the text gives it (SocketRocket's `SRWebSocketConfiguration.timeoutInterval`, with
`timeoutInterval` NSURLRequest's; Masonry's `MASConstraintGroup`)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

OBJC = {
    "Sock/QXSocket.h": """#import <Foundation/Foundation.h>

@interface QXSocket : NSObject
@property (nonatomic, readonly) NSURLRequest *request;
- (void)open;
@end

@interface QXSecurityPolicy : NSObject
- (BOOL)evaluateServerTrust:(id)trust forDomain:(NSString *)domain;
@end

@interface QXFrame : NSObject
@end
""",
    "Sock/QXSocket.m": """#import "QXSocket.h"

@implementation QXSocket
- (void)open { if (self.request.timeoutInterval > 0) {} }
@end
""",
    "Sock/Tests/QXTestHelper.h": """@interface QXTestHelper : NSObject
@end
""",
    "README.md": "QXSocket opens a socket. QXLegacyThing was the old name.\n",
}


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC, name="Sock")


def claim_of(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if name in c.text)


@pytest.mark.parametrize("text, name", [
    ("超时通过 `QXSocketConfiguration.timeoutInterval` 设置。", "QXSocketConfiguration"),
    ("Keep the pinned certificates in a `QXSecurityPolicyStore`.", "QXSecurityPolicyStore"),
])
def test_the_librarys_prefix_on_one_of_its_types_with_words_after_it_is_invented(objc, text, name):
    claim = claim_of(objc, text, name)
    assert claim.error and claim.rule == R.INVENTED_PREFIXED_TYPE


@pytest.mark.parametrize("text, name", [
    # written in the repository (its docs): a name the project knows
    ("`QXLegacyThing.open` is gone.", "QXLegacyThing"),
    # the prefix alone, no own type it decorates
    ("Use `QXUploader.start` for big files.", "QXUploader"),
    # a platform prefix is Apple's namespace, not the library's
    ("`NSSocketConfiguration.timeoutInterval` is set by the app.", "NSSocketConfiguration"),
    # the writer's own type
    ("Our own `QXSocketWrapper` hides it.", "QXSocketWrapper"),
    # a test's type decorated is no library API
    ("`QXTestHelperFactory.make` builds one.", "QXTestHelperFactory"),
])
def test_without_that_evidence_the_type_stays_open(objc, text, name):
    claim = claim_of(objc, text, name)
    assert claim.error is None
