"""An Objective-C message written as code is checked by its whole selector, on the type of its
receiver: `[hud hideAnimated:YES afterDelayed:2]` sends `hideAnimated:afterDelayed:`, which the
repository's ProgressHUD does not have, though it has `hideAnimated:` and `hideAnimated:afterDelay:`."""
from __future__ import annotations

import pytest

from verifier.claims import extract_claims
from verifier.objc_messages import later_part_slip, message_selector
from codeindex.names import typo_variant
from verifier_repos import first_member, verifier_over

FILES = {
    "ProgressHUD/ProgressHUD.h": """#import <UIKit/UIKit.h>

@interface ProgressHUD : UIView
+ (instancetype)showHUDAddedTo:(UIView *)view animated:(BOOL)animated;
- (void)hideAnimated:(BOOL)animated;
- (void)hideAnimated:(BOOL)animated afterDelay:(NSTimeInterval)delay;
- (void)showWhileExecutingBlock:(dispatch_block_t)block;
@end
""",
    "ProgressHUD/ProgressHUD.m": """#import "ProgressHUD.h"

@implementation ProgressHUD
+ (instancetype)showHUDAddedTo:(UIView *)view animated:(BOOL)animated { return nil; }
- (void)hideAnimated:(BOOL)animated {}
- (void)hideAnimated:(BOOL)animated afterDelay:(NSTimeInterval)delay {}
- (void)showWhileExecutingBlock:(dispatch_block_t)block {}
@end
""",
    "ProgressHUD/NSObject+ProgressHUD.h": """#import "ProgressHUD.h"

@interface NSObject (ProgressHUD)
@property (nonatomic, strong) ProgressHUD *progressHUD;
@property (nonatomic, strong, readonly) UIView *hudHost;
@end
""",
    "ProgressHUD/NSObject+ProgressHUD.m": """#import "NSObject+ProgressHUD.h"

@implementation NSObject (ProgressHUD)
- (ProgressHUD *)progressHUD { return nil; }
@end
""",
    "Demo/Demo.m": """#import "ProgressHUD.h"

@implementation Demo
- (void)run {
    ProgressHUD *hud = [ProgressHUD showHUDAddedTo:self.view animated:YES];
    [hud hideAnimated:YES afterDelay:2];
}
- (void)stop {
    ProgressHUD *hud = [[ProgressHUD alloc] initWithView:self.view];
    [hud hideAnimated:NO];
}
@end
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


@pytest.mark.parametrize("body, selector", [
    ("hideAnimated:YES afterDelay:2", "hideAnimated:afterDelay:"),
    ('executeQuery:sql withParameters:@{@"id": uid}', "executeQuery:withParameters:"),
    ("inTransaction:^(FMDatabase *db, BOOL *rollback){ [db close]; }", "inTransaction:"),
    ("showWhileExecuting:@selector(export) onTarget:self withObject:nil animated:YES",
     "showWhileExecuting:onTarget:withObject:animated:"),
    ("setTitle:on ? a : b forState:s", "setTitle:forState:"),
    ('executeUpdate:@"a:b c:d", x', "executeUpdate:"),
    ("hide:afterDelay:", "hide:afterDelay:"),
    ("interrupt", "interrupt"),
    ("x + 1", None),
    ("close) extra(", None),
])
def test_the_selector_is_every_part_outside_the_arguments(body, selector):
    assert message_selector(body) == selector


def test_a_message_to_a_variable_in_code_is_a_member_of_that_variable():
    claims = extract_claims("文字提示用 `[hud hideAnimated:YES afterDelayed:2]` 两秒后自动消失。")
    assert [(c.kind, c.qualifier, c.name) for c in claims] == [("member", ("hud",), "hideAnimated:afterDelayed:")]
    # the current object names no type; a declaration `-[T sel]` names its class
    assert not [c for c in extract_claims("Then `[self hideAnimated:YES afterDelay:2]`.") if c.kind == "member"]


def test_a_slip_in_a_later_part_is_a_slip_of_the_selector():
    assert later_part_slip("hideAnimated:afterDelayed:", "hideAnimated:afterDelay:", typo_variant) == "two letters"
    assert later_part_slip("hideAnimated:afterDelay:", "hideAnimated:", typo_variant) is None
    assert later_part_slip("showHUDAddedTo:inView:", "showHUDAddedTo:animated:", typo_variant) is None


def test_whole_selector_of_a_variable_message_is_checked_on_its_type(verifier):
    c = first_member(verifier, "文字提示用 `[hud hideAnimated:YES afterDelayed:2]` 两秒后自动消失。")
    assert (c.status, c.error, c.rule) == ("not_found", "S1_FACTUAL_ERROR", "typo_of_own_member")
    assert c.suggestions[0].symbol == "ProgressHUD.hideAnimated:afterDelay:"
    assert any(e.path == "ProgressHUD/ProgressHUD.m" or e.path == "ProgressHUD/ProgressHUD.h" for e in c.evidence)


def test_the_real_selector_of_a_variable_message_is_verified(verifier):
    c = first_member(verifier, "Hide it later with `[hud hideAnimated:YES afterDelay:2]`.")
    assert (c.status, c.rule) == ("verified", "member_found")


def test_a_class_message_is_checked_by_its_whole_selector(verifier):
    assert first_member(verifier, "`[ProgressHUD showHUDAddedTo:self.view animated:YES]`").status == "verified"
    c = first_member(verifier, "Use `-[ProgressHUD hideAnimated:afterDelayed:]`.")
    assert (c.status, c.rule) == ("not_found", "typo_of_own_member")


def test_a_message_to_a_property_is_a_member_of_what_the_property_holds():
    [c] = [c for c in extract_claims("Call `[self.progressHUD hideAnimated:YES]` when done.") if c.kind == "member"]
    assert (c.qualifier, c.chained_on, c.name) == (("self", "progressHUD"), ("self", "progressHUD"), "hideAnimated:")


@pytest.mark.parametrize("text, rule, suggestion", [
    ("Hide it on logout with `[self.progressHUD hideAnimated:YES afterDelayed:2]`.", "typo_of_own_member",
     "ProgressHUD.hideAnimated:afterDelay:"),
    ("dealloc 里记得调用 `[self.progressHUD hideAnimated:YES afterDelays:2]`。", "typo_of_own_member",
     "ProgressHUD.hideAnimated:afterDelay:"),
    ("画面を閉じるときに `[controller.progressHUD hideAnimatd:YES]` で消す。", "typo_of_own_member",
     "ProgressHUD.hideAnimated:"),
])
def test_a_selector_missing_on_the_type_a_property_added_to_every_object_holds_is_an_error(verifier, text, rule, suggestion):
    c = first_member(verifier, text)
    assert (c.status, c.error, c.rule) == ("not_found", "S1_FACTUAL_ERROR", rule)
    if suggestion:
        assert c.suggestions[0].symbol == suggestion


@pytest.mark.parametrize("text", [
    "Hide it later with `[self.progressHUD hideAnimated:YES afterDelay:2]`.",   # ProgressHUD has it
    "Then `[self.hudHost setNeedsLayout]`.",                                   # a UIView: outside the repository
    "Then `[self.window makeKeyAndVisible]`.",                                 # no such property here
    "dealloc 里记得调用 `[self.progressHUD dismissAll]`。",                    # UIView's members are not known
])
def test_a_message_to_a_property_that_holds_it_or_an_outside_type_is_no_error(verifier, text):
    assert not [c for c in verifier.verify_text(text).claims if c.error]


def test_a_wrong_later_part_suggests_the_selector_of_that_beginning(verifier):
    # not a slip of letters (`completion:` is no near miss of `afterDelay:`): a selector of the same start
    # (uncertain: UIView, outside, may have it; the did-you-mean stands all the same)
    c = first_member(verifier, "关闭时用 `[hud hideAnimated:YES completion:nil]`。")
    assert c.suggestions[0].symbol == "ProgressHUD.hideAnimated:afterDelay:"
