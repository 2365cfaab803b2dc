"""The remeasure rule: every variant of one task (each method's kernel from every replicate
search, and the vendor library), checked against NumPy, then measured interleaved
`repeats` times."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

import tvm

import ecotune

from ..measurement.baselines import vendor_kernel
from ..measurement.evaluate import ProtocolSettings, measure_interleaved
from ..measurement.kernels import device_buffers, load_built_kernel, same_kernels
from ..core.outputs import write_json
from ..core.results import split_variant_key
from ..ops.target import detect_target
from ..ops.tuning_db import final_schedule
from ..ops.workloads import make_primfunc, random_inputs, read_task


SHARED_BUFFERS = "the tuned kernels share one set of device buffers; the vendor call has its own"


def remeasure_stage(task_file: Path, best_files: Mapping[str, Path], vendor_file: Path, rows_file: Path,
                    summary_file: Path, meta_file: Path, protocol: ProtocolSettings, meter: str,
                    vendor: Mapping[str, Any], target_kind: str, log: logging.Logger,
                    cuda_graph: bool = False) -> None:
    """best_files: each variant's best.json (its folder holds the kernel), keyed by
    results.variant_key (method and replicate); vendor_file: the vendor stage's record;
    vendor: vendor_kernel's options; cuda_graph (measure.cuda_graph): the tuned kernels replay
    from CUDA graphs, as the vendor's (vendor.cuda_graph), instead of one call per launch. Writes the rows, their summary and the run's metadata
    (environment, meter, protocol, idle power, correctness)."""
    spec = read_task(task_file)
    target = detect_target(target_kind)
    data = random_inputs(spec, protocol.seed)
    func = make_primfunc(spec)
    schedules = {key: final_schedule(split_variant_key(key)[0], Path(best_file).parent, func, target)[0]
                 for key, best_file in best_files.items()}
    same_kernel = same_kernels(schedules)
    for alias, measured in same_kernel.items():
        log.info("%s picked the same kernel as %s: it is measured once, for both", alias, measured)
    # One set of device buffers for every tuned kernel: run on buffers of its own, one kernel
    # read 0.4 % slower as a second variant than as the first, and 0.0 % on the first's
    # (bench/results/variant_offset_h200.json), an offset its repeats do not show.
    buffers = device_buffers(spec, target, data)
    variants = {key: load_built_kernel(key, schedule, spec, target, data, buffers, cuda_graph)
                for key, schedule in schedules.items() if key not in same_kernel}
    # how each tuned kernel ran (a copied variant: as the one it copies), before the vendor joins
    tuned_launch = {key: variants[same_kernel.get(key, key)].launch for key in schedules}
    vendor_run = json.loads(Path(vendor_file).read_text())
    if vendor_run["available"]:
        variants["vendor"] = vendor_kernel(spec, target, data, **vendor)
    correctness, energy_meter, idle_w = measure_interleaved(spec, variants, data, meter, target, protocol,
                                                            rows_file, summary_file, same_kernel)
    write_json(meta_file, {
        "task": spec.name,
        "operator": spec.to_dict(),
        "environment": {
            "gpu": target.device_name if target.kind == "cuda" else None, "driver": target.driver,
            "cpu": target.cpu, "target": target.target, "target_kind": target.kind,
            "claimed_gpu": target.claimed_gpu, "pci_bus_id": target.pci_bus_id,
            "tvm_version": tvm.__version__, "ecotune_version": ecotune.__version__,
        },
        "meter": energy_meter.describe(),
        "protocol": asdict(protocol),
        "idle_power_w": idle_w,
        "power_limit_w": energy_meter.power_limit_w(),
        "correctness": correctness,
        "same_kernel": same_kernel,
        "tuned_launch": tuned_launch,
        "buffers": SHARED_BUFFERS,
        "vendor": {"library": vendor_run["library"], "available": vendor_run["available"],
                   "reason": vendor_run.get("reason"),
                   "launch": variants["vendor"].launch if "vendor" in variants else None},
    })
