"""Did you mean, right first time (issue 7, item 7), on repositories written by the test: an
Objective-C selector's parts, what a declaration says of itself (deprecated, private), the real type an invented one means, a setter's value, words swapped or the other way round, the nearest subclass that declares a member. Each rule is one test; each test fails without its rule."""
from __future__ import annotations

import pytest
from verifier_repos import verifier_over

from verifier.suggest import selector_kinship

OBJC_FILES = {
    "Sources/Log.h": "#import <Foundation/Foundation.h>\n\n"
                     "@interface Log : NSObject\n"
                     "+ (void)addLogger:(id)logger;\n"
                     "+ (void)addLogger:(id)logger withLevel:(int)level;\n"
                     "+ (void)removeLogger:(id)logger;\n"
                     "+ (void)lt_addLogger:(id)logger level:(int)level;\n"
                     "- (long)longForColumn:(NSString *)column;\n"
                     "- (long long)longLongIntForColumn:(NSString *)column;\n"
                     "@end\n\n"
                     "@interface OSLogger : NSObject\n"
                     "- (instancetype)init;\n"
                     "- (instancetype)initWithSubsystem:(NSString *)subsystem category:(NSString *)category;\n"
                     "@property (nonatomic, readonly) NSString *category;\n"
                     "@end\n\n"
                     "@interface FileLogger : NSObject\n"
                     "- (void)rollLogFileWithCompletionBlock:(void (^)(void))completionBlock;\n"
                     "/** @deprecated Use `rollLogFileWithCompletionBlock:` instead. */\n"
                     "- (void)rollLogFile __attribute__((deprecated(\"Use -rollLogFileWithCompletionBlock:\")));\n"
                     "@end\n",
    "Sources/Log.m": "#import \"Log.h\"\n\n@implementation Log\n"
                     "+ (void)addLogger:(id)logger {}\n"
                     "+ (void)addLogger:(id)logger withLevel:(int)level {}\n"
                     "+ (void)removeLogger:(id)logger {}\n"
                     "+ (void)lt_addLogger:(id)logger level:(int)level {}\n"
                     "- (long)longForColumn:(NSString *)column { return 0; }\n"
                     "- (long long)longLongIntForColumn:(NSString *)column { return 0; }\n"
                     "@end\n\n"
                     "@implementation FileLogger\n"
                     "- (void)rollLogFileWithCompletionBlock:(void (^)(void))completionBlock {}\n"
                     "- (void)rollLogFile {}\n"
                     "@end\n",
    "src/main/java/demo/Pipeline.java": "package demo;\n\npublic class Pipeline {\n"
                                        "    /** @deprecated soft-deprecated, kept for old callers */\n"
                                        "    @Deprecated\n"
                                        "    public void loadImage(String url) {}\n"
                                        "    public void loadImages(String... urls) {}\n"
                                        "    public void loadImageData(String url) {}\n"
                                        "    /** @deprecated Use {@link #roundRect} instead. */\n"
                                        "    @Deprecated\n"
                                        "    public void drawRoundedRect(int x, int y) {}\n"
                                        "    public void roundRect(int x, int y) {}\n"
                                        "    private void clearCache() {}\n"
                                        "    public void clearCaches() {}\n"
                                        "}\n",
    "src/main/java/demo/Words.java": "package demo;\n\npublic class Words {\n"
                                     "    public boolean colorsEnabled;\n"
                                     "    public String envname;\n"
                                     "    public boolean HandleNextDocument(String handler) { return false; }\n"
                                     "    public void Load(String in) {}\n"
                                     "    public static final String All = \"all\";\n"
                                     "    public Words removeTags(String... tags) { return this; }\n"
                                     "    public Words addTags(String... tags) { return this; }\n"
                                     "}\n",
    "src/main/java/demo/Prefetcher.java": "package demo;\n\npublic final class Prefetcher {\n"
                                          "    public static final class PrefetchTask {}\n"
                                          "    public void startPrefetching(String... urls) {}\n"
                                          "    public void stopPrefetching(String... urls) {}\n"
                                          "}\n",
    "src/main/java/demo/Registry.java": "package demo;\n\npublic final class Registry {\n"
                                        "    java.util.List<String> _loggers;\n"
                                        "    public java.util.List<String> allLoggers() { return _loggers; }\n"
                                        "}\n",
    "src/main/java/demo/LoggerInformation.java": "package demo;\n\npublic final class LoggerInformation {\n"
                                                 "    public String logger;\n}\n",
    "src/main/java/demo/Session.java": "package demo;\n\npublic class Session {\n"
                                       "    public String configData() { return null; }\n"
                                       "    public void useConfigData(String data) {}\n"
                                       "    public String getDescription() { return null; }\n"
                                       "    public Session description(String text) { return this; }\n"
                                       "}\n",
}


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC_FILES)


def first(verifier, text):
    result = verifier.verify_text(text)
    c = next((c for c in result.claims if c.error), None)
    assert c is not None, result.claims
    return c.suggestions[0].symbol if c.suggestions else None


def test_selector_kinship_as_facts():
    assert selector_kinship("addLogger:level:", "addLogger:withLevel:") > selector_kinship(
        "initWithCategory:", "initWithSubsystem:category:") > 0
    assert selector_kinship("removeLogger:withLevel:", "removeLogger:") > 0
    assert selector_kinship("removeLogger:withLevel:", "addLogger:withLevel:") == 0
    assert selector_kinship("init", "initWithCategory:") == 0   # a selector's kin are selectors


def test_a_selector_is_suggested_by_its_parts(objc):
    # a connector dropped from a later part, not a private twin with another first part
    assert first(objc, "+[Log addLogger:level:]") == "Log.addLogger:withLevel:"
    # an argument added to a real method, not another method with that argument
    assert first(objc, "退出时 `[Log removeLogger:fileLogger withLevel:2]`。") == "Log.removeLogger:"
    # a word dropped over the parts, not the bare `init` or the property the word names
    assert first(objc, "-[OSLogger initWithCategory:]") == "OSLogger.initWithSubsystem:category:"
    # one part each: the name's own slips rank them (a word completed before a word dropped)
    assert first(objc, "-[Log longLongForColumn:]") == "Log.longLongIntForColumn:"


def test_a_deprecated_near_name_gives_its_place_to_the_replacement_it_names(objc):
    # the header's attribute says what replaces it; the index holds only the implementation's line
    assert first(objc, "-[FileLogger rollLogFileNow]") == "FileLogger.rollLogFileWithCompletionBlock:"


def test_a_deprecated_or_private_near_name_comes_after_a_usable_one(objc):
    # a word away from the deprecated loadImage, a word from loadImageData
    assert first(objc, "Pipeline.loadImageNow") != "Pipeline.loadImage"
    assert first(objc, "Pipeline.clearCach") == "Pipeline.clearCaches"  # not the private clearCache


def test_a_deprecated_name_written_but_for_its_spelling_is_said_first_and_its_replacement_next(objc):
    c = next(c for c in objc.verify_text("Pipeline.drawRoundedRectangle").claims if c.error)
    assert [x.symbol for x in c.suggestions[:2]] == ["Pipeline.drawRoundedRect", "Pipeline.roundRect"]



def test_declarations_past_the_source_budget_are_read_again_and_rank_the_same(tmp_path_factory, monkeypatch):
    # The resolver keeps the files it split into lines up to a budget, dropping the least recent
    # first: with room for one file, the header and the Java source evict each other and every
    # ranking that reads a declaration still says the same.
    from verifier import resolve

    monkeypatch.setattr(resolve, "_LINES_CACHE_BYTES", 1)
    for v in verifier_over(tmp_path_factory, OBJC_FILES):
        for _ in range(2):
            assert first(v, "-[FileLogger rollLogFileNow]") == "FileLogger.rollLogFileWithCompletionBlock:"
            assert first(v, "Pipeline.clearCach") == "Pipeline.clearCaches"
            assert len(v.resolver._lines_cache) == 1
            v.resolver._rg_cache.clear()   # (the answers it keeps: asked again, the files are read again)

JAVA_LOGGERS = {
    "src/main/java/log/" + name + ".java": "package log;\n\n" + body
    for name, body in {
        "ASLLogger": "public final class ASLLogger {\n    public static ASLLogger sharedInstance() { return null; }\n}\n",
        "OSLogger": "public final class OSLogger {\n    public static OSLogger sharedInstance() { return null; }\n}\n",
        "LogFormatter": "public interface LogFormatter {\n    String formatLogMessage(String m);\n}\n",
        "LogFileFormatterDefault": "public class LogFileFormatterDefault implements LogFormatter {\n"
                                   "    public String formatLogMessage(String m) { return m; }\n}\n",
        "PointData": "public interface PointData {\n    int x();\n}\n",
        "PointLike": "public interface PointLike extends PointData {\n    void set(int x);\n}\n",
        "Point": "public class Point implements PointLike {\n    public int x() { return 0; }\n"
                 "    public void set(int x) {}\n}\n",
        "ReporterBase": "public abstract class ReporterBase {\n    public void testRunStarting() {}\n}\n",
        "StreamingReporterBase": "public abstract class StreamingReporterBase extends ReporterBase {\n"
                                 "    @Override public void testRunStarting() {}\n}\n",
    }.items()
}


@pytest.fixture(scope="module")
def loggers(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, JAVA_LOGGERS)


def test_an_invented_type_means_the_real_type_that_keeps_its_head_word_or_its_letters(loggers):
    # the head noun `Default` kept, not the interface the written name would drop it from
    assert first(loggers, "LogFormatterDefault.formatLogMessage") == "LogFileFormatterDefault.formatLogMessage"
    # one word differs from both: the one a letter away
    assert first(loggers, "NSLogger.sharedInstance") == "OSLogger.sharedInstance"
    # the same words in another order, not the base the written name starts with
    assert first(loggers, "ReporterBaseStreaming.testRunStarting") == "StreamingReporterBase.testRunStarting"


def test_a_setter_is_suggested_a_member_that_takes_a_value(objc):
    # not the getter `configData()` its name would read, nor `getDescription()` a letter away
    assert first(objc, "Session.setConfigData") == "Session.useConfigData"
    assert first(objc, "Session.setDescription") == "Session.description"


def test_words_the_other_way_round_or_one_word_swapped_on_the_claimed_type(objc):
    assert first(objc, "Words.enableColors") == "Words.colorsEnabled"
    assert first(objc, "Words.GetNextDocument") == "Words.HandleNextDocument"
    # a swapped verb of the same first letter; not the constant `All` that only starts `allow`
    assert first(objc, "在 Words 上调用 `allowTags(\"pre\")`。") == "Words.addTags"
    assert first(objc, "Read it with `Words.env(\"PORT\")`.") == "Words.envname"   # a short name completed in a glued word still is


PY_COMMANDS = {
    "src/clicky/__init__.py": "",
    "src/clicky/formatting.py": "class HelpFormatter:\n"
                                + "".join(f"    def {m}(self, text):\n        return None\n\n"
                                          for m in ("write", "write_usage", "write_heading", "write_text", "section")),
    "src/clicky/core.py": "class Command:\n    def invoke(self, ctx):\n        return None\n\n\n"
                          "class Group(Command):\n    def list_commands(self, ctx):\n        return []\n\n\n"
                          "class CommandCollection(Group):\n    def list_commands(self, ctx):\n        return ['a']\n",
}


@pytest.fixture(scope="module")
def commands(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, PY_COMMANDS, name="clicky")


def test_a_subclass_member_put_on_the_parent_is_the_nearest_subclass_that_declares_it(commands):
    # CommandCollection is named more like Command, but Group is where the member begins
    assert first(commands, "clicky.core.Command.list_commands") == "Group.list_commands"


def test_a_word_added_on_a_stem_before_a_nested_type_named_like_it(objc):
    # not the nested type `PrefetchTask` a lower-case call cannot mean
    assert first(objc, "Warm the cache with `Prefetcher.prefetch(urls)`.") == "Prefetcher.startPrefetching"


def test_one_word_on_the_claimed_type_before_its_private_twin_or_a_strangers_near_name(objc):
    # not the field `_loggers` (private by its name) nor LoggerInformation's `logger`
    assert first(objc, "登録済みのロガーは `Registry.loggers()` で一覧できる。") == "Registry.allLoggers"


def test_of_two_names_a_word_away_the_one_keeping_the_rarer_word(commands):
    # five members write; one is a section: the dropped `write` was the common verb
    assert first(commands, "clicky.formatting.HelpFormatter.write_section") == "HelpFormatter.section"


def test_a_member_below_an_interface_is_the_nearest_class_that_declares_it(loggers):
    # PointLike (an interface between) declares it too; the class is what a writer holds
    assert first(loggers, "PointData.set") == "Point.set"
