"""Search throughput: stock MetaSchedule against ecotune's latency search, same
task, trials and seeds, in one process.

stock    ms.tune_tir with MetaSchedule's defaults for the target: builder "local"
         (LocalBuilder: a fresh process pool per round, tensor intrinsics imported in every
         worker, 30 s timeout), runner "local" (EvaluatorConfig 3/1/100 ms), XGB cost model,
         default space, EvolutionarySearch(population_size)
ecotune  ecotune.search.latency.tune_latency, as the tune_latency stage runs it (persistent
         builder, its runner, its design space, overlap_evolution on, the default; --no-overlap-evolution:
         off, as the earlier runs searched)

no_warmup ecotune's latency search with search.warmup_evolution: false (no genetic
         iterations while the cost model scores at random)
overlap  ecotune's latency search with search.overlap_evolution: true (the next round
         evolved while this one builds and runs, once the cost model scores)
pipelined overlap, and search.pipeline_runs: each candidate timed as its build ends, while the
         round's other candidates compile (at builder.PIPELINED_BUILD_NICE)
pipelined_r128, pipelined_pop256: pipelined with rounds of 128 trials, or a population of 256
         (less evolution per trial; they change the search, so compare best latency at equal trials)
pipelined_verify_picks: pipelined with search.verify_picks_only (the learned rounds' evolution
         without VerifyGPUCode, which then checks their picks alone)
pipelined_warm64, pipelined_verify_picks_warm64: those with search.warmup_samples 64 (the cost
         model scores from round 1, so only round 1 evolves while nothing else runs)

Runs go seed by seed, the searches' order reversed on every other seed, so that a slow
drift of the machine does not favour one search; the process's one-time imports are paid
before the first run. stock's TuneContext imports the tensor intrinsics (~20 s) that
ecotune's fp32 spaces skip, in its first run.
Recorded per run: wall time, each round's wall time (the first includes the set-up),
trials_per_min_total (all trials / wall), trials_per_min_steady (trials of the rounds
after the first / their time), and the best latency (median of a candidate's run_secs)
after each trial; for ecotune's searches, each round's builds (round_builds: wall and worker
seconds, median and slowest compile, the slowest one's unroll depth). The JSON's top level
gives medians over seeds; best latencies are compared at equal trials (the fewest that all
searches of a seed completed). `paired` holds,
for each search against the first of --searches, per-seed ratios (best latency at equal
trials, wall time) and their geometric means with a bootstrap CI over seeds; --combine
pools the seeds of several such JSONs (e.g. one per task) into one such comparison.
--time-limit-s: no run but the first starts once the time is spent, and a run stops after
the round that crosses it; what finished is kept (the JSON is written after every run).
--from-logs rebuilds the JSON from the run lines this script printed (without curves).

On the H200 (about 4 minutes):
    python3 bench/throughput.py --trials 128 --seeds 0 --time-limit-s 230 --out bench/results/throughput_h200.json
The warm-up A/B, per task, then pooled:
    python3 bench/throughput.py --task T --searches ecotune no_warmup --out T.json
    python3 bench/throughput.py --combine mm.json conv.json --out warmup_ab.json
The overlap A/B: --no-overlap-evolution --searches ecotune overlap, with trials well
past XGB's warm-up of 100 (no round is drawn ahead before it), e.g. --trials 512
--trials-per-round 64; the pipelining A/B on top of it: --searches overlap pipelined.
On two GPUs (nvidia-h200-x2), a seed's two searches at once, one a GPU and 16 cores (lanes.py):
    python3 bench/throughput.py --target cuda --lanes 2 --searches pipelined pipelined_verify_picks ...
Here (CPU):
    python3 bench/throughput.py --target llvm --shape 64 64 64 --trials 16 --trials-per-round 8 \
        --population-size 32 --seeds 0 --out /tmp/throughput.json
"""

from __future__ import annotations

import argparse
import logging
import math
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.core.outputs import write_json  # noqa: E402

from run_summary import (  # noqa: E402
    best_so_far, combined, paired, print_run, rates, runs_from_log, searches_of, summarize)

DEFAULT_TASK = "mm_bert_ffn1_512x3072x768"


class DeadlineReached(Exception):
    """Raised after the round that crosses --time-limit-s, to end a run cleanly. TVM's FFI
    re-raises it as a bare RuntimeError, so the callback also sets Deadline.reached."""


class Deadline:
    def __init__(self, at: float) -> None:
        self.at, self.reached = at, False

    def check(self) -> None:
        if time.perf_counter() > self.at:
            self.reached = True
            raise DeadlineReached("time limit reached")


def task_spec(name: str, shape: list[int] | None = None, kind: str = "matmul"):
    """A suite task by name, or (with shape) a fp32 task of that kind: matmul M N K, matvec N K."""
    from ecotune.ops.workloads import SUITE, OperatorSpec

    if shape is None:
        if name not in SUITE:
            raise SystemExit(f"unknown task {name!r}; give a suite name or --shape")
        return SUITE[name]
    dims = dict(zip(("M", "N", "K") if kind == "matmul" else ("N", "K"), shape))
    return OperatorSpec(f"{kind}_{'x'.join(map(str, shape))}", kind, tuple(dims.items()), "float32")


def pick_target(kind: str):
    from ecotune.ops.target import cuda_target, llvm_target

    if kind == "auto":
        try:
            return cuda_target()
        except Exception:  # noqa: BLE001 - no usable GPU: the CPU
            return llvm_target()
    return cuda_target() if kind == "cuda" else llvm_target()


def add_search_arguments(parser: argparse.ArgumentParser) -> None:
    """ecotune's search settings beyond trials and rounds (this script's and convergence.py's)."""
    parser.add_argument("--population-size", type=int, default=512)
    parser.add_argument("--builder-workers", type=int, default=None, help="build workers (default: all cores)")
    parser.add_argument("--pipeline-runs", action="store_true",
                        help="ecotune: time each candidate as soon as it is built (search.pipeline_runs)")
    parser.add_argument("--min-repeat-ms", type=int, default=None,
                        help="ecotune's runner: each timing lasts at least this long (default: the target's)")
    parser.add_argument("--no-gemv-rules", action="store_true", help="ecotune: the default space for GEMVs too")
    parser.add_argument("--no-warmup-evolution", action="store_true",
                        help="ecotune: no genetic iterations while the cost model scores at random "
                             "(search.warmup_evolution: false)")
    parser.add_argument("--overlap-evolution", action=argparse.BooleanOptionalAction, default=True,
                        help="ecotune: evolve the next round while this one builds and runs "
                             "(search.overlap_evolution, on by default as in the workflow)")


def search_settings(args, seed: int):
    """ecotune.search.tune_loop.SearchSettings from the arguments add_search_arguments adds."""
    from ecotune.search.tune_loop import SearchSettings

    return SearchSettings(trials=args.trials, trials_per_round=args.trials_per_round, seed=seed,
                          builder_workers=args.builder_workers, population_size=args.population_size,
                          gemv_rules=not args.no_gemv_rules, min_repeat_ms=args.min_repeat_ms,
                          pipeline_runs=args.pipeline_runs, warmup_evolution=not args.no_warmup_evolution,
                          overlap_evolution=args.overlap_evolution)


# ecotune's searches: what each changes in the settings the arguments give
PIPELINED = {"overlap_evolution": True, "pipeline_runs": True}
VARIANTS = {"ecotune": {}, "no_warmup": {"warmup_evolution": False}, "overlap": {"overlap_evolution": True},
            "pipelined": PIPELINED,
            # less evolution per trial (it sets a pipelined round's pace): rounds of 128, or half the population
            "pipelined_r128": {**PIPELINED, "trials_per_round": 128},
            "pipelined_pop256": {**PIPELINED, "population_size": 256},
            # VerifyGPUCode on the learned rounds' picks only (spaces.py): about half the evolution
            "pipelined_verify_picks": {**PIPELINED, "verify_picks_only": True},
            # the XGB model scores after round 0, so round 2 is drawn ahead (tune_loop.SearchSettings)
            "pipelined_warm64": {**PIPELINED, "warmup_samples": 64},
            "pipelined_verify_picks_warm64": {**PIPELINED, "verify_picks_only": True, "warmup_samples": 64}}
SEARCHES = [*VARIANTS, "stock"]


def run_ecotune(func, target, work_dir: Path, args, seed: int, deadline: Deadline, search: str = "ecotune") -> dict:
    import dataclasses

    import pandas as pd

    from ecotune.core.results import CANDIDATES
    from ecotune.search.latency import tune_latency

    settings = dataclasses.replace(search_settings(args, seed), **VARIANTS[search])
    ends: list[float] = []

    class RoundClock(logging.Filter):  # the search logs "round N: ..." once a round is recorded
        def filter(self, record):
            if record.getMessage().startswith("round "):
                ends.append(record.created - time.time() + time.perf_counter())
                deadline.check()
            return True

    builds: list[dict] = []

    class BuildRounds(logging.Filter):  # the persistent builder's numbers for each round (builder.build_stats)
        def filter(self, record):
            if hasattr(record, "builds"):
                builds.append(record.builds)
            return True

    log, search_log = logging.getLogger(f"throughput.ecotune.{seed}"), logging.getLogger("ecotune.search")
    clock, build_rounds = RoundClock(), BuildRounds()
    log.addFilter(clock)
    search_log.addFilter(build_rounds)
    start, stopped = time.perf_counter(), False
    try:
        summary = tune_latency(func, target, work_dir, settings, log)[1].to_dict()
    except Exception:  # noqa: BLE001 - DeadlineReached, possibly wrapped by TVM's FFI
        if not (ends and deadline.reached):
            raise
        summary, stopped = None, True
    finally:
        log.removeFilter(clock)
        search_log.removeFilter(build_rounds)
    wall = time.perf_counter() - start
    cands = pd.read_csv(work_dir / CANDIDATES.file)
    per_round = cands.groupby("round").size().tolist()[:len(ends)]
    curve = best_so_far(cands["latency_s"].astype(float).tolist()[:sum(per_round)])
    return {"search": search, "seed": seed, "warmup_evolution": settings.warmup_evolution,
            "overlap_evolution": settings.overlap_evolution, "pipeline_runs": settings.pipeline_runs,
            **rates(ends, per_round, start, wall), "stopped_early": stopped,
            "failed": int(cands["error"].notna().sum()), "best_latency_curve_s": curve, "summary": summary,
            "round_builds": builds}


def run_stock(func, target, work_dir: Path, args, seed: int, deadline: Deadline) -> dict:
    from tvm.ir.utils import derived_object
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback

    from ecotune.ops.schedules import normalize
    from ecotune.search.tune_loop import release_meta_schedule_logger
    from ecotune.ops.tuning_db import median_seconds

    ends, per_round, latencies = [], [], []
    failed = [0]

    @derived_object
    class RoundClock(PyMeasureCallback):
        def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results):
            for built, ran in zip(builder_results, runner_results):
                ok = not (built.error_msg or ran.error_msg) and ran.run_secs
                latencies.append(median_seconds(ran.run_secs) if ok else math.nan)
                failed[0] += not ok
            ends.append(time.perf_counter())
            per_round.append(len(measure_candidates))
            deadline.check()

    release_meta_schedule_logger()
    import numpy as np

    np.random.seed(seed)
    builder = ms.builder.LocalBuilder(timeout_sec=args.stock_build_timeout_s, max_workers=args.builder_workers)
    start, stopped = time.perf_counter(), False
    try:
        ms.tir_integration.tune_tir(
            mod=normalize(func), target=target.tvm_target(), work_dir=str(work_dir),
            max_trials_global=args.trials, num_trials_per_iter=args.trials_per_round, builder=builder,
            runner="local", seed=seed, strategy=ms.search_strategy.EvolutionarySearch(population_size=args.population_size),
            measure_callbacks=[*ms.MeasureCallback.create("default"), RoundClock()])
    except Exception:  # noqa: BLE001
        if not (ends and deadline.reached):
            raise
        stopped = True
    wall = time.perf_counter() - start
    return {"search": "stock", "seed": seed, **rates(ends, per_round, start, wall), "stopped_early": stopped,
            "failed": failed[0], "best_latency_curve_s": best_so_far(latencies), "summary": None}


def report_of(runs: list[dict], skipped: list[dict], **facts) -> dict:
    overall = summarize(runs)
    names = searches_of(runs)
    report = {**facts, "searches": {s: overall[s] for s in names}, "paired": paired(runs, facts.get("task", ""))}
    ours = next((n for n in names if n != "stock"), None)
    if ours and "stock" in names:  # the headline figures, for the ecotune search that ran beside stock
        report.update({
            "ecotune_search": ours,
            "trials_per_min_steady": overall[ours]["trials_per_min_steady"],
            "trials_per_min_total": overall[ours]["trials_per_min_total"],
            "stock_trials_per_min": overall["stock"]["trials_per_min_total"],
            "stock_trials_per_min_steady": overall["stock"]["trials_per_min_steady"],
            **{f"speedup_vs_stock_{rate}": overall[ours][f"trials_per_min_{rate}"]
               / overall["stock"][f"trials_per_min_{rate}"] for rate in ("total", "steady")},
            "best_latency_s": {"ecotune": overall[ours]["best_latency_s"],
                               "stock": overall["stock"]["best_latency_s"]}})
    elif names:
        report.update({key: overall[names[0]][key] for key in ("trials_per_min_steady", "trials_per_min_total")})
    return {**report, "best_at_equal_trials": overall["best_at_equal_trials"], "skipped": skipped, "runs": runs}


def run_order(searches: list[str], seeds: list[int]) -> list[tuple[str, int]]:
    """Seed by seed; every other seed reverses the searches' order."""
    return [(s, seed) for i, seed in enumerate(seeds) for s in (searches if i % 2 == 0 else searches[::-1])]


def run_in_process(args, facts: dict, started: float, tmp: Path) -> tuple[list[dict], list[dict], dict]:
    """Every run in this process, one after the other (run_order); --out after each run."""
    from ecotune.ops.workloads import make_primfunc

    deadline = Deadline(started + args.time_limit_s)
    spec, target = task_spec(args.task, args.shape, args.kind), pick_target(args.target)
    # the host too: the builds' cost per kernel varied 2x between machine starts (throughput.md)
    facts = {**facts, "task": spec.name, "target": target.target, "device": target.device_name,
             "pci_bus_id": target.pci_bus_id, "seeds": args.seeds, "host_cpu": target.cpu,
             "host_cores": os.cpu_count()}
    func = make_primfunc(spec)
    runs, skipped = [], []
    import xgboost  # noqa: F401 - the one-time imports, before the first run's clock
    from tvm.s_tir import meta_schedule  # noqa: F401

    from ecotune.search import latency  # noqa: F401

    for search, seed in run_order(list(dict.fromkeys(args.searches)), args.seeds):
        if runs and time.perf_counter() > deadline.at:  # the first run always starts
            skipped.append({"search": search, "seed": seed})
            continue
        work = tmp / f"{search}-{seed}"
        load = os.getloadavg()[0]  # what else ran on the host just before
        if search == "stock":
            runs.append(run_stock(func, target, work, args, seed, deadline))
        else:
            runs.append(run_ecotune(func, target, work, args, seed, deadline, search))
        runs[-1]["load_average_1min_before"] = load
        print_run(runs[-1])
        # after every run, so that a crash or a kill keeps the runs that finished
        write_json(args.out, report_of(runs, skipped, **facts, elapsed_s=time.perf_counter() - started))
    return runs, skipped, facts


def run_in_lanes(args, facts: dict, started: float, tmp: Path) -> tuple[list[dict], list[dict], dict]:
    """--lanes N: N runs at a time, a process each on a GPU and cores of its own (lanes.py):
    with N searches, one seed's; --out after each wave."""
    from lanes import wave_runs

    searches = list(dict.fromkeys(args.searches))
    runs, skipped, facts = [], [], {**facts, "seeds": args.seeds, "lanes": args.lanes}
    for wave, wave_skipped, lane_facts in wave_runs(Path(__file__), sys.argv[1:], run_order(searches, args.seeds),
                                                    args.lanes, args.target, tmp, started + args.time_limit_s,
                                                    args.builder_workers):
        # the first of --searches first, so that it stays the baseline of the paired comparisons
        wave.sort(key=lambda run: (searches.index(run["search"]), run["seed"]))
        runs, skipped, facts = runs + wave, skipped + wave_skipped, {**facts, **lane_facts}
        write_json(args.out, report_of(runs, skipped, **facts, elapsed_s=time.perf_counter() - started))
    return runs, skipped, facts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", default=DEFAULT_TASK)
    parser.add_argument("--shape", nargs="+", type=int, help="a fp32 task of --kind instead: M N K (matvec: N K)")
    parser.add_argument("--kind", default="matmul", choices=["matmul", "matvec"])
    parser.add_argument("--target", default="auto", choices=["auto", "cuda", "llvm"])
    parser.add_argument("--trials", type=int, default=128)
    parser.add_argument("--trials-per-round", type=int, default=64)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    add_search_arguments(parser)  # --builder-workers sizes the stock builder too
    parser.add_argument("--stock-build-timeout-s", type=float, default=30.0, help="LocalBuilder's (30: its default)")
    parser.add_argument("--searches", nargs="+", default=["ecotune", "stock"],
                        choices=SEARCHES,
                        help="the first is the baseline of the paired comparisons")
    parser.add_argument("--time-limit-s", type=float, default=math.inf)
    parser.add_argument("--directory", type=Path, default=None, help="work directories (default: a temporary one)")
    parser.add_argument("--from-logs", type=Path, nargs="+",
                        help="rebuild --out from these logs' run lines; run nothing")
    parser.add_argument("--combine", type=Path, nargs="+", help="pool these reports' paired comparisons; run nothing")
    parser.add_argument("--baseline", help="with --combine: the search the others are compared with in every "
                                           "report (default: each report's first)")
    parser.add_argument("--lanes", type=int, default=1,
                        help="N runs at a time (with N searches, a seed's), each on a GPU and cores of its "
                             "own (lanes.py)")
    parser.add_argument("--note", default="", help="recorded in --out (how the runs were made)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    facts = {"task": args.task, "trials": args.trials, "trials_per_round": args.trials_per_round,
             "population_size": args.population_size, "builder_workers": args.builder_workers, "note": args.note}
    if args.combine:
        report = combined(args.combine, args.baseline)
        write_json(args.out, report)
        print({k: {m: v[m] for m in ("pairs", "best_latency_ratio", "wall_time_ratio") if m in v}
               for k, v in report["paired"].items()})
        return 0
    if args.from_logs:
        runs = [run for log in args.from_logs for run in runs_from_log(log)]
        write_json(args.out, report_of(runs, [], **facts, seeds=sorted({r["seed"] for r in runs}),
                                       rebuilt_from_logs=[str(p) for p in args.from_logs]))
        return 0

    started = time.perf_counter()
    if args.directory:
        args.directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="throughput-", dir=args.directory) as tmp:
        if args.lanes > 1:
            runs, skipped, facts = run_in_lanes(args, facts, started, Path(tmp))
        else:
            runs, skipped, facts = run_in_process(args, facts, started, Path(tmp))
    report = report_of(runs, skipped, **facts, elapsed_s=time.perf_counter() - started)
    write_json(args.out, report)
    print({k: report.get(k) for k in ("task", "trials_per_min_steady", "trials_per_min_total", "stock_trials_per_min",
                                      "stock_trials_per_min_steady", "best_latency_s", "elapsed_s")})
    for name, comparison in report["paired"].items():
        print(name, {m: comparison.get(m) for m in ("pairs", "best_latency_ratio", "wall_time_ratio")})
    return 0


if __name__ == "__main__":
    sys.exit(main())
