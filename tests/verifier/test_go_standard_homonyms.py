"""Go's standard library reuses names a repository also uses: logrus has its own package `syslog`
(hooks/syslog, beside log/syslog) and names its Logger variables `log`. A text's `syslog.LOG_INFO` or
`log.New(w, "", 0)` may be the standard library's and is never denied; a near miss of the repository's
own package function still is (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier_repos import verifier_over

FILES = {
    "go.mod": "module example.com/logx\n",
    "logger.go": """package logx

type Logger struct{ Level int }

func New() *Logger { return &Logger{} }

func (l *Logger) WriterLevel(level int) int { return level }
""",
    "example_test.go": """package logx

func ExampleOne() {
	var log *Logger = New()
	log.WriterLevel(1)
}

func ExampleTwo() {
	var log *Logger = New()
	log.WriterLevel(2)
}
""",
    "hooks/syslog/syslog.go": """package syslog

import "log/syslog"

type SyslogHook struct{ Writer *syslog.Writer }

func NewSyslogHook(network, raddr string, priority syslog.Priority, tag string) (*SyslogHook, error) {
	return &SyslogHook{}, nil
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def _first(verifier, text):
    return verifier.verify_text(text).claims[0]


def test_a_standard_syslog_priority_is_not_missing_from_the_repositorys_syslog(verifier):
    c = _first(verifier, "Send warnings with `syslog.LOG_INFO` priority through the hook.")
    assert c.error is None


def test_the_standard_log_New_is_not_a_missing_Logger_method(verifier):
    c = _first(verifier, 'Bridge the std logger with `log.New(os.Stderr, "", 0)`.')
    assert c.error is None and c.status == "unverifiable"


def test_a_near_miss_of_the_repositorys_package_function_is_still_an_error(verifier):
    c = _first(verifier, "Register it with `syslog.NewSyslogHookk(\"udp\", \"localhost:514\", 0, \"\")`.")
    assert c.error == "S1_FACTUAL_ERROR"


def test_a_missing_member_on_the_habit_typed_variable_is_still_an_error(verifier):
    c = _first(verifier, "Call `log.WriterLevell(2)` on it.")
    assert c.error == "S1_FACTUAL_ERROR"
