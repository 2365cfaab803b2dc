"""How repeatable is one energy measurement, and does the counter agree with instant power?

Run on the GPU machine:  python3 bench/meter_precision.py --out bench/results/meter_precision_h200.json
Kernels: cuBLAS fp32 1024^3 matmul (compute-bound) and a 1x4096x4096 GEMV (memory-bound),
`--repeats` measurements at each window length. Prints and writes, per kernel and window:
median energy per launch, its coefficient of variation (CV) across repeats, the counter vs
integrated-instant-power agreement, average power and SM clocks; and the idle power.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from ecotune.measurement.baselines import vendor_kernel
from ecotune.energy import create_meter
from ecotune.measurement.measure import measure_idle_power, measure_kernel
from ecotune.ops.target import detect_target
from ecotune.ops.workloads import OperatorSpec, random_inputs

KERNELS = [
    OperatorSpec("cublas_mm_1024x1024x1024", "matmul", (("M", 1024), ("N", 1024), ("K", 1024)), "float32"),
    OperatorSpec("cublas_gemv_1x4096x4096", "matvec", (("N", 4096), ("K", 4096)), "float32"),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--windows", type=float, nargs="+", default=[0.5, 1.0, 2.0])
    parser.add_argument("--min-batch-s", type=float, default=None,
                        help="shortest batch between syncs (default: measure_kernel's)")
    parser.add_argument("--out", default="bench/results/meter_precision.json")
    args = parser.parse_args()
    target = detect_target("cuda")
    meter = create_meter("nvml", device="cuda", pci_bus_id=target.pci_bus_id)
    idle_w = measure_idle_power(meter, 3.0)
    limit_w = meter.power_limit_w()
    report = {"min_batch_s": args.min_batch_s, "gpu": target.device_name, "driver": target.driver, "idle_power_w": idle_w,
              "power_limit_w": limit_w, "meter": meter.describe(), "results": []}
    print(f"{target.device_name}: idle {idle_w:.1f} W, limit {limit_w} W", flush=True)
    for spec in KERNELS:
        kernel = vendor_kernel(spec, target, random_inputs(spec, 0)).kernel
        for window_s in args.windows:
            extra = {} if args.min_batch_s is None else {"min_batch_s": args.min_batch_s}
            runs = [measure_kernel(kernel, meter, window_s=window_s, idle_power_w=idle_w, power_limit_w=limit_w, **extra)
                    for _ in range(args.repeats)]
            energy = [m.energy_j for m in runs]
            fit = [m.fit_energy_j for m in runs if m.fit_energy_j]
            agreement = [m.instant_power_energy_j / m.energy_j - 1 for m in runs if m.instant_power_energy_j]
            row = {
                # The meter stretches a window to 32 batches, and batches to hide its read
                # cost: what was asked is not what ran, so both are recorded.
                "kernel": spec.name, "window_s": window_s, "repeats": len(runs),
                "window_seen_s_median": statistics.median(m.window_s for m in runs),
                "energy_j_median": statistics.median(energy),
                "energy_cv": statistics.stdev(energy) / statistics.mean(energy),
                "fit_energy_cv": statistics.stdev(fit) / statistics.mean(fit) if len(fit) > 1 else None,
                "instant_vs_counter_median": statistics.median(agreement) if agreement else None,
                "instant_vs_counter_max_abs": max(map(abs, agreement)) if agreement else None,
                "power_w_median": statistics.median(m.power_w for m in runs),
                "latency_s_median": statistics.median(m.latency_s for m in runs),
                "launches_median": statistics.median(m.launches for m in runs),
                "sm_clock_mhz": [min(m.sm_clock_mhz or 0 for m in runs), max(m.sm_clock_mhz or 0 for m in runs)],
                "temperature_c": [min(m.temperature_c or 0 for m in runs), max(m.temperature_c or 0 for m in runs)],
            }
            report["results"].append(row)
            print(json.dumps(row), flush=True)
    with open(args.out, "w") as handle:
        json.dump(report, handle, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
