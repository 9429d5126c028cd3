"""Three polarity readings that are structure, not wording: a negation word inside cited code or a quoted message
is not the speaker's ("throw `NotFound('user not found')`"), a variable that is the receiver of an access path
(`err` in `err.status`) is not the class the other text avoids (`Err`), and a pronoun that is no longer needed
("it is no longer needed since ...") retires what the clause before names, not the reason after the cue.
The examples are written for these tests, not taken from the labelled sets."""
import pytest

from graph import polarity


@pytest.mark.parametrize("clause, denies", [
    ("Raise `NotFound('user not found')` from the handler", False),
    ("Print 'Nothing to do, not configured' and exit 0", False),
    ("Pass `--no-cache` to the build step", False),
    ("Do not raise `NotFound('user not found')` from the handler", True),
    ("不要在 handler 里抛 `NotFound('user not found')`", True),
])
def test_negation_inside_cited_code_or_a_quoted_message_is_not_the_advice(clause, denies):
    assert polarity.negated(clause) is denies


def test_using_a_call_of_the_class_the_other_avoids_contradicts_it():
    a = "Raise a plain `Failure('user not found')` and let the middleware map it."
    b = "Raise `HttpProblem(404)`, not a plain `Failure`."
    assert [o.axis for o in polarity.oppositions(a, b)] == ["polarity"]


def test_a_receiver_in_an_access_path_is_not_the_avoided_class():
    a = "Log from the `onFailure` hook and report only failures whose `failure.kind` is `FATAL`."
    b = "Raise `HttpProblem(404)`, not a plain `Failure`."
    assert polarity.oppositions(a, b) == []


@pytest.mark.parametrize("stored", [
    "Call `closePool()` in `tearDown`.",
    "`tearDown` で `closePool()` を呼ぶ。",
    "在 `tearDown` 里调用 `closePool()`。",
])
def test_a_pronoun_no_longer_needed_retires_the_clause_before(stored):
    new = "Remove the `closePool()` from `tearDown`; it is no longer needed since the 4.0 runner wraps every test in `PoolScope`."
    assert [o.axis for o in polarity.oppositions(new, stored)] == ["required"]


def test_a_no_longer_clause_about_something_else_still_needs_the_shared_thing():
    # what is no longer needed is named before the cue and is not what the stored text does: no retirement of it
    new = "Call `closePool()` in `tearDown`; `PoolScope` is no longer needed since the 4.0 runner."
    assert not [o for o in polarity.oppositions(new, "Call `closePool()` in `tearDown`.") if o.axis == "required"]
