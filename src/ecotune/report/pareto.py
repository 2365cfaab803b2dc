"""The energy-latency trade-off per task, not only one point: the front of every
energy-measured candidate (all methods, all replicates) and the pick at several slacks.

Users trade latency for energy differently (a server at its latency budget, a batch job
paying per joule); the config's latency_slack stays the headline pick. The values are
search-time measurements (one window each, in the job that measured them), labelled so.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ecotune.report.inputs import ReportData

SLACKS = (0.0, 0.02, 0.05, 0.10, 0.20)


def measured_candidates(task) -> pd.DataFrame:
    """Every successful energy measurement of the task's searches: method, replicate,
    trace_hash, latency_s (the search's), energy_j; one row per kernel (its median)."""
    frames = []
    for method, reps in task.replicates.items():
        for rep, search in reps.items():
            if search.energy_rows is None:
                continue
            e = search.energy_rows
            ok = e[e["error"].fillna("").astype(str).str.strip().eq("") & np.isfinite(e["energy_j"])
                   & np.isfinite(e["latency_s"]) & (e["energy_j"] > 0)]
            frames.append(ok[["trace_hash", "latency_s", "energy_j"]].assign(method=method, replicate=rep))
    if not frames:
        return pd.DataFrame(columns=["trace_hash", "latency_s", "energy_j", "method", "replicate"])
    every = pd.concat(frames, ignore_index=True)
    return (every.groupby("trace_hash", as_index=False)
            .agg(latency_s=("latency_s", "median"), energy_j=("energy_j", "median"),
                 method=("method", "first"), replicate=("replicate", "first")))


def front(cands: pd.DataFrame) -> pd.DataFrame:
    """The candidates no other is both faster and more frugal than, by latency."""
    ordered = cands.sort_values(["latency_s", "energy_j"])
    keep = ordered["energy_j"].to_numpy() < np.minimum.accumulate(
        np.r_[np.inf, ordered["energy_j"].to_numpy()[:-1]])
    return ordered[keep]


def pareto_frame(data: ReportData) -> pd.DataFrame:
    """pareto.csv: per task, the front (kind 'front') and the pick at each slack (kind 'pick'):
    lowest energy within slack of the fastest energy-measured kernel."""
    records = []
    for task in data.tasks:
        cands = measured_candidates(task)
        if cands.empty:
            continue
        fastest = cands["latency_s"].min()
        base = None
        for slack in SLACKS:
            band = cands[cands["latency_s"] <= fastest * (1 + slack)]
            pick = band.loc[band["energy_j"].idxmin()]
            base = pick if base is None else base
            records.append({"task": task.name, "kind": "pick", "slack": slack, "trace_hash": pick.trace_hash,
                            "latency_s": pick.latency_s, "energy_j": pick.energy_j, "method": pick.method,
                            "replicate": int(pick.replicate),
                            "latency_vs_fastest": pick.latency_s / fastest - 1,
                            "energy_vs_slack0_pick": pick.energy_j / base.energy_j - 1})
        for r in front(cands).itertuples(index=False):
            records.append({"task": task.name, "kind": "front", "slack": np.nan, "trace_hash": r.trace_hash,
                            "latency_s": r.latency_s, "energy_j": r.energy_j, "method": r.method,
                            "replicate": int(r.replicate), "latency_vs_fastest": r.latency_s / fastest - 1,
                            "energy_vs_slack0_pick": np.nan})
    return pd.DataFrame(records)
