"""A MetaSchedule builder whose worker processes live for the whole search.

MetaSchedule's LocalBuilder starts a fresh process pool on every `build()` call, and
its default build function imports `tvm.s_tir.tensor_intrin` in each worker (~20 s on
a 2-core machine), so a round's builds pay start-up many times and on the H200 the
default 30 s timeout failed every build. Here the pool starts once, each worker imports
what it needs once (in the initializer), and a build costs what compiling costs.

Artifacts go to a build directory the search owns (its work_dir/builds, or the builder's
own temporary folder), removed when the search ends, so a killed search leaves them in its
own folder rather than in /tmp. Workers die with the job (ecotune.core.lifeline).

Candidates are handed to the workers deepest auto-unroll first. A round's builds end with
the slowest worker, and compile time grows with the unrolled code: in replayed H200 matmul
candidates, NVRTC took 0.9-1.5 s at unroll depths up to 256, up to 4.3 s at 512 and 17 s
at 1024 (bench/results/compile_cost_cpu2.json). Started last, such a kernel would leave the other
workers idle while it compiles. The order changes nothing else: results come back in
the inputs' order.
"""

from __future__ import annotations

import concurrent.futures
import functools
import logging
import math
import os
import re
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import tvm
from tvm.ir import IRModule
from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.arg_info import ArgInfo
from tvm.s_tir.meta_schedule.builder import BuilderInput, BuilderResult, PyBuilder
from tvm.s_tir.meta_schedule.runner import RunnerInput
from tvm.support.popen_pool import PopenPoolExecutor
from tvm.target import Target

from ..core.lifeline import hold_worker_lifeline
from ..ops.schedules import compile_module
from ..ops.target import cpu_cores

log = logging.getLogger("ecotune.search")

# Nice value of the build workers when the runner times candidates while they compile
# (search.pipeline_runs): each timing is a loop of launches from one host thread, and a
# launch loop that waits for a core leaves the GPU idle inside the timed window. At 10 a
# compile gets about a tenth of a core the runner also wants (CFS weights 110 vs 1024) and
# still about seven times the share of the lookahead's evolution at 19 (lookahead.py).
# On the H200, with 16 workers compiling, a 13 us kernel's timings came out more than 5 % slow
# 1 time in 8 at nice 0 and never at 10, as in quiet blocks (bench/results/pipeline_check_nice2_h200.json).
PIPELINED_BUILD_NICE = 10


def _init_worker(nice: int = 0) -> None:
    hold_worker_lifeline()
    if nice:
        os.nice(nice)
    # Registers tvm_callback_cuda_compile so CUDA kernels are compiled to cubin here, in
    # the parallel build step, instead of serially when the runner loads each module.
    import tvm  # noqa: F401
    import tvm.support.nvcc  # noqa: F401


UNROLL_DEPTH = re.compile(r'"pragma_auto_unroll_max_step": (\d+)')


def unroll_depth(mod: IRModule) -> int:
    """The deepest auto-unroll a scheduled module asks for (0 for none)."""
    return max((int(depth) for depth in UNROLL_DEPTH.findall(mod.script())), default=0)


def device_type(target: Target) -> str:
    """The runtime's name for the target's device ("cuda", "cpu"), as the runner opens it."""
    return str(tvm.runtime.device(target.get_target_device_type(), 0)).split(":")[0]


def export_artifact(build_dir: str, rt_mod) -> str:
    """Export a built module for the runner: <fresh folder>/tvm_tmp_mod.so, which
    RemoveBuildArtifact deletes (the folder) once the round is measured.

    A shared library rather than MetaSchedule's .tar (made for uploading over RPC): loading a
    .tar untars it and links it with g++ (0.07 s for a small CPU kernel, more with a CUDA
    binary), in the runner's one worker, serially, and again in the energy worker; the .so
    is linked here, in parallel, and the runners only dlopen it.
    """
    os.makedirs(build_dir, exist_ok=True)
    artifact = os.path.join(tempfile.mkdtemp(prefix="build-", dir=build_dir), "tvm_tmp_mod.so")
    rt_mod.export_library(artifact)
    return artifact


def build_module(mod: IRModule, target: Target, build_dir: str) -> tuple[str, float]:
    """Compile one scheduled module and export it into build_dir; returns (artifact path, seconds)."""
    start = time.perf_counter()
    artifact = export_artifact(build_dir, compile_module(mod, target))
    return artifact, time.perf_counter() - start


def build_stats(seconds: list[float], depths: list[int], wall_s: float) -> dict:
    """One round's builds: wall and worker seconds, the median and the slowest compile and its
    unroll depth, so a slow build phase shows whether one deep candidate or every compile (the
    host) was slow. seconds: each candidate's compile time, nan where its build failed."""
    built = [(s, d) for s, d in zip(seconds, depths) if not math.isnan(s)]
    slowest, depth = max(built) if built else (math.nan, None)
    median = statistics.median(s for s, _ in built) if built else math.nan
    return {"candidates": len(seconds), "built": len(built), "wall_s": wall_s, "worker_s": sum(s for s, _ in built),
            "median_s": median, "slowest_s": slowest, "slowest_unroll": depth}


def build_summary(stats: dict) -> str:
    """build_stats as the line the search logs."""
    line = f"{stats['built']}/{stats['candidates']} built in {stats['wall_s']:.1f} s wall"
    if stats["built"]:
        line += (f", {stats['worker_s']:.1f} worker-s, median {stats['median_s']:.2f} s,"
                 f" slowest {stats['slowest_s']:.2f} s at unroll {stats['slowest_unroll']}")
    return line


@derived_object
class PersistentBuilder(PyBuilder):
    """Builds candidates in a pool of long-lived workers.

    `build_seconds` accumulates the workers' compile time so a search can report where
    its time went (compile vs. run vs. search overhead).

    With a `pipeline_runner`, each candidate is timed as soon as its build ends, while the
    others still compile, instead of after the last build: the round's run phase hides
    under its builds. The runner then hands MetaSchedule those results; what MetaSchedule
    and the callbacks see (builder results, then runner results, in order) is unchanged.
    Meant for GPU targets: on a CPU the timings would share the cores with the builds. The
    workers then run at PIPELINED_BUILD_NICE (`nice` sets another value).
    """

    def __init__(self, *, max_workers: int | None = None, timeout_sec: float = 120.0,
                 build_dir: Path | None = None, pipeline_runner=None, nice: int | None = None) -> None:
        super().__init__()
        # runner.TimedRunner, or None: MetaSchedule's order (all builds, then all runs)
        self.pipeline_runner = pipeline_runner
        self.nice = nice if nice is not None else (PIPELINED_BUILD_NICE if pipeline_runner is not None else 0)
        self.max_workers = max_workers or cpu_cores()  # the CPUs this process may use
        self.timeout_sec = timeout_sec
        # Without a build_dir the builder makes (and on close removes) a folder of its own.
        self.build_dir = Path(build_dir) if build_dir else Path(tempfile.mkdtemp(prefix="ecotune-builds-"))
        self.build_seconds = 0.0  # summed over workers
        self.build_wall_seconds = 0.0
        self.builds = 0
        self._pool: PopenPoolExecutor | None = None

    def _executor(self) -> PopenPoolExecutor:
        if self._pool is None:
            self._pool = PopenPoolExecutor(
                max_workers=self.max_workers, timeout=self.timeout_sec, initializer=_init_worker,
                initargs=(self.nice,))
        return self._pool

    def build(self, build_inputs: list[BuilderInput]) -> list[BuilderResult]:
        start, ran_s = time.perf_counter(), 0.0
        pool = self._executor()
        depths = [unroll_depth(inp.mod) for inp in build_inputs]
        futures: list[concurrent.futures.Future] = [None] * len(build_inputs)  # type: ignore[list-item]
        for i in sorted(range(len(build_inputs)), key=lambda i: -depths[i]):
            futures[i] = pool.submit(build_module, build_inputs[i].mod, build_inputs[i].target, str(self.build_dir))
        results: list[BuilderResult | None] = [None] * len(futures)
        seconds = [math.nan] * len(futures)
        position = {future: i for i, future in enumerate(futures)}
        done = concurrent.futures.as_completed(futures) if self.pipeline_runner is not None else futures
        for future in done:
            i = position[future]
            results[i], seconds[i] = self._result_of(future)
            if self.pipeline_runner is not None and results[i].error_msg is None:
                # time it now, on the GPU, while the other candidates still compile on the CPU
                inp = build_inputs[i]
                ran_s += self.pipeline_runner.run_early(RunnerInput(
                    results[i].artifact_path, device_type(inp.target), ArgInfo.from_entry_func(inp.mod, True)))
        wall_s = time.perf_counter() - start - ran_s
        self.build_wall_seconds += wall_s
        stats = build_stats(seconds, depths, wall_s)
        log.info("builds: %s", build_summary(stats), extra={"builds": stats})  # the record carries the numbers
        return results

    def _result_of(self, future: concurrent.futures.Future) -> tuple[BuilderResult, float]:
        """The candidate's BuilderResult and its compile seconds (nan when it failed)."""
        try:
            artifact, seconds = future.result()
        except TimeoutError:
            return BuilderResult(None, f"build timed out after {self.timeout_sec} s"), math.nan
        except Exception as exc:  # noqa: BLE001 - the worker's error (or its crash) is the candidate's
            return BuilderResult(None, f"build failed: {exc}"), math.nan
        self.build_seconds += seconds
        self.builds += 1
        return BuilderResult(artifact, None), seconds

    def close(self) -> None:
        """Stop the workers and remove the build directory (artifacts left by the last round)."""
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
        shutil.rmtree(self.build_dir, ignore_errors=True)


def make_builder(kind: str, *, max_workers: int | None, timeout_sec: float, build_dir: Path | None = None,
                 pipeline_runner=None):
    """`persistent` (ours) or `stock` (MetaSchedule's LocalBuilder, for comparisons)."""
    if kind == "persistent":
        return PersistentBuilder(max_workers=max_workers, timeout_sec=timeout_sec, build_dir=build_dir,
                                 pipeline_runner=pipeline_runner)
    if pipeline_runner is not None:
        raise ValueError("search.pipeline_runs needs builder: persistent (MetaSchedule's LocalBuilder "
                         "returns only when every build has ended)")
    if kind == "stock":
        from tvm.s_tir.meta_schedule.builder import LocalBuilder

        export = functools.partial(export_artifact, str(build_dir)) if build_dir else None
        return LocalBuilder(max_workers=max_workers, timeout_sec=timeout_sec, f_export=export,
                            initializer=hold_worker_lifeline)
    raise ValueError(f"builder: unknown kind {kind!r}; choose persistent or stock")


@contextmanager
def search_builder(settings, build_dir: Path, pipeline_runner=None) -> Iterator:
    """The builder a search's settings (tune_loop.SearchSettings) ask for, its artifacts in
    build_dir; on exit its workers stop and build_dir is removed."""
    builder = make_builder(settings.builder, max_workers=settings.builder_workers, timeout_sec=settings.build_timeout_s,
                           build_dir=build_dir, pipeline_runner=pipeline_runner)
    try:
        yield builder
    finally:
        if hasattr(builder, "close"):
            builder.close()
        shutil.rmtree(build_dir, ignore_errors=True)


