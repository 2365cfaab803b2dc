"""The energy-latency trade-off of a task, not only one point: the front of every kernel its
searches energy-measured (all methods, all replicates) and the pick at several latency
slacks. Users trade latency for energy differently (a server at its latency budget, a
batch job paying per joule); the config's latency_slack stays the headline pick.

These are search-time measurements (one window each, in the job that made it); the
`pareto` rule (stages/pareto.py) re-measures the distinct picks by the remeasure protocol.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

SLACKS = (0.0, 0.02, 0.05, 0.10, 0.20)
PICK_COLUMNS = ["slack", "trace_hash", "method", "replicate", "latency_s", "energy_j", "latency_vs_fastest"]


def measured_candidates(energy_tables: Mapping[tuple[str, int], pd.DataFrame]) -> pd.DataFrame:
    """Every successful energy measurement of the searches ((method, replicate) -> its
    energy.csv rows): one row per kernel (trace_hash; medians over its measurements), with
    the first method and replicate that measured it."""
    frames = []
    for (method, replicate), rows in energy_tables.items():
        if rows is None or rows.empty:
            continue
        ok = rows[rows["error"].fillna("").astype(str).str.strip().eq("") & np.isfinite(rows["energy_j"])
                  & np.isfinite(rows["latency_s"]) & (rows["energy_j"] > 0)]
        frames.append(ok[["trace_hash", "latency_s", "energy_j"]].assign(method=method, replicate=int(replicate)))
    if not frames:
        return pd.DataFrame(columns=["trace_hash", "latency_s", "energy_j", "method", "replicate"])
    every = pd.concat(frames, ignore_index=True)
    return (every.groupby("trace_hash", as_index=False, sort=False)
            .agg(latency_s=("latency_s", "median"), energy_j=("energy_j", "median"),
                 method=("method", "first"), replicate=("replicate", "first")))


def front(cands: pd.DataFrame) -> pd.DataFrame:
    """The candidates no other is both faster and more frugal than, by latency."""
    ordered = cands.sort_values(["latency_s", "energy_j"])
    keep = ordered["energy_j"].to_numpy() < np.minimum.accumulate(
        np.r_[np.inf, ordered["energy_j"].to_numpy()[:-1]])
    return ordered[keep]


def slack_picks(cands: pd.DataFrame, slacks=SLACKS) -> pd.DataFrame:
    """The lowest-energy candidate within each slack of the fastest one (PICK_COLUMNS)."""
    if cands.empty:
        return pd.DataFrame(columns=PICK_COLUMNS)
    fastest = cands["latency_s"].min()
    records = []
    for slack in slacks:
        band = cands[cands["latency_s"] <= fastest * (1 + slack)]
        pick = band.loc[band["energy_j"].idxmin()]
        records.append({"slack": slack, "trace_hash": pick.trace_hash, "method": pick.method,
                        "replicate": int(pick.replicate), "latency_s": pick.latency_s, "energy_j": pick.energy_j,
                        "latency_vs_fastest": pick.latency_s / fastest - 1})
    return pd.DataFrame(records, columns=PICK_COLUMNS)


def pick_variant(slack: float) -> str:
    """The variant name a re-measured pick carries: slack0, slack2, ... (percent)."""
    return f"slack{round(slack * 100)}"


def pick_variants(picks: pd.DataFrame) -> pd.Series:
    """Each pick's variant name: that of the first slack that picked its kernel, so a kernel
    picked at several slacks is measured once."""
    return picks.groupby("trace_hash", sort=False)["slack"].transform("first").map(pick_variant)
