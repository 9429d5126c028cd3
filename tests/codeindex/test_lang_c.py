"""C fixture: sample_repos/qqbrowser/native/qbzip (functions, a struct, typedef'd structs, an enum,
a union, macros, constants, includes). `.c` files are C; the `.h` header is parsed as C++ (that is
what languages.py decides for `.h` without Objective-C markers), and must read the same."""
from pathlib import Path

import pytest

from codeindex.languages import language_for
from symtab import rows

ROOT = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


def extract(extractor, rel):
    source = (ROOT / rel).read_bytes()
    return extractor.extract(language_for(rel, source[:4096]), source)


def by_qualname(result):
    return {s.qualname: s for s in result.symbols}


EXPECTED = {
    "native/qbzip/qbzip.h": [
        ('QBZIP_VERSION', 'macro', 10, None),
        ('QBZIP_MAX_NAME', 'macro', 11, None),
        ('QBZIP_IS_ERROR', 'macro', 12, None),
        ('qbzip_method', 'enum', 14, None),
        ('qbzip_method.QBZIP_METHOD_STORE', 'enum_constant', 15, 'qbzip_method'),
        ('qbzip_method.QBZIP_METHOD_DEFLATE', 'enum_constant', 16, 'qbzip_method'),
        ('qbzip_entry_t', 'type_alias', 19, None),
        ('qbzip_entry', 'struct', 19, None),
        ('qbzip_entry.name', 'field', 20, 'qbzip_entry'),
        ('qbzip_entry.crc32', 'field', 21, 'qbzip_entry'),
        ('qbzip_entry.compressed_size', 'field', 22, 'qbzip_entry'),
        ('qbzip_entry.size', 'field', 23, 'qbzip_entry'),
        ('qbzip_entry.method', 'field', 24, 'qbzip_entry'),
        ('qbzip_mem_source', 'struct', 28, None),
        ('qbzip_mem_source.data', 'field', 29, 'qbzip_mem_source'),
        ('qbzip_mem_source.length', 'field', 30, 'qbzip_mem_source'),
        ('qbzip_mem_source.offset', 'field', 31, 'qbzip_mem_source'),
        ('qbzip_progress_fn', 'type_alias', 34, None),
        ('qbzip_open', 'function', 38, None),
        ('qbzip_open_memory', 'function', 39, None),
        ('qbzip_read_entry', 'function', 40, None),
        ('qbzip_extract_all', 'function', 41, None),
        ('qbzip_close', 'function', 43, None),
        ('qbzip_strerror', 'function', 44, None),
    ],
    "native/qbzip/qbzip.c": [
        ('QBZIP_LOCAL_HEADER_SIG', 'macro', 9, None),
        ('QBZIP_MIN', 'macro', 10, None),
        ('qbzip_error', 'enum', 12, None),
        ('qbzip_error.QBZIP_ERR_IO', 'enum_constant', 13, 'qbzip_error'),
        ('qbzip_error.QBZIP_ERR_FORMAT', 'enum_constant', 14, 'qbzip_error'),
        ('qbzip_error.QBZIP_ERR_NOMEM', 'enum_constant', 15, 'qbzip_error'),
        ('qbzip_archive', 'struct', 18, None),
        ('qbzip_archive.file', 'field', 19, 'qbzip_archive'),
        ('qbzip_archive.memory', 'field', 20, 'qbzip_archive'),
        ('qbzip_archive.entry_count', 'field', 21, 'qbzip_archive'),
        ('qbzip_archive.entries', 'field', 22, 'qbzip_archive'),
        ('kCrcPolynomial', 'constant', 25, None),
        ('read_u32le', 'function', 27, None),
        ('read_central_directory', 'function', 32, None),
        ('qbzip_open', 'function', 39, None),
        ('qbzip_close', 'function', 52, None),
        ('qbzip_strerror', 'function', 61, None),
    ],
    "native/qbzip/crc32.c": [
        ('qbzip_crc', 'type_alias', 6, None),
        ('qbzip_word', 'union', 8, None),
        ('qbzip_word.value', 'field', 9, 'qbzip_word'),
        ('qbzip_word.bytes', 'field', 10, 'qbzip_word'),
        ('qbzip_crc32_update', 'function', 13, None),
    ],
}


def test_languages_of_the_fixture():
    assert language_for("native/qbzip/qbzip.c", b"") == "c"
    assert language_for("native/qbzip/qbzip.h", (ROOT / "native/qbzip/qbzip.h").read_bytes()) == "cpp"


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_exact_symbols(extractor, rel):
    result = extract(extractor, rel)
    assert result.parse_errors == 0
    assert rows(result) == EXPECTED[rel]


def test_header_reads_the_same_as_c(extractor):
    # The header is indexed as C++; the C grammar must not find anything else in it.
    source = (ROOT / "native/qbzip/qbzip.h").read_bytes()
    as_c = extractor.extract("c", source)
    assert as_c.parse_errors == 0
    assert rows(as_c) == EXPECTED["native/qbzip/qbzip.h"]


def test_function_params_and_typedef_bases(extractor):
    header = by_qualname(extract(extractor, "native/qbzip/qbzip.h"))
    assert header["qbzip_open"].params == "(const char *path, qbzip_archive **out)"
    assert header["qbzip_strerror"].params == "(int code)"     # `const char *qbzip_strerror(int)`
    assert header["qbzip_extract_all"].params == (
        "(qbzip_archive *archive, const char *dest_dir, qbzip_progress_fn progress, void *user_data)")
    assert header["QBZIP_IS_ERROR"].params == "(code)"
    assert header["QBZIP_VERSION"].params is None
    # `typedef struct qbzip_entry {...} qbzip_entry_t;`: the alias leads to the struct.
    assert header["qbzip_entry_t"].bases == ("qbzip_entry",)
    assert header["qbzip_entry"].bases == ()
    # `typedef struct qbzip_archive qbzip_archive;` (same name) and the forward declaration define
    # nothing: the struct is defined in qbzip.c.
    assert "qbzip_archive" not in header
    source = by_qualname(extract(extractor, "native/qbzip/qbzip.c"))
    assert source["qbzip_archive"].kind == "struct"
    assert source["qbzip_archive"].line == 18


def test_imports(extractor):
    assert extract(extractor, "native/qbzip/qbzip.c").imports == [
        ("qbzip.h", 3), ("stdio.h", 5), ("stdlib.h", 6), ("string.h", 7)]


def test_edge_cases(extractor):
    source = b"""#ifndef FOO_H_
#define FOO_H_
#define FOO_EMPTY
struct fwd;
typedef struct fwd fwd_t;
typedef int (*cmp_fn)(const void *a, const void *b);
static int counter;
static const char *const kNames = "a";
int run(void) {
  static const int kLocal = 1;
  struct local_s { int x; };
  return kLocal;
}
#endif
"""
    result = extractor.extract("c", source)
    assert rows(result) == [
        ("FOO_EMPTY", "macro", 3, None),          # include guards are left out, empty macros are not
        ("fwd_t", "type_alias", 5, None),
        ("cmp_fn", "type_alias", 6, None),
        ("kNames", "constant", 8, None),          # a global variable (`counter`) is not a symbol
        ("run", "function", 9, None),             # locals of a function body are dropped
    ]
    assert by_qualname(result)["fwd_t"].bases == ("fwd",)


def test_extern_c_guard(extractor):
    # Every C header opens `extern "C" {` in one #ifdef group and closes it in another; both
    # grammars report that as an error unless the engine blanks the guard first.
    source = b"""#ifndef QB_H_
#define QB_H_
#ifdef __cplusplus
extern "C" {
#endif

int qb_init(void);

#ifdef __cplusplus
}  /* extern "C" */
#endif
#endif
"""
    for lang in ("c", "cpp"):
        result = extractor.extract(lang, source)
        assert result.parse_errors == 0, lang
        assert rows(result) == [("qb_init", "function", 7, None)]


def test_export_macro_opening_a_declaration(extractor):
    source = b"QBZIP_API int qbzip_open(const char *path);\nQBZIP_API const char *qbzip_err(int c);\n"
    result = extractor.extract("c", source)
    assert result.parse_errors == 0
    assert rows(result) == [("qbzip_open", "function", 1, None), ("qbzip_err", "function", 2, None)]
