"""What the latency runner spends on a candidate besides timing it (issue 12), and whether
reusing the argument buffers changes a latency.

After the overlap of evolution with builds and runs, a steady 64-candidate round on the H200
took 13-15 s, of which the runner took 0.12-0.17 s a candidate (8-11 s a round) for about
0.04 s of timing (3 timings of >= 10 ms). This script finds where the rest goes and checks
the fix:

1. Candidates: schedules sampled from each task's design space for the target, kept if
   MetaSchedule's post-processors accept them (as the evolutionary search keeps them), and
   built as the search's builder builds them (ecotune.search.builder.build_module).
2. Where a candidate's time goes, in this process, candidate by candidate, with the runner's
   settings: load the module, allocate and random-fill its arguments (MetaSchedule's
   default_alloc_argument), time it (run_evaluator_common), free the arguments.
3. The runner as a search uses it, whole rounds (all candidates in one run() call), in
   --passes interleaved passes: `fresh` (arguments allocated per candidate, MetaSchedule's
   LocalRunner) and `reused` (ecotune.search.runner.reused_arguments). The first pass of
   each starts its worker and is reported apart. Per candidate: wall time, and the latency
   (median of its timings). reused vs fresh is compared with fresh vs fresh (two passes of
   the same runner), so the latency check is against the runner's own noise.

On the H200 (about 2 minutes):
    python3 bench/runner_overhead.py --target cuda --out bench/results/runner_overhead_h200.json
Here (CPU, small):
    python3 bench/runner_overhead.py --target llvm --shape 64 64 64 --candidates 6 --passes 3 --out /tmp/ro.json
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.outputs import write_json  # noqa: E402

TASKS = ("mm_bert_ffn1_512x3072x768", "mv_gpt2_qkv_1x2304x768")
VARIANTS = ("fresh", "reused", "busy")


def valid_candidates(spec, target_info, count: int, max_draws: int = 400) -> list:
    """Up to `count` scheduled modules of the task's design space that pass the post-processors."""
    from tvm.s_tir import meta_schedule as ms

    from ecotune.schedules import normalize
    from ecotune.search.spaces import space_for, tensor_intrinsics
    from ecotune.workloads import make_primfunc

    func = make_primfunc(spec)
    mod, target, space = normalize(func), target_info.tvm_target(), space_for(func, target_info.target)
    kept = []
    with tensor_intrinsics(space.tensor_intrinsics):  # as a search: fp32 spaces skip their ~20 s import
        for seed in range(max_draws):
            ctx = ms.TuneContext(mod=mod, target=target, space_generator=space.space, task_name=spec.name,
                                 rand_state=seed + 1, num_threads=1)
            for sch in ctx.generate_design_space():
                if all(post.apply(sch) for post in ctx.space_generator.postprocs):
                    kept.append(sch.mod)
            if len(kept) >= count:
                break
    return kept[:count]


def built_inputs(mods: list, target_info, build_dir: str) -> list:
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo
    from tvm.s_tir.meta_schedule.runner import RunnerInput

    from ecotune.search.builder import build_module

    inputs = []
    for mod in mods:
        try:
            artifact, _ = build_module(mod, target_info.tvm_target(), build_dir)
        except Exception as exc:  # noqa: BLE001 - a candidate that does not build is left out
            print(f"  build failed: {str(exc).splitlines()[-1][:120]}")
            continue
        inputs.append(RunnerInput(artifact, target_info.device_type, ArgInfo.from_entry_func(mod, remove_preproc=True)))
    return inputs


def phases(inputs: list, config) -> dict:
    """Per candidate, in this process: load, allocate, time, free (seconds, median over candidates)."""
    import tvm
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    rows = []
    for inp in inputs:
        dev = tvm.runtime.device(inp.device_type, 0)
        t0 = time.perf_counter()
        rt_mod = tvm.runtime.load_module(inp.artifact_path)
        t1 = time.perf_counter()
        args = default_alloc_argument(dev, [a.as_json() for a in inp.args_info], 1)
        dev.sync()
        t2 = time.perf_counter()
        run_evaluator_common(rt_mod, dev, config, args)
        t3 = time.perf_counter()
        del args
        dev.sync()
        t4 = time.perf_counter()
        rows.append({"load_s": t1 - t0, "alloc_fill_s": t2 - t1, "time_s": t3 - t2, "free_s": t4 - t3})
    return {key: statistics.median(r[key] for r in rows) for key in rows[0]} if rows else {}


def one_pass(runner, inputs: list) -> dict:
    from ecotune.tuning_db import median_seconds

    start = time.perf_counter()
    results = [future.result() for future in runner.run(inputs)]
    wall = time.perf_counter() - start
    latencies = [median_seconds(r.run_secs) if r.run_secs and not r.error_msg else float("nan") for r in results]
    return {"wall_s_per_candidate": wall / len(inputs), "latency_s": latencies}


def ratio_summary(a_passes: list[dict], b_passes: list[dict], seed: int = 0) -> dict:
    """b/a per candidate and pass (pass i of b against pass i of a): the geometric mean, a 95 %
    bootstrap CI over candidates, and the shares of single ratios more than 1 % and 5 % off."""
    r = np.log(np.array([b["latency_s"] for b in b_passes]) / np.array([a["latency_s"] for a in a_passes]))
    r = r[:, np.isfinite(r).all(axis=0)]  # candidates that failed in a pass are left out
    if r.size == 0:
        return {}
    per_candidate = r.mean(axis=0)
    rng = np.random.default_rng(seed)
    boot = [rng.choice(per_candidate, len(per_candidate)).mean() for _ in range(2000)]
    return {"candidates": int(r.shape[1]), "ratios": int(r.size), "geomean_ratio": float(np.exp(r.mean())),
            "ci_lo": float(np.exp(np.percentile(boot, 2.5))), "ci_hi": float(np.exp(np.percentile(boot, 97.5))),
            "share_over_1pct": float(np.mean(np.abs(r) > np.log(1.01))),
            "share_over_5pct": float(np.mean(np.abs(r) > np.log(1.05))),
            "max_abs_pct": float(100 * (np.exp(np.abs(r).max()) - 1))}


class Evolution:
    """MetaSchedule's evolutionary search of the task, drawing rounds over and over in a thread
    at the lowest priority (ecotune.search.lookahead), as search.overlap_evolution runs it beside
    the runner; what `busy` passes are timed under."""

    def __init__(self, spec, target_info, population_size: int) -> None:
        import threading

        self.stop, self.draws = threading.Event(), 0
        self._spec, self._target, self._population = spec, target_info, population_size

    def _draw_until_stopped(self) -> None:
        import os

        from tvm.s_tir import meta_schedule as ms

        from ecotune.schedules import normalize
        from ecotune.search.spaces import space_for, tensor_intrinsics
        from ecotune.workloads import make_primfunc

        func = make_primfunc(self._spec)
        cores, space = os.cpu_count() or 1, space_for(func, self._target.target)
        with tensor_intrinsics(space.tensor_intrinsics):
            context = ms.TuneContext(mod=normalize(func), target=self._target.tvm_target(),
                                     space_generator=space.space, task_name="busy", rand_state=1, num_threads=cores,
                                     search_strategy=ms.search_strategy.EvolutionarySearch(
                                         population_size=self._population))
        context.pre_tuning(max_trials=1 << 30, num_trials_per_iter=64, design_spaces=context.generate_design_space(),
                           database=ms.database.MemoryDatabase(),
                           cost_model=ms.CostModel.create("xgb", num_tuning_cores=cores, tree_method="auto"))
        while not self.stop.is_set():
            context.generate_measure_candidates()
            self.draws += 1

    def __enter__(self) -> "Evolution":
        from ecotune.search.lookahead import Lookahead

        self._thread = Lookahead(self._draw_until_stopped)
        time.sleep(1.0)  # let the first draw get going
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self._thread.result()


def measure_task(spec, target_info, settings, args) -> dict:
    from ecotune.search.runner import make_runner

    with tempfile.TemporaryDirectory(prefix="runner-overhead-") as build_dir:
        start = time.perf_counter()
        inputs = built_inputs(valid_candidates(spec, target_info, args.candidates), target_info, build_dir)
        print(f"{spec.name}: {len(inputs)} candidates built in {time.perf_counter() - start:.1f} s")
        runners = {"fresh": make_runner(target_info, settings, reuse_arguments=False),
                   "reused": make_runner(target_info, settings)}
        passes, draws = {v: [] for v in VARIANTS}, 0
        for i in range(args.passes):
            for v in VARIANTS[i % len(VARIANTS):] + VARIANTS[:i % len(VARIANTS)]:  # each goes first in turn
                if v == "busy":
                    with Evolution(spec, target_info, args.population_size) as evolution:
                        passes[v].append(one_pass(runners["reused"], inputs))
                    draws += evolution.draws
                else:
                    passes[v].append(one_pass(runners[v], inputs))
                print(f"  pass {i} {v}: {1e3 * passes[v][-1]['wall_s_per_candidate']:.1f} ms a candidate")
        breakdown = phases(inputs, runners["fresh"].inner.evaluator_config)
    steady = {v: passes[v][1:] for v in VARIANTS}
    return {
        "task": spec.name, "candidates": len(inputs),
        "phases_in_process_s": breakdown,
        "wall_s_per_candidate": {v: {"first_pass": passes[v][0]["wall_s_per_candidate"],
                                     "steady_median": statistics.median(p["wall_s_per_candidate"] for p in steady[v])}
                                 for v in VARIANTS},
        "evolution_draws_beside_busy_passes": draws,
        # the checks, each against the runner's own pass-to-pass noise (fresh vs fresh)
        "latency_fresh_vs_fresh": ratio_summary(steady["fresh"][:-1], steady["fresh"][1:]),
        "latency_reused_vs_fresh": ratio_summary(steady["fresh"], steady["reused"]),
        "latency_busy_vs_reused": ratio_summary(steady["reused"], steady["busy"]),
        "passes": passes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=["llvm", "cuda"], default="cuda")
    parser.add_argument("--tasks", nargs="+", default=list(TASKS), help="suite tasks")
    parser.add_argument("--shape", nargs=3, type=int, default=None, metavar=("M", "N", "K"),
                        help="instead: one fp32 matmul of this shape")
    parser.add_argument("--candidates", type=int, default=32, help="candidates per task")
    parser.add_argument("--passes", type=int, default=5, help="passes per runner (the first starts its worker)")
    parser.add_argument("--population-size", type=int, default=512, help="of the evolution beside the busy passes")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    from throughput import task_spec

    from ecotune.search.tune_loop import SearchSettings
    from ecotune.target import cuda_target, llvm_target

    target_info = cuda_target() if args.target == "cuda" else llvm_target()
    settings = SearchSettings(trials=1, trials_per_round=1, seed=0)
    rows = []
    for spec in ([task_spec("", args.shape)] if args.shape else [task_spec(name) for name in args.tasks]):
        rows.append(measure_task(spec, target_info, settings, args))
        write_json(args.out, {"target": target_info.target, "device": target_info.device_name,
                              "pci_bus_id": target_info.pci_bus_id, "tasks": rows})
    for row in rows:
        wall = row["wall_s_per_candidate"]
        print(f"{row['task']}: in process {({k: round(1e3 * v, 1) for k, v in row['phases_in_process_s'].items()})} ms; "
              f"runner, ms a candidate: {({v: round(1e3 * w['steady_median'], 1) for v, w in wall.items()})}")
        for check in ("latency_fresh_vs_fresh", "latency_reused_vs_fresh", "latency_busy_vs_reused"):
            print(f"  {check}: {({k: round(v, 4) for k, v in row[check].items()})}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
