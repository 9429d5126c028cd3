"""Did you mean, beyond letters (issue 7, item 7): the names a word away, an abbreviated word, words in
another order, a word's ending on its stem, the owner a member is named after, the claimed type's own
slip before a stranger's exact name, a file renamed by a word, and the replacement a changelog names.
Each on a repository written by the test (real files, real index)."""
from __future__ import annotations

import pytest
from verifier_repos import verifier_over

from verifier.resolve import _accessor_of
from verifier.suggest import (abbreviated_word, file_one_word_apart, member_names_owner, noted_replacements,
                              one_word_apart, same_stem, words_reordered)

FILES = {
    "go.mod": "module example.com/web\n\ngo 1.22\n",
    "middleware/context_timeout.go": "package middleware\n\n"
                                     "func ContextTimeout(seconds int) func() { return nil }\n"
                                     "func ContextTimeoutWithConfig(seconds int) func() { return nil }\n",
    "middleware/cors.go": "package middleware\n\nfunc CORS() func() { return nil }\n",
    "middleware/request_logger.go": "package middleware\n\nfunc RequestLoggerWithConfig() func() { return nil }\n",
    "middleware/basic_auth.go": "package middleware\n\nfunc BasicAuth() func() { return nil }\n",
    "context.go": "package web\n\ntype Context struct{ pnames []string }\n\n"
                  "func (c *Context) Param(name string) string { return \"\" }\n"
                  "func (c *Context) PathValues() []string { return c.pnames }\n",
    "server.go": "package web\n\ntype Echo struct{}\n\nfunc (e *Echo) Use() {}\n\n"
                 "type StartConfig struct{ Address string }\n\n"
                 "func (sc StartConfig) Start() error { return nil }\n"
                 "func (sc StartConfig) start() error { return nil }\n",
    "CHANGES.md": "# Changes\n\n"
                  "## v5\n\n"
                  "`Context.ParamNames()` and `Context.ParamValues()` are gone (use `PathValues()` instead).\n\n"
                  "Removed: `Echo.StartServer`, `Echo.StartTLS`.\n"
                  "Use `StartConfig` instead for a server of your own.\n\n"
                  "When the status is 200, use `data` instead of the headers.\n",
    "src/result.ts": "export class ResultSet {\n  boolForColumn(name: string): boolean { return true; }\n"
                     "  boolForColumnIndex(i: number): boolean { return true; }\n"
                     "  lastError(): string { return ''; }\n  lastErrorMessage(): string { return ''; }\n"
                     "  addIssue(i: unknown): void {}\n  addIssues(i: unknown[]): void {}\n}\n"
                     "export class ExitCode {\n  static failure = new ExitCode();\n  static success = new ExitCode();\n}\n"
                     "export class PluginError {\n  buildFailed(): void {}\n}\n"
                     "export class Provider {\n  static immediatelyStub(t: unknown): number { return 0; }\n"
                     "  static neverStub(t: unknown): number { return 1; }\n}\n",
    "src/response.ts": "export class Response {\n  statusCode = 200;\n  data = '';\n}\n"
                       "export enum ValidationType {\n  none = 0,\n}\n"
                       "export namespace ValidationType {\n  export const statusCodes: number[] = [];\n}\n"
                       "export class ValidationTypeTable {\n  statusCodes: number[] = [];\n}\n",
    "src/usage.ts": "export class Usage {\n  arguments: string[] = [];\n}\n"
                    "export class UsageError extends Error {\n  message = '';\n}\n"
                    "export class ErrorMessageGenerator {\n  makeErrorMessage(): string { return ''; }\n}\n"
                    "export class HttpReply {\n  statusCode = 200;\n  data = '';\n}\n",
    "src/rxtx.ts": "export class RxtxConfig {\n  baudrate = 0;\n}\n"
                   "export class RxtxOption {\n  static BAUD_RATE = 1;\n}\n",
    "src/errors.ts": "export class HttpError extends Error {\n  response: unknown;\n}\n"
                     "export interface BeforeErrorState {\n  retryCount: number;\n}\n"
                     "export interface BeforeRetryState {\n  retryCount: number;\n}\n",
}


@pytest.fixture(scope="module")
def v(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def first(verifier, text):
    result = verifier.verify_text(text)
    c = next((c for c in result.claims if c.error), None)
    assert c is not None, result.claims
    return c.suggestions[0].symbol if c.suggestions else None


def test_the_word_slips_as_facts():
    assert one_word_apart("Timeout", "ContextTimeout") and one_word_apart("CORSMiddleware", "CORS")
    assert not one_word_apart("Timeout", "ContextTimeoutWithConfig") and not one_word_apart("Timeout", "Timeout")
    assert abbreviated_word("boolForColumnIdx:", "boolForColumnIndex:") and abbreviated_word("lastErrorMsg", "lastErrorMessage")
    assert not abbreviated_word("lastErrorMsg", "lastErrorCode") and not abbreviated_word("getId", "getIndex")
    assert not abbreviated_word("addIssu", "addIssues")   # cut short, not abbreviated
    assert same_stem("failed", "failure") and not same_stem("fail", "failure") and not same_stem("faded", "failure")
    assert words_reordered("stubImmediately", "immediatelyStub") and not words_reordered("stub", "stub")
    assert member_names_owner("retryCount", "ky.BeforeRetryState") and not member_names_owner("retryCount", "ErrorState")
    assert file_one_word_apart("timeout.go", "context_timeout.go") and not file_one_word_apart("timeout.go", "timeout_test.go")
    assert not file_one_word_apart("timeout.go", "context_timeout.ts")
    assert _accessor_of("set_description", "description") and not _accessor_of("set_description", "descriptions")


def test_a_package_name_a_word_away_is_the_suggestion(v):
    # letters never reach these: a word is too many of them
    assert first(v, "Slow handlers are wrapped in `middleware.Timeout()`.") == "middleware.ContextTimeout"
    assert first(v, "`middleware.TimeoutWithConfig(cfg)` sets the limit") == "middleware.ContextTimeoutWithConfig"
    assert first(v, "Register `middleware.CORSMiddleware()` once.") == "middleware.CORS"
    assert first(v, "`middleware.LoggerWithConfig()` writes JSON") == "middleware.RequestLoggerWithConfig"


def test_an_abbreviated_word_outranks_a_dropped_one(v):
    assert first(v, "ResultSet.boolForColumnIdx") == "ResultSet.boolForColumnIndex"
    assert first(v, "ResultSet.lastErrorMsg") == "ResultSet.lastErrorMessage"
    # a word cut short is a letter slip: the nearer spelling first (zod's `addIssu` is `addIssue`)
    assert first(v, "ResultSet.addIssu") == "ResultSet.addIssue"


def test_a_words_ending_on_a_short_stem_and_words_in_another_order(v):
    assert first(v, "ExitCode.failed") == "ExitCode.failure"
    assert first(v, "Provider.stubImmediately") == "Provider.immediatelyStub"


def test_the_claimed_types_own_slip_comes_before_a_strangers_exact_name(v):
    # ValidationTypeTable is no ancestor, descendant, sibling or part of Response
    assert first(v, "Response.statusCodes") == "Response.statusCode"
    # but a spelling convention is no slip: the stranger that writes it exactly as the text stays first
    assert first(v, "RxtxConfig.BAUD_RATE") == "RxtxOption.BAUD_RATE"


def test_a_member_named_after_its_owner_is_at_home_there(v):
    assert first(v, "HttpError.retryCount") == "BeforeRetryState.retryCount"


def test_a_file_renamed_by_a_word_is_the_path_suggested(v):
    assert first(v, "see `middleware/timeout.go` for the response") == "middleware/context_timeout.go"


def test_the_replacement_a_changelog_names_comes_first(v):
    # the changelog's paragraph names ParamNames and says what replaced it
    assert first(v, "Context.ParamNames") == "Context.PathValues"
    # it names a type: that type's member nearest the vanished name, the exported one
    assert first(v, "Echo.StartServer") == "StartConfig.Start"


def test_a_replacement_is_read_after_a_forward_cue_and_before_a_backward_one():
    assert noted_replacements(["Deprecated: please use middleware.RequestLoggerWithConfig instead."],
                              "LoggerWithConfig") == ["RequestLoggerWithConfig"]
    assert noted_replacements(["func (c *Context) PathValues() PathValues  // Replaces ParamNames/Values"],
                              "ParamNames") == ["PathValues"]
    # a dotted replacement names its last part, not its owner
    assert noted_replacements(["`Response.isSuccess()` was renamed to `Response.isSuccessful()`."],
                              "isSuccess") == ["isSuccessful"]
    # a list of what went is no replacement
    assert noted_replacements(["Removed: `StartTLS`, `StartServer`"], "StartServer") == []


def test_a_vanished_name_is_followed_by_its_successor_a_word_away_of_its_own_case_or_the_one_the_docs_name(tmp_path):
    from verifier_repos import commit_all, git, open_verifier, write

    root = tmp_path / "r"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    write(root, {"src/progress.ts": "export interface DownloadProgress {\n  percent: number;\n}\n"
                                    "export interface Options {\n  retries: number;\n}\n",
                 "src/cors.ts": "export interface CorsConfig {\n  allowOriginFunc: unknown;\n}\n",
                 "src/start.ts": "export class App {\n  startServer(): void {}\n}\n"})
    old = commit_all(root, "v1")
    write(root, {"src/progress.ts": "export interface Progress {\n  percent: number;\n}\n"
                                    "export interface Options {\n  retries: number;\n"
                                    "  onDownloadProgress: (p: Progress) => void;\n}\n",
                 "src/cors.ts": "export interface CorsConfig {\n  unsafeAllowOriginFunc: unknown;\n"
                                "  AllowOriginFuncStar: unknown;\n}\n",
                 "src/start.ts": "export class App {\n  listen(): void {}\n}\n"
                                 "export class Launcher {\n  launchServer(): void {}\n}\n",
                 "MIGRATING.md": "# v2\n\n`App.startServer()` is gone: use `Launcher` instead.\n"})
    commit_all(root, "v2")
    v = open_verifier(root, tmp_path / "idx")
    try:
        def stale_first(text):
            c = next(c for c in v.verify_text(text, since=old).claims if c.error)
            return c.suggestions[0].symbol if c.suggestions else None

        # a type stays a type: not the option `onDownloadProgress`, which keeps more of its words
        assert stale_first("The callback receives a `DownloadProgress`.") == "Progress"
        # a word added (letters never reach it), the case of the name kept
        assert stale_first("Origins are checked by `allowOriginFunc` in the CorsConfig.") == \
            "CorsConfig.unsafeAllowOriginFunc"
        # the migration note names a type: its member nearest the vanished one
        assert stale_first("Call `App.startServer()` at boot.") == "Launcher.launchServer"
    finally:
        v.close()


def test_a_plain_word_has_no_migration_note_and_a_name_a_word_away_on_a_stranger_is_no_kin(v):
    # `status` is prose in every doc: the paragraph that says "use `data` instead" is not about it
    assert first(v, "HttpReply.status") == "HttpReply.statusCode"
    # `arguments` is `invalidArguments` a word away, but on a stranger type it is another thing
    assert first(v, "ExitCode.invalidArguments") != "Usage.arguments"
    # and a stranger's `makeErrorMessage` is no `errorMessage`: the claimed type's `message` is
    assert first(v, "UsageError.errorMessage") == "UsageError.message"
