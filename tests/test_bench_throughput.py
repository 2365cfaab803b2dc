"""The throughput and convergence benchmarks' bookkeeping (issue 12), on llvm: a time limit
ends a run after a round and keeps it, a lost JSON is rebuilt from the log's run lines,
the budget table's spread and gain, and the runner's timing setting."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from ecotune.search.runner import make_runner
from ecotune.search.tune_loop import SearchSettings, fingerprint
from ecotune.target import llvm_target
from ecotune.workloads import OperatorSpec, make_primfunc

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


def test_pipeline_check_flags_a_heavier_tail_even_when_the_medians_agree(tmp_path):
    from pipeline_check import write_summary

    quiet = [1.0] * 20
    steady = write_summary(tmp_path / "steady.json", {"k": {"quiet": quiet, "loaded": [1.0] * 19 + [1.5]}}, {})
    tailed = write_summary(tmp_path / "tailed.json", {"k": {"quiet": quiet, "loaded": [1.0] * 16 + [1.5] * 4}}, {})
    assert steady["within_1pct"] and steady["tail_not_heavier"]
    assert tailed["within_1pct"] and not tailed["tail_not_heavier"]
    assert tailed["kernels"][0]["slow_share_loaded"] == 0.2
    assert json.loads((tmp_path / "tailed.json").read_text())["tail_not_heavier"] is False
    # one verdict per loaded condition (workers at another nice value), and over all of them
    both = write_summary(tmp_path / "both.json", {"k": {"quiet": quiet, "loaded": [1.0] * 16 + [1.5] * 4,
                                                        "loaded_nice10": [1.0] * 20}}, {})
    assert both["verdicts"] == {"loaded": {"within_1pct": True, "tail_not_heavier": False},
                                "loaded_nice10": {"within_1pct": True, "tail_not_heavier": True}}
    assert not both["tail_not_heavier"] and [r["condition"] for r in both["kernels"]] == ["loaded", "loaded_nice10"]


def test_pipeline_check_measures_each_build_nice_in_blocks_of_its_own(tmp_path):
    # On llvm only to exercise the script: builds and timings share this machine's cores.
    out = tmp_path / "pc.json"
    subprocess.run([sys.executable, str(BENCH / "pipeline_check.py"), "--target", "llvm", "--shapes", "32,32,32",
                    "--workers", "1", "--blocks", "1", "--per-block", "2", "--settle-s", "0", "--setting", "1,1,1",
                    "--build-nice", "0", "10", "--out", str(out)], check=True, capture_output=True, text=True)
    report = json.loads(out.read_text())
    assert report["build_nice"] == [0, 10] and set(report["verdicts"]) == {"loaded", "loaded_nice10"}
    assert all(len(r["samples_s"][name]) == 2 for r in report["kernels"] for name in ("quiet", "loaded", "loaded_nice10"))


@pytest.mark.slow
def test_compile_cost_replays_a_searchs_candidates_and_times_each_phase(tmp_path):
    out = tmp_path / "compile_cost.json"
    run_bench("compile_cost.py", "--workers", "1", "--limit", "2", "--compare-ptx", "--out", str(out))
    result = json.loads(out.read_text())
    compared = [r["ptx_equal"] for r in result["candidates"] if r["ptx_equal"] is not None]
    assert result["ptx_equal"] == {"same": sum(compared), "compared": len(compared)}
    assert all(("ptx_difference" in r) == (r["ptx_equal"] is False) for r in result["candidates"])
    assert [r["candidate"] for r in result["candidates"]] == [0, 1]
    for row in result["candidates"]:
        assert row["source_chars"] > 1000 and row["lower_s"] > 0  # the kernel's CUDA source, not an empty one
        for compiler in ("nvrtc", "nvcc"):  # timed, or why not (a machine without that compiler)
            assert (row[f"{compiler}_s"] or 0) > 0 or row[f"{compiler}_error"]
    assert result["phases"]["lower_s"]["n"] == 2 and set(result["toolchain"]) == {"nvrtc", "nvcc"}


def test_ptx_is_compared_by_its_kernels_alone():
    from compile_cost import ptx_kernels

    kernel = ".visible .entry main_kernel(\n\t.param .u64 p0\n)\n{\n\tld.global.f32 %f1, [%rd1];\n\tret;\n}\n"
    nvrtc = "//\n// Generated by NVIDIA NVVM Compiler\n// Cuda compilation tools, release 13.5\n.version 9.1\n" \
            ".func _ZN4cuda3std7helperEv()\n{\n\tret;\n}\n" + kernel
    nvcc = "//\n// Cuda compilation tools, release 13.0\n.version 9.0\n" + kernel.replace("\tret;", "\t// end\n\tret;")
    assert ptx_kernels(nvrtc.encode()) == ptx_kernels(bytearray(nvcc.encode())) == ptx_kernels(kernel)
    assert ptx_kernels(kernel) != ptx_kernels(kernel.replace("ld.global.f32", "ld.global.nc.f32"))
    scoped = kernel.replace("\tret;", "\t{\n\t.reg .b32 %r<2>;\n\t}\n\tret;")  # a nested scope ends no kernel
    assert ptx_kernels(scoped) != ptx_kernels(scoped.replace("\tret;", "\tbar.sync 0;\n\tret;"))


def test_a_ptx_difference_names_the_first_line_where_the_kernels_part():
    from compile_cost import ptx_difference

    ours, theirs = ["a", "b", "c"], ["a", "x", "c", "d"]
    assert ptx_difference(ours, theirs) == {"lines": {"nvrtc": 3, "nvcc": 4}, "first_line": 1,
                                            "nvrtc": "b", "nvcc": "x"}
    assert ptx_difference(ours, ours + ["d"])["first_line"] == 3  # one is the other's start
    assert ptx_difference(ours, ours + ["d"])["nvrtc"] is None


def test_a_simulated_round_ends_sooner_when_the_deep_unrolls_start_first():
    from compile_cost import simulated_rounds

    rows = [{"lower_s": 0.0, "nvrtc_s": 1.0, "unroll_depth": 16}] * 7 + [{"lower_s": 0.0, "nvrtc_s": 8.0, "unroll_depth": 1024}]
    rounds = simulated_rounds(rows, workers=4, size=16, draws=200)
    assert rounds["estimated"] and rounds["share_slower"] == 0
    assert rounds["median_round_s_deepest_unroll_first"] < rounds["median_round_s_drawn_order"]
    assert simulated_rounds([{"lower_s": 0.1, "nvrtc_s": None, "unroll_depth": 0}], workers=4) == {}


def test_job_phases_reads_a_search_jobs_moments_off_the_console_and_its_log(tmp_path):
    # the lines as Snakemake 9 and a tune_energy job write them (the BERT layer run's)
    (tmp_path / "console.log").write_text(
        "[Mon Nov 30 20:24:37 2026]\nlocalrule tune_energy:\n    input: results/tasks/t.json\n"
        "    log: logs/tune_energy/t/r0.log\n    jobid: 7\n    wildcards: task=t\n\n"
        "[Mon Nov 30 20:25:20 2026]\nFinished jobid: 7 (Rule: tune_energy)\n"
        "[Mon Nov 30 20:25:21 2026]\nlocalrule tune_latency:\n    log: logs/tune_latency/t/r0.log\n    jobid: 8\n\n"
        "[Mon Nov 30 20:25:40 2026]\nFinished jobid: 8 (Rule: tune_latency)\n")
    log = tmp_path / "logs" / "tune_energy" / "t" / "r0.log"
    log.parent.mkdir(parents=True)
    latency_log = tmp_path / "logs" / "tune_latency" / "t" / "r0.log"
    latency_log.parent.mkdir(parents=True)
    latency_log.write_text(
        "2026-11-30 20:25:22,000 ecotune.gpu_slot INFO GPU: this job uses GPU 0\n"
        "2026-11-30 20:25:25,000 ecotune INFO latency search: 32 trials (0 recorded, 32 to go), 32 per round\n"
        "2026-11-30 20:25:27 [INFO] [task_scheduler.cc:208] Sending 6 sample(s) to builder\n"
        "2026-11-30 20:25:38,000 ecotune INFO round 0: 32/32 trials\n")
    log.write_text(
        "2026-11-30 20:24:38,771 ecotune.gpu_slot INFO GPU: this job uses GPU 0\n"
        "2026-11-30 20:24:43,033 ecotune INFO energy search: 32 trials (0 recorded, 32 to go), 32 per round\n"
        "2026-11-30 20:24:51 [INFO] [task_scheduler.cc:208] Sending 6 sample(s) to builder\n"
        "2026-11-30 20:25:08,027 ecotune INFO round 0: 6/32 trials, k 1.00 -> 1.00\n"
        "2026-11-30 20:25:10,133 ecotune INFO round 1: 6/32 trials, k 1.00 -> 1.00\n")
    out = tmp_path / "phases.json"
    run_bench("job_phases.py", "--console", str(tmp_path / "console.log"), "--directory", str(tmp_path),
              "--out", str(out))
    result = json.loads(out.read_text())
    phases = {k: v["median_s"] for k, v in result["rules"]["tune_energy"].items()}
    assert phases == {"start_to_first_log": 1.0, "first_log_to_search": 5.0, "search_to_first_build": 8.0,
                      "last_round_to_end": 10.0, "total": 43.0}
    # the same task's latency search: 1, 3, 2, 2 and 19 s
    paired = {k: v["median_s"] for k, v in result["minus_latency_same_task"]["tune_energy"].items()}
    assert paired == {"start_to_first_log": 0.0, "first_log_to_search": 2.0, "search_to_first_build": 6.0,
                      "last_round_to_end": 8.0, "total": 24.0}
    assert set(result["minus_latency_same_task"]) == {"tune_energy"}


def test_variant_offset_measures_one_kernel_as_three_variants_and_pairs_them(tmp_path):
    task = tmp_path / "mm.json"
    task.write_text(json.dumps(OperatorSpec.from_dict(
        {"name": "mm_tiny", "kind": "matmul", "shape": {"M": 16, "N": 16, "K": 16}}).to_dict()))
    out = tmp_path / "offset.json"
    stdout = run_bench("variant_offset.py", "--task", str(task), "--target", "llvm", "--meter", "cputime",
                       "--repeats", "3", "--window-s", "0.05", "--out", str(out))
    result = json.loads(out.read_text())
    assert set(result["variants"]) == {"own_a", "own_b", "shared_a"}
    assert sorted(r["variant"] for r in result["rows"] if r["repeat"] == 0) == ["own_a", "own_b", "shared_a"]
    for name in ("own_b", "shared_a"):
        change = result["changes_vs_own_a"][name]
        assert change["latency_change_lo"] <= change["latency_change"] <= change["latency_change_hi"]
        assert f"{name} vs own_a: latency" in stdout


@pytest.mark.slow  # TuneContext imports the tensor intrinsics: ~30 s
def test_warmup_generation_times_round_zero_with_and_without_genetic_iterations(tmp_path, monkeypatch, capsys):
    # in this process: its CUDA space imports MetaSchedule's tensor intrinsics (~27 s on 2
    # cores), which the test process has (or will) import once anyway
    from warmup_generation import main

    out = tmp_path / "warmup.json"
    monkeypatch.setattr(sys, "argv", ["warmup_generation.py", "--task", "mv_gpt2_qkv_1x2304x768", "--seeds", "0",
                                      "--population-size", "64", "--trials-per-round", "4", "--threads", "1",
                                      "--out", str(out)])
    assert main() == 0
    stdout = capsys.readouterr().out
    result = json.loads(out.read_text())
    assert [(r["mode"], r["seed"]) for r in result["runs"]] == [("evolve", 0), ("warmup", 0)]
    assert all(r["candidates"] == 4 and r["seconds"] > 0 for r in result["runs"])
    assert "not a GPU measurement" in result["what"] and "median round-0 generation" in stdout


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


def test_compiler_ab_pairs_each_candidates_two_builds_and_needs_a_gpu_to_time_them(tmp_path):
    from compiler_ab import summarize

    latencies = {(0, "nvrtc"): [1.0, 1.1, 1.0], (0, "nvcc"): [1.2, 1.3, 1.2], (1, "nvrtc"): [2.0], (1, "nvcc"): [2.0]}
    builds = {(0, "nvrtc"): 1.5, (0, "nvcc"): 1.0, (1, "nvrtc"): 2.5, (1, "nvcc"): 1.0}
    result = summarize(latencies, builds, {(0, "nvcc"): False})
    assert [r["nvcc_vs_nvrtc"] for r in result["candidates"]] == pytest.approx([1.2, 1.0])
    assert result["candidates"][0]["nvcc_correct"] is False
    ratio = result["nvcc_vs_nvrtc"]
    assert ratio["geomean"] == pytest.approx(1.2 ** 0.5) and (ratio["ci_lo"], ratio["ci_hi"]) == pytest.approx((1.0, 1.2))
    assert (ratio["slower_by_over_2pct"], ratio["faster_by_over_2pct"]) == (1, 0)
    assert result["build_s"] == {"nvrtc": {"median": 2.0, "total": 4.0}, "nvcc": {"median": 1.0, "total": 2.0}}
    if shutil.which("nvidia-smi"):
        return  # a GPU machine: the script would time the kernels
    # no GPU here: one clear error, before any build
    done = subprocess.run([sys.executable, str(BENCH / "compiler_ab.py"), "--out", str(tmp_path / "ab.json")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and "needs a CUDA GPU" in done.stderr and not (tmp_path / "ab.json").exists()


@pytest.mark.slow
def test_runner_overhead_times_each_phase_and_compares_reused_with_fresh_arguments(tmp_path):
    out = tmp_path / "runner_overhead.json"
    run_bench("runner_overhead.py", "--target", "llvm", "--shape", "16", "16", "16", "--candidates", "2",
              "--passes", "3", "--population-size", "32", "--out", str(out))
    (task,) = json.loads(out.read_text())["tasks"]
    assert task["task"] == "matmul_16x16x16" and task["candidates"] == 2
    assert set(task["phases_in_process_s"]) == {"load_s", "alloc_fill_s", "time_s", "free_s"}
    assert task["phases_in_process_s"]["time_s"] > 0
    for variant in ("fresh", "reused", "busy"):
        assert len(task["passes"][variant]) == 3  # the first (worker start) is kept apart
        assert all(len(p["latency_s"]) == 2 and min(p["latency_s"]) > 0 for p in task["passes"][variant])
    assert task["evolution_draws_beside_busy_passes"] >= 1  # busy passes really ran beside an evolution
    for check, ratios in (("latency_fresh_vs_fresh", 2), ("latency_reused_vs_fresh", 4), ("latency_busy_vs_reused", 4)):
        summary = task[check]
        assert (summary["candidates"], summary["ratios"]) == (2, ratios)
        assert summary["ci_lo"] <= summary["geomean_ratio"] <= summary["ci_hi"]


@pytest.mark.slow
def test_evolution_profile_draws_a_round_with_a_trained_model_and_splits_its_time(tmp_path):
    out = tmp_path / "evolution.json"
    # 128: MetaSchedule's search needs 50 valid unmeasured schedules in its initial population
    run_bench("evolution_profile.py", "--draws", "1", "--population-size", "128", "--trials-per-round", "4",
              "--threads", "2", "--out", str(out))
    report = json.loads(out.read_text())
    assert report["measured_records"] == 256  # the committed search's records trained the model
    (run,) = report["runs"]
    assert run["candidates"] == 4 and run["seconds"] > 0
    assert {"EvoSearch/Evolve/Mutation", "EvoSearch/SampleInitPopulation"} <= set(run["parts_s"])
    assert 0 < run["feature_extraction_s"] <= run["parts_s"]["EvoSearch/Evolve/PredictNormalizedScore"]
    assert "not a GPU measurement" in report["what"]
