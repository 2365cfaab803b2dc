"""Tables of the report: tidy CSVs with units in column names, plus display cells for Typst.

Display strings are made here, not in the template, so number formatting is tested in
Python and the template only lays out text.
"""

from __future__ import annotations

import math
import os
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ecotune.evaluate import paired_changes
from ecotune.report.inputs import VARIANTS, ReportData, SearchData, TaskData
from ecotune.stats import geomean_change, prediction_error, spearman  # noqa: F401 - spearman is re-exported

MINUS = "\u2212"  # typographic minus; a hyphen looks like a dash next to numbers
EST = "*"  # marks every estimated energy number; the captions explain it
VARIANT_LABELS = {"latency": "latency-tuned", "energy": "energy-aware",
                  "nvml_only": "NVML-only (ablation)", "vendor": "vendor"}


def variant_label(task: TaskData | None, variant: str) -> str:
    if variant == "vendor" and task is not None:
        return f"vendor ({task.vendor_library})"
    return VARIANT_LABELS.get(variant, variant)


def finite(x: Any) -> bool:
    try:
        return x is not None and math.isfinite(float(x))
    except (TypeError, ValueError):
        return False


def _decimals(x: float, sig: int) -> int:
    if x == 0 or not finite(x):
        return 0
    return max(0, min(6, sig - 1 - int(math.floor(math.log10(abs(x))))))


def fmt_num(x: Any, sig: int = 4, decimals: int | None = None) -> str:
    """Four significant digits without exponents (1234, 12.34, 0.1234); '—' when missing."""
    if not finite(x):
        return "—"
    x = float(x)
    d = _decimals(x, sig) if decimals is None else decimals
    return f"{x:.{d}f}".replace("-", MINUS)


def fmt_ci(lo: Any, hi: Any, ref: Any, sig: int = 4) -> str:
    if not (finite(lo) and finite(hi)):
        return ""
    d = _decimals(float(ref), sig) if finite(ref) else _decimals(float(hi), sig)
    return f"[{fmt_num(lo, decimals=d)}, {fmt_num(hi, decimals=d)}]"


def fmt_pct(frac: Any, signed: bool = True) -> str:
    """A fraction as percent with one decimal: -0.081 -> '−8.1'."""
    if not finite(frac):
        return "—"
    text = f"{100 * float(frac):+.1f}" if signed else f"{100 * float(frac):.1f}"
    return text.replace("-", MINUS)


def cell(value: str, ci: str = "") -> dict[str, str]:
    return {"v": value, "ci": ci}


def publish(tmp: str | Path, path: Path) -> None:
    """Move a finished temp file into place with the usual permissions (mkstemp makes 0600)."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)
    os.replace(tmp, path)


def write_csv(frame: pd.DataFrame, path: Path) -> None:
    """Write atomically so a failed report never leaves a half table behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        frame.to_csv(tmp, index=False, float_format="%.6g", lineterminator="\n")
        publish(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def describe_operator(task: TaskData) -> str:
    op = task.meta.get("operator") or {}
    shape = op.get("shape") or {}
    dims = "×".join(str(v) for v in shape.values())
    parts = [str(op.get("kind", "")), dims, str(op.get("dtype", ""))]
    return " ".join(p for p in parts if p)


# ---------------------------------------------------------------- Table 1: results
def summary_frame(data: ReportData) -> pd.DataFrame:
    recs = []
    for task in data.tasks:
        for v in task.variants:
            r = task.summary_row(v)
            rec: dict[str, Any] = {"task": task.name, "variant": v, "label": variant_label(task, v),
                                   "n": r["n"]}
            for col, unit, scale in (("latency_s", "us", 1e6), ("energy_j", "mj", 1e3)):
                stem = col.split("_")[0] + "_" + unit
                for suffix in ("", "_lo", "_hi"):
                    rec[stem + suffix] = r[col + suffix] * scale
            rec["power_w"] = r["power_w"]
            for col in ("latency_change", "energy_change"):
                for suffix in ("", "_lo", "_hi"):
                    rec[col + "_pct" + suffix] = r[col + suffix] * 100
            rec["energy_estimated"] = task.estimated and task.has_energy
            rec["meter"] = str((task.meta.get("meter") or {}).get("name", ""))
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def geomean_frame(data: ReportData) -> pd.DataFrame:
    """Geometric mean over tasks of each variant's paired ratio to the latency-tuned kernel."""
    recs = []
    for v in VARIANTS[1:]:
        rec: dict[str, Any] = {"variant": v, "label": variant_label(None, v)}
        for col in ("latency_change", "energy_change"):
            changes = pd.Series([float(t.summary_row(v)[col]) for t in data.tasks
                                 if t.summary_row(v) is not None and finite(t.summary_row(v)[col])], dtype=float)
            rec[f"{col}_n_tasks"] = int(((1 + changes) > 0).sum())
            rec[f"{col}_geomean_pct"] = geomean_change(changes) * 100
        rec["energy_estimated_tasks"] = sum(
            1 for t in data.tasks if t.summary_row(v) is not None and t.estimated and t.has_energy)
        if rec["latency_change_n_tasks"] or rec["energy_change_n_tasks"]:
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def results_display(data: ReportData, summary: pd.DataFrame, geo: pd.DataFrame) -> dict[str, Any]:
    header = ["Variant", "Latency (µs)", "Energy (mJ)", "Power (W)", "Δ latency (%)", "Δ energy (%)"]
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
            rows.append([
                cell(r.label),
                cell(fmt_num(r.latency_us), fmt_ci(r.latency_us_lo, r.latency_us_hi, r.latency_us)),
                cell(fmt_num(r.energy_mj) + (est if finite(r.energy_mj) else ""),
                     fmt_ci(r.energy_mj_lo, r.energy_mj_hi, r.energy_mj)),
                cell(fmt_num(r.power_w, sig=3) + (est if finite(r.power_w) else "")),
                cell("reference" if r.variant == "latency" else fmt_pct(r.latency_change_pct / 100),
                     fmt_ci(r.latency_change_pct_lo, r.latency_change_pct_hi, 1.0, sig=2)),
                cell("reference" if r.variant == "latency" else
                     fmt_pct(r.energy_change_pct / 100) + (est if finite(r.energy_change_pct) else ""),
                     fmt_ci(r.energy_change_pct_lo, r.energy_change_pct_hi, 1.0, sig=2)),
            ])
        groups.append({"task": task.name, "op": describe_operator(task), "note": "; ".join(note),
                       "rows": rows})
    geo_rows = []
    for r in geo.itertuples(index=False):
        n = max(r.latency_change_n_tasks, r.energy_change_n_tasks)
        est = EST if r.energy_estimated_tasks else ""
        geo_rows.append([cell(f"{r.label} (geomean, {n} task{'s' if n != 1 else ''})"), cell(""), cell(""),
                         cell(""), cell(fmt_pct(r.latency_change_geomean_pct / 100)),
                         cell(fmt_pct(r.energy_change_geomean_pct / 100)
                              + (est if finite(r.energy_change_geomean_pct) else ""))])
    return {"header": header, "groups": groups, "geomean": geo_rows, "any_estimated": data.any_estimated}


# ---------------------------------------------------------------- Table 2: against the ablation
def ablation_frame(data: ReportData) -> pd.DataFrame:
    """The energy-aware pick against the NVML-only pick, paired over repeats. The two
    searches measure energy alike and differ only in the model's ranking and steering, so
    this is what those add (Table 1 compares with the latency-tuned kernel instead)."""
    recs = []
    for task in data.tasks:
        if {"energy", "nvml_only"} <= set(task.variants):
            changes = paired_changes(task.rows, "nvml_only", "energy")
            pct = {key.replace("change", "change_pct"): value * 100 for key, value in changes.items()}
            recs.append({"task": task.name, **pct,
                         "energy_estimated": task.estimated and task.has_energy})
    return pd.DataFrame.from_records(recs)


def ablation_geomean(frame: pd.DataFrame) -> dict[str, float]:
    """Geometric-mean latency and energy change over the ablation's tasks (fractions)."""
    return {col: geomean_change(frame[f"{col}_pct"] / 100) for col in ("latency_change", "energy_change")}


def ablation_display(frame: pd.DataFrame) -> dict[str, Any]:
    rows = []
    for r in frame.itertuples(index=False):
        est = EST if r.energy_estimated else ""
        rows.append([cell(r.task),
                     cell(fmt_pct(r.latency_change_pct / 100),
                          fmt_ci(r.latency_change_pct_lo, r.latency_change_pct_hi, 1.0, sig=2)),
                     cell(fmt_pct(r.energy_change_pct / 100) + (est if finite(r.energy_change_pct) else ""),
                          fmt_ci(r.energy_change_pct_lo, r.energy_change_pct_hi, 1.0, sig=2))])
    if len(frame) > 1:
        geo = ablation_geomean(frame)
        rows.append([cell(f"geomean ({len(frame)} tasks)"), cell(fmt_pct(geo["latency_change"])),
                     cell(fmt_pct(geo["energy_change"]) + (EST if frame.energy_estimated.any() else ""))])
    return {"header": ["Task", "Δ latency (%)", "Δ energy (%)"], "rows": rows}


# ---------------------------------------------------------------- Table 3: searches
def search_frame(data: ReportData) -> pd.DataFrame:
    recs = []
    for task in data.tasks:
        for s in task.searches.values():
            c = s.candidates
            log = s.search_log
            rec = {
                "task": task.name, "search": s.name,
                "rounds": int(c["round"].nunique()), "candidates": len(c),
                "failed": int(c["error"].notna().sum()),
                "energy_measured": len(s.energy_candidates),
                "energy_measure_s": float(log["energy_measure_s"].sum()) if log is not None else np.nan,
                "best_latency_us": float(s.best["latency_s"]) * 1e6,
                "best_energy_mj": float(s.best["energy_j"]) * 1e3 if finite(s.best.get("energy_j")) else np.nan,
                "grid": s.best.get("grid"), "block": s.best.get("block"),
                "shared_memory_bytes": s.best.get("shared_memory_bytes"),
                "energy_estimated": task.estimated,
            }
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def search_display(frame: pd.DataFrame) -> dict[str, Any]:
    header = ["Task", "Search", "Rounds", "Candidates\n(failed)", "Energy-\nmeasured",
              "Energy meas.\ntime (s)", "Best latency\n(µs)", "Best energy\n(mJ)"]
    rows = []
    for r in frame.itertuples(index=False):
        est = EST if r.energy_estimated and finite(r.best_energy_mj) else ""
        rows.append([r.task, VARIANT_LABELS[r.search], str(r.rounds), f"{r.candidates} ({r.failed})",
                     str(r.energy_measured), fmt_num(r.energy_measure_s, sig=3),
                     fmt_num(r.best_latency_us), fmt_num(r.best_energy_mj) + est])
    return {"header": header, "rows": rows}


# ---------------------------------------------------------------- model accuracy
def model_metrics(pred: np.ndarray, meas: np.ndarray) -> dict[str, float]:
    error = prediction_error(pred, meas)
    # Three points are the fewest whose rank correlation says anything.
    rho = error["spearman"] if error["n"] >= 3 else float("nan")
    return {"n": error["n"], "r2": error["r2"], "mape_pct": error["mape"] * 100, "spearman": rho}


def power_times_latency(search: SearchData) -> np.ndarray:
    """The trivial predictor the model must beat, for each held-back row of model_eval:
    median power of the energy measurements of earlier rounds x the candidate's latency
    (known for every candidate before any energy measurement). NaN without earlier rounds."""
    cands = search.energy_candidates
    latency = search.candidates.drop_duplicates("trace_hash").set_index("trace_hash")["latency_s"]
    out = []
    for rnd, trace in zip(search.model_eval["round"], search.model_eval["trace_hash"]):
        earlier = cands.loc[cands["round"] < rnd, "power_w"].dropna()
        lat = latency.get(trace, np.nan)
        out.append(float(earlier.median()) * float(lat) if len(earlier) else np.nan)
    return np.asarray(out, dtype=float)


def model_frame(data: ReportData) -> pd.DataFrame:
    recs = []
    for task in data.tasks:
        for s in task.searches.values():
            if s.model_eval is not None and len(s.model_eval):
                meas = s.model_eval["measured_energy_j"].to_numpy(float)
                m = model_metrics(s.model_eval["predicted_energy_j"].to_numpy(float), meas)
                has_base = "power_w" in s.candidates and {"round", "trace_hash"} <= set(s.model_eval.columns)
                base = model_metrics(power_times_latency(s), meas) if has_base else {}
                recs.append({"task": task.name, "search": s.name, **m,
                             "baseline_mape_pct": base.get("mape_pct", np.nan),
                             "baseline_spearman": base.get("spearman", np.nan),
                             "energy_estimated": task.estimated})
    return pd.DataFrame.from_records(recs)
