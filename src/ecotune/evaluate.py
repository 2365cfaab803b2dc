"""Re-measurement: every variant of a task, checked, then measured interleaved N times.

Variants are the kernels picked by each search plus the vendor library. Each repeat
runs all of them in a fresh random order, so drift (temperature, clocks) spreads over
variants instead of biasing whichever ran last; differences are paired by repeat.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from .energy import Meter
from .errors import KernelIncorrect
from .kernels import LoadedKernel
from .measure import measure_idle_power, measure_kernel
from .stats import bootstrap_ci, interleaved_order, paired_change
from .workloads import OperatorSpec, output_matches, reference

log = logging.getLogger("ecotune.evaluate")

BASELINE_VARIANT = "latency"
ROW_COLUMNS = [
    "task", "variant", "repeat", "order", "latency_s", "energy_j", "power_w", "launches",
    "window_s", "sm_clock_mhz", "temperature_c", "meter", "estimated", "idle_power_w",
    "above_idle_energy_j", "instant_power_energy_j", "fit_energy_j", "kernel_pci_bus_id",
    "meter_pci_bus_id", "utilization_pct",
]


@dataclass(frozen=True)
class ProtocolSettings:
    repeats: int = 5
    window_s: float = 1.0
    warmup_s: float = 0.2
    seed: int = 0
    idle_s: float = 2.0


def check_correctness(spec: OperatorSpec, variants: dict[str, LoadedKernel], inputs) -> dict[str, dict]:
    """Run each variant once and compare with NumPy; a wrong kernel fails the task loudly."""
    expected = reference(spec, inputs)
    verdicts = {}
    for name, loaded in variants.items():
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
) -> tuple[list[dict], float | None]:
    """Measure all variants interleaved; returns the tidy rows and the idle power."""
    idle_w = measure_idle_power(meter, settings.idle_s)
    limit_w = meter.power_limit_w()
    log.info("idle power %.1f W, power limit %s W (%s meter)", idle_w, limit_w, meter.name)
    rows = []
    for order, (repeat, name) in enumerate(interleaved_order(list(variants), settings.repeats, settings.seed)):
        m = measure_kernel(
            variants[name].kernel, meter, window_s=settings.window_s, warmup_s=settings.warmup_s,
            idle_power_w=idle_w, power_limit_w=limit_w,
        )
        row = {"task": spec.name, "variant": name, "repeat": repeat, "order": order, **m.to_row()}
        rows.append({col: row.get(col) for col in ROW_COLUMNS})
        log.info(
            "repeat %d %-9s latency %.3f us, energy %.4g mJ%s, %.1f W",
            repeat, name, m.latency_s * 1e6, m.energy_j * 1e3, " (estimated)" if m.estimated else "", m.power_w,
        )
    return rows, idle_w


def paired_changes(frame: pd.DataFrame, baseline: str, variant: str, seed: int = 0) -> dict[str, float]:
    """Latency and energy change of `variant` against `baseline`, paired by repeat: median
    and 95 % bootstrap CI ({latency,energy}_change{,_lo,_hi}); NaN without pairs."""
    paired = frame[frame.variant == baseline].merge(frame[frame.variant == variant], on="repeat",
                                                    suffixes=("_base", "_var"))
    out: dict[str, float] = {}
    for metric, key in (("latency_s", "latency_change"), ("energy_j", "energy_change")):
        if baseline == variant or paired.empty:
            out[key] = out[f"{key}_lo"] = out[f"{key}_hi"] = math.nan
            continue
        out[key], out[f"{key}_lo"], out[f"{key}_hi"] = paired_change(
            paired[f"{metric}_base"].to_numpy(), paired[f"{metric}_var"].to_numpy(), seed=seed
        )
    return out


def summarize(rows: list[dict], seed: int = 0) -> pd.DataFrame:
    """Medians with 95% bootstrap CIs per variant, and paired changes vs the latency kernel."""
    frame = pd.DataFrame(rows, columns=ROW_COLUMNS)
    summary = []
    for name, group in frame.groupby("variant", sort=True):
        out = {"task": group.task.iloc[0], "variant": name, "n": len(group)}
        for metric in ("latency_s", "energy_j"):
            out[metric], out[f"{metric}_lo"], out[f"{metric}_hi"] = bootstrap_ci(group[metric].to_numpy(), seed=seed)
        out["power_w"] = float(np.median(group.power_w))
        summary.append({**out, **paired_changes(frame, BASELINE_VARIANT, name, seed)})
    return pd.DataFrame(summary)
