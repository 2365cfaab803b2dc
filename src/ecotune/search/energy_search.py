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
      score times relative predicted energy efficiency, so evolution breeds fast AND
      frugal kernels.
`RoundCommit`, placed AFTER the defaults (so the round is in the database), appends the
round to the tables and saves the model; search_log.csv's row is written last and marks
the round complete. A killed search resumes from its complete rounds.

nvml_only: the same loop with k = 1, no model, stock latency cost model.
Final pick (strategy.pick_final) goes to pick/, a one-record JSONDatabase; read it with
`picked_schedule`.
"""

from __future__ import annotations

import csv
import json
import logging
import math
import os
import shutil
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.utils import cpu_count, shash2hex

import ecotune

from ..errors import ConfigError, EcotuneError
from ..target import TargetInfo
from .builder import make_builder
from .energy_model import EnergyCostModel, launch_config
from .energy_runner import EnergyMeasurer, MeterSpec, measure_artifact
from .export import best_schedule, export_best, open_database
from .recording import CANDIDATE_COLUMNS, median_seconds
from .strategy import EnergyAwareCostModel, next_k, pick_final, select_for_energy
from .tune import SearchSettings, SearchSummary, make_runner, normalize

SEARCHES = ("energy", "nvml_only")
ENERGY_CANDIDATE_COLUMNS = [*CANDIDATE_COLUMNS, "energy_j", "power_w"]
ENERGY_COLUMNS = ["round", "trace_hash", "latency_s", "energy_j", "power_w", "launches", "window_s", "grid",
                  "block", "shared_memory_bytes", "predicted_energy_j", "error", "window_latency_s", "parallel",
                  "vectorize", "meter", "estimated", "attempts", "measure_s"]
LOG_COLUMNS = ["round", "k", "M", "model_mape", "model_spearman", "n_latency_measured", "n_energy_measured",
               "energy_measure_s", "best_latency_s", "best_energy_j", "n_kept", "n_energy_failed", "k_next",
               "trials_done"]
EVAL_COLUMNS = ["round", "trace_hash", "predicted_energy_j", "measured_energy_j", "n_train"]
FILES = {"candidates": "candidates.csv", "energy": "energy.csv", "log": "search_log.csv",
         "eval": "model_eval.csv", "model": "energy_model.npz", "settings": "search_settings.json"}
DB_FILES = ("database_workload.json", "database_tuning_record.json")
PICK_DIR = "pick"


@dataclass(frozen=True)
class EnergySearchSettings:
    """Knobs of the energy search (config: energy_search). Names follow the paper."""

    search: str = "energy"  # or "nvml_only"
    M: int = 16  # energy-measure at most the M fastest of a round
    mu: float = 0.1  # model MAPE threshold for moving k
    k_min: float = 0.2  # lower bound of the measured fraction k
    search_slack: float = 1.25  # skip candidates slower than this x the best latency so far
    latency_slack: float = 0.02  # final pick: within this fraction of the fastest
    window_s: float = 0.3  # energy window during search (config: search_window_s)
    warmup_s: float = 0.2
    idle_s: float = 2.0  # idle-power reading for the plausibility bounds, once per search
    energy_weight: float = 1.0  # (e): score = latency score x (E_min/E)^energy_weight
    measure_new_best: bool = True  # always energy-measure a new fastest kernel
    model_seed: int = 0

    def __post_init__(self) -> None:
        checks = [("search", self.search in SEARCHES, f"one of {', '.join(SEARCHES)}"),
                  ("M", self.M >= 1, "an integer >= 1"), ("mu", self.mu > 0, "> 0"),
                  ("k_min", 0 < self.k_min <= 1, "in (0, 1]"), ("search_slack", self.search_slack >= 1, ">= 1"),
                  ("latency_slack", self.latency_slack >= 0, ">= 0"), ("search_window_s", self.window_s > 0, "> 0"),
                  ("warmup_s", self.warmup_s >= 0, ">= 0"), ("idle_s", self.idle_s > 0, "> 0"),
                  ("energy_weight", self.energy_weight >= 0, ">= 0")]
        for name, ok, want in checks:
            if not ok:
                raise ConfigError(f"energy_search.{name}: must be {want}")

    @property
    def uses_model(self) -> bool:
        return self.search == "energy"


def _fmt(value) -> str:
    return repr(float(value)) if isinstance(value, (float, np.floating)) else str(value)


def _append(path: Path, rows: list[list]) -> None:
    with path.open("a", newline="") as handle:
        csv.writer(handle).writerows([[_fmt(v) for v in row] for row in rows])


def _first_line(error: str) -> str:
    lines = [line.strip() for line in (error or "").strip().splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _keep_rows(path: Path, n_rounds: int) -> int:
    """Drop rows of rounds >= n_rounds (an unfinished round); returns rows kept."""
    lines = path.read_text().splitlines(keepends=True)
    keep = [lines[0]] + [line for line in lines[1:] if int(next(csv.reader([line]))[0]) < n_rounds]
    if len(keep) != len(lines):
        path.write_text("".join(keep))
    return len(keep) - 1


def _read(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, keep_default_na=False, na_values=["nan", "NaN", ""])


class EnergySearch:
    """The search's state: k, best latency, the energy model, and the tables on disk."""

    def __init__(self, work_dir: Path, settings: SearchSettings, energy: EnergySearchSettings,
                 measurer: EnergyMeasurer, device_type: str, fingerprint: dict, log: logging.Logger) -> None:
        self.dir, self.settings, self.energy = Path(work_dir), settings, energy
        self.measurer, self.device_type, self.log = measurer, device_type, log
        self.path = {key: self.dir / name for key, name in FILES.items()}
        self.k, self.round, self.trials, self.best_latency_s = 1.0, 0, 0, math.inf
        self.model = EnergyCostModel(seed=energy.model_seed) if energy.uses_model else None
        self.energy_measure_s = self.model_s = 0.0
        self.n_energy = self.n_energy_failed = 0
        self.resumed_trials = 0
        self._pending: dict | None = None
        self.dir.mkdir(parents=True, exist_ok=True)
        if not self._resume(fingerprint):
            self._start(fingerprint)
        self.started = time.perf_counter()

    # -- start / resume
    def _tables(self) -> dict[str, list[str]]:
        tables = {"candidates": ENERGY_CANDIDATE_COLUMNS, "energy": ENERGY_COLUMNS, "log": LOG_COLUMNS}
        return {**tables, "eval": EVAL_COLUMNS} if self.energy.uses_model else tables

    def _start(self, fingerprint: dict) -> None:
        stale = [p for p in [*self.path.values(), *(self.dir / f for f in DB_FILES)] if p.exists()]
        if stale:
            self.log.warning("%s holds a search with other settings (or an incomplete one): starting afresh",
                             self.dir)
        for p in stale:
            p.unlink()
        shutil.rmtree(self.dir / PICK_DIR, ignore_errors=True)
        for key, columns in self._tables().items():
            with self.path[key].open("w", newline="") as handle:
                csv.writer(handle).writerow(columns)
        self.path["settings"].write_text(json.dumps(fingerprint, indent=2, sort_keys=True) + "\n")

    def _resume(self, fingerprint: dict) -> bool:
        needed = [self.path[k] for k in self._tables()] + [self.path["settings"], self.dir / DB_FILES[1]]
        if not all(p.exists() for p in needed):
            return False
        if json.loads(self.path["settings"].read_text()) != json.loads(json.dumps(fingerprint)):
            return False
        log_rows = _read(self.path["log"])
        n_rounds = len(log_rows)
        kept = {key: _keep_rows(self.path[key], n_rounds) for key in self._tables() if key != "log"}
        # AddToDatabase commits one record per candidate, in order: keep those of complete rounds.
        records = self.dir / DB_FILES[1]
        lines = records.read_text().splitlines(keepends=True)
        if len(lines) < kept["candidates"]:
            return False
        records.write_text("".join(lines[:kept["candidates"]]))
        cands, energy = _read(self.path["candidates"]), _read(self.path["energy"])
        self.round, self.trials = n_rounds, kept["candidates"]
        self.resumed_trials = self.trials
        if n_rounds:
            self.k = float(log_rows["k_next"].iloc[-1])
            self.best_latency_s = float(np.nanmin(cands["latency_s"].to_numpy(dtype=float), initial=math.inf))
        if self.model is not None and self.path["model"].exists():
            self.model = self._restore_model(energy)
        self.log.info("resuming %s: %d rounds, %d trials recorded, k = %.2f, best %.3f us", self.dir,
                      self.round, self.trials, self.k, self.best_latency_s * 1e6)
        return True

    def _restore_model(self, energy: pd.DataFrame) -> EnergyCostModel:
        model = EnergyCostModel.load(self.path["model"])
        e = energy["energy_j"].to_numpy(dtype=float)
        expected = int(np.sum(np.isfinite(e) & (e > 0)))
        if model.n_samples != expected:  # killed between saving the model and logging the round
            fresh = EnergyCostModel(**model.config)
            fresh.update_from_features(model._X[:expected], model._y[:expected])  # noqa: SLF001
            model = fresh
        return model

    # -- one round (EnergyStep): steps (b), (c), (d)
    def on_results(self, ctx, cands, builder_results, runner_results) -> None:
        n = len(cands)
        lat, errors = np.full(n, np.nan), [""] * n
        for i, (built, ran) in enumerate(zip(builder_results, runner_results)):
            errors[i] = _first_line(built.error_msg or ran.error_msg or "")
            if not errors[i] and ran.run_secs:
                lat[i] = median_seconds(ran.run_secs)
        hashes = [shash2hex(c.sch.mod) for c in cands]
        best_before = self.best_latency_s
        common = dict(best_so_far=best_before, M=self.energy.M, search_slack=self.energy.search_slack)
        kept = select_for_energy(lat, None, k=1.0, rank_by_model=False, **common).kept
        pred, X = np.full(n, np.nan), None
        if self.model is not None and kept:
            start = time.perf_counter()
            X = self.model.features(ctx, [cands[i].sch for i in kept])
            if self.model.is_trained:
                pred[kept] = self.model.predict_from_features(X)
            self.model_s += time.perf_counter() - start
        sel = select_for_energy(lat, pred, k=self.k, rank_by_model=self.model is not None,
                                measure_new_best=self.energy.measure_new_best, **common)
        energy_rows, measured, spent = [], {}, 0.0
        for i in sel.measure:
            lc = launch_config(cands[i].sch)
            out = self.measurer.measure(hashes[i], str(builder_results[i].artifact_path), self.device_type,
                                        tuple(a.as_json() for a in cands[i].args_info), lc)
            spent += out.seconds
            row = out.row or {}
            e = row.get("energy_j", math.nan)
            if not out.error:
                measured[i] = row
            energy_rows.append([self.round, hashes[i], lat[i], e, row.get("power_w", math.nan),
                                row.get("launches", 0), row.get("window_s", math.nan), lc["grid"], lc["block"],
                                lc["shared_memory_bytes"], pred[i], out.error, row.get("latency_s", math.nan),
                                lc["parallel"], lc["vectorize"],
                                row.get("meter", ""), row.get("estimated", ""), row.get("attempts", 0),
                                out.seconds])
        ok = list(measured)
        meas = np.array([measured[i]["energy_j"] for i in ok], dtype=float)
        err = EnergyCostModel.prediction_error(pred[ok], meas) if ok else {"mape": math.nan, "spearman": math.nan}
        eval_rows = [[self.round, hashes[i], pred[i], measured[i]["energy_j"], self.model.n_samples]
                     for i in ok if np.isfinite(pred[i])] if self.model is not None else []
        if self.model is not None and ok:
            start = time.perf_counter()
            self.model.update_from_features(X[[kept.index(i) for i in ok]], meas)
            self.model_s += time.perf_counter() - start
        k_next = next_k(self.k, err["mape"], mu=self.energy.mu, k_min=self.energy.k_min) \
            if self.model is not None else 1.0
        cand_rows = [[self.round, self.trials + i, hashes[i], lat[i], errors[i],
                      measured[i]["energy_j"] if i in measured else math.nan,
                      measured[i]["power_w"] if i in measured else math.nan] for i in range(n)]
        self.best_latency_s = sel.best_latency_s
        self._pending = {"candidates": cand_rows, "energy": energy_rows, "eval": eval_rows, "k_next": k_next,
                         "log": [self.round, self.k, self.energy.M, err["mape"], err["spearman"], n,
                                 len(sel.measure), spent, sel.best_latency_s, None, len(kept),
                                 len(sel.measure) - len(ok), k_next, self.trials + n]}
        self.energy_measure_s += spent
        self.n_energy += len(sel.measure)
        self.n_energy_failed += len(sel.measure) - len(ok)

    # -- end of round (RoundCommit): tables, model, then the log row that marks it complete
    def commit_round(self) -> None:
        p, self._pending = self._pending, None
        if p is None:
            return
        for key in ("candidates", "energy", "eval"):
            if key in self._tables():
                _append(self.path[key], p[key])
        if self.model is not None:
            self.model.save(self.path["model"])
        pick = self.pick()
        p["log"][LOG_COLUMNS.index("best_energy_j")] = pick["energy_j"] if pick else math.nan
        _append(self.path["log"], [p["log"]])
        row = dict(zip(LOG_COLUMNS, p["log"]))
        self.log.info(
            "round %d: %d/%d trials, k %.2f -> %.2f, energy measured %d (%d failed) in %.1f s, model MAPE %.3g, "
            "best %.3f us, best energy in slack %.4g J, %.0f s elapsed",
            self.round, row["trials_done"], self.settings.trials, self.k, p["k_next"], row["n_energy_measured"],
            row["n_energy_failed"], row["energy_measure_s"], row["model_mape"], row["best_latency_s"] * 1e6,
            row["best_energy_j"], time.perf_counter() - self.started)
        self.k, self.round, self.trials = p["k_next"], self.round + 1, row["trials_done"]

    def pick(self) -> dict | None:
        cands, energy = _read(self.path["candidates"]), _read(self.path["energy"])
        if not np.isfinite(cands["latency_s"].to_numpy(dtype=float)).any():
            return None
        return pick_final(cands, energy, self.energy.latency_slack)


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
            "code": ecotune.code_hash()}


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
                cost_model = EnergyAwareCostModel(cost_model, search.model, energy.energy_weight)
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
        trials=search.trials, failed=int(_read(search.path["candidates"])["error"].notna().sum()), wall_s=wall,
        build_s=getattr(builder, "build_seconds", math.nan), build_wall_s=build_wall, run_s=run_s,
        other_s=wall - build_wall - run_s - search.energy_measure_s, best_latency_s=search.best_latency_s,
        trials_per_minute=60.0 * new / wall if wall > 0 else 0.0).to_dict()
    summary.update(search=energy.search, resumed_from_trials=search.resumed_trials, new_trials=new,
                   energy_measured=search.n_energy, energy_failed=search.n_energy_failed,
                   energy_measure_s=search.energy_measure_s, energy_model_s=search.model_s,
                   energy_predict_s=getattr(cost_model, "energy_predict_s", 0.0),
                   energy_predict_calls=getattr(cost_model, "predict_calls", 0), final_k=search.k,
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
    shutil.rmtree(out_dir / PICK_DIR, ignore_errors=True)
    shutil.copytree(work_dir / PICK_DIR, out_dir / PICK_DIR)
