"""The per-repository merge lock (graph/merge_lock.py) on both backends: one chain at a time per
repository, other repositories never wait, a holder killed mid-merge releases it."""
import subprocess
import sys

from gov_samples import ROOT
from pg_db import any_backend, pg_server, pg_url  # noqa: F401  (fixtures)

from graph.merge_lock import MergeLock
from graph.store import Store

HOLDER = """
import sys, time
from graph.merge_lock import MergeLock
from graph.store import Store
lock = MergeLock(Store(sys.argv[1]), "qqbrowser")
lock.acquire()
print("held", flush=True)
time.sleep(600)
"""


def test_one_chain_at_a_time_per_repository(any_backend):
    first, second = Store(any_backend), Store(any_backend)   # two workers' connections
    mine, theirs = MergeLock(first, "qqbrowser"), MergeLock(second, "qqbrowser")
    elsewhere = MergeLock(second, "chromium-shell")
    assert mine.try_acquire() and mine.try_acquire()           # re-entrant within one chain
    assert not theirs.try_acquire()                            # the same repository: taken
    assert elsewhere.try_acquire()                             # another repository: never waits
    elsewhere.release()
    mine.release()
    assert theirs.try_acquire() and not mine.try_acquire()
    theirs.release()
    first.close()
    second.close()


def test_a_holder_killed_mid_merge_releases_the_lock(any_backend):
    Store(any_backend).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, any_backend], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        store = Store(any_backend)
        waiting = MergeLock(store, "qqbrowser")
        assert not waiting.try_acquire()
    finally:
        holder.kill()                                          # SIGKILL: no cleanup of its own
        holder.wait(timeout=60)
    waiting.acquire()                                          # returns: the server (or kernel) released it
    assert waiting.held
    waiting.release()
    store.close()
