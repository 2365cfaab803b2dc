"""MetaSchedule's JSON tuning database, as the searches leave it: opened only after every
line is checked, and read back as the schedule a search stands for.

Below the searches: the re-measurement reads the searches' databases with it, so editing a
search does not change the re-measurement's code.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import tvm
from tvm.s_tir import meta_schedule as ms

from ..core.errors import CorruptResult, EcotuneError, rerun_advice
from ..core.outputs import write_atomic
from ..core.results import PICK_DIR, PICKED, RECORD_FILE, WORKLOAD_FILE
from .schedules import normalize
from .target import TargetInfo


def median_seconds(run_secs) -> float:
    """A candidate's latency (s): the median of MetaSchedule's repeated timings."""
    return statistics.median(float(x) for x in run_secs)


def open_database(work_dir: Path) -> ms.Database:
    """The search's MetaSchedule database, after check_database_files: TVM reads a cut-off
    file with a traceback that names no file (or, for an empty line, a segfault)."""
    work_dir = Path(work_dir)
    check_database_files(work_dir)  # first: a damaged file is refused without the import below
    # Records of tensor-core kernels name intrinsics (wmma_*) that exist only once registered;
    # the import takes ~20 s on 2 cores, so only databases whose records tensorize pay it.
    records = (work_dir / RECORD_FILE).read_bytes()
    if b"ensorize" in records:  # the Tensorize / tensorize instructions of such traces
        import tvm.s_tir.tensor_intrin  # noqa: F401

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


def records_by_hash(database: ms.Database, wanted: set[str], failed: bool = False) -> dict:
    """trace hash -> the first successfully measured record of that kernel (the hash is
    shash2hex of its scheduled module, as candidates.csv names kernels), for each wanted hash
    found; failed: records whose run failed count too."""
    from tvm.s_tir.meta_schedule.utils import shash2hex

    found = {}
    for record in database.get_all_tuning_records():
        if not failed and (record.run_secs is None or max(float(x) for x in record.run_secs) >= 1e9):
            continue
        trace_hash = shash2hex(record.as_measure_candidate().sch.mod)
        if trace_hash in wanted and trace_hash not in found:
            found[trace_hash] = record
    return found


def write_one_record(folder: Path, record, workload_mod, target) -> None:
    """folder: a JSONDatabase holding only `record` (its trace, run_secs and argument info),
    filed under workload_mod and target; replaced whole if it exists."""

    def write(tmp: Path) -> None:
        database = ms.database.JSONDatabase(work_dir=str(tmp))
        workload = database.commit_workload(workload_mod)
        database.commit_tuning_record(ms.database.TuningRecord(record.trace, workload, record.run_secs, target,
                                                               record.args_info))

    write_atomic(Path(folder), write, folder=True)


def best_schedule(database: ms.Database, func: tvm.tirx.PrimFunc, target: TargetInfo):
    """The fastest valid record's schedule and its latency (s), or a clear error if there is none."""
    mod = normalize(func)
    record = database.query_tuning_record(mod, target.tvm_target(), "main")
    if record is None or record.run_secs is None:
        raise EcotuneError("the tuning database holds no successful candidate for this task")
    schedule = record.as_measure_candidate().sch
    return schedule, median_seconds(record.run_secs)


def final_schedule(search: str, search_dir: Path, func: tvm.tirx.PrimFunc, target: TargetInfo):
    """(schedule, latency_s) of the kernel a finished search stands for: an energy search's
    pick (its pick/ database), the latency search's fastest record."""
    folder = Path(search_dir) / PICK_DIR if search in PICKED else Path(search_dir)
    return best_schedule(open_database(folder), func, target)
