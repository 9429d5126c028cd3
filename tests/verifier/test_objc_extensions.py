"""Objective-C: selectors written with their method mark, and the repository's own prefixed
categories on platform classes (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

FILES = {
    "Kit/KitModel.h": """#import <Foundation/Foundation.h>

@interface KitModel : NSObject
+ (NSSet *)propertyKeys;
- (void)mergeValueForKey:(NSString *)key fromModel:(KitModel *)model;
@end
""",
    "Kit/KitModel.m": """#import "KitModel.h"

@implementation KitModel
+ (NSSet *)propertyKeys { return [NSSet set]; }
- (void)mergeValueForKey:(NSString *)key fromModel:(KitModel *)model {}
@end
""",
    "Kit/NSArray+KitAdditions.h": """#import <Foundation/Foundation.h>

@interface NSArray (KitAdditions)
- (id)kit_firstItem;
- (NSArray *)kit_arrayByRemoving:(id)object;
@end
""",
    "Kit/NSDictionary+KitAdditions.h": """#import <Foundation/Foundation.h>

@interface NSDictionary (KitAdditions)
- (NSDictionary *)kit_dictionaryByMerging:(NSDictionary *)other;
@end
""",
    "Kit/UIView+KitAdditions.h": """#import <UIKit/UIKit.h>

@interface UIView (KitAdditions)
- (UIImage *)kit_snapshot;
@end

@interface UIButton (KitAdditions)
- (void)kit_setTitle:(NSString *)title;
@end
""",
    "Kit/NSObject+KitObserving.h": """#import "KitModel.h"

@interface NSObject (KitObserving)
@property (nonatomic, strong) KitModel *observedModel;
@end
""",
    "README.md": "Planned: `kit_shuffled` on NSArray.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("kit")
    write(root, FILES)
    v = open_verifier(root, tmp_path_factory.mktemp("kit-idx"))
    yield v
    v.close()


def erring(verifier, text):
    return [c for c in verifier.verify_text(text).claims if c.error]


@pytest.mark.parametrize("text", [
    "-[NSArray kit_dictionaryByMerging:]",                    # NSDictionary's, and NSArray is no NSDictionary
    "从参数字典里去掉一项可以用 Kit 给 NSDictionary 加的 `kit_arrayByRemoving:`。",
    "-[NSArray kit_lastItem]",                                # the repository's prefix, written nowhere
])
def test_an_own_prefixed_member_no_extension_gives_the_platform_type_is_an_error(verifier, text):
    [claim] = erring(verifier, text)
    assert claim.rule == R.OWN_EXTENSION_NOT_ON_TYPE


def test_the_suggestion_is_the_type_the_repository_extends_with_it(verifier):
    [claim] = erring(verifier, "-[NSArray kit_dictionaryByMerging:]")
    assert claim.suggestions[0].symbol == "NSDictionary.kit_dictionaryByMerging:"


@pytest.mark.parametrize("text", [
    "-[NSMutableDictionary kit_dictionaryByMerging:]",   # a subclass of NSDictionary: the category reaches it
    "-[UIButton kit_snapshot]",                          # UIKit's ancestry is not known here (UIButton is a UIView)
    "-[NSArray kit_shuffled]",                           # written in the repository's docs
    "-[NSArray kit_firstItem]",
])
def test_a_member_the_platform_type_may_have_is_no_error(verifier, text):
    assert erring(verifier, text) == []


@pytest.mark.parametrize("text, rule", [
    ("自定义合并逻辑要重写 KitModel 的 `-mergeValueForKey:fromModels:`。", R.MEMBER_MISSING),
    ("`KitModel` のインスタンスで `mergeValueForKey:fromModels:` を呼ぶ。", R.MEMBER_MISSING),
    ("`KitModel` の `+propertyKeys` でプロパティ名の一覧が取れる。", R.MEMBER_FOUND),
    ("Override `-mergeValueForKey:fromModel:` on KitModel.", R.MEMBER_FOUND),
])
def test_a_selector_written_with_its_method_mark_is_bound_whole(verifier, text, rule):
    [claim] = [c for c in verifier.verify_text(text).claims if c.binding]
    assert claim.rule == rule


def test_a_command_flag_is_no_selector(verifier):
    assert verifier.verify_text("Build with `-v` and `-fobjc-arc`.").claims == []


# Rule OWN_PREFIX_UNDECLARED: the receiver's type is unknown (a variable, a bare name), but `kit_` is the
# prefix of the repository's own extensions of platform types, which only the repository declares.
@pytest.mark.parametrize("text, suggestion", [
    ("Snapshot each cell with `[cell kit_snapshotImage]` before the transition.", "UIView.kit_snapshot"),
    ("合并两个配置：`[defaults kit_dictionaryByMerging:overrides withPriority:1]`。",
     "NSDictionary.kit_dictionaryByMerging:"),
    ("一覧の先頭は `kit_firstObject` で取る。", "NSArray.kit_firstItem"),
])
def test_an_own_prefixed_member_of_an_unknown_receiver_declared_nowhere_is_an_error(verifier, text, suggestion):
    [claim] = erring(verifier, text)
    assert claim.rule == R.OWN_PREFIX_UNDECLARED
    assert claim.suggestions[0].symbol == suggestion


@pytest.mark.parametrize("text", [
    "Snapshot each cell with `[cell kit_snapshot]` before the transition.",      # declared
    "合并两个配置：`[defaults kit_dictionaryByMerging:overrides]`。",               # declared, all its parts
    "The shuffle is `[items kit_shuffled]`.",                                     # written in the docs
    "Our own helper `[items app_shuffled]` lives in the app target.",             # not the repository's prefix
    "`[cell kit_snapshotImage]` does not exist.",                                 # said to be absent
])
def test_an_own_prefixed_member_declared_or_written_or_foreign_is_no_error(verifier, text):
    assert erring(verifier, text) == []


def test_an_unprefixed_extension_written_in_other_letter_case_is_an_error(verifier):
    [claim] = erring(verifier, "-[NSObject ObservedModel]")
    assert claim.rule == R.TYPO_OF_OWN_EXTENSION
    assert claim.suggestions[0].symbol == "NSObject.observedModel"


@pytest.mark.parametrize("text", [
    "-[NSObject observedModels]",   # a plural: NSObject's own members are another matter without a prefix
    "-[NSObject observedModel]",
])
def test_an_unprefixed_extension_slip_other_than_case_is_no_error(verifier, text):
    assert erring(verifier, text) == []
