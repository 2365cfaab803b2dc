"""bench/search.py over a finished run with replicates: the per-task summary reads
replicate 0, and --report writes the answer over replicates (overall.json) beside it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from conftest import TINY_CONFIG

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.mark.slow
def test_collect_and_report_over_a_run_with_replicates(finished_run, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    task = TINY_CONFIG["operators"][0]["name"]
    (work / task).symlink_to(finished_run)  # bench/search.py keeps each task in WORK/<task>
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, str(BENCH / "search.py"), "--collect-only", "--report",
                           "--directory", str(work), "--out", str(out)], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    row = json.loads((out / f"{task}.json").read_text())
    assert isinstance(row["energy_energy_change"], float)  # replicate 0's kernel, not a list of replicates
    overall = json.loads((out / "overall.json").read_text())
    assert overall["replicates"] == TINY_CONFIG["search"]["replicates"] and overall["tasks"] == [task]
    for comparison in ("energy_vs_latency", "energy_vs_rerank", "energy_vs_nvml_only", "rerank_vs_latency"):
        assert overall[comparison]["energy_ci_lo"] <= overall[comparison]["energy_change"] <= overall[comparison][
            "energy_ci_hi"]
    assert overall["estimated"]  # the CPU run's energies are the cputime estimate, and say so
    assert (out / "search_overall.json").is_file() and (out / "report" / "report.pdf").is_file()


@pytest.mark.slow
def test_convergence_reads_every_replicates_latency_search_of_a_finished_run(finished_run, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    (work / "run").symlink_to(finished_run)
    out = tmp_path / "convergence.csv"
    done = subprocess.run([sys.executable, str(BENCH / "convergence.py"), "--from-workflow", str(work), "--trials", "64",
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    curves = pd.read_csv(out)
    trials, replicates = TINY_CONFIG["search"]["trials"], TINY_CONFIG["search"]["replicates"]
    assert set(curves.seed) == set(range(replicates))  # seed + r
    for (task, seed), curve in curves.groupby(["task", "seed"]):
        searched = pd.read_csv(finished_run / "results" / "tune" / "latency" / task / f"r{seed}" / "candidates.csv")
        assert len(curve) == len(searched) == trials
        assert curve.best_latency_s.is_monotonic_decreasing
        assert curve.best_latency_s.iloc[-1] == searched.latency_s.min()
        assert curve.elapsed_s.notna().all() and curve.elapsed_s.nunique() == trials // TINY_CONFIG["search"][
            "trials_per_round"]  # each round's end, from the job's log
    quality = pd.read_csv(out.with_suffix(".quality.csv"))
    assert len(quality) == len(TINY_CONFIG["operators"]) * replicates
    assert (quality.time_to_quality_s <= quality.elapsed_s).all()


@pytest.mark.slow
def test_model_replay_takes_each_replicates_energy_search(finished_run, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    task = TINY_CONFIG["operators"][0]["name"]
    (work / task).symlink_to(finished_run)
    out = tmp_path / "replay.json"
    done = subprocess.run([sys.executable, str(BENCH / "model_replay.py"), "--directory", str(work), "--out", str(out),
                           "--min-train", "1"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    replay = json.loads(out.read_text())
    assert set(replay["tasks"]) == {f"{task}/r{r}" for r in range(TINY_CONFIG["search"]["replicates"])}
    assert str(work) in replay["how"]  # says what it replayed
