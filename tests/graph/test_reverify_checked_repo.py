"""Which repository an experience belongs to is read from Review's structured record (`checked_repo`),
never from the wording of its `source_check` note: rewording the note changes nothing."""
import shutil

from gov_samples import QQBROWSER

from graph import OfflineBackend
from graph.models import Candidate, Experience, ExperienceBody, Explanation, ReviewVerdict, Source
from graph.nodes import review_candidate
from graph.reverify import belongs_to


def _experience(repository=None) -> Experience:
    return Experience(id="exp-1", status="active", version=1, created_at="2026-11-25T09:00:00Z",
                      updated_at="2026-11-25T09:00:00Z",
                      body=ExperienceBody(when="w", what="use FastScrollBarCompat.attachToQBRecyclerView()", why="y",
                                          lens="logic"),
                      sources=[Source(session="s", transcript_path="/x", repository=repository)])


def test_review_records_the_repository_it_checked_against(tmp_path):
    repo = tmp_path / "qqbrowser"
    shutil.copytree(QQBROWSER, repo, ignore=shutil.ignore_patterns(".codeindex"))
    cand = Candidate(id="c1", segment_id="seg", when="when a QBRecyclerView needs a fast scroll bar",
                     what="call `FastScrollBarCompat.attachToQBRecyclerView()`", why="the header offsets",
                     lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x", repository="/home/lin/qqbrowser"),
                     explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))
    checked = review_candidate(cand, OfflineBackend(), str(repo), "v1")
    assert checked.checked_repo == "qqbrowser" and checked.verifier_verdict is not None
    elsewhere = review_candidate(cand.model_copy(update={"source": Source(session="s", transcript_path="/x",
                                                                          repository="/home/lin/agent-tools")}),
                                 OfflineBackend(), str(repo), "v1")
    assert elsewhere.checked_repo is None and elsewhere.verifier_verdict is None


def test_belongs_to_reads_the_field_whatever_the_note_says():
    reworded = ReviewVerdict(candidate_id="c1", keep=True, source_check="S1: looked at qqbrowser, all fine",
                             checked_repo="qqbrowser")
    review = [(reworded.checked_repo, reworded.claims)]
    exp = _experience(repository=None)   # no source recorded a repository: Review's record decides
    assert belongs_to(exp, "qqbrowser", review)
    assert not belongs_to(exp, "agent-tools", review)
    not_run = ReviewVerdict(candidate_id="c2", keep=True, source_check="checked against nothing")
    assert not_run.checked_repo is None and not belongs_to(exp, "qqbrowser", [(None, [])])
    # A source that recorded its repository comes first.
    assert not belongs_to(_experience(repository="/home/lin/agent-tools"), "qqbrowser", review)


def test_verdicts_stored_before_the_field_existed_are_read_into_it():
    legacy = ReviewVerdict.model_validate_json(
        '{"candidate_id": "c1", "keep": true, "source_check": "checked against qqbrowser: verified"}')
    assert legacy.checked_repo == "qqbrowser"
    skipped = ReviewVerdict.model_validate_json(
        '{"candidate_id": "c2", "keep": true, "source_check": "not checked: no repository given"}')
    assert skipped.checked_repo is None
