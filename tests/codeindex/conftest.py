import pytest

from codeindex.extract import Extractor


@pytest.fixture(scope="session")
def extractor():
    """One Extractor for the session: compiling the queries is the slow part."""
    return Extractor()
