"""bench/variance/sequential.py: the stop rule of the one-pair-a-task design, on an overall.json
made by the real report code from synthetic remeasure rows."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from ecotune.analysis.replicate_stats import compare_methods

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from variance.sequential import MIN_TASKS, stop_status, width_points  # noqa: E402


def one_pair_rows(task: str, effect: float) -> pd.DataFrame:
    return pd.DataFrame([{"task": task, "variant": v, "replicate": 0, "repeat": k, "latency_s": 1e-4,
                          "energy_j": (1 + effect) if v == "energy" else 1.0}
                         for k in range(3) for v in ("latency", "energy")])


def overall_of(effects) -> dict:
    rows = {f"t{i:03d}": one_pair_rows(f"t{i:03d}", e) for i, e in enumerate(effects)}
    comparison = compare_methods(rows, "energy", "latency")
    flat = {f"energy_{k}": v for k, v in comparison["energy"].items() if k != "tasks"}
    return {"energy_vs_latency": flat | {"per_task": comparison["per_task"]}}


def test_the_width_is_the_t_interval_over_tasks_and_no_stop_before_enough_tasks():
    rng = np.random.default_rng(0)
    few = overall_of(list(-0.05 + 0.001 * rng.standard_normal(5)))  # narrow, but only 5 tasks
    status = stop_status(few)
    assert status["tasks"] == 5 and status["width_points"] < 5 and not status["stop"]
    logs = np.log1p([e["energy_by_replicate"][0] for e in few["energy_vs_latency"]["per_task"].values()])
    half = stats.t.ppf(0.975, 4) * logs.std(ddof=1) / math.sqrt(5)
    assert status["width_points"] == pytest.approx(100 * (math.expm1(logs.mean() + half) - math.expm1(logs.mean() - half)), rel=1e-9)
    assert status["projected_tasks_for_target"] == MIN_TASKS
    many = stop_status(overall_of(list(-0.05 + 0.001 * rng.standard_normal(MIN_TASKS))))
    assert many["stop"]


def test_a_wide_spread_projects_the_tasks_it_would_need():
    rng = np.random.default_rng(1)
    status = stop_status(overall_of(list(np.expm1(0.17 * rng.standard_normal(12)))))
    assert not status["stop"] and status["width_points"] > 5
    n = status["projected_tasks_for_target"]
    mean, sd = math.log1p(status["change"]), status["sd_log_over_tasks"]
    assert width_points(mean, sd, n) < 5 <= width_points(mean, sd, n - 1)
    assert n > 12


def test_the_command_writes_the_status(tmp_path):
    overall = tmp_path / "overall.json"
    overall.write_text(json.dumps(overall_of([-0.1, 0.0, -0.05])))
    out = tmp_path / "stop.json"
    subprocess.run([sys.executable, str(ROOT / "bench" / "decisive_power.py"), "--overall", str(overall), "--stop",
                    "--out", str(out)], check=True, capture_output=True)
    assert json.loads(out.read_text())["tasks"] == 3


def test_it_says_where_the_interval_lies_and_what_one_outlying_task_does():
    effects = [0.05, 0.08, 0.02, 0.06, 0.04, 0.07, 0.03, 1.0]  # one search that failed badly
    status = stop_status(overall_of(effects))
    # its spread widens the interval over no change, yet the target stays excluded
    assert status["interval_vs_no_change"] == "covers" and status["interval_vs_method_target"] == "above"
    influential = status["most_influential"]
    assert influential["task"] == "t007" and influential["its_change"] == pytest.approx(1.0)
    rest = np.log1p(effects[:-1])
    assert influential["change_without"] == pytest.approx(math.expm1(rest.mean()))
    assert influential["sd_log_without"] < status["sd_log_over_tasks"] / 5
    assert influential["tasks_t_ci_without"][0] < 0.05 < influential["tasks_t_ci_without"][1]
    # the rule itself still counts every task
    assert status["tasks"] == len(effects) and status["change"] > math.expm1(rest.mean())
    lower = stop_status(overall_of([-0.2, -0.25, -0.22, -0.18]))
    assert lower["interval_vs_no_change"] == "below" and lower["interval_vs_method_target"] == "below"
    mixed = stop_status(overall_of([-0.2, 0.1, -0.05, 0.02]))
    assert mixed["interval_vs_no_change"] == "covers"
