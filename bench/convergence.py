"""Best latency against trials: how fast ecotune's latency search converges, per
task and seed, next to the vendor library's latency.

One search per (task, seed) at the largest budget gives the whole curve: the best latency
after t trials is the best of the first t rows of its candidates.csv (MetaSchedule's
order). Searches run with ecotune.search.latency.tune_latency in DIRECTORY/TASK/seedS and
resume there (a killed or time-limited run continues on the next call; a finished one is
only read). --collect-only reads what is there. Writes --out (CSV: task, seed, trials,
best_latency_s, vendor_latency_s, elapsed_s; one row per trial count), a figure next to it
(.png), the budget table (.budgets.csv: seed spread, vendor ratio, gain of 256 more trials)
and time to quality (.quality.csv: per seed, the trials and wall time until the best came
within 5 % of the run's final best).
vendor_latency_s is `latency_s` of --vendor (a vendor_baseline JSON, or a folder of
TASK.json as results/vendor/ holds them, or a folder above such ones, e.g. the work/ of
`tar xJf bench/results/search_h200/archive.tar.xz -C DIR`), NaN without one.

--from-workflow DIR runs nothing and reads the latency searches of finished workflow runs
instead (DIR/TASK/ as bench/search.py and bench/device.sh leave them, e.g. the decisive
run's): one curve per replicate, seed = the run's search.seed + r, elapsed_s from the job log's
round lines, the vendor from that run (so the curves reach the run's trial budget, 256 there).

On the H200 (about 4 minutes; run again to extend, it resumes):
    python3 bench/convergence.py --tasks mm_bert_ffn1_512x3072x768 --seeds 0 --trials 128 \
        --time-limit-s 220 --directory bench/work/convergence --out bench/results/convergence_h200.csv
On several GPUs, --lanes N runs N of the (task, seed) searches at a time, each on a GPU and
cores of its own, the next as one ends (lanes.py), then draws the curves as above, e.g. the
default suite on the two-GPU machine:
    python3 bench/convergence.py --target cuda --lanes 2 --builder-workers 16 --tasks TASK ... \
        --seeds 0 1 2 --trials 1024 --vendor DIR/work --out ...
Here (CPU):
    python3 bench/convergence.py --shape 64 64 64 --seeds 0 1 --trials 16 --trials-per-round 8 \
        --population-size 32 --directory /tmp/conv --out /tmp/conv/convergence.csv
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import re
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from run_summary import best_so_far  # noqa: E402
from throughput import add_search_arguments, pick_target, search_settings, task_spec  # noqa: E402

from ecotune.core.outputs import write_csv  # noqa: E402
from ecotune.core.results import CANDIDATES, LATENCY_ROUNDS, replicate_dir  # noqa: E402

COLUMNS = ["task", "seed", "trials", "best_latency_s", "vendor_latency_s", "elapsed_s"]
QUALITY = 0.05  # time to quality: until the best is within this much of the run's final best


def vendor_latency(vendor: Path | None, task: str) -> float:
    if vendor is None:
        return math.nan
    # a file, a folder of TASK.json, or a folder with results/vendor/TASK.json somewhere below
    found = [vendor / f"{task}.json", *sorted(vendor.glob(f"**/vendor/{task}.json"))] if vendor.is_dir() else [vendor]
    path = next((p for p in found if p.is_file()), None)
    if path is None:
        return math.nan
    data = json.loads(path.read_text())
    if data.get("task", task) != task:
        return math.nan
    return float(data.get("latency_s") or math.nan)


def search(func, target, work_dir: Path, args, seed: int) -> None:
    from ecotune.search.latency import tune_latency

    log = logging.getLogger(f"convergence.{work_dir.parent.name}.{seed}")
    tune_latency(func, target, work_dir, search_settings(args, seed), log)


def curve(candidates: Path, task: str, seed: int, trials: int, vendor_s: float,
          ended: dict[int, float] | None = None) -> pd.DataFrame:
    """One row per trial count; elapsed_s: the search's wall time when that trial's round
    ended (`ended`, else rounds.csv; NaN for searches that predate the column)."""
    frame = pd.read_csv(candidates).head(trials)
    best = best_so_far(frame["latency_s"].astype(float).tolist())
    if ended is None:
        rounds = pd.read_csv(candidates.parent / LATENCY_ROUNDS.file)
        ended = dict(zip(rounds["round"], rounds["elapsed_s"])) if "elapsed_s" in rounds else {}
    return pd.DataFrame({"task": task, "seed": seed, "trials": range(1, len(best) + 1),
                         "best_latency_s": best, "vendor_latency_s": vendor_s,
                         "elapsed_s": [ended.get(r, math.nan) for r in frame["round"]]}, columns=COLUMNS)


ROUND_LINE = re.compile(r"ecotune INFO round (\d+): .* (\d+(?:\.\d+)?) s elapsed")


def workflow_curves(directory: Path, trials: int) -> list[pd.DataFrame]:
    """The latency searches of finished workflow runs in DIRECTORY/TASK/, one curve per replicate."""
    frames = []
    for run in sorted(p for p in directory.iterdir() if (p / "config.yaml").is_file()):
        seed = (yaml.safe_load((run / "config.yaml").read_text()).get("search") or {}).get("seed", 0)
        for candidates in sorted(run.glob(f"results/tune/latency/*/r*/{CANDIDATES.file}")):
            task, replicate = candidates.parent.parent.name, int(candidates.parent.name[1:])
            log = (run / "logs" / "tune_latency" / task / replicate_dir(replicate)).with_suffix(".log")
            lines = ROUND_LINE.findall(log.read_text(errors="replace")) if log.is_file() else []
            frames.append(curve(candidates, task, seed + replicate, trials, vendor_latency(run / "results" / "vendor", task),
                                ended={int(r): float(s) for r, s in lines}))
    return frames


def time_to_quality(frame: pd.DataFrame) -> pd.DataFrame:
    """Per task and seed: trials and search wall time until the best came within QUALITY of
    the run's final best (the time to quality, relative to the budget run)."""
    rows = []
    for (task, seed), part in frame.groupby(["task", "seed"], sort=False):
        final = part.best_latency_s.iloc[-1]
        first = part[part.best_latency_s <= final * (1 + QUALITY)].iloc[0]
        rows.append({"task": task, "seed": seed, "trials": int(part.trials.iloc[-1]), "final_best_latency_s": final,
                     "trials_to_quality": int(first.trials), "time_to_quality_s": first.elapsed_s,
                     "elapsed_s": part.elapsed_s.iloc[-1]})
    return pd.DataFrame(rows)


BUDGETS = (64, 128, 256, 512, 1024, 2048)


def budget_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Per task and budget that every seed reached: the seeds' median best latency, their
    spread ((max - min) / min), the median's ratio to the vendor, and the median gain of
    the next 256 trials where the seeds reached them."""
    rows = []
    for task, part in frame.groupby("task", sort=False):
        reached = part.groupby("seed").trials.max().min()
        for budget in [b for b in BUDGETS if b <= reached]:
            best = part[part.trials == budget].best_latency_s
            later = part[part.trials == budget + 256].best_latency_s
            median = best.median()
            rows.append({"task": task, "trials": budget, "seeds": len(best), "median_best_latency_s": median,
                         "seed_spread": best.max() / best.min() - 1, "median_vs_vendor":
                         median / part.vendor_latency_s.iloc[0],
                         "gain_next_256": 1 - later.median() / median if len(later) == len(best) else math.nan})
    return pd.DataFrame(rows)


def plot(frame: pd.DataFrame, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    tasks = list(dict.fromkeys(frame.task))
    fig, axes = plt.subplots(1, len(tasks), figsize=(5 * len(tasks), 3.6), squeeze=False)
    for ax, task in zip(axes[0], tasks):
        rows = frame[frame.task == task]
        for seed, part in rows.groupby("seed"):
            ax.step(part.trials, part.best_latency_s * 1e6, where="post", label=f"seed {seed}")
        vendor = rows.vendor_latency_s.dropna()
        if len(vendor):
            ax.axhline(vendor.iloc[0] * 1e6, color="k", linestyle="--", label="vendor")
        ax.set(title=task, xlabel="trials", ylabel="best latency (us)")
        ax.set_yscale("log")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", nargs="+", default=["mm_bert_ffn1_512x3072x768"])
    parser.add_argument("--shape", nargs="+", type=int, help="one fp32 task of --kind instead: M N K (matvec: N K)")
    parser.add_argument("--kind", default="matmul", choices=["matmul", "matvec"])
    parser.add_argument("--target", default="auto", choices=["auto", "cuda", "llvm"])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--trials", type=int, default=512, help="the largest budget: the curve's length")
    parser.add_argument("--trials-per-round", type=int, default=64)
    add_search_arguments(parser)
    parser.add_argument("--vendor", type=Path, default=None)
    parser.add_argument("--directory", type=Path, default=Path("bench/work/convergence"))
    parser.add_argument("--collect-only", action="store_true")
    parser.add_argument("--from-workflow", type=Path, help="read finished workflow runs' latency searches instead")
    parser.add_argument("--time-limit-s", type=float, default=math.inf, help="start no search after this long")
    parser.add_argument("--lanes", type=int, default=1,
                        help="run the (task, seed) searches side by side, one on each GPU and its cores (lanes.py)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")

    from ecotune.ops.workloads import make_primfunc

    specs = [task_spec("", args.shape, args.kind)] if args.shape else [task_spec(t) for t in args.tasks]
    started, target = time.perf_counter(), None
    if args.lanes > 1 and not (args.collect_only or args.from_workflow):
        from lanes import queued_searches

        per_job = [[*([] if args.shape else ["--tasks", spec.name]), "--seeds", str(seed)]
                   for spec in specs for seed in args.seeds]
        with tempfile.TemporaryDirectory(prefix="convergence-lanes-") as tmp:
            jobs = queued_searches(Path(__file__), sys.argv[1:], per_job, args.lanes, args.target, Path(tmp),
                                   started + args.time_limit_s, args.builder_workers)
        for job, own in zip(jobs, per_job):  # the curves below keep what they reached; a rerun resumes them
            if job.returncode != 0:
                print(f"not finished: {' '.join(own)}: "
                      + ("not started (time limit)" if job.returncode is None else f"exit {job.returncode}"))
        args.collect_only = True  # the curves below, from what the lanes' searches left in --directory
    frames = workflow_curves(args.from_workflow, args.trials) if args.from_workflow else []
    for spec in [] if args.from_workflow else specs:
        for seed in args.seeds:
            work_dir = args.directory / spec.name / f"seed{seed}"
            if not args.collect_only and time.perf_counter() - started < args.time_limit_s:
                target = target or pick_target(args.target)
                search(make_primfunc(spec), target, work_dir, args, seed)
            if (work_dir / CANDIDATES.file).is_file():
                frames.append(curve(work_dir / CANDIDATES.file, spec.name, seed, args.trials,
                                    vendor_latency(args.vendor, spec.name)))
    frame = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=COLUMNS)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_csv(args.out, frame)
    if len(frame):
        plot(frame, args.out.with_suffix(".png"))
    quality = time_to_quality(frame) if len(frame) else pd.DataFrame()
    write_csv(args.out.with_suffix(".quality.csv"), quality)
    for row in quality.itertuples():
        part = frame[(frame.task == row.task) & (frame.seed == row.seed)]
        marks = {t: part.best_latency_s.iloc[t - 1] * 1e6 for t in sorted({len(part) // 4, len(part) // 2, len(part)})
                 if t >= 1}
        vendor = part.vendor_latency_s.iloc[0]
        print(f"{row.task} seed {row.seed}: best (us) at trials {', '.join(f'{t}: {v:.2f}' for t, v in marks.items())}; "
              f"within {QUALITY:.0%} of the final best after {row.trials_to_quality} trials, "
              f"{row.time_to_quality_s:.0f} of {row.elapsed_s:.0f} s; vendor {vendor * 1e6:.2f} us"
              + (f" (best/vendor {row.final_best_latency_s / vendor:.2f})" if not math.isnan(vendor) else ""))
    budgets = budget_table(frame) if len(frame) else pd.DataFrame()
    write_csv(args.out.with_suffix(".budgets.csv"), budgets)
    print(budgets.to_string(index=False))
    print(f"wrote {args.out} ({len(frame)} rows), its .budgets.csv, .quality.csv and {args.out.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
