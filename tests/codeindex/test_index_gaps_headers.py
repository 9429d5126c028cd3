"""Declarations the index used to lose, read with the real grammars and a real on-disk index:
googletest's export macro ending in an underscore (`class GTEST_API_ TestInfo {`), an Objective-C
attribute macro with a blank line and a doc comment before its `@interface` (TTTAttributedLabel.h's
`IB_DESIGNABLE`), and a CMake template header (gflags declares its whole public API in
`src/gflags.h.in`, with `@VAR@` substitutions in it)."""
from __future__ import annotations

from pathlib import Path

from codeindex.extract import Extractor
from codeindex.languages import language_for

from verifier import Verifier

GTEST_HEADER = b"""namespace testing {
class GTEST_API_ TestInfo {
 public:
  ~TestInfo();
  const char* test_suite_name() const { return test_suite_name_.c_str(); }
  const char* name() const { return name_.c_str(); }
 private:
  std::string name_;
};
}  // namespace testing
"""

IB_HEADER = b"""#import <UIKit/UIKit.h>

@protocol FancyLabel <NSObject>
@property (nonatomic, copy) id text;
@end

IB_DESIGNABLE

/**
 `FancyLabel` is a drop-in replacement for `UILabel`.
 */
@interface FancyLabel : UILabel <FancyLabel>
@property (nonatomic, assign) CGFloat lineHeightMultiple;
- (void)addLinkToURL:(NSURL *)url withRange:(NSRange)range;
@end
"""

# the shape of gflags' src/gflags.h.in (names changed): a namespace, a DLL macro, an attribute after
# the class's brace and an include line, all filled in by CMake
TEMPLATE_HEADER = """#ifndef QFLAGS_QFLAGS_H_
#define QFLAGS_QFLAGS_H_
#include "qflags_declare.h"
namespace @QFLAGS_NAMESPACE@ {
class QFLAGS_DLL_DECL FlagSaver {
 public:
  FlagSaver();
  ~FlagSaver();
}@QFLAGS_ATTRIBUTE_UNUSED@;
extern QFLAGS_DLL_DECL uint32 ParseCommandLineFlags(int *argc, char*** argv, bool remove_flags);
}
@INCLUDE_QFLAGS_NS_H@
#endif
"""


def _found(symbols):
    return {(s.name, s.kind, s.container) for s in symbols}


def test_a_class_after_an_export_macro_ending_in_an_underscore_is_read():
    found = _found(Extractor().extract("cpp", GTEST_HEADER).symbols)
    assert ("TestInfo", "class", "testing") in found
    assert ("name", "method", "testing.TestInfo") in found
    assert ("test_suite_name", "method", "testing.TestInfo") in found


def test_an_interface_after_an_attribute_macro_a_blank_line_and_a_comment_is_read():
    symbols = Extractor().extract("objc", IB_HEADER).symbols
    assert ("FancyLabel", "class", None) in _found(symbols)
    members = {s.name for s in symbols if s.container == "FancyLabel"}
    assert {"lineHeightMultiple", "addLinkToURL:withRange:"} <= members


def test_a_template_header_is_a_header_of_the_language_inside():
    assert language_for("src/gflags.h.in") == "cpp"
    assert language_for("include/x.hpp.in") == "cpp"
    assert language_for("config.in") is None and language_for("setup.py.in") is None


def test_cmake_substitutions_are_masked_and_a_namespace_keeps_its_variable():
    found = _found(Extractor().extract("cpp", TEMPLATE_HEADER.encode()).symbols)
    assert ("QFLAGS_NAMESPACE", "namespace", None) in found
    assert ("FlagSaver", "class", "QFLAGS_NAMESPACE") in found
    assert ("ParseCommandLineFlags", "function", "QFLAGS_NAMESPACE") in found
    assert not any(name.startswith(("QFLAGS_ATTRIBUTE", "INCLUDE_QFLAGS")) for name, _, _ in found)


def test_the_template_header_is_in_the_built_index(tmp_path: Path):
    root = tmp_path / "qflags"
    (root / "src").mkdir(parents=True)
    (root / "src" / "qflags.h.in").write_text(TEMPLATE_HEADER, encoding="utf-8")
    (root / "src" / "gtest.h").write_bytes(GTEST_HEADER)
    verifier = Verifier.open(root, index_dir=tmp_path / "idx")
    try:
        explorer = verifier.resolver.explorer
        saver = [s for s in explorer.symbols_named("FlagSaver") if s.kind == "class"]
        assert saver and saver[0].path == "src/qflags.h.in" and saver[0].line == 5
        assert any(s.kind == "class" for s in explorer.find_types("TestInfo"))
    finally:
        verifier.close()


# rapidjson's document.h, in small: a qualifier macro after the parameter lists, a type-returning SFINAE
# macro, a macro after `static`, and `#ifndef ... #else ... #endif` around one constructor's declarator,
# which the grammar cannot join: before, the whole class was one error and GenericValue had no member.
RAPID_HEADER = b"""namespace rapidjson {
template <typename Encoding, typename Allocator = MemoryPoolAllocator<> >
class GenericValue {
public:
    GenericValue() RAPIDJSON_NOEXCEPT : data_() { data_.f.flags = 0; }
#ifndef RAPIDJSON_DOXYGEN_RUNNING // hide SFINAE from Doxygen
    template <typename T>
    explicit GenericValue(T b, RAPIDJSON_ENABLEIF((internal::IsSame<bool, T>))) RAPIDJSON_NOEXCEPT  // See #472
#else
    explicit GenericValue(bool b) RAPIDJSON_NOEXCEPT
#endif
        : data_() {
        data_.f.flags = b ? 1 : 2;
    }
    template <typename T>
    RAPIDJSON_DISABLEIF_RETURN((internal::IsPointer<T>), (GenericValue&))
    operator=(T value) { return *this; }
    bool IsNull() const RAPIDJSON_NOEXCEPT { return data_.f.flags == 0; }
    const Ch* GetString() const { return DataString(data_); }
private:
    static RAPIDJSON_FORCEINLINE const Ch* DataString(const Data& data) { return data.s.str; }
    Data data_;
};
typedef GenericValue<UTF8<> > Value;
}  // namespace rapidjson
"""


def test_a_class_behind_qualifier_and_sfinae_macros_and_a_split_declarator_is_read():
    found = _found(Extractor().extract("cpp", RAPID_HEADER).symbols)
    assert ("GenericValue", "class", "rapidjson") in found
    for member in ("IsNull", "GetString", "DataString"):
        assert (member, "method", "rapidjson.GenericValue") in found, member
