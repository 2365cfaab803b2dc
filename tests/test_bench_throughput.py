"""The throughput and convergence benchmarks' bookkeeping, on llvm: a time limit
ends a run after a round and keeps it, a lost JSON is rebuilt from the log's run lines,
the budget table's spread and gain, and the runner's timing setting."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from ecotune.search.runner import make_runner
from ecotune.search.tune_loop import SearchSettings, fingerprint
from ecotune.ops.target import llvm_target
from ecotune.ops.workloads import OperatorSpec, make_primfunc

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
# one tiny search on llvm, as throughput.py and convergence.py take it
TINY_SEARCH = ["--target", "llvm", "--shape", "32", "32", "32", "--trials", "16", "--trials-per-round", "8",
               "--population-size", "16", "--seeds", "0", "--builder-workers", "1"]


def run_bench(script: str, *args: str) -> str:
    """Runs bench/script with args; returns its stdout."""
    done = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.mark.slow
def test_time_limit_ends_a_run_after_its_round_and_the_log_rebuilds_it(tmp_path):
    out = tmp_path / "throughput.json"
    stdout = run_bench("throughput.py", *TINY_SEARCH, "--searches", "ecotune", "--time-limit-s", "0.1", "--out", str(out))
    report = json.loads(out.read_text())
    (run,) = report["runs"]
    assert run["stopped_early"] and run["trials"] == 8  # the round that crossed the limit, no more
    assert len(run["best_latency_curve_s"]) == 8 and math.isfinite(run["best_latency_curve_s"][-1])
    assert run["round_trials"] == [8] and run["load_average_1min_before"] >= 0  # what wall_to and a reader need
    (builds,) = run["round_builds"]  # the round's builds, as the builder logged them
    assert builds["candidates"] == 8 and builds["built"] == 8 - run["failed"] and builds["worker_s"] > 0
    assert report["host_cores"] >= 1 and report["host_cpu"]

    log = tmp_path / "throughput.log"
    log.write_text(stdout)
    rebuilt = tmp_path / "rebuilt.json"
    run_bench("throughput.py", "--from-logs", str(log), "--out", str(rebuilt))
    again = json.loads(rebuilt.read_text())
    assert again["trials_per_min_total"] == pytest.approx(report["trials_per_min_total"], abs=0.05)
    assert again["runs"][0]["best_latency_s"] == pytest.approx(run["best_latency_curve_s"][-1], rel=1e-3, abs=5e-9)


def test_summary_pairs_runs_by_seed_without_curves():
    from throughput import summarize

    runs = [{"search": "ecotune", "seed": 0, "trials": 128, "best_latency_s": 90e-6,
             "trials_per_min_steady": 100.0, "trials_per_min_total": 70.0},
            {"search": "stock", "seed": 0, "trials": 128, "best_latency_s": 100e-6,
             "trials_per_min_steady": 40.0, "trials_per_min_total": 30.0},
            {"search": "stock", "seed": 1, "trials": 64, "best_latency_s": 80e-6,
             "trials_per_min_steady": 50.0, "trials_per_min_total": 30.0}]
    out = summarize(runs)
    assert out["best_at_equal_trials"] == [{"seed": 0, "trials": 128, "ecotune": 90e-6, "stock": 100e-6}]
    assert out["stock"]["trials_per_min_steady"] == 45.0


def test_headline_compares_stock_with_the_ecotune_variant_that_ran_beside_it():
    from throughput import report_of

    runs = [{"search": "pipelined", "seed": 0, "trials": 128, "best_latency_s": 90e-6,
             "trials_per_min_steady": 120.0, "trials_per_min_total": 100.0, "wall_s": 77.0},
            {"search": "stock", "seed": 0, "trials": 128, "best_latency_s": 100e-6,
             "trials_per_min_steady": 40.0, "trials_per_min_total": 25.0, "wall_s": 308.0}]
    report = report_of(runs, [], task="t")
    assert report["ecotune_search"] == "pipelined"
    assert report["stock_trials_per_min_steady"] == 40.0
    assert report["speedup_vs_stock_steady"] == pytest.approx(3.0)
    assert report["speedup_vs_stock_total"] == pytest.approx(4.0)
    assert report["best_latency_s"] == {"ecotune": 90e-6, "stock": 100e-6}


def test_budget_table_reports_spread_vendor_ratio_and_the_next_256_trials():
    from convergence import budget_table

    trials = range(1, 601)
    frame = pd.concat([pd.DataFrame({"task": "t", "seed": seed, "trials": trials, "vendor_latency_s": 1.0,
                                     "best_latency_s": [start if t < 400 else start * 0.9 for t in trials]})
                       for seed, start in ((0, 2.0), (1, 2.2))])
    table = budget_table(frame).set_index("trials")
    assert list(table.index) == [64, 128, 256, 512]
    assert table.loc[64, "seed_spread"] == pytest.approx(0.1)
    assert table.loc[64, "median_vs_vendor"] == pytest.approx(2.1)
    assert table.loc[128, "gain_next_256"] == pytest.approx(0.0)  # 384 trials: no better
    assert table.loc[256, "gain_next_256"] == pytest.approx(0.1)  # 512 trials: both seeds 10 % faster
    assert math.isnan(table.loc[512, "gain_next_256"])  # 768 trials: not reached


def test_time_to_quality_is_the_first_round_within_5_percent_of_the_final_best():
    from convergence import time_to_quality

    frame = pd.DataFrame({"task": "t", "seed": 0, "trials": range(1, 9), "vendor_latency_s": 1.0,
                          "best_latency_s": [3.0, 3.0, 2.0, 2.0, 1.04, 1.04, 1.0, 1.0],
                          "elapsed_s": [10.0, 10.0, 20.0, 20.0, 30.0, 30.0, 40.0, 40.0]})
    row = time_to_quality(frame).iloc[0]
    assert (row.trials_to_quality, row.time_to_quality_s, row.elapsed_s) == (5, 30.0, 40.0)


@pytest.mark.slow
def test_convergence_run_records_each_rounds_wall_time_and_the_time_to_quality(tmp_path):
    out = tmp_path / "convergence.csv"
    run_bench("convergence.py", *TINY_SEARCH, "--directory", str(tmp_path / "work"), "--out", str(out))
    curve = pd.read_csv(out)
    assert len(curve) == 16 and curve.elapsed_s.notna().all() and curve.elapsed_s.is_monotonic_increasing
    assert curve.elapsed_s.nunique() == 2  # one time per round
    quality = pd.read_csv(out.with_suffix(".quality.csv")).iloc[0]
    assert quality.time_to_quality_s <= quality.elapsed_s == curve.elapsed_s.iloc[-1]
    assert curve.best_latency_s.iloc[quality.trials_to_quality - 1] <= 1.05 * quality.final_best_latency_s


def test_runner_timing_setting_reaches_the_evaluator_and_the_fingerprint():
    target = llvm_target()
    default = SearchSettings(trials=8, trials_per_round=8, seed=0)
    short = SearchSettings(trials=8, trials_per_round=8, seed=0, min_repeat_ms=5)
    assert make_runner(target, default).inner.evaluator_config.min_repeat_ms == 20  # llvm's default
    assert make_runner(target, short).inner.evaluator_config.min_repeat_ms == 5
    func = make_primfunc(OperatorSpec("mm", "matmul", (("M", 8), ("N", 8), ("K", 8)), "float32"))
    assert fingerprint(func, target, default, "tune") != fingerprint(func, target, short, "tune")
    assert SearchSettings.from_mapping({"trials": 8, "trials_per_round": 8, "seed": 0, "builder": "persistent",
                                        "builder_workers": None, "build_timeout_s": 1.0, "run_timeout_s": 1.0,
                                        "population_size": 8}).min_repeat_ms is None  # older params


def test_searches_are_paired_by_seed_and_pooled_across_reports(tmp_path):
    from run_summary import combined, paired
    from throughput import run_order

    assert run_order(["ecotune", "no_warmup"], [0, 1, 2]) == [
        ("ecotune", 0), ("no_warmup", 0), ("no_warmup", 1), ("ecotune", 1), ("ecotune", 2), ("no_warmup", 2)]
    run = {"trials_per_min_steady": 1.0, "trials_per_min_total": 1.0}
    runs = [{**run, "search": "ecotune", "seed": 0, "trials": 8, "best_latency_s": 2.0, "wall_s": 10.0},
            {**run, "search": "no_warmup", "seed": 0, "trials": 8, "best_latency_s": 1.0, "wall_s": 5.0},
            {**run, "search": "ecotune", "seed": 1, "trials": 8, "best_latency_s": 2.0, "wall_s": 10.0},
            {**run, "search": "no_warmup", "seed": 1, "trials": 4, "best_latency_s": 1.0, "wall_s": 2.0}]
    comparison = paired(runs, task="t")["no_warmup_vs_ecotune"]
    assert comparison["pairs"] == 1  # seed 1's no_warmup run stopped early: no pair
    assert comparison["best_latency_ratio"]["geomean"] == pytest.approx(0.5)
    assert comparison["wall_time_ratio"]["per_pair"] == [0.5]
    for name, ratio in (("a.json", 0.5), ("b.json", 2.0)):
        runs[1]["best_latency_s"] = 2.0 * ratio
        (tmp_path / name).write_text(json.dumps({"task": name, "paired": paired(runs, task=name)}))
    pooled = combined([tmp_path / "a.json", tmp_path / "b.json"])["paired"]["no_warmup_vs_ecotune"]
    assert pooled["pairs"] == 2 and [s["task"] for s in pooled["seeds"]] == ["a.json", "b.json"]
    latency = pooled["best_latency_ratio"]
    assert latency["geomean"] == pytest.approx(1.0) and (latency["ci_lo"], latency["ci_hi"]) == pytest.approx((0.5, 2.0))
    # a seed run with the other search first pairs the same way round when given the baseline
    flipped = [runs[1], runs[0]]
    (tmp_path / "c.json").write_text(json.dumps({"task": "c.json", "runs": flipped}))
    assert set(combined([tmp_path / "c.json"])["paired"]) == {"ecotune_vs_no_warmup"}
    again = combined([tmp_path / "c.json"], baseline="ecotune")["paired"]
    assert set(again) == {"no_warmup_vs_ecotune"} and again["no_warmup_vs_ecotune"]["pairs"] == 1


def test_a_run_cut_short_pairs_at_the_trials_it_completed_with_the_wall_time_to_them():
    from run_summary import paired, wall_to

    full = {"search": "ecotune", "seed": 2, "trials": 12, "wall_s": 11.0, "round_wall_s": [4.0, 3.0, 3.0],
            "round_trials": [4, 4, 4], "best_latency_curve_s": [9.0] * 4 + [4.0] * 4 + [1.0] * 4}
    cut = {"search": "overlap", "seed": 2, "trials": 8, "wall_s": 5.5, "round_wall_s": [3.0, 2.0],
           "best_latency_curve_s": [8.0] * 4 + [2.0] * 4}  # recorded before round_trials: equal rounds
    assert wall_to(full, 8) == 7.0 and wall_to(cut, 8) == 5.0 and math.isnan(wall_to(full, 6))
    (pair,) = paired([full, cut], task="t")["overlap_vs_ecotune"]["seeds"]
    assert pair["trials"] == 8 and pair["cut_short"]
    assert pair["best_latency_ratio"] == pytest.approx(0.5) and pair["wall_time_ratio"] == pytest.approx(5.0 / 7.0)
    uneven = {**cut, "trials": 7, "best_latency_curve_s": [8.0] * 7}  # 7 trials in 2 rounds: sizes unknown
    assert paired([full, uneven], task="t")["overlap_vs_ecotune"]["pairs"] == 0
