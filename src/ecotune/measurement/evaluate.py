"""Re-measurement: every variant of a task, checked, then measured interleaved N times.

Variants are the kernels picked by each method, one per replicate search, plus the vendor
library; their keys are `results.variant_key(method, replicate)`. Each repeat
runs all of them in a fresh random order, so drift (temperature, clocks) spreads over
variants instead of biasing whichever ran last; differences are paired by repeat.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..energy import Meter, create_meter
from ..core.errors import KernelIncorrect
from .kernels import LoadedKernel
from .measure import measure_idle_power, measure_kernel
from ..core.outputs import write_csv
from ..core.results import (BASELINE_VARIANT, OPTIONAL_METRICS, REMEASURE_ROWS, REMEASURE_SUMMARY, VENDOR_REPLICATE,
                      split_variant_key, with_replicate)
from ..analysis.stats import bootstrap_ci, interleaved_order, paired_changes
from ..ops.target import TargetInfo
from ..ops.workloads import OperatorSpec, output_matches, reference

log = logging.getLogger("ecotune.evaluate")


@dataclass(frozen=True)
class ProtocolSettings:
    repeats: int = 5
    window_s: float = 1.0
    warmup_s: float = 0.2
    seed: int = 0
    idle_s: float = 2.0

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> "ProtocolSettings":
        """From a plain mapping with the same names (a rule's params as a dict); other keys
        are ignored, a missing one is a KeyError."""
        return cls(**{name: values[name] for name in cls.__dataclass_fields__})


def check_correctness(spec: OperatorSpec, variants: dict[str, LoadedKernel], inputs) -> dict[str, dict]:
    """Run each variant once and compare with NumPy; a wrong kernel fails the task loudly."""
    expected = reference(spec, inputs)
    verdicts = {}
    for name, loaded in variants.items():
        if loaded.clear_output is not None:
            loaded.clear_output()
        loaded.kernel.launch()
        loaded.kernel.sync()
        ok, error = output_matches(spec, loaded.output(), expected)
        verdicts[name] = {"ok": bool(ok), "max_rel_error": float(error)}
        log.info("correctness %s: %s (max relative error %.2e)", name, "ok" if ok else "WRONG", error)
    wrong = {name: v for name, v in verdicts.items() if not v["ok"]}
    if wrong:
        raise KernelIncorrect(f"{spec.name}: output differs from the NumPy reference: {wrong}")
    return verdicts


def remeasure(
    spec: OperatorSpec,
    variants: dict[str, LoadedKernel],
    meter: Meter,
    settings: ProtocolSettings,
    same_kernel: Mapping[str, str] | None = None,
) -> tuple[list[dict], float | None]:
    """Measure all variants interleaved; returns the tidy rows and the idle power.

    same_kernel: variant -> the variant in `variants` whose kernel it is (the same
    schedule, picked by two methods). It is not run again: each of the other's rows is
    copied under its name, with `same_kernel_as` saying so, so its change is 0 exactly.
    Run apart, identical kernels differed by up to 2 % in latency with CIs that excluded 0
    (bench/results/README.md, the BERT layer), and every copy saves a window per repeat."""
    aliases: dict[str, list[str]] = {}
    for alias, measured in (same_kernel or {}).items():
        aliases.setdefault(measured, []).append(alias)
    idle_w = measure_idle_power(meter, settings.idle_s)
    limit_w = meter.power_limit_w()
    log.info("idle power %.1f W, power limit %s W (%s meter)", idle_w, limit_w, meter.name)
    rows = []
    for order, (repeat, name) in enumerate(interleaved_order(list(variants), settings.repeats, settings.seed)):
        kernel = variants[name].kernel
        m = measure_kernel(kernel, meter, window_s=settings.window_s, warmup_s=settings.warmup_s,
                           idle_power_w=idle_w, power_limit_w=limit_w)
        cold_s = cold_latency_s(kernel)
        for key in (name, *aliases.get(name, ())):
            method, replicate = split_variant_key(key)
            row = {"task": spec.name, "variant": method, "replicate": replicate, "repeat": repeat, "order": order,
                   **m.to_row(), "same_kernel_as": name if key != name else None, "cold_latency_s": cold_s}
            rows.append({col: row.get(col) for col in REMEASURE_ROWS.names})
        log.info(
            "repeat %d %-9s latency %.3f us, energy %.4g mJ%s, %.1f W%s",
            repeat, name, m.latency_s * 1e6, m.energy_j * 1e3, " (estimated)" if m.estimated else "", m.power_w,
            f" (also {', '.join(aliases[name])}: the same kernel)" if name in aliases else "",
        )
    return rows, idle_w


def cold_latency_s(kernel) -> float:
    """The kernel's cold latency (measure.Kernel.cold_time_s), NaN where it has none or its
    timing fails: an extra column must not cost the window already measured."""
    if kernel.cold_time_s is None:
        return np.nan
    try:
        return float(kernel.cold_time_s())
    except Exception as why:  # noqa: BLE001 - any failure of the extra timing: NaN, and say so
        log.warning("%s: cold timing failed (%s); its cold_latency_s is NaN", kernel.name, str(why).splitlines()[0])
        return np.nan


def summarize(rows: list[dict], seed: int = 0) -> pd.DataFrame:
    """Medians with 95% bootstrap CIs per variant and replicate, and paired changes vs the
    latency kernel of the same replicate (the vendor's: vs replicate 0's)."""
    frame = with_replicate(pd.DataFrame(rows, columns=REMEASURE_ROWS.names))
    summary = []
    for (name, replicate), group in frame.groupby(["variant", "replicate"], sort=True):
        out = {"task": group.task.iloc[0], "variant": name, "replicate": replicate, "n": len(group)}
        for metric in ("latency_s", "energy_j", "cold_latency_s"):
            values = group[metric].to_numpy(dtype=float)
            if metric in OPTIONAL_METRICS and not np.isfinite(values).all():  # not measurable: NaN
                continue
            out[metric], out[f"{metric}_lo"], out[f"{metric}_hi"] = bootstrap_ci(values, seed=seed)
        out["power_w"] = float(np.median(group.power_w))
        base_rep = VENDOR_REPLICATE if name == "vendor" else replicate
        summary.append({**out, **paired_changes(frame, BASELINE_VARIANT, name, seed,
                                                baseline_replicate=base_rep, replicate=replicate)})
    return pd.DataFrame(summary, columns=REMEASURE_SUMMARY.names)


def measure_interleaved(spec: OperatorSpec, variants: dict[str, LoadedKernel], data, meter: str,
                        target: TargetInfo, protocol: ProtocolSettings, rows_file: Path, summary_file: Path,
                        same_kernel: Mapping[str, str] | None = None,
                        ) -> tuple[dict[str, dict], Meter, float | None]:
    """What the remeasure and pareto stages do with their kernels: check each against NumPy,
    measure them interleaved (remeasure) with a meter on the target's board, and write the
    rows and their summary. same_kernel: as remeasure's (the variants named there are not in
    `variants`). Returns the checks, the meter and the idle power."""
    correctness = check_correctness(spec, variants, data)
    correctness.update({alias: {**correctness[measured], "same_kernel_as": measured}
                        for alias, measured in (same_kernel or {}).items()})
    energy_meter = create_meter(meter, device=target.device_type, pci_bus_id=target.pci_bus_id)
    rows, idle_w = remeasure(spec, variants, energy_meter, protocol, same_kernel)
    write_csv(rows_file, pd.DataFrame(rows, columns=REMEASURE_ROWS.names))
    write_csv(summary_file, summarize(rows, seed=protocol.seed))
    return correctness, energy_meter, idle_w
