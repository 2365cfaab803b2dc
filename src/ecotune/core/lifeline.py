"""Die with the parent: a job whose Snakemake is gone stops, and so does a worker whose job is gone.

Without this, `kill -9` of Snakemake left the job script searching on (it wrote 48 more rows
nobody would read) with its TVM workers, and a killed job script left its PopenPoolExecutor
workers (builder, runner, energy worker) running.

`hold_lifeline()` starts a daemon thread that polls os.getppid(): when the parent changes
(the process was re-parented to init or a subreaper because its parent died), it kills its
own descendants and exits. Why polling and not prctl(PR_SET_PDEATHSIG): that signal fires
when the parent *thread* that spawned us exits, and Snakemake may start jobs from a worker
thread that ends long before the job. Polling only needs the parent *process* to live.

The workers' initializer, `hold_worker_lifeline()`, adds PR_SET_PDEATHSIG on Linux as well:
a worker stuck in native code that holds the GIL (a hanging kernel) cannot run the polling
thread, and the thread that spawned it (a PopenPoolExecutor pool thread) lives as long as
the pool, so there the signal fires exactly when the job dies.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time

POLL_S = 0.5
_PR_SET_PDEATHSIG = 1
_started = False


def hold_lifeline(poll_s: float = POLL_S) -> None:
    """Exit (descendants first) when this process's parent dies; idempotent."""
    global _started
    if _started:
        return
    _started = True
    parent = os.getppid()
    threading.Thread(target=_watch, args=(parent, poll_s), name="ecotune-lifeline", daemon=True).start()


def hold_worker_lifeline() -> None:
    """PopenPoolExecutor initializer: the polling thread, plus the kernel's parent-death signal."""
    _parent_death_signal()
    hold_lifeline()


def _watch(parent: int, poll_s: float) -> None:
    while os.getppid() == parent:
        time.sleep(poll_s)
    _die(parent)


def _die(parent: int) -> None:
    # os.write, not logging: the main thread may hold the logging lock, and this must not wait.
    message = (f"ecotune: parent process {parent} is gone (Snakemake or the job was killed); "
               f"stopping process {os.getpid()} and its workers\n")
    try:
        os.write(2, message.encode())
    except OSError:
        pass
    kill_descendants(os.getpid())
    os._exit(1)  # no cleanup handlers: the main thread may be deep in native code


def kill_descendants(pid: int) -> None:
    """SIGKILL every process below `pid` (its workers and whatever they started)."""
    import psutil

    try:
        children = psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return
    for child in children:
        try:
            child.kill()
        except psutil.NoSuchProcess:
            pass


def _parent_death_signal() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no prctl: the polling thread still covers it
        return
