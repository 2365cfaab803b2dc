"""A whole model's inference, call by call, in place: how long each tuned kernel runs
between the model's other kernels, to set beside the same kernel timed alone (remeasure).

On ResNet-50 the weighted sum of the tasks' isolated timings put the latency and the
energy-aware builds within 3 % of each other, while the whole builds differed by 15 %
(H200, docs/models.md); this says which calls carry the difference.

On a GPU each call is bracketed by CUDA events on the stream TVM launches on, with no sync
between calls. The VM's instrument hook runs Python around every call, which would leave
the GPU waiting for the host between kernels and the events would time that wait. So the
GPU is first held busy (`hold`: a spin kernel of `hold_s`, PyTorch's `torch.cuda._sleep`,
on the same default stream) while the host issues the whole profiled inference; the
kernels then run back to back as in a measured inference. Each profiled inference records
the host's issue time, so a hold too short to cover it shows in the result. On a CPU a
call runs on the calling thread and a wall clock times it.

`time_alone` replays each call of one inference by itself, with the same clock, warm (the
same call back to back, its data left in cache by the one before, as remeasure and the
searches time kernels) and cold (a buffer larger than the last-level cache written before
each call, as a model's weights arrive). In place vs warm vs cold tells whether a kernel is
slower in the model because of the cache or because of how it is timed.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Any, Mapping

import numpy as np
import pandas as pd

from ..core.errors import EcotuneError
from .compile import CompiledModel

PROFILE_COLUMNS = ["inference", "call", "function", "seconds"]
INFERENCE = "(inference)"  # per profiled inference: its first kernel's start to its last one's end
SUM_OF_CALLS = "(sum of calls)"
HOST_ISSUE = "(host issue)"  # per profiled inference: the host's time to issue it, hooks included
HOLD = "(hold)"  # per profiled inference: how long the hold before it kept the GPU busy
NOT_CALLS = (INFERENCE, HOST_ISSUE, HOLD)
ALONE_COLUMNS = ["call", "function", "warm_s", "cold_s"]


class WallClock:
    """Host time: what a call costs where it runs on the calling thread (CPU targets)."""

    def mark(self) -> float:
        return time.perf_counter()

    def seconds(self, start: float, end: float) -> float:
        return end - start

    def release(self) -> None:
        pass


class CudaEvents:
    """Device time between two points of the default stream (where TVM launches)."""

    def __init__(self):
        try:
            from cuda.bindings import runtime as cudart
        except ImportError as exc:
            raise EcotuneError("profiling on a GPU times calls with CUDA events from cuda-bindings "
                               f"(pip install cuda-bindings): {exc}") from exc
        self._cudart = cudart
        self._events: list[Any] = []

    def _check(self, result):
        err, *value = result
        if int(err) != 0:
            name = self._cudart.cudaGetErrorName(err)[1].decode()
            raise EcotuneError(f"CUDA events for the profile: {name} ({int(err)})")
        return value[0] if value else None

    def mark(self):
        event = self._check(self._cudart.cudaEventCreate())
        self._events.append(event)
        self._check(self._cudart.cudaEventRecord(event, 0))
        return event

    def seconds(self, start, end) -> float:
        return self._check(self._cudart.cudaEventElapsedTime(start, end)) / 1e3

    def release(self) -> None:
        for event in self._events:
            self._cudart.cudaEventDestroy(event)
        self._events.clear()


def is_kernel_call(function: str) -> bool:
    """The VM's own builtins (allocation, reshape views, tuple handling) are not kernels."""
    return not function.startswith("vm.")


def torch_hold(hold_s: float):
    """A callable queuing about hold_s of GPU spin on the default stream (PyTorch's
    `torch.cuda._sleep`, at the device's SM clock), or None where PyTorch has no CUDA."""
    try:
        import torch
    except ImportError:
        return None
    if not torch.cuda.is_available():
        return None
    # clock_rate (kHz) is gone from CUDA 13's device properties; 2.1 GHz is above any SM
    # clock of today's boards, so the spin lasts at least hold_s (the profile measures it)
    khz = getattr(torch.cuda.get_device_properties(0), "clock_rate", 0) or 2_100_000
    cycles = int(hold_s * khz * 1e3)
    return lambda: torch.cuda._sleep(cycles)


def device_clock(compiled: CompiledModel):
    """CUDA events on a GPU, the wall clock on a CPU."""
    return CudaEvents() if compiled.device.dlpack_device_type() != 1 else WallClock()  # 1: kDLCPU


@contextmanager
def instrumented(compiled: CompiledModel, hook):
    """The VM calls `hook` around every call inside the block, and no longer after it."""
    compiled.vm.set_instrument(hook)
    try:
        yield
    finally:
        compiled.vm.set_instrument(None)


def host_cache_flush(nbytes: int = 64 << 20):
    """The CPU's counterpart: a write of nbytes from the calling thread (above a server's LLC)."""
    buffer = np.empty(nbytes, dtype=np.uint8)
    return lambda: buffer.fill(1)


def capture_calls(compiled: CompiledModel, inputs: Mapping[str, np.ndarray]) -> list[tuple[str, Any, tuple]]:
    """One inference's kernel calls in order: (function name, the callable, its arguments).
    The arguments keep the VM's buffers alive, so each call can be run again by itself."""
    calls: list[tuple[str, Any, tuple]] = []

    def instrument(func, function, before_run, ret_value, *call_args):
        if before_run and is_kernel_call(function):
            calls.append((function, func, call_args))
        return 0  # relax.VMInstrumentReturnKind.NO_OP

    with instrumented(compiled, instrument):
        compiled.vm["main"](*compiled.device_inputs(inputs))
    compiled.device.sync()
    return calls


def time_alone(compiled: CompiledModel, calls: list[tuple[str, Any, tuple]], *, repeats: int = 20,
               clock=None, hold=None, flush=None) -> pd.DataFrame:
    """Each captured call by itself, `repeats` times warm (back to back, after one untimed
    call) and `repeats` times cold (`flush` before each, untimed). ALONE_COLUMNS: per call
    the median seconds of each. `hold` (GPU) keeps the device busy while the host issues one
    call's repeats, so the clock times the kernel, not the host. Without `flush`, cold_s is NaN."""
    if repeats < 1:
        raise ValueError(f"repeats must be >= 1, got {repeats}")
    clock = clock or device_clock(compiled)

    def timed(func, args, before=None) -> float:
        if hold is not None:
            hold()
        spans = []
        for _ in range(repeats):
            if before is not None:
                before()
            start = clock.mark()
            func(*args)
            spans.append((start, clock.mark()))
        compiled.device.sync()
        seconds = float(np.median([clock.seconds(a, b) for a, b in spans]))
        clock.release()
        return seconds

    rows = []
    for call, (function, func, args) in enumerate(calls):
        func(*args)  # warm: the data the timed calls read was just read
        warm = timed(func, args)
        cold = timed(func, args, before=flush) if flush is not None else np.nan
        rows.append((call, function, warm, cold))
    return pd.DataFrame(rows, columns=ALONE_COLUMNS)


def profile_calls(compiled: CompiledModel, inputs: Mapping[str, np.ndarray], *, inferences: int = 20,
                  warmup: int = 3, clock=None, hold=None) -> pd.DataFrame:
    """Time every kernel call of `inferences` inferences (after `warmup` plain ones).

    Returns PROFILE_COLUMNS: one row per kernel call (`call` counts the kernel calls of an
    inference from 0, so a call site has the same number in every inference), one
    INFERENCE row per inference (device time from its first kernel's start to its last
    one's end), one HOST_ISSUE row (host time to issue it) and, with a hold, one HOLD row
    (the hold's measured length: the GPU never waited for the host when it exceeds
    HOST_ISSUE). `clock`: WallClock or CudaEvents, chosen from the device when None.
    `hold`: on a GPU, called before each profiled inference to keep the GPU busy while the
    host issues it (torch_hold).
    """
    if inferences < 1:
        raise ValueError(f"inferences must be >= 1, got {inferences}")
    clock = clock or device_clock(compiled)
    args = compiled.device_inputs(inputs)
    main = compiled.vm["main"]
    marks: list[tuple[str, Any, Any]] = []
    started: list[Any] = []  # the running call's start mark (the VM's calls do not nest)

    def instrument(func, function, before_run, ret_value, *call_args):
        if is_kernel_call(function):
            if before_run:
                started[:] = [clock.mark()]
            else:
                marks.append((function, started.pop(), clock.mark()))
        return 0  # relax.VMInstrumentReturnKind.NO_OP

    rows = []
    for _ in range(warmup):
        main(*args)
    compiled.device.sync()
    for inference in range(inferences):
        marks.clear()
        if hold is not None:
            held_from = clock.mark()
            hold()
            held_to = clock.mark()
        with instrumented(compiled, instrument):
            issue_start = time.perf_counter()
            main(*args)
            issue_s = time.perf_counter() - issue_start
        compiled.device.sync()
        rows += [(inference, call, function, clock.seconds(start, end))
                 for call, (function, start, end) in enumerate(marks)]
        if marks:
            rows.append((inference, len(marks), INFERENCE, clock.seconds(marks[0][1], marks[-1][2])))
        rows.append((inference, len(marks) + 1, HOST_ISSUE, issue_s))
        if hold is not None:
            rows.append((inference, len(marks) + 2, HOLD, clock.seconds(held_from, held_to)))
        clock.release()
    return pd.DataFrame(rows, columns=PROFILE_COLUMNS)


def per_function(profile: pd.DataFrame) -> pd.DataFrame:
    """Per kernel function: calls per inference, median seconds per call (the median over
    inferences of each call site, then the mean over its call sites) and seconds per
    inference (that median x calls); then SUM_OF_CALLS, and the medians of the INFERENCE,
    HOST_ISSUE and HOLD rows: INFERENCE minus SUM_OF_CALLS is the time between kernels."""
    calls = profile[~profile.function.isin(NOT_CALLS)]
    inferences = profile.inference.nunique()
    site = calls.groupby(["function", "call"]).seconds.median().reset_index()
    table = site.groupby("function").agg(calls=("call", "size"), seconds_per_call=("seconds", "mean"))
    table["seconds_per_inference"] = table.seconds_per_call * table.calls
    table = table.sort_values("seconds_per_inference", ascending=False).reset_index()
    summary = pd.DataFrame(
        [{"function": SUM_OF_CALLS, "calls": int(table.calls.sum()), "seconds_per_call": np.nan,
          "seconds_per_inference": table.seconds_per_inference.sum()}]
        + [{"function": row, "calls": inferences, "seconds_per_call": np.nan,
            "seconds_per_inference": profile[profile.function == row].seconds.median()}
           for row in NOT_CALLS if row in set(profile.function)])
    return pd.concat([table, summary], ignore_index=True)


def alone_per_function(alone: pd.DataFrame) -> pd.DataFrame:
    """Per kernel function, as per_function averages call sites: warm and cold seconds per call."""
    return alone.groupby("function")[["warm_s", "cold_s"]].mean().rename(
        columns={"warm_s": "alone_warm_s_per_call", "cold_s": "alone_cold_s_per_call"}).reset_index()
