"""What one NVML read costs on this machine: what each batch of measure_kernel must outlast.

  python3 bench/nvml_call_cost.py --out bench/results/nvml_call_cost_h200.json

Times each read NvmlMeter makes per batch (energy counter, instant power through field
values, averaged power usage, SM clock) and the meter's own estimate of them, with the GPU
idle and while a cuBLAS matmul loop keeps it busy. Medians and 90th percentiles in ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
from pathlib import Path

import pynvml

from ecotune.energy.nvml import NvmlMeter
from ecotune.outputs import write_json
from ecotune.board import cuda_device_bus_id


def time_call(fn, n: int) -> dict:
    costs = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        costs.append((time.perf_counter() - t) * 1e3)
    costs.sort()
    return {"median_ms": statistics.median(costs), "p90_ms": costs[int(0.9 * len(costs))], "n": n}


def read_costs(meter: NvmlMeter, n: int) -> dict:
    h = meter.handle
    return {
        "energy_counter": time_call(lambda: pynvml.nvmlDeviceGetTotalEnergyConsumption(h), n),
        "instant_power_field": time_call(lambda: pynvml.nvmlDeviceGetFieldValues(h, [pynvml.NVML_FI_DEV_POWER_INSTANT]), n),
        "power_usage": time_call(lambda: pynvml.nvmlDeviceGetPowerUsage(h), n),
        "sm_clock": time_call(lambda: pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM), n),
        "meter_overlapped_read_ms": meter.overlapped_read_s() * 1e3,  # "meter_batch_overhead_ms" before it moved
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--n", type=int, default=200)
    args = parser.parse_args()
    import torch

    meter = NvmlMeter(0, pci_bus_id=cuda_device_bus_id(0))
    result = {"gpu": pynvml.nvmlDeviceGetName(meter.handle), "idle": read_costs(meter, args.n)}
    a = torch.randn(4096, 4096, device="cuda")
    stop = threading.Event()

    def load() -> None:
        while not stop.is_set():
            for _ in range(20):
                a @ a
            torch.cuda.synchronize()

    worker = threading.Thread(target=load)
    worker.start()
    time.sleep(0.5)
    try:
        result["busy"] = read_costs(meter, args.n)
    finally:
        stop.set()
        worker.join()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_json(args.out, result)
    print(json.dumps(result, indent=2, default=str))


if __name__ == "__main__":
    main()
