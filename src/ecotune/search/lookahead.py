"""The next round's evolution, drawn while the current round builds and runs.

MetaSchedule's task scheduler runs a round's parts in turn: evolve, build, run, update the
cost model. On the H200 the evolution of a 64-trial round took 8-16 s of a 23-42 s round, while
the GPU and the build workers waited (bench/results/decisive_h200/round_phases.json). A
`Lookahead` draws the next round in a background thread as soon as the current one is sent to
the builder. TVM's FFI releases the GIL during the call, so MetaSchedule's evolution runs in C++
beside the builds and the timings. It runs at the lowest CPU priority: its worker threads
inherit it, so the build workers and the runner, which are on the round's critical path, keep
the cores they need, and the evolution takes what they leave.

The price is a cost model one round staler: the round drawn ahead does not know what the
current round measures (WarmupSearch starts it only once the cost model scores, so a search
never draws blind rounds ahead for want of a model it would have had).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Any

LOWEST_PRIORITY = 19  # nice value of the drawing thread (and so of the threads it starts)


class Lookahead:
    """`draw()` running in a thread of its own; `result()` waits for it and returns what it
    returned (or raises what it raised)."""

    def __init__(self, draw: Callable[[], Any]) -> None:
        self._value: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(draw,), name="ecotune-lookahead", daemon=True)
        self._thread.start()

    def _run(self, draw: Callable[[], Any]) -> None:
        try:
            # Linux: a thread id as PRIO_PROCESS's "who" sets that thread's nice value alone
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), LOWEST_PRIORITY)
        except (AttributeError, OSError):  # not Linux: the draw still runs, at normal priority
            pass
        try:
            self._value = draw()
        except BaseException as error:  # noqa: BLE001 - handed to the caller of result()
            self._error = error

    def wait(self) -> None:
        self._thread.join()

    def result(self) -> Any:
        self.wait()
        if self._error is not None:
            raise self._error
        return self._value
