"""Does timing a kernel while the builder compiles change its latency? (issue 12, the check
that search.pipeline_runs needs before it can be the default).

With search.pipeline_runs each candidate is timed while the round's other candidates still
compile, so the runner shares the host's cores with the build workers. The GPU timer does
not see the CPU, but a launch loop that gets descheduled leaves gaps between launches, and
short kernels are launched back to back. Here fixed kernels (bench/runner_repeats.py's
schedule: a long matmul and a short one) are timed exactly as the runner times candidates
(one warm-up, `repeat` timings of at least min_repeat_ms, the median), in alternating
blocks: quiet, then with --workers build processes compiling without pause (the
persistent builder, building the same kernel over and over), and so on. Reported per
kernel: the median latency quiet and loaded, their ratio with a 95 % bootstrap CI, the CV
of each, and the share of measurements more than 5 % slower than the quiet median. The
check passes when every CI lies within +-1 % (`within_1pct`) and loading adds no more than
two slow measurements per kernel (`tail_not_heavier`): a search times each candidate once.
--build-nice 0 10 measures one loaded condition per nice value of the build workers (the
pipelined builder runs them at builder.PIPELINED_BUILD_NICE), each in its own blocks; a block
starts once the builds of the block before it have ended (from the twenty-third session on:
that session's run, pipeline_check_nice_h200.json, switched blocks while up to 16 builds of
the block before could still run).

On the H200 (about 1 minute a condition):
    python3 bench/pipeline_check.py --workers 16 --build-nice 0 10 --out bench/results/pipeline_check_h200.json
Here (CPU, only to exercise the script: builds and timings share these 2 cores):
    python3 bench/pipeline_check.py --target llvm --shapes 64,64,64 --workers 1 --blocks 2 --per-block 3 --build-nice 0 10 \
        --out /tmp/pc.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from runner_repeats import fixed_schedule, measure_once  # noqa: E402

from ecotune.outputs import write_json  # noqa: E402

OUTLIER_BOUND = 0.05  # a measurement this much above the quiet median counts as slow


class BuildLoad:
    """Build workers (at nice `nice`) compiling `mod` without pause while `on` is set."""

    def __init__(self, mod, target, workers: int, nice: int = 0) -> None:
        from tvm.s_tir.meta_schedule.builder import BuilderInput

        from ecotune.search.builder import PersistentBuilder

        self.builder = PersistentBuilder(max_workers=workers, nice=nice)
        self.inputs = [BuilderInput(mod, target)] * workers
        self.on, self.stop, self.builds = threading.Event(), threading.Event(), 0
        self.idle = threading.Event()  # set while no build of this load is in flight
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.builder.build(self.inputs[:1])  # start the workers (imports) before any timing
        self.thread.start()

    def _loop(self) -> None:
        import shutil

        while not self.stop.is_set():
            if not self.on.is_set():
                self.idle.set()
                self.on.wait(timeout=0.2)
                continue
            self.idle.clear()
            for result in self.builder.build(self.inputs):
                self.builds += result.error_msg is None
                if result.artifact_path:
                    shutil.rmtree(Path(result.artifact_path).parent, ignore_errors=True)

    def close(self) -> None:
        self.stop.set()
        self.on.set()
        self.thread.join()
        self.builder.close()


def ratio_ci(loaded: list[float], quiet: list[float], seed: int = 0) -> tuple[float, float, float]:
    """Median loaded / median quiet, with a 95 % bootstrap CI (each side resampled)."""
    rng = np.random.default_rng(seed)
    a, b = np.asarray(loaded), np.asarray(quiet)
    draws = [np.median(rng.choice(a, a.size)) / np.median(rng.choice(b, b.size)) for _ in range(2000)]
    lo, hi = np.quantile(draws, [0.025, 0.975])
    return float(np.median(a) / np.median(b)), float(lo), float(hi)


def slow_share(samples: list[float], reference: float, bound: float = OUTLIER_BOUND) -> float:
    """The share of measurements more than `bound` above `reference` (the quiet median): a
    search ranks candidates by one measurement each, so a heavier tail under load mis-ranks
    candidates even when the medians agree."""
    return float(np.mean(np.asarray(samples) > (1 + bound) * reference))


def loaded_conditions(samples: dict) -> list[str]:
    """The loaded conditions of a kernel's samples: "loaded" (workers at nice 0) and
    "loaded_nice{N}", in the order measured."""
    return [name for name in next(iter(samples.values())) if name != "quiet"]


def condition_name(nice: int) -> str:
    return "loaded" if nice == 0 else f"loaded_nice{nice}"


def write_summary(out: Path, samples: dict, facts: dict) -> dict:
    """Per kernel and loaded condition: medians, their ratio to quiet with its CI, CVs and slow
    shares; the verdicts per condition, and over all of them."""
    rows, verdicts = [], {}
    for condition in loaded_conditions(samples):
        for shape, s in samples.items():
            ratio, lo, hi = ratio_ci(s[condition], s["quiet"])
            quiet_median = statistics.median(s["quiet"])
            rows.append({"shape_mnk": shape, "condition": condition, "n": len(s["quiet"]),
                         "quiet_median_s": quiet_median, "loaded_median_s": statistics.median(s[condition]),
                         "loaded_over_quiet": ratio, "ci_lo": lo, "ci_hi": hi,
                         "cv_quiet": float(np.std(s["quiet"], ddof=1) / np.mean(s["quiet"])),
                         "cv_loaded": float(np.std(s[condition], ddof=1) / np.mean(s[condition])),
                         "slow_share_quiet": slow_share(s["quiet"], quiet_median),
                         "slow_share_loaded": slow_share(s[condition], quiet_median), "samples_s": s})
            r = rows[-1]
            print(f"{shape}, {condition}: quiet {quiet_median * 1e6:.2f} us, loaded {r['loaded_median_s'] * 1e6:.2f} us, "
                  f"ratio {ratio:.4f} [{lo:.4f}, {hi:.4f}]; more than {OUTLIER_BOUND:.0%} slow: "
                  f"{r['slow_share_quiet']:.0%} quiet, {r['slow_share_loaded']:.0%} loaded")
        mine = [r for r in rows if r["condition"] == condition]
        verdicts[condition] = {
            "within_1pct": all(0.99 <= r["ci_lo"] and r["ci_hi"] <= 1.01 for r in mine),
            "tail_not_heavier": all(r["slow_share_loaded"] <= r["slow_share_quiet"] + 2 / r["n"] for r in mine)}
        print(f"{condition}: medians within 1 %: {verdicts[condition]['within_1pct']}; tail no heavier under load: "
              f"{verdicts[condition]['tail_not_heavier']}")
    summary = {**facts, "outlier_bound": OUTLIER_BOUND,
               "within_1pct": all(v["within_1pct"] for v in verdicts.values()),
               "tail_not_heavier": all(v["tail_not_heavier"] for v in verdicts.values()),
               "verdicts": verdicts, "kernels": rows}
    write_json(out, summary)
    print(f"({facts.get('builds_during_loaded_blocks')} builds ran in the loaded blocks)")
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=["llvm", "cuda"], default="cuda")
    parser.add_argument("--shapes", nargs="+", default=["512,3072,768", "64,64,64"], help="M,N,K of each kernel")
    parser.add_argument("--workers", type=int, default=16, help="build processes compiling in the loaded blocks")
    parser.add_argument("--build-nice", type=int, nargs="+", default=[0],
                        help="one loaded condition per value: its build workers' nice value (0: as the builder's "
                             "workers run by default; search.pipeline_runs runs them at builder.PIPELINED_BUILD_NICE)")
    parser.add_argument("--setting", default="1,3,10", help="number,repeat,min_repeat_ms (the runner's)")
    parser.add_argument("--blocks", type=int, default=6, help="quiet/loaded block pairs")
    parser.add_argument("--per-block", type=int, default=10, help="measurements per kernel and block")
    parser.add_argument("--settle-s", type=float, default=2.0, help="wait after switching the load")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resummarize", type=Path, help="recompute the summary of an earlier run's JSON into --out")
    args = parser.parse_args()
    if args.resummarize:
        earlier = json.loads(args.resummarize.read_text())
        facts = {k: v for k, v in earlier.items()
                 if k not in ("kernels", "within_1pct", "tail_not_heavier", "outlier_bound", "verdicts")}
        write_summary(args.out, {r["shape_mnk"]: r["samples_s"] for r in earlier["kernels"]}, facts)
        return 0

    import tvm
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument

    from ecotune.schedules import compile_module
    from ecotune.target import cuda_target, llvm_target

    info = cuda_target() if args.target == "cuda" else llvm_target()
    target, dev = info.tvm_target(), tvm.runtime.device(info.device_type, 0)
    setting = tuple(int(x) for x in args.setting.split(","))
    kernels = []
    for shape in args.shapes:
        mod = fixed_schedule(*(int(x) for x in shape.split(",")), args.target)
        arg_json = [a.as_json() for a in ArgInfo.from_entry_func(mod, remove_preproc=True)]
        kernels.append((shape, mod, compile_module(mod, target), default_alloc_argument(dev, arg_json, 1)[0]))
    # one pool per nice value (idle but for its blocks); blocks cycle quiet, then each loaded condition
    loads = {condition_name(nice): BuildLoad(kernels[0][1], target, args.workers, nice) for nice in args.build_nice}
    samples = {shape: {"quiet": [], **{name: [] for name in loads}} for shape, *_ in kernels}
    start = time.perf_counter()
    try:
        for _ in range(args.blocks):
            for condition in ("quiet", *loads):
                for name, load in loads.items():
                    (load.on.set if name == condition else load.on.clear)()
                for name, load in loads.items():  # the builds of the block before end first
                    if name != condition:
                        load.idle.wait()
                time.sleep(args.settle_s)
                for _ in range(args.per_block):
                    for shape, _mod, rt_mod, kernel_args in kernels:
                        samples[shape][condition].append(measure_once(rt_mod, dev, kernel_args, setting, False)[0])
    finally:
        for load in loads.values():
            load.close()
    write_summary(args.out, samples, {"target": info.target, "device": info.device_name, "setting": list(setting),
                                      "workers": args.workers, "build_nice": args.build_nice,
                                      "builds_during_loaded_blocks": sum(load.builds for load in loads.values()),
                                      "elapsed_s": time.perf_counter() - start})
    return 0


if __name__ == "__main__":
    sys.exit(main())
