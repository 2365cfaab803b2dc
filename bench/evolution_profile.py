"""Where a round's evolution goes once the cost model has learned (issue 12).

With search.overlap_evolution and search.pipeline_runs on the H200, a round drawn ahead waits
for its evolution, not for its builds (bench/results/throughput.md, twenty-third session), so
the evolution sets the pace. This draws such rounds on the host, as a search's later rounds
draw them: MetaSchedule's EvolutionarySearch over ecotune's design space for the H200 target,
with the database and an XGB model trained on the measured records of a committed search
(default: the decisive run's mm_bert_ffn1 latency search, 256 trials); --verify-picks-only draws
in the space without VerifyGPUCode (search.verify_picks_only), and every draw counts its picks
over a GPU limit (which that search drops). MetaSchedule's profiler
splits each draw into its parts (initial population, mutation, cost-model scoring, picks), and
the feature extraction inside the scoring is timed apart. Times are host seconds on the
machine it runs on, not GPU measurements; the H200 host has 16 cores.

    python3 bench/evolution_profile.py --draws 3 --out bench/results/evolution_profile_cpu2.json
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from compile_cost import H200  # noqa: E402  (the H200 target, as the searches record it)

from ecotune.outputs import write_json  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_TASK = "mm_bert_ffn1_512x3072x768"
DEFAULT_RAW = ROOT / f"bench/results/decisive_h200/raw/{DEFAULT_TASK}.raw.tar.xz"


def search_database(raw: Path, task: str, into: Path, replicate: int = 0) -> Path:
    """The latency search's database folder of one replicate, out of a landed raw tarball."""
    folder = f"{task}/results/tune/latency/{task}/r{replicate}"
    with tarfile.open(raw) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(folder + "/database_")]
        tar.extractall(into, members=members, filter="data")
    return into / folder


def trained_model(context, database, threads: int):
    """MetaSchedule's XGB model, updated with every measured record of the database."""
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.schedule import Schedule

    candidates, results = [], []
    for record in database.get_all_tuning_records():
        if not record.run_secs:
            continue
        sch = Schedule(record.workload.mod)
        record.trace.apply_to_schedule(sch, remove_postproc=False)
        candidates.append(ms.MeasureCandidate(sch, record.args_info))
        results.append(ms.runner.RunnerResult([float(s) for s in record.run_secs], None))
    model = ms.CostModel.create("xgb", num_tuning_cores=threads, tree_method="auto")
    model.update(context, candidates, results)
    return model, len(candidates)


class TimedExtractor:
    """The cost model's feature extractor, adding up the seconds it takes (XGBModel looks its
    extractor up at every call, so it can stand in)."""

    def __init__(self, extractor) -> None:
        self.extractor, self.seconds = extractor, 0.0

    def extract_from(self, context, candidates):
        start = time.perf_counter()
        try:
            return self.extractor.extract_from(context, candidates)
        finally:
            self.seconds += time.perf_counter() - start


def draw_rounds(database_dir: Path, task: str, draws: int, population_size: int, per_round: int, threads: int,
                seed: int, verify_picks_only: bool = False) -> dict:
    from tvm.s_tir import meta_schedule as ms
    from tvm.target import Target

    from ecotune.schedules import normalize
    from ecotune.search.spaces import space_for
    from ecotune.workloads import SUITE, make_primfunc

    func = make_primfunc(SUITE[task])
    space = space_for(func, H200, gemv_rules=True, verify_picks_only=verify_picks_only)
    database = ms.database.JSONDatabase(str(database_dir / "database_workload.json"),
                                        str(database_dir / "database_tuning_record.json"), allow_missing=False)
    strategy = ms.search_strategy.EvolutionarySearch(population_size=population_size)
    context = ms.TuneContext(mod=normalize(func), target=Target(H200), space_generator=space.space,
                             search_strategy=strategy, task_name="main", rand_state=seed, num_threads=threads)
    start = time.perf_counter()
    model, measured = trained_model(context, database, threads)
    train_s = time.perf_counter() - start
    model.extractor = timed = TimedExtractor(model.extractor)
    context.pre_tuning(max_trials=10**6, num_trials_per_iter=per_round, design_spaces=context.generate_design_space(),
                       database=database, cost_model=model)
    check = ms.postproc.VerifyGPUCode()  # what a search with verify_picks_only drops afterwards
    check._initialize_with_tune_context(context)
    runs = []
    for _ in range(draws):
        timed.seconds = 0.0
        with ms.Profiler() as profiler:
            start = time.perf_counter()
            candidates = context.generate_measure_candidates()
            seconds = time.perf_counter() - start
        parts = {name: float(s) for name, s in profiler.get().items()}
        over = sum(not check.apply(c.sch.copy()) for c in candidates or [])
        runs.append({"seconds": seconds, "candidates": len(candidates or []), "parts_s": parts,
                     "feature_extraction_s": timed.seconds, "candidates_over_a_gpu_limit": over})
        print(f"draw: {seconds:.2f} s, {runs[-1]['candidates']} candidates ({over} over a GPU limit), "
              f"feature extraction {timed.seconds:.2f} s", flush=True)
        print(profiler.table(), flush=True)
    return {"measured_records": measured, "train_s": train_s, "runs": runs}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", default=DEFAULT_TASK)
    parser.add_argument("--raw", type=Path, default=DEFAULT_RAW, help="a landed raw tarball holding the search")
    parser.add_argument("--database", type=Path, help="a search's database folder instead of --raw")
    parser.add_argument("--draws", type=int, default=3)
    parser.add_argument("--population-size", type=int, default=512)
    parser.add_argument("--trials-per-round", type=int, default=64)
    parser.add_argument("--threads", type=int, default=None, help="the search's threads (default: all cores)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--verify-picks-only", action="store_true",
                        help="the space without VerifyGPUCode, as search.verify_picks_only evolves in")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    threads = args.threads or os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="evolution-profile-") as tmp:
        database = args.database or search_database(args.raw, args.task, Path(tmp))
        result = draw_rounds(database, args.task, args.draws, args.population_size, args.trials_per_round, threads,
                             args.seed, args.verify_picks_only)
    parts = sorted({name for run in result["runs"] for name in run["parts_s"]})
    medians = {name: statistics.median(run["parts_s"].get(name, 0.0) for run in result["runs"]) for name in parts}
    for key in ("seconds", "feature_extraction_s"):
        medians[key] = statistics.median(run[key] for run in result["runs"])
    write_json(args.out, {"task": args.task, "target": H200, "threads": threads, "cpus": os.cpu_count(),
                          "verify_picks_only": args.verify_picks_only,
                          "population_size": args.population_size, "trials_per_round": args.trials_per_round,
                          "source": str(args.database or args.raw),
                          "what": "host seconds of generate_measure_candidates with a trained XGB model and the "
                                  "search's database; not a GPU measurement",
                          "median_s": medians, **result})
    print({k: round(v, 2) for k, v in medians.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
