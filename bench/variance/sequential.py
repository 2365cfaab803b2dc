"""The stop rule of the chosen design (b + f, variance_design.md): after each batch of tasks,
is the t interval over tasks of the energy-aware vs latency-only energy change narrower than
the target, and if not, about how many tasks more at the spread seen so far?

Measured: the tasks so far, their per-task log ratios (one pair each; a task with several
pairs counts with their mean) and the t interval over them (overall.json's
energy_vs_latency.energy_tasks_t_ci_*). Projected (labelled): the tasks the same spread would
need, the smallest n whose t interval at the current change is narrower than the target.
Read beside the rule, not part of it: where the interval lies against no change and against
the method's own target (-10 % energy), and the interval without the task that moves the mean
most (one failed search can make the spread; the rule still counts every task).
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
METHOD_TARGET = -0.10  # the energy change the energy-aware method aims at (at latency ratio <= 1.02)


def t_interval_of_mean(change_log: float, sd: float, n: int) -> list[float]:
    """95 % t interval, as changes, of a mean log ratio over n tasks with this sd."""
    half = stats.t.ppf(0.975, n - 1) * sd / math.sqrt(n)
    return [math.expm1(change_log - half), math.expm1(change_log + half)]


def width_points(change_log: float, sd: float, n: int) -> float:
    """Width in percentage points of the 95 % t interval of a mean log ratio over n tasks."""
    lo, hi = t_interval_of_mean(change_log, sd, n)
    return 100 * (hi - lo)


def side(interval: list[float], value: float) -> str:
    """Where an interval lies against a value: 'above', 'below' or 'covers'."""
    return "above" if interval[0] > value else "below" if interval[1] < value else "covers"


def without_most_influential(tasks: list[str], logs: np.ndarray) -> dict:
    """The task whose removal moves the mean log ratio most, and the interval without it."""
    if logs.size < 3:
        return {}
    i = int(np.argmax(np.abs(logs - logs.mean())))
    rest = np.delete(logs, i)
    return {"task": tasks[i], "its_change": math.expm1(logs[i]), "change_without": math.expm1(rest.mean()),
            "tasks_t_ci_without": t_interval_of_mean(float(rest.mean()), float(rest.std(ddof=1)), rest.size), "sd_log_without": float(rest.std(ddof=1))}


def stop_status(overall: dict, comparison: str = "energy_vs_latency", metric: str = "energy",
                target_points: float = TARGET_POINTS, min_tasks: int = MIN_TASKS) -> dict:
    c = overall[comparison]
    per_task = {task: float(np.mean(np.log1p(e[f"{metric}_by_replicate"]))) for task, e in c["per_task"].items()
                if e.get(f"{metric}_by_replicate")}
    per_task = {task: y for task, y in per_task.items() if math.isfinite(y)}
    logs = np.array(list(per_task.values()), float)
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
        "interval_vs_no_change": side([lo, hi], 0.0),
        "method_target": METHOD_TARGET, "interval_vs_method_target": side([lo, hi], METHOD_TARGET),
        "most_influential": without_most_influential(list(per_task), logs),
    }
