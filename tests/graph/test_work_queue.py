"""The chain's queue over uploaded sessions (graph/work_queue.py) on both backends."""
import threading

import pytest
from pg_db import any_backend, pg_server, pg_url  # noqa: F401  (fixtures)

from graph import tokens, work_queue
from graph.store import Store
from graph.uploads import Uploads

T0 = 1_800_000_000.0   # the tests' clock: leases are compared with it, never with the time of day


def _upload(store, sessions, lines=2):
    _, tok = tokens.create(store, "dev", ["qqbrowser"])
    up = Uploads(store)
    for s in sessions:
        offset = 0
        for k in range(lines):
            line = f'{{"session": "{s}", "turn": {k}}}\n'
            assert up.receive(tok, {"session": s, "format": "claude", "offset": offset, "content": line,
                                    "repository": "qqbrowser"}).status == 201
            offset += len(line.encode())
    return up, tok


def test_claim_govern_complete_and_new_bytes_make_new_work(any_backend):
    store = Store(any_backend)
    up, tok = _upload(store, ["s1"])
    work = work_queue.claim(store, "w1", lease=60, at=T0)
    assert (work.session, work.start, work.repository) == ("s1", 0, "qqbrowser")
    assert work_queue.content(store, work).count("\n") == 2
    assert work_queue.claim(store, "w2", lease=60, at=T0 + 1) is None   # leased to w1
    work_queue.complete(store, "w1", work)
    assert work_queue.pending(store) == 0 and work_queue.claim(store, "w2", at=T0 + 2) is None
    line = '{"session": "s1", "turn": 2}\n'
    assert up.receive(tok, {"session": "s1", "format": "claude", "offset": work.end, "content": line,
                            "repository": "qqbrowser"}).status == 201
    more = work_queue.claim(store, "w2", at=T0 + 3)
    assert (more.start, more.end) == (work.end, work.end + len(line)) and work_queue.content(store, more) == line
    assert [a["actor"] for a in store.audit_log("s1") if a["action"] == "session_governed"] == ["worker:w1"]
    store.close()


def test_a_killed_workers_session_goes_to_another_after_its_lease(any_backend):
    store = Store(any_backend)
    _upload(store, ["s1"])
    dead = work_queue.claim(store, "w1", lease=60, at=T0)      # w1 is killed here
    assert work_queue.claim(store, "w2", lease=60, at=T0 + 59) is None
    taken = work_queue.claim(store, "w2", lease=60, at=T0 + 61)
    assert taken.session == "s1" and taken.start == dead.start
    with pytest.raises(work_queue.LeaseLost):
        work_queue.complete(store, "w1", dead)                 # w1 comes back too late: not recorded
    work_queue.complete(store, "w2", taken)
    assert work_queue.pending(store) == 0
    with pytest.raises(ValueError):
        work_queue.complete(store, "w2", taken, governed_to=taken.end + 1)
    store.close()


def test_two_workers_drain_one_queue_with_nothing_done_twice(any_backend):
    setup = Store(any_backend)
    sessions = [f"s{i:02d}" for i in range(24)]
    _upload(setup, sessions, lines=1)
    setup.close()
    done, errors = [], []
    barrier = threading.Barrier(2, timeout=60)

    def worker(name):
        store = Store(any_backend)   # a connection each, as two machines would have
        try:
            barrier.wait()
            while (work := work_queue.claim(store, name, lease=600, at=T0)) is not None:
                done.append((work.session, name))
                work_queue.complete(store, name, work)
        except Exception as e:  # collected, asserted below
            errors.append(e)
        finally:
            store.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in ("w1", "w2")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(s for s, _ in done) == sessions          # every session once, none twice
    store = Store(any_backend)
    assert work_queue.pending(store) == 0
    assert store.count("audit", "WHERE action='session_governed'") == len(sessions)
    store.close()
