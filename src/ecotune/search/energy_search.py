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

The final pick (strategy.pick_final: lowest measured energy within latency_slack of the
fastest) only reads the finished search's tables; latency_slack does not steer the search
(selection and the cost model use search_slack). So it is a step of its own: `search_energy`
runs the search, `pick_search` picks from a finished search's folder (the workflow's `pick`
rule, which reruns alone when latency_slack changes), and `tune_energy` does both. The pick
goes to pick/, a one-record JSONDatabase; read it with `picked_schedule`.
"""

from __future__ import annotations

import json
import logging
import math
import os
import shutil
import time
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pandas as pd
import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.utils import cpu_count, shash2hex

from ..errors import ConfigError, EcotuneError
from ..outputs import write_json
from ..target import TargetInfo
from .builder import search_builder
from .energy_runner import EnergyMeasurer, MeterSpec, measure_artifact
from .energy_state import (FILES, LOG_COLUMNS, SEARCHES, EnergySearch, EnergySearchSettings,
                           best_energy_by_round, read_table)
from .export import best_schedule, export_best, open_database
from .recording import DB_FILES, publish as publish_files
from .strategy import EnergyAwareCostModel, pick_final
from .tune import SearchSettings, SearchSummary, fingerprint as search_fingerprint, make_runner, normalize, \
    release_meta_schedule_logger

__all__ = ["SEARCHES", "EnergySearch", "EnergySearchSettings", "MeterSpec", "export_pick", "pick_search",
           "picked_schedule", "publish", "search_energy", "tune_energy", "write_pick"]

PICK_DIR = "pick"
ROUNDS_FILE = "rounds.csv"  # a published search's round log; search_log.csv is it with the pick's best_energy_j
SEARCH_FILE = "search.json"  # a published search's summary, settings and target: what the pick needs


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
    """What must match for a search to resume: everything that shapes results but the budget,
    and not latency_slack (only the final pick reads it)."""
    knobs = {k: v for k, v in asdict(energy).items() if k != "latency_slack"}
    return search_fingerprint(func, target, settings, "tune_energy", energy_search=knobs,
                              meter=[meter.name, meter.device, list(map(list, meter.options))])


def search_energy(func: tvm.tirx.PrimFunc, target: TargetInfo, work_dir: Path, settings: SearchSettings,
                  energy: EnergySearchSettings, meter: MeterSpec, log: logging.Logger, *,
                  measure_fn=measure_artifact, energy_timeout_s: float | None = None,
                  energy_grace_s: float = 10.0) -> dict:
    """Run (or resume) the energy-aware search in work_dir; returns its summary (no pick).

    The remaining budget is settings.trials minus the trials of complete recorded rounds.
    One energy measurement may take energy_timeout_s (default: settings.run_timeout_s);
    measure_fn (runs in the energy worker) is replaceable for tests. With
    energy.latency_slack None the rounds log no best energy (the pick step fills it in).
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
    runner = make_runner(target, settings.run_timeout_s)
    cost_model = None
    try:
        with search_builder(settings.builder, max_workers=settings.builder_workers,
                            timeout_sec=settings.build_timeout_s, build_dir=work_dir / "builds") as builder:
            if remaining > 0:
                measurer.start()
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
                    measure_callbacks=[EnergyStep(search), *ms.MeasureCallback.create("default"),
                                       RoundCommit(search)],
                    seed=settings.seed, num_tuning_cores=settings.builder_workers or "physical")
    finally:
        measurer.close()
    wall = time.perf_counter() - start
    new = search.trials - search.resumed_trials
    build_wall = getattr(builder, "build_wall_seconds", 0.0)
    summary = SearchSummary(
        trials=search.trials, failed=int(read_table(search.path["candidates"])["error"].notna().sum()), wall_s=wall,
        build_s=getattr(builder, "build_seconds", math.nan), build_wall_s=build_wall,
        run_s=runner.run_seconds, other_s=wall - build_wall - runner.run_seconds - search.energy_measure_s,
        best_latency_s=search.best_latency_s, trials_per_minute=60.0 * new / wall if wall > 0 else 0.0,
        resumed_from_trials=search.resumed_trials, new_trials=new).to_dict()
    summary.update(search=energy.search, energy_measured=search.n_energy, energy_failed=search.n_energy_failed,
                   energy_measure_s=search.energy_measure_s, energy_model_s=search.model_s,
                   energy_predict_s=getattr(cost_model, "energy_predict_s", 0.0),
                   energy_predict_calls=getattr(cost_model, "predict_calls", 0),
                   energy_worker_restarts=measurer.restarts, final_k=search.k,
                   idle_power_w=measurer.idle_power_w, meter=measurer.meter_description)
    log.info("done: %s", summary)
    return summary


def tune_energy(func: tvm.tirx.PrimFunc, target: TargetInfo, work_dir: Path, settings: SearchSettings,
                energy: EnergySearchSettings, meter: MeterSpec, log: logging.Logger, **kwargs) -> tuple[dict, dict]:
    """search_energy, then the final pick within energy.latency_slack; returns (pick, summary).
    The pick goes to work_dir/pick (and search_log.csv's best_energy_j is the pick's)."""
    if energy.latency_slack is None:
        raise ConfigError("energy_search.latency_slack: tune_energy picks a kernel, so it needs one")
    summary = search_energy(func, target, work_dir, settings, energy, meter, log, **kwargs)
    pick = make_pick(work_dir, func, target, energy.latency_slack)
    log.info("pick %s (%.3f us, %.4g J; fastest %.3f us, %.4g J)", pick["trace_hash"], pick["latency_s"] * 1e6,
             pick["energy_j"], pick["fastest_latency_s"] * 1e6, pick["fastest_energy_j"])
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


def make_pick(work_dir: Path, func, target: TargetInfo, latency_slack: float) -> dict:
    """Pick from work_dir's tables (candidates.csv, energy.csv), write work_dir/pick, and
    refill search_log.csv's best_energy_j for this slack; returns the pick."""
    work_dir = Path(work_dir)
    cands, energy = read_table(work_dir / FILES["candidates"]), read_table(work_dir / FILES["energy"])
    if not np.isfinite(cands["latency_s"].to_numpy(dtype=float)).any():
        raise EcotuneError(f"{work_dir}: no candidate was measured successfully; see the search's log")
    pick = pick_final(cands, energy, latency_slack)
    write_pick(work_dir, func, target, pick["trace_hash"])
    log_path = work_dir / FILES["log"]
    rounds = read_table(log_path if log_path.exists() else work_dir / ROUNDS_FILE)
    write_search_log(log_path, rounds, best_energy_by_round(cands, energy, rounds["round"], latency_slack))
    return pick


def write_search_log(path: Path, rounds: pd.DataFrame, best_energy_j: list[float]) -> None:
    """search_log.csv: the round log with best_energy_j filled in, written atomically."""
    table = rounds.assign(best_energy_j=best_energy_j)[LOG_COLUMNS]
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    table.to_csv(tmp, index=False, float_format=_float_text, na_rep="nan")
    os.replace(tmp, path)


def _float_text(value: float) -> str:
    return repr(float(value))  # as the search writes its tables: exact, and "0.6" for 0.6


def picked_schedule(work_dir: Path, func, target: TargetInfo):
    """(schedule, latency_s) of a search's final pick: what export.best_schedule gives for
    tune_latency's database, for tune_energy / tune_nvml_only's results directory."""
    return best_schedule(open_database(Path(work_dir) / PICK_DIR), func, target)


def export_pick(work_dir: Path, func, target: TargetInfo, out_dir: Path) -> dict:
    """best_kernel{suffix} of the pick in out_dir, and the facts for best.json."""
    return export_best(open_database(Path(work_dir) / PICK_DIR), func, target, out_dir)


def pick_search(out_dir: Path, func, latency_slack: float, log: logging.Logger) -> dict:
    """The pick step of a published search in out_dir (see `publish`): pick/, best_kernel,
    search_log.csv and best.json. Compiles for the target the search recorded, so it needs
    no GPU. Returns best.json's content."""
    out_dir = Path(out_dir)
    meta = json.loads((out_dir / SEARCH_FILE).read_text())
    target = TargetInfo(**meta["environment"])
    pick = make_pick(out_dir, func, target, latency_slack)
    best = export_pick(out_dir, func, target, out_dir)
    payload = {**meta, **best, "energy_j": pick["energy_j"], "pick": pick,
               "energy_search": {**meta["energy_search"], "latency_slack": latency_slack}}
    write_json(out_dir / "best.json", payload)
    log.info("pick within %g of the fastest: %s, %.3f us, %.4g J (fastest %.3f us, %.4g J; grid %s, block %s)",
             latency_slack, pick["trace_hash"], pick["latency_s"] * 1e6, pick["energy_j"],
             pick["fastest_latency_s"] * 1e6, pick["fastest_energy_j"], best["grid"], best["block"])
    return payload


def publish(work_dir: Path, out_dir: Path, search: str, meta: dict) -> None:
    """Copy a finished search's files from work_dir to out_dir (the tune rule's outputs):
    tables, database, rounds.csv (its round log, without the pick's column) and search.json
    (meta: summary, settings, environment, for the pick step)."""
    work_dir, out_dir = Path(work_dir), Path(out_dir)
    names = [*DB_FILES, FILES["candidates"], FILES["energy"]]
    if search == "energy":
        names += [FILES["eval"], FILES["model"]]
    publish_files(work_dir, out_dir, names)  # and MetaSchedule's logs/, as tune_latency leaves them
    rounds = read_table(work_dir / FILES["log"]).drop(columns=["best_energy_j"])
    rounds.to_csv(out_dir / ROUNDS_FILE, index=False, float_format=_float_text, na_rep="nan")
    meta = {**meta, "energy_search": {k: v for k, v in meta["energy_search"].items() if k != "latency_slack"}}
    write_json(out_dir / SEARCH_FILE, meta)
