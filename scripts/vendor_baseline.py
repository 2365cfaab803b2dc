"""vendor_baseline: check the vendor library on this task and time it once (or record why not)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True)

import json  # noqa: E402
import logging  # noqa: E402
from pathlib import Path  # noqa: E402

from ecotune.baselines import VendorUnavailable, vendor_kernel, vendor_library  # noqa: E402
from ecotune.measure import estimate_latency  # noqa: E402
from ecotune.outputs import write_json  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.workloads import OperatorSpec, output_matches, random_inputs, reference  # noqa: E402

def main(task_file: Path, out_file: Path, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    target = detect_target(params.target_kind)
    inputs = random_inputs(spec, params.seed)
    result = {"task": spec.name, "library": vendor_library(spec, target), **params.vendor}
    try:
        loaded = vendor_kernel(spec, target, inputs, **params.vendor)
    except VendorUnavailable as why:
        log.warning("vendor library unavailable: %s; the workflow goes on without it", why)
        write_json(out_file, {**result, "available": False, "reason": str(why)})
        return
    loaded.kernel.launch()
    loaded.kernel.sync()
    ok, error = output_matches(spec, loaded.output(), reference(spec, inputs))
    timer = loaded.kernel.device_time_s
    latency = timer() if timer else estimate_latency(loaded.kernel)
    log.info("%s: %.3f us, correct=%s (max relative error %.2e)", result["library"], latency * 1e6, ok, error)
    write_json(out_file, {**result, "available": True, "reason": None, "launch": loaded.launch, "latency_s": latency,
                          "correct": bool(ok), "max_rel_error": float(error), "environment": target.to_dict()})

if __name__ == "__main__":
    main(Path(snakemake.input.task), Path(snakemake.output[0]), snakemake.params, log)
