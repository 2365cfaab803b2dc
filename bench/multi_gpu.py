"""Which board did each GPU job meter? Collected from a run of the plain workflow on several GPUs.

On the two-GPU H200 machine (after `. .devkit/install`), from the repository root:

    python3 -m snakemake measurements --cores 32 --resources gpu=2 \
        --configfile bench/configs/multi_gpu_h200.yaml --directory bench/work/multi_gpu
    python3 bench/multi_gpu.py --directory bench/work/multi_gpu --out bench/results/multi_gpu_h200.json

One entry per metering job (tune_energy, tune_nvml_only, remeasure): the GPU it claimed, the
PCI bus id CUDA gave its kernels and the one NVML gave its meter (every energy row records
both), its median power over its energy rows and the idle power it measured on its board.
Jobs that do not meter (tune_latency, vendor_baseline) are listed with their claimed GPU and
CUDA bus id. `checks` says whether every entry's ids agree and its power is above idle.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.core.outputs import write_json  # noqa: E402
from ecotune.core.results import BEST_FILE, ENERGY, REMEASURE_ROWS, read_table  # noqa: E402

METERED = {"tune_energy": "energy", "tune_nvml_only": "nvml_only"}


def _ids(frame: pd.DataFrame, column: str) -> list[str]:
    return sorted({str(v) for v in frame[column].dropna()})


def _entry(rule: str, task: str, claimed, rows: pd.DataFrame, idle_power_w) -> dict:
    ok = rows[rows["energy_j"].notna()] if "energy_j" in rows else rows
    kernel, meter = _ids(ok, "kernel_pci_bus_id"), _ids(ok, "meter_pci_bus_id")
    return {
        "rule": rule, "task": task, "claimed_gpu": claimed,
        "kernel_pci_bus_id": kernel[0] if len(kernel) == 1 else kernel,
        "meter_pci_bus_id": meter[0] if len(meter) == 1 else meter,
        "energy_rows": int(len(ok)),
        "median_power_w": float(ok["power_w"].median()) if len(ok) else None,
        "idle_power_w": None if idle_power_w is None else float(idle_power_w),
    }


def collect(work: Path) -> dict:
    results = work / "results"
    tasks = sorted(p.stem for p in (results / "tasks").glob("*.json"))
    metered, unmetered = [], []
    for task in tasks:
        for rule, search in METERED.items():
            folder = results / "tune" / search / task
            best = json.loads((folder / BEST_FILE).read_text())
            rows = read_table(folder / ENERGY.file, ENERGY)
            metered.append(_entry(rule, task, best["environment"].get("claimed_gpu"), rows,
                                  best["search_summary"].get("idle_power_w")))
        meta = json.loads((results / "remeasure" / f"{task}.json").read_text())
        rows = read_table(results / "remeasure" / REMEASURE_ROWS.name_for(task), REMEASURE_ROWS)
        metered.append(_entry("remeasure", task, meta["environment"].get("claimed_gpu"), rows,
                              meta.get("idle_power_w")))
        for rule, path in (("tune_latency", results / "tune" / "latency" / task / BEST_FILE),
                           ("vendor_baseline", results / "vendor" / f"{task}.json")):
            env = json.loads(path.read_text()).get("environment") or {}
            unmetered.append({"rule": rule, "task": task, "claimed_gpu": env.get("claimed_gpu"),
                              "kernel_pci_bus_id": env.get("pci_bus_id")})
    return {
        "jobs": metered,
        "unmetered_jobs": unmetered,
        "checks": {
            "gpus_claimed": sorted({e["claimed_gpu"] for e in metered + unmetered if e["claimed_gpu"] is not None}),
            "bus_ids_equal_in_every_entry": all(
                isinstance(e["kernel_pci_bus_id"], str) and e["kernel_pci_bus_id"] == e["meter_pci_bus_id"]
                for e in metered),
            "median_power_above_idle_in_every_entry": all(
                e["median_power_w"] is not None and e["idle_power_w"] is not None
                and e["median_power_w"] > e["idle_power_w"] for e in metered),
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, required=True, help="the workflow's --directory")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    report = collect(args.directory)
    write_json(args.out, report)
    print(json.dumps(report["checks"], indent=2))
    for e in report["jobs"]:
        print(f"{e['rule']:15s} {e['task']:28s} GPU {e['claimed_gpu']}  kernel {e['kernel_pci_bus_id']}  "
              f"meter {e['meter_pci_bus_id']}  {e['median_power_w']} W (idle {e['idle_power_w']} W)")


if __name__ == "__main__":
    main()
