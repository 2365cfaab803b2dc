"""The latency runner every search uses: MetaSchedule's LocalRunner (one isolated worker
process that loads each built candidate and times it), timed as a whole, with the
argument buffers allocated once per worker instead of once per candidate.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.runner import PyRunner, RunnerInput
from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument

from ..measurement.cold_timing import COLD_TIMINGS, run_evaluator_cold
from ..core.lifeline import hold_worker_lifeline
from ..ops.target import TargetInfo
from .settings import SearchSettings

# In the runner's worker process: the argument buffers of the argument list it was last given.
_ARGUMENTS: dict[tuple, list] = {}


def reused_arguments(device, args_info, alloc_repeat: int) -> list:
    """MetaSchedule's default_alloc_argument, once per worker process and argument list.

    Every candidate of a search takes the same arguments (the task's buffers), and LocalRunner
    allocated and random-filled them again for each one (docs/search-speed.md says
    what that cost). The worker now keeps them: a kernel's timing does not depend on the
    values in its buffers, and the candidates of one task write only its output. A worker
    restarted after a crash or a timeout starts with none.
    """
    key = (str(device), repr(args_info), alloc_repeat)
    if key not in _ARGUMENTS:
        _ARGUMENTS.clear()  # one task per search: hold one argument list at a time
        _ARGUMENTS[key] = default_alloc_argument(device, args_info, alloc_repeat)
    return _ARGUMENTS[key]


@derived_object
class TimedRunner(PyRunner):
    """Wraps a runner and adds up the wall time it spends (loading modules and timing them).

    run_early(input) times a candidate before MetaSchedule asks (the pipelined builder calls
    it as each build ends); run() then hands back that result in its place. `before_run`,
    if set, is called before any timing (the energy search waits there for its idle reading).
    """

    def __init__(self, inner) -> None:
        super().__init__()
        self.inner = inner
        self.before_run: Callable[[], None] | None = None
        self.run_seconds = 0.0
        self.candidates = 0
        self._early: dict[str, Any] = {}  # artifact path -> its RunnerFuture, already done

    def run_early(self, runner_input: RunnerInput) -> float:
        """Time one built candidate now; returns the seconds it took."""
        if self.before_run is not None:
            self.before_run()
        start = time.perf_counter()
        (future,) = self.inner.run([runner_input])
        future.result()
        self._early[str(runner_input.artifact_path)] = future
        self.candidates += 1
        seconds = time.perf_counter() - start
        self.run_seconds += seconds
        return seconds

    def run(self, runner_inputs: list[RunnerInput]):
        if self.before_run is not None:
            self.before_run()
        start = time.perf_counter()
        paths = [str(inp.artifact_path) for inp in runner_inputs]
        late = [inp for inp, path in zip(runner_inputs, paths) if path not in self._early]
        self.candidates += len(late)
        # LocalRunner works inside run(); waiting here keeps the timing honest for others.
        fresh = dict(zip((str(inp.artifact_path) for inp in late), self.inner.run(late) if late else []))
        for future in fresh.values():
            future.result()
        self.run_seconds += time.perf_counter() - start
        return [self._early.pop(path) if path in self._early else fresh[path] for path in paths]


# Per target kind: how long each timing of a candidate lasts at least (ms). On the H200 a
# fixed 512x3072x768 kernel timed with 10 ms repeats varied as little as with 50 ms ones
# (bench/results/runner_repeats_h200.json), at a fifth of the runner's time per candidate.
RUNNER_MIN_REPEAT_MS = {"cuda": 10, "llvm": 20}


def runner_min_repeat_ms(target: TargetInfo, settings: SearchSettings) -> int:
    if settings.min_repeat_ms is not None:
        return int(settings.min_repeat_ms)  # TVM's time evaluator takes whole milliseconds
    return RUNNER_MIN_REPEAT_MS.get(target.kind, 20)


def make_runner(target: TargetInfo, settings: SearchSettings, *, reuse_arguments: bool = True) -> TimedRunner:
    """The search's runner; reuse_arguments=False allocates each candidate's arguments anew, as
    MetaSchedule's LocalRunner does (to compare against it)."""
    if settings.cold_cache:
        config = ms.runner.EvaluatorConfig(number=1, repeat=COLD_TIMINGS, min_repeat_ms=0)
        evaluator = run_evaluator_cold
    else:
        # repeat=3 gives three latency samples per candidate (the latency is their median);
        # min_repeat_ms keeps each one long enough to average over launch jitter.
        config = ms.runner.EvaluatorConfig(number=1, repeat=3, min_repeat_ms=runner_min_repeat_ms(target, settings))
        evaluator = None  # MetaSchedule's
    return TimedRunner(ms.runner.LocalRunner(timeout_sec=settings.run_timeout_s, evaluator_config=config,
                                             f_run_evaluator=evaluator, initializer=hold_worker_lifeline,
                                             f_alloc_argument=reused_arguments if reuse_arguments else None))


def pipelined(settings: SearchSettings, runner: TimedRunner) -> TimedRunner | None:
    """The runner the builder times candidates with as they are built, if the settings ask."""
    return runner if settings.pipeline_runs else None
