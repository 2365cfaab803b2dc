"""Record every measured candidate and where the search's time went, and resume a search
from what it recorded.

Every search (latency, energy, NVML-only) runs in a work directory that holds its tables,
MetaSchedule's JSONDatabase and the settings it started with. `open_search_dir` resumes the
complete rounds found there (a round is complete once its row is in the round table,
which is written last), or starts afresh; MetaSchedule's tune_tir, given that work_dir,
then continues from the records in its database. The workflow runs searches in
{out}/resume/ (RESUME_DIR), which Snakemake does not know about, so the removal of a failed
job's declared outputs does not delete the rounds it completed; `publish` copies a finished
search's files to {out}/.
"""

from __future__ import annotations

import csv
import json
import logging
import math
import shutil
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.runner import PyRunner, RunnerInput
from tvm.s_tir.meta_schedule.utils import shash2hex

CANDIDATE_COLUMNS = ["round", "trial", "trace_hash", "latency_s", "error"]
ROUND_COLUMNS = ["round", "trials_done", "best_latency_s"]  # the latency search's round table
DB_FILES = ("database_workload.json", "database_tuning_record.json")
SETTINGS_FILE = "search_settings.json"
RESUME_DIR = "resume"


# --------------------------------------------------------------------------- resume
@dataclass(frozen=True)
class Resumed:
    rounds: int  # complete rounds found in the work directory (0: started afresh)
    trials: int  # their candidates: the part of the budget already spent


def open_search_dir(work_dir: Path, tables: dict[Path, list[str]], *, rounds: Path, candidates: Path,
                    fingerprint: dict, log: logging.Logger, scratch: Iterable[Path] = ()) -> Resumed:
    """Resume the complete rounds of a search started in work_dir with the same fingerprint,
    or start afresh: header-only tables, no database, no scratch files (e.g. a saved model).

    tables: every CSV table of the search (path -> columns), `rounds` (the round table, one
    row per complete round, written last) and `candidates` (one row per candidate, in the
    order MetaSchedule commits them to the database) among them.
    """
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    resumed = _resume(work_dir, list(tables), rounds, candidates, fingerprint)
    if resumed is not None:
        log.info("resuming %s: %d complete rounds, %d trials recorded", work_dir, resumed.rounds, resumed.trials)
        return resumed
    _start_afresh(work_dir, tables, fingerprint, log, list(scratch))
    return Resumed(0, 0)


def _resume(work_dir: Path, tables: list[Path], rounds: Path, candidates: Path, fingerprint: dict) -> Resumed | None:
    settings, records = work_dir / SETTINGS_FILE, work_dir / DB_FILES[1]
    if not all(p.is_file() for p in [*tables, settings, records, work_dir / DB_FILES[0]]):
        return None
    if json.loads(settings.read_text()) != json.loads(json.dumps(fingerprint)):
        return None
    n_rounds = _keep_rows(rounds, None)
    if n_rounds == 0:
        return None
    kept = {path: _keep_rows(path, n_rounds) for path in tables if path != rounds}
    # AddToDatabase commits one record per candidate, in order: keep those of complete rounds.
    lines = records.read_text().splitlines(keepends=True)
    if len(lines) < kept[candidates] or not all(line.endswith("\n") for line in lines[:kept[candidates]]):
        return None
    records.write_text("".join(lines[:kept[candidates]]))
    return Resumed(n_rounds, kept[candidates])


def _keep_rows(path: Path, n_rounds: int | None) -> int:
    """Drop rows of rounds >= n_rounds (a round cut short) and a last line cut off by a kill
    (no final newline); returns the rows kept."""
    lines = path.read_text().splitlines(keepends=True)
    body = [line for line in lines[1:] if line.endswith("\n")]
    if n_rounds is not None:
        body = [line for line in body if int(next(csv.reader([line]))[0]) < n_rounds]
    if len(body) != len(lines) - 1:
        path.write_text("".join(lines[:1] + body))
    return len(body)


def _start_afresh(work_dir: Path, tables: dict[Path, list[str]], fingerprint: dict, log: logging.Logger,
                  scratch: list[Path]) -> None:
    stale = [p for p in [*tables, *(work_dir / f for f in (*DB_FILES, SETTINGS_FILE)), *scratch] if p.exists()]
    if stale:
        log.warning("%s holds a search with other settings (or one without a complete round): starting afresh",
                    work_dir)
    for path in stale:
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    for path, columns in tables.items():
        with path.open("w", newline="") as handle:
            csv.writer(handle).writerow(columns)
    (work_dir / SETTINGS_FILE).write_text(json.dumps(fingerprint, indent=2, sort_keys=True) + "\n")


def publish(work_dir: Path, out_dir: Path, names: Iterable[str], folders: Iterable[str] = ("logs",)) -> None:
    """Copy a finished search's files (and folders, e.g. MetaSchedule's logs) to out_dir."""
    work_dir, out_dir = Path(work_dir), Path(out_dir)
    for name in names:
        shutil.copy2(work_dir / name, out_dir / name)
    for folder in folders:
        shutil.rmtree(out_dir / folder, ignore_errors=True)
        if (work_dir / folder).is_dir():
            shutil.copytree(work_dir / folder, out_dir / folder)


def append_rows(path: Path, rows: list[list]) -> None:
    """Append rows in one write, so a kill cuts at most the last line (dropped on resume)."""
    with path.open("a", newline="") as handle:
        csv.writer(handle).writerows(rows)


# --------------------------------------------------------------------------- measuring


def median_seconds(run_secs) -> float:
    return statistics.median(float(x) for x in run_secs)


@derived_object
class TimedRunner(PyRunner):
    """Wraps a runner and adds up the wall time it spends (loading modules and timing them)."""

    def __init__(self, inner) -> None:
        super().__init__()
        self.inner = inner
        self.run_seconds = 0.0

    def run(self, runner_inputs: list[RunnerInput]):
        start = time.perf_counter()
        futures = self.inner.run(runner_inputs)
        # LocalRunner works inside run(); waiting here keeps the timing honest for others.
        for future in futures:
            future.result()
        self.run_seconds += time.perf_counter() - start
        return futures


@derived_object
class CandidateRecorder(PyMeasureCallback):
    """Appends the round's candidates to candidates.csv and then its row to rounds.csv, so a
    killed search keeps its complete rounds (open_search_dir drops the rest).

    Placed AFTER MetaSchedule's default callbacks: a round is marked complete only once its
    records are in the database. Logs progress (trials done, best so far) to `log`.
    """

    def __init__(self, csv_path: Path, rounds_csv: Path, log: logging.Logger, total_trials: int,
                 resumed: Resumed = Resumed(0, 0)) -> None:
        super().__init__()
        self.csv_path, self.rounds_csv = Path(csv_path), Path(rounds_csv)
        self.log = log
        self.total_trials = total_trials
        self.round, self.trials = resumed.rounds, resumed.trials
        self.resumed_trials = resumed.trials
        self.failed, self.best_latency_s = self._recorded()
        self.started = time.perf_counter()

    def _recorded(self) -> tuple[int, float]:
        """(failed, best latency) of the rows already in the table (a resumed search's)."""
        with self.csv_path.open(newline="") as handle:
            rows = list(csv.DictReader(handle))
        latencies = [float(r["latency_s"]) for r in rows if not r["error"] and r["latency_s"] not in ("", "nan")]
        return sum(1 for r in rows if r["error"]), min(latencies, default=math.inf)

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        rows = []
        for cand, built, ran in zip(measure_candidates, builder_results, runner_results):
            error = built.error_msg or ran.error_msg
            latency = median_seconds(ran.run_secs) if not error and ran.run_secs else math.nan
            if not math.isnan(latency):
                self.best_latency_s = min(self.best_latency_s, latency)
            first_line = (error or "").strip().splitlines()[-1:] if error else []
            rows.append([self.round, self.trials, shash2hex(cand.sch.mod), latency, first_line[0] if first_line else ""])
            self.trials += 1
        append_rows(self.csv_path, rows)
        append_rows(self.rounds_csv, [[self.round, self.trials, self.best_latency_s]])
        failed = sum(1 for row in rows if row[4])
        self.failed += failed
        self.log.info(
            "round %d: %d/%d trials, %d failed this round, best %.3f us, %.0f s elapsed",
            self.round, self.trials, self.total_trials, failed,
            self.best_latency_s * 1e6, time.perf_counter() - self.started,
        )
        self.round += 1
