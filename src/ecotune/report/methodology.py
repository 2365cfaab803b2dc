"""The methodology table: environment, meter, timing, launch and protocol, one value per row.

Where tasks disagree (two GPUs of one host, say), a row lists each value with its tasks.
A CPU run gets CPU rows only; an estimate's idle power and power limit read "assumed".
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.report.fmt import MINUS, finite
from ecotune.report.inputs import ReportData, TaskData
from ecotune.report.intervals import method_text
from ecotune.report.labels import VARIANT_LABELS, all_cpu, is_gpu, tuned_launch, vendor_launch
from ecotune.core.results import split_variant_key

# measure.MIN_BATCHES_PER_WINDOW: a tick-aligned window holds at least this many batches.
MIN_BATCHES = 32


def _merge(values: dict[str, str]) -> str:
    """One value when all tasks agree, else 'value (task, task); other (all other tasks)'."""
    groups: dict[str, list[str]] = {}
    for task, v in values.items():
        groups.setdefault(v, []).append(task)
    if len(groups) == 1:
        return next(iter(groups))
    items = sorted(groups.items(), key=lambda kv: -len(kv[1]))  # stable: ties keep task order
    # Naming every task of a large majority buries the exceptions a reader looks for.
    majority = items[0] if len(items[0][1]) > 3 else None
    parts = [f"{v} ({', '.join(ts)})" for v, ts in items if (v, ts) != majority]
    if majority:
        parts.append(f"{majority[0]} (all other tasks)")
    return "; ".join(parts)


def _pooled_range(data: ReportData, column: str, unit: str, digits: int = 0) -> str:
    """Min–max over all tasks' rows (a per-task list would be as long as the task list)."""
    seen = [t.rows[column][np.isfinite(t.rows[column])] for t in data.tasks]
    missing = [t.name for t, vals in zip(data.tasks, seen) if vals.empty]
    vals = pd.concat([v for v in seen if not v.empty]) if len(missing) < len(seen) else pd.Series([], dtype=float)
    if vals.empty:
        return "not recorded"
    lo, hi = float(vals.min()), float(vals.max())
    text = (f"{lo:.{digits}f} {unit}" if lo == hi else f"{lo:.{digits}f}–{hi:.{digits}f} {unit}").strip()
    return text + (f"; not recorded for {', '.join(missing)}" if missing else "")


def _sci(x: Any) -> str:
    return f"{float(x):.1e}".replace("-", MINUS) if finite(x) else "—"


def _target(env: dict[str, Any]) -> str:
    target = env.get("target") or {}
    if not isinstance(target, dict):
        return str(target)
    items = [f"{k}={v}" for k, v in target.items() if isinstance(v, (str, int, float, bool)) and k != "kind"]
    return " ".join([str(target.get("kind", env.get("target_kind", "")))] + items)


def _windows(data: ReportData) -> str:
    """Requested and seen, and why a window ran past the request."""
    longest = max(((float(r.window_s), t.name, str(r.variant)) for t in data.tasks
                   for r in t.rows.itertuples(index=False) if finite(r.window_s)), default=None)
    text = _merge({t.name: f"{(t.meta.get('protocol') or {}).get('window_s', 'not recorded')} s requested"
                   for t in data.tasks}) + "; " + _pooled_range(data, "window_s", "s seen", digits=2)
    if longest and any(is_gpu(t) for t in data.tasks):
        text += (f" (longest: {longest[1]}, {VARIANT_LABELS.get(longest[2], longest[2])}). Both ends of a "
                 f"window sit on energy-counter ticks, and a window holds at least {MIN_BATCHES} batches of "
                 "launches, each sized so that synchronisation and the meter's reads stay a small share of "
                 f"it; where such batches are long, {MIN_BATCHES} of them outlast the request")
    return text


def _latency_timing(t: TaskData) -> str:
    if is_gpu(t):
        return ("tuned kernels: TVM time_evaluator with CUDA events, median of 5 repeats of ≥ 50 ms; vendor: "
                "CUDA events around ≥ 50 ms of launches, median of 5, per call; both apart from the energy "
                "window")
    vendor = ("; NumPy: the window time per call (no separate timing)" if "vendor" in t.variants else "")
    return "tuned kernels: TVM time_evaluator (wall clock), median of 5 repeats of ≥ 50 ms" + vendor


def _launch(data: ReportData) -> str:
    vendors = {t.name: f"{t.vendor_library}: {vendor_launch(t)}" for t in data.tasks if vendor_launch(t)}
    tuned = _merge({t.name: tuned_launch(t) for t in data.tasks})
    return f"tuned kernels: {tuned}" + (f"; vendor: {_merge(vendors)}" if vendors else "")


def _watts_range(data: ReportData, key: str, how: str) -> str:
    """A measured value per task as one range; an estimate's as assumed (it is a setting)."""
    values = {t.name: float(t.meta[key]) for t in data.tasks if finite(t.meta.get(key))}
    if not values:
        return "not known"
    est = [t.name for t in data.tasks if t.estimated and t.name in values]
    lo, hi = min(values.values()), max(values.values())
    text = f"{lo:.1f} W" if hi - lo < 0.05 else f"{lo:.1f}–{hi:.1f} W"
    if est:
        return text + f" assumed ({how}; not measured)"
    return text + (" (measured once per task)" if key == "idle_power_w" and len(values) > 1 else "")


def methodology_frame(data: ReportData) -> pd.DataFrame:
    cpu_only = all_cpu(data)

    def per_task(fn: Any) -> str:
        return _merge({t.name: fn(t) for t in data.tasks})

    def meter(t: TaskData) -> str:
        m = t.meta.get("meter") or {}
        # Meters describe themselves as {name, estimated, device, settings: {...}}: flatten
        # the settings so the row reads "key: value" rather than a Python dict.
        flat = {**{k: v for k, v in m.items() if k != "settings"}, **(m.get("settings") or {})}
        # The bus id differs between GPUs of one host: it is in the table of stages.
        extra = "; ".join(f"{k.replace('_', ' ')}: {v}" for k, v in flat.items()
                          if k not in {"name", "estimated", "pci_bus_id"})
        text = str(m.get("name", "unknown")) + (f" ({extra})" if extra else "")
        return text + (" — ESTIMATED energy, not measured" if t.estimated and t.has_energy else "")

    def proto(key: str, fmt: str = "{}") -> Any:
        return lambda t: fmt.format((t.meta.get("protocol") or {}).get(key, "not recorded"))

    def correctness() -> str:
        checks = [(float(r.get("max_rel_error", np.nan)), t.name, v) for t in data.tasks
                  for v, r in sorted((t.meta.get("correctness") or {}).items())
                  if isinstance(r, dict) and not r.get("same_kernel_as")]
        if not checks:
            return "not recorded"
        finite_checks = [c for c in checks if finite(c[0])]
        text = f"all {len(checks)} checked kernels match the reference"
        if finite_checks:
            err, task, v = max(finite_checks)
            text += f"; largest max. relative error {_sci(err)} ({task}, {VARIANT_LABELS.get(v, v)})"
        return text

    def same_kernel() -> str:
        same = [(t.name, alias, measured) for t in data.tasks
                for alias, measured in sorted((t.meta.get("same_kernel") or {}).items())]
        if not same:
            return "none: every method's pick was a different kernel"

        def label(key: str) -> str:
            method, replicate = split_variant_key(key)
            return f"{VARIANT_LABELS.get(method, method)} r{replicate}"

        name, alias, measured = same[0]
        return (f"{len(same)} pick(s) were the same kernel as another method's (e.g. {name}: "
                f"{label(alias)} = {label(measured)}); each was run once and its rows copied, so its "
                "change against the other is 0 by construction")

    def vendor(t: TaskData) -> str:
        v = t.meta.get("vendor") or {}
        if not v.get("available", "vendor" in t.variants):
            return f"{t.vendor_library} (unavailable: {v.get('reason') or 'no reason given'})"
        return t.vendor_library

    limit_how = "the most the estimate can report: static plus per-core watts times the cores"
    rows = [] if cpu_only else [
        ("GPU", per_task(lambda t: str(t.environment.get("gpu") or "none (CPU target)"))),
        ("Driver", per_task(lambda t: str(t.environment.get("driver") or "—"))),
    ]
    rows += [
        ("CPU", per_task(lambda t: str(t.environment.get("cpu") or "—"))),
        ("Target", per_task(lambda t: _target(t.environment))),
        ("TVM version", per_task(lambda t: str(t.environment.get("tvm_version", "—")))),
        ("ecotune version", per_task(lambda t: str(t.environment.get("ecotune_version", "—")))),
        ("Energy meter", per_task(meter)),
        ("Clocks", "not locked (ecotune never sets them); CPU frequency not recorded" if cpu_only else
         "observed, not locked: ecotune reads clock, power limit and temperature and never sets them; "
         f"SM clock seen: {_pooled_range(data, 'sm_clock_mhz', 'MHz')}"),
        ("Latency timing", per_task(_latency_timing)),
        ("Launch", _launch(data)),
        ("Energy per call", "the window's energy (idle power included) over the calls in it; power is the "
                            "window's average, so energy per call = power × window time per call"),
        ("Window per measurement", _windows(data)),
        ("Warm-up", per_task(proto("warmup_s", "{} s"))),
        ("Repeats (interleaved)", per_task(proto("repeats"))),
        ("Seed", per_task(proto("seed"))),
        ("Intervals", method_text([len(g) for t in data.tasks for _, g in t.rows.groupby("variant")])
         + "; geometric means over tasks: percentile bootstrap resampling each task's repeats"),
        ("Idle power" + ("" if cpu_only else " (kernels loaded)"),
         _watts_range(data, "idle_power_w", "the estimate's static power")),
        ("Power limit", _watts_range(data, "power_limit_w", limit_how)),
    ]
    if not cpu_only:
        rows.append(("Temperature seen", _pooled_range(data, "temperature_c", "°C")))
    rows += [
        ("Launches per window", _pooled_range(data, "launches", "")),
        ("Vendor library", per_task(vendor)),
        ("Correctness vs NumPy", correctness()),
        ("Identical picks", same_kernel()),
    ]
    return pd.DataFrame(rows, columns=["item", "value"])
