"""Comparisons over replicate searches (ecotune.analysis.replicate_stats): paired by replicate and
repeat, a two-level bootstrap, and honest about what one replicate cannot tell."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pytest

from scipy import stats

from ecotune.analysis.replicate_stats import (compare_methods, includes_zero, paired_ratio_matrix,
                                              ratio_over_replicates,
                                   t_interval)
from ecotune.report.replicates import claims_sentences


def rows(task: str, effects: list[float], repeats: int = 5, noise: float = 0.01, seed: int = 0) -> pd.DataFrame:
    """remeasure rows: per replicate r, the latency kernel and an energy kernel whose energy is
    (1 + effects[r]) x the latency kernel's, both drifting together over the repeats."""
    rng = np.random.default_rng(seed)
    out = []
    for rep, effect in enumerate(effects):
        base = 1.0 + 0.2 * rep  # replicate searches found different kernels
        for repeat in range(repeats):
            drift = 1 + 0.05 * repeat  # shared by both kernels of a repeat: pairing removes it
            for variant, factor in (("latency", 1.0), ("energy", 1.0 + effect)):
                value = base * factor * drift * (1 + noise * rng.standard_normal())
                out.append({"task": task, "variant": variant, "replicate": rep, "repeat": repeat,
                            "energy_j": value, "latency_s": value * 1e-4})
    return pd.DataFrame(out)


def test_pairs_by_replicate_and_repeat():
    ratios = paired_ratio_matrix(rows("t", [-0.1, -0.2], noise=0.0), "energy", "latency", "energy_j")
    assert ratios.shape == (2, 5)
    assert np.allclose(ratios[0], 0.9) and np.allclose(ratios[1], 0.8)  # the drift cancels


def test_the_estimate_is_the_geomean_over_replicates_and_the_ci_covers_search_spread():
    effects = [-0.05, -0.15, -0.10]
    result = compare_methods({"t": rows("t", effects)}, "energy", "latency")
    expected = math.exp(np.mean(np.log([0.95, 0.85, 0.90]))) - 1
    assert result["energy"]["change"] == pytest.approx(expected, abs=0.005)
    assert result["energy"]["ci_lo"] < expected < result["energy"]["ci_hi"]
    # the replicates disagree by 10 points: the interval must be wider than the repeats' noise alone
    one = compare_methods({"t": rows("t", [-0.10])}, "energy", "latency")
    assert (result["energy"]["ci_hi"] - result["energy"]["ci_lo"]) > (one["energy"]["ci_hi"] - one["energy"]["ci_lo"])
    assert result["replicates"] == 3 and "replicate searches" in result["ci_covers"]
    assert one["replicates"] == 1 and "repeats only" in one["ci_covers"]
    assert result["per_task"]["t"]["energy_by_replicate"] == pytest.approx(effects, abs=0.02)


def test_geomean_over_tasks_and_missing_methods():
    data = {"a": rows("a", [-0.2, -0.2], seed=1), "b": rows("b", [0.0, 0.0], seed=2),
            "c": rows("c", [0.1], seed=3).query("variant == 'latency'")}
    result = compare_methods(data, "energy", "latency")
    assert result["tasks_missing"] == ["c"] and set(result["per_task"]) == {"a", "b"}
    assert result["energy"]["change"] == pytest.approx(math.sqrt(0.8) - 1, abs=0.01)
    assert not includes_zero(result["energy"])


def test_ratio_over_replicates():
    r = ratio_over_replicates({"a": [0.5, 0.5], "b": [2.0, 2.0]})
    assert r["ratio"] == pytest.approx(1.0) and r["ci_lo"] == pytest.approx(1.0) and r["ci_hi"] == pytest.approx(1.0)
    spread = ratio_over_replicates({"a": [0.4, 0.6, 0.5]})
    assert spread["ci_lo"] < spread["ratio"] < spread["ci_hi"]
    assert math.isnan(ratio_over_replicates({"a": [float("nan")]})["ratio"])


def _search(name: str, measured_per_round: list[int], wall_s: float, resumed_from: int = 0):
    from ecotune.report.inputs import SearchData

    # a resumed search's summary counts only its own run (as 89c9674's did); its round log, every round
    own_run = sum(measured_per_round[1:]) if resumed_from else sum(measured_per_round)
    summary = {"wall_s": wall_s, "energy_measured": own_run, "resumed_from_trials": resumed_from}
    return SearchData(name, pd.DataFrame(), {"search_summary": summary}, None,
                      search_log=pd.DataFrame({"n_energy_measured": measured_per_round}))


def test_search_cost_ratios_count_the_whole_search_and_leave_out_a_resumed_wall_time():
    from types import SimpleNamespace

    from ecotune.report.replicates import search_cost_ratios

    task = SimpleNamespace(name="t", replicates={
        "energy": {0: _search("energy", [4, 2], 100.0), 1: _search("energy", [4, 4], 90.0)},
        "nvml_only": {0: _search("nvml_only", [5, 3], 50.0, resumed_from=64), 1: _search("nvml_only", [4, 2], 60.0)}})
    data = SimpleNamespace(tasks=[task])
    measured, left_out = search_cost_ratios(data, "energy_measured")
    assert measured == {"t": [pytest.approx(6 / 8), pytest.approx(8 / 6)]} and left_out == []
    wall, left_out = search_cost_ratios(data, "wall_s")
    assert wall == {"t": [pytest.approx(1.5)]} and left_out == ["t r0"]


def test_a_search_cost_ci_names_the_tasks_it_holds_fixed():
    from ecotune.report.replicates import _pairs_covered

    assert _pairs_covered({"a": [1.1, 0.9], "b": [1.0, 1.2, 0.8]}) == "replicate pairs"
    assert _pairs_covered({"a": [1.1, 0.9], "b": [1.0]}) == "replicate pairs; fixed, with one pair: b"
    assert _pairs_covered({"a": [1.1], "b": [1.0]}).startswith("nothing")


def test_cold_latency_is_compared_where_remeasured_and_absent_otherwise():
    old = rows("old", [-0.1])  # remeasured before cold timing: no column
    new = rows("new", [-0.2]).assign(cold_latency_s=lambda f: f.latency_s * np.where(f.variant == "energy", 0.5, 1))
    result = compare_methods({"old": old, "new": new}, "energy", "latency")
    # energy kernel 20 % faster warm and half again cold: 0.8 x 0.5, from the one task that has it
    assert result["cold_latency"]["change"] == pytest.approx(-0.6, abs=0.01)
    assert result["cold_latency"]["tasks"] == ["new"] and result["energy"]["tasks"] == ["new", "old"]
    assert "cold_latency" in result["per_task"]["new"] and "cold_latency" not in result["per_task"]["old"]
    assert result["tasks_missing"] == []  # lacking the optional metric is not a missing method
    assert "cold_latency" not in compare_methods({"old": old}, "energy", "latency")


def test_claims_sentence_says_when_cold_latency_covers_fewer_tasks():
    old = rows("old", [-0.1, -0.1])
    new = rows("new", [-0.2, -0.2]).assign(cold_latency_s=lambda f: f.latency_s)
    c = compare_methods({"old": old, "new": new}, "energy", "latency")

    def sentence(result: dict) -> str:
        flat = {f"{m}_{f}": result[m][f] for m in ("energy", "latency", "cold_latency")
                for f in ("change", "ci_lo", "ci_hi")}
        flat |= {"per_task": result["per_task"], "cold_latency_tasks": result["cold_latency"]["tasks"]}
        return claims_sentences({"replicates": 2, "energy_vs_latency": flat})[0]

    assert "(over 1 of 2 tasks)" in sentence(c)
    both = compare_methods({"old": old.assign(cold_latency_s=lambda f: f.latency_s), "new": new}, "energy", "latency")
    assert "of 2 tasks" not in sentence(both) and "cold latency" in sentence(both)


def test_t_interval_is_the_one_sample_t_interval_for_one_task_and_welch_over_tasks():
    logs = np.log([0.8, 0.9, 1.0])
    lo, hi = stats.t.interval(0.95, df=2, loc=logs.mean(), scale=stats.sem(logs))
    t = t_interval([logs])
    assert (t["t_ci_lo"], t["t_ci_hi"]) == (pytest.approx(math.expm1(lo)), pytest.approx(math.expm1(hi)))
    # two tasks of equal size and spread: Welch's degrees of freedom are the pooled 2 x (n - 1)
    other = logs + 0.1
    both = t_interval([logs, other])
    half = stats.t.ppf(0.975, 4) * math.sqrt(2 * logs.var(ddof=1) / 3) / 2
    centre = (logs.mean() + other.mean()) / 2
    assert both["t_ci_lo"] == pytest.approx(math.expm1(centre - half))
    assert math.isnan(t_interval([logs, logs[:1]])["t_ci_lo"])  # one replicate: no interval over searches


def test_with_three_replicates_the_t_interval_is_wider_than_the_bootstrap():
    result = compare_methods({"a": rows("a", [-0.3, -0.1, 0.1])}, "energy", "latency")
    e = result["energy"]
    assert e["t_ci_lo"] < e["ci_lo"] <= e["change"] <= e["ci_hi"] < e["t_ci_hi"]
    assert result["per_task"]["a"]["energy"]["t_ci_lo"] == pytest.approx(e["t_ci_lo"])  # one task: the same
    one = compare_methods({"a": rows("a", [-0.3])}, "energy", "latency")
    assert math.isnan(one["energy"]["t_ci_lo"]) and math.isfinite(one["energy"]["ci_lo"])
    r = ratio_over_replicates({"a": [0.5, 0.5], "b": [2.0, 2.0]})
    assert r["t_ci_lo"] == pytest.approx(1.0) and r["t_ci_hi"] == pytest.approx(1.0)
    spread = ratio_over_replicates({"a": [0.4, 0.6, 0.5]})
    assert spread["t_ci_lo"] < spread["ci_lo"] and spread["ci_hi"] < spread["t_ci_hi"]


def test_claims_give_the_t_intervals_and_say_when_they_change_the_verdict():
    result = {"replicates": 3, "equal_final_energy_vs_nvml_only": False, "equal_final_energy_vs_nvml_only_t": True}
    # rows() has an energy and a latency variant; here they stand for the energy-aware and NVML-only picks
    c = compare_methods({"a": rows("a", [-0.3, -0.1, 0.05])}, "energy", "latency")
    flat = {f"{m}_{f}": c[m][f] for m in ("energy", "latency")
            for f in ("change", "ci_lo", "ci_hi", "t_ci_lo", "t_ci_hi")}
    result["energy_vs_nvml_only"] = flat | {"per_task": c["per_task"]}
    ratio = {"ratio": 0.9, "ci_lo": 0.8, "ci_hi": 1.0, "t_ci_lo": 0.6, "t_ci_hi": 1.3}
    result["measurements_ratio_vs_nvml_only"] = result["wall_time_ratio_vs_nvml_only"] = ratio
    text = " ".join(claims_sentences(result))
    assert "95 % t intervals over the replicate searches" in text and "against NVML-only energy [" in text
    assert "0.90× the energy measurements [0.80×, 1.00×] (t [0.60×, 1.30×])" in text
    assert "a CI that excludes 0" in text and "the t interval [" in text and "includes 0" in text
    assert "leaves out" not in text
    result["wall_time_ratio_vs_nvml_only"] = ratio | {"pairs_left_out": ["a r0"]}
    assert "The wall time leaves out a r0: a search resumed" in " ".join(claims_sentences(result))


def test_power_projection_reads_the_pairs_spread_and_narrows_with_replicates(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    bench = Path(__file__).resolve().parents[1] / "bench"
    sys.path.insert(0, str(bench))
    from decisive_power import project, projected_width

    effects = {"a": [-0.3, -0.1, 0.1], "b": [-0.05, 0.0, 0.05]}
    result = compare_methods({t: rows(t, e, noise=0.0) for t, e in effects.items()}, "energy", "latency")
    overall = {"energy_vs_latency": {"energy_change": result["energy"]["change"],
                                     "latency_change": result["latency"]["change"], "per_task": result["per_task"]}}
    got = project(overall, tasks=7, replicates=[3, 12])["energy_vs_latency/energy"]
    logs = [np.log1p(e) for e in effects.values()]
    pooled = math.sqrt(sum(np.sum((x - x.mean()) ** 2) for x in logs) / 4)
    assert got["pooled_sd_log"] == pytest.approx(pooled) and got["from_tasks"] == 2
    assert got["width_pct_points"]["12"] == pytest.approx(got["width_pct_points"]["3"] / 2, rel=0.02)  # 1/sqrt(R)
    needed = got["replicates_for_width_below_5"]
    width = lambda replicates: projected_width(got["change"], pooled, replicates, 7)  # noqa: E731
    assert width(needed) < 5 <= width(needed - 1)
    path = tmp_path / "overall.json"
    path.write_text(json.dumps(overall))
    out = tmp_path / "power.json"
    subprocess.run([sys.executable, str(bench / "decisive_power.py"), "--overall", str(path), "--out", str(out)],
                   check=True, capture_output=True)
    assert json.loads(out.read_text())["projection"] is True


def test_one_pair_per_task_gets_an_interval_over_tasks_taken_as_a_sample():
    """Design (b): one search pair per task over many tasks. The tasks-fixed t interval needs
    replicate pairs and stays NaN; the interval over tasks is the t interval of their estimates."""
    effects = [-0.20, 0.05, -0.10, 0.02, -0.12]
    data = {f"t{i}": rows(f"t{i}", [e], noise=0.0, seed=i) for i, e in enumerate(effects)}
    energy = compare_methods(data, "energy", "latency")["energy"]
    assert math.isnan(energy["t_ci_lo"]) and math.isnan(energy["t_ci_hi"])
    logs = np.log1p(effects)
    half = stats.t.ppf(0.975, len(logs) - 1) * logs.std(ddof=1) / math.sqrt(len(logs))
    assert energy["tasks_t_ci_lo"] == pytest.approx(math.expm1(logs.mean() - half), abs=1e-9)
    assert energy["tasks_t_ci_hi"] == pytest.approx(math.expm1(logs.mean() + half), abs=1e-9)
    single = compare_methods({"t0": data["t0"]}, "energy", "latency")["energy"]
    assert math.isnan(single["tasks_t_ci_lo"])  # one task is no sample of tasks
