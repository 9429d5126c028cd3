"""verifier: code-grounded verification of the code facts in an experience.

    from verifier import Verifier
    v = Verifier.open("sample_repos/qqbrowser")
    r = v.verify_text("FastScrollBar.attachToQBListView")
    r.verdict            # "factual_error"
    r.claims[0].suggestions[0].symbol   # "FastScrollBarCompat.attachToQBRecyclerView"
"""
from .api import Verifier
from .claims import Claim, extract_claims, looks_like_prose
from .models import S1_FACTUAL_ERROR, ClaimResult, Evidence, Suggestion, TextResult, verdict_of

__all__ = [
    "Claim", "ClaimResult", "Evidence", "S1_FACTUAL_ERROR", "Suggestion", "TextResult", "Verifier",
    "extract_claims", "looks_like_prose", "verdict_of",
]
