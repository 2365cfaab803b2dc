"""Turn a tuning database back into a runnable kernel, its source and launch configuration."""

from __future__ import annotations

import json
from pathlib import Path

import tvm
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..errors import CorruptResult, EcotuneError, rerun_advice
from ..target import TargetInfo
from .builder import compile_module, pass_config_for
from .energy_model import launch_config
from .recording import median_seconds
from .tune import normalize


WORKLOAD_FILE = "database_workload.json"
RECORD_FILE = "database_tuning_record.json"


def open_database(work_dir: Path) -> ms.Database:
    """The search's MetaSchedule database, after check_database_files: TVM reads a cut-off
    file with a traceback that names no file (or, for an empty line, a segfault)."""
    # Records of tensor-core kernels name intrinsics (wmma_*) that exist only once registered.
    import tvm.s_tir.tensor_intrin  # noqa: F401

    work_dir = Path(work_dir)
    check_database_files(work_dir)
    return ms.database.JSONDatabase(
        path_workload=str(work_dir / WORKLOAD_FILE),
        path_tuning_record=str(work_dir / RECORD_FILE),
        allow_missing=False,
    )


def check_database_files(work_dir: Path) -> None:
    """Raise CorruptResult naming the file, line and fault unless every line of both files
    is one well-formed JSON record (as JSONDatabase writes them) and every record's
    workload index points at a line of the workload file."""
    work_dir = Path(work_dir)
    n_workloads = _check_lines(work_dir / WORKLOAD_FILE, _workload_fault)
    _check_lines(work_dir / RECORD_FILE, lambda entry: _record_fault(entry, n_workloads))


def _check_lines(path: Path, fault_of) -> int:
    """Number of entries; raises CorruptResult at the first line that is not a good entry."""
    if not path.is_file():
        raise CorruptResult(f"{path} is missing. {rerun_advice(path)}")
    lines = path.read_bytes().split(b"\n")
    # JSONDatabase ends every line with a newline: a last piece without one was cut off.
    tail = lines.pop()
    if not lines and not tail:
        _refuse(path, 1, "the file is empty, but a search writes one line per candidate")
    for number, line in enumerate(lines, start=1):
        _refuse(path, number, _line_fault(line, fault_of))
    if tail:
        _refuse(path, len(lines) + 1,
                _line_fault(tail, fault_of) or "the file ends inside this line (no final newline)")
    return len(lines)


def _refuse(path: Path, number: int, fault: str | None) -> None:
    if fault is not None:
        raise CorruptResult(f"{path}, line {number}: {fault}. The file is cut off or damaged (a killed "
                            f"run, a full disk?), so its tuning results cannot be read. {rerun_advice(path)}")


def _line_fault(line: bytes, fault_of) -> str | None:
    if not line.strip():
        return "empty line (MetaSchedule holds one JSON record per line)"
    try:
        entry = json.loads(line)
    except UnicodeDecodeError as exc:
        return f"not text ({exc})"
    except json.JSONDecodeError as exc:
        # A cut line fails at its end, or inside a string that never closes.
        if exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated string"):
            return f"the JSON record stops after {len(line)} characters, before it is complete"
        return f"not valid JSON ({exc.msg} at column {exc.colno})"
    return fault_of(entry)


def _workload_fault(entry) -> str | None:
    if isinstance(entry, list) and len(entry) == 2 and all(isinstance(x, str) for x in entry):
        return None
    return "expected a workload [structural hash, module], found " + _kind(entry)


def _record_fault(entry, n_workloads: int) -> str | None:
    shape_ok = (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and isinstance(entry[1], list) and len(entry[1]) == 4)
    if not shape_ok:
        return "expected a record [workload index, [trace, run_secs, target, args]], found " + _kind(entry)
    if not 0 <= entry[0] < n_workloads:
        return f"names workload {entry[0]}, but {WORKLOAD_FILE} holds {n_workloads} workload(s)"
    return None


def _kind(entry) -> str:
    return f"a list of {len(entry)}" if isinstance(entry, list) else type(entry).__name__


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
