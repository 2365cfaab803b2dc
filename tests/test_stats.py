"""Statistics used for every "less energy than" claim."""

from __future__ import annotations

import numpy as np
import pytest

from ecotune.analysis.stats import bootstrap_ci, geomean, interleaved_order, paired_change


def test_bootstrap_ci_contains_the_median_and_narrows_with_more_data():
    rng = np.random.default_rng(1)
    small = rng.normal(10.0, 1.0, size=8)
    large = rng.normal(10.0, 1.0, size=400)
    point, lo, hi = bootstrap_ci(small)
    assert point == np.median(small) and lo <= point <= hi
    point_l, lo_l, hi_l = bootstrap_ci(large)
    assert lo_l <= point_l <= hi_l
    assert hi_l - lo_l < (hi - lo) / 2
    assert lo_l < 10.0 < hi_l


def test_bootstrap_ci_is_deterministic_and_handles_edge_cases():
    values = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0]
    assert bootstrap_ci(values, seed=3) == bootstrap_ci(values, seed=3)
    assert bootstrap_ci([2.5]) == (2.5, 2.5, 2.5)
    mean, lo, hi = bootstrap_ci(values, stat=np.mean, n_boot=2000)
    assert mean == pytest.approx(np.mean(values)) and lo < mean < hi
    # A stat without an axis argument still works.
    point, lo, hi = bootstrap_ci(values, stat=lambda v: float(max(v)), n_boot=500)
    assert point == 9.0 and lo <= hi == 9.0
    with pytest.raises(ValueError):
        bootstrap_ci([])
    with pytest.raises(ValueError):
        bootstrap_ci([1.0, float("nan")])


def test_paired_change_on_known_ratios():
    baseline = np.array([100.0, 120.0, 90.0, 110.0, 105.0])
    change, lo, hi = paired_change(baseline, baseline * 0.92)
    assert change == pytest.approx(-0.08) and lo == pytest.approx(-0.08) and hi == pytest.approx(-0.08)

    # Drift shared by a repeat cancels: the pairs say 10 % less even though the raw values overlap.
    drift = np.array([1.0, 1.3, 0.8, 1.1, 0.9, 1.2, 1.05])
    noise = np.array([0.01, -0.01, 0.0, 0.005, -0.005, 0.01, 0.0])
    change, lo, hi = paired_change(100 * drift, 100 * drift * (0.9 + noise))
    assert change == pytest.approx(-0.1, abs=0.006)
    assert lo <= change <= hi < 0
    with pytest.raises(ValueError, match="paired"):
        paired_change([1.0, 2.0], [1.0])


def test_interleaved_order_properties():
    variants = ["latency", "energy", "nvml_only", "cublas", "torch", "numpy"]
    order = interleaved_order(variants, repeats=5, seed=7)
    assert len(order) == 30
    for r in range(5):
        assert sorted(v for rep, v in order if rep == r) == sorted(variants)
    assert [rep for rep, _ in order] == sorted(rep for rep, _ in order)  # repeats are contiguous
    assert order == interleaved_order(variants, repeats=5, seed=7)
    assert order != interleaved_order(variants, repeats=5, seed=8)
    per_repeat = {tuple(v for rep, v in order if rep == r) for r in range(5)}
    assert len(per_repeat) > 1
    with pytest.raises(ValueError):
        interleaved_order(["a", "a"], repeats=2, seed=0)


def test_geomean():
    assert geomean([1.0, 4.0, 16.0]) == pytest.approx(4.0)
    assert geomean([0.9]) == pytest.approx(0.9)
    with pytest.raises(ValueError):
        geomean([1.0, 0.0])
