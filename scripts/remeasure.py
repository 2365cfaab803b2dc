"""remeasure: every variant of one task, checked against NumPy, then measured interleaved."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True)

import json  # noqa: E402
import logging  # noqa: E402
from pathlib import Path  # noqa: E402

import pandas as pd  # noqa: E402
import tvm  # noqa: E402

import ecotune  # noqa: E402
from ecotune.baselines import vendor_kernel  # noqa: E402
from ecotune.energy import create_meter  # noqa: E402
from ecotune.evaluate import ProtocolSettings, check_correctness, remeasure, summarize  # noqa: E402
from ecotune.kernels import load_built_kernel  # noqa: E402
from ecotune.search.energy_search import picked_schedule  # noqa: E402
from ecotune.outputs import write_json  # noqa: E402
from ecotune.search.export import best_schedule, open_database  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.workloads import OperatorSpec, make_primfunc, random_inputs  # noqa: E402

def main(inputs, outputs, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(Path(inputs.task).read_text()))
    target = detect_target(params.target_kind)
    protocol = ProtocolSettings(repeats=params.repeats, window_s=params.window_s, warmup_s=params.warmup_s,
                                seed=params.seed, idle_s=params.idle_s)
    data = random_inputs(spec, params.seed)
    func = make_primfunc(spec)
    variants = {}
    schedule, _ = best_schedule(open_database(Path(inputs.latency_best).parent), func, target)
    variants["latency"] = load_built_kernel("latency", schedule, spec, target, data)
    for search in ("energy", "nvml_only"):
        schedule, _ = picked_schedule(Path(inputs[f"{search}_best"]).parent, func, target)
        variants[search] = load_built_kernel(search, schedule, spec, target, data)
    vendor = json.loads(Path(inputs.vendor).read_text())
    if vendor["available"]:
        variants["vendor"] = vendor_kernel(spec, target, data, **params.vendor)
    correctness = check_correctness(spec, variants, data)
    meter = create_meter(params.meter, device=target.device_type, pci_bus_id=target.pci_bus_id)
    rows, idle_w = remeasure(spec, variants, meter, protocol)
    pd.DataFrame(rows).to_csv(outputs.rows, index=False)
    summarize(rows, seed=params.seed).to_csv(outputs.summary, index=False)
    write_json(outputs.meta, {
        "task": spec.name,
        "operator": spec.to_dict(),
        "environment": {
            "gpu": target.device_name if target.kind == "cuda" else None, "driver": target.driver,
            "cpu": target.cpu, "target": target.target, "target_kind": target.kind,
            "claimed_gpu": target.claimed_gpu, "pci_bus_id": target.pci_bus_id,
            "tvm_version": tvm.__version__, "ecotune_version": ecotune.__version__,
        },
        "meter": meter.describe(),
        "protocol": protocol.__dict__,
        "idle_power_w": idle_w,
        "power_limit_w": meter.power_limit_w(),
        "correctness": correctness,
        "vendor": {"library": vendor["library"], "available": vendor["available"], "reason": vendor.get("reason"),
                   "launch": variants["vendor"].launch if "vendor" in variants else None},
    })

if __name__ == "__main__":
    main(snakemake.input, snakemake.output, snakemake.params, log)
