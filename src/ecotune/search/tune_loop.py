"""MetaSchedule's tuning loop (tune_tir) as every search runs it: what must match for a
search to resume, the loop's set-up, and where its time went. Its settings are settings.py's
SearchSettings (the searches also import them from here), its runner runner.py's.

The latency search (latency.py) and the energy searches (energy_search.py) differ only in
the parts they plug in: callbacks, the cost model, and what they record.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import tvm
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex

import ecotune

from ..core.errors import SearchFailed
from ..ops.schedules import normalize
from ..ops.target import TargetInfo
from .runner import TimedRunner, runner_min_repeat_ms
from .settings import DEFAULT_WARMUP_SAMPLES, SearchSettings
from .spaces import DesignSpace, space_for, tensor_intrinsics
from .warmup import WarmupSearch

log = logging.getLogger("ecotune.search")


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

    @classmethod
    def of_run(cls, *, builder, runner: "TimedRunner", wall_s: float, trials: int, failed: int,
               best_latency_s: float, resumed_trials: int, other_work_s: float = 0.0) -> "SearchSummary":
        """The summary of a run that took wall_s; other_work_s: time in the callbacks that the
        search accounts for itself (the energy measurements), not counted as "other"."""
        build_wall = getattr(builder, "build_wall_seconds", math.nan)
        new = trials - resumed_trials
        return cls(trials=trials, failed=failed, wall_s=wall_s, build_s=getattr(builder, "build_seconds", math.nan),
                   build_wall_s=build_wall, run_s=runner.run_seconds,
                   other_s=wall_s - np.nan_to_num(build_wall) - runner.run_seconds - other_work_s,
                   best_latency_s=best_latency_s, trials_per_minute=60.0 * new / wall_s if wall_s > 0 else 0.0,
                   resumed_from_trials=resumed_trials, new_trials=new)

    def to_dict(self) -> dict:
        return asdict(self)


def fingerprint(func: tvm.tirx.PrimFunc, target: TargetInfo, settings: SearchSettings, stage: str, **extra) -> dict:
    """What must match for a search to resume: everything that shapes its results but the
    budget (a larger budget continues the search), the design space (its records would seed
    a search in another space) and the code of its stage."""
    search = {k: v for k, v in asdict(settings).items() if k in ("trials_per_round", "seed", "population_size")}
    # latencies timed another way are not comparable with the recorded ones
    search["min_repeat_ms"] = runner_min_repeat_ms(target, settings)
    search["pipeline_runs"] = settings.pipeline_runs
    if not settings.warmup_evolution:  # only when set: the searches recorded before it still resume
        search["warmup_evolution"] = False
    if settings.cold_cache:  # likewise
        search["cold_cache"] = True
    # only when on, as it was before it became the default: a search recorded without it
    # resumes with it set off, and one recorded with it resumes as the default
    if settings.overlap_evolution:
        search["overlap_evolution"] = True
    if settings.verify_picks_only:  # only when set, as warmup_evolution
        search["verify_picks_only"] = True
    if settings.warmup_samples != DEFAULT_WARMUP_SAMPLES:  # likewise
        search["warmup_samples"] = settings.warmup_samples
    return {"search": search, "target": target.target, "workload": shash2hex(normalize(func)),
            "space": search_space(func, target, settings).name,
            "code": ecotune.code_hash(*ecotune.STAGE_CODE[stage]), **extra}


def search_space(func: tvm.tirx.PrimFunc, target: TargetInfo, settings: SearchSettings) -> DesignSpace:
    """The design space every search of func on target explores (spaces.design_space)."""
    return space_for(func, target.target, gemv_rules=settings.gemv_rules, verify_picks_only=settings.verify_picks_only)


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


def run_tune_tir(func: tvm.tirx.PrimFunc, target: TargetInfo, work_dir: Path, settings: SearchSettings,
                 trials: int, *, builder, runner: TimedRunner, callbacks: Sequence, cost_model=None,
                 first_round: list | None = None) -> None:
    """`trials` more candidates of MetaSchedule's evolutionary search in work_dir, in rounds
    of settings.trials_per_round; tune_tir continues from the records in work_dir's database.

    MetaSchedule's XGB model scores candidates with numpy's global RNG until it has
    settings.warmup_samples samples, so that RNG is seeded with the search's seed. The
    proposals still differ from run to run: MetaSchedule samples the initial population on
    many threads (docs/decisive.md). first_round: MeasureCandidates to measure as the
    first round (search.shared_first_round), then the search goes on as usual. cost_model:
    None for settings.latency_model.
    """
    release_meta_schedule_logger()
    np.random.seed(settings.seed)
    before = runner.candidates
    space = search_space(func, target, settings)
    cores = settings.cores()
    if cost_model is None:  # made here, so that the strategy can ask it whether it scores
        cost_model = settings.latency_model()
    if settings.warmup_evolution and not (first_round or settings.overlap_evolution or space.picks_unverified):
        strategy = ms.search_strategy.EvolutionarySearch(population_size=settings.population_size)
    else:  # first_round: these MeasureCandidates are the first round (WarmupSearch.replay);
        # overlap_evolution: WarmupSearch draws the next round ahead; picks_unverified: it checks the picks
        strategy = WarmupSearch(settings.population_size, cost_model, warmup_evolution=settings.warmup_evolution,
                                replay=list(first_round or []), overlap=settings.overlap_evolution,
                                checked_space=space.checked)
    # fp32 spaces need no tensor intrinsics: skip their ~20 s import (TuneContext does it)
    try:
        with tensor_intrinsics(space.tensor_intrinsics):
            ms.tir_integration.tune_tir(
                mod=normalize(func), target=target.tvm_target(), work_dir=str(work_dir),
                max_trials_global=trials, num_trials_per_iter=settings.trials_per_round,
                builder=builder, runner=runner, cost_model=cost_model, space=space.space, strategy=strategy,
                measure_callbacks=list(callbacks), seed=settings.seed,
                # every logical core: evolution and the builds take turns, so neither competes
                # (with overlap_evolution they run at once, and the evolution yields: lookahead.py)
                num_tuning_cores=cores)
    finally:
        if isinstance(strategy, WarmupSearch):  # a search stopped early leaves no draw running
            strategy.settle()
    if not settings.warmup_evolution:
        log.info("rounds without genetic iterations (cost model in warm-up): %d of %d",
                 strategy.rounds.count("warmup"), len(strategy.rounds))
    if settings.overlap_evolution:
        log.info("rounds evolved while the round before them built and ran: %d of %d",
                 sum(kind.endswith(" ahead") for kind in strategy.rounds), len(strategy.rounds))
    if space.picks_unverified:
        log.info("picks that broke a GPU limit (VerifyGPUCode) and were left out: %d of %d",
                 strategy.picks_checked[1], strategy.picks_checked[0])
    if runner.candidates == before:
        # tune_tir returns quietly when its first population cannot be sampled.
        raise SearchFailed(
            f"MetaSchedule measured no candidate of {trials} asked: its evolutionary search could not "
            "sample an initial population (the search's logs/ say 'Cannot sample enough initial "
            "population'; every random schedule failed a post-processor, for GEMVs on CUDA VerifyGPUCode). "
            f"Try a larger search.population_size (now {settings.population_size}; 512 is the default) "
            "or another seed")
