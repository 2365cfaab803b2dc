"""A tuned kernel launched one call at a time from Python vs replayed from a CUDA graph
(issues 12 and 13: what the launch gaps cost the energy per call, and the measurement's time).

The vendor kernel runs from a CUDA graph (baselines.py, bench/results/vendor_graph_h200.json),
the tuned kernels call by call. A TVM call costs the host ~4 us, about what the decisive run's
GEMVs take on the GPU, so their energy per call carries the idle gaps, and the meter, which
hides its ~3 ms counter read behind a batch of launches and needs 32 batches a window, stretched
their 0.3 s search windows to ~1.8 s (bench/results/decisive_h200, energy.csv window_s). A graph
of kernels.GRAPH_CALLS calls removes the gaps and lets the batches shrink.

For each task, its latency search's pick (replicate 0) is built once and loaded twice on one
set of buffers: `loop` (one call per launch, as the search and remeasure run it today) and
`graph` (kernels.tvm_kernel(cuda_graph=True)). They are measured interleaved with remeasure's
protocol at --window-s (0.3 s: the search's energy window). Printed and written per task: the
energy per call, power, window that ran and calls per window of each, the window's time per
call (window / calls: with gaps for `loop`), and graph vs loop paired by repeat with 95 % CIs.

On the GPU machine, after `. .devkit/install`, from a checkout with the decisive run landed:

    python3 bench/tuned_graph.py --workflow-dir bench/results/decisive_h200/work \\
        --raw bench/results/decisive_h200/raw \\
        --tasks mv_gpt2_qkv_1x2304x768 mm_bert_ffn1_512x3072x768 --out bench/results/tuned_graph_h200.json

A landed task (bench/land_run.py) keeps its searches' whole databases only in raw/TASK.raw.tar.xz;
--raw reads the latency search's from there when work/ lacks it.

On a CPU target the graph falls back to one call per launch and the record says why.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tarfile
import tempfile
from dataclasses import asdict
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.energy import create_meter  # noqa: E402
from ecotune.evaluate import ProtocolSettings, remeasure  # noqa: E402
from ecotune.kernels import device_buffers, load_built_kernel  # noqa: E402
from ecotune.outputs import write_json  # noqa: E402
from ecotune.results import DB_FILES, RECORD_FILE, REMEASURE_ROWS, replicate_dir  # noqa: E402
from ecotune.stats import paired_changes  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.tuning_db import final_schedule  # noqa: E402
from ecotune.workloads import make_primfunc, random_inputs, read_task  # noqa: E402

MODES = {"loop": False, "graph": True}


def latency_search_dir(workflow_dir: Path, task: str, raw: Path | None, into: Path) -> Path:
    """Replicate 0's latency search folder; where its database was left in raw/ at landing, its
    database files from raw/TASK.raw.tar.xz, extracted under `into`."""
    relative = Path(task) / "results" / "tune" / "latency" / task / replicate_dir(0)
    search_dir = workflow_dir / relative
    if raw is None or (search_dir / RECORD_FILE).is_file():
        return search_dir
    with tarfile.open(raw / f"{task}.raw.tar.xz") as tar:
        members = [tar.getmember(str(relative / name)) for name in DB_FILES]
        tar.extractall(into, members=members, filter="data")
    return into / relative


def measure_task(workflow_dir: Path, task: str, target, meter, protocol: ProtocolSettings,
                 raw: Path | None, into: Path) -> dict:
    spec = read_task(workflow_dir / task / "results" / "tasks" / f"{task}.json")
    search_dir = latency_search_dir(workflow_dir, task, raw, into)
    schedule = final_schedule("latency", search_dir, make_primfunc(spec), target)[0]
    data = random_inputs(spec, protocol.seed)
    buffers = device_buffers(spec, target, data)
    variants = {mode: load_built_kernel(mode, schedule, spec, target, data, buffers, cuda_graph=graph)
                for mode, graph in MODES.items()}
    rows, idle_w = remeasure(spec, variants, meter, protocol)
    frame = pd.DataFrame(rows, columns=REMEASURE_ROWS.names)
    out = {"task": task, "search_dir": str(search_dir), "idle_power_w": idle_w, "modes": {}}
    for mode, loaded in variants.items():
        group = frame[frame.variant == mode]
        energy = group["energy_j"].to_numpy(float)
        out["modes"][mode] = {
            "launch": loaded.launch,
            "latency_us": 1e6 * float(group["latency_s"].median()),
            "energy_uj": 1e6 * float(statistics.median(energy)),
            "energy_cv": float(energy.std(ddof=1) / energy.mean()) if len(energy) > 1 else float("nan"),
            "power_w": float(group["power_w"].median()),
            "window_s": float(group["window_s"].median()),
            "calls_per_window": float(group["launches"].median()),
            "window_time_per_call_us": 1e6 * float((group["window_s"] / group["launches"]).median()),
            "utilization_pct": float(group["utilization_pct"].median()),
        }
    change = paired_changes(frame, "loop", "graph")
    out["graph_vs_loop"] = change
    out["rows"] = frame.to_dict(orient="records")
    loop, graph = out["modes"]["loop"], out["modes"]["graph"]
    print(f"{task}: energy/call {loop['energy_uj']:.2f} -> {graph['energy_uj']:.2f} uJ "
          f"({100 * change['energy_change']:+.2f} % [{100 * change['energy_change_lo']:+.2f}, "
          f"{100 * change['energy_change_hi']:+.2f}]), power {loop['power_w']:.0f} -> {graph['power_w']:.0f} W, "
          f"window {loop['window_s']:.2f} -> {graph['window_s']:.2f} s, window time per call "
          f"{loop['window_time_per_call_us']:.2f} -> {graph['window_time_per_call_us']:.2f} us "
          f"(kernel {loop['latency_us']:.2f} us), CV {100 * loop['energy_cv']:.2f} -> {100 * graph['energy_cv']:.2f} %; "
          f"graph: {graph['launch']}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workflow-dir", type=Path, required=True, help="folder of task workflow folders")
    parser.add_argument("--tasks", nargs="+", required=True)
    parser.add_argument("--raw", type=Path, default=None,
                        help="landed tasks' raw/ folder: the latency search's database where work/ lacks it")
    parser.add_argument("--target", default="auto")
    parser.add_argument("--meter", default="auto")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--window-s", type=float, default=0.3)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    target = detect_target(args.target)
    meter = create_meter(args.meter, device=target.device_type, pci_bus_id=target.pci_bus_id)
    protocol = ProtocolSettings(repeats=args.repeats, window_s=args.window_s)
    result = {"target": target.target, "device": target.device_name, "pci_bus_id": target.pci_bus_id,
              "meter": meter.describe(), "protocol": asdict(protocol), "tasks": {}}
    with tempfile.TemporaryDirectory(prefix="tuned_graph_") as into:  # databases read back from raw/
        for task in args.tasks:
            result["tasks"][task] = measure_task(args.workflow_dir, task, target, meter, protocol, args.raw,
                                                 Path(into))
            write_json(args.out, result)  # after every task: what was measured stays if a later one fails
    return 0


if __name__ == "__main__":
    sys.exit(main())
