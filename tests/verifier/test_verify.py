"""Verification on the sample repository: every case of DESIGN.md's rule, in every language."""
from __future__ import annotations

from pathlib import Path

import pytest

from verifier import S1_FACTUAL_ERROR, Verifier

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


@pytest.fixture(scope="module")
def verifier(tmp_path_factory) -> Verifier:
    v = Verifier.open(SAMPLE, index_dir=tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def one(verifier: Verifier, query: str):
    result = verifier.verify_text(query)
    assert len(result.claims) == 1, [c.text for c in result.claims]
    return result, result.claims[0]


# -- the article's case, exactly -----------------------------------------------------------

def test_article_case_is_a_factual_error_with_evidence_and_suggestion(verifier):
    result, claim = one(verifier, "FastScrollBar.attachToQBListView")
    assert result.verdict == "factual_error"
    assert claim.error == S1_FACTUAL_ERROR and claim.status == "not_found"
    assert claim.evidence[0].path == "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java"
    assert claim.evidence[0].line == 21
    # what the class really has: its two attach methods are listed
    assert any(m.startswith("attachToRecyclerView(") for m in claim.members)
    assert any(m.startswith("attach(") for m in claim.members)
    best = claim.suggestions[0]
    assert best.symbol == "FastScrollBarCompat.attachToQBRecyclerView"
    assert best.path.endswith("FastScrollBarCompat.java") and best.line == 30
    # the ancestry leaves the repository only into the Android platform, and the member names
    # this repository's own QBListView: that is why it is certain
    assert "android.view.View" in claim.reason and "QBListView" in claim.reason


@pytest.mark.parametrize("text", [
    "在 Android 列表开发中对接 FastScrollBar 时应使用 attachToQBListView() 方法",
    "Android のリストで FastScrollBar を使うときは attachToQBListView() を呼ぶ",
    "When wiring FastScrollBar into an Android list, call attachToQBListView() on it.",
])
def test_article_case_in_prose_in_three_languages(verifier, text):
    result = verifier.verify_text(text)
    assert result.verdict == "factual_error"
    [bad] = [c for c in result.claims if c.error]
    assert bad.kind == "member" and "attachToQBListView" in bad.text
    assert bad.suggestions[0].symbol == "FastScrollBarCompat.attachToQBRecyclerView"


def test_the_right_call_is_verified(verifier):
    result, claim = one(verifier, "FastScrollBarCompat.attachToQBRecyclerView()")
    assert result.verdict == "verified"
    assert any(e.path.endswith("FastScrollBarCompat.java") and e.line == 30 for e in claim.evidence)


# -- notations ------------------------------------------------------------------------------

@pytest.mark.parametrize("query", [
    "FastScrollBar.attach", "FastScrollBar#attach", "FastScrollBar::attach", "FastScrollBar.attach()",
    "com.tencent.mtt.view.FastScrollBar.attachToRecyclerView", "FastScrollBar",
])
def test_reference_notations(verifier, query):
    result = verifier.verify_text(query)
    assert result.verdict == "verified", result.claims


# -- per language: verified, inherited, attached, and certain errors -------------------------

@pytest.mark.parametrize("query, where", [
    # Java: inherited through the in-repo ancestry
    ("QBListView.getPinnedHeaderHeight", "QBRecyclerView.java:30"),
    # Kotlin: an extension function on a repository type; a companion member
    ("FastScrollBar.attachSmoothly", "FastScrollBarExt.kt:11"),
    ("FastCutManager.getInstance", "FastCutManager.kt:87"),
    # C++: out-of-line definition, namespaces, and the hooks layer
    ("uba::UbaService::ReportEvent", "uba_service.cc:28"),
    ("hooks::UbaHooks::OnPageLoaded", "uba_hooks.cc:21"),
    # Go: a method declared in another file than its struct; promoted through embedding
    ("Gateway.Send", "send.go:9"),
    ("APNsSender.Close", "sender.go:30"),
    # Swift: a member added by an extension in another file; an extension of a UIKit type
    ("FeedsListViewController.numberOfSections", "FeedsListViewController+Table.swift:4"),
    ("UIView.qb_fadeIn", "UIView+QBFade.swift:7"),
    # Kotlin extension on an external type
    ("View.fadeIn", ".kt:"),
])
def test_verified_with_location(verifier, query, where):
    result, claim = one(verifier, query)
    assert result.verdict == "verified", claim.reason
    assert any(where in f"{e.path}:{e.line}" for e in claim.evidence), claim.evidence


@pytest.mark.parametrize("query, suggestion", [
    ("UbaService::ReportEvnt", "UbaService.ReportEvent"),          # C++ typo
    ("UbaHooks.OnPageLoad", "UbaHooks.OnPageLoaded"),              # C++ near name
    ("FCMSender.Topic", "APNsSender.Topic"),                        # Go: a sibling's member
    ("FastScrollBar.AttachToRecyclerView", "FastScrollBar.attachToRecyclerView"),   # case matters
])
def test_certain_errors_with_suggestions(verifier, query, suggestion):
    result, claim = one(verifier, query)
    assert result.verdict == "factual_error", claim.reason
    assert claim.suggestions and claim.suggestions[0].symbol == suggestion


def test_python_class_attribute_and_missing_method(verifier):
    assert verifier.verify_text("Packager.package").verdict == "verified"
    result, claim = one(verifier, "Packager.build")
    assert result.verdict == "factual_error"
    assert claim.evidence[0].path == "tools/release/packager.py"


def test_member_only_on_subclass_is_not_a_member_of_its_parent(verifier):
    # QBListView adds addHeaderView (no @Override: it overrides nothing); its parent QBRecyclerView
    # extends RecyclerView outside the repository, which QBListView extends too, so RecyclerView cannot
    # declare addHeaderView either: the parent certainly lacks it (rule declared_elsewhere_as_new).
    result, claim = one(verifier, "QBRecyclerView.addHeaderView")
    assert claim.status != "verified"
    assert result.verdict == "factual_error" and claim.rule == "declared_elsewhere_as_new"
    assert claim.suggestions[0].symbol == "QBListView.addHeaderView"


def test_sibling_member_is_not_shared(verifier):
    result, claim = one(verifier, "FCMSender.Topic")
    assert claim.error == S1_FACTUAL_ERROR


def test_enum_constant_and_java_enum(verifier):
    assert verifier.verify_text("SiteCategory.PIRACY").verdict == "verified"
    assert verifier.verify_text("SiteCategory.D_SITE").verdict == "factual_error"
    assert verifier.verify_text("SiteCategory.valueOf").verdict == "unverifiable"   # implicit, not an error


def test_members_of_types_leaving_the_repository_are_unverifiable(verifier):
    result, claim = one(verifier, "QBWebViewController.scrollToTop")
    assert result.verdict == "unverifiable" and "UIViewController" in claim.reason


@pytest.mark.parametrize("query", ["std::vector::push_back", "android.view.View#setAlpha", "java.util.List.add",
                                   "RecyclerView.Adapter.notifyDataSetChanged"])
def test_external_references_are_unverifiable(verifier, query):
    assert verifier.verify_text(query).verdict == "unverifiable"


def test_misspelt_type_whose_member_is_real(verifier):
    result, claim = one(verifier, "FastScrolBar.attach")
    assert result.verdict == "factual_error"
    assert claim.suggestions[0].symbol == "FastScrollBar.attach"


def test_variable_named_after_its_type_is_not_a_misspelling(verifier):
    assert verifier.verify_text("fastScrollBar.attach").verdict == "verified"


# -- wildcards, modules, paths ----------------------------------------------------------------

def test_wildcard_names(verifier):
    result, claim = one(verifier, "FastCut*")
    assert result.verdict == "verified" and "FastCutManager" in claim.reason
    assert verifier.verify_text("the key classes are FastCutXXX in the xhome module").verdict == "verified"


def test_module_names(verifier):
    result = verifier.verify_text("the direct-page feature lives in the xhome module; key classes are FastCut*")
    kinds = {c.kind: c.status for c in result.claims}
    assert kinds.get("module") == "verified" and kinds.get("wildcard") == "verified"


def test_paths(verifier):
    assert verifier.verify_text("chrome/browser/hooks/uba_hooks.h").verdict == "verified"
    result, claim = one(verifier, "chrome/browser/hooks/uba_hook.h")
    assert result.verdict == "factual_error"
    assert claim.suggestions[0].path == "chrome/browser/hooks/uba_hooks.h"
    assert verifier.verify_text("third_party/skia/include/core/SkCanvas.h").verdict == "unverifiable"


def test_ordinary_prose_has_nothing_to_verify(verifier):
    result = verifier.verify_text("Make sure the hook reports asynchronously, or the process blocks.")
    assert result.verdict == "unverifiable" and result.claims == []


def test_batch_keeps_going_past_bad_lines(verifier):
    lines = [
        '{"id": "a", "text": "FastScrollBar.attachToQBListView"}',
        'not json at all',
        '{"id": "c"}',
        '["wrong shape"]',
        '{"id": "e", "text": "FastScrollBar.attach"}',
    ]
    out = list(verifier.verify_batch(lines))
    assert [r.id for r in out] == ["a", "line:2", "c", "line:4", "e"]
    assert [r.verdict for r in out] == ["factual_error", "unverifiable", "unverifiable", "unverifiable", "verified"]
    assert out[1].error.startswith("malformed JSON") and out[2].error


# -- the other languages of the sample: TypeScript, TSX, JavaScript, ArkTS, Objective-C, C ------

@pytest.mark.parametrize("query, where", [
    ("RemoteFeedSource.fetchPage", "FeedRepository.ts:26"),          # TypeScript
    ("RemoteFeedSource.cache", "FeedRepository.ts:8"),               # inherited from an abstract base
    ("FeedList.handleRefresh", "FeedList.tsx:31"),                   # TSX class component
    ("FeedClient.fetchChannel", "feedClient.js:30"),                 # JavaScript
    ("FeedsPage.loadMore", "FeedsPage.ets:17"),                      # ArkTS struct
    ("QBWebViewController.reload", "QBWebViewController.h:43"),      # Objective-C
    ("QBWebViewController.attachFastScrollTo", "QBWebViewController+FastScroll.h:18"),   # category, selector
    ("-[QBWebViewController attachFastScrollTo:animated:]", "QBWebViewController+FastScroll.h:18"),
    ("qbzip_open()", "qbzip.c:39"),                                  # C function
])
def test_verified_in_other_languages(verifier, query, where):
    result, claim = one(verifier, query)
    assert result.verdict == "verified", claim.reason
    assert any(where in f"{e.path}:{e.line}" for e in claim.evidence), claim.evidence


@pytest.mark.parametrize("query, verdict", [
    ("RemoteFeedSource.fetchAll", "factual_error"),    # ancestry (BaseFeedSource, FeedSource) all in repo
    ("FeedClient.fetchFeeds", "factual_error"),
    ("FeedsPage.refresh", "factual_error"),            # neither the ArkTS nor the Swift FeedsPage has it
    ("qbzip_entry.crc", "factual_error"),              # C struct field (it is crc32)
    ("FeedList.setState", "unverifiable"),             # React.Component is outside the repository
    ("EntryAbility.onBackground", "unverifiable"),     # UIAbility is outside the repository
])
def test_errors_and_unverifiable_in_other_languages(verifier, query, verdict):
    assert verifier.verify_text(query).verdict == verdict


def test_negated_reference_is_checked_in_the_right_direction(verifier):
    assert verifier.verify_text("`FastScrollBar.attachToQBListView()` does not exist").verdict == "verified"
    # "removed" of something that exists is reported, not failed on (migration notes speak of old versions)
    result = verifier.verify_text("`FastScrollBar.attach()` does not exist")
    assert result.verdict == "unverifiable" and "stated as absent, but it exists" in result.claims[0].reason


def test_sentence_pairing_without_a_near_miss_is_not_certain(verifier):
    result = verifier.verify_text("If BookmarkListPage is slow, profile it with traceview().")
    assert result.verdict == "unverifiable"


def test_parallel_batch_gives_the_same_records_in_order(verifier):
    lines = [f'{{"id": "{i}", "text": "{q}"}}' for i, q in enumerate(
        ["FastScrollBar.attachToQBListView", "Gateway.Send", "UbaHooks.OnPageLoad", "std::vector::push_back"] * 150)]
    lines.insert(7, "{not json")
    serial = [r.model_dump() for r in verifier.verify_batch(lines)]
    parallel = [r.model_dump() for r in verifier.verify_batch(lines, jobs=2)]
    assert parallel == serial and len(serial) == 601
    assert serial[7]["id"] == "line:8" and serial[7]["error"].startswith("malformed JSON")


def test_a_batch_leaves_the_cycle_collector_as_it_found_it(verifier):
    # A batch freezes what is alive so that no collection walks the caches again; when it ends (run
    # to the end, or abandoned part way by its reader) every frozen object is collectable again and
    # the threshold is the caller's: a long-lived service must not keep a batch's garbage for ever.
    import gc

    lines = [f'{{"id": "{i}", "text": "FastScrollBar.attachToQBListView"}}' for i in range(600)]
    before = gc.get_threshold()
    assert gc.get_freeze_count() == 0
    results = verifier.verify_batch(lines)
    first = [next(results) for _ in range(300)]    # past a chunk: frozen again in the middle
    assert gc.get_freeze_count() > 0 and first[299].verdict == "factual_error"
    results.close()
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
    assert len(list(verifier.verify_batch(lines))) == 600
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == before


def test_a_variable_may_hold_a_subtype(verifier):
    # fastScrollBar may hold a FastScrollBarCompat: its member is verified on the subtype
    result = verifier.verify_text("fastScrollBar.attachToQBRecyclerView(list)")
    assert result.verdict == "verified" and "subtype" in result.claims[0].reason
    # and a miss on a variable is never certain
    assert verifier.verify_text("fastScrollBar.attachToQBListView()").verdict == "unverifiable"


def test_paths_relative_to_the_document_or_found_elsewhere_are_not_errors(verifier):
    assert verifier.verify_text("see ./hooks/uba_hook.h").verdict == "unverifiable"
    # an include-style path whose file exists elsewhere in the tree
    result = verifier.verify_text("browser/hooks/uba_hooks.h")
    assert result.verdict == "verified"
    result = verifier.verify_text("chrome/uba_hooks.h")
    assert result.verdict == "unverifiable" and "chrome/browser/hooks/uba_hooks.h" in result.claims[0].reason


def test_a_paired_method_that_exists_on_another_type_is_not_an_error(verifier):
    # "isForbidden" is ForbiddenController's; pairing it with SiteCategory by sentence is a guess
    result = verifier.verify_text("When a SiteCategory is blocked, call isForbidden() first.")
    assert result.verdict != "factual_error"


@pytest.mark.parametrize("text", ["A." * 24, "a::" * 24 + "!", "`" + "x." * 24 + "`", "std::vector<int>::" * 24])
def test_pathological_references_come_back(verifier, text):
    # These once backtracked exponentially in the reference grammar (an optional inside an optional);
    # at this size a regression takes tens of seconds instead of microseconds.
    assert verifier.verify_text(text).verdict in ("unverifiable", "verified", "factual_error")
