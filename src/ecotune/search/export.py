"""Turn a tuning database back into a runnable kernel, its source and launch configuration."""

from __future__ import annotations

from pathlib import Path

import tvm
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..errors import EcotuneError
from ..target import TargetInfo
from .builder import compile_module, pass_config_for
from .energy_model import launch_config
from .recording import median_seconds
from .tune import normalize


def open_database(work_dir: Path) -> ms.Database:
    # Records of tensor-core kernels name intrinsics (wmma_*) that exist only once registered.
    import tvm.s_tir.tensor_intrin  # noqa: F401

    work_dir = Path(work_dir)
    return ms.database.JSONDatabase(
        path_workload=str(work_dir / "database_workload.json"),
        path_tuning_record=str(work_dir / "database_tuning_record.json"),
        allow_missing=False,
    )


def best_schedule(database: ms.Database, func: tvm.tirx.PrimFunc, target: TargetInfo):
    """The fastest valid record's schedule and latency, or a clear error if there is none."""
    mod = normalize(func)
    record = database.query_tuning_record(mod, target.tvm_target(), "main")
    if record is None or record.run_secs is None:
        raise EcotuneError("the tuning database holds no successful candidate for this task")
    schedule = record.as_measure_candidate().sch
    return schedule, median_seconds(record.run_secs)


def build_schedule(schedule, target: TargetInfo) -> tvm.runtime.Module:
    """Compile a scheduled module exactly as the builder compiled it during the search."""
    return compile_module(schedule.mod, target.tvm_target())


def kernel_source(rt_mod: tvm.runtime.Module, target: TargetInfo) -> tuple[str, str]:
    """(source text, file suffix): CUDA C for GPU kernels, LLVM IR for CPU ones."""
    if target.kind == "cuda":
        return rt_mod.imports[0].inspect_source("cuda"), ".cu"
    return rt_mod.inspect_source("ll"), ".ll"


def export_best(database: ms.Database, func, target: TargetInfo, out_dir: Path) -> dict:
    """Write best_kernel.{cu,ll} and return the facts for best.json."""
    out_dir = Path(out_dir)
    schedule, latency = best_schedule(database, func, target)
    rt_mod = build_schedule(schedule, target)
    source, suffix = kernel_source(rt_mod, target)
    source_file = f"best_kernel{suffix}"
    (out_dir / source_file).write_text(source)
    return {
        "trace_hash": shash2hex(schedule.mod),
        "latency_s": latency,
        **launch_config(schedule.mod),
        "source_file": source_file,
        "pass_config": pass_config_for(schedule.mod, target.tvm_target()),
        "trace": str(schedule.trace),
    }
