"""Latency-only tuning: stock MetaSchedule evolutionary search, the Ansor-style baseline."""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import tvm
from tvm.s_tir import meta_schedule as ms

from ..target import TargetInfo
from .builder import make_builder
from .recording import CandidateRecorder, TimedRunner


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
    trials_per_minute: float

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
    return TimedRunner(ms.runner.LocalRunner(timeout_sec=timeout_s, evaluator_config=config))


def tune_latency(
    func: tvm.tirx.PrimFunc,
    target: TargetInfo,
    work_dir: Path,
    settings: SearchSettings,
    candidates_csv: Path,
    log: logging.Logger,
) -> tuple[ms.Database, SearchSummary]:
    """Run MetaSchedule's evolutionary search; returns its database and a time summary."""
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    builder = make_builder(
        settings.builder, max_workers=settings.builder_workers, timeout_sec=settings.build_timeout_s
    )
    runner = make_runner(target, settings.run_timeout_s)
    recorder = CandidateRecorder(candidates_csv, log, settings.trials)
    strategy = ms.search_strategy.EvolutionarySearch(population_size=settings.population_size)
    log.info(
        "tuning %d trials, %d per round, seed %d, builder %s, target %s",
        settings.trials, settings.trials_per_round, settings.seed, settings.builder, target.target,
    )
    start = time.perf_counter()
    release_meta_schedule_logger()
    try:
        database = ms.tir_integration.tune_tir(
            mod=normalize(func),
            target=target.tvm_target(),
            work_dir=str(work_dir),
            max_trials_global=settings.trials,
            num_trials_per_iter=settings.trials_per_round,
            builder=builder,
            runner=runner,
            strategy=strategy,
            measure_callbacks=[recorder, *ms.MeasureCallback.create("default")],
            seed=settings.seed,
            num_tuning_cores=settings.builder_workers or "physical",
        )
    finally:
        if hasattr(builder, "close"):
            builder.close()
    wall = time.perf_counter() - start
    summary = SearchSummary(
        trials=recorder.trials,
        failed=recorder.failed,
        wall_s=wall,
        build_s=getattr(builder, "build_seconds", float("nan")),
        build_wall_s=getattr(builder, "build_wall_seconds", float("nan")),
        run_s=runner.run_seconds,
        other_s=wall - getattr(builder, "build_wall_seconds", 0.0) - runner.run_seconds,
        best_latency_s=recorder.best_latency_s,
        trials_per_minute=60.0 * recorder.trials / wall if wall > 0 else 0.0,
    )
    log.info("done: %s", summary)
    return database, summary
