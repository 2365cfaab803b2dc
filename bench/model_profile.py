"""Each method's whole-model build, call by call, against its tasks' isolated timings.

On ResNet-50 (H200, bench/results/models_h200/resnet50_profile.json) the latency build ran 0.9 ms longer than the weighted sum
of its tasks' remeasured kernels and the energy-aware build 0.4 ms longer, so the 15 % between
the two builds did not come from the tasks as remeasure timed them. This rebuilds each method's
model from a finished workflow folder (the databases model_energy used: replicate 0, the pick's
for the picked methods), checks its output against the framework, profiles `--inferences`
inferences call by call in place (ecotune.models.profile; on a GPU behind a spin hold so the
host's hooks leave no gaps), and sets every kernel function beside its task's remeasured
median for the same method. A later run found every kernel 1.02-2.15x slower in
place than remeasured, more so the more bytes per FLOP it moves; with --alone-repeats (default
20) each call of one inference is also replayed by itself with the same clock, warm and after
a cache flush, which separates the cache's part from the timing method's.

    python3 bench/model_profile.py --directory bench/work/models/resnet50 --model resnet50 \
        --out bench/results/models_h200/resnet50_profile.csv

Writes OUT (per method and kernel function: calls, in-model and isolated seconds per call and
per inference, alone warm and cold seconds per call) and OUT with .json (per method: sum of
calls, inference, host issue, the hold, whether every profiled inference was issued within
the hold, the isolated weighted sum, the alone warm and cold sums) and, with --raw, every
call's time.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pandas as pd
import yaml

from ecotune.measurement.cold_timing import torch_cache_flush
from ecotune.models.compile import check_model_output, compile_model
from ecotune.models.extract import extract_model_tasks
from ecotune.models.load import load_model
from ecotune.models.profile import (HOLD, HOST_ISSUE, INFERENCE, SUM_OF_CALLS, alone_per_function, capture_calls,
                                   host_cache_flush, per_function, profile_calls, time_alone, torch_hold)
from ecotune.models.spec import parse_models
from ecotune.core.results import METHODS, PICK_DIR, PICKED, REMEASURE_SUMMARY, read_table, replicate_dir, replicate_zero
from ecotune.ops.target import detect_target


def model_tasks(directory: Path, model: str) -> dict[str, str]:
    """Subgraph (the VM's function name) -> task name, from the run's task files."""
    tasks = {}
    for path in sorted((directory / "results" / "tasks").glob("*.json")):
        data = json.loads(path.read_text())
        for origin in data.get("origins", []):
            if origin.get("model") == model:
                tasks[origin["subgraph"]] = data["name"]
    return tasks


def databases(directory: Path, method: str, tasks: list[str]) -> dict[str, Path]:
    """The folders model_energy read (workflow/rules/common.smk: kernel_database, replicate 0)."""
    kernel = PICK_DIR if method in PICKED else ""
    return {task: directory / "results" / "tune" / method / task / replicate_dir(0) / kernel for task in tasks}


def isolated_medians(directory: Path, tasks: list[str]) -> pd.DataFrame:
    """Replicate 0's remeasured median latency per (task, variant)."""
    frames = [read_table(path, REMEASURE_SUMMARY) for task in tasks
              if (path := directory / "results" / "remeasure" / f"{task}.summary.csv").exists()]
    if not frames:
        return pd.DataFrame(columns=["task", "variant", "isolated_s_per_call"])
    table = replicate_zero(pd.concat(frames, ignore_index=True))
    return table[["task", "variant", "latency_s"]].rename(columns={"latency_s": "isolated_s_per_call"})


def rows_of(profile: pd.DataFrame, name: str) -> pd.Series:
    """One per-inference row kind (HOST_ISSUE, HOLD) by inference."""
    return profile[profile.function == name].set_index("inference").seconds


def profile_methods(directory: Path, model: str, *, inferences: int, hold_s: float, methods=METHODS,
                    alone_repeats: int = 0):
    """(per-function table of every method, per-method summary, raw rows)."""
    config = yaml.safe_load((directory / "config.yaml").read_text())
    spec = next((s for s in parse_models(config.get("models"), base_dir=directory) if s.name == model), None)
    if spec is None:
        raise SystemExit(f"model {model!r} is not in {directory / 'config.yaml'}")
    subgraph_task = model_tasks(directory, model)
    if not subgraph_task:
        raise SystemExit(f"no task file of model {model!r} under {directory / 'results' / 'tasks'}")
    target = detect_target(config.get("target", "auto"))
    loaded = load_model(spec)
    subgraphs = extract_model_tasks(loaded, target.tvm_target())
    inputs = spec.random_inputs(0)
    hold = torch_hold(hold_s) if target.kind == "cuda" else None
    flush = (torch_cache_flush() if target.kind == "cuda" else host_cache_flush()) if alone_repeats else None
    isolated = isolated_medians(directory, sorted(set(subgraph_task.values())))
    tables, summary, raw = [], {}, []
    for method in methods:
        folders = databases(directory, method, sorted(set(subgraph_task.values())))
        if not all(folder.exists() for folder in folders.values()):
            print(f"{method}: a task's database is missing; skipped", file=sys.stderr)
            continue
        compiled = compile_model(loaded, target.tvm_target(), folders, tasks=subgraphs)
        check = check_model_output(compiled, loaded)
        profile = profile_calls(compiled, inputs, inferences=inferences, hold=hold)
        table = per_function(profile)
        table.insert(0, "variant", method)
        table["task"] = table.function.map(subgraph_task)
        table = table.merge(isolated, on=["task", "variant"], how="left")
        table["isolated_s_per_inference"] = table.isolated_s_per_call * table.calls
        alone = None
        if alone_repeats:
            alone = time_alone(compiled, capture_calls(compiled, inputs), repeats=alone_repeats, hold=hold, flush=flush)
            table = table.merge(alone_per_function(alone), on="function", how="left")
        tables.append(table)
        raw.append(profile.assign(variant=method))
        row = table.set_index("function").seconds_per_inference
        issue, held = rows_of(profile, HOST_ISSUE), (rows_of(profile, HOLD) if hold else None)
        summary[method] = {
            "sum_of_calls_s": row[SUM_OF_CALLS], "inference_s": row[INFERENCE],
            "between_kernels_s": row[INFERENCE] - row[SUM_OF_CALLS],
            "host_issue_s_median": row[HOST_ISSUE], "host_issue_s_max": float(issue.max()),
            "hold_s": hold_s if hold else None,
            "hold_measured_s_min": None if held is None else float(held.min()),
            # the GPU never waited for the host's hooks: each inference issued within its hold
            "issued_within_hold": held is not None and bool((issue < held).all()),
            "isolated_weighted_sum_s": float(table.isolated_s_per_inference.sum()),
            "tasks_without_isolated_timing": sorted(table[table.task.notna() & table.isolated_s_per_call.isna()].task),
            "output_check": check,
        }
        if alone is not None:  # each call replayed by itself: the sums over one inference's calls
            summary[method] |= {"alone_repeats": alone_repeats, "alone_warm_sum_s": float(alone.warm_s.sum()),
                                "alone_cold_sum_s": float(alone.cold_s.sum())}
        print(f"{method}: inference {row[INFERENCE] * 1e6:.1f} us, calls {row[SUM_OF_CALLS] * 1e6:.1f} us, "
              f"isolated sum {summary[method]['isolated_weighted_sum_s'] * 1e6:.1f} us, host issue "
              f"{row[HOST_ISSUE] * 1e6:.0f} us (hold {hold_s * 1e6 if hold else 0:.0f} us)")
    if not tables:
        raise SystemExit(f"no method of {methods} has every task's database under {directory / 'results' / 'tune'}")
    return pd.concat(tables, ignore_index=True), summary, pd.concat(raw, ignore_index=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, required=True, help="a finished workflow run's folder")
    parser.add_argument("--model", required=True, help="a models: name of its config.yaml")
    parser.add_argument("--out", type=Path, required=True, help="the per-function CSV (a .json beside it)")
    parser.add_argument("--inferences", type=int, default=30)
    parser.add_argument("--hold-s", type=float, default=0.05,
                        help="GPU spin before each profiled inference; must exceed the host's issue time")
    parser.add_argument("--methods", nargs="+", default=list(METHODS))
    parser.add_argument("--raw", type=Path, help="also write every call's time here")
    parser.add_argument("--alone-repeats", type=int, default=20,
                        help="also replay each call by itself this often, warm and after a cache flush (0: no)")
    args = parser.parse_args()
    table, summary, raw = profile_methods(args.directory, args.model, inferences=args.inferences,
                                          hold_s=args.hold_s, methods=args.methods, alone_repeats=args.alone_repeats)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(args.out, index=False)
    args.out.with_suffix(".json").write_text(json.dumps(
        {"model": args.model, "inferences": args.inferences, "methods": summary,
         "how": "ecotune.models.profile: per call CUDA events (GPU) or wall clock (CPU), the "
                "isolated timings from results/remeasure (replicate 0); alone_*: each call of one inference "
                "replayed by itself with the same clock, warm (back to back) and cold (after writing a buffer "
                "larger than the cache), median over alone_repeats"}, indent=2, default=str) + "\n")
    if args.raw:
        raw.to_csv(args.raw, index=False)
    print(table.to_string(index=False, max_rows=200))
    return 0


if __name__ == "__main__":
    sys.exit(main())
