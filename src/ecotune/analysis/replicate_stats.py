"""Statistics over replicate searches: is a method's kernel better than another's, beyond
the luck of one search?

One search is one draw (the same config has varied by 20 % and more), so a comparison of
two methods resamples replicates. The unit is the replicate pair: replicate r of method A
against replicate r of method B. Both searches of a pair started from seed + r, and their
kernels were re-measured in the same interleaved repeats, so repeat j of A and repeat j of B
ran minutes apart under the same conditions; pairing by repeat removes that drift. Pairing
by replicate adds no assumption: if the two searches are independent draws, resampling
pairs is still a valid bootstrap of the mean log ratio. They are, in practice: a shared seed
does not give a shared first population, because MetaSchedule samples it on many threads
(the BERT and ResNet-50 runs' searches of a task shared 1-6 % of their candidates;
docs/decisive.md), so the pairing buys no variance reduction over the draws.

The estimate per task is the geometric mean over replicates of each pair's ratio (median
over repeats of the paired ratios). Its 95 % CI is a two-level bootstrap: resample the
replicate pairs, then inside each the repeats. Over tasks: the geometric mean of the
per-task estimates, each draw combining one draw per task (the tasks are fixed: the suite
is what is asked about, not a sample of operators). With one replicate the CI covers
measurement noise only, and `ci_covers` says so.

With few replicates that bootstrap is too narrow: resampling 3 values puts its 2.5 and 97.5
percentiles near their minimum and maximum, and the mean of 3 normal draws lies outside
their range 25 % of the time. So every estimate also gets a t interval (`t_ci_lo`,
`t_ci_hi`) over the replicate pairs' log ratios, which treats the pairs of a task as a
sample (measurement noise inside a pair is small next to the search-to-search spread) and
combines tasks with Welch-Satterthwaite degrees of freedom. Both take the tasks as fixed;
`tasks_t_ci_lo`, `tasks_t_ci_hi` take them as a sample of operators like them (a t interval
over the per-task estimates), the interval of an experiment of one search pair per task over
many tasks (bench/results/variance_design.md, design b).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd
from scipy import stats

from ..core.results import OPTIONAL_METRICS, with_replicate

N_BOOT = 4000
CONFIDENCE = 0.95

# The report's comparisons, as (method, baseline): energy of `method`'s pick against
# `baseline`'s pick of the same replicate.
COMPARISONS = {
    "energy_vs_latency": ("energy", "latency"),
    "energy_vs_rerank": ("energy", "rerank"),
    "energy_vs_nvml_only": ("energy", "nvml_only"),
    "rerank_vs_latency": ("rerank", "latency"),
    "nvml_only_vs_latency": ("nvml_only", "latency"),
}


def paired_ratio_matrix(rows: pd.DataFrame, method: str, baseline: str, metric: str) -> np.ndarray:
    """[replicate pair, repeat] ratios metric(method) / metric(baseline), paired by replicate
    and repeat. rows: remeasure's rows of one task (variant, replicate, repeat, metric).
    Replicates or repeats that one side lacks are left out (NaN where ragged)."""
    frame = with_replicate(rows)
    a = frame[frame["variant"] == method][["replicate", "repeat", metric]]
    b = frame[frame["variant"] == baseline][["replicate", "repeat", metric]]
    paired = a.merge(b, on=["replicate", "repeat"], suffixes=("_a", "_b"))
    if paired.empty:
        return np.empty((0, 0))
    paired = paired.assign(ratio=paired[f"{metric}_a"] / paired[f"{metric}_b"])
    table = paired.pivot(index="replicate", columns="repeat", values="ratio")
    return table.to_numpy(dtype=float)


def _pair_logs(ratios: np.ndarray) -> np.ndarray:
    """Per replicate pair, log(median over repeats of the paired ratios); their mean is the
    task's estimate."""
    return np.log(np.nanmedian(ratios, axis=1))


def bootstrap_log_ratio(ratios: np.ndarray, n_boot: int = N_BOOT, seed: int = 0) -> np.ndarray:
    """n_boot two-level bootstrap draws of the mean of _pair_logs: replicate pairs, then repeats inside each."""
    rng = np.random.default_rng(seed)
    n_rep, n_repeat = ratios.shape
    pick_rep = rng.integers(0, n_rep, size=(n_boot, n_rep))
    pick_repeat = rng.integers(0, n_repeat, size=(n_boot, n_rep, n_repeat))
    drawn = ratios[pick_rep[..., None], pick_repeat]  # [boot, rep, repeat]
    with np.errstate(all="ignore"):
        return np.mean(np.log(np.nanmedian(drawn, axis=2)), axis=1)


def _interval(point_log: float, draws_log: np.ndarray) -> dict[str, float]:
    """A change (-0.08: 8 % less) with its percentile CI, from log-ratio draws."""
    alpha = (1 - CONFIDENCE) / 2
    finite = draws_log[np.isfinite(draws_log)]
    lo, hi = np.quantile(finite, [alpha, 1 - alpha]) if finite.size else (math.nan, math.nan)
    return {"change": math.expm1(point_log), "ci_lo": math.expm1(lo), "ci_hi": math.expm1(hi)}


def t_interval(logs_by_task: Sequence[np.ndarray]) -> dict[str, float]:
    """The mean over tasks of each task's mean log ratio over its replicate pairs, with a 95 % t
    interval (Welch-Satterthwaite degrees of freedom; tasks fixed), as changes. NaN bounds
    where a task has fewer than 2 pairs."""
    logs = [np.asarray(x, float)[np.isfinite(x)] for x in logs_by_task]
    point = float(np.mean([x.mean() for x in logs]))
    if any(x.size < 2 for x in logs):
        return {"t_ci_lo": math.nan, "t_ci_hi": math.nan}
    shares = np.array([x.var(ddof=1) / x.size for x in logs])  # each task's squared standard error
    half = 0.0
    if shares.sum() > 0:
        dof = shares.sum() ** 2 / np.sum(shares ** 2 / np.array([x.size - 1 for x in logs]))
        half = float(stats.t.ppf(0.5 + CONFIDENCE / 2, dof) * math.sqrt(shares.sum()) / len(logs))
    return {"t_ci_lo": math.expm1(point - half), "t_ci_hi": math.expm1(point + half)}


def tasks_t_interval(task_logs: Sequence[float]) -> dict[str, float]:
    """The mean of the tasks' mean log ratios with a 95 % t interval over them (n - 1 degrees
    of freedom), as changes: the tasks taken as a sample of operators like them, so the
    interval holds search-to-search and task-to-task spread together and needs no replicate
    pairs (one search pair per task suffices). NaN bounds below 2 tasks."""
    point, half = mean_and_t_half_width(task_logs)
    if not math.isfinite(half):
        return {"tasks_t_ci_lo": math.nan, "tasks_t_ci_hi": math.nan}
    return {"tasks_t_ci_lo": math.expm1(point - half), "tasks_t_ci_hi": math.expm1(point + half)}


def mean_and_t_half_width(values: Sequence[float]) -> tuple[float, float]:
    """Mean of the finite values and the half-width of its 95 % t interval (n - 1 degrees of
    freedom); NaN half-width below 2 values."""
    x = np.asarray(values, float)
    x = x[np.isfinite(x)]
    if x.size < 2:
        return (float(x.mean()) if x.size else math.nan), math.nan
    return float(x.mean()), float(stats.t.ppf(0.5 + CONFIDENCE / 2, x.size - 1) * x.std(ddof=1) / math.sqrt(x.size))


def compare_methods(rows_by_task: Mapping[str, pd.DataFrame], method: str, baseline: str,
                    n_boot: int = N_BOOT, seed: int = 0) -> dict:
    """Energy and latency (and cold latency, where remeasured) of method's pick vs baseline's,
    per task and as the geomean over tasks (`tasks`: the ones it covers), each with its 95 % CI
    over replicate pairs and repeats. Tasks where either method is missing are left out (and
    listed)."""
    out: dict = {"method": method, "baseline": baseline, "per_task": {}, "tasks_missing": []}
    for metric, key in (("energy_j", "energy"), ("latency_s", "latency"), ("cold_latency_s", "cold_latency")):
        optional = metric in OPTIONAL_METRICS
        points, draws, pair_logs = [], [], []
        for i, (task, rows) in enumerate(sorted(rows_by_task.items())):
            ratios = paired_ratio_matrix(rows, method, baseline, metric) if metric in rows else np.empty((0, 0))
            if ratios.size == 0 or not np.isfinite(ratios).any():
                if task not in out["tasks_missing"] and not optional:
                    out["tasks_missing"].append(task)
                continue
            logs = _pair_logs(ratios)
            point = float(np.mean(logs))
            boot = bootstrap_log_ratio(ratios, n_boot, seed + i)
            points.append(point)
            draws.append(boot)
            pair_logs.append(logs)
            entry = out["per_task"].setdefault(task, {"replicates": int(ratios.shape[0]),
                                                      "repeats": int(ratios.shape[1])})
            entry[key] = _interval(point, boot) | t_interval([logs])
            entry[f"{key}_by_replicate"] = [math.expm1(x) for x in logs]
        if points:
            # a geomean over fewer tasks than the others (cold latency: only tasks remeasured
            # since it existed) says which, so nobody reads it as the same set
            out[key] = _interval(float(np.mean(points)), np.mean(np.vstack(draws), axis=0)) | t_interval(pair_logs) | \
                tasks_t_interval(points) | {
                "tasks": [t for t in sorted(out["per_task"]) if key in out["per_task"][t]]}
        elif not optional:
            out[key] = {"change": math.nan, "ci_lo": math.nan, "ci_hi": math.nan, "t_ci_lo": math.nan,
                        "t_ci_hi": math.nan, "tasks_t_ci_lo": math.nan, "tasks_t_ci_hi": math.nan}
    reps = [e["replicates"] for e in out["per_task"].values()]
    out["replicates"] = min(reps) if reps else 0
    out["ci_covers"] = ("replicate searches and measurement repeats" if out["replicates"] > 1
                        else "measurement repeats only (one replicate: search-to-search variation unknown)")
    return out


def ratio_over_replicates(values_by_task: Mapping[str, Sequence[float]], n_boot: int = N_BOOT,
                          seed: int = 0) -> dict[str, float]:
    """Geomean over tasks of per-task geomean ratios (one per replicate pair: e.g. energy
    measurements of the energy search / of the NVML-only search), with a CI resampling
    replicate pairs within each task."""
    rng = np.random.default_rng(seed)
    points, draws, task_logs = [], [], []
    for task, values in sorted(values_by_task.items()):
        logs = np.log(np.asarray([v for v in values if v and np.isfinite(v) and v > 0], dtype=float))
        if logs.size == 0:
            continue
        points.append(logs.mean())
        task_logs.append(logs)
        draws.append(logs[rng.integers(0, logs.size, size=(n_boot, logs.size))].mean(axis=1))
    if not points:
        return {"ratio": math.nan, "ci_lo": math.nan, "ci_hi": math.nan, "t_ci_lo": math.nan, "t_ci_hi": math.nan}
    combined = np.mean(np.vstack(draws), axis=0)
    alpha = (1 - CONFIDENCE) / 2
    lo, hi = np.quantile(combined, [alpha, 1 - alpha])
    t = t_interval(task_logs)  # as changes: a ratio is 1 + change
    return {"ratio": math.exp(float(np.mean(points))), "ci_lo": math.exp(lo), "ci_hi": math.exp(hi),
            "t_ci_lo": 1 + t["t_ci_lo"], "t_ci_hi": 1 + t["t_ci_hi"]}


def includes_zero(interval: Mapping[str, float]) -> bool:
    """A change whose CI includes 0 counts as equal (the paper's claim (b) is at equal energy)."""
    return bool(interval["ci_lo"] <= 0 <= interval["ci_hi"])
