"""bench/lanes.py, the searches side by side on several GPUs: how the host's cores
are shared, which lane each search takes, and that processes run pinned, each failure kept
apart; then throughput.py --lanes 2 and convergence.py --lanes 2 on llvm, where the lanes'
GPUs are only labels."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
from lanes import (  # noqa: E402
    LaneJob, queued_searches, run_queued, run_together, split_cores, wave_runs, without_options)
from throughput import run_order  # noqa: E402

# a stand-in for a bench script: it records what it was given and where it ran, writes
# --out as throughput.py would (one run of its --searches and --seeds), then exits with the
# code its first argument names (search "crash": 5 before it writes, "crash_after": 6 after)
RECORDER = textwrap.dedent("""
    import json, os, sys
    def value(option):
        return sys.argv[sys.argv.index(option) + 1] if option in sys.argv else None
    facts = {"args": sys.argv[1:], "cpus": sorted(os.sched_getaffinity(0)),
             "gpu": os.environ.get("CUDA_VISIBLE_DEVICES")}
    print(json.dumps(facts))
    if value("--searches") == "crash":
        sys.exit(5)
    if value("--out"):
        runs = [{"search": value("--searches"), "seed": int(value("--seeds") or 0)}]
        open(value("--out"), "w").write(json.dumps({**facts, "task": "t", "pci_bus_id": "bus" + facts["gpu"],
                                                    "runs": runs}))
    sys.exit(6 if value("--searches") == "crash_after" else int(sys.argv[1]) if sys.argv[1].isdigit() else 0)
""")


def test_lanes_take_whole_physical_cores_in_even_contiguous_shares():
    # 8 CPUs on 4 cores, CPU i and i + 4 hyperthreads of one core (as Linux numbers them)
    def siblings_of(cpu):
        return f"{cpu % 4},{cpu % 4 + 4}"

    assert split_cores(range(8), 2, siblings_of) == [[0, 1, 4, 5], [2, 3, 6, 7]]
    assert split_cores(range(8), 3, siblings_of) == [[0, 1, 4, 5], [2, 6], [3, 7]]
    # no topology known: each CPU its own core
    assert split_cores(range(5), 2, lambda cpu: "") == [[0, 1, 2], [3, 4]]
    # fewer whole cores than lanes: single CPUs, rather than no run
    assert split_cores([0, 1], 2, lambda cpu: "0-1") == [[0], [1]]
    with pytest.raises(SystemExit, match="only 2 CPUs"):
        split_cores([0, 1], 3, lambda cpu: "")


def test_waves_pair_a_seeds_searches_on_swapped_lanes_and_keep_what_a_failure_or_the_deadline_left(tmp_path):
    script = tmp_path / "recorder.py"
    script.write_text(RECORDER)
    argv = ["--target", "llvm", "--seeds", "0", "1", "2", "--searches", "a", "b", "--lanes", "2"]
    waves = list(wave_runs(script, argv, run_order(["a", "b"], [0, 1, 2]), 2, "llvm", tmp_path, math.inf, None))
    lanes = [[(r["search"], r["seed"], r["lane"]) for r in runs] for runs, _, _ in waves]
    # a wave is one seed's two searches; from seed to seed they swap lanes
    assert lanes == [[("a", 0, 0), ("b", 0, 1)], [("b", 1, 0), ("a", 1, 1)], [("a", 2, 0), ("b", 2, 1)]]
    runs, lost, facts = waves[0]
    assert not lost and facts["task"] == "t" and [r["pci_bus_id"] for r in runs] == ["bus0", "bus1"]

    # one search: a wave is two seeds; a process that fails is lost, its partner kept; once
    # the time is spent no wave starts but the first
    order = [("a", 0), ("crash", 1), ("crash_after", 2), ("a", 3)]
    waves = list(wave_runs(script, argv, order, 2, "llvm", tmp_path, time.perf_counter() + 60, None))
    assert [r["seed"] for r in waves[0][0]] == [0] and waves[0][1][0]["lost"] == "exit 5"
    assert Path(waves[0][1][0]["log"]).is_file()
    # what a process wrote before it failed is kept, with its exit code
    assert [(r["seed"], r["exit"]) for r in waves[1][0]] == [(2, 6), (3, 0)] and not waves[1][1]
    late = list(wave_runs(script, argv, order, 2, "llvm", tmp_path, time.perf_counter() - 1, None))
    assert [len(runs) for runs, _, _ in late] == [1, 0]
    assert late[1][1] == [{"search": "crash_after", "seed": 2}, {"search": "a", "seed": 3}]


def test_a_lane_drops_the_options_it_sets_itself_with_their_values():
    argv = ["--target", "cuda", "--seeds", "4", "5", "--searches", "a", "b", "--trials", "384", "--out=x.json",
            "--lanes", "2", "--pipeline-runs"]
    assert without_options(argv, {"--seeds", "--searches", "--out", "--lanes"}) == [
        "--target", "cuda", "--trials", "384", "--pipeline-runs"]


def test_jobs_together_run_pinned_on_their_lanes_and_a_failure_stays_its_own(tmp_path):
    script = tmp_path / "recorder.py"
    script.write_text(RECORDER)
    cpus = sorted(os.sched_getaffinity(0))
    shares = split_cores(cpus, 2)
    jobs = [LaneJob(script, ["3"], 0, tmp_path / "a.log"), LaneJob(script, ["0"], 1, tmp_path / "b.log")]
    run_together(jobs, ["7", "9"], shares)
    assert [job.returncode for job in jobs] == [3, 0]  # the failing one did not stop the other
    ran = [json.loads(job.log.read_text().splitlines()[0]) for job in jobs]
    assert [r["cpus"] for r in ran] == shares and [r["gpu"] for r in ran] == ["7", "9"]
    assert jobs[1].facts == {"lane": 1, "cuda_visible_devices": "9", "lane_cores": len(shares[1])}


def test_queued_searches_fill_free_lanes_and_none_starts_after_the_deadline(tmp_path, capsys):
    script = tmp_path / "recorder.py"
    script.write_text(RECORDER)
    argv = ["--target", "llvm", "--tasks", "t1", "t2", "--seeds", "0", "1", "--trials", "16", "--lanes", "2",
            "--out", "curves.csv"]
    per_job = [["--tasks", task, "--seeds", seed] for task in ("t1", "t2") for seed in ("0", "1")]
    jobs = queued_searches(script, argv, per_job, 2, "llvm", tmp_path, math.inf, None)
    assert [job.returncode for job in jobs] == [0, 0, 0, 0] and {job.lane for job in jobs} == {0, 1}
    for job, own in zip(jobs, per_job):
        args = json.loads(job.log.read_text().splitlines()[0])["args"]
        # the common options once, then the job's own, its build workers (its lane's cores) and output
        assert args[:4] == ["--target", "llvm", "--trials", "16"] and args[4:8] == own
        assert args[8:10] == ["--builder-workers", str(min(map(len, split_cores(sorted(os.sched_getaffinity(0)),
                                                                               2))))]
    printed = capsys.readouterr().out
    assert printed.count("=== lane ") == 4 and printed.count('"args"') == 4  # every job's log, as it ended

    late = [LaneJob(script, ["0"], -1, tmp_path / "late.log")]
    run_queued(late, ["0"], [sorted(os.sched_getaffinity(0))], start_until=time.perf_counter() - 1)
    assert late[0].returncode is None and not late[0].log.exists()


TINY = ["--target", "llvm", "--shape", "32", "32", "32", "--trials", "8", "--trials-per-round", "8",
        "--population-size", "16"]


def run_script(script: str, *args: str, cwd: Path) -> str:
    done = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True,
                          timeout=900, cwd=cwd)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


@pytest.mark.slow
def test_throughput_pairs_a_seeds_searches_side_by_side_and_swaps_their_lanes(tmp_path):
    out = tmp_path / "ab.json"
    stdout = run_script("throughput.py", *TINY, "--seeds", "0", "1", "--searches", "ecotune", "overlap",
                        "--lanes", "2", "--out", str(out), cwd=tmp_path)
    report = json.loads(out.read_text())
    runs = report["runs"]
    assert [(r["search"], r["seed"], r["lane"]) for r in runs] == [
        ("ecotune", 0, 0), ("overlap", 0, 1), ("ecotune", 1, 1), ("overlap", 1, 0)]
    assert all(r["trials"] == 8 and r["lane_cores"] >= 1 for r in runs) and not report["skipped"]
    assert report["lanes"] == 2 and report["task"] == "matmul_32x32x32" and report["target"]["kind"] == "llvm"
    assert report["paired"]["overlap_vs_ecotune"]["pairs"] == 2  # the first of --searches stays the baseline
    # one console log keeps every process's lines: the runs can be rebuilt from it
    log = tmp_path / "ab.log"
    log.write_text(stdout)
    run_script("throughput.py", "--from-logs", str(log), "--out", str(tmp_path / "rebuilt.json"), cwd=tmp_path)
    rebuilt = json.loads((tmp_path / "rebuilt.json").read_text())["runs"]
    assert sorted((r["search"], r["seed"]) for r in rebuilt) == sorted((r["search"], r["seed"]) for r in runs)


@pytest.mark.slow
def test_convergence_runs_its_searches_in_lanes_then_draws_the_curves_from_them(tmp_path):
    out = tmp_path / "curves.csv"
    run_script("convergence.py", *TINY, "--seeds", "0", "1", "2", "--lanes", "2", "--directory", "work",
               "--out", str(out), cwd=tmp_path)
    import pandas as pd

    curves = pd.read_csv(out)
    assert sorted(curves.seed.unique()) == [0, 1, 2] and (curves.groupby("seed").trials.max() == 8).all()
    assert all((tmp_path / "work" / "matmul_32x32x32" / f"seed{s}" / "candidates.csv").is_file() for s in (0, 1, 2))
    # with the time spent no search starts; the console says which, and the curves keep what is there
    stdout = run_script("convergence.py", *TINY, "--seeds", "0", "3", "--lanes", "2", "--directory", "work",
                        "--time-limit-s", "0", "--out", str(out), cwd=tmp_path)
    assert "not finished: --seeds 3: not started (time limit)" in stdout
    assert sorted(pd.read_csv(out).seed.unique()) == [0]
