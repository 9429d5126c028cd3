from __future__ import annotations

import pytest
from gov_samples import QQBROWSER, TRANSCRIPTS


@pytest.fixture(scope="session")
def sample_run(tmp_path_factory):
    """One offline run of the whole chain over the sample transcripts, against the sample repository.

    Shared read-only by the end-to-end tests; tests that change the store make their own run.
    """
    from graph import OfflineBackend, run

    db = tmp_path_factory.mktemp("sample") / "governance.sqlite"
    result = run([TRANSCRIPTS], str(QQBROWSER), db, backend=OfflineBackend())
    return db, result
