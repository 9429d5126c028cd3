"""The governance chain: transcripts in, governed experiences stored.

Public API::

    from graph import Chain, run, Store, read_transcript, make_backend
    result = run(["sample_repos/transcripts"], repo="sample_repos/qqbrowser", db="governance.sqlite")
    result.funnel            # conversations -> segments -> candidates -> review -> dedup -> merge -> stored
"""
from .chain import Chain, RunResult, build_graph, funnel, run
from .llm import Backend, ModelOutputError, ModelUnavailableError, OfflineBackend, OpenAIBackend, make_backend
from .models import (
    Candidate,
    DedupGroup,
    Experience,
    ExperienceBody,
    Funnel,
    MergeDecision,
    ReviewVerdict,
    Segment,
    Transcript,
    Turn,
)
from .redact import redact, trim_tool_output
from .store import MIGRATIONS, Store, migrate
from .transcripts import TranscriptFormatError, discover, read_transcript

__all__ = [
    "Backend", "Candidate", "Chain", "DedupGroup", "Experience", "ExperienceBody", "Funnel", "MIGRATIONS",
    "MergeDecision", "ModelOutputError", "ModelUnavailableError", "OfflineBackend", "OpenAIBackend",
    "ReviewVerdict", "RunResult", "Segment", "Store", "Transcript", "TranscriptFormatError", "Turn", "build_graph",
    "discover", "funnel", "make_backend", "migrate", "read_transcript", "redact", "run", "trim_tool_output",
]
