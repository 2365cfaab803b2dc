"""The methodology table: environment, meter and protocol, one value per row.

Where tasks disagree (two GPUs of one host, say), a row lists each value with its tasks.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.report.inputs import ReportData, TaskData
from ecotune.report.tables import MINUS, VARIANT_LABELS, finite


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


def methodology_frame(data: ReportData) -> pd.DataFrame:
    def per_task(fn: Any) -> str:
        return _merge({t.name: fn(t) for t in data.tasks})

    def watts(x: Any) -> str:
        return f"{float(x):.1f} W" if finite(x) else "not known"

    def meter(t: TaskData) -> str:
        m = t.meta.get("meter") or {}
        # Meters describe themselves as {name, estimated, device, settings: {...}}: flatten
        # the settings so the row reads "key: value" rather than a Python dict.
        flat = {**{k: v for k, v in m.items() if k != "settings"}, **(m.get("settings") or {})}
        # The bus id differs between GPUs of one host: it gets its own row.
        extra = "; ".join(f"{k.replace('_', ' ')}: {v}" for k, v in flat.items()
                          if k not in {"name", "estimated", "pci_bus_id"})
        text = str(m.get("name", "unknown")) + (f" ({extra})" if extra else "")
        return text + (" — ESTIMATED energy, not measured" if t.estimated and t.has_energy else "")

    def proto(key: str, fmt: str = "{}") -> Any:
        return lambda t: fmt.format((t.meta.get("protocol") or {}).get(key, "not recorded"))

    def correctness() -> str:
        checks = [(float(r.get("max_rel_error", np.nan)), t.name, v) for t in data.tasks
                  for v, r in sorted((t.meta.get("correctness") or {}).items()) if isinstance(r, dict)]
        if not checks:
            return "not recorded"
        finite_checks = [c for c in checks if finite(c[0])]
        text = f"all {len(checks)} checked kernels match the reference"
        if finite_checks:
            err, task, v = max(finite_checks)
            text += f"; largest max. relative error {_sci(err)} ({task}, {VARIANT_LABELS.get(v, v)})"
        return text

    def vendor(t: TaskData) -> str:
        v = t.meta.get("vendor") or {}
        ok = v.get("available", "vendor" in t.variants)
        if not ok:
            return f"{t.vendor_library} (unavailable: {v.get('reason') or 'no reason given'})"
        # Runs from before launch modes existed carry none; on a GPU that is worth saying.
        launch = v.get("launch") or ("launch not recorded" if t.environment.get("gpu") else None)
        return t.vendor_library + (f" ({launch})" if launch else "")

    rows = [
        ("GPU", per_task(lambda t: str(t.environment.get("gpu") or "none (CPU target)"))),
        ("Driver", per_task(lambda t: str(t.environment.get("driver") or "—"))),
        ("CPU", per_task(lambda t: str(t.environment.get("cpu") or "—"))),
        ("Target", per_task(lambda t: _target(t.environment))),
        ("TVM version", per_task(lambda t: str(t.environment.get("tvm_version", "—")))),
        ("ecotune version", per_task(lambda t: str(t.environment.get("ecotune_version", "—")))),
        ("Energy meter", per_task(meter)),
        ("GPU PCI bus id", per_task(lambda t: str(((t.meta.get("meter") or {}).get("settings") or {}).get("pci_bus_id") or "—"))),
        # Tick alignment and the batch rule can stretch a window past the request: show both.
        ("Window per measurement", per_task(proto("window_s", "{} s requested")) + "; "
         + _pooled_range(data, "window_s", "s seen", digits=2)),
        ("Warm-up", per_task(proto("warmup_s", "{} s"))),
        ("Repeats (interleaved)", per_task(proto("repeats"))),
        ("Seed", per_task(proto("seed"))),
        ("Idle power (kernels loaded)", per_task(lambda t: watts(t.meta.get("idle_power_w")))),
        ("Power limit", per_task(lambda t: watts(t.meta.get("power_limit_w")))),
        ("SM clock seen", _pooled_range(data, "sm_clock_mhz", "MHz")),
        ("Temperature seen", _pooled_range(data, "temperature_c", "°C")),
        ("Launches per window", _pooled_range(data, "launches", "")),
        ("Vendor library", per_task(vendor)),
        ("Correctness vs NumPy", correctness()),
    ]
    return pd.DataFrame(rows, columns=["item", "value"])
