"""What a warm-up round's candidate generation costs, with and without MetaSchedule's genetic
iterations (issue 12; search.warmup_evolution, ecotune.search.warmup).

While MetaSchedule's XGBModel holds fewer than 100 measured candidates it scores at random,
yet EvolutionarySearch still runs four genetic iterations per round on those scores. This
times one round's `generate_measure_candidates` on the host, as a search's round 0 runs it
(empty database, untrained XGB model, ecotune's design space for the H200 target), for
MetaSchedule's EvolutionarySearch and for the same with genetic_num_iters=0. No GPU is
needed: sampling, the post-processors (VerifyGPUCode included) and evolution are host work.
Times are host seconds on the machine it runs on, not GPU measurements.

    python3 bench/warmup_generation.py --task conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1 \
        --seeds 0 1 2 --out bench/results/warmup_generation_cpu2.json
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from compile_cost import H200  # noqa: E402  (the H200 target, as the searches record it)

from ecotune.outputs import write_json  # noqa: E402


def round_zero(task: str, seed: int, genetic_num_iters: int | None, population_size: int, per_round: int,
               threads: int) -> dict:
    """Seconds and candidates of one round-0 generate_measure_candidates."""
    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from ecotune.schedules import normalize
    from ecotune.search.spaces import space_for
    from ecotune.workloads import SUITE, make_primfunc

    func = make_primfunc(SUITE[task])
    space = space_for(func, H200, gemv_rules=True)
    extra = {} if genetic_num_iters is None else {"genetic_num_iters": genetic_num_iters}
    strategy = ms.search_strategy.EvolutionarySearch(population_size=population_size, **extra)
    context = ms.TuneContext(mod=normalize(func), target=Target(H200), space_generator=space.space,
                             search_strategy=strategy, task_name="main", rand_state=seed, num_threads=threads)
    cost_model = ms.CostModel.create("xgb", num_tuning_cores=threads, tree_method="auto")
    context.pre_tuning(max_trials=per_round, num_trials_per_iter=per_round,
                       design_spaces=context.generate_design_space(), database=ms.database.MemoryDatabase(),
                       cost_model=cost_model)
    start = time.perf_counter()
    candidates = context.generate_measure_candidates()
    return {"seconds": time.perf_counter() - start, "candidates": len(candidates or [])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", default="conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--population-size", type=int, default=512)
    parser.add_argument("--trials-per-round", type=int, default=32)
    parser.add_argument("--threads", type=int, default=None, help="the search's threads (default: all cores)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    import os

    threads = args.threads or os.cpu_count() or 1
    runs = []
    for seed in args.seeds:  # alternated, so that drift on the host spreads over both
        for mode, iters in (("evolve", None), ("warmup", 0)):
            run = {"mode": mode, "seed": seed, **round_zero(args.task, seed, iters, args.population_size,
                                                             args.trials_per_round, threads)}
            print(f"seed {seed} {mode}: {run['seconds']:.2f} s, {run['candidates']} candidates", flush=True)
            runs.append(run)
    medians = {mode: statistics.median(r["seconds"] for r in runs if r["mode"] == mode) for mode in ("evolve", "warmup")}
    print(f"median round-0 generation: {medians['evolve']:.2f} s with genetic iterations, "
          f"{medians['warmup']:.2f} s without")
    write_json(args.out, {"task": args.task, "target": H200, "threads": threads, "cpus": os.cpu_count(),
                          "population_size": args.population_size, "trials_per_round": args.trials_per_round,
                          "what": "host seconds of one round-0 generate_measure_candidates (empty database, "
                                  "untrained XGB model); not a GPU measurement",
                          "median_s": medians, "runs": runs})
    return 0


if __name__ == "__main__":
    sys.exit(main())
