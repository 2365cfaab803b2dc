"""Page 1: a verdict line per question, one table (task x method) and one figure (per-task
energy change), each rendered from a CSV the report writes (verdicts.csv, overview.csv), so
every number on page 1 is a row of a table a reader can open.

The changes are over replicate searches (ecotune.analysis.replicate_stats): per task, the geometric
mean over replicate pairs of the median paired ratio over repeats. The vendor library ran
once in every repeat of the same interleaved re-measurement as every replicate's picks, so
each replicate's pick pairs with the vendor by repeat.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.analysis.replicate_stats import compare_methods
from ecotune.report.fmt import (EST, NO_WIDTH, cell, finite, fmt_change, fmt_interval, fmt_num, fmt_pct, fmt_times,
                                plural)
from ecotune.report.inputs import ReportData
from ecotune.report.labels import variant_label
from ecotune.core.results import BASELINE_VARIANT, VARIANTS

# (key of overall.json, the question, what is held equal); claim (b) reads three keys.
QUESTIONS = {
    "energy_vs_latency": ("Energy-aware vs latency-only search", "at equal trials"),
    "energy_vs_rerank": ("Energy-aware search vs re-ranking the latency search", "at equal energy measurements"),
    "search_cost_vs_nvml_only": ("Search cost: energy-aware vs measure-all search", "at equal trials; the "
                                 "measure-all search energy-measures every kept candidate"),
}
_COST = (("measurements_ratio_vs_nvml_only", "energy measurements"),
         ("wall_time_ratio_vs_nvml_only", "search wall time"))
# Below this many replicate pairs the bootstrap over them is too narrow (a resample of 3 values
# stays within their range), so page 1 shows the t interval there (Methodology, "Intervals").
T_BELOW = 10


def shown_kind(replicates: int) -> str:
    """The interval page 1 shows for a run with this many replicate searches."""
    return "t" if 2 <= replicates < T_BELOW else "bootstrap"


def _rows(question: str, quantity: str, est: float, bounds: dict[str, tuple[Any, Any]], unit: str, n: int,
          replicates: int, estimated: bool) -> list[dict[str, Any]]:
    """One row per interval kind with finite bounds (one row without bounds if none has)."""
    scale = 100.0 if unit == "%" else 1.0
    want = shown_kind(replicates) if finite(bounds.get("t", (None,))[0]) else "bootstrap"
    out = []
    for kind, (lo, hi) in bounds.items():
        if kind == "bootstrap" or finite(lo):
            out.append({"question": question, "quantity": quantity, "estimate": est * scale,
                        "low": float(lo) * scale if finite(lo) else np.nan,
                        "high": float(hi) * scale if finite(hi) else np.nan, "unit": unit, "n_tasks": n,
                        "replicates": replicates, "estimated": estimated, "interval_kind": kind,
                        "shown": kind == want})
    return out


def verdicts_frame(answer: dict[str, Any]) -> pd.DataFrame:
    """tables/verdicts.csv: per question and quantity, the estimate and its 95 % interval
    (bootstrap over replicate pairs and repeats; t over replicate pairs), `shown` marking
    the one page 1 prints. Changes in %, ratios as ratios."""
    n_rep = int(answer.get("replicates") or 0)
    est = bool(answer.get("estimated"))
    recs: list[dict[str, Any]] = []

    def change(question: str, key: str, metric: str) -> None:
        c = answer[key]
        recs.extend(_rows(question, f"{metric} change", c[f"{metric}_change"],
                          {"bootstrap": (c[f"{metric}_ci_lo"], c[f"{metric}_ci_hi"]),
                           "t": (c.get(f"{metric}_t_ci_lo"), c.get(f"{metric}_t_ci_hi"))},
                          "%", len(c["per_task"]), n_rep, est and metric == "energy"))

    for key in ("energy_vs_latency", "energy_vs_rerank"):
        if key in answer:
            change(key, key, "energy")
            change(key, key, "latency")
    cost = [(k, what) for k, what in _COST if k in answer]
    if cost and "energy_vs_nvml_only" in answer:
        for key, what in cost:
            r = answer[key]
            recs.extend(_rows("search_cost_vs_nvml_only", f"{what} ratio", r["ratio"],
                              {"bootstrap": (r["ci_lo"], r["ci_hi"]), "t": (r.get("t_ci_lo"), r.get("t_ci_hi"))},
                              "x", len(r["per_task"]), n_rep, False))
        change("search_cost_vs_nvml_only", "energy_vs_nvml_only", "energy")
    return pd.DataFrame.from_records(recs)


def _value(r: Any, mark: str = "") -> str:
    """A verdicts.csv row's estimate as page 1 prints it."""
    return fmt_change(r.estimate / 100, mark) if r.unit == "%" else fmt_times(r.estimate, mark)


def _interval(r: Any) -> str:
    if r.unit == "%":
        return fmt_interval(r.low / 100, r.high / 100)
    return fmt_interval(r.low, r.high, fmt_times)


def _side(r: Any, less: str, more: str) -> str:
    """What an interval says: below zero (or one), above, or straddling."""
    ref = 0.0 if r.unit == "%" else 1.0
    if not (finite(r.low) and finite(r.high)) or r.low == r.high:
        return f"{less if r.estimate < ref else more}, by the value alone (no interval)"
    return less if r.high < ref else more if r.low > ref else "no difference shown (the interval includes " \
        f"{'0' if r.unit == '%' else '1'})"


def _kind_words(r: Any) -> str:
    if r.interval_kind == "t":
        return "t interval"
    if r.unit == "x":
        return "bootstrap over replicate pairs" if r.replicates > 1 else "ratios without an interval"
    return "bootstrap over replicate pairs and repeats" if r.replicates > 1 else "bootstrap over repeats only"


def verdicts_display(frame: pd.DataFrame) -> list[dict[str, str]]:
    """Page 1's lines: per question, its shown quantities with their intervals, then what the
    energy interval (claim (b): the measurements ratio) says."""
    if frame.empty:
        return []
    shown = frame[frame["shown"]]
    out = []
    for question, rows in shown.groupby("question", sort=False):
        lead, held = QUESTIONS[question]
        first = next(rows.itertuples(index=False))
        parts = []
        for r in rows.itertuples(index=False):
            mark = EST if r.estimated else ""
            word = ("estimated " if r.estimated else "") + r.quantity.removesuffix(" change").removesuffix(" ratio")
            if question == "search_cost_vs_nvml_only" and r.unit == "%":
                word = "final " + word
            other = f" ({_kind_words(r)})" if r.interval_kind != first.interval_kind else ""
            parts.append(f"{word} {_value(r, mark)} {_interval(r)}{other}".rstrip())
        energy = "estimated energy" if first.estimated else "energy"
        side = (_side(first, "fewer measurements", "more measurements") if first.unit == "x" else
                _side(first, f"less {energy}", f"more {energy}"))
        kind = _kind_words(first)
        out.append({"question": lead, "held": held, "text": "; ".join(parts), "verdict": side,
                    "scope": f"{plural(int(first.n_tasks), 'task')}, {plural(int(first.replicates), 'replicate')}, "
                             f"95 % {kind}"})
    return out


def _with_vendor_in_every_replicate(rows: pd.DataFrame) -> pd.DataFrame:
    """The vendor's rows copied to every replicate (it ran once per repeat, interleaved with all
    replicates' picks), so compare_methods pairs each replicate's pick with it by repeat."""
    vendor = rows[rows["variant"] == "vendor"]
    if vendor.empty:
        return rows
    reps = sorted(set(rows.loc[rows["variant"] != "vendor", "replicate"]))
    copies = [vendor.assign(replicate=r) for r in reps]
    return pd.concat([rows[rows["variant"] != "vendor"], *copies], ignore_index=True)


def _median_of_replicates(rows: pd.DataFrame, variant: str, col: str) -> float:
    """The median over replicates of each replicate's median over repeats."""
    g = rows[rows["variant"] == variant]
    if g.empty or not np.isfinite(g[col]).any():
        return np.nan
    return float(np.median(g.groupby("replicate")[col].median()))


def overview_frame(data: ReportData, answer: dict[str, Any]) -> pd.DataFrame:
    """tables/overview.csv: per task and method, latency and energy per call (median of the
    replicates' medians), the change against the latency-only pick and against the vendor
    (over replicate pairs, with both 95 % intervals)."""
    rows = {t.name: _with_vendor_in_every_replicate(t.all_rows) for t in data.tasks}
    methods = [v for v in VARIANTS if v != BASELINE_VARIANT]
    vs_latency = {m: compare_methods(rows, m, BASELINE_VARIANT)["per_task"] for m in methods}
    vs_vendor = {m: compare_methods(rows, m, "vendor")["per_task"] for m in VARIANTS if m != "vendor"}
    recs = []
    for task in data.tasks:
        est = task.estimated and task.has_energy
        for v in task.variants:
            rec: dict[str, Any] = {"task": task.name, "method": v, "label": variant_label(task, v),
                                   "latency_us": _median_of_replicates(rows[task.name], v, "latency_s") * 1e6,
                                   "energy_mj": _median_of_replicates(rows[task.name], v, "energy_j") * 1e3}
            lat = vs_latency.get(v, {}).get(task.name, {})
            rec["replicates"] = lat.get("replicates", task.n_replicates if v != "vendor" else 1)
            for metric in ("energy", "latency"):
                e = lat.get(metric, {})
                rec[f"{metric}_change_pct"] = e.get("change", np.nan) * 100
                for k in ("ci_lo", "ci_hi", "t_ci_lo", "t_ci_hi"):
                    rec[f"{metric}_change_pct_{k}"] = e.get(k, np.nan) * 100
            ven = vs_vendor.get(v, {}).get(task.name, {}).get("energy", {})
            rec["energy_vs_vendor_pct"] = ven.get("change", np.nan) * 100
            rec["energy_vs_vendor_pct_ci_lo"], rec["energy_vs_vendor_pct_ci_hi"] = (
                ven.get("ci_lo", np.nan) * 100, ven.get("ci_hi", np.nan) * 100)
            rec["interval_kind"] = shown_kind(int(rec["replicates"])) if finite(
                rec["energy_change_pct_t_ci_lo"]) else "bootstrap"
            rec["energy_estimated"] = est
            recs.append(rec)
    return pd.DataFrame.from_records(recs)


def shown_bounds(r: Any, stem: str) -> tuple[float, float]:
    """An overview.csv row's interval of `stem` (energy_change_pct, ...) of the kind it shows."""
    suffix = "t_ci" if r.interval_kind == "t" else "ci"
    return getattr(r, f"{stem}_{suffix}_lo"), getattr(r, f"{stem}_{suffix}_hi")


def _change_cell(point: float, lo: float, hi: float, mark: str = "") -> dict[str, str]:
    """'−4.1* [−70.1, +207.0]'; an interval of no width (repeats that agree to the digit, or a
    re-rank that kept the latency pick in every replicate) prints as a note instead."""
    if not finite(point):
        return cell("–")
    return cell(f"{fmt_pct(point / 100)}{mark} {fmt_interval(lo / 100, hi / 100, fmt_pct, NO_WIDTH)}".rstrip())


def overview_display(frame: pd.DataFrame) -> dict[str, Any] | None:
    """Page 1's table: per task a group of method rows, one line each."""
    if frame.empty:
        return None
    groups = []
    for task, g in frame.groupby("task", sort=False):
        rows = []
        for r in g.itertuples(index=False):
            mark = EST if r.energy_estimated and finite(r.energy_mj) else ""
            ref = r.method == BASELINE_VARIANT
            rows.append([cell(r.label), cell(fmt_num(r.latency_us)), cell(fmt_num(r.energy_mj) + mark),
                         cell("reference") if ref else _change_cell(r.energy_change_pct,
                                                                    *shown_bounds(r, "energy_change_pct"), mark),
                         cell("reference") if ref else _change_cell(r.latency_change_pct,
                                                                    *shown_bounds(r, "latency_change_pct")),
                         cell("–") if r.method == "vendor" else _change_cell(r.energy_vs_vendor_pct, np.nan,
                                                                             np.nan, mark)])
        groups.append({"task": str(task), "rows": rows})
    kinds = sorted(set(frame.loc[frame["energy_change_pct"].notna(), "interval_kind"]))
    return {"header": ["Task", "Method", "Latency (µs)", "Energy per\ncall (mJ)", "Δ energy vs\nlatency-only (%)",
                       "Δ latency vs\nlatency-only (%)", "Δ energy vs\nvendor (%)"],
            "groups": groups, "interval": " or ".join("t" if k == "t" else "bootstrap" for k in kinds),
            "replicates": int(frame["replicates"].max()), "any_estimated": bool(frame["energy_estimated"].any())}


def intervals_text(answer: dict[str, Any], repeats_text: str = "") -> str:
    """The fine print page 1's table and verdicts point to (Methodology, 'Intervals'): what is
    paired, what each interval resamples, and which of them page 1 prints."""
    n = int(answer.get("replicates") or 0)
    shown = shown_kind(n)
    text = ("Pairing: replicate r of one method is compared with replicate r of the other (both searches "
            "started from seed + r), and inside a pair repeat j with repeat j, since all picks of a task (every "
            "replicate's, and the vendor library's) ran in the same interleaved repeats. Per task the change is "
            "the geometric mean over replicate pairs of the median paired ratio over repeats; over tasks, the "
            "geometric mean of the per-task changes (tasks fixed). Two 95 % intervals are computed (both in "
            "tables/verdicts.csv, tables/overview.csv and tables/replicates.csv): a two-level bootstrap that "
            "resamples replicate pairs, then repeats inside each; and a t interval over the replicate pairs' log "
            "ratios (Welch-Satterthwaite degrees of freedom over tasks). ")
    if n <= 1:
        text += ("With one replicate search per method there is no t interval, and the bootstrap covers "
                 "measurement noise only: search-to-search variation is not in it (set search.replicates >= 3). "
                 "A search-cost ratio has no interval at all then, and prints as its value alone. ")
    else:
        text += (f"With {n} replicates a bootstrap of {n} values stays within their range and is too narrow, so "
                 f"page 1 prints the {'t interval' if shown == 't' else 'bootstrap'} (the t interval below "
                 f"{T_BELOW} replicates). ")
    text += ("Medians of one kernel over its repeats (Table 1) carry an order-statistic interval instead"
             + (f": {repeats_text}." if repeats_text else "."))
    return text
