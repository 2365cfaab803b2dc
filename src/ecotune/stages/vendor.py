"""The vendor_baseline rule: check the vendor library on one task and time it once (or
record why it is unavailable)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..measurement.baselines import VendorUnavailable, vendor_kernel, vendor_library
from ..measurement.measure import estimate_latency
from ..core.outputs import write_json
from ..ops.target import detect_target
from ..ops.workloads import output_matches, random_inputs, read_task, reference


def vendor_stage(task_file: Path, out_file: Path, vendor: Mapping[str, Any], seed: int, target_kind: str,
                 log: logging.Logger) -> dict:
    """results/vendor/<task>.json: library, availability (and why not), launch mode, latency,
    correctness. vendor: vendor_kernel's options (config: vendor). Returns what it wrote."""
    spec = read_task(task_file)
    if spec.kind == "subgraph":  # a model's subgraph: no catalog operator, so no vendor call is derived
        reason = (spec.vendor_note if not spec.vendor_counterpart else
                  f"{spec.vendor_counterpart} would fit, but vendor calls are not derived from model subgraphs yet")
        log.warning("no vendor baseline: %s", reason)
        result = {"task": spec.name, "library": "none", "available": False, "reason": reason, **vendor}
        write_json(out_file, result)
        return result
    target = detect_target(target_kind)
    inputs = random_inputs(spec, seed)
    result = {"task": spec.name, "library": vendor_library(spec, target), **vendor}
    try:
        loaded = vendor_kernel(spec, target, inputs, **vendor)
    except VendorUnavailable as why:
        log.warning("vendor library unavailable: %s; the workflow goes on without it", why)
        result.update(available=False, reason=str(why))
        write_json(out_file, result)
        return result
    loaded.kernel.launch()
    loaded.kernel.sync()
    ok, error = output_matches(spec, loaded.output(), reference(spec, inputs))
    timer = loaded.kernel.device_time_s
    latency = timer() if timer else estimate_latency(loaded.kernel)
    log.info("%s: %.3f us, correct=%s (max relative error %.2e)", result["library"], latency * 1e6, ok, error)
    result.update(available=True, reason=None, launch=loaded.launch, latency_s=latency, correct=bool(ok),
                  max_rel_error=float(error), environment=target.to_dict())
    write_json(out_file, result)
    return result
