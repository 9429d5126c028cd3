"""The quiet history (no `since`) asks git about a code-like name no source file has now; a name spelt as a
platform SDK's own (`CGSizeMake`, `NSMakeRange`, `UIEdgeInsetsMake` in an Objective-C or Swift repository: a
platform framework's prefix, then a capital) is the platform's, never asked (Masonry, prose6:
`make.size.mas_equalTo(CGSizeMake(40, 40))` was called stale because old library code once called it and only
tests do now). Real files, real index: the resolver's `platform_named` over the repository's languages."""
from __future__ import annotations

import pytest

from verifier_repos import verifier_over

FILES = {
    "Lib/Sizer.h": "#import <UIKit/UIKit.h>\n\n@interface Sizer : NSObject\n- (CGSize)avatarSize;\n@end\n",
    "Lib/Sizer.m": '#import "Sizer.h"\n\n@implementation Sizer\n- (CGSize)avatarSize { return CGSizeMake(40, 40); }\n@end\n',
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


@pytest.mark.parametrize("name", ["CGSizeMake", "NSMakeRange", "UIEdgeInsetsMake"])
def test_a_platform_prefixed_name_is_the_platforms(verifier, name):
    assert verifier.resolver.platform_named(name)


@pytest.mark.parametrize("name", ["SizerMake", "makeLegacySize", "CGsize", "Sizer"])
def test_the_repositorys_own_names_are_not(verifier, name):
    assert not verifier.resolver.platform_named(name)


def test_a_java_repository_has_no_apple_platform_names(tmp_path_factory):
    v = next(verifier_over(tmp_path_factory, {"src/A.java": "package a;\n\npublic class A {}\n"}))
    try:
        assert not v.resolver.platform_named("CGSizeMake")
    finally:
        v.close()
