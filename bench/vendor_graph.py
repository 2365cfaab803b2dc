"""cuBLAS/cuDNN called one by one from Python vs replayed from a CUDA graph.

Run on the GPU machine:  python3 bench/vendor_graph.py --out bench/results/vendor_graph_h200.json
For each operator of the search suite (bench/configs/h200_search.yaml), the vendor kernel
is built both ways (ecotune.baselines, `cuda_graph` False / True), checked against NumPy,
and measured with the NVML meter as remeasure does it (interleaved repeats, 1 s windows).
Prints and writes per operator and mode: median latency (CUDA events), energy per call,
average power, and how the launch ran. PyTorch's ~10 us per call is longer than a GEMV
runs, so called one by one the GPU idles between calls and the library is charged for
the gaps; the graph removes them.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

import yaml

from ecotune.baselines import vendor_kernel
from ecotune.energy import create_meter
from ecotune.evaluate import check_correctness
from ecotune.measure import measure_idle_power, measure_kernel
from ecotune.outputs import write_json
from ecotune.stats import interleaved_order
from ecotune.target import detect_target
from ecotune.workloads import parse_operators, random_inputs

ROOT = Path(__file__).resolve().parents[1]
MODES = {"eager": False, "graph": True}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--configfile", type=Path, default=ROOT / "bench/configs/h200_search.yaml")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--window-s", type=float, default=1.0)
    parser.add_argument("--out", type=Path, default=ROOT / "bench/results/vendor_graph.json")
    args = parser.parse_args()
    target = detect_target("cuda")
    meter = create_meter("nvml", device="cuda", pci_bus_id=target.pci_bus_id)
    idle_w = measure_idle_power(meter, 2.0)
    limit_w = meter.power_limit_w()
    result = {"gpu": target.device_name, "driver": target.driver, "idle_power_w": idle_w,
              "window_s": args.window_s, "repeats": args.repeats, "operators": {}}
    specs = parse_operators(yaml.safe_load(args.configfile.read_text())["operators"])
    for spec in specs:
        inputs = random_inputs(spec, 0)
        kernels = {mode: vendor_kernel(spec, target, inputs, cuda_graph=graph) for mode, graph in MODES.items()}
        check_correctness(spec, kernels, inputs)
        rows = {mode: [] for mode in MODES}
        for _, mode in interleaved_order(list(MODES), args.repeats, seed=0):
            m = measure_kernel(kernels[mode].kernel, meter, window_s=args.window_s, idle_power_w=idle_w,
                               power_limit_w=limit_w)
            rows[mode].append(m)
        entry = {}
        for mode, ms in rows.items():
            entry[mode] = {"launch": kernels[mode].launch,
                           "latency_us": statistics.median(m.latency_s for m in ms) * 1e6,
                           "energy_uj": statistics.median(m.energy_j for m in ms) * 1e6,
                           "power_w": statistics.median(m.power_w for m in ms),
                           "window_s": statistics.median(m.window_s for m in ms)}
            print(f"{spec.name:48s} {mode:5s} {entry[mode]['latency_us']:9.2f} us "
                  f"{entry[mode]['energy_uj']:10.1f} uJ {entry[mode]['power_w']:6.1f} W  ({kernels[mode].launch})",
                  flush=True)
        entry["graph_vs_eager"] = {key: entry["graph"][key] / entry["eager"][key] - 1
                                   for key in ("latency_us", "energy_uj")}
        result["operators"][spec.name] = entry
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_json(args.out, result)
    print("wrote", args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
