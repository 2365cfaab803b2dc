"""The energy search's rounds: its state between rounds, and its tables on disk.

`EnergySearch` holds k, the best latency so far and the energy model; `on_results` does
steps (b)-(d) of a round, `commit_round` writes it (tables, model, and last the
search_log.csv row that marks the round complete), and the constructor resumes a work
directory whose settings match, dropping the rows of an unfinished round
(work_dir.open_search_dir, shared with the latency search).

Tables (results.py has their columns; one row per ...):
  candidates.csv  latency-measured candidate: the latency search's columns + energy_j, power_w
  energy.csv      energy measurement (failures too, with `error`)
  model_eval.csv  energy measurement the model had not seen, with its prediction
  search_log.csv  round
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..core.errors import ConfigError, last_line
from ..core.results import (ENERGY, ENERGY_CANDIDATES, ENERGY_SEARCHES, MODEL_EVAL, MODEL_FILE, PICK_DIR, SEARCH_LOG,
                       Table, read_table)
from ..ops.schedules import launch_config
from ..ops.tuning_db import median_seconds
from .decisions import next_k, pick_final, select_for_energy
from .energy_model import EnergyCostModel
from .energy_runner import EnergyMeasurer, energy_row
from .tune_loop import SearchSettings
from .work_dir import Resumed, append_rows, exact, open_search_dir

# The search's tables (results.py), by the role the search gives them.
TABLES = {"candidates": ENERGY_CANDIDATES, "energy": ENERGY, "log": SEARCH_LOG, "eval": MODEL_EVAL}


@dataclass(frozen=True)
class EnergySearchSettings:
    """Knobs of the energy search (config: energy_search). Names follow the paper."""

    search: str = "energy"  # or "nvml_only"
    M: int = 16  # energy-measure at most the M fastest of a round
    mu: float = 0.1  # model MAPE threshold for moving k
    k_min: float = 0.2  # lower bound of the measured fraction k
    search_slack: float = 1.25  # skip candidates slower than this x the best latency so far
    # final pick: within this fraction of the fastest. It does not steer the search; None =
    # the pick is a later step (the workflow's pick rule), so rounds log no best energy.
    latency_slack: float | None = 0.02
    window_s: float = 0.3  # energy window during search (config: search_window_s)
    warmup_s: float = 0.2
    idle_s: float = 2.0  # idle-power reading for the plausibility bounds, once per search
    energy_weight: float = 1.0  # (e): exponent of the energy preference inside the latency band
    measure_new_best: bool = True  # always energy-measure a new fastest kernel
    model_seed: int = 0
    # energy windows replay each candidate from a CUDA graph (kernels.graph_launch): no launch
    # gaps in a short kernel's energy, and shorter windows (bench/results/tuned_graph_h200.json)
    cuda_graph: bool = False

    def __post_init__(self) -> None:
        checks = [("search", self.search in ENERGY_SEARCHES, f"one of {', '.join(ENERGY_SEARCHES)}"),
                  ("M", self.M >= 1, "an integer >= 1"), ("mu", self.mu > 0, "> 0"),
                  ("k_min", 0 < self.k_min <= 1, "in (0, 1]"), ("search_slack", self.search_slack >= 1, ">= 1"),
                  ("latency_slack", self.latency_slack is None or self.latency_slack >= 0, ">= 0"),
                  ("search_window_s", self.window_s > 0, "> 0"),
                  ("warmup_s", self.warmup_s >= 0, ">= 0"), ("idle_s", self.idle_s > 0, "> 0"),
                  ("energy_weight", self.energy_weight >= 0, ">= 0")]
        for name, ok, want in checks:
            if not ok:
                raise ConfigError(f"energy_search.{name}: must be {want}")

    @classmethod
    def for_search(cls, search: str, values: Mapping[str, Any]) -> "EnergySearchSettings":
        """The settings of a tune_energy / tune_nvml_only rule from its params as a plain
        mapping (config names: search_window_s). No latency_slack: the pick is a step of its own."""
        return cls(search=search, M=values["M"], mu=values["mu"], k_min=values["k_min"],
                   search_slack=values["search_slack"], latency_slack=None, window_s=values["search_window_s"],
                   warmup_s=values["warmup_s"], idle_s=values["idle_s"], energy_weight=values["energy_weight"],
                   cuda_graph=values["cuda_graph"])

    @property
    def uses_model(self) -> bool:
        return self.search == "energy"


def _append(path: Path, rows: list[list]) -> None:
    append_rows(path, [[exact(v) for v in row] for row in rows])


class EnergySearch:
    """The search's state: k, best latency, the energy model, and the tables on disk."""

    def __init__(self, work_dir: Path, settings: SearchSettings, energy: EnergySearchSettings,
                 measurer: EnergyMeasurer, device_type: str, fingerprint: dict, log: logging.Logger) -> None:
        self.dir, self.settings, self.energy = Path(work_dir), settings, energy
        self.measurer, self.device_type, self.log = measurer, device_type, log
        self.path = {key: self.dir / table.file for key, table in TABLES.items()}
        self.path["model"] = self.dir / MODEL_FILE
        self.k, self.round, self.trials, self.best_latency_s = 1.0, 0, 0, math.inf
        # Power x latency from the launch configuration: in an offline replay of the H200 searches
        # it ranked better than energy from all 353 features (bench/results/model_replay_h200_v2.json).
        self.model = (EnergyCostModel(seed=energy.model_seed, target="power", feature_set="launch")
                      if energy.uses_model else None)
        self.energy_measure_s = self.model_s = 0.0
        self.n_energy = self.n_energy_failed = 0
        self.resumed_trials = 0
        self._pending: dict | None = None
        tables = {self.path[key]: table for key, table in self._tables().items()}
        resumed = open_search_dir(self.dir, tables, rounds=self.path["log"], candidates=self.path["candidates"],
                                  fingerprint=fingerprint, log=log, scratch=[self.path["model"], self.dir / PICK_DIR])
        if resumed.rounds:
            self._resume(resumed)
        self.started = time.perf_counter()

    # -- start / resume
    def _tables(self) -> dict[str, Table]:
        """Its tables: only the energy search has a model, so only it evaluates one."""
        return {key: table for key, table in TABLES.items() if key != "eval" or self.energy.uses_model}

    def _resume(self, resumed: Resumed) -> None:
        """k, best latency and the energy model as the last complete round left them."""
        log_rows = read_table(self.path["log"], SEARCH_LOG)
        cands, energy = read_table(self.path["candidates"], ENERGY_CANDIDATES), read_table(self.path["energy"], ENERGY)
        self.round, self.trials = resumed.rounds, resumed.trials
        self.resumed_trials = self.trials
        # the whole search's counts: claim (b) and the re-rank's budget N read them
        self.n_energy = int(log_rows["n_energy_measured"].sum())
        self.n_energy_failed = int(np.nansum(log_rows["n_energy_failed"].to_numpy(dtype=float)))
        self.k = float(log_rows["k_next"].iloc[-1])
        self.best_latency_s = float(np.nanmin(cands["latency_s"].to_numpy(dtype=float), initial=math.inf))
        if self.model is not None and self.path["model"].exists():
            self.model = self._restore_model(energy)
        self.log.info("resumed state: k = %.2f, best %.3f us", self.k, self.best_latency_s * 1e6)

    def _restore_model(self, energy: pd.DataFrame) -> EnergyCostModel:
        model = EnergyCostModel.load(self.path["model"])
        e = energy["energy_j"].to_numpy(dtype=float)
        expected = int(np.sum(np.isfinite(e) & (e > 0)))
        if model.n_samples != expected:  # killed between saving the model and logging the round
            model = model.first(expected)
        return model

    # -- one round (EnergyStep): steps (b), (c), (d)
    def on_results(self, ctx, cands, builder_results, runner_results) -> None:
        n = len(cands)
        lat, errors = np.full(n, np.nan), [""] * n
        for i, (built, ran) in enumerate(zip(builder_results, runner_results)):
            errors[i] = last_line(built.error_msg or ran.error_msg)
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
                pred[kept] = self.model.predict_from_features(X, lat[kept])
            self.model_s += time.perf_counter() - start
        sel = select_for_energy(lat, pred, k=self.k, rank_by_model=self.model is not None,
                                measure_new_best=self.energy.measure_new_best, **common)
        energy_rows, measured, spent = self._measure(cands, builder_results, sel.measure, lat, pred, hashes)
        ok = list(measured)
        meas = np.array([measured[i]["energy_j"] for i in ok], dtype=float)
        err = EnergyCostModel.prediction_error(pred[ok], meas) if ok else {"mape": math.nan, "spearman": math.nan}
        eval_rows = [[self.round, hashes[i], pred[i], measured[i]["energy_j"], self.model.n_samples]
                     for i in ok if np.isfinite(pred[i])] if self.model is not None else []
        if self.model is not None and ok:
            start = time.perf_counter()
            self.model.update_from_features(X[[kept.index(i) for i in ok]], meas, lat[ok])
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

    def _measure(self, cands, builder_results, which: list[int], lat, pred, hashes) -> tuple[list, dict, float]:
        """Energy of candidates `which` (step c): energy.csv rows, {index: measurement}, seconds."""
        rows, measured, spent = [], {}, 0.0
        for i in which:
            lc = launch_config(cands[i].sch)
            out = self.measurer.measure(hashes[i], str(builder_results[i].artifact_path), self.device_type,
                                        tuple(a.as_json() for a in cands[i].args_info), lc)
            spent += out.seconds
            if not out.error:
                measured[i] = out.row
            rows.append(energy_row(self.round, hashes[i], lat[i], out, lc, pred[i]))
        return rows, measured, spent

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
        p["log"][SEARCH_LOG.names.index("best_energy_j")] = pick["energy_j"] if pick else math.nan
        _append(self.path["log"], [p["log"]])
        row = dict(zip(SEARCH_LOG.names, p["log"]))
        self.log.info(
            "round %d: %d/%d trials, k %.2f -> %.2f, energy measured %d (%d failed) in %.1f s, model MAPE %.3g, "
            "best %.3f us, %s, %.0f s elapsed",
            self.round, row["trials_done"], self.settings.trials, self.k, p["k_next"], row["n_energy_measured"],
            row["n_energy_failed"], row["energy_measure_s"], row["model_mape"], row["best_latency_s"] * 1e6,
            self._energy_progress(row["best_energy_j"]), time.perf_counter() - self.started)
        self.k, self.round, self.trials = p["k_next"], self.round + 1, row["trials_done"]

    def pick(self) -> dict | None:
        """The pick within latency_slack so far; None before any candidate ran, or without a slack."""
        cands, energy = read_table(self.path["candidates"], ENERGY_CANDIDATES), read_table(self.path["energy"], ENERGY)
        if self.energy.latency_slack is None or not np.isfinite(cands["latency_s"].to_numpy(dtype=float)).any():
            return None
        return pick_final(cands, energy, self.energy.latency_slack)

    def _energy_progress(self, best_in_slack: float) -> str:
        if self.energy.latency_slack is not None:
            return f"best energy in slack {best_in_slack:.4g} J"
        energies = read_table(self.path["energy"], ENERGY)["energy_j"].to_numpy(dtype=float)
        lowest = np.nanmin(energies) if np.isfinite(energies).any() else math.nan
        return f"lowest energy measured {lowest:.4g} J"
