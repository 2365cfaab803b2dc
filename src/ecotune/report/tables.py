"""Tables of the re-measured kernels: tidy CSVs with units in column names, plus display
cells for Typst.

Every row states one definition of each number (the caption of Table 1 spells them out):
energy per call is the window's energy over the calls in it; the window time per call is
the window's length over those calls; power is their ratio, the window's average power,
so energy = power x window time per call holds in every row. Latency is timed apart from
the window (TVM's time_evaluator, CUDA events for the vendor library) and leaves out the
gaps between the window's batches, so it is shorter than the window time per call.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.report.fmt import EST, cell, finite, fmt_num, fmt_pct, num_cell, pct_cell, plural
from ecotune.report.inputs import ReportData, TaskData
from ecotune.report.intervals import geomean_interval, paired_interval, paired_ratios, variant_stats
from ecotune.report.labels import describe_operator, short_launch, tuned_launch, variant_label, vendor_launch
from ecotune.core.results import BASELINE_VARIANT, VARIANTS
from ecotune.analysis.stats import geomean_change, paired_changes

_SCALE = {"latency_s": ("latency_us", 1e6), "energy_j": ("energy_mj", 1e3),
          "window_per_call_s": ("window_us_per_call", 1e6)}


# ---------------------------------------------------------------- Table 1: results
def summary_frame(data: ReportData) -> pd.DataFrame:
    """Per task and variant. *_ci_lo/_ci_hi: the intervals the PDF prints (order statistics,
    see intervals.py); *_lo/_hi: remeasure's percentile-bootstrap CIs, kept for comparison."""
    recs = []
    for task in data.tasks:
        stats = variant_stats(task.rows)
        for v in task.variants:
            r, s = task.summary_row(v), stats.loc[v]
            rec: dict[str, Any] = {"task": task.name, "variant": v, "label": variant_label(task, v),
                                   "launch": vendor_launch(task) if v == "vendor" else tuned_launch(task),
                                   "n": int(s["n"])}
            for col, (stem, scale) in _SCALE.items():
                rec[stem] = s[col] * scale
                if col in r:
                    rec[f"{stem}_lo"], rec[f"{stem}_hi"] = r[f"{col}_lo"] * scale, r[f"{col}_hi"] * scale
                rec[f"{stem}_ci_lo"], rec[f"{stem}_ci_hi"] = s[f"{col}_ci_lo"] * scale, s[f"{col}_ci_hi"] * scale
            if "cold_latency_s" in s.index:
                rec["cold_latency_us"], rec["cold_latency_us_ci_lo"], rec["cold_latency_us_ci_hi"] = (
                    s[k] * 1e6 for k in ("cold_latency_s", "cold_latency_s_ci_lo", "cold_latency_s_ci_hi"))
            rec["power_w"] = s["power_w"]
            rec["median_window_power_w"] = s["median_window_power_w"]
            for col in ("latency_change", "energy_change"):
                rec[f"{col}_pct"] = s[col] * 100
                rec[f"{col}_pct_lo"], rec[f"{col}_pct_hi"] = r[f"{col}_lo"] * 100, r[f"{col}_hi"] * 100
                rec[f"{col}_pct_ci_lo"], rec[f"{col}_pct_ci_hi"] = s[f"{col}_ci_lo"] * 100, s[f"{col}_ci_hi"] * 100
            rec["ci_coverage_pct"] = s["ci_coverage"] * 100
            rec["energy_estimated"] = task.estimated and task.has_energy
            rec["meter"] = str((task.meta.get("meter") or {}).get("name", ""))
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def geomean_frame(data: ReportData) -> pd.DataFrame:
    """Geometric mean over tasks of each variant's paired ratio to the latency-tuned kernel,
    with a bootstrap interval over the repeats and the per-task range."""
    recs = []
    for v in (v for v in VARIANTS if v != BASELINE_VARIANT):
        rec: dict[str, Any] = {"variant": v, "label": variant_label(None, v)}
        for metric, col in (("latency_s", "latency_change"), ("energy_j", "energy_change")):
            tasks = [t for t in data.tasks if v in t.variants and np.isfinite(t.rows[metric]).all()]
            ratios = [paired_ratios(t.rows, BASELINE_VARIANT, v, metric) for t in tasks]
            changes = [float(np.median(r)) - 1 for r in ratios if len(r)]
            point, lo, hi = geomean_interval(ratios, seed=tasks[0].seed if tasks else 0)
            rec[f"{col}_n_tasks"] = len(changes)
            rec[f"{col}_geomean_pct"] = point * 100 if changes else np.nan
            rec[f"{col}_geomean_pct_ci_lo"], rec[f"{col}_geomean_pct_ci_hi"] = lo * 100, hi * 100
            rec[f"{col}_min_pct"] = min(changes) * 100 if changes else np.nan
            rec[f"{col}_max_pct"] = max(changes) * 100 if changes else np.nan
        rec["energy_estimated_tasks"] = sum(1 for t in data.tasks if v in t.variants and t.estimated and t.has_energy)
        if rec["latency_change_n_tasks"] or rec["energy_change_n_tasks"]:
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def _variant_cell(task: TaskData, r: Any) -> dict[str, str]:
    # A launch mode changes the window time and energy per call: the vendor's is said beside its
    # numbers, and a tuned kernel's where it is not the caption's one call per launch.
    graph = r.variant == "vendor" or str(r.launch).startswith("CUDA graph")
    return cell(r.label, short_launch(r.launch) if graph else "")


def _cold_cell(r: Any) -> dict[str, str]:
    cold = getattr(r, "cold_latency_us", float("nan"))
    return num_cell(cold, r.cold_latency_us_ci_lo, r.cold_latency_us_ci_hi) if finite(cold) else cell("–")


def has_cold_latency(summary: pd.DataFrame) -> bool:
    """Whether Table 1 gets a cold-latency column: only where some kernel was timed cold (runs
    remeasured before cold timing existed have no such column)."""
    return "cold_latency_us" in summary and bool(summary["cold_latency_us"].notna().any())


def results_display(data: ReportData, summary: pd.DataFrame, geo: pd.DataFrame) -> dict[str, Any]:
    cold = has_cold_latency(summary)
    header = ["Variant", "Latency,\ntimed (µs)", *(["Latency,\ncold (µs)"] if cold else []),
              "Window time\nper call (µs)", "Power (W)", "Energy per\ncall (mJ)", "Δ latency (%)", "Δ energy (%)"]
    groups = []
    for task in data.tasks:
        est = EST if task.estimated and task.has_energy else ""
        note = []
        if est:
            meter = (task.meta.get("meter") or {}).get("name", "estimate")
            note.append(f"energy estimated ({meter} meter){EST}")
        elif not task.has_energy:
            note.append("no energy meter")
        vendor = task.meta.get("vendor") or {}
        if "vendor" not in task.variants and vendor and not vendor.get("available", True):
            note.append(f"{task.vendor_library} unavailable: {vendor.get('reason') or 'no reason given'}")
        rows = []
        for r in summary[summary["task"] == task.name].itertuples(index=False):
            mark = est if finite(r.energy_mj) else ""
            rows.append([
                _variant_cell(task, r),
                num_cell(r.latency_us, r.latency_us_ci_lo, r.latency_us_ci_hi),
                *([_cold_cell(r)] if cold else []),
                cell(fmt_num(r.window_us_per_call)),
                cell(fmt_num(r.power_w, sig=3) + (est if finite(r.power_w) else "")),
                num_cell(r.energy_mj, r.energy_mj_ci_lo, r.energy_mj_ci_hi, mark),
                cell("reference") if r.variant == "latency" else
                pct_cell(r.latency_change_pct, r.latency_change_pct_ci_lo, r.latency_change_pct_ci_hi),
                cell("reference") if r.variant == "latency" else
                pct_cell(r.energy_change_pct, r.energy_change_pct_ci_lo, r.energy_change_pct_ci_hi, mark),
            ])
        groups.append({"task": task.name, "op": describe_operator(task), "note": "; ".join(note),
                       "rows": rows})
    geo_rows = []
    for r in geo.itertuples(index=False):
        n = max(r.latency_change_n_tasks, r.energy_change_n_tasks)
        est = EST if r.energy_estimated_tasks else ""
        geo_rows.append([
            cell(f"{r.label} (geomean, {plural(n, 'task')})"), *[cell("")] * (len(header) - 3),
            pct_cell(r.latency_change_geomean_pct, r.latency_change_geomean_pct_ci_lo,
                     r.latency_change_geomean_pct_ci_hi),
            pct_cell(r.energy_change_geomean_pct, r.energy_change_geomean_pct_ci_lo,
                     r.energy_change_geomean_pct_ci_hi, est if finite(r.energy_change_geomean_pct) else "")])
    return {"header": header, "groups": groups, "geomean": geo_rows, "any_estimated": data.any_estimated}


# ---------------------------------------------------------------- Table 2: against the ablation
def _pair_frame(data: ReportData, baseline: str, variant: str) -> pd.DataFrame:
    """`variant` against `baseline` per task, paired over the same repeats: the median change
    with remeasure's bootstrap CI (_lo/_hi) and the order-statistic interval (_ci_lo/_ci_hi)."""
    recs = []
    for task in data.tasks:
        if not {baseline, variant} <= set(task.variants):
            continue
        rec: dict[str, Any] = {"task": task.name}
        boot = paired_changes(task.rows, baseline, variant, seed=task.seed)
        for metric, key in (("latency_s", "latency_change"), ("energy_j", "energy_change")):
            point, lo, hi = paired_interval(task.rows, baseline, variant, metric)
            rec[f"{key}_pct"] = point * 100
            rec[f"{key}_pct_lo"], rec[f"{key}_pct_hi"] = boot[f"{key}_lo"] * 100, boot[f"{key}_hi"] * 100
            rec[f"{key}_pct_ci_lo"], rec[f"{key}_pct_ci_hi"] = lo * 100, hi * 100
        rec["energy_estimated"] = task.estimated and task.has_energy
        recs.append(rec)
    return pd.DataFrame.from_records(recs)


def ablation_frame(data: ReportData) -> pd.DataFrame:
    """The energy-aware pick against the measure-all ablation's pick, paired over repeats.
    The two searches measure energy alike and differ only in the model's ranking and
    steering, so this is what those add (Table 1 compares with the latency-tuned kernel)."""
    return _pair_frame(data, "nvml_only", "energy")


def vendor_frame(data: ReportData) -> pd.DataFrame:
    """The energy-aware pick against the vendor library, paired over repeats."""
    frame = _pair_frame(data, "vendor", "energy")
    if len(frame):
        frame["vendor_launch"] = [vendor_launch(data.task(t)) for t in frame["task"]]
    return frame


def ablation_geomean(frame: pd.DataFrame) -> dict[str, float]:
    """Geometric-mean latency and energy change over the ablation's tasks (fractions)."""
    return {col: geomean_change(frame[f"{col}_pct"] / 100) for col in ("latency_change", "energy_change")}


def ablation_display(frame: pd.DataFrame) -> dict[str, Any]:
    rows = []
    for r in frame.itertuples(index=False):
        est = EST if r.energy_estimated else ""
        rows.append([cell(r.task),
                     pct_cell(r.latency_change_pct, r.latency_change_pct_ci_lo, r.latency_change_pct_ci_hi),
                     pct_cell(r.energy_change_pct, r.energy_change_pct_ci_lo, r.energy_change_pct_ci_hi,
                              est if finite(r.energy_change_pct) else "")])
    if len(frame) > 1:
        geo = ablation_geomean(frame)
        rows.append([cell(f"geomean ({len(frame)} tasks)"), cell(fmt_pct(geo["latency_change"])),
                     cell(fmt_pct(geo["energy_change"]) + (EST if frame.energy_estimated.any() else ""))])
    return {"header": ["Task", "Δ latency (%)", "Δ energy (%)"], "rows": rows}
