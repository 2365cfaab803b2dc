"""Where a CUDA candidate's build time goes (issue 12, item 1): TVM's lowering and CUDA code
generation, then the CUDA compiler, NVRTC (TVM's default, in the build worker) or nvcc
(TVM_CUDA_COMPILE_MODE=nvcc, a subprocess). Needs no GPU: compilation is host work.

Candidates are replayed from a search's database (its traces, decisions included), so they
are what a search builds, not random samples: heavily unrolled kernels compile several
times slower than the design space's first samples. --workers processes each time their
share of the candidates at once, to see the cost under a search's parallel load (a round
runs one build per core). Reports per phase the median, mean and max seconds per
candidate, per candidate the CUDA source size and unroll depth, and (labelled estimated) a
round's build wall time simulated from these times, in drawn order and deepest unroll first
as ecotune's builder hands candidates out.

On the GPU machine's host (16 cores; under a minute, two with --compare-ptx):
    python3 bench/compile_cost.py --workers 16 --out bench/results/compile_cost_h200.json
--compare-ptx also compiles each candidate to PTX with both compilers: where NVRTC and nvcc
are one CUDA version (13.0 on the H200 host) and TVM passes them the same flags, the same
PTX means the same kernel, so nvcc's cheaper compile cannot change what is measured.
Here (2 cores): python3 bench/compile_cost.py --workers 2 --limit 8 --out /tmp/compile_cost.json
NVRTC needs the CUDA headers: TVM looks for them next to `nvcc` or under $CUDA_PATH.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from ecotune.outputs import write_json  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATABASE = ROOT / "bench/results/foundation_h200/results/tune/latency/mm_1024x1024x1024"
# The compute attributes MetaSchedule's CUDA target carries (ecotune.target.cuda_target on an H200).
H200 = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152,
        "thread_warp_size": 32, "registers_per_block": 65536}
PHASES = ("lower_s", "nvrtc_s", "nvcc_s")


def load_candidates(database: Path, limit: int) -> list:
    from tvm.s_tir import meta_schedule as ms

    db = ms.database.JSONDatabase(str(database / "database_workload.json"),
                                  str(database / "database_tuning_record.json"), allow_missing=False)
    return db.get_all_tuning_records()[:limit]


@lru_cache(maxsize=4)
def candidates_of(database: str, limit: int) -> list:
    """A worker's copy of the database's first candidates, read once for all its jobs."""
    return load_candidates(Path(database), limit)


def generated_source(mod, target) -> str:
    """The CUDA source TVM generates for a scheduled module, compiling nothing. With TVM's
    CUDA runtime the build hands the source to the compile callback (a stub here, so the
    time is lowering and code generation only; TVM 0.27 passes the source alone on the H200,
    the target too elsewhere); without it, the built module keeps the source."""
    import tvm

    from ecotune.cuda_compile import install
    from ecotune.schedules import compile_module

    install()  # first: compile_module installs ecotune's callback, which would replace the stub
    previous = tvm.get_global_func("tvm_callback_cuda_compile", allow_missing=True)
    sources: list[str] = []
    tvm.register_global_func("tvm_callback_cuda_compile", lambda code, *_: sources.append(code) or bytearray(b"stub"),
                             override=True)
    try:
        module = compile_module(mod, target)
    finally:
        if previous is not None:
            tvm.register_global_func("tvm_callback_cuda_compile", previous, override=True)
    return sources[-1] if sources else module.imports[0].inspect_source("cuda")


def scheduled(record):
    """The record's candidate as the search built it: its trace (decisions included) replayed
    on its workload, postprocessors kept."""
    from tvm.s_tir import Schedule

    sch = Schedule(record.workload.mod)
    record.trace.apply_to_schedule(sch, remove_postproc=False)
    return sch


def ptx_kernels(ptx: bytes | bytearray | str) -> list[str]:
    """The kernel entries of a PTX text, comments dropped: NVRTC's PTX also carries what
    its libcu++ headers define, and both headers name their compiler."""
    text = ptx if isinstance(ptx, str) else bytes(ptx).decode()
    kernels, inside = [], False
    for line in text.splitlines():
        inside = inside or ".entry" in line
        if inside and line.strip() and not line.lstrip().startswith("//"):
            kernels.append(line)
        inside = inside and line.rstrip() != "}"  # an entry ends at a brace in column 0
    return kernels


def ptx_difference(nvrtc: list[str], nvcc: list[str]) -> dict:
    """Where two kernels' PTX lines part: the line counts and the first differing pair
    (the H200 host's NVRTC and nvcc 13.0 differed for every candidate; this says how)."""
    first = next((i for i, pair in enumerate(zip(nvrtc, nvcc)) if pair[0] != pair[1]), min(len(nvrtc), len(nvcc)))
    return {"lines": {"nvrtc": len(nvrtc), "nvcc": len(nvcc)}, "first_line": first,
            "nvrtc": nvrtc[first][:200] if first < len(nvrtc) else None,
            "nvcc": nvcc[first][:200] if first < len(nvcc) else None}


def time_candidates(database: str, indices: list[int], compare_ptx: bool = False) -> list[dict]:
    """In a worker process: replay and compile candidates `indices` of the database; with
    compare_ptx, also whether NVRTC and nvcc emit the same PTX for it (after the timings)."""
    import tvm
    from tvm.support import nvcc

    from ecotune.search.builder import unroll_depth

    records = load_candidates(Path(database), max(indices) + 1)
    target = tvm.target.Target(H200)
    rows = []
    for i in indices:
        sch = scheduled(records[i])
        row = {"candidate": i, "unroll_depth": unroll_depth(sch.mod)}
        start = time.perf_counter()
        code = generated_source(sch.mod, target)  # lowering and code generation; the compilers below
        row["lower_s"] = time.perf_counter() - start
        if not code:
            raise RuntimeError(f"candidate {i}: no CUDA source came out of the build")
        row["source_chars"] = len(code)
        with target:
            for compiler in ("nvrtc", "nvcc"):
                start = time.perf_counter()
                try:
                    nvcc.compile_cuda(code, target_format="cubin", arch="sm_90", compiler=compiler)
                    row[f"{compiler}_s"] = time.perf_counter() - start
                except Exception as why:  # noqa: BLE001 - a compiler that is missing here is recorded
                    row[f"{compiler}_s"], row[f"{compiler}_error"] = None, str(why).splitlines()[0][:200]
            if compare_ptx:
                try:
                    ptx = {compiler: ptx_kernels(nvcc.compile_cuda(code, target_format="ptx", arch="sm_90",
                                                                   compiler=compiler))
                           for compiler in ("nvrtc", "nvcc")}
                except Exception:  # noqa: BLE001 - one compiler missing: nothing to compare
                    row["ptx_equal"] = None
                else:
                    row["ptx_equal"] = ptx["nvrtc"] == ptx["nvcc"]
                    if not row["ptx_equal"]:
                        row["ptx_difference"] = ptx_difference(ptx["nvrtc"], ptx["nvcc"])
        rows.append(row)
    return rows


def toolchain() -> dict:
    """The two compilers' versions: NVRTC (cuda-python's) and nvcc (the one on PATH) may differ,
    and so may the kernels they make."""
    import subprocess

    versions = {}
    try:
        from cuda.bindings import nvrtc

        _, major, minor = nvrtc.nvrtcVersion()
        versions["nvrtc"] = f"{major}.{minor}"
    except Exception as why:  # noqa: BLE001
        versions["nvrtc"] = f"unavailable: {why}"
    try:
        versions["nvcc"] = subprocess.run(["nvcc", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    except OSError as why:
        versions["nvcc"] = f"unavailable: {why}"
    return versions


def summarize(rows: list[dict]) -> dict:
    out = {}
    for phase in PHASES:
        values = [r[phase] for r in rows if r.get(phase) is not None]
        if values:
            out[phase] = {"median": statistics.median(values), "mean": statistics.mean(values),
                          "max": max(values), "n": len(values)}
    return out


def simulated_rounds(rows: list[dict], *, workers: int, size: int = 64, draws: int = 2000, seed: int = 0) -> dict:
    """A round's build wall time, simulated from the measured times (lowering + NVRTC): `size`
    candidates drawn with replacement, handed to `workers` workers as each frees up, in the
    drawn order or deepest unroll first (the builder's order). Medians over `draws` rounds."""
    import heapq
    import random

    def makespan(times: list[float]) -> float:
        free = [0.0] * workers
        for t in times:
            heapq.heappush(free, heapq.heappop(free) + t)
        return max(free)

    timed = [r for r in rows if r.get("nvrtc_s") is not None]
    if not timed:
        return {}
    rng, drawn, ordered = random.Random(seed), [], []
    for _ in range(draws):
        pick = [rng.choice(timed) for _ in range(size)]
        drawn.append(makespan([r["lower_s"] + r["nvrtc_s"] for r in pick]))
        deep_first = sorted(pick, key=lambda r: -r["unroll_depth"])
        ordered.append(makespan([r["lower_s"] + r["nvrtc_s"] for r in deep_first]))
    gains = [1 - o / d for o, d in zip(ordered, drawn)]
    return {"estimated": True, "workers": workers, "round_size": size, "draws": draws,
            "median_round_s_drawn_order": statistics.median(drawn),
            "median_round_s_deepest_unroll_first": statistics.median(ordered),
            "median_gain": statistics.median(gains), "share_slower": sum(g < 0 for g in gains) / draws}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", type=Path, default=DEFAULT_DATABASE,
                        help="a folder with database_workload.json and database_tuning_record.json (CUDA records)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--limit", type=int, default=64, help="candidates to time")
    parser.add_argument("--round-workers", type=int, default=16, help="build workers of the simulated rounds")
    parser.add_argument("--compare-ptx", action="store_true",
                        help="also compare NVRTC's and nvcc's PTX of each candidate (same PTX and the same "
                             "ptxas version and flags make the same kernel)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    count = len(load_candidates(args.database, args.limit))
    shares = [list(range(w, count, args.workers)) for w in range(args.workers)]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        work = [s for s in shares if s]
        rows = sorted((r for part in pool.map(time_candidates, [str(args.database)] * len(work), work,
                                              [args.compare_ptx] * len(work)) for r in part),
                      key=lambda r: r["candidate"])
    summary = summarize(rows)
    compared = [r["ptx_equal"] for r in rows if r.get("ptx_equal") is not None]
    if args.compare_ptx:
        print(f"NVRTC and nvcc emitted the same kernel PTX for {sum(compared)} of {len(compared)} candidates")
    rounds = simulated_rounds(rows, workers=args.round_workers)
    for phase, s in summary.items():
        print(f"{phase}: median {s['median']:.2f} s, mean {s['mean']:.2f} s, max {s['max']:.2f} s (n={s['n']})")
    database = args.database.resolve()
    shown = database.relative_to(ROOT) if database.is_relative_to(ROOT) else database
    write_json(args.out, {"database": str(shown), "workers": args.workers, "cpus": os.cpu_count(),
                          "toolchain": toolchain(),
                          "elapsed_s": time.perf_counter() - start, "phases": summary,
                          "simulated_round": rounds,
                          "ptx_equal": {"same": sum(compared), "compared": len(compared)} if args.compare_ptx else None,
                          "candidates": rows})
    if rounds:
        print(f"simulated 64-candidate rounds on {args.round_workers} workers (estimate from these times): median "
              f"{rounds['median_round_s_drawn_order']:.2f} s in drawn order, "
              f"{rounds['median_round_s_deepest_unroll_first']:.2f} s deepest unroll first")
    return 0


if __name__ == "__main__":
    sys.exit(main())
