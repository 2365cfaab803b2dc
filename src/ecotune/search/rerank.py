"""The practitioner's baseline: re-rank a finished latency search by energy.

What a user would do without the paper: take the latency search's database, energy-measure
its N fastest distinct kernels, and keep the lowest energy within latency_slack of the
fastest. N is the number of energy measurements the energy-aware search of the same
replicate made, so the two spend the same measurement budget; the re-rank makes no trials
of its own. Its kernels are measured as the energy searches measure theirs (the same
worker, meter protocol and search window), and it publishes the same files as they do
(tables, database, rounds.csv, search.json), so the pick rule, remeasure and the report
treat it as a fourth method.
"""

from __future__ import annotations

import json
import logging
import math
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from tvm.s_tir.meta_schedule.builder import BuilderInput

from ..core.errors import EcotuneError
from ..core.outputs import write_json
from ..core.results import (BEST_FILE, CANDIDATES, DB_FILES, ENERGY, ENERGY_CANDIDATES, RERANK, ROUNDS,
                       SEARCH_FILE, read_table)
from ..ops.schedules import launch_config
from ..ops.target import TargetInfo
from ..ops.tuning_db import open_database, records_by_hash
from .builder import search_builder
from .energy_runner import EnergyMeasurer, EnergyOutcome, MeterSpec, energy_row, measure_artifact
from .tune_loop import SearchSettings
from .work_dir import write_table


@dataclass(frozen=True)
class RerankSettings:
    """How the re-rank measures (config: energy_search.search_window_s, measure.warmup_s, idle_s,
    energy_search.cuda_graph): as the energy searches it is compared with."""

    window_s: float = 0.3
    warmup_s: float = 0.2
    idle_s: float = 2.0
    cuda_graph: bool = False


def energy_budget(energy_search_file: Path) -> int:
    """N: the energy measurements the energy-aware search made (its search.json)."""
    summary = json.loads(Path(energy_search_file).read_text())["search_summary"]
    return int(summary["energy_measured"])


def fastest_distinct(candidates: pd.DataFrame, n: int) -> list[str]:
    """Trace hashes of the n fastest successful candidates, each kernel once."""
    ok = candidates[candidates["error"].isna() & np.isfinite(candidates["latency_s"].to_numpy(dtype=float))]
    ranked = ok.sort_values(["latency_s", "trial"], kind="stable").drop_duplicates("trace_hash")
    return ranked["trace_hash"].head(max(n, 0)).tolist()


def rerank_latency_search(latency_dir: Path, out_dir: Path, n: int, target: TargetInfo, settings: SearchSettings,
                          rerank: RerankSettings, meter: MeterSpec, log: logging.Logger, *,
                          measure_fn=measure_artifact) -> dict:
    """Energy-measure the n fastest kernels of the latency search published in latency_dir
    and publish the result to out_dir as an energy search would (no pick: the pick rule's).
    measure_fn runs in the energy worker; tests swap it. Returns the summary."""
    latency_dir, out_dir = Path(latency_dir), Path(out_dir)
    start = time.perf_counter()
    cands = read_table(latency_dir / CANDIDATES.file, CANDIDATES)
    chosen = fastest_distinct(cands, n)
    if not chosen:
        raise EcotuneError(f"{latency_dir}: the latency search has no successful kernel to re-rank")
    records = records_by_hash(open_database(latency_dir), set(chosen))
    missing = set(chosen) - set(records)
    if missing:
        raise EcotuneError(f"{latency_dir}: kernels {sorted(missing)} of candidates.csv are not in its database")
    log.info("re-rank: energy-measuring the %d fastest distinct kernels of %s (budget %d)", len(chosen),
             latency_dir, n)
    out_dir.mkdir(parents=True, exist_ok=True)
    rows, spent = [], 0.0
    measurer = EnergyMeasurer(meter, window_s=rerank.window_s, warmup_s=rerank.warmup_s, idle_s=rerank.idle_s,
                              cuda_graph=rerank.cuda_graph,
                              timeout_s=settings.run_timeout_s, measure_fn=measure_fn)
    # a kernel's search latency: its best successful trial (the one fastest_distinct ranked it by)
    latency = cands[cands["error"].isna()].groupby("trace_hash")["latency_s"].min()
    try:
        with search_builder(settings, out_dir / "builds") as builder:
            measurer.start(background=True)  # idle is read while the kernels build; measure() waits
            candidates = [records[h].as_measure_candidate() for h in chosen]
            built = builder.build([BuilderInput(c.sch.mod, target.tvm_target()) for c in candidates])
            for trace_hash, cand, result in zip(chosen, candidates, built):
                launch = launch_config(cand.sch)
                if result.error_msg:
                    outcome = EnergyOutcome(None, f"build failed: {result.error_msg}", 0.0)
                else:
                    outcome = measurer.measure(trace_hash, str(result.artifact_path), target.device_type,
                                               tuple(a.as_json() for a in cand.args_info), launch)
                spent += outcome.seconds
                rows.append(energy_row(0, trace_hash, float(latency[trace_hash]), outcome, launch))
    finally:
        measurer.close()
    energy = pd.DataFrame(rows, columns=ENERGY.names)
    failed = int((energy["error"].fillna("") != "").sum())
    # trials/failed count the candidates it re-ranks (its candidates.csv): the latency search's; new_trials: 0.
    summary = {"search": RERANK, "trials": len(cands), "failed": int(cands["error"].notna().sum()), "new_trials": 0,
               "energy_measured": len(rows), "energy_failed": failed,
               "energy_budget": n, "energy_measure_s": spent, "wall_s": time.perf_counter() - start,
               "best_latency_s": float(np.nanmin(cands["latency_s"].to_numpy(dtype=float))),
               "idle_power_w": measurer.idle_power_w, "meter": measurer.meter_description}
    _publish(latency_dir, out_dir, cands, energy, summary, {
        "search": RERANK, "energy_budget": n, "window_s": rerank.window_s, "warmup_s": rerank.warmup_s,
        "idle_s": rerank.idle_s, "cuda_graph": rerank.cuda_graph}, target.to_dict())
    log.info("re-rank done: %d measured (%d failed) in %.1f s", len(rows), failed, spent)
    return summary


def _publish(latency_dir: Path, out_dir: Path, cands: pd.DataFrame, energy: pd.DataFrame, summary: dict,
             knobs: dict, environment: dict) -> None:
    """The files an energy search publishes: database (the latency search's), candidates.csv
    with energy where measured (on each kernel's fastest successful trial), energy.csv,
    rounds.csv, search.json."""
    for name in DB_FILES:
        shutil.copyfile(latency_dir / name, out_dir / name)
    ok = energy[energy["error"].fillna("") == ""].set_index("trace_hash")
    ran = cands[cands["error"].isna() & np.isfinite(cands["latency_s"].to_numpy(dtype=float))]
    best_trial = cands.index.isin(ran.groupby("trace_hash")["latency_s"].idxmin())  # the trial it was ranked by
    table = cands.assign(
        energy_j=np.where(best_trial, cands["trace_hash"].map(ok["energy_j"]), math.nan),
        power_w=np.where(best_trial, cands["trace_hash"].map(ok["power_w"]), math.nan))
    write_table(out_dir / ENERGY_CANDIDATES.file, table[ENERGY_CANDIDATES.names])
    write_table(out_dir / ENERGY.file, energy)
    n_ok = len(ok)
    write_table(out_dir / ROUNDS.file, pd.DataFrame([{
        "round": 0, "k": 1.0, "M": len(energy), "model_mape": math.nan, "model_spearman": math.nan,
        "n_latency_measured": len(cands), "n_energy_measured": len(energy),
        "energy_measure_s": summary["energy_measure_s"], "best_latency_s": summary["best_latency_s"],
        "n_kept": len(energy), "n_energy_failed": len(energy) - n_ok, "k_next": 1.0,
        "trials_done": len(cands)}])[ROUNDS.names])
    latency_best = json.loads((latency_dir / BEST_FILE).read_text())
    write_json(out_dir / SEARCH_FILE, {
        "task": latency_best["task"], "search": RERANK, "search_summary": summary,
        "settings": latency_best["settings"], "energy_search": knobs, "environment": environment})
