"""bench/variance/quality.py and bench/search_quality.py on small workflow folders whose answers are
known: best latency at equal trials, the share of trials near the best, and the same kernel's timing."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from variance import inputs as vi  # noqa: E402
from variance import quality as vq  # noqa: E402


def write_search(task_dir: Path, method: str, replicate: int | None, latencies: list[float],
                 per_round: int = 4, hashes: list[str] | None = None) -> None:
    tune = task_dir / "results/tune" / method / task_dir.name
    folder = tune / f"r{replicate}" if replicate is not None else tune
    folder.mkdir(parents=True)
    hashes = hashes or [f"0x{method}{i}" for i in range(len(latencies))]
    pd.DataFrame({"round": [i // per_round for i in range(len(latencies))], "trial": range(len(latencies)),
                  "trace_hash": hashes, "latency_s": latencies, "error": ""}).to_csv(folder / "candidates.csv",
                                                                                      index=False)


def test_search_tables_read_both_layouts_and_leave_out_the_rerank(tmp_path):
    task = tmp_path / "t"
    write_search(task, "latency", 0, [1.0])
    write_search(task, "energy", 2, [1.0])
    write_search(task, "rerank", 0, [1.0])
    write_search(tmp_path / "u", "energy", None, [1.0])
    assert sorted((m, r) for m, r, _ in vi.search_tables(task)) == [("energy", 2), ("latency", 0)]
    assert [(m, r) for m, r, _ in vi.search_tables(tmp_path / "u")] == [("energy", 0)]


def test_best_latency_counts_only_rounds_that_end_within_the_budget():
    table = pd.DataFrame({"round": [0, 0, 1, 1, 2], "latency_s": [4.0, 3.0, 2.0, float("nan"), 1.0]})
    assert vq.best_within(table, 2) == 3.0
    assert vq.best_within(table, 3) == 3.0  # round 1 ends at trial 4
    assert vq.best_within(table, 4) == 2.0  # a failed candidate is no best
    assert vq.best_within(table, 5) == 1.0
    assert math.isnan(vq.best_within(table, 1))


def test_pair_measures_of_a_search_that_finds_everything_10_percent_slower():
    base = pd.DataFrame({"round": [0, 0, 1, 1], "trace_hash": ["a", "b", "c", "d"],
                         "latency_s": [2.0, 1.2, 1.1, 1.0]})
    # the same first kernel timed alike, the rest 10 % slower and never near the best after trial 2
    other = pd.DataFrame({"round": [0, 0, 1, 1], "trace_hash": ["a", "x", "y", "z"],
                          "latency_s": [2.0, 1.32, 1.5, 1.6]})
    m = vq.pair_measures(other, base, budgets=[2, 4], slack=1.25)
    assert m["log_best_latency"][2] == pytest.approx(math.log(1.32 / 1.2))
    assert m["log_best_latency"][4] == pytest.approx(math.log(1.32 / 1.0))
    # reference 1.0: within 1.25 are, in base, 1.2 (trials 0-2) and both of trials 2-4; in the other none
    assert m["fast_share"] == {"0-2": pytest.approx(-0.5), "2-4": pytest.approx(-1.0)}
    assert m["same_kernel"] == pytest.approx(0.0)  # only "a" measured by both


def test_over_tasks_averages_replicates_first_and_reports_changes():
    s = vq.over_tasks({"a": [math.log(1.1), math.log(1.3)], "b": [math.log(1.0)], "c": [math.log(1.2)]}, True)
    means = [math.log(1.1 * 1.3) / 2, 0.0, math.log(1.2)]
    assert s["tasks"] == 3 and s["mean"] == pytest.approx(math.expm1(sum(means) / 3))
    assert s["ci_lo"] < s["mean"] < s["ci_hi"] and s["share_above_0"] == pytest.approx(2 / 3)
    assert vq.over_tasks({"a": [float("nan")]}, True) == {"tasks": 0}


def test_command_pairs_each_search_with_its_replicates_latency_search(tmp_path):
    run = tmp_path / "run"
    for i, task in enumerate(["t1", "t2", "t3"]):
        task_dir = run / "work" / task
        for rep in (0, 1):
            write_search(task_dir, "latency", rep, [2.0, 1.0, 1.0, 1.0])
            write_search(task_dir, "energy", rep, [2.0, 1.0 + 0.1 * (i + 1), 3.0, 3.0])
    out = tmp_path / "q.json"
    done = subprocess.run([sys.executable, str(ROOT / "bench/search_quality.py"), str(run), "--budgets", "4",
                           "--out", str(out)], capture_output=True, text=True, check=True)
    result = json.loads(out.read_text())["runs"]["run"]["methods"]["energy"]
    assert result["pairs"] == 6
    best = result["best_latency_change"]["4"]
    assert best["tasks"] == 3 and best["mean"] == pytest.approx(math.expm1(math.log(1.1 * 1.2 * 1.3) / 3))
    assert best["share_above_0"] == 1.0
    # of 4 trials the latency search has 3 within 1.25x of 1.0, the energy search 1 or 0 (1.3 is out)
    assert result["fast_share_difference"]["0-4"]["mean"] == pytest.approx((-0.5 - 0.5 - 0.75) / 3)
    assert "energy vs latency, 6 pairs" in done.stdout
    refused = subprocess.run([sys.executable, str(ROOT / "bench/search_quality.py"), str(tmp_path)],
                             capture_output=True, text=True)
    assert refused.returncode != 0 and "no work/ folder" in refused.stderr
