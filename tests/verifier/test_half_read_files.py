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
\t}
- (void)flushPending {
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


def test_a_member_declared_in_the_unread_part_stays_uncertain(verifier):
    # `- (void)flushPending` is written where the parser failed: a declaration it may have lost.
    assert rule_of(verifier, "-[KVStore flushPending]") == R.MAYBE_MISPARSED


@pytest.mark.parametrize("text", ["-[KVStore buffer]", "-[KVStore cleanup]"])
def test_a_word_of_the_unread_part_that_no_declaration_writes_is_missing(verifier, text):
    # `buffer` is a local variable there and `cleanup` a macro's name: neither is declared as a member.
    assert rule_of(verifier, text) == R.MEMBER_MISSING


def test_members_read_around_the_failure_are_verified(verifier):
    for text in ("-[KVStore objectForKey:fromTable:error:]", "-[KVStore migrateFromVersion:toVersion:]"):
        assert rule_of(verifier, text) == R.MEMBER_FOUND


# C++ with macros the grammar cannot read, inside the class (line 9) and at the end of the file.
CPP = """#pragma once
KIT_BEGIN_NAMESPACE

inline auto to_text(int v) -> int { return v; }

class counter {
 public:
  template <typename T, KIT_ENABLE_IF(std::is_integral<T>::value)>
  KIT_NODISCARD KIT_INLINE auto put(T v) -> int { return 0; }
  inline auto str() const -> int { return 0; }
};

KIT_API void report(int code) noexcept;

template <typename T, KIT_ENABLE_IF(std::is_integral<T>::value)>
KIT_NODISCARD KIT_INLINE auto to_text(T value) -> int { return 0; }

KIT_END_NAMESPACE
"""


@pytest.fixture(scope="module")
def cpp(tmp_path_factory):
    root = tmp_path_factory.mktemp("kitcpp")
    write(root, {"include/kit.h": CPP})
    v = open_verifier(root, tmp_path_factory.mktemp("kitcpp-idx"))
    yield v
    v.close()


def test_a_free_function_far_from_the_type_is_not_a_member_a_brace_cut_off(cpp):
    # to_text is declared before counter and again after other declarations: free functions both.
    [claim] = [c for c in cpp.verify_text("`counter` の `to_text()` で文字列にする。").claims if c.binding]
    assert claim.rule == R.MEMBER_MISSING


def test_a_name_written_in_the_half_read_body_stays_uncertain(cpp):
    [claim] = cpp.verify_text("counter::put").claims
    assert claim.error is None


def test_where_the_parse_failed_comes_from_the_index_for_the_bytes_it_was_built_from(tmp_path_factory, monkeypatch):
    # The build works out a half-read file's error nodes where it parses it; the verifier then needs
    # no parse of its own (on a monorepo, a fifth of a batch's CPU), and answers as it did parsing.
    import codeindex.extract as extract
    from verifier import Verifier

    root, index_dir = tmp_path_factory.mktemp("kvstore2"), tmp_path_factory.mktemp("kvstore2-idx")
    write(root, {"Lib/KVStore.h": HEADER, "Lib/KVStore.m": SOURCE})
    open_verifier(root, index_dir).close()
    parsed: list[str] = []
    real = extract.error_nodes
    monkeypatch.setattr(extract, "error_nodes", lambda lang, source: parsed.append(lang) or real(lang, source))
    verifier = Verifier.open(root, index_dir=index_dir, update=False)
    try:
        assert rule_of(verifier, "-[KVStore flushPending]") == R.MAYBE_MISPARSED
        assert rule_of(verifier, "-[KVStore target]") == R.MEMBER_MISSING
        assert parsed == []
    finally:
        verifier.close()
    # Bytes changed since the build (the index not brought up to date): what the index holds is of
    # other bytes, so the verifier parses the file as it is now.
    write(root, {"Lib/KVStore.m": SOURCE + "\n// edited\n"})
    verifier = Verifier.open(root, index_dir=index_dir, update=False)
    try:
        assert rule_of(verifier, "-[KVStore flushPending]") == R.MAYBE_MISPARSED
        assert parsed
    finally:
        verifier.close()
