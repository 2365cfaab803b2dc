"""Statistics: bootstrap intervals, paired changes, interleaving, geomeans, model errors.

Energy readings of one kernel drift with temperature and clocks, so variants are measured
interleaved in a fresh random order per repeat, and compared pairwise by repeat index:
the drift a repeat shares cancels in variant_i / baseline_i.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np
import pandas as pd

from ..core.results import OPTIONAL_METRICS, with_replicate

Stat = Callable[..., float]
# Bootstrap resamples are drawn in blocks of about this many numbers to bound memory.
_BLOCK_ELEMENTS = 2_000_000


def _as_array(values: Sequence[float] | np.ndarray, what: str = "values") -> np.ndarray:
    array = np.asarray(values, dtype=float).ravel()
    if array.size == 0:
        raise ValueError(f"{what} is empty")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{what} contains NaN or infinity: {array.tolist()}")
    return array


def _resampled_stats(array: np.ndarray, stat: Stat, n_boot: int, rng: np.random.Generator) -> np.ndarray:
    n = array.size
    rows = max(1, _BLOCK_ELEMENTS // n)
    out = np.empty(n_boot)
    for start in range(0, n_boot, rows):
        stop = min(n_boot, start + rows)
        samples = array[rng.integers(0, n, size=(stop - start, n))]
        try:
            out[start:stop] = stat(samples, axis=1)
        except TypeError:  # a stat without an axis argument
            out[start:stop] = [stat(row) for row in samples]
    return out


def bootstrap_ci(
    values: Sequence[float] | np.ndarray,
    stat: Stat = np.median,
    confidence: float = 0.95,
    n_boot: int = 10_000,
    seed: int = 0,
) -> tuple[float, float, float]:
    """(stat(values), lo, hi): percentile bootstrap interval at `confidence`.

    One value gives (v, v, v): there is no spread to resample, not a certainty.
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    array = _as_array(values)
    point = float(stat(array))
    if array.size == 1:
        return point, point, point
    boot = _resampled_stats(array, stat, n_boot, np.random.default_rng(seed))
    alpha = (1 - confidence) / 2
    lo, hi = np.quantile(boot, [alpha, 1 - alpha])
    return point, float(lo), float(hi)


def paired_change(
    baseline: Sequence[float] | np.ndarray,
    variant: Sequence[float] | np.ndarray,
    confidence: float = 0.95,
    n_boot: int = 10_000,
    seed: int = 0,
) -> tuple[float, float, float]:
    """Median relative change of variant vs baseline over paired repeats, with a bootstrap
    CI over pairs. Fractions: -0.08 means the variant used 8 % less."""
    base = _as_array(baseline, "baseline")
    var = _as_array(variant, "variant")
    if base.size != var.size:
        raise ValueError(f"paired repeats needed: {base.size} baseline vs {var.size} variant values")
    if np.any(base <= 0):
        raise ValueError("baseline values must be positive to form ratios")
    return bootstrap_ci(var / base - 1.0, np.median, confidence, n_boot, seed)


def paired_changes(frame: pd.DataFrame, baseline: str, variant: str, seed: int = 0, *,
                   baseline_replicate: int = 0, replicate: int = 0) -> dict[str, float]:
    """Latency, energy and cold-latency change of `variant` against `baseline`, paired by
    repeat: median and 95 % bootstrap CI ({latency,energy,cold_latency}_change{,_lo,_hi});
    NaN without pairs (cold latency: also where either side lacks it).

    frame: remeasure's rows (variant, repeat, latency_s, energy_j; replicate where
    present, else every row is replicate 0). Each side is one replicate's kernel."""
    rows = with_replicate(frame)

    def side(name: str, rep: int) -> pd.DataFrame:
        return rows[(rows.variant == name) & (rows.replicate == rep)]

    same = baseline == variant and baseline_replicate == replicate
    paired = side(baseline, baseline_replicate).merge(side(variant, replicate), on="repeat",
                                                      suffixes=("_base", "_var"))
    out: dict[str, float] = {}
    for metric, key in (("latency_s", "latency_change"), ("energy_j", "energy_change"),
                        ("cold_latency_s", "cold_latency_change")):
        missing = metric in OPTIONAL_METRICS and not all(
            f"{metric}_{end}" in paired and np.isfinite(paired[f"{metric}_{end}"]).all() for end in ("base", "var"))
        if same or paired.empty or missing:
            out[key] = out[f"{key}_lo"] = out[f"{key}_hi"] = math.nan
            continue
        out[key], out[f"{key}_lo"], out[f"{key}_hi"] = paired_change(
            paired[f"{metric}_base"].to_numpy(), paired[f"{metric}_var"].to_numpy(), seed=seed
        )
    return out


def interleaved_order(variants: list[str], repeats: int, seed: int) -> list[tuple[int, str]]:
    """[(repeat, variant), ...]: each repeat runs every variant once, in a fresh random
    order, so slow drifts (temperature, clocks) do not favour whoever runs first."""
    if len(set(variants)) != len(variants):
        raise ValueError(f"variant names must be unique: {variants}")
    if repeats < 0:
        raise ValueError(f"repeats must be >= 0, got {repeats}")
    rng = np.random.default_rng(seed)
    order: list[tuple[int, str]] = []
    for r in range(repeats):
        order.extend((r, variants[i]) for i in rng.permutation(len(variants)))
    return order


def geomean(values: Sequence[float] | np.ndarray) -> float:
    array = _as_array(values)
    if np.any(array <= 0):
        raise ValueError(f"geomean needs positive values: {array.tolist()}")
    return float(np.exp(np.mean(np.log(array))))


def geomean_change(changes: Sequence[float] | np.ndarray) -> float:
    """Geometric mean of the ratios 1 + change, as a change (-0.1: 10 % less). Non-finite
    and non-positive ratios are left out; NaN when none is left."""
    ratios = 1 + np.asarray(changes, dtype=float)
    ratios = ratios[np.isfinite(ratios) & (ratios > 0)]
    return geomean(ratios) - 1 if len(ratios) else float("nan")


def _ranks(values: np.ndarray) -> np.ndarray:
    """Ranks with ties averaged (as scipy.stats.rankdata), without SciPy."""
    ranks = np.empty(len(values), dtype=np.float64)
    ranks[np.argsort(values, kind="mergesort")] = np.arange(len(values), dtype=np.float64)
    _, inverse, counts = np.unique(values, return_inverse=True, return_counts=True)
    return np.bincount(inverse, weights=ranks)[inverse] / counts[inverse]


def spearman(a: Sequence[float], b: Sequence[float]) -> float:
    """Spearman rank correlation; NaN when fewer than 2 points or a constant side."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if len(a) < 2:
        return float("nan")
    ra, rb = _ranks(a), _ranks(b)
    return float("nan") if ra.std() == 0 or rb.std() == 0 else float(np.corrcoef(ra, rb)[0, 1])


def prediction_error(predicted: Sequence[float], measured: Sequence[float]) -> dict[str, float]:
    """How well predictions match measurements: n, MAPE (a fraction), Spearman and R^2.

    Pairs with a non-finite prediction (an untrained model) or a failed measurement are
    left out; n counts the pairs used.
    """
    p, m = np.asarray(predicted, dtype=np.float64), np.asarray(measured, dtype=np.float64)
    ok = np.isfinite(p) & np.isfinite(m) & (m > 0)
    p, m = p[ok], m[ok]
    ss_tot = float(np.sum((m - m.mean()) ** 2)) if len(m) else 0.0
    return {
        "n": int(len(m)),
        "mape": float(np.mean(np.abs(p - m) / m)) if len(m) else float("nan"),
        "spearman": spearman(p, m),
        "r2": 1 - float(np.sum((m - p) ** 2)) / ss_tot if ss_tot > 0 else float("nan"),
    }
