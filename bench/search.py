"""Energy-aware vs latency-only vs NVML-only search, per task, from the workflow's own results.

Run on the GPU machine (the runs resume and accumulate, so a long suite can be spread
over several sessions with --tasks):
  python3 bench/search.py --configfile bench/configs/h200_search.yaml --out bench/results/search_h200 \
      [--tasks mm_bert_proj_512x768x768 ...] [--directory WORKDIR]
It runs `snakemake measurements` (all three searches, the vendor baseline and the
interleaved re-measurement) for the chosen tasks, then writes per task and overall:
energy and latency of the energy-aware and NVML-only picks vs the latency pick (paired
changes with 95% CIs from remeasure), energy measurements made by each search, and
trials per minute. `--collect-only` skips the run and only gathers what is there.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from pathlib import Path

import pandas as pd
import yaml

ROOT = Path(__file__).resolve().parents[1]
SEARCHES = ("latency", "energy", "nvml_only")


def run_workflow(configfile: Path, workdir: Path, tasks: list[str] | None) -> None:
    config = yaml.safe_load(configfile.read_text())
    if tasks:
        wanted = set(tasks)
        config["operators"] = [op for op in config["operators"] if (op if isinstance(op, str) else op["name"]) in wanted]
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "config.yaml").write_text(yaml.safe_dump(config, sort_keys=False))
    subprocess.run([sys.executable, "-m", "snakemake", "measurements", "--snakefile", str(ROOT / "Snakefile"),
                    "--directory", str(workdir), "--cores", "1", "--resources", "gpu=1", "--keep-going"],
                   check=False)


def collect_task(results: Path, task: str) -> dict | None:
    summary_csv = results / "remeasure" / f"{task}.summary.csv"
    if not summary_csv.exists():
        return None
    summary = pd.read_csv(summary_csv).set_index("variant")
    row: dict = {"task": task, "meter": json.loads((results / "remeasure" / f"{task}.json").read_text())["meter"]["name"]}
    for variant in ("latency", "energy", "nvml_only", "vendor"):
        if variant not in summary.index:
            continue
        s = summary.loc[variant]
        row[f"{variant}_latency_s"], row[f"{variant}_energy_j"] = s.latency_s, s.energy_j
        for metric in ("latency_change", "energy_change"):
            row[f"{variant}_{metric}"] = s[metric]
            row[f"{variant}_{metric}_ci"] = [s[f"{metric}_lo"], s[f"{metric}_hi"]]
    for search in SEARCHES:
        best = results / "tune" / search / task / "best.json"
        if best.exists():
            info = json.loads(best.read_text())["search_summary"]
            row[f"{search}_trials_per_minute"] = info["trials_per_minute"]
            row[f"{search}_wall_s"] = info["wall_s"]
            row[f"{search}_energy_measurements"] = info.get("energy_measured", 0)
    return row


def geomean_ratio(changes: pd.Series) -> float:
    ratios = (1 + changes.dropna()).to_numpy()
    return float(math.exp(sum(map(math.log, ratios)) / len(ratios))) if len(ratios) else math.nan


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--configfile", type=Path, default=ROOT / "bench/configs/h200_search.yaml")
    parser.add_argument("--directory", type=Path, default=ROOT / "bench/work/search")
    parser.add_argument("--tasks", nargs="*")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--collect-only", action="store_true")
    args = parser.parse_args()
    if not args.collect_only:
        run_workflow(args.configfile, args.directory, args.tasks)
    results = args.directory / "results"
    names = sorted(p.name[: -len(".summary.csv")] for p in (results / "remeasure").glob("*.summary.csv"))
    rows = [r for r in (collect_task(results, name) for name in names) if r]
    args.out.mkdir(parents=True, exist_ok=True)
    for row in rows:
        (args.out / f"{row['task']}.json").write_text(json.dumps(row, indent=2, sort_keys=True, default=float) + "\n")
    frame = pd.DataFrame(rows)
    if frame.empty:
        print("no finished task yet")
        return 1
    frame.drop(columns=[c for c in frame.columns if c.endswith("_ci")]).to_csv(args.out / "per_task.csv", index=False)
    overall = {
        "tasks": len(frame),
        "geomean_energy_ratio_energy_vs_latency": geomean_ratio(frame.get("energy_energy_change", pd.Series(dtype=float))),
        "geomean_latency_ratio_energy_vs_latency": geomean_ratio(frame.get("energy_latency_change", pd.Series(dtype=float))),
        "geomean_energy_ratio_nvml_only_vs_latency": geomean_ratio(frame.get("nvml_only_energy_change", pd.Series(dtype=float))),
        "energy_measurements_energy_over_nvml_only": float(frame.energy_energy_measurements.sum() / frame.nvml_only_energy_measurements.sum())
        if "nvml_only_energy_measurements" in frame and frame.nvml_only_energy_measurements.sum() else math.nan,
        "final_energy_ratio_energy_vs_nvml_only": geomean_ratio(
            frame.energy_energy_j / frame.nvml_only_energy_j - 1) if "nvml_only_energy_j" in frame else math.nan,
        "meters": sorted(frame.meter.unique()),
    }
    (args.out / "overall.json").write_text(json.dumps(overall, indent=2, sort_keys=True) + "\n")
    print(frame.to_string(index=False))
    print(json.dumps(overall, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
