"""Latency-only tuning: stock MetaSchedule evolutionary search, the Ansor-style baseline.

Like the energy searches it resumes: killed, it keeps its complete rounds in work_dir, and
run again with the same settings it measures only what is left of the budget.
"""

from __future__ import annotations

import csv
import logging
import math
import time
from pathlib import Path

import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..core.errors import last_line
from ..core.results import CANDIDATES, LATENCY_ROUNDS
from ..ops.target import TargetInfo
from ..ops.tuning_db import median_seconds, open_database
from .builder import search_builder
from .spaces import tensor_intrinsics
from .runner import make_runner, pipelined
from .tune_loop import (SearchSettings, SearchSummary, fingerprint, run_tune_tir,
                        search_space)
from .work_dir import Resumed, append_rows, open_search_dir


def tune_latency(
    func: tvm.tirx.PrimFunc,
    target: TargetInfo,
    work_dir: Path,
    settings: SearchSettings,
    log: logging.Logger,
) -> tuple[ms.Database, SearchSummary]:
    """Run (or resume) MetaSchedule's evolutionary search in work_dir; returns its database
    and a time summary. The budget is settings.trials in all, the resumed trials included.
    work_dir ends up holding the database and candidates.csv (results.CANDIDATES)."""
    work_dir = Path(work_dir)
    candidates, rounds = work_dir / CANDIDATES.file, work_dir / LATENCY_ROUNDS.file
    resumed = open_search_dir(work_dir, {candidates: CANDIDATES, rounds: LATENCY_ROUNDS}, rounds=rounds,
                              candidates=candidates, fingerprint=fingerprint(func, target, settings, "tune"),
                              log=log)
    recorder = CandidateRecorder(candidates, rounds, log, settings.trials, resumed)
    runner = make_runner(target, settings)
    remaining = settings.trials - resumed.trials
    log.info(
        "tuning %d trials (%d recorded, %d to go), %d per round, seed %d, builder %s, target %s",
        settings.trials, resumed.trials, max(remaining, 0), settings.trials_per_round, settings.seed,
        settings.builder, target.target,
    )
    start = time.perf_counter()
    with search_builder(settings, work_dir / "builds", pipelined(settings, runner)) as builder:
        if remaining > 0:
            # the recorder last: a round is marked complete once it is in the database
            run_tune_tir(func, target, work_dir, settings, remaining, builder=builder, runner=runner,
                         callbacks=[*ms.MeasureCallback.create("default"), recorder])
    summary = SearchSummary.of_run(builder=builder, runner=runner, wall_s=time.perf_counter() - start,
                                   trials=recorder.trials, failed=recorder.failed,
                                   best_latency_s=recorder.best_latency_s, resumed_trials=resumed.trials)
    log.info("done: %s", summary)
    # its fp32 records name no tensor intrinsic: open_database's import of them can go too
    with tensor_intrinsics(search_space(func, target, settings).tensor_intrinsics):
        return open_database(work_dir), summary


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
        self.failed, self.best_latency_s = self._recorded()
        # a resumed search's clock goes on from its last complete round (time to quality)
        self.started = time.perf_counter() - self._recorded_elapsed_s()

    def _recorded(self) -> tuple[int, float]:
        """(failed, best latency) of the rows already in the table (a resumed search's)."""
        with self.csv_path.open(newline="") as handle:
            rows = list(csv.DictReader(handle))
        latencies = [float(r["latency_s"]) for r in rows if not r["error"] and r["latency_s"] not in ("", "nan")]
        return sum(1 for r in rows if r["error"]), min(latencies, default=math.inf)

    def _recorded_elapsed_s(self) -> float:
        with self.rounds_csv.open(newline="") as handle:
            rows = list(csv.DictReader(handle))
        return float(rows[-1].get("elapsed_s") or 0.0) if rows else 0.0

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        rows = []
        for cand, built, ran in zip(measure_candidates, builder_results, runner_results):
            error = last_line(built.error_msg or ran.error_msg)
            latency = median_seconds(ran.run_secs) if not error and ran.run_secs else math.nan
            if not math.isnan(latency):
                self.best_latency_s = min(self.best_latency_s, latency)
            rows.append([self.round, self.trials, shash2hex(cand.sch.mod), latency, error])
            self.trials += 1
        append_rows(self.csv_path, rows)
        append_rows(self.rounds_csv, [[self.round, self.trials, self.best_latency_s,
                                        time.perf_counter() - self.started]])
        failed = sum(1 for row in rows if row[-1])
        self.failed += failed
        self.log.info(
            "round %d: %d/%d trials, %d failed this round, best %.3f us, %.0f s elapsed",
            self.round, self.trials, self.total_trials, failed,
            self.best_latency_s * 1e6, time.perf_counter() - self.started,
        )
        self.round += 1
