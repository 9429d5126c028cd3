"""Two false alarms of the sixth prose set (real tree-sitter, real index): a machine path such as
`/var/log/app.log` was joined onto the root, left it, and was denied because the machine has /var/log;
and C++'s `OptionAdder::operator()` was missing because the index names the operator `operator()`."""
from __future__ import annotations

import pytest

from verifier_repos import verifier_over

FILES = {
    "var/log/README.md": "# logs of the examples\n",
    "docs/guide.md": "# guide\n",
    "include/opts.hpp": """namespace opts {
class OptionAdder {
 public:
  OptionAdder& operator()(const char* name, const char* desc);
  bool operator==(const OptionAdder& other) const;
  void reset();
};
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def _claim(verifier, text, kind):
    return next(c for c in verifier.verify_text(text).claims if c.kind == kind)


def test_a_machine_log_file_is_never_denied(verifier):
    c = _claim(verifier, "Point the hook at `/var/log/app.log` and rotate it with logrotate.", "path")
    assert c.error is None and c.status == "unverifiable"


def test_a_machine_path_that_exists_on_the_machine_is_not_the_repositorys(verifier):
    c = _claim(verifier, "The resolver reads `/etc/hosts` first.", "path")
    assert c.status != "verified"


def test_a_root_relative_path_is_still_found_in_the_repository(verifier):
    assert _claim(verifier, "See `/docs/guide.md` for the flags.", "path").status == "verified"


def test_a_missing_file_under_a_real_directory_is_still_an_error(verifier):
    assert _claim(verifier, "See `docs/guides.md` for the flags.", "path").error == "S1_FACTUAL_ERROR"


def test_a_cpp_call_operator_is_a_member(verifier):
    c = _claim(verifier, "Chain `OptionAdder::operator()` calls to define the options.", "member")
    assert c.error is None and c.status == "verified"


def test_a_near_miss_beside_the_operators_is_still_an_error(verifier):
    assert _claim(verifier, "Call `OptionAdder::resett()` between runs.", "member").error == "S1_FACTUAL_ERROR"
