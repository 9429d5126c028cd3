"""A throwaway PostgreSQL database for the tests, on the server at 127.0.0.1:5432 (or $CODEFACTS_TEST_PG).

`pg_server` creates `codefacts_test_<pid>` once per test session and drops it at the end; `pg_url`
empties it before each test (drop and recreate the public schema) and returns its URL. Where no
server answers, the tests that need one are skipped with the reason (visible under `pytest -ra`).
"""
from __future__ import annotations

import os

import pytest

ADMIN_URL = os.environ.get("CODEFACTS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")


def _admin():
    import psycopg

    return psycopg.connect(ADMIN_URL, autocommit=True, connect_timeout=3)


@pytest.fixture(scope="session")
def pg_server():
    try:
        admin = _admin()
    except Exception as e:  # no server, no role, no psycopg: say why and skip
        reason = str(e).strip().splitlines()[0] if str(e).strip() else repr(e)
        pytest.skip(f"PostgreSQL not reachable at {ADMIN_URL}: {reason}")
    name = f"codefacts_test_{os.getpid()}"
    admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    admin.execute(f"CREATE DATABASE {name}")
    base = ADMIN_URL.rsplit("/", 1)[0]
    try:
        yield f"{base}/{name}"
    finally:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.close()


@pytest.fixture
def pg_url(pg_server):
    import psycopg

    with psycopg.connect(pg_server, autocommit=True) as conn:
        conn.execute("DROP SCHEMA public CASCADE")
        conn.execute("CREATE SCHEMA public")
    return pg_server


@pytest.fixture(params=["sqlite", "postgresql"])
def any_backend(request, tmp_path):
    """A store location on each backend in turn: a SQLite file, then an empty PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "s.sqlite")
    return request.getfixturevalue("pg_url")
