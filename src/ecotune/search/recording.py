"""Record every measured candidate and where the search's time went."""

from __future__ import annotations

import csv
import logging
import math
import statistics
import time
from pathlib import Path

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.runner import PyRunner, RunnerInput
from tvm.s_tir.meta_schedule.utils import shash2hex

CANDIDATE_COLUMNS = ["round", "trial", "trace_hash", "latency_s", "error"]


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
    """Appends one CSV row per candidate as results arrive, so a killed search keeps them.

    Placed before MetaSchedule's default callbacks; it logs progress (trials done, best
    so far) to `log`.
    """

    def __init__(self, csv_path: Path, log: logging.Logger, total_trials: int) -> None:
        super().__init__()
        self.csv_path = Path(csv_path)
        self.log = log
        self.total_trials = total_trials
        self.round = 0
        self.trials = 0
        self.failed = 0
        self.best_latency_s = math.inf
        self.started = time.perf_counter()
        with self.csv_path.open("w", newline="") as handle:
            csv.writer(handle).writerow(CANDIDATE_COLUMNS)

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
        with self.csv_path.open("a", newline="") as handle:
            csv.writer(handle).writerows(rows)
        failed = sum(1 for row in rows if row[4])
        self.failed += failed
        self.log.info(
            "round %d: %d/%d trials, %d failed this round, best %.3f us, %.0f s elapsed",
            self.round, self.trials, self.total_trials, failed,
            self.best_latency_s * 1e6, time.perf_counter() - self.started,
        )
        self.round += 1
