"""Would timing cold change what a search picks? (issue 15's cache finding, tested per task)

On the H200, ResNet-50's kernels ran 1.02-2.15x slower inside the model than the searches timed
them warm, and only replays after an L2 flush reproduced the in-place gap between two builds
(bench/results/models.md, eleventh session). This takes each task's fastest candidates of one
finished search (by the latency it recorded, warm), builds them, times each warm and cold on
the same buffers (ecotune.cold_timing: the runners of search.cold_cache false / true),
and writes per task the candidate that is fastest cold as a one-record tuning database under
results/tune/cold_rerank/TASK/r0, where bench/model_profile.py finds it:

    python3 bench/cold_rerank.py --directory bench/work/resnet50 --top 8 --out "$OUT/resnet50_cold_rerank.csv"
    python3 bench/model_profile.py --directory bench/work/resnet50 --model resnet50 \\
        --methods latency cold_rerank --out "$OUT/resnet50_profile_cold_rerank.csv"

The second command then says whether the cold picks make the model faster in place. Writes OUT
(per candidate: task, trace_hash, warm_rank, recorded_s, warm_s, cold_s) and OUT with .json
(per task: the warm and the cold pick, both picks' cold latency, the Spearman correlation of
warm and cold timings over the candidates; the sum over tasks of the cold time the cold picks
save, weighted by each task's weight, calls per inference for a model's tasks).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import tvm
import yaml
from scipy.stats import spearmanr
from tvm.s_tir.meta_schedule.builder import BuilderInput
from tvm.s_tir.meta_schedule.utils import shash2hex

from ecotune.results import replicate_dir
from ecotune.search.builder import search_builder
from ecotune.cold_timing import warm_and_cold_seconds
from ecotune.search.runner import runner_min_repeat_ms
from ecotune.search.tune_loop import SearchSettings
from ecotune.target import detect_target
from ecotune.tuning_db import median_seconds, open_database, write_one_record
from ecotune.workloads import read_task

COLD_RERANK = "cold_rerank"  # the method name model_profile --methods takes


def fastest_records(work_dir: Path, top: int) -> list:
    """The `top` fastest distinct kernels a search measured, by their recorded (warm) median."""
    seen, ranked = set(), []
    records = [r for r in open_database(work_dir).get_all_tuning_records()
               if r.run_secs and max(float(x) for x in r.run_secs) < 1e9]
    for record in sorted(records, key=lambda r: median_seconds(r.run_secs)):
        trace_hash = shash2hex(record.as_measure_candidate().sch.mod)
        if trace_hash not in seen:
            seen.add(trace_hash)
            ranked.append((trace_hash, record))
        if len(ranked) == top:
            break
    return ranked


def time_task(work_dir: Path, top: int, target, builder) -> tuple[pd.DataFrame, dict]:
    """(per candidate: trace_hash, warm_rank, recorded_s, warm_s, cold_s; trace hash -> record)."""
    ranked = fastest_records(work_dir, top)
    built = builder.build([BuilderInput(r.as_measure_candidate().sch.mod, target.tvm_target()) for _, r in ranked])
    device = tvm.cuda(0) if target.kind == "cuda" else tvm.cpu(0)
    rows = []
    for rank, ((trace_hash, record), result) in enumerate(zip(ranked, built)):
        if result.error_msg:
            print(f"{work_dir}: {trace_hash} did not build: {result.error_msg[:200]}", file=sys.stderr)
            continue
        warm, cold = warm_and_cold_seconds(tvm.runtime.load_module(result.artifact_path), device, record.args_info,
                                           runner_min_repeat_ms(target, SearchSettings(1, 1, 0)))
        rows.append((trace_hash, rank, median_seconds(record.run_secs), warm, cold))
    return pd.DataFrame(rows, columns=["trace_hash", "warm_rank", "recorded_s", "warm_s", "cold_s"]), dict(ranked)


def task_weight(directory: Path, task: str) -> float:
    path = directory / "results" / "tasks" / f"{task}.json"
    return float(read_task(path).weight) if path.exists() else 1.0


def summarize(task: str, table: pd.DataFrame, weight: float) -> dict:
    warm_pick = table.loc[table.warm_s.idxmin()]
    cold_pick = table.loc[table.cold_s.idxmin()]
    rho = spearmanr(table.warm_s, table.cold_s).statistic if len(table) > 2 else float("nan")
    return {"task": task, "candidates": len(table), "weight": weight,
            "warm_pick": warm_pick.trace_hash, "cold_pick": cold_pick.trace_hash,
            "pick_changed": bool(warm_pick.trace_hash != cold_pick.trace_hash),
            "warm_pick_cold_s": float(warm_pick.cold_s), "cold_pick_cold_s": float(cold_pick.cold_s),
            "cold_saving_s_weighted": weight * float(warm_pick.cold_s - cold_pick.cold_s),
            "spearman_warm_cold": float(rho)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, required=True, help="a finished workflow run's folder")
    parser.add_argument("--method", default="latency", help="whose searches' candidates (replicate 0)")
    parser.add_argument("--tasks", nargs="*", help="default: every task the method searched")
    parser.add_argument("--top", type=int, default=8, help="fastest distinct candidates per task")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    config = yaml.safe_load((args.directory / "config.yaml").read_text())
    target = detect_target(config.get("target", "auto"))
    search_root = args.directory / "results" / "tune" / args.method
    tasks = args.tasks or sorted(p.name for p in search_root.iterdir() if (p / replicate_dir(0)).is_dir())
    tables, summary = [], []
    with search_builder(SearchSettings(1, 1, 0), args.directory / ".cold_rerank_builds") as builder:
        for task in tasks:
            work_dir = search_root / task / replicate_dir(0)
            table, records = time_task(work_dir, args.top, target, builder)
            if table.empty:
                print(f"{task}: no candidate built; skipped", file=sys.stderr)
                continue
            tables.append(table.assign(task=task))
            s = summarize(task, table, task_weight(args.directory, task))
            summary.append(s)
            picked = records[s["cold_pick"]]
            write_one_record(args.directory / "results" / "tune" / COLD_RERANK / task / replicate_dir(0), picked,
                             picked.workload.mod, picked.target)
            print(f"{task}: warm pick {s['warm_pick_cold_s'] * 1e6:.1f} us cold, cold pick "
                  f"{s['cold_pick_cold_s'] * 1e6:.1f} us cold, Spearman {s['spearman_warm_cold']:.2f}")
    if not tables:
        raise SystemExit(f"no candidates under {search_root}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pd.concat(tables, ignore_index=True)[["task", "trace_hash", "warm_rank", "recorded_s", "warm_s", "cold_s"]].to_csv(
        args.out, index=False)
    args.out.with_suffix(".json").write_text(json.dumps({
        "method": args.method, "top": args.top, "target": target.kind, "tasks": summary,
        "picks_changed": sum(s["pick_changed"] for s in summary),
        "cold_saving_s_weighted_sum": float(np.sum([s["cold_saving_s_weighted"] for s in summary])),
        "how": "ecotune.cold_timing.warm_and_cold_seconds per candidate, one after another in this process; "
               "warm: 3 timings of >= min_repeat_ms back-to-back calls; cold: 20 single calls, each after an "
               "L2 flush; medians"}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
