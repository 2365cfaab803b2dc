"""Are nvcc's kernels as fast as NVRTC's? (issue 12: nvcc compiles a search's candidates in
0.6-0.7x NVRTC's time on the H200 host, but the two emitted different PTX for every candidate
compared, bench/results/compile_cost_h200_ptx2.json, so the switch needs a timing check.)

Each of the first --limit candidates of a search's database is built twice, with
TVM_CUDA_COMPILE_MODE=nvrtc (TVM's default) and =nvcc, --workers builds at a time (a round's
load; NVRTC as the builder calls it, without TVM's unused type_traits include, which changes
no kernel: bench/nvrtc_header.py), then both modules are timed on the GPU as the search's
runner times a candidate (CUDA events, number 1, repeat 3, 10 ms each; the median), in --rounds rounds, each round a
fresh random order of every (candidate, compiler), on one set of device buffers. Both
outputs are checked against NumPy. Reported: per candidate the median latency per compiler
and their ratio; the geometric mean of the ratios with a 95 % bootstrap CI over candidates;
each compiler's build seconds (lowering included) under that load.

On the GPU machine (16 cores; about 3 minutes for 32 candidates):
    python3 bench/compiler_ab.py --workers 16 --limit 32 --out bench/results/compiler_ab_h200.json
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import statistics
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from compile_cost import DEFAULT_DATABASE, candidates_of, scheduled  # noqa: E402

from ecotune.outputs import write_json  # noqa: E402

COMPILERS = ("nvrtc", "nvcc")
SPEC = {"name": "mm_1024x1024x1024", "kind": "matmul", "shape": {"M": 1024, "N": 1024, "K": 1024}}


def build(database: str, limit: int, target: dict, index: int, compiler: str, build_dir: str) -> tuple[str, float]:
    """In a worker process: candidate `index` of the database, compiled with `compiler`."""
    os.environ["TVM_CUDA_COMPILE_MODE"] = compiler  # TVM's compile callback reads it per call
    import tvm

    from ecotune.search.builder import build_module

    sch = scheduled(candidates_of(database, limit)[index])
    out = Path(build_dir) / f"{index}_{compiler}"
    out.mkdir()
    return build_module(sch.mod, tvm.target.Target(target), str(out))


def summarize(latencies: dict[tuple[int, str], list[float]], build_s: dict[tuple[int, str], float],
              correct: dict[tuple[int, str], bool], seed: int = 0) -> dict:
    """Per candidate the median latency per compiler and nvcc / nvrtc; their geometric mean
    with a 95 % bootstrap CI over candidates; build seconds per compiler."""
    from ecotune.stats import bootstrap_ci

    rows = []
    for index in sorted({i for i, _ in latencies}):
        row = {"candidate": index}
        for compiler in COMPILERS:
            row[f"{compiler}_latency_s"] = statistics.median(latencies[index, compiler])
            row[f"{compiler}_build_s"] = build_s.get((index, compiler))
            row[f"{compiler}_correct"] = correct.get((index, compiler))
        row["nvcc_vs_nvrtc"] = row["nvcc_latency_s"] / row["nvrtc_latency_s"]
        rows.append(row)
    out: dict = {"candidates": rows}
    if rows:
        point, lo, hi = bootstrap_ci(np.log([r["nvcc_vs_nvrtc"] for r in rows]), np.mean, seed=seed)
        out["nvcc_vs_nvrtc"] = {"geomean": math.exp(point), "ci_lo": math.exp(lo), "ci_hi": math.exp(hi),
                                "slower_by_over_2pct": sum(r["nvcc_vs_nvrtc"] > 1.02 for r in rows),
                                "faster_by_over_2pct": sum(r["nvcc_vs_nvrtc"] < 0.98 for r in rows)}
    out["build_s"] = {c: {"median": statistics.median(v), "total": sum(v)} for c in COMPILERS
                      if (v := [s for (_, comp), s in build_s.items() if comp == c])}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", type=Path, default=DEFAULT_DATABASE, help="a search's work folder (mm 1024^3)")
    parser.add_argument("--limit", type=int, default=32)
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    from ecotune.target import cuda_target

    try:
        target = cuda_target()
    except Exception as why:  # noqa: BLE001 - the timing needs the GPU; say so before building
        print(f"compiler_ab: needs a CUDA GPU to time the kernels ({why})", file=sys.stderr)
        return 2
    import tvm

    from ecotune.kernels import device_buffers
    from ecotune.workloads import OperatorSpec, output_matches, random_inputs, reference

    spec = OperatorSpec.from_dict(SPEC)
    inputs = random_inputs(spec, args.seed)
    expected = reference(spec, inputs)
    jobs = [(i, c) for i in range(args.limit) for c in COMPILERS]
    # spawn: the check above initialised CUDA here, and a forked worker inherits a CUDA
    # context it cannot use (cudaErrorInitializationError on the H200 host, 2026-12-01)
    spawn = multiprocessing.get_context("spawn")
    with (tempfile.TemporaryDirectory(prefix="compiler_ab-") as tmp,
          ProcessPoolExecutor(args.workers, mp_context=spawn) as pool):
        futures = {job: pool.submit(build, str(args.database), args.limit, target.target, *job, tmp) for job in jobs}
        built = {job: f.result() for job, f in futures.items()}
        args_dev, out = device_buffers(spec, target, inputs)
        modules = {job: tvm.runtime.load_module(path) for job, (path, _) in built.items()}
        correct = {}
        for job, module in modules.items():
            out.copyfrom(np.full(out.shape, np.nan, dtype=out.dtype))
            module["main"](*args_dev, out)
            correct[job] = output_matches(spec, out.numpy(), expected)[0]
        rng = np.random.default_rng(args.seed)
        latencies: dict = {job: [] for job in jobs}
        for _ in range(args.rounds):
            for k in rng.permutation(len(jobs)):
                timer = modules[jobs[k]].time_evaluator("main", out.device, number=1, repeat=3, min_repeat_ms=10)
                latencies[jobs[k]].append(float(np.median(timer(*args_dev, out).results)))
    result = summarize(latencies, {job: s for job, (_, s) in built.items()}, correct, args.seed)
    write_json(args.out, {"what": "NVRTC vs nvcc builds of the same candidates, timed on the GPU",
                          "device": target.device_name, "database": str(args.database), "limit": args.limit,
                          "workers": args.workers, "rounds": args.rounds, **result})
    print({k: result[k] for k in ("nvcc_vs_nvrtc", "build_s") if k in result})
    print("incorrect outputs:", [job for job, ok in correct.items() if not ok])
    return 0


if __name__ == "__main__":
    sys.exit(main())
