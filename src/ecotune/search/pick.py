"""The final pick of a finished energy-aware or NVML-only search: the lowest measured energy
within latency_slack of the fastest (decisions.pick_final).

It only reads the search's tables, and latency_slack does not steer the search, so it is a
step of its own (the workflow's `pick` rule): a new latency_slack reruns it alone. Its code
is apart from the search's, so that editing it reruns no search either. The pick goes to
pick/, a one-record JSONDatabase (tuning_db.final_schedule reads it back), with
search_log.csv: the round log with the pick's energy after each round.
"""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path

import numpy as np
import pandas as pd

from ..core.errors import EcotuneError
from ..core.outputs import write_json
from ..core.results import (BEST_FILE, ENERGY, ENERGY_CANDIDATES, PICK_DIR, ROUNDS, SEARCH_FILE, SEARCH_LOG,
                       read_table)
from ..ops.schedules import export_kernel, normalize
from ..ops.target import TargetInfo
from ..ops.tuning_db import final_schedule, open_database, records_by_hash, write_one_record
from .decisions import pick_final
from .work_dir import write_table


def pick_search(out_dir: Path, func, latency_slack: float, log: logging.Logger) -> dict:
    """The pick step of a published search in out_dir (energy_search.publish_search): pick/,
    the kernel's source, search_log.csv and best.json. Compiles for the target the search
    recorded, so it needs no GPU. Returns best.json's content."""
    out_dir = Path(out_dir)
    meta = json.loads((out_dir / SEARCH_FILE).read_text())
    target = TargetInfo(**meta["environment"])
    pick = make_pick(out_dir, func, target, latency_slack)
    best = export_kernel(*final_schedule(meta["search"], out_dir, func, target), target, out_dir)
    payload = {**meta, **best, "energy_j": pick["energy_j"], "pick": pick,
               "energy_search": {**meta["energy_search"], "latency_slack": latency_slack}}
    write_json(out_dir / BEST_FILE, payload)
    log.info("pick within %g of the fastest: %s, %.3f us, %.4g J (fastest %.3f us, %.4g J; grid %s, block %s)",
             latency_slack, pick["trace_hash"], pick["latency_s"] * 1e6, pick["energy_j"],
             pick["fastest_latency_s"] * 1e6, pick["fastest_energy_j"], best["grid"], best["block"])
    return payload


def make_pick(work_dir: Path, func, target: TargetInfo, latency_slack: float) -> dict:
    """Pick from work_dir's tables (candidates.csv, energy.csv), write work_dir/pick, and
    (re)write search_log.csv with best_energy_j for this slack; returns the pick."""
    work_dir = Path(work_dir)
    cands = read_table(work_dir / ENERGY_CANDIDATES.file, ENERGY_CANDIDATES)
    energy = read_table(work_dir / ENERGY.file, ENERGY)
    if not np.isfinite(cands["latency_s"].to_numpy(dtype=float)).any():
        raise EcotuneError(f"{work_dir}: no candidate was measured successfully; see the search's log")
    pick = pick_final(cands, energy, latency_slack)
    write_pick(work_dir, func, target, pick["trace_hash"])
    # A published search has rounds.csv; a search's own work_dir (a notebook's) has only search_log.csv.
    log_path = work_dir / SEARCH_LOG.file
    rounds = read_table(log_path, SEARCH_LOG) if log_path.exists() else read_table(work_dir / ROUNDS.file, ROUNDS)
    table = rounds.assign(best_energy_j=best_energy_by_round(cands, energy, rounds["round"], latency_slack))
    write_table(log_path, table[SEARCH_LOG.names])
    return pick


def best_energy_by_round(cands: pd.DataFrame, energy: pd.DataFrame, rounds, latency_slack: float) -> list[float]:
    """search_log.csv's best_energy_j: the energy of the pick the search would have made
    after each round (NaN before any candidate ran)."""
    out = []
    for r in rounds:
        so_far = cands[cands["round"] <= r]
        if not np.isfinite(so_far["latency_s"].to_numpy(dtype=float)).any():
            out.append(math.nan)
            continue
        out.append(pick_final(so_far, energy[energy["round"] <= r], latency_slack)["energy_j"])
    return out


def write_pick(work_dir: Path, func, target: TargetInfo, trace_hash: str) -> None:
    """work_dir/pick: a JSONDatabase holding only the picked record (latency run_secs)."""
    work_dir = Path(work_dir)
    record = records_by_hash(open_database(work_dir), {trace_hash}).get(trace_hash)
    if record is None:
        raise EcotuneError(f"picked kernel {trace_hash} is not in {work_dir}'s tuning database")
    write_one_record(work_dir / PICK_DIR, record, normalize(func), target.tvm_target())
