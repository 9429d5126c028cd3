"""A file the parser read only in part makes a miss uncertain only where the unread part could hold
the member: the declaration the failure falls in, and for an Objective-C selector of several parts
only where those parts are written one after another (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

HEADER = """#import <Foundation/Foundation.h>

@interface KVStore : NSObject
+ (instancetype)storeWithName:(NSString *)name error:(NSError **)error;
- (id)objectForKey:(NSString *)key fromTable:(NSString *)table error:(NSError **)error;
@end
"""
# `@cleanup { … }` (a macro of a helper library) is syntax the grammar cannot read: the first
# @implementation is half-read, the category after it is read in full.
SOURCE = """#import "KVStore.h"

@implementation KVStore

+ (instancetype)storeWithName:(NSString *)name error:(NSError **)error {
\treturn [[self alloc] init];
}

- (id)objectForKey:(NSString *)key fromTable:(NSString *)table error:(NSError **)error {
\tchar *buffer = malloc(16);
\t@cleanup {
\t\tfree(buffer);
\t};
\treturn nil;
}

@end

@implementation KVStore (Migration)

- (void)migrateFromVersion:(NSInteger)version toVersion:(NSInteger)target {
\t[KVStore storeWithName:@"x" error:NULL];
}

@end
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("kvstore")
    write(root, {"Lib/KVStore.h": HEADER, "Lib/KVStore.m": SOURCE})
    v = open_verifier(root, tmp_path_factory.mktemp("kvstore-idx"))
    yield v
    v.close()


def rule_of(verifier, text: str) -> str:
    [claim] = [c for c in verifier.verify_text(text).claims if "KVStore" in c.text or c.binding]
    return claim.rule


@pytest.mark.parametrize("text", [
    "+[KVStore storeWithName:options:error:]",          # a sibling of storeWithName:error:, parts not written so
    "-[KVStore objectForKey:inTable:error:]",
    "Call `objectForKey:fromTables:error:` on the KVStore.",
    "-[KVStore target]",                                 # written only in the category, which was read in full
])
def test_a_member_the_unread_part_cannot_hold_is_missing(verifier, text):
    assert rule_of(verifier, text) == R.MEMBER_MISSING


@pytest.mark.parametrize("text", [
    "-[KVStore buffer]",                                 # written inside the half-read implementation
    "-[KVStore cleanup]",
])
def test_a_member_written_in_the_unread_part_stays_uncertain(verifier, text):
    assert rule_of(verifier, text) == R.MAYBE_MISPARSED


def test_members_read_around_the_failure_are_verified(verifier):
    for text in ("-[KVStore objectForKey:fromTable:error:]", "-[KVStore migrateFromVersion:toVersion:]"):
        assert rule_of(verifier, text) == R.MEMBER_FOUND
