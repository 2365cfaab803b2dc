"""A MetaSchedule builder whose worker processes live for the whole search.

MetaSchedule's LocalBuilder starts a fresh process pool on every `build()` call, and
its default build function imports `tvm.s_tir.tensor_intrin` in each worker (~20 s on
a 2-core machine), so a round's builds pay start-up many times and on the H200 the
default 30 s timeout failed every build. Here the pool starts once, each worker imports
what it needs once (in the initializer), and a build costs what compiling costs.

Artifacts go to a build directory the search owns (its work_dir/builds, or the builder's
own temporary folder), removed when the search ends, so a killed search leaves them in its
own folder rather than in /tmp. Workers die with the job (ecotune.lifeline).
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tvm.ir import IRModule
from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.builder import BuilderInput, BuilderResult, PyBuilder
from tvm.support.popen_pool import PopenPoolExecutor, StatusKind
from tvm.target import Target

from ..lifeline import hold_worker_lifeline
from ..schedules import compile_module


def _init_worker() -> None:
    hold_worker_lifeline()
    # Registers tvm_callback_cuda_compile so CUDA kernels are compiled to cubin here, in
    # the parallel build step, instead of serially when the runner loads each module.
    import tvm  # noqa: F401
    import tvm.support.nvcc  # noqa: F401


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


@derived_object
class PersistentBuilder(PyBuilder):
    """Builds candidates in a pool of long-lived workers.

    `build_seconds` accumulates the workers' compile time so a search can report where
    its time went (compile vs. run vs. search overhead).
    """

    def __init__(self, *, max_workers: int | None = None, timeout_sec: float = 120.0,
                 build_dir: Path | None = None) -> None:
        super().__init__()
        self.max_workers = max_workers or max(1, os.cpu_count() or 1)
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
                max_workers=self.max_workers, timeout=self.timeout_sec, initializer=_init_worker
            )
        return self._pool

    def build(self, build_inputs: list[BuilderInput]) -> list[BuilderResult]:
        start = time.perf_counter()
        jobs = [(inp.mod, inp.target, str(self.build_dir)) for inp in build_inputs]
        results: list[BuilderResult] = []
        for outcome in self._executor().map_with_error_catching(lambda job: build_module(*job), jobs):
            if outcome.status == StatusKind.COMPLETE:
                artifact, seconds = outcome.value
                self.build_seconds += seconds
                self.builds += 1
                results.append(BuilderResult(artifact, None))
            elif outcome.status == StatusKind.TIMEOUT:
                results.append(BuilderResult(None, f"build timed out after {self.timeout_sec} s"))
            else:
                results.append(BuilderResult(None, f"build failed: {outcome.value}"))
        self.build_wall_seconds += time.perf_counter() - start
        return results

    def close(self) -> None:
        """Stop the workers and remove the build directory (artifacts left by the last round)."""
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
        shutil.rmtree(self.build_dir, ignore_errors=True)


def make_builder(kind: str, *, max_workers: int | None, timeout_sec: float, build_dir: Path | None = None):
    """`persistent` (ours) or `stock` (MetaSchedule's LocalBuilder, for comparisons)."""
    if kind == "persistent":
        return PersistentBuilder(max_workers=max_workers, timeout_sec=timeout_sec, build_dir=build_dir)
    if kind == "stock":
        from tvm.s_tir.meta_schedule.builder import LocalBuilder

        export = functools.partial(export_artifact, str(build_dir)) if build_dir else None
        return LocalBuilder(max_workers=max_workers, timeout_sec=timeout_sec, f_export=export,
                            initializer=hold_worker_lifeline)
    raise ValueError(f"builder: unknown kind {kind!r}; choose persistent or stock")


@contextmanager
def search_builder(kind: str, *, max_workers: int | None, timeout_sec: float, build_dir: Path) -> Iterator:
    """A builder whose artifacts live in build_dir; on exit its workers stop and build_dir is removed."""
    builder = make_builder(kind, max_workers=max_workers, timeout_sec=timeout_sec, build_dir=build_dir)
    try:
        yield builder
    finally:
        if hasattr(builder, "close"):
            builder.close()
        shutil.rmtree(build_dir, ignore_errors=True)


