"""An Objective-C class whose `@interface` the parser misreads (`IB_DESIGNABLE` and a comment before it, as in
TTTAttributedLabel.h) leaves the index with only a protocol of the same name and the class's properties
without a container. The class's members are read from its `@interface T : Base` ... `@end` block instead:
one declared there is found; a slip of one of them is TYPO_OF_OWN_MEMBER; a name written nowhere is
MEMBER_UNKNOWN_TO_REPOSITORY; any other name may come from the base outside (UILabel), and stays open."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

HEADER = """#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, FancyLabelAlignment) {
    FancyLabelAlignmentCenter = 0,
    FancyLabelAlignmentTop    = 1,
};

@protocol FancyLabel <NSObject>
@property (nonatomic, copy) IBInspectable id text;
@end

IB_DESIGNABLE

/**
 `FancyLabel` is a drop-in replacement for `UILabel`.
 */
@interface FancyLabel : UILabel <FancyLabel, UIGestureRecognizerDelegate>

@property (nonatomic, strong) NSDictionary *linkAttributes;
@property (nonatomic, assign) IBInspectable UIEdgeInsets textInsets;
@property (nonatomic, assign) IBInspectable CGFloat lineHeightMultiple;

- (void)addLinkToURL:(NSURL *)url withRange:(NSRange)range;

@end
"""

FILES = {
    "FancyLabel/FancyLabel.h": HEADER,
    "FancyLabel/FancyLabel.m": ('#import "FancyLabel.h"\n\n@implementation FancyLabel\n'
                                "- (void)addLinkToURL:(NSURL *)url withRange:(NSRange)range {\n}\n@end\n"),
    "README.md": "Set numberOfLines to 0 for wrapping text.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_property_of_the_misread_block_is_found(verifier):
    c = member(verifier, "FancyLabel.textInsets")
    assert c.status == "verified" and c.rule == R.MEMBER_FOUND


def test_a_slip_of_a_property_of_the_block_is_an_error_with_it_as_the_suggestion(verifier):
    c = member(verifier, "FancyLabel.textInset")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.TYPO_OF_OWN_MEMBER
    assert c.suggestions[0].symbol == "FancyLabel.textInsets"


def test_a_name_written_nowhere_is_an_error_only_while_the_class_is_misread(verifier):
    c = member(verifier, "FancyLabel.textContainerInset")
    if any(t.kind == "class" for t in verifier.resolver.explorer.find_types("FancyLabel")):
        # The index reads this @interface now (an attribute macro, a blank line and a comment before it are
        # masked): the class is judged as every class with a platform base is, and UILabel, whose members
        # no table lists, may declare the name.
        assert c.error is None and c.rule == R.OPEN_ANCESTRY
    else:
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY


def test_a_name_the_unknown_base_may_declare_stays_open(verifier):
    # UILabel's numberOfLines: the base's members are not known, and the name is written in the repository
    c = member(verifier, "FancyLabel.numberOfLines")
    assert c.error is None and c.rule == R.OPEN_ANCESTRY
