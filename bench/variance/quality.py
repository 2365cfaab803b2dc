"""Do the energy searches find kernels as fast as the latency search they are compared with?

Read from finished workflow folders (`work/TASK/results/tune/METHOD/TASK/rR/candidates.csv`):
each energy-aware or NVML-only search is paired with its task's latency search of the same
replicate, and three things of the pair are compared:

    best latency      log(best of the search / best of the latency search) after the rounds that end
                      at or before each budget of trials
    fast share        per span of trials between two budgets (0-64, 64-128, ...: by the order
                      measured, so a short last round falls into its span), the share of the span's
                      candidates within `slack` x the pair's best latency (the lower of the two
                      searches' bests), the search's minus the latency search's: how much of its
                      trials the evolution spends near the best
    same kernel       the median over the kernels both searches timed of log(latency as the search
                      timed it / as the latency search did): whether the two time alike (a GPU warmed
                      by energy windows, or a runner that differs, would show here)

Each is averaged within a task first (a run with replicates has several pairs a task) and then
summarized over the tasks, with a t interval over them (tasks as a sample, as
ecotune.analysis.replicate_stats.tasks_t_interval): the best-latency and same-kernel figures as
changes, the fast share in points.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pandas as pd

from ecotune.analysis.replicate_stats import mean_and_t_half_width

from .inputs import best_after_rounds, search_tables

BASE = "latency"
SLACK = 1.25  # energy_search.search_slack's default: the band the energy searches measure and steer in


def load_searches(work: Path) -> dict[tuple[str, str, int], pd.DataFrame]:
    """Every search of every task folder under `work`: (task, method, replicate) -> its candidates, in
    the order measured, `latency_s` NaN where a candidate failed."""
    searches = {}
    for task_dir in sorted(p for p in Path(work).iterdir() if p.is_dir()):
        for method, replicate, path in search_tables(task_dir):
            table = pd.read_csv(path)
            latency = pd.to_numeric(table["latency_s"], errors="coerce")
            searches[(task_dir.name, method, replicate)] = table.assign(latency_s=latency.where(latency > 0))
    return searches


def best_within(table: pd.DataFrame, budget: int) -> float:
    """Best latency of the rounds that end at or before `budget` trials (NaN: the first round is longer)."""
    best = best_after_rounds(table)
    best = best[best.index <= budget]
    return float(best.iloc[-1]) if len(best) else math.nan


def fast_share(table: pd.DataFrame, start: int, stop: int, reference_s: float, slack: float) -> float:
    """Share of the candidates measured start..stop-1 (failed ones count as slow) within slack x reference_s."""
    latency = table["latency_s"].iloc[start:stop]
    return float((latency <= slack * reference_s).mean()) if len(latency) else math.nan


def same_kernel_log_ratio(table: pd.DataFrame, base: pd.DataFrame) -> float:
    """Median log ratio of the latencies two searches timed for the kernels both measured."""
    both = table.dropna(subset=["latency_s"]).merge(base.dropna(subset=["latency_s"]), on="trace_hash",
                                                     suffixes=("", "_base"))
    return float(np.median(np.log(both["latency_s"] / both["latency_s_base"]))) if len(both) else math.nan


def pair_measures(table: pd.DataFrame, base: pd.DataFrame, budgets: list[int], slack: float) -> dict:
    """One pair's measures: best-latency log ratio per budget, fast-share difference per span of
    trials ("64-128"), same kernel."""
    reference = float(np.nanmin([table["latency_s"].min(), base["latency_s"].min()]))
    spans = [(a, b) for a, b in zip([0, *budgets], budgets) if len(table) > a and len(base) > a]
    return {"log_best_latency": {b: math.log(best_within(table, b) / best_within(base, b)) for b in budgets},
            "fast_share": {f"{a}-{b}": fast_share(table, a, b, reference, slack)
                           - fast_share(base, a, b, reference, slack) for a, b in spans},
            "same_kernel": same_kernel_log_ratio(table, base)}


def over_tasks(values_by_task: dict[str, list[float]], log_scale: bool) -> dict:
    """Task means' mean with a 95 % t interval over tasks; log ratios come back as changes."""
    means = np.array([np.nanmean(v) for v in values_by_task.values() if np.isfinite(v).any()])
    n = len(means)
    out = {"tasks": n}
    if n == 0:
        return out
    mean, half = mean_and_t_half_width(means)
    as_change = math.expm1 if log_scale else (lambda x: x)
    out.update(mean=as_change(mean), ci_lo=as_change(mean - half), ci_hi=as_change(mean + half),
               median=as_change(float(np.median(means))), share_above_0=float(np.mean(means > 0)))
    return out


def compare(searches: dict, method: str, budgets: list[int], slack: float = SLACK) -> dict:
    """`method`'s searches against the latency searches of the same task and replicate."""
    pairs = {(task, rep): pair_measures(table, searches[(task, BASE, rep)], budgets, slack)
             for (task, m, rep), table in searches.items() if m == method and (task, BASE, rep) in searches}
    tasks = sorted({task for task, _ in pairs})

    def gather(pick) -> dict[str, list[float]]:
        return {t: [v for (task, _), p in pairs.items() if task == t
                    for v in [pick(p)] if v is not None and math.isfinite(v)] for t in tasks}

    spans = [f"{a}-{b}" for a, b in zip([0, *budgets], budgets)]
    return {"pairs": len(pairs),
            "best_latency_change": {str(b): over_tasks(gather(lambda p, b=b: p["log_best_latency"][b]), True)
                                    for b in budgets},
            "fast_share_difference": {span: over_tasks(gather(lambda p, s=span: p["fast_share"].get(s)), False)
                                      for span in spans},
            "same_kernel_latency_change": over_tasks(gather(lambda p: p["same_kernel"]), True)}


def devices(work: Path) -> list[str]:
    """The boards the run's energy searches metered on (their search.json)."""
    names = set()
    work = Path(work)
    for path in [*work.glob("*/results/tune/*/*/r*/search.json"), *work.glob("*/results/tune/*/*/search.json")]:
        meter = json.loads(path.read_text()).get("search_summary", {}).get("meter") or {}
        if meter.get("device"):
            names.add(meter["device"])
    return sorted(names)


def run_quality(work: Path, budgets: list[int], slack: float = SLACK) -> dict:
    """Every method of a run's work folder against its latency searches."""
    searches = load_searches(work)
    methods = sorted({m for _, m, _ in searches} - {BASE})
    return {"devices": devices(work), "slack": slack,
            "methods": {m: compare(searches, m, budgets, slack) for m in methods}}
