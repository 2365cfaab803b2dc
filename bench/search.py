"""Energy-aware vs latency-only vs NVML-only search, per task, from the workflow's own results.

Run on the GPU machine (the runs resume and accumulate, so a long suite can be spread
over several device calls with --tasks):
  python3 bench/search.py --configfile bench/configs/h200_search.yaml --out bench/results/search_h200 \
      [--tasks mm_bert_ffn1_512x3072x768 ...] [--directory WORKDIR] [--gpus N]
Each task runs `snakemake measurements` (all three searches, the vendor baseline and the
interleaved re-measurement) in its own work directory WORKDIR/TASK, one task after the
other, in the order given; with --gpus N, N workers run side by side, worker i on CUDA
device i (--gpus 1,2,3: on those devices), each taking the next task when it finishes one,
so every stage of one task (and so every paired comparison) runs on one GPU. Then it
writes per task and overall: energy and latency of the energy-aware and NVML-only picks vs
the latency pick and of the energy-aware vs the NVML-only pick (paired changes with 95% CIs
from remeasure), energy measurements made by each search, and trials per minute.
`--searches energy nvml_only` runs only those searches (no vendor, no remeasure; the picks
are then compared as the searches measured them). `--collect-only` skips the run and only
gathers what is there; `--report` also renders the workflow's PDF report over the
remeasured tasks into OUT/report and copies its tables/overall.json, the comparisons over
replicate searches and tasks with their CIs, to OUT/overall.json.
OUT/search_overall.json has the older per-task summary (replicate 0; named overall.json in
results committed before 2026-11-30).

A committed run keeps its workflow folders packed in bench/results/EXP/archive.tar.xz (work/TASK/...);
`--archive` unpacks it into a temporary folder and collects from there (implies --collect-only), e.g.
the committed report re-rendered into /tmp:
  python3 bench/search.py --archive bench/results/decisive_h200/archive.tar.xz --report --out /tmp/decisive
"""

from __future__ import annotations

import argparse
import json
import math
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path

import pandas as pd
import yaml

from ecotune.core.outputs import write_json
from ecotune.report.inputs import whole_search_energy_measured, whole_search_wall_s
from ecotune.core.results import (BEST_FILE, REMEASURE_ROWS, REMEASURE_SUMMARY, SEARCH_LOG, SEARCHES, VARIANTS,
                             read_table, replicate_dir, replicate_zero)
from ecotune.analysis.stats import geomean, geomean_change, paired_changes

ROOT = Path(__file__).resolve().parents[1]


def operator_name(op: str | dict) -> str:
    return op if isinstance(op, str) else op["name"]


def task_names(config: dict) -> list[str]:
    return [operator_name(op) for op in config["operators"]]


def snakemake_runs(task: str, searches: Sequence[str], replicates: int = 1) -> list[list[str]]:
    """Targets of the Snakemake runs for a task: everything (`measurements`), or only the
    given searches, every replicate (no vendor, no remeasure). A search's files can be named
    as targets only once the extract_tasks checkpoint has written the task file, hence two
    runs then."""
    if set(searches) == set(SEARCHES):
        return [["measurements"]]
    return [["extract_tasks"], [f"results/tune/{search}/{task}/{replicate_dir(r)}/{BEST_FILE}"
                                for search in searches for r in range(replicates)]]


def run_task(config: dict, workdir: Path, task: str, env: dict[str, str], searches: Sequence[str]) -> int:
    config = dict(config, operators=[op for op in config["operators"] if operator_name(op) == task])
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "config.yaml").write_text(yaml.safe_dump(config, sort_keys=False))
    for targets in snakemake_runs(task, searches, config.get("search", {}).get("replicates", 1)):
        code = subprocess.run([sys.executable, "-m", "snakemake", *targets, "--snakefile", str(ROOT / "Snakefile"),
                               "--directory", str(workdir), "--cores", "1", "--resources", "gpu=1",
                               "--keep-going", "--rerun-incomplete"], env=env, check=False).returncode
        if code:
            return code
    return 0


def gpu_ids(spec: str) -> list[int]:
    """--gpus: a count N (devices 0..N-1) or devices "1,3" (one: "2,"), so two runs can share a machine."""
    ids = [int(x) for x in spec.split(",") if x] if "," in spec else list(range(int(spec)))
    if not ids or min(ids) < 0 or len(set(ids)) != len(ids):
        raise SystemExit(f"--gpus {spec}: give a count (1: device 0) or distinct device indices (one: \"2,\")")
    return ids


def run_queues(configfile: Path, directory: Path, tasks: list[str] | None, gpus: list[int] | None,
               searches: Sequence[str]) -> None:
    config = yaml.safe_load(configfile.read_text())
    tasks = tasks or task_names(config)
    unknown = sorted(set(tasks) - set(task_names(config)))
    if unknown:
        raise SystemExit(f"not in {configfile}: {', '.join(unknown)}")

    pending = queue.SimpleQueue()
    for task in tasks:
        pending.put(task)

    def run_queue(gpu: int | None) -> None:
        # Without --gpus, one worker, and each job's GPU is ecotune.core.gpu_slot's choice.
        env = dict(os.environ) if gpu is None else dict(os.environ, CUDA_VISIBLE_DEVICES=str(gpu))
        while True:
            try:
                task = pending.get_nowait()
            except queue.Empty:
                return
            print(f"[gpu {'any' if gpu is None else gpu}] {task}: start", flush=True)
            code = run_task(config, directory / task, task, env, searches)
            print(f"[gpu {'any' if gpu is None else gpu}] {task}: snakemake exit {code}", flush=True)

    queues = [threading.Thread(target=run_queue, args=(gpu,)) for gpu in (gpus or [None])]
    for q in queues:
        q.start()
    for q in queues:
        q.join()


def collect_task(results: Path, task: str) -> dict | None:
    """The task's row: remeasure's paired changes where it ran, and each finished search's
    cost and pick (as measured during the search); replicate 0's kernels where there are
    several (the report's overall.json compares every replicate)."""
    row: dict = {"task": task}
    for search in SEARCHES:
        folder = results / "tune" / search / task
        best = next((p for p in (folder / replicate_dir(0) / BEST_FILE, folder / BEST_FILE) if p.exists()), None)
        if best is not None:
            info = json.loads(best.read_text())
            summary = info["search_summary"]
            row[f"{search}_trials_per_minute"] = summary["trials_per_minute"]
            log_file = best.parent / SEARCH_LOG.file
            measured = whole_search_energy_measured(summary, read_table(log_file, SEARCH_LOG)
                                                    if log_file.exists() else None)
            row[f"{search}_wall_s"] = whole_search_wall_s(summary)
            row[f"{search}_energy_measurements"] = measured if math.isfinite(measured) else 0
            row[f"{search}_search_latency_s"] = info.get("latency_s", math.nan)
            row[f"{search}_search_energy_j"] = info.get("energy_j", math.nan)
            row["meter"] = row.get("meter") or (summary.get("meter") or {}).get("name")
    if len(row) == 1:
        return None
    if (results / "remeasure" / REMEASURE_SUMMARY.name_for(task)).exists():
        row.update(collect_remeasure(results, task))
    return row


def collect_remeasure(results: Path, task: str) -> dict:
    folder = results / "remeasure"
    summary = replicate_zero(read_table(folder / REMEASURE_SUMMARY.name_for(task), REMEASURE_SUMMARY))
    summary = summary.set_index("variant")
    row: dict = {"meter": json.loads((folder / f"{task}.json").read_text())["meter"]["name"]}
    for variant in VARIANTS:
        if variant not in summary.index:
            continue
        s = summary.loc[variant]
        row[f"{variant}_latency_s"], row[f"{variant}_energy_j"] = s.latency_s, s.energy_j
        for metric in ("latency_change", "energy_change"):
            row[f"{variant}_{metric}"] = s[metric]
            row[f"{variant}_{metric}_ci"] = [s[f"{metric}_lo"], s[f"{metric}_hi"]]
    row.update(energy_vs_nvml_only(replicate_zero(read_table(folder / REMEASURE_ROWS.name_for(task), REMEASURE_ROWS))))
    return row


def energy_vs_nvml_only(remeasure: pd.DataFrame) -> dict:
    """The "final energy of energy-aware vs nvml-only": paired over remeasure's
    repeats, like the changes against the latency-tuned kernel."""
    if not {"energy", "nvml_only"} <= set(remeasure.variant):
        return {}
    changes, row = paired_changes(remeasure, "nvml_only", "energy"), {}
    for key in ("latency_change", "energy_change"):
        row[f"energy_vs_nvml_only_{key}"] = changes[key]
        row[f"energy_vs_nvml_only_{key}_ci"] = [changes[f"{key}_lo"], changes[f"{key}_hi"]]
    return row


def render_report(directory: Path, tasks: list[str], out_dir: Path) -> Path:
    """The workflow's PDF report over every finished task: per-task results merged into one tree."""
    from ecotune.report import build_report

    with tempfile.TemporaryDirectory() as tmp:
        merged = Path(tmp) / "results"
        for task in tasks:
            shutil.copytree(directory / task / "results", merged, dirs_exist_ok=True)
        return build_report(merged, tasks, out_dir)


def geomean_ratio(changes: pd.Series) -> float:
    """Geometric mean of (1 + change): the typical ratio."""
    return 1 + geomean_change(changes)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--configfile", type=Path, default=ROOT / "bench/configs/h200_search.yaml")
    parser.add_argument("--directory", type=Path, default=ROOT / "bench/work/search")
    parser.add_argument("--tasks", nargs="*", help="default: every operator in the config")
    parser.add_argument("--gpus", type=gpu_ids, default=None,
                        help="N workers side by side, worker i on CUDA device i; or the devices, e.g. 1,2,3")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--collect-only", action="store_true")
    parser.add_argument("--searches", nargs="+", choices=SEARCHES, default=list(SEARCHES),
                        help="run only these searches (no vendor baseline, no remeasure)")
    parser.add_argument("--report", action="store_true", help="also render the PDF report into OUT/report")
    parser.add_argument("--archive", type=Path, default=None,
                        help="collect from this results archive (work/TASK/... in a .tar.xz) instead of --directory")
    args = parser.parse_args()
    if args.archive is not None:
        with tempfile.TemporaryDirectory() as tmp:
            args.directory, args.collect_only = unpack_work(args.archive, Path(tmp)), True
            return collect(args)
    return collect(args)


def unpack_work(archive: Path, into: Path) -> Path:
    """The archive's work/ folder, unpacked under `into`."""
    import tarfile

    if not archive.is_file():
        raise SystemExit(f"--archive {archive}: no such file")
    with tarfile.open(archive) as tar:
        tar.extractall(into, members=[m for m in tar.getmembers() if m.name.startswith("work/")], filter="data")
    if not (into / "work").is_dir():
        raise SystemExit(f"--archive {archive}: holds no work/ folder")
    return into / "work"


def collect(args: argparse.Namespace) -> int:
    """Runs the searches unless --collect-only, then writes the summaries (and the report) to OUT."""
    if not args.collect_only:
        run_queues(args.configfile, args.directory, args.tasks, args.gpus, args.searches)
    task_dirs = sorted(p for p in args.directory.iterdir() if (p / "results").is_dir())
    rows = [r for r in (collect_task(p / "results", p.name) for p in task_dirs) if r]
    args.out.mkdir(parents=True, exist_ok=True)
    for row in rows:
        write_json(args.out / f"{row['task']}.json", row)
    frame = pd.DataFrame(rows)
    if frame.empty:
        print("no finished task yet")
        return 1
    remeasured = frame.dropna(subset=["energy_energy_change"]) if "energy_energy_change" in frame else frame.iloc[:0]
    frame.drop(columns=[c for c in frame.columns if c.endswith("_ci")]).to_csv(args.out / "per_task.csv", index=False)
    overall = {
        "tasks": len(frame),
        "tasks_remeasured": len(remeasured),
        "geomean_energy_ratio_energy_vs_latency": geomean_ratio(frame.get("energy_energy_change", pd.Series(dtype=float))),
        "geomean_latency_ratio_energy_vs_latency": geomean_ratio(frame.get("energy_latency_change", pd.Series(dtype=float))),
        "geomean_energy_ratio_nvml_only_vs_latency": geomean_ratio(frame.get("nvml_only_energy_change", pd.Series(dtype=float))),
        "energy_measurements_energy_over_nvml_only": float(frame.energy_energy_measurements.sum() / frame.nvml_only_energy_measurements.sum())
        if "nvml_only_energy_measurements" in frame and frame.nvml_only_energy_measurements.sum() else math.nan,
        "final_energy_ratio_energy_vs_nvml_only": geomean((frame.energy_energy_j / frame.nvml_only_energy_j).dropna())
        if "nvml_only_energy_j" in frame and len(remeasured) else math.nan,
        # The picks as the searches measured them (0.3 s windows): for runs without remeasure.
        "search_final_energy_ratio_energy_vs_nvml_only":
            geomean((frame.energy_search_energy_j / frame.nvml_only_search_energy_j).dropna())
            if {"energy_search_energy_j", "nvml_only_search_energy_j"} <= set(frame) else math.nan,
        "meters": sorted(frame.meter.unique()),
    }
    write_json(args.out / "search_overall.json", overall)
    print(frame.to_string(index=False))
    print(json.dumps(overall, indent=2))
    if args.report and len(remeasured):
        print("report:", render_report(args.directory, sorted(remeasured.task), args.out / "report"))
        # the answer over replicates and tasks, with CIs (ecotune.report.replicates), beside the above
        shutil.copy2(args.out / "report" / "tables" / "overall.json", args.out / "overall.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
