"""Intervals the report prints: order-statistic intervals for medians, and a bootstrap
interval for geometric means over tasks.

A percentile bootstrap of the median of 5 repeats can only return one of the 5 values, so
it put the median on a bound or gave an interval of zero width. The distribution-free
interval for a median uses order statistics instead: [x_(k), x_(n+1-k)] covers the true
median with probability 1 - 2 P(Binomial(n, 1/2) <= k - 1), whatever the distribution.
We take the narrowest such interval that covers at least 95 %; below 6 values none does,
and the interval is the min-max range, whose coverage (93.8 % for 5 values) is printed.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd

from ecotune.core.results import BASELINE_VARIANT

CONFIDENCE = 0.95
N_BOOT = 10_000


def median_coverage(n: int, k: int) -> float:
    """Coverage of [x_(k), x_(n+1-k)] for the median of n values."""
    if n < 2 or k < 1 or 2 * k > n + 1:
        return 0.0
    tail = sum(math.comb(n, i) for i in range(k)) / 2 ** n
    return 1 - 2 * tail


def order_k(n: int, confidence: float = CONFIDENCE) -> int:
    """The largest k whose interval still covers `confidence`; 1 (min-max) when none does."""
    best = 1
    for k in range(1, (n + 1) // 2 + 1):
        if median_coverage(n, k) >= confidence:
            best = k
    return best


def median_interval(values: Any, confidence: float = CONFIDENCE) -> tuple[float, float, float, float]:
    """(median, lo, hi, coverage) of the finite values; NaNs when there are none."""
    x = np.sort(np.asarray(values, dtype=float))
    x = x[np.isfinite(x)]
    if x.size == 0:
        return (math.nan,) * 4
    k = order_k(x.size, confidence)
    return float(np.median(x)), float(x[k - 1]), float(x[x.size - k]), median_coverage(x.size, k)


def method_text(n_values: list[int]) -> str:
    """How the intervals of medians over `n_values` repeats were made, for captions."""
    ns = sorted(set(n_values))
    if not ns:
        return ""
    covers = sorted({median_coverage(n, order_k(n)) for n in ns})
    cover = " to ".join(f"{100 * c:.1f} %" for c in (covers[0], covers[-1])) if len(covers) > 1 \
        else f"{100 * covers[0]:.1f} %"
    n_text = f"{ns[0]}" if len(ns) == 1 else f"{ns[0]}–{ns[-1]}"
    if ns[-1] < 6:
        return (f"min–max over the {n_text} repeats, the order-statistic interval for the median "
                f"(coverage {cover}; below 6 repeats no such interval reaches 95 %)")
    return (f"order-statistic interval for the median over {n_text} repeats "
            f"(distribution-free, coverage {cover})")


def _paired(rows: pd.DataFrame, baseline: str, variant: str, col: str) -> np.ndarray:
    paired = rows[rows["variant"] == baseline].merge(rows[rows["variant"] == variant], on="repeat",
                                                     suffixes=("_base", "_var"))
    return paired[f"{col}_var"].to_numpy(float) / paired[f"{col}_base"].to_numpy(float) - 1


def paired_interval(rows: pd.DataFrame, baseline: str, variant: str, col: str) -> tuple[float, float, float]:
    """Median paired change of `variant` against `baseline` (a fraction) with its interval."""
    if baseline == variant:
        return (math.nan,) * 3
    med, lo, hi, _ = median_interval(_paired(rows, baseline, variant, col))
    return med, lo, hi


def paired_ratios(rows: pd.DataFrame, baseline: str, variant: str, col: str) -> np.ndarray:
    """Per-repeat ratios variant / baseline (finite ones only)."""
    r = 1 + _paired(rows, baseline, variant, col)
    return r[np.isfinite(r) & (r > 0)]


def variant_stats(rows: pd.DataFrame) -> pd.DataFrame:
    """Per variant: medians over repeats with order-statistic intervals, the window time per
    call, power as energy per call / window time per call, and paired changes against the
    latency-tuned kernel. Index: variant."""
    recs = []
    wpc = rows["window_s"].to_numpy(float) / rows["launches"].to_numpy(float)
    rows = rows.assign(window_per_call_s=wpc)
    for variant, g in rows.groupby("variant", sort=False):
        rec: dict[str, Any] = {"variant": variant, "n": len(g)}
        for col in ("latency_s", "energy_j", "window_per_call_s"):
            rec[col], rec[f"{col}_ci_lo"], rec[f"{col}_ci_hi"], _ = median_interval(g[col])
        if "cold_latency_s" in g:  # remeasured since cold timing exists; NaN where it failed
            rec["cold_latency_s"], rec["cold_latency_s_ci_lo"], rec["cold_latency_s_ci_hi"], _ = \
                median_interval(g["cold_latency_s"])
        rec["ci_coverage"] = median_interval(g["latency_s"])[3]
        e, t = rec["energy_j"], rec["window_per_call_s"]
        rec["power_w"] = e / t if np.isfinite(e) and t > 0 else math.nan
        rec["median_window_power_w"] = float(np.median(g["power_w"])) if g["power_w"].notna().any() else math.nan
        for col, key in (("latency_s", "latency_change"), ("energy_j", "energy_change")):
            rec[key], rec[f"{key}_ci_lo"], rec[f"{key}_ci_hi"] = paired_interval(rows, BASELINE_VARIANT, variant, col)
        recs.append(rec)
    return pd.DataFrame.from_records(recs).set_index("variant")


def geomean_interval(ratio_sets: list[np.ndarray], seed: int = 0, n_boot: int = N_BOOT,
                     confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """Geometric mean over tasks of each task's median ratio, as a change, with a percentile
    bootstrap interval that resamples each task's repeats (measurement noise only: not
    search-to-search variation, nor the choice of tasks). NaN interval below 2 tasks."""
    sets = [np.asarray(r, float) for r in ratio_sets if len(r)]
    if not sets:
        return (math.nan,) * 3
    point = float(np.exp(np.mean([np.log(np.median(r)) for r in sets]))) - 1
    if len(sets) < 2:
        return point, math.nan, math.nan
    rng = np.random.default_rng(seed)
    logs = np.zeros(n_boot)
    for r in sets:
        draws = r[rng.integers(0, len(r), size=(n_boot, len(r)))]
        logs += np.log(np.median(draws, axis=1))
    alpha = (1 - confidence) / 2
    lo, hi = np.quantile(np.exp(logs / len(sets)) - 1, [alpha, 1 - alpha])
    return point, float(lo), float(hi)
