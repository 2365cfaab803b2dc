"""Energy-aware search: the paper's two-stage evolutionary search on MetaSchedule, and the
NVML-only ablation.

It is MetaSchedule's own loop (tune_tir: EvolutionarySearch, builder, LocalRunner,
JSONDatabase with latency in run_secs) with three parts plugged in:

  (a) EvolutionarySearch proposes `trials_per_round` candidates; all are built and
      latency-measured by the stock runner (the same budget as tune_latency).
  (b-d) `EnergyStep`, a measure callback placed BEFORE the defaults (it needs the built
      artifacts, which RemoveBuildArtifact deletes): keeps the M fastest within
      search_slack, ranks them by the energy model, measures energy for the top
      ceil(k * kept) in an isolated worker (energy_runner.py), scores the model on them
      (MAPE, Spearman) BEFORE updating it, and moves k (strategy.next_k).
  (e) `EnergyAwareCostModel` (strategy.py) as MetaSchedule's cost model: the latency XGB
      score decides, except that candidates predicted within search_slack of the fastest
      rank by predicted energy, so evolution breeds fast AND frugal kernels.
`RoundCommit`, placed AFTER the defaults (so the round is in the database), appends the
round to the tables and saves the model; search_log.csv's row is written last and marks
the round complete. A killed search resumes from its complete rounds.

nvml_only: the same loop with k = 1, no model, stock latency cost model.
Final pick (strategy.pick_final) goes to pick/, a one-record JSONDatabase; read it with
`picked_schedule`.
"""

from __future__ import annotations

import logging
import math
import os
import shutil
import time
from dataclasses import asdict
from pathlib import Path

import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.utils import cpu_count, shash2hex

import ecotune

from ..errors import EcotuneError
from ..target import TargetInfo
from .builder import make_builder
from .energy_runner import EnergyMeasurer, MeterSpec, measure_artifact
from .energy_state import DB_FILES, FILES, SEARCHES, EnergySearch, EnergySearchSettings, read_table
from .export import best_schedule, export_best, open_database
from .strategy import EnergyAwareCostModel
from .tune import SearchSettings, SearchSummary, make_runner, normalize, release_meta_schedule_logger

__all__ = ["SEARCHES", "EnergySearch", "EnergySearchSettings", "MeterSpec", "export_pick", "picked_schedule",
           "publish", "tune_energy", "write_pick"]

PICK_DIR = "pick"


@derived_object
class EnergyStep(PyMeasureCallback):
    """Steps (b)-(d) of a round; must come before MetaSchedule's RemoveBuildArtifact."""

    def __init__(self, search: EnergySearch) -> None:
        super().__init__()
        self.search = search

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        ctx = task_scheduler.tasks_[task_id].ctx
        self.search.on_results(ctx, measure_candidates, builder_results, runner_results)


@derived_object
class RoundCommit(PyMeasureCallback):
    """Writes the round once MetaSchedule's default callbacks have put it in the database."""

    def __init__(self, search: EnergySearch) -> None:
        super().__init__()
        self.search = search

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        self.search.commit_round()


def fingerprint(func, target: TargetInfo, settings: SearchSettings, energy: EnergySearchSettings,
                meter: MeterSpec) -> dict:
    """What must match for a search to resume: everything that shapes results but the budget."""
    search = {k: v for k, v in asdict(settings).items()
              if k in ("trials_per_round", "seed", "population_size")}
    return {"search": search, "energy_search": asdict(energy), "target": target.target,
            "workload": shash2hex(normalize(func)), "meter": [meter.name, meter.device, list(map(list, meter.options))],
            "code": ecotune.code_hash(*ecotune.STAGE_CODE["tune_energy"])}


def tune_energy(func: tvm.tirx.PrimFunc, target: TargetInfo, work_dir: Path, settings: SearchSettings,
                energy: EnergySearchSettings, meter: MeterSpec, log: logging.Logger, *,
                measure_fn=measure_artifact, energy_timeout_s: float | None = None,
                energy_grace_s: float = 10.0) -> tuple[dict, dict]:
    """Run (or resume) the energy-aware search in work_dir; returns (final pick, summary).

    The remaining budget is settings.trials minus the trials of complete recorded rounds.
    One energy measurement may take energy_timeout_s (default: settings.run_timeout_s);
    measure_fn (runs in the energy worker) is replaceable for tests.
    """
    work_dir = Path(work_dir)
    measurer = EnergyMeasurer(meter, window_s=energy.window_s, warmup_s=energy.warmup_s, idle_s=energy.idle_s,
                              timeout_s=energy_timeout_s or settings.run_timeout_s, grace_s=energy_grace_s,
                              measure_fn=measure_fn)
    search = EnergySearch(work_dir, settings, energy, measurer, target.device_type,
                          fingerprint(func, target, settings, energy, meter), log)
    remaining = settings.trials - search.trials
    log.info("%s search: %d trials (%d recorded, %d to go), %d per round, seed %d, M %d, mu %g, k_min %g, "
             "target %s", energy.search, settings.trials, search.trials, max(remaining, 0),
             settings.trials_per_round, settings.seed, energy.M, energy.mu, energy.k_min, target.target)
    start = time.perf_counter()
    builder = runner = cost_model = None
    try:
        if remaining > 0:
            measurer.start()
            builder = make_builder(settings.builder, max_workers=settings.builder_workers,
                                   timeout_sec=settings.build_timeout_s)
            runner = make_runner(target, settings.run_timeout_s)
            cores = settings.builder_workers or cpu_count(logical=False)
            cost_model = ms.CostModel.create("xgb", num_tuning_cores=cores, tree_method="auto")
            if search.model is not None:
                cost_model = EnergyAwareCostModel(cost_model, search.model, energy_weight=energy.energy_weight,
                                                  search_slack=energy.search_slack)
            release_meta_schedule_logger()
            ms.tir_integration.tune_tir(
                mod=normalize(func), target=target.tvm_target(), work_dir=str(work_dir),
                max_trials_global=remaining, num_trials_per_iter=settings.trials_per_round,
                builder=builder, runner=runner, cost_model=cost_model,
                strategy=ms.search_strategy.EvolutionarySearch(population_size=settings.population_size),
                measure_callbacks=[EnergyStep(search), *ms.MeasureCallback.create("default"), RoundCommit(search)],
                seed=settings.seed, num_tuning_cores=settings.builder_workers or "physical")
    finally:
        measurer.close()
        if hasattr(builder, "close"):
            builder.close()
    wall = time.perf_counter() - start
    pick = search.pick()
    if pick is None:
        raise EcotuneError(f"{energy.search} search: no candidate was measured successfully; see the log")
    write_pick(work_dir, func, target, pick["trace_hash"])
    new = search.trials - search.resumed_trials
    build_wall = getattr(builder, "build_wall_seconds", 0.0)
    run_s = runner.run_seconds if runner is not None else 0.0
    summary = SearchSummary(
        trials=search.trials, failed=int(read_table(search.path["candidates"])["error"].notna().sum()), wall_s=wall,
        build_s=getattr(builder, "build_seconds", math.nan), build_wall_s=build_wall, run_s=run_s,
        other_s=wall - build_wall - run_s - search.energy_measure_s, best_latency_s=search.best_latency_s,
        trials_per_minute=60.0 * new / wall if wall > 0 else 0.0).to_dict()
    summary.update(search=energy.search, resumed_from_trials=search.resumed_trials, new_trials=new,
                   energy_measured=search.n_energy, energy_failed=search.n_energy_failed,
                   energy_measure_s=search.energy_measure_s, energy_model_s=search.model_s,
                   energy_predict_s=getattr(cost_model, "energy_predict_s", 0.0),
                   energy_predict_calls=getattr(cost_model, "predict_calls", 0),
                   energy_worker_restarts=measurer.restarts, final_k=search.k,
                   idle_power_w=measurer.idle_power_w, meter=measurer.meter_description)
    log.info("done: pick %s (%.3f us, %.4g J; fastest %.3f us, %.4g J): %s", pick["trace_hash"],
             pick["latency_s"] * 1e6, pick["energy_j"], pick["fastest_latency_s"] * 1e6, pick["fastest_energy_j"],
             summary)
    return pick, summary


# --------------------------------------------------------------------------- the pick
def write_pick(work_dir: Path, func, target: TargetInfo, trace_hash: str) -> None:
    """work_dir/pick: a JSONDatabase holding only the picked record (latency run_secs)."""
    work_dir = Path(work_dir)
    database = open_database(work_dir)
    records = [r for r in database.get_all_tuning_records()
               if r.run_secs is not None and max(float(x) for x in r.run_secs) < 1e9]
    record = next((r for r in records if shash2hex(r.as_measure_candidate().sch.mod) == trace_hash), None)
    if record is None:
        raise EcotuneError(f"picked kernel {trace_hash} is not in {work_dir}'s tuning database")
    tmp = work_dir / f".{PICK_DIR}.{os.getpid()}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    pick_db = ms.database.JSONDatabase(work_dir=str(tmp))
    workload = pick_db.commit_workload(normalize(func))
    pick_db.commit_tuning_record(ms.database.TuningRecord(
        record.trace, workload, record.run_secs, target.tvm_target(), record.args_info))
    del pick_db
    shutil.rmtree(work_dir / PICK_DIR, ignore_errors=True)
    os.replace(tmp, work_dir / PICK_DIR)


def picked_schedule(work_dir: Path, func, target: TargetInfo):
    """(schedule, latency_s) of a search's final pick: what export.best_schedule gives for
    tune_latency's database, for tune_energy / tune_nvml_only's results directory."""
    return best_schedule(open_database(Path(work_dir) / PICK_DIR), func, target)


def export_pick(work_dir: Path, func, target: TargetInfo, out_dir: Path) -> dict:
    """best_kernel{suffix} of the pick in out_dir, and the facts for best.json."""
    return export_best(open_database(Path(work_dir) / PICK_DIR), func, target, out_dir)


def publish(work_dir: Path, out_dir: Path, search: str) -> None:
    """Copy a finished search's files from work_dir to out_dir (the rule's outputs)."""
    work_dir, out_dir = Path(work_dir), Path(out_dir)
    names = [*DB_FILES, FILES["candidates"], FILES["energy"], FILES["log"]]
    if search == "energy":
        names += [FILES["eval"], FILES["model"]]
    for name in names:
        shutil.copy2(work_dir / name, out_dir / name)
    for folder in (PICK_DIR, "logs"):  # logs: MetaSchedule's own, as tune_latency leaves them
        shutil.rmtree(out_dir / folder, ignore_errors=True)
        if (work_dir / folder).is_dir():
            shutil.copytree(work_dir / folder, out_dir / folder)
