"""The trade-off section's table (pareto.csv): per task, the energy-latency front of every
energy-measured candidate and the pick at each slack (ecotune.analysis.pareto), from search-time
measurements, with the `pareto` rule's re-measurement of each pick beside them where it ran."""

from __future__ import annotations

import numpy as np
import pandas as pd

from ecotune.analysis.pareto import front, measured_candidates as pooled, pick_variants, slack_picks
from ecotune.report.inputs import ReportData

REMEASURED = ("latency_s", "latency_s_lo", "latency_s_hi", "energy_j", "energy_j_lo", "energy_j_hi")


def measured_candidates(task) -> pd.DataFrame:
    """Every successful energy measurement of the task's searches, one row per kernel."""
    return pooled({(method, rep): search.energy_rows for method, reps in task.replicates.items()
                   for rep, search in reps.items()})


def pareto_frame(data: ReportData) -> pd.DataFrame:
    """pareto.csv: per task, the front (kind 'front') and the pick at each slack (kind 'pick');
    remeasured_* columns: the pick re-measured by the `pareto` rule (NaN where it did not run)."""
    frames = []
    for task in data.tasks:
        cands = measured_candidates(task)
        if cands.empty:
            continue
        fastest = cands["latency_s"].min()
        picks = slack_picks(cands).assign(kind="pick")
        picks["energy_vs_slack0_pick"] = picks["energy_j"] / picks["energy_j"].iloc[0] - 1
        _attach_remeasured(picks, task.pareto_summary)
        edge = front(cands).assign(kind="front", slack=np.nan, energy_vs_slack0_pick=np.nan,
                                   latency_vs_fastest=lambda f: f["latency_s"] / fastest - 1)
        frames.append(pd.concat([picks, edge], ignore_index=True).assign(task=task.name))
    if not frames:
        return pd.DataFrame()
    out = pd.concat(frames, ignore_index=True)
    out["replicate"] = out["replicate"].astype(int)
    first = ["task", "kind", "slack", "trace_hash", "latency_s", "energy_j", "method", "replicate",
             "latency_vs_fastest", "energy_vs_slack0_pick"]
    return out[first + [c for c in out.columns if c not in first]]


def _attach_remeasured(picks: pd.DataFrame, summary: pd.DataFrame | None) -> None:
    """remeasured_<metric> of each pick: the summary row of the variant that measured its
    kernel (the first slack that picked it names it: slack0, slack2, ...)."""
    for column in REMEASURED:
        picks[f"remeasured_{column}"] = np.nan
    if summary is None or summary.empty:
        return
    by_variant = summary.set_index("variant")
    for i, variant in pick_variants(picks).items():
        if variant in by_variant.index:
            for column in REMEASURED:
                picks.at[i, f"remeasured_{column}"] = by_variant.at[variant, column]
