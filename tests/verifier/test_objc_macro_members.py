"""Objective-C members declared by a macro call, as Expecta declares its matchers
(`EXPMatcherInterface(beGreaterThan, (id expected));` expands, through a second macro, to a category of
EXPExpect whose property is the first argument). Real files, real tree-sitter, a real on-disk index:
a declared matcher is verified with the call's file and line; a slip of one is an error whose first
suggestion is the declared matcher; a name no call declares stays an error."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.objc_macro_members import generators, calls

from verifier_repos import verifier_over, first_member as member

SUPPORT = """#import <Foundation/Foundation.h>

#define _PXMatcherInterface(matcherName, matcherArguments) \\
@interface PXExpect (matcherName##Matcher) \\
@property (nonatomic, readonly) void(^ matcherName) matcherArguments; \\
@end

#define _PXMatcherAliasImplementation(newMatcherName, oldMatcherName, matcherArguments) \\
@implementation PXExpect (newMatcherName##Matcher) \\
@dynamic newMatcherName; \\
- (void(^) matcherArguments) newMatcherName { return [self oldMatcherName]; } \\
@end
"""

OBJECT = """#import "PXSupport.h"

#define PXMatcherInterface(matcherName, matcherArguments) _PXMatcherInterface(matcherName, matcherArguments)
#define PXMatcherAliasImplementation(newMatcherName, oldMatcherName, matcherArguments) _PXMatcherAliasImplementation(newMatcherName, oldMatcherName, matcherArguments)
"""

EXPECT = """#import <Foundation/Foundation.h>

@interface PXExpect : NSObject
@property (nonatomic, readonly) PXExpect *to;
@property (nonatomic, readonly) PXExpect *notTo;
- (instancetype)initWithActualBlock:(id)actualBlock;
@end
"""

FILES = {
    "Px/PXSupport.h": SUPPORT,
    "Px/PXObject.h": OBJECT,
    "Px/PXExpect.h": EXPECT,
    "Px/PXExpect.m": '#import "PXExpect.h"\n@implementation PXExpect\n- (instancetype)initWithActualBlock:(id)actualBlock { return self; }\n@end\n',
    "Px/Matchers/PXMatchers+beGreaterThan.h": '#import "PXObject.h"\n\nPXMatcherInterface(beGreaterThan, (id expected));\n',
    "Px/Matchers/PXMatchers+beginWith.h": '#import "PXObject.h"\n\nPXMatcherInterface(beginWith, (id expected));\n',
    "Px/Matchers/PXMatchers+beginWith.m": ('#import "PXMatchers+beginWith.h"\n\n'
                                           "PXMatcherAliasImplementation(startWith, beginWith, (id expected));\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_matcher_a_macro_call_declares_is_verified_with_the_call_as_evidence(verifier):
    c = member(verifier, "PXExpect.beGreaterThan")
    assert c.status == "verified" and c.rule == R.MACRO_DECLARED_MEMBER
    assert any(e.path == "Px/Matchers/PXMatchers+beGreaterThan.h" and e.line == 3 for e in c.evidence)


def test_an_alias_declared_by_an_implementation_macro_is_verified(verifier):
    c = member(verifier, "PXExpect.startWith")
    assert c.status == "verified" and c.rule == R.MACRO_DECLARED_MEMBER


def test_a_slip_of_a_declared_matcher_is_an_error_with_the_matcher_first(verifier):
    c = member(verifier, "PXExpect.beGreaterThen")
    assert c.error == "S1_FACTUAL_ERROR"
    assert c.suggestions and c.suggestions[0].symbol == "PXExpect.beGreaterThan"
    assert c.suggestions[0].path == "Px/Matchers/PXMatchers+beGreaterThan.h"


def test_a_name_no_call_declares_stays_an_error(verifier):
    c = member(verifier, "PXExpect.beYes")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule != R.MACRO_DECLARED_MEMBER


def test_a_real_property_is_found_as_before(verifier):
    c = member(verifier, "PXExpect.notTo")
    assert c.status == "verified" and c.rule == R.MEMBER_FOUND


def test_generators_follow_forwarding_macros_and_calls_skip_definitions():
    lines = {"a.h": SUPPORT.splitlines(), "b.h": OBJECT.splitlines()}
    macros = [("a.h", "_PXMatcherInterface", 3, "(matcherName, matcherArguments)"),
              ("a.h", "_PXMatcherAliasImplementation", 8, "(newMatcherName, oldMatcherName, matcherArguments)"),
              ("b.h", "PXMatcherInterface", 3, "(matcherName, matcherArguments)"),
              ("b.h", "NotAGenerator", 4, "(x)")]
    gens = generators(macros, lambda p: lines[p])
    assert gens == {"_PXMatcherInterface": ("PXExpect", 0), "_PXMatcherAliasImplementation": ("PXExpect", 0),
                    "PXMatcherInterface": ("PXExpect", 0)}
    found = calls(gens, [("b.h", 3, "#define PXMatcherInterface(matcherName, matcherArguments) _PXMatcherInterface(matcherName, matcherArguments)"),
                         ("m.h", 3, "PXMatcherInterface(beCloseTo, (id expected, id within));"),
                         ("m.h", 4, "PXMatcherInterface((weird), (id expected));")])
    assert [(m.type_name, m.name, m.path, m.line) for m in found] == [("PXExpect", "beCloseTo", "m.h", 3)]
