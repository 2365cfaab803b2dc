"""Latency-only tuning: stock MetaSchedule evolutionary search, the Ansor-style baseline.

Like the energy searches it resumes: killed, it keeps its complete rounds in work_dir, and
run again with the same settings it measures only what is left of the budget.
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import tvm
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex

import ecotune

from ..lifeline import hold_worker_lifeline
from ..target import TargetInfo
from .builder import search_builder
from .recording import CANDIDATE_COLUMNS, ROUND_COLUMNS, CandidateRecorder, TimedRunner, open_search_dir


@dataclass(frozen=True)
class SearchSettings:
    trials: int
    trials_per_round: int
    seed: int
    builder: str = "persistent"  # or "stock" (MetaSchedule's LocalBuilder) for comparisons
    builder_workers: int | None = None
    build_timeout_s: float = 120.0
    run_timeout_s: float = 60.0
    population_size: int = 512  # MetaSchedule's default; smaller only for quick CPU runs

    @classmethod
    def from_params(cls, params) -> "SearchSettings":
        """From a rule's params (the same names), so every search rule reads them alike."""
        return cls(**{name: getattr(params, name) for name in cls.__dataclass_fields__})


@dataclass(frozen=True)
class SearchSummary:
    trials: int
    failed: int
    wall_s: float
    build_s: float  # compile time summed over the builder's workers (persistent builder only)
    build_wall_s: float  # wall time spent waiting for builds (persistent builder only)
    run_s: float  # wall time in the runner: module loads plus timing
    other_s: float  # the rest: task set-up (TVM imports), evolutionary search, callbacks
    best_latency_s: float
    trials_per_minute: float  # of the trials measured by this run (not the resumed ones)
    resumed_from_trials: int = 0  # trials a killed earlier run had recorded
    new_trials: int = 0  # trials measured by this run

    def to_dict(self) -> dict:
        return asdict(self)


def release_meta_schedule_logger() -> None:
    """Drop handlers that MetaSchedule did not put on its own logger.

    tune_tir rebuilds its logging with dictConfig and lists that logger's current handlers
    by name; a handler someone else attached (pytest >= 9.2's log capture does) has no name
    there, and tune_tir then fails with "'NoneType' object has no attribute 'format'".
    """
    logger = logging.getLogger("tvm.s_tir.meta_schedule")
    for handler in list(logger.handlers):
        if not (handler.get_name() or "").startswith("tvm.s_tir.meta_schedule"):
            logger.removeHandler(handler)


def normalize(func: tvm.tirx.PrimFunc) -> tvm.IRModule:
    return tvm.IRModule({"main": func.with_attr("global_symbol", "main").with_attr("tirx.noalias", True)})


def make_runner(target: TargetInfo, timeout_s: float):
    # repeat=3 gives three latency samples per candidate; min_repeat_ms keeps each one
    # long enough to average over launch jitter on the GPU.
    config = ms.runner.EvaluatorConfig(number=1, repeat=3, min_repeat_ms=50 if target.kind == "cuda" else 20)
    return TimedRunner(ms.runner.LocalRunner(timeout_sec=timeout_s, evaluator_config=config,
                                             initializer=hold_worker_lifeline))


def fingerprint(func: tvm.tirx.PrimFunc, target: TargetInfo, settings: SearchSettings, stage: str, **extra) -> dict:
    """What must match for a search to resume: everything that shapes its results but the
    budget (a larger budget continues the search), and the code of its stage."""
    search = {k: v for k, v in asdict(settings).items() if k in ("trials_per_round", "seed", "population_size")}
    return {"search": search, "target": target.target, "workload": shash2hex(normalize(func)),
            "code": ecotune.code_hash(*ecotune.STAGE_CODE[stage]), **extra}


def tune_latency(
    func: tvm.tirx.PrimFunc,
    target: TargetInfo,
    work_dir: Path,
    settings: SearchSettings,
    candidates_csv: Path,
    log: logging.Logger,
) -> tuple[ms.Database, SearchSummary]:
    """Run (or resume) MetaSchedule's evolutionary search in work_dir; returns its database
    and a time summary. The budget is settings.trials in all, the resumed trials included."""
    work_dir, rounds_csv = Path(work_dir), Path(work_dir) / "rounds.csv"
    resumed = open_search_dir(work_dir, {Path(candidates_csv): CANDIDATE_COLUMNS, rounds_csv: ROUND_COLUMNS},
                              rounds=rounds_csv, candidates=Path(candidates_csv),
                              fingerprint=fingerprint(func, target, settings, "tune"), log=log)
    recorder = CandidateRecorder(candidates_csv, rounds_csv, log, settings.trials, resumed)
    runner = make_runner(target, settings.run_timeout_s)
    remaining = settings.trials - resumed.trials
    log.info(
        "tuning %d trials (%d recorded, %d to go), %d per round, seed %d, builder %s, target %s",
        settings.trials, resumed.trials, max(remaining, 0), settings.trials_per_round, settings.seed,
        settings.builder, target.target,
    )
    start = time.perf_counter()
    with search_builder(settings.builder, max_workers=settings.builder_workers,
                        timeout_sec=settings.build_timeout_s, build_dir=work_dir / "builds") as builder:
        if remaining > 0:
            release_meta_schedule_logger()
            ms.tir_integration.tune_tir(
                mod=normalize(func),
                target=target.tvm_target(),
                work_dir=str(work_dir),
                max_trials_global=remaining,
                num_trials_per_iter=settings.trials_per_round,
                builder=builder,
                runner=runner,
                strategy=ms.search_strategy.EvolutionarySearch(population_size=settings.population_size),
                # the recorder last: a round is marked complete once it is in the database
                measure_callbacks=[*ms.MeasureCallback.create("default"), recorder],
                seed=settings.seed,
                num_tuning_cores=settings.builder_workers or "physical",
            )
    wall = time.perf_counter() - start
    build_wall = getattr(builder, "build_wall_seconds", 0.0)
    new = recorder.trials - resumed.trials
    summary = SearchSummary(
        trials=recorder.trials,
        failed=recorder.failed,
        wall_s=wall,
        build_s=getattr(builder, "build_seconds", float("nan")),
        build_wall_s=getattr(builder, "build_wall_seconds", float("nan")),
        run_s=runner.run_seconds,
        other_s=wall - build_wall - runner.run_seconds,
        best_latency_s=recorder.best_latency_s,
        trials_per_minute=60.0 * new / wall if wall > 0 else 0.0,
        resumed_from_trials=resumed.trials,
        new_trials=new,
    )
    log.info("done: %s", summary)
    return open_search_database(work_dir), summary


def open_search_database(work_dir: Path) -> ms.Database:
    from .export import open_database  # export builds on this module

    return open_database(work_dir)
