"""Each certainty rule of issue 7 on a repository written by the test (real files, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

FEED = """package app.feed;

import android.widget.FrameLayout;

public class FeedView extends FrameLayout {
    public void loadMore() {}
    public void bindItems(java.util.List<String> items) {}
    public int visibleCount() { return 0; }
}
"""
BASE = """package app.net;

public class Transport {
    public void open() {}
}
"""
REQUEST = """package app.net;

public class Request extends Transport {
    public void send() {}
    public void cancel() {}
}
"""
TIMED = """package app.net;

public class TimedRequest extends Request {
    public void setDeadline(long ms) {}
}
"""
RETRY = """package app.net;

public class RetryRequest extends Request {
    public void retryLater() {}
}
"""
OTHER = """package app.util;

public class Strings {
    public static String join(String a, String b) { return a + b; }
}
"""


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    write(root, {"src/app/feed/FeedView.java": FEED, "src/app/net/Transport.java": BASE,
                 "src/app/net/Request.java": REQUEST, "src/app/net/TimedRequest.java": TIMED,
                 "src/app/net/RetryRequest.java": RETRY, "src/app/util/Strings.java": OTHER})
    return root


@pytest.fixture(scope="module")
def verifier(repo, tmp_path_factory):
    v = open_verifier(repo, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def claim(verifier, text):
    result = verifier.verify_text(text)
    return next((c for c in result.claims if c.kind == "member"), result.claims[0])


# -- TYPO_OF_OWN_MEMBER ----------------------------------------------------------------------

@pytest.mark.parametrize("text, meant", [
    ("FeedView.loadMores", "FeedView.loadMore"),            # plural
    ("FeedView.loadMroe", "FeedView.loadMore"),             # letters swapped
    ("FeedView.bindItem", "FeedView.bindItems"),            # plural dropped
    ("FeedView.visibleItemCount", "FeedView.visibleCount"),  # a word added
])
def test_a_slip_of_an_own_member_is_certain_though_the_base_is_outside(verifier, text, meant):
    c = claim(verifier, text)
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.TYPO_OF_OWN_MEMBER
    assert c.suggestions[0].symbol == meant


def test_a_different_name_on_an_open_ancestry_stays_unverifiable(verifier):
    c = claim(verifier, "FeedView.setElevation")        # FrameLayout may well have it
    assert c.status == "unverifiable" and c.error is None and c.rule == R.OPEN_ANCESTRY


def test_a_slip_that_is_a_name_elsewhere_in_the_repository_is_not_the_rule(verifier):
    c = claim(verifier, "FeedView.open")   # `open` is Transport's: the unseen base may declare it too
    assert c.rule != R.TYPO_OF_OWN_MEMBER and c.error is None


# -- INVENTED_TYPE ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, meant", [
    ("CachedFeedView.loadMore", "FeedView.loadMore"),     # a word added
    ("FeedPanel.loadMore()", "FeedView.loadMore"),          # a word swapped
])
def test_an_invented_decoration_of_a_real_type_is_certain(verifier, text, meant):
    c = claim(verifier, text)
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.INVENTED_TYPE
    assert c.suggestions[0].symbol == meant
    assert c.evidence[0].path == "src/app/feed/FeedView.java"


@pytest.mark.parametrize("text", [
    "Kotlin 侧的生成用的是 OtherKit 的 `FeedPanel.loadMore()`，不要混用。",
    "The app side uses OtherKit's `CachedFeedView.loadMore()` instead.",
    "画面側は OtherKit の `FeedPanel.loadMore()` を使う。",
])
def test_a_type_the_text_gives_another_library_is_not_invented(verifier, text):
    c = claim(verifier, text)
    assert c.rule != R.INVENTED_TYPE and c.error is None


def test_an_owner_word_that_is_a_type_here_leaves_the_invented_type_certain(verifier):
    c = claim(verifier, "FeedView 的 `CachedFeedView.loadMore()` 负责翻页。")
    assert c.rule == R.INVENTED_TYPE


def test_an_unknown_type_whose_member_the_real_type_lacks_stays_unverifiable(verifier):
    c = claim(verifier, "CachedFeedView.prefetch")
    assert c.error is None and c.status == "unverifiable"


def test_an_invented_name_the_repository_mentions_is_not_invented(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/FeedView.java": FEED.replace("package app.feed;", "package app.feed;\n// see CachedFeedView")})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "CachedFeedView.loadMore").error is None
    finally:
        v.close()


# -- HOMONYM_DEFINED_HERE --------------------------------------------------------------------

def test_a_platform_named_type_defined_here_and_never_imported_is_the_repositorys(verifier):
    c = claim(verifier, "Request.sendNow")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.HOMONYM_DEFINED_HERE


def test_a_platform_named_type_also_imported_from_outside_stays_uncertain(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/app/net/Transport.java": BASE, "src/app/net/Request.java": REQUEST,
                 "src/app/http/Client.java": "package app.http;\nimport okhttp3.Request;\n"
                                             "class Client { void go(Request r) { r.newBuilder(); } }\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "Request.newBuilder")       # the imported Request is used with that name
        assert c.error is None and c.rule == R.PLATFORM_HOMONYM
        c = claim(v, "Request.sendNow")          # written nowhere: neither Request has it
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
    finally:
        v.close()


# -- direction and siblings ------------------------------------------------------------------

def test_a_subclass_member_put_on_the_parent_is_an_error_pointing_at_the_subclass(verifier):
    c = claim(verifier, "Transport.setDeadline")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert c.suggestions[0].symbol == "TimedRequest.setDeadline"


def test_a_sibling_member_is_an_error_pointing_at_the_sibling(verifier):
    c = claim(verifier, "`TimedRequest` 的 `retryLater` 方法")
    assert c.error == "S1_FACTUAL_ERROR" and c.binding == "possessive"
    assert c.suggestions[0].symbol == "RetryRequest.retryLater"


def test_inherited_members_verify_downwards_only(verifier):
    assert claim(verifier, "TimedRequest.open").status == "verified"
    assert claim(verifier, "TimedRequest.open").rule == R.MEMBER_FOUND


def test_letter_case_is_part_of_the_name(verifier):
    c = claim(verifier, "Request.Send")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_CASE_DIFFERS


# -- guards that keep real prose quiet --------------------------------------------------------

def test_a_homonym_named_in_full_elsewhere_stays_uncertain(tmp_path):
    # okio's recipes say `Socket.close()` of java.net.Socket, which okio's JVM code writes out in full.
    root = tmp_path / "r"
    write(root, {"src/okio/Socket.kt": "package okio\n\ninterface Socket {\n    val source: String\n}\n",
                 "src/okio/Jvm.kt": "package okio\n\nfun java.net.Socket.asOkio(): Socket = TODO()\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "Socket.close()")
        assert c.error is None
    finally:
        v.close()


def test_an_extension_on_another_type_of_that_name_stays_uncertain(tmp_path):
    # `fun java.nio.file.Path.sink()`: "Path.sink()" may mean that Path, not the repository's.
    root = tmp_path / "r"
    write(root, {"src/okio/Path.kt": "package okio\n\nclass Path(val s: String) : Comparable<Path> {\n"
                                     "    fun normalized(): Path = this\n"
                                     "    override fun compareTo(other: Path): Int = 0\n}\n",
                 "src/okio/Nio.kt": "package okio\n\nimport java.nio.file.Path as NioPath\n\n"
                                    "fun NioPath.sink(): String = \"\"\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "Path.normalizeAll").error == "S1_FACTUAL_ERROR"
        c = claim(v, "Path.sink()")
        assert c.error is None and c.rule in (R.EXTENSION_ON_HOMONYM, R.PLATFORM_HOMONYM)
    finally:
        v.close()


def test_a_platform_type_every_file_sees_keeps_its_guard(tmp_path):
    # Swift's Result needs no import: a nested `Result` here does not make "Result.error" this one's.
    root = tmp_path / "r"
    write(root, {"Sources/Retrier.swift": "final class Retrier {\n    enum Result {\n        case retry\n"
                                          "        case done\n    }\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "Result.error").error is None
    finally:
        v.close()


def test_a_dotted_name_that_is_a_repository_type_is_a_nesting_not_a_member(verifier):
    # "Transport.Request" reads as a type named in its scope, not as a member of Transport.
    c = claim(verifier, "Transport.Request")
    assert c.error is None and c.rule == R.BOUND_NAME_IS_TYPE


def test_a_miss_in_the_part_the_parser_could_not_read_is_not_certain(tmp_path):
    # The class body is half-read (a stray brace ends it early); `tail` is written in the file and may
    # be a member the parser lost; `missing` is written nowhere, so it is missing all the same.
    root = tmp_path / "r"
    root.mkdir()
    (root / "Latin1.java").write_bytes(b"public class Latin1 {\n    void m\xe9thode() {}\n"
                                       b"    void pending() { return;; } }\n    void tail() {}\n}\n")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "Latin1.méthode").status == "verified"
        c = claim(v, "Latin1.tail")
        assert c.error is None and c.rule == R.MAYBE_MISPARSED
        assert claim(v, "Latin1.missing").error == "S1_FACTUAL_ERROR"
    finally:
        v.close()


def test_a_slip_of_the_repositorys_prefixed_category_on_a_platform_type_is_certain(tmp_path):
    root = tmp_path / "r"
    write(root, {"Sources/UIImageView+WebCache.h": "#import <UIKit/UIKit.h>\n\n@interface UIImageView (WebCache)\n"
                                                     "- (void)sd_setImageWithURL:(NSURL *)url;\n"
                                                     "- (void)sd_cancelCurrentImageLoad;\n@end\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "[UIImageView sd_setImageWithURL:]").status == "verified"
        c = claim(v, "[UIImageView sd_setImageWithURLs:]")
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.TYPO_OF_OWN_EXTENSION
        assert c.suggestions[0].symbol == "UIImageView.sd_setImageWithURL:"
        assert claim(v, "[UIImageView setNeedsLayout]").error is None   # UIKit's own: not ours to judge
    finally:
        v.close()


def test_a_package_written_as_its_directory_is_the_repositorys_scope(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/shop/cart.py": "class Cart:\n    def add(self, item):\n        pass\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "shop.CachedCart.add")
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.INVENTED_TYPE
        assert c.suggestions[0].symbol == "Cart.add"
        assert claim(v, "requests.Session.get").error is None
    finally:
        v.close()


def test_a_capitalised_bound_name_is_a_member_only_where_members_are_capitalised(tmp_path):
    root = tmp_path / "r"
    write(root, {"log/event.go": "package log\n\ntype Event struct{}\n\nfunc (e *Event) Msg(s string) {}\n",
                 "src/app/Logger.java": "package app;\n\npublic class Logger {\n    public void info() {}\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        go = claim(v, "由 `Event` 里的 `Message` 负责这件事。")     # Go: Message would be a method; there is none
        assert go.error == "S1_FACTUAL_ERROR" and go.binding == "possessive"
        java = claim(v, "The `Logger`'s `Config` decides the level.")   # Java: may be a type or a value
        assert java.error is None and java.rule == R.BOUND_NAME_IS_TYPE
    finally:
        v.close()


def test_a_member_of_a_value_is_checked_on_the_type_its_declaration_states(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/fs/FileSystem.kt": "package fs\n\nabstract class FileSystem {\n    fun source(p: String): String = p\n"
                                         "    companion object {\n        val SYSTEM: FileSystem = JvmSystem()\n    }\n}\n"
                                         "class JvmSystem : FileSystem()\n",
                 "web/assets.ts": "export class AssetsClass {\n  load(url: string): void {}\n}\n"
                                  "export const Assets = new AssetsClass();\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "FileSystem.SYSTEM.source(path)").status == "verified"
        c = claim(v, "FileSystem.SYSTEM.readUtf8(path)")
        assert c.error == "S1_FACTUAL_ERROR" and c.evidence[0].note == "value"
        assert claim(v, "Assets.load()").status == "verified"
        assert claim(v, "Assets.loadAll()").error == "S1_FACTUAL_ERROR"
    finally:
        v.close()


def test_a_name_no_file_of_a_go_package_declares_is_missing(tmp_path):
    root = tmp_path / "r"
    write(root, {"zap/logger.go": "package zap\n\nfunc NewProduction() *Logger { return nil }\n\ntype Logger struct{}\n",
                 "zap/level.go": "package zap\n\nconst InfoLevel = 0\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "zap.NewProduction()").status == "verified"
        assert claim(v, "zap.InfoLevel").status == "verified"
        c = claim(v, "zap.NewProductionLogger()")
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.PACKAGE_MEMBER_MISSING
        assert c.suggestions[0].symbol == "zap.NewProduction"
        assert claim(v, "fmt.Sprintf").error is None                    # not this repository's package
    finally:
        v.close()
    # a generated file of the package that the index skips may declare the name: no certainty
    write(root, {"zap/level_string.go": "// Code generated by \"stringer\"; DO NOT EDIT.\n\npackage zap\n\n"
                                        "func NewProductionLogger() string { return \"\" }\n"})
    v = open_verifier(root, tmp_path / "idx2")
    try:
        assert claim(v, "zap.NewProductionLogger()").error is None
    finally:
        v.close()


# -- a variable's type from the repository's own code -----------------------------------------

def test_a_variable_is_checked_on_the_type_the_repositorys_code_gives_it(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/web/app.py": "class Config(dict):\n    def from_mapping(self, m): pass\n"
                                   "    def from_prefixed_env(self, prefix): pass\n\n"
                                   "class Flask:\n    def __init__(self):\n        self.config = self.make_config()\n"
                                   "    def route(self, rule): pass\n    def make_config(self): return Config()\n",
                 "tests/test_app.py": "from web.app import Flask\n\napp = Flask()\n\ndef test_a():\n"
                                      "    app = Flask()\n    app.route('/')\n",
                 "tests/test_b.py": "from web.app import Flask\n\ndef test_b():\n    app = Flask()\n",
                 "db/db.h": "namespace kv {\nclass DB {\n public:\n  virtual int Get(int key) = 0;\n"
                            "  virtual int Put(int key, int v) = 0;\n};\n}\n",
                 "db/use.cc": "#include \"db/db.h\"\nvoid f(kv::DB* db) { db->Get(1); }\n"
                              "void g() { kv::DB* db = nullptr; db->Put(1, 2); }\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "call `app.route('/')` first").status == "verified"
        c = claim(v, "decorate it with `@app.before_first_request`")
        assert c.error == "S1_FACTUAL_ERROR" and c.evidence[0].symbol == "app"
        assert c.evidence[0].path.startswith("tests/")                  # where the code says app is a Flask
        assert claim(v, "`db->Get(key)` reads one key").status == "verified"
        c = claim(v, "drop a range with `db->DeleteRange(start, limit)`")
        assert c.error == "S1_FACTUAL_ERROR" and "DB" in c.reason
        # a field's type guessed from its name: certain only as a near miss of that type's members
        c = claim(v, "`app.config.from_prefix_env('APP')` loads the environment")
        assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "Config.from_prefixed_env"
        assert claim(v, "`app.config.from_mapping(m)`").status == "verified"
        assert claim(v, "`app.config.load_yaml(path)`").error is None
        # a variable the repository never declares stays what it was
        assert claim(v, "`client.before_first_request`").error is None
    finally:
        v.close()


def test_an_arrow_in_prose_is_no_member_access():
    from verifier.claims import extract_claims
    assert [c.text for c in extract_claims("the flow is Parse->Validate->Store")] == []
    (c,) = extract_claims("call `db->Get(options, key)`")
    assert c.kind == "member" and c.qualifier == ("db",) and c.name == "Get"


# -- MEMBER_UNKNOWN_TO_REPOSITORY ------------------------------------------------------------

def test_a_member_written_nowhere_in_the_repository_is_certain_though_the_base_is_outside(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/web/wrappers.py": "from werkzeug.wrappers import Request as RequestBase\n\n"
                                        "class Request(RequestBase):\n    def on_json_loading_failed(self, e): pass\n",
                 "src/web/views.py": "from .wrappers import Request\n\ndef view(request: Request):\n"
                                     "    return request.get_json()\n",
                 "docs/api.md": "Use `Request.max_content_length` to cap the body.\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "read the payload with `Request.json_body`")
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
        assert c.evidence[0].path == "src/web/wrappers.py"
        # used in the code or mentioned in the docs: the base may well declare it
        assert claim(v, "`Request.get_json()`").error is None
        assert claim(v, "`Request.max_content_length`").error is None
    finally:
        v.close()


def test_a_homonym_the_text_names_as_the_repositorys_is_checked_as_its_own(tmp_path):
    # okio's Path shares java.nio.file.Path's name, and the repository imports that one too.
    root = tmp_path / "okio"
    write(root, {"src/okio/Path.kt": "package okio\n\nclass Path(val s: String) {\n    fun normalized(): Path = this\n}\n",
                 "src/okio/Nio.kt": "package okio\n\nimport java.nio.file.Path\n\nfun Path.toOkio(): okio.Path = TODO()\n"
                                    "fun exists(p: okio.Path): Boolean = false\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "`Path.getFileName()`").error is None                 # may be java.nio's
        for text in ("okio 的 `Path` 可以直接调用 `getFileName()`", "okio's `Path` has a `getFileName()` method",
                     "`okio.Path.getFileName()`", "okio の `Path` の `getFileName()` を呼ぶ"):
            c = claim(v, text)
            assert c.error == "S1_FACTUAL_ERROR", text
            assert "this repository's own" in c.reason or c.rule == R.HOMONYM_DEFINED_HERE
    finally:
        v.close()


def test_a_receiver_the_text_declares_is_checked_on_that_type_first(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/enc/Encoders.swift": "final class URLEncodedFormEncoder {\n    var keyEncoding: Int = 0\n}\n"
                                           "func make() {\n    let encoder = URLEncodedFormEncoder()\n"
                                           "    let other = URLEncodedFormEncoder()\n    _ = other\n    _ = encoder\n}\n",
                 "src/enc/Use.swift": "func use(encoder: URLEncodedFormEncoder) {}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        # the repository's habit says URLEncodedFormEncoder, the text says JSONEncoder: the text wins
        result = v.verify_text("```swift\nlet encoder = JSONEncoder()\nencoder.keyEncodingStrategy = .convertToSnakeCase\n```")
        c = next(c for c in result.claims if c.text.endswith("keyEncodingStrategy"))
        assert c.error is None and "JSONEncoder" in c.reason
        c = claim(v, "`encoder.keyEncodingStrategy`")                 # no declaration in the text
        assert c.error == "S1_FACTUAL_ERROR" and c.evidence[0].symbol == "encoder"
        result = v.verify_text("`let encoder = URLEncodedFormEncoder()` then `encoder.keyEncodings`")
        assert next(c for c in result.claims if c.text.endswith("keyEncodings")).error == "S1_FACTUAL_ERROR"
    finally:
        v.close()


def test_a_name_in_the_repositorys_own_scope_written_nowhere_is_missing(tmp_path):
    root = tmp_path / "fmt"
    write(root, {"include/fmt/base.h": "FMT_BEGIN_NAMESPACE\ntemplate <typename T> auto format_to(T out) -> T "
                                       "{ return out; }\nFMT_END_NAMESPACE\n",
                 "src/shop/cart.py": "def checkout(cart):\n    return cart\n",
                 "docs/api.md": "`fmt::print_later` is planned for 12.0.\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "`fmt::format_to(out, \"{}\", 1)`").status == "verified"   # under a macro namespace
        c = claim(v, "`fmt::print_to(out, \"{}\", 1)`")
        assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
        assert claim(v, "`fmt::print_later()`").error is None        # written in the docs: not ours to deny
        assert claim(v, "`shop.checkout_all(cart)`").rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
        assert claim(v, "`requests.get_session()`").error is None     # not this repository's scope
    finally:
        v.close()


def test_a_member_through_a_type_alias_is_checked_on_the_aliased_type(tmp_path):
    root = tmp_path / "r"
    write(root, {"include/buf.h": "namespace fmt {\ntemplate <typename T> class basic_memory_buffer {\n public:\n"
                                  "  T* data();\n  void resize(int n);\n};\n"
                                  "using memory_buffer = basic_memory_buffer<char>;\n}\n",
                 "web/types.ts": "export class Pair { left(): number { return 1 } }\n"
                                 "export class Other { right(): number { return 2 } }\n"
                                 "export type Either = Pair | Other;\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert claim(v, "`fmt::memory_buffer::resize(n)`").status == "verified"
        c = claim(v, "`fmt::memory_buffer::reserve(n)`")
        assert c.error == "S1_FACTUAL_ERROR" and "alias of basic_memory_buffer" in c.reason
        assert claim(v, "`Either.middle()`").error is None          # a union names no single type
    finally:
        v.close()


def test_a_capitalised_bound_name_is_a_method_where_the_type_capitalises_its_methods(tmp_path):
    root = tmp_path / "r"
    write(root, {"include/iter.h": "namespace kv {\nclass Iterator {\n public:\n  virtual bool Valid() const = 0;\n"
                                   "  virtual void SeekToFirst() = 0;\n  virtual void Next() = 0;\n"
                                   "  virtual int key() const = 0;\n};\n"
                                   "class SkipList {\n class Iterator {\n public:\n  void Next();\n };\n};\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "go through `Iterator` and its `HasNext` rather than touching internals")
        assert c.error == "S1_FACTUAL_ERROR" and c.binding == "possessive"
        assert [s.symbol for s in c.suggestions].count("Iterator.Next") == 1      # two Iterators, said once
        assert claim(v, "go through `Iterator` and its `SeekToFirst`").status == "verified"
    finally:
        v.close()


def test_a_type_declared_only_in_samples_may_be_a_librarys(tmp_path):
    root = tmp_path / "r"
    write(root, {"samples/src/main/java/demo/Gson.java": "package demo;\n\npublic @interface Gson {}\n",
                 "samples/src/test/java/demo/FakeClock.java": "package demo;\n\npublic class FakeClock {\n"
                                                              "    public long now() { return 0; }\n}\n",
                 "converter/src/main/java/conv/GsonConverter.java": "package conv;\n\nimport com.google.gson.Gson;\n\n"
                                                                   "class GsonConverter { Gson gson; }\n",
                 "src/main/java/app/Call.java": "package app;\n\npublic interface Call {\n    void execute();\n}\n",
                 "src/main/java/app/Boot.ts": "class TRPCBuilder { create() { return 1 } }\n"
                                              "export const initTRPC = new TRPCBuilder();\n",
                 "include/t.h": "struct t { int x; };\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = claim(v, "`Gson.fromJson(json, ApiError.class)` converts the body")
        assert c.error is None and c.rule == R.TEST_ONLY_TYPE
        assert claim(v, "`Call.executeAsync()`").error == "S1_FACTUAL_ERROR"
        assert claim(v, "`FakeClock.advance()`").error == "S1_FACTUAL_ERROR"      # a test's own helper type
        # a top-level value declared once with its type: checked on that type
        assert claim(v, "`initTRPC.create()`").status == "verified"
        assert claim(v, "`initTRPC.createNew()`").error == "S1_FACTUAL_ERROR"
        # a one-letter placeholder is no slip of a real name
        assert claim(v, "passing `T*` directly fails").error is None
    finally:
        v.close()


def test_a_lower_camel_receiver_is_a_variable_of_the_type_it_ends_with_not_an_invented_type(verifier):
    # `pendingFeedView` names no type: it is a variable holding a FeedView, so its member is checked there
    ok = claim(verifier, "Then call `pendingFeedView.loadMore()` once the page is shown.")
    assert ok.status == "verified" and ok.error is None and ok.rule != R.INVENTED_TYPE
    # a member FeedView lacks stays uncertain (the variable may hold a subtype outside the repository)
    other = claim(verifier, "Then call `pendingFeedView.prefetchAll()` once the page is shown.")
    assert other.rule != R.INVENTED_TYPE and other.error is None
