"""How many timing repeats a candidate needs (issue 12): the noise and the cost of MetaSchedule's
runner settings (number, repeat, min_repeat_ms) on one fixed kernel.

The kernel is a fp32 matmul (default 512x3072x768, mm_bert_ffn1) with a fixed hand schedule
(tiles on blocks/threads on CUDA; tiles, vectorised and parallel on llvm), compiled as the
search's builder compiles candidates. Each setting is measured --n times, settings
interleaved in a shuffled order, each measurement exactly as MetaSchedule's LocalRunner
makes it (default_run_evaluator: one discarded warm-up call, then `repeat` timings of
`number` calls stretched to min_repeat_ms; the candidate's latency is the median, as in
ecotune.tuning_db.median_seconds). Reported per setting: the coefficient of variation of
that latency over the N measurements, its bias against the most thorough setting, and the
wall time one measurement costs (what the runner pays per candidate, module load excluded).

On the H200 (about 2 minutes):
    python3 bench/runner_repeats.py --target cuda --out bench/results/runner_repeats_h200.json
Here (CPU, small):
    python3 bench/runner_repeats.py --target llvm --shape 128 256 128 --n 10 --out /tmp/rr.json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.outputs import write_json  # noqa: E402

# (number, repeat, min_repeat_ms): ecotune's runner (1,3,50 on CUDA; 1,3,20 on llvm),
# MetaSchedule's EvaluatorConfig default (3,1,100), and cheaper ones.
SETTINGS = [(1, 3, 50), (1, 3, 20), (3, 1, 100), (1, 1, 0), (1, 3, 0), (3, 1, 0), (10, 1, 0),
            (1, 1, 10), (1, 3, 10), (1, 5, 10), (1, 1, 25), (1, 3, 25), (1, 10, 0)]


def fixed_schedule(m: int, n: int, k: int, target_kind: str):
    """A reasonable, fixed schedule of C[m,n] = A[m,k] @ B[k,n] (fp32)."""
    from tvm.s_tir import Schedule

    from ecotune.schedules import normalize
    from ecotune.workloads import OperatorSpec, make_primfunc

    sch = Schedule(normalize(make_primfunc(OperatorSpec("mm", "matmul", (("M", m), ("N", n), ("K", k)), "float32"))))
    block = sch.get_sblock("C")
    i, j, kk = sch.get_loops(block)
    if target_kind == "cuda":
        ti, tj, ri = (16, 16, 4) if m % 64 == 0 and n % 64 == 0 else (8, 8, 1)
        i0, i1, i2 = sch.split(i, [None, ti, ri])
        j0, j1, j2 = sch.split(j, [None, tj, ri])
        k0, k1 = sch.split(kk, [None, 8 if k % 8 == 0 else 1])
        sch.reorder(i0, j0, i1, j1, k0, k1, i2, j2)
        sch.bind(i0, "blockIdx.y")
        sch.bind(j0, "blockIdx.x")
        sch.bind(i1, "threadIdx.y")
        sch.bind(j1, "threadIdx.x")
        local = sch.cache_write(block, 0, "local")
        sch.reverse_compute_at(local, j1)
        sch.decompose_reduction(block, k0)
    else:
        vec = 16 if n % 16 == 0 else 1
        i0, i1 = sch.split(i, [None, 8 if m % 8 == 0 else 1])
        j0, j1 = sch.split(j, [None, vec])
        sch.reorder(i0, j0, kk, i1, j1)
        sch.parallel(sch.fuse(i0, j0))
        sch.vectorize(j1)
        sch.decompose_reduction(block, kk)
    return sch.mod


def measure_once(rt_mod, dev, args, setting, flush: bool) -> tuple[float, float]:
    """(candidate latency s = median of run_secs, wall s of the measurement)."""
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig
    from tvm.s_tir.meta_schedule.runner.local_runner import default_run_evaluator

    number, repeat, min_ms = setting
    config = EvaluatorConfig(number=number, repeat=repeat, min_repeat_ms=min_ms, enable_cpu_cache_flush=flush)
    start = time.perf_counter()
    secs = default_run_evaluator(rt_mod, dev, config, [args])
    return statistics.median(secs), time.perf_counter() - start


def summarize(samples: dict, reference) -> list[dict]:
    ref = statistics.median(samples[reference]["latency_s"]) if samples.get(reference, {}).get("latency_s") else None
    rows = []
    for (number, repeat, min_ms), s in samples.items():
        lat = np.array(s["latency_s"])
        if len(lat) < 2:
            continue
        med = float(np.median(lat))
        rows.append({"number": number, "repeat": repeat, "min_repeat_ms": min_ms, "n": len(lat),
                     "median_latency_s": med, "cv": float(lat.std(ddof=1) / lat.mean()),
                     "max_dev_from_median": float(np.max(np.abs(lat / med - 1))),
                     "bias_vs_reference": (med / ref - 1) if ref else None,
                     "wall_s_per_measurement": float(np.median(s["wall_s"])),
                     "latency_samples_s": s["latency_s"]})
    return sorted(rows, key=lambda r: r["wall_s_per_measurement"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=["llvm", "cuda"], default="cuda")
    parser.add_argument("--shape", nargs=3, type=int, default=[512, 3072, 768], metavar=("M", "N", "K"))
    parser.add_argument("--n", type=int, default=30, help="measurements per setting")
    parser.add_argument("--settings", nargs="*", default=None,
                        help="number,repeat,min_repeat_ms triples (default: a built-in grid)")
    parser.add_argument("--cache-flush", action="store_true", help="enable_cpu_cache_flush (llvm only)")
    parser.add_argument("--noise", type=float, default=0.01, help="acceptable CV and bias (default 1%%)")
    parser.add_argument("--time-limit-s", type=float, default=200.0, help="stop measuring after this long")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    import tvm
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument

    from ecotune.schedules import compile_module
    from ecotune.target import cuda_target, llvm_target

    info = cuda_target() if args.target == "cuda" else llvm_target()
    target = info.tvm_target()
    settings = [tuple(int(float(x)) for x in s.split(",")) for s in args.settings] if args.settings else SETTINGS
    # the most thorough (longest timed) setting: its median stands for the true latency
    reference = max(settings, key=lambda s: (s[1] * max(s[2], 1), s[0] * s[1]))
    mod = fixed_schedule(*args.shape, args.target)
    rt_mod = compile_module(mod, target)
    dev = tvm.runtime.device(info.device_type, 0)
    arg_json = [a.as_json() for a in ArgInfo.from_entry_func(mod, remove_preproc=True)]
    kernel_args = default_alloc_argument(dev, arg_json, 1)[0]
    flush = args.cache_flush and args.target == "llvm"
    measure_once(rt_mod, dev, kernel_args, (1, 3, 20), flush)  # warm the device and caches

    order = [s for _ in range(args.n) for s in settings]
    random.Random(args.seed).shuffle(order)
    samples = {s: {"latency_s": [], "wall_s": []} for s in settings}
    start, stopped_early = time.perf_counter(), False
    for setting in order:
        if time.perf_counter() - start > args.time_limit_s:
            stopped_early = True
            break
        latency, wall = measure_once(rt_mod, dev, kernel_args, setting, flush)
        samples[setting]["latency_s"].append(latency)
        samples[setting]["wall_s"].append(wall)

    rows = summarize(samples, reference)
    good = [r for r in rows if r["cv"] <= args.noise and abs(r["bias_vs_reference"] or 0) <= args.noise]
    report = {"target": info.target, "device": info.device_name, "shape_mnk": args.shape,
              "cache_flush": flush, "n_per_setting": args.n, "stopped_early": stopped_early,
              "measure_s": time.perf_counter() - start, "reference_setting": list(reference),
              "noise_threshold": args.noise,
              "cheapest_within_threshold": {k: good[0][k] for k in ("number", "repeat", "min_repeat_ms")}
              if good else None,
              "settings": rows}
    write_json(args.out, report)
    print(f"{info.device_name}, {args.shape}, reference {reference}")
    print(f"{'number':>6} {'repeat':>6} {'min_ms':>6} {'n':>4} {'median_us':>10} {'cv_%':>6} {'bias_%':>7} "
          f"{'ms/meas':>8}")
    for r in rows:
        bias = r["bias_vs_reference"]
        print(f"{r['number']:>6} {r['repeat']:>6} {r['min_repeat_ms']:>6} {r['n']:>4} "
              f"{r['median_latency_s'] * 1e6:>10.2f} {r['cv'] * 100:>6.2f} "
              f"{(bias or 0) * 100:>7.2f} {r['wall_s_per_measurement'] * 1e3:>8.1f}")
    print("cheapest within", f"{args.noise:.0%}:", json.dumps(report["cheapest_within_threshold"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
