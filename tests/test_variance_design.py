"""bench/variance/design.py and bench/variance/inputs.py on small synthetic inputs with known answers, and
`decisive_power.py --variance-design` on the committed CSV."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from variance import design as vd  # noqa: E402
from variance import inputs as vi  # noqa: E402


def test_pairs_for_width_is_the_smallest_n_under_5_points():
    # 2 * 1.96 * 0.1 / sqrt(n) = 0.05 at n = 61.5: the exact width crosses 5 points at n = 62
    n = vd.pairs_for_width(0.1, change=0.0)
    assert n == 62
    assert vd.width_points(0.0, 0.1, n) < 5 <= vd.width_points(0.0, 0.1, n - 1)
    # a geomean below 1 narrows the interval in points: fewer pairs
    assert vd.pairs_for_width(0.1, change=-0.2) < n
    assert vd.pairs_for_width(0.0) == 1


def matched(effects: dict[str, list[float]], repeat_sd: float = 0.0) -> pd.DataFrame:
    return pd.DataFrame([{"task": t, "replicate": i, "log_ratio_energy": y, "repeat_sd_log_energy": repeat_sd,
                          "repeats": 5} for t, ys in effects.items() for i, y in enumerate(ys)])


def test_components_within_between_and_measurement():
    d = 0.2
    # task means 0.0, 0.3 and -0.3; replicates +-d around them: within variance d^2 exactly
    pairs = matched({"a": [-d, 0, d], "b": [0.3 - d, 0.3, 0.3 + d], "c": [-0.3 - d, -0.3, -0.3 + d]}, repeat_sd=0.05)
    comp = vd.components(pairs)
    assert comp["sd_within"] == pytest.approx(d) and comp["dof_within"] == 6
    assert comp["sd_measurement"] == pytest.approx(math.sqrt(math.pi / 2 * 0.05 ** 2 / 5))
    assert comp["sd_search"] == pytest.approx(math.sqrt(d ** 2 - comp["sd_measurement"] ** 2))
    assert comp["sd_task_means"] == pytest.approx(0.3)
    assert comp["tau"] == pytest.approx(math.sqrt(0.09 - d ** 2 / 3))
    assert comp["sd_one_pair_per_task"] == pytest.approx(math.sqrt(0.09 - d ** 2 / 3 + d ** 2))
    # task means that vary less than the replicates allow: tau is 0, not imaginary
    assert vd.components(matched({"a": [-d, 0, d], "b": [-d, 0.01, d]}))["tau"] == 0.0


def full_table(a: dict[str, list[float]], b: dict[str, list[float]]) -> pd.DataFrame:
    """Every (i, j) pair of a task: y_ij = a_i - b_j."""
    return pd.DataFrame([{"task": t, "replicate": i, "other_replicate": j, "log_ratio_energy": ai - bj}
                         for t in a for i, ai in enumerate(a[t]) for j, bj in enumerate(b[t])])


def test_sharing_recovers_correlation_of_the_picks():
    a = {"x": [0.1, -0.1, 0.0], "y": [0.2, 0.0, -0.2]}
    same = vd.sharing(full_table(a, a))  # a shared replicate's picks move together
    var_a = (0.02 + 0.08) / 4
    assert same["correlation"] == pytest.approx(1.0)
    assert same["sd_shared_first_round"] == pytest.approx(0.0, abs=1e-12)
    assert same["sd_no_shared_draw"] == pytest.approx(math.sqrt(2 * var_a))
    opposite = vd.sharing(full_table(a, {t: [-v for v in vs] for t, vs in a.items()}))
    assert opposite["correlation"] == pytest.approx(-1.0)
    assert opposite["sd_shared_first_round"] == pytest.approx(2 * math.sqrt(var_a))
    # the diagonal's pooled sd is what components() measures on the matched pairs
    table = full_table(a, {t: [-v for v in vs] for t, vs in a.items()})
    diagonal = table[table.replicate == table.other_replicate]
    assert vd.pooled_within(diagonal.log_ratio_energy, diagonal.task)[0] == pytest.approx(4 * var_a)


def test_divergence_and_spread_slope():
    rows = []
    for task in ("t1", "t2"):
        for rep, factor in enumerate((1.0, 1.2, 0.9)):
            for trials, best in ((64, 10.0), (128, 8.0)):
                rows.append({"task": task, "comparison": "latency", "replicate": rep, "trials": trials,
                             "best_latency_s": best * factor})
                # the energy search equals the latency search after the shared round, then is 1.1x in replicate 0
                late = 1.1 if (trials == 128 and rep == 0) else 1.0
                rows.append({"task": task, "comparison": "energy", "replicate": rep, "trials": trials - 2,
                             "best_latency_s": best * factor * late})
    out = {d["trials"]: d for d in vd.divergence(pd.DataFrame(rows), [64, 128])}
    assert out[64]["sd_matched_log_latency_ratio"] == pytest.approx(0.0, abs=1e-12)
    expected = np.std(np.log([1.1, 1.0, 1.0]), ddof=1)
    assert out[128]["sd_matched_log_latency_ratio"] == pytest.approx(expected)
    assert out[64]["sd_seed_log_best_latency"] == pytest.approx(np.std(np.log([1.0, 1.2, 0.9]), ddof=1))
    points = [{"trials": 64, "s": 0.4}, {"trials": 256, "s": 0.2}]
    assert vd.spread_slope(points, key="s") == pytest.approx(-0.5)


def test_sequential_stops_early_when_the_sd_is_small_and_covers():
    quick = vd.sequential(mean=-0.05, sd=0.01, tasks=7, pair_minutes=2.0, simulations=200)
    assert quick["mean_pairs"] == 21 and quick["mean_gpu_minutes"] == 42.0
    slow = vd.sequential(mean=-0.05, sd=0.1, tasks=7, pair_minutes=1.0, simulations=300)
    fixed = vd.pairs_for_width(0.1, -0.05)
    assert 0.8 * fixed < slow["mean_pairs"] < 1.3 * fixed and 0.88 < slow["coverage"] <= 1.0


def test_pair_rows_pair_repeats_and_take_the_median():
    energy = {"energy": [1.0, 2.0, 4.0], "latency": [2.0, 2.0, 2.0]}
    table = pd.DataFrame([{"task": "t", "variant": v, "replicate": 0, "repeat": k, "energy_j": e,
                           "latency_s": 1.0} for v, es in energy.items() for k, e in enumerate(es)])
    (row,) = [r for r in vi.pair_rows(table, "run") if r["comparison"] == "energy_vs_latency"]
    assert row["log_ratio_energy"] == pytest.approx(0.0)  # median of log(0.5), log(1), log(2)
    assert row["repeat_sd_log_energy"] == pytest.approx(math.log(2))
    assert row["log_ratio_latency"] == 0.0 and row["repeats"] == 3


def test_log_job_rows_time_each_finished_job(tmp_path):
    log = tmp_path / "run.log"
    log.write_text("\n".join([
        "[Fri Dec  4 05:53:38 2026]", "localrule pick:", "    jobid: 7",
        "    wildcards: search=energy, task=t1, rep=2", "[Fri Dec  4 05:53:49 2026]", "Finished jobid: 7 (Rule: pick)",
        "[Fri Dec  4 05:54:46 2026]", "localrule remeasure:", "    jobid: 3", "    wildcards: task=t1",
        "[Fri Dec  4 05:56:59 2026]", "Finished jobid: 3 (Rule: remeasure)",
        "[Fri Dec  4 05:57:00 2026]", "localrule pick:", "    jobid: 9", "    wildcards: search=latency, task=t1, rep=0",
    ]))  # job 9 never finished: left out
    rows = vi.log_job_rows(log, "run")
    assert [(r["comparison"], r["task"], r["replicate"], r["seconds"]) for r in rows] == [
        ("pick", "t1", 2, 11.0), ("remeasure", "t1", 0, 133.0)]


def test_the_chosen_designs_run_gives_its_sd_over_tasks_and_its_jobs_minutes():
    y = [0.05, -0.10, 0.20, 0.15]
    rows = [{"kind": "pair", "source": "tasks", "task": f"t{i}", "comparison": "energy_vs_latency", "replicate": 0,
             "other_replicate": 0, "log_ratio_energy": v} for i, v in enumerate(y)]
    rows += [{"kind": "pair", "source": "other", "task": "t0", "comparison": "energy_vs_latency", "log_ratio_energy": 9.0}]
    for task, (lat, nrg, pick, rem) in {"t0": (60, 120, 6, 30), "t1": (100, 200, 10, 50)}.items():
        rows += [{"kind": "job", "source": "tasks", "task": task, "comparison": rule, "seconds": sec, "variants": 3}
                 for rule, sec in (("tune_latency", lat), ("tune_energy", nrg), ("pick", pick), ("remeasure", rem))]
    frame = pd.DataFrame(rows, columns=vi.COLUMNS)
    run = vd.as_run(frame, "tasks")
    assert run["sd_log_ratio"] == pytest.approx(np.std(y, ddof=1)) and run["change"] == pytest.approx(np.mean(y))
    assert run["gpu_minutes_per_pair"] == pytest.approx((80 + 160 + 8 + 40) / 60)  # mean job seconds, one pick
    assert run["pairs_for_5_points"] == vd.pairs_for_width(np.std(y, ddof=1), np.mean(y))
    assert vd.as_run(frame, "absent") is None


def test_command_on_the_committed_csv(tmp_path):
    csv = ROOT / "bench/results/variance_design.csv"
    out, page = tmp_path / "v.json", tmp_path / "v.md"
    subprocess.run([sys.executable, str(ROOT / "bench/decisive_power.py"), "--variance-design", str(csv),
                    "--out", str(out), "--markdown", str(page)], check=True, capture_output=True, cwd=ROOT)
    result = json.loads(out.read_text())
    designs = {d["key"]: d for d in result["designs"]}
    assert {"a", "a2", "b", "b_run", "c", "d0", "d1", "e512", "e1024", "f_a", "f_a2"} <= set(designs)
    # the chosen design's own run: its sd over tasks is the one its stop.json has from overall.json
    stop = json.loads((ROOT / "bench/results/decisive_tasks_h200/stop.json").read_text())
    assert designs["b_run"]["sd_log_ratio"] == pytest.approx(stop["sd_log_over_tasks"], rel=1e-4)
    assert designs["b_run"]["change"] == pytest.approx(math.log1p(stop["change"]), rel=1e-4)
    # the current design's sd is the one power.json projects from overall.json (another code path)
    power = json.loads((ROOT / "bench/results/decisive_h200/power.json").read_text())
    assert designs["a"]["sd_log_ratio"] == pytest.approx(
        power["comparisons"]["energy_vs_latency/energy"]["pooled_sd_log"], rel=1e-4)
    assert designs["a"]["pairs_for_5_points"] == pytest.approx(7 * 38, abs=7)  # power.json: R = 38 at 7 tasks
    for d in designs.values():
        assert d["gpu_minutes_for_5_points"] == pytest.approx(d["pairs_for_5_points"] * d["gpu_minutes_per_pair"])
    text = page.read_text()
    assert "## The choice (2026-12-06)" in text and "--variance-design" in text
    committed = (ROOT / "bench/results/variance_design.md").read_text()
    # the page regenerates as committed, but for the paths in its last (command) line
    assert text.rstrip().rsplit("\n", 1)[0] == committed.rstrip().rsplit("\n", 1)[0]
