"""Review S1, source half: the candidate's text goes to the verifier, in process, against the repository.

Kept in one small module so the verifier's API is touched in one place. A ``factual_error`` verdict
rejects the candidate as S1_FACTUAL_ERROR and carries the claims with their evidence (file:line) and
suggestions (the nearest real symbol); ``unverifiable`` keeps it (Review keeps when unsure).
``check_text`` is the same call for the lifecycle's re-verification of stored experiences.
"""
from __future__ import annotations

import threading
from pathlib import Path

from .models import Candidate, ClaimCheck, CodeEvidence

_lock = threading.Lock()
_verifiers: dict[str, object] = {}
_keys: dict[str, str] = {}  # repository as given -> resolved path (resolving costs ~0.3 ms, per served experience)


def _verifier(repo: str, fresh: bool = False):
    """The verifier for a repository; ``fresh`` brings a verifier opened earlier in this process up to date
    with the files as they are now (opening one indexes incrementally already)."""
    key = _keys.get(repo)
    if key is None:
        key = str(Path(repo).resolve())
        if Path(repo).is_absolute():  # a relative path means another place after a chdir
            _keys[repo] = key
    with _lock:
        if key not in _verifiers:
            try:
                from verifier import Verifier
            except ImportError as e:  # the chain cannot do S1 without it; say so instead of passing silently
                raise RuntimeError(f"Review S1 needs the verifier package: {e}") from e
            _verifiers[key] = Verifier.open(key)
        elif fresh:
            _verifiers[key].refresh()
        return _verifiers[key]


def _evidence(items) -> list[CodeEvidence]:
    out = []
    for e in items or []:
        d = e if isinstance(e, dict) else (e.model_dump() if hasattr(e, "model_dump") else vars(e))
        out.append(CodeEvidence(path=str(d.get("path", "")), line=d.get("line"), symbol=d.get("symbol"),
                                note=d.get("note")))
    return out


def repo_name(location: str) -> str:
    """The name a repository is known by (last path or URL component, without .git): sessions record
    where they ran as a local path or a remote, so names, not paths, are compared."""
    name = location.rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1]
    return name[:-4] if name.endswith(".git") else name


def verifier_for(repo: str):
    """The verifier of a repository, opened once per process (retrieval anchors queries in its code index)."""
    return _verifier(repo)


def refresh(repo: str) -> None:
    """Bring the repository's index up to date with its files as they are now (a refactor since the last run)."""
    _verifier(repo, fresh=True)


def check_text(repo: str, text: str, text_id: str, since: str | None = None) -> tuple[str, list[ClaimCheck]]:
    """(verdict, claims) for a text against the repository; with ``since`` (the commit the text was
    learned at) a reference that resolved then and not now is S1_STALE_REFERENCE, with the commit
    that removed it. A commit git does not know (another clone, rewritten history) is ignored."""
    from verifier.history import UnknownRevision

    v = _verifier(repo)
    with _lock:  # one index, one reader at a time; Review fans out over threads
        try:
            r = v.verify_text(text, id=text_id, since=since)
        except UnknownRevision:   # the commit is not in this clone: check against the code as it is
            r = v.verify_text(text, id=text_id)
    claims = [
        ClaimCheck(text=c.text, status=c.status, error=c.error, reason=c.reason or "", rule=c.rule,
                   evidence=_evidence(c.evidence), suggestions=_evidence(c.suggestions))
        for c in r.claims
    ]
    return r.verdict, claims


def source_check(candidate: Candidate, repo: str | None) -> tuple[str | None, list[ClaimCheck], str]:
    """(verdict, claims, what was checked); verdict None when nothing was checked.

    A session that ran in another repository is not checked against this one: its code references
    would be "missing" here for the wrong reason.
    """
    if not repo:
        return None, [], "not checked: no repository given"
    session_repo = candidate.source.repository
    if session_repo and repo_name(session_repo) != repo_name(repo):
        return None, [], f"not checked: the session ran in {repo_name(session_repo)}, not {repo_name(repo)}"
    verdict, claims = check_text(repo, f"{candidate.what}\n{candidate.why}\n{candidate.when}", candidate.id)
    return verdict, claims, f"checked against {repo_name(repo)}: {verdict}"
