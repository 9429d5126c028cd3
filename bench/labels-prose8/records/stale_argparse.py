# Time set: p-ranav/argparse's README at v2.1 (2019-11-22), checked against the pinned v3.2 head. The single header
# moved from include/argparse.hpp to include/argparse/argparse.hpp (so `#include <argparse/argparse.hpp>`); found by
# `git diff -M --name-status v2.1 HEAD` (the move shows as a deletion: the file was rewritten on the way). The API the
# README shows at v2.1 is still declared (three stale_true). (form, label, target, sugg, text, "cited_file:line", note)
OLD = "473d550ea313ea315a820b3b1b426254ad17061a"  # tag v2.1
OLD_DATE = "2019-11-22"
SOURCE_GLOBS = ["*.hpp", "*.cpp"]
MODULES = ("argparse",)
ANC = {}
ROWS = [
    ("en", "false", "include/argparse.hpp", "include/argparse/argparse.hpp",
     "Vendoring note: copy include/argparse.hpp into third_party/ and `#include <argparse.hpp>`; it is header-only.",
     "README.md:21", "deleted in 33101e7 (2020-05-08) when the header moved to include/argparse/argparse.hpp"),
    # still there
    ("en", "true", "Argument::action", None,
     "Integer options are converted with `.action([](const std::string& value) { return std::stoi(value); })`.",
     "README.md:54", ""),
    ("zh", "true", "Argument::nargs", None,
     "固定接收 4 个值的参数写成 `.nargs(4)`。", "README.md:156", ""),
    ("bare", "true", "ArgumentParser::parse_args", None, "ArgumentParser::parse_args", "README.md:57", ""),
]
