"""How many replicate searches would the decisive experiment need? (the CI-width target)

The decisive experiment asks for an energy-aware vs latency-only geomean whose 95 % CI is narrower than 5
percentage points. The CI's width is set by how much one search's pick differs from the next
(the replicate pairs' spread), not by the meter. This reads that spread from a finished run's
overall.json (each comparison's per-task `{energy,latency}_by_replicate`: the replicate
pairs' changes) and projects the width for other replicate counts R over T tasks:

    sd      the within-task standard deviation of a pair's log ratio, pooled over the tasks
    width   expm1(m + h) - expm1(m - h) at the run's geomean change m, h = z * sd / sqrt(R T),
            z = 1.96: the normal approximation with the tasks fixed, so the t interval of a run
            with few replicates is wider still (Welch, ecotune.analysis.replicate_stats.t_interval)

It is a projection from the tasks run so far (labelled so in its output), not a measurement:

    python3 bench/decisive_power.py --overall bench/results/decisive_h200/overall.json --tasks 7 \\
        --out bench/results/decisive_h200/power.json

`--variance-design CSV` instead compares designs that make the comparison cheaper per unit of
certainty (bench/variance/design.py; the CSV comes from the run folders through `--variance-inputs`,
bench/variance/inputs.py) and writes bench/results/variance_design.{json,md}:

    python3 bench/decisive_power.py --variance-design bench/results/variance_design.csv \\
        --out bench/results/variance_design.json --markdown bench/results/variance_design.md

`--stop` reads a run of that design (one pair a task, overall.json from bench/search.py --report) and
says whether its t interval over tasks is narrower than 5 points yet, and about how many tasks the
spread so far would need (bench/variance/sequential.py):

    python3 bench/decisive_power.py --overall bench/results/decisive_tasks_h200/overall.json --stop \\
        --out bench/results/decisive_tasks_h200/stop.json
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import numpy as np

Z95 = 1.959964


def pooled_sd(per_task: dict, metric: str) -> tuple[float, int]:
    """(pooled within-task sd of the pairs' log ratios, tasks with >= 2 pairs)."""
    squares, dof, tasks = 0.0, 0, 0
    for entry in per_task.values():
        logs = np.log1p(np.asarray(entry.get(f"{metric}_by_replicate", []), float))
        logs = logs[np.isfinite(logs)]
        if logs.size >= 2:
            squares += float(np.sum((logs - logs.mean()) ** 2))
            dof, tasks = dof + logs.size - 1, tasks + 1
    return (math.sqrt(squares / dof) if dof else math.nan), tasks


def projected_width(change: float, sd: float, replicates: int, tasks: int) -> float:
    """Width in percentage points of the 95 % CI of a geomean change over `tasks` tasks."""
    m, h = math.log1p(change), Z95 * sd / math.sqrt(replicates * tasks)
    return 100 * (math.expm1(m + h) - math.expm1(m - h))


def project(overall: dict, tasks: int, replicates: list[int]) -> dict:
    out = {}
    for name, comparison in overall.items():
        if not isinstance(comparison, dict) or "per_task" not in comparison or "energy_change" not in comparison:
            continue
        for metric in ("energy", "latency"):
            sd, seen = pooled_sd(comparison["per_task"], metric)
            if not math.isfinite(sd):
                continue
            change = comparison[f"{metric}_change"]
            widths = {str(r): projected_width(change, sd, r, tasks) for r in replicates}
            needed = next((r for r in range(2, 1001) if projected_width(change, sd, r, tasks) < 5.0), None)
            out[f"{name}/{metric}"] = {"pooled_sd_log": sd, "from_tasks": seen, "change": change,
                                       "width_pct_points": widths, "replicates_for_width_below_5": needed}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--overall", type=Path, help="a run's overall.json (bench/search.py --collect-only)")
    parser.add_argument("--variance-design", type=Path, metavar="CSV",
                        help="compare designs from this inputs CSV instead (bench/variance/design.py)")
    parser.add_argument("--variance-inputs", action="store_true",
                        help="first (re)write the --variance-design CSV from --decisive, --independent, --shared-draws")
    parser.add_argument("--decisive", type=Path, default=Path("bench/results/decisive_h200"))
    parser.add_argument("--independent", type=Path, default=Path("bench/results/search_h200"))
    parser.add_argument("--tasks-run", type=Path, default=Path("bench/results/decisive_tasks_h200"),
                        help="the chosen design's run (one pair a task): its measured sd over tasks")
    parser.add_argument("--shared-draws", type=Path, nargs="*", default=[
        Path("bench/results/models_h200/bert_layer_shared_draws.csv"),
        Path("bench/results/models_h200/resnet50_shared_draws.csv")])
    parser.add_argument("--markdown", type=Path, help="with --variance-design: the Markdown page to write")
    parser.add_argument("--tasks", type=int, default=7, help="tasks the finished experiment will have")
    parser.add_argument("--replicates", type=int, nargs="+", default=[3, 5, 10, 20, 30])
    parser.add_argument("--stop", action="store_true",
                        help="with --overall: the stop rule of the one-pair-a-task design (bench/variance/sequential.py)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.variance_design:
        return variance_main(args)
    if args.overall is None:
        parser.error("--overall (or --variance-design) is required")
    overall = json.loads(args.overall.read_text())
    if args.stop:
        return stop_main(overall, args)
    result = project(overall, args.tasks, args.replicates)
    if not result:
        raise SystemExit(f"{args.overall}: no comparison has per-replicate changes (one replicate per search?)")
    for key, r in result.items():
        widths = ", ".join(f"R={k}: {v:.1f}" for k, v in r["width_pct_points"].items())
        print(f"{key}: sd {r['pooled_sd_log']:.3f} from {r['from_tasks']} tasks; projected 95 % CI width over "
              f"{args.tasks} tasks (points): {widths}; < 5 points from R = {r['replicates_for_width_below_5']}")
    if args.out:
        args.out.write_text(json.dumps({
            "projection": True, "from": str(args.overall), "tasks_projected": args.tasks,
            "tasks_measured": overall.get("tasks"), "replicates_measured": overall.get("replicates"),
            "how": "normal approximation, tasks fixed: width = expm1(m + h) - expm1(m - h), h = 1.96 sd / sqrt(R T), "
                   "sd pooled within tasks over the replicate pairs' log ratios",
            "comparisons": result}, indent=2) + "\n")
    return 0


def stop_main(overall: dict, args: argparse.Namespace) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from variance.sequential import stop_status

    status = {"from": str(args.overall), **stop_status(overall)}
    print(json.dumps(status, indent=2))
    if args.out:
        args.out.write_text(json.dumps(status, indent=2) + "\n")
    return 0


def variance_main(args: argparse.Namespace) -> int:
    """--variance-design: designs' sds and costs for a 5-point CI, from the inputs CSV."""
    import pandas as pd

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from variance.design import evaluate
    from variance.inputs import collect
    from variance.report import markdown

    if args.variance_inputs:
        frame = collect(args.decisive, args.independent, list(args.shared_draws), args.tasks_run)
        args.variance_design.write_text(frame.to_csv(index=False, float_format="%.6g"))
    result = evaluate(pd.read_csv(args.variance_design), source=args.decisive.name, independent=args.independent.name,
                      tasks_run=args.tasks_run.name)
    for d in result["designs"]:
        print(f"({d['key']}) {d['design']}: sd {d['sd_log_ratio']:.3f} ({d['sd_status']}), "
              f"{d['pairs_for_5_points']:.0f} pairs, {d['gpu_minutes_for_5_points']:.0f} GPU-min for a 5-point CI")
    command = (f"python3 bench/decisive_power.py --variance-design {args.variance_design}"
               + (f" --out {args.out}" if args.out else "") + (f" --markdown {args.markdown}" if args.markdown else ""))
    if args.out:
        args.out.write_text(json.dumps({"projection_where_labelled": True, "from": str(args.variance_design),
                                        **result}, indent=2, default=float) + "\n")
    if args.markdown:
        args.markdown.write_text(markdown(result, command))
    return 0


if __name__ == "__main__":
    sys.exit(main())
