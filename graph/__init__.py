"""The governance chain: transcripts in, governed experiences stored.

Public API::

    from graph import Chain, run, Store, read_transcript, make_backend
    result = run(["sample_repos/transcripts"], repo="sample_repos/qqbrowser", db="governance.sqlite")
    result.funnel            # conversations -> segments -> candidates -> review -> dedup -> merge -> stored
    report = reverify(Store("governance.sqlite"), "sample_repos/qqbrowser")  # stale experiences after a refactor

Names are imported on first use (PEP 562): the Stop hook (`governance hook`) must start in
milliseconds, and LangGraph, openai and the verifier take seconds to import.
"""
from importlib import import_module

_EXPORTS = {
    "chain": ["Chain", "RunResult", "build_graph", "funnel", "run"],
    "llm": ["Backend", "ModelOutputError", "ModelUnavailableError", "OfflineBackend", "OpenAIBackend", "make_backend"],
    "models": ["Candidate", "DedupGroup", "Experience", "ExperienceBody", "Funnel", "MergeDecision", "ReviewVerdict",
               "Segment", "Transcript", "Turn"],
    "redact": ["redact", "trim_tool_output"],
    "reverify": ["ReverifyReport", "reverify"],
    "store": ["MIGRATIONS", "Store", "migrate"],
    "transcripts": ["TranscriptFormatError", "discover", "read_transcript"],
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
