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
def test_shared_draws_counts_the_candidates_each_search_shares_with_the_latency_search(finished_run):
    sys.path.insert(0, str(BENCH))
    from shared_draws import shared_draws

    table = shared_draws(finished_run)
    replicates = TINY_CONFIG["search"]["replicates"]
    assert len(table) == replicates * len(TINY_CONFIG["operators"])
    for search in ("energy", "nvml_only"):
        assert (table[f"{search}_shared_round0"] <= table[f"{search}_shared"]).all()
        assert (table[f"{search}_shared"] <= table[[f"{search}_candidates", "latency_candidates"]].min(axis=1)).all()
    assert (table.latency_best_latency_s > 0).all()
    first = table.iloc[0]
    hashes = {search: set(pd.read_csv(finished_run / "results" / "tune" / search / first.task / first.replicate
                                      / "candidates.csv").trace_hash) for search in ("latency", "energy")}
    assert first.energy_shared == len(hashes["latency"] & hashes["energy"])


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


def _work_of(finished_run, tmp_path) -> tuple[Path, str]:
    """WORK/<task> -> the finished run: the layout the decisive run lands (one workflow per task)."""
    work = tmp_path / "work"
    work.mkdir()
    task = TINY_CONFIG["operators"][0]["name"]
    (work / task).symlink_to(finished_run)
    return work, task


@pytest.mark.slow
def test_tuned_graph_measures_the_latency_pick_both_ways_and_says_the_cpu_has_no_graph(finished_run, tmp_path):
    import shutil

    sys.path.insert(0, str(BENCH))
    from land_run import land_task

    from ecotune.results import RECORD_FILE

    # landed as the decisive run lands a task: the latency search's whole database only in raw/
    task = TINY_CONFIG["operators"][0]["name"]
    shutil.copytree(finished_run, tmp_path / "pack" / task)
    assert land_task(tmp_path / "pack" / task, tmp_path / "landed") == "finished"
    work = tmp_path / "landed" / "work"
    assert not (work / task / "results" / "tune" / "latency" / task / "r0" / RECORD_FILE).exists()
    out = tmp_path / "graph.json"
    done = subprocess.run([sys.executable, str(BENCH / "tuned_graph.py"), "--workflow-dir", str(work), "--tasks", task,
                           "--raw", str(tmp_path / "landed" / "raw"),
                           "--repeats", "2", "--window-s", "0.05", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(out.read_text())["tasks"][task]
    assert result["modes"]["graph"]["launch"] == "one call per launch (CUDA graphs need a CUDA target)"
    assert result["modes"]["loop"]["launch"] == "one call per launch"
    for mode in ("loop", "graph"):
        m = result["modes"][mode]
        assert m["energy_uj"] > 0 and m["calls_per_window"] > 0 and m["window_s"] >= 0.05
    rows = pd.DataFrame(result["rows"])
    assert sorted(rows.variant) == ["graph", "graph", "loop", "loop"] and rows.estimated.all()
    assert result["graph_vs_loop"]["energy_change_lo"] <= result["graph_vs_loop"]["energy_change"]


@pytest.mark.slow
def test_search_cost_reads_every_energy_and_nvml_only_search(finished_run, tmp_path):
    work, task = _work_of(finished_run, tmp_path)
    out = tmp_path / "cost.json"
    done = subprocess.run([sys.executable, str(BENCH / "search_cost.py"), "--directory", str(work), "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(out.read_text())
    searches = TINY_CONFIG["search"]["replicates"] * len(TINY_CONFIG["operators"])  # the run holds every task
    assert result["searches_in_mean"] == {"energy": searches, "nvml_only": searches}
    assert result["left_out_resumed"] == []
    energy = [s for s in result["searches"] if s["method"] == "energy"]
    assert result["mean_per_method"]["energy"]["wall_s"] == pytest.approx(
        sum(s["wall_s"] for s in energy) / len(energy))
    assert result["mean_per_method"]["nvml_only"]["energy_predict_s"] == 0


@pytest.mark.slow
def test_launch_families_reads_every_energy_measured_candidate(finished_run, tmp_path):
    work, task = _work_of(finished_run, tmp_path)
    out = tmp_path / "families.json"

    def run(family: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(BENCH / "launch_families.py"), "--directory", str(work),
                               "--family", family, "--out", str(out)], capture_output=True, text=True, timeout=300)

    done = run("parallel")  # on llvm every kernel has grid 1: the CPU's family is its parallel extent
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(out.read_text())["tasks"][task]
    measured = pd.concat([pd.read_csv(p) for p in finished_run.glob(f"results/tune/*/{task}/r*/energy.csv")])
    measured = measured[measured.power_w > 0]
    assert result["candidates"] == len(measured) and sum(result["candidates_by_family"].values()) == len(measured)
    assert result["searches"] == 3 * TINY_CONFIG["search"]["replicates"]  # energy, nvml_only, rerank
    assert all(0 < share <= 1 for share in result["top_family_share"].values())
    assert -1 <= result["spearman_latency_power"] <= 1
    assert "no column 'blocks'" in run("blocks").stderr


def test_a_family_spread_keeps_each_familys_fastest_before_a_familys_second():
    sys.path.insert(0, str(BENCH))
    from family_coverage import spread_over_families

    fastest_first = [0, 1, 2, 3, 5, 4]  # candidate 6 is beyond the slack, so not offered
    families = ["a", "a", "a", "a", "b", "c", "d"]
    assert spread_over_families(fastest_first, families, 4) == [0, 1, 5, 4]  # a, a, c, b: c's fastest first
    assert spread_over_families(fastest_first, ["a"] * 7, 4) == [0, 1, 2, 3]  # one family: the M fastest
    assert spread_over_families(fastest_first, families, 10) == fastest_first


@pytest.mark.slow
def test_family_coverage_replays_every_round_of_the_energy_searches(finished_run, tmp_path):
    import tarfile

    task = TINY_CONFIG["operators"][0]["name"]
    raw = tmp_path / "raw"
    raw.mkdir()
    with tarfile.open(raw / f"{task}.raw.tar.xz", "w:xz") as archive:  # as bench/land_run.py packs a task
        archive.add(finished_run / "results", arcname=f"{task}/results")
    families, out = tmp_path / "families.json", tmp_path / "coverage.json"

    def run(script: str, *argv: str) -> None:
        done = subprocess.run([sys.executable, str(BENCH / script), *argv, "--family", "parallel"],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]

    run("launch_families.py", "--directory", str(_work_of(finished_run, tmp_path)[0]), "--out", str(families))
    run("family_coverage.py", "--raw", str(raw), "--families", str(families), "--out", str(out))
    result = json.loads(out.read_text())["tasks"][task]
    search = TINY_CONFIG["search"]
    rounds_per_search = search["trials"] // search["trials_per_round"]
    assert result["rounds"] == 2 * search["replicates"] * rounds_per_search  # energy and nvml_only
    assert result["unreplayed_candidates"] == 0  # every candidate's trace is in its database
    M = TINY_CONFIG["energy_search"]["M"]
    for row in result["per_round"]:
        assert row["families_m_fastest"] <= row["families_spread"] == min(M, row["families_within_slack"])
