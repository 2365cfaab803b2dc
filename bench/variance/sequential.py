"""The stop rule of the chosen design (b + f, variance_design.md): after each batch of tasks,
is the t interval over tasks of the energy-aware vs latency-only energy change narrower than
the target, and if not, about how many tasks more at the spread seen so far?

Measured: the tasks so far, their per-task log ratios (one pair each; a task with several
pairs counts with their mean) and the t interval over them (overall.json's
energy_vs_latency.energy_tasks_t_ci_*). Projected (labelled): the tasks the same spread would
need, the smallest n whose t interval at the current change is narrower than the target.
"""

from __future__ import annotations

import math

import numpy as np
from scipy import stats

TARGET_POINTS = 5.0
# No stop before this many tasks: with a handful the sd itself is too uncertain (a run of
# near-identical picks would "stop" at 2 tasks with width 0), and the simulated stop rule of
# variance_design.md kept its 95 % coverage starting from 7 pairs.
MIN_TASKS = 10


def width_points(change_log: float, sd: float, n: int) -> float:
    """Width in percentage points of the 95 % t interval of a mean log ratio over n tasks."""
    half = stats.t.ppf(0.975, n - 1) * sd / math.sqrt(n)
    return 100 * (math.expm1(change_log + half) - math.expm1(change_log - half))


def stop_status(overall: dict, comparison: str = "energy_vs_latency", metric: str = "energy",
                target_points: float = TARGET_POINTS, min_tasks: int = MIN_TASKS) -> dict:
    c = overall[comparison]
    logs = np.array([np.mean(np.log1p(e[f"{metric}_by_replicate"])) for e in c["per_task"].values()
                     if e.get(f"{metric}_by_replicate")], float)
    logs = logs[np.isfinite(logs)]
    out = {"comparison": comparison, "metric": metric, "tasks": int(logs.size), "target_points": target_points,
           "min_tasks": min_tasks}
    if logs.size < 2:
        return out | {"stop": False, "why": "fewer than 2 tasks: no interval over tasks yet"}
    lo, hi = c[f"{metric}_tasks_t_ci_lo"], c[f"{metric}_tasks_t_ci_hi"]
    sd, mean = float(logs.std(ddof=1)), float(logs.mean())
    width = 100 * (hi - lo)
    needed = next((n for n in range(logs.size, 10001) if width_points(mean, sd, n) < target_points), None)
    return out | {
        "change": math.expm1(mean), "tasks_t_ci": [lo, hi], "width_points": width,
        "sd_log_over_tasks": sd, "stop": bool(width < target_points and logs.size >= min_tasks),
        "projected_tasks_for_target": max(needed, min_tasks) if needed else None,
        "projection": "tasks needed at the spread seen so far (t interval, the current change); not a measurement",
    }
