"""Figures over replicate searches (o, page 1: each method's energy change per task with its
interval; f: each replicate pair's energy change against the latency-only pick, per method and
task) and of the trade-off (g: the energy-latency front)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from ecotune.analysis.pareto import SLACKS
from ecotune.report.fmt import EST, finite, fmt_change, plural
from ecotune.report.inputs import ReportData
from ecotune.report.labels import VARIANT_LABELS
from ecotune.report.overview import shown_bounds
from ecotune.report.pareto import measured_candidates
from ecotune.report.plotting import (COLORS, MARKERS, WIDTH_IN, FigureRecord, _est, _fig_legend, _grid,
                                     _save_part, _wrap)

_VS_LATENCY = (("energy_vs_latency", "energy"), ("nvml_only_vs_latency", "nvml_only"),
               ("rerank_vs_latency", "rerank"))


def fig_replicates(result: dict[str, Any], out: Path) -> list[FigureRecord] | str:
    present = [(name, method) for name, method in _VS_LATENCY if name in result]
    if not present:
        return "The replicate figure is omitted: no method besides the latency search was re-measured."
    tasks = sorted({t for name, _ in present for t in result[name]["per_task"]})
    fig, ax = plt.subplots(figsize=(WIDTH_IN, 0.9 + 0.32 * len(tasks) * len(present)))
    step = 0.8 / len(present)
    for j, (name, method) in enumerate(present):
        per_task = result[name]["per_task"]
        for i, task in enumerate(tasks):
            if task not in per_task:
                continue
            e = per_task[task]
            y = i + (j - (len(present) - 1) / 2) * step
            dots = np.asarray(e["energy_by_replicate"], dtype=float) * 100
            ax.scatter(dots, np.full(dots.size, y), s=12, color=COLORS[method], marker=MARKERS[method],
                       alpha=0.7, lw=0, zorder=4, label=VARIANT_LABELS[method])
            ax.plot([e["energy"]["ci_lo"] * 100, e["energy"]["ci_hi"] * 100], [y, y], color=COLORS[method],
                    lw=1.2, zorder=3)
            ax.plot([e["energy"]["change"] * 100], [y], marker="|", ms=9, color="black", zorder=5)
    ax.axvline(0, color="#333", lw=0.7, ls="--")
    ax.set_yticks(range(len(tasks)), tasks)
    ax.invert_yaxis()
    ax.set_xlabel("energy per call vs the latency-only pick of the same replicate (%)"
                  + (" (estimated)" if result.get("estimated") else ""))
    _fig_legend(fig, [VARIANT_LABELS[m] for _, m in present])
    n = result.get("replicates", 0)
    return [_save_part(fig, out, "f", "replicates", 1,
                       f"Energy change of each method's pick against the latency-only pick, one dot per replicate "
                       f"pair (median over the interleaved repeats; {n} replicate(s)); line: 95 % CI resampling "
                       f"replicate pairs and repeats; bar: the estimate (geometric mean over replicates).")]


def fig_pareto(data: ReportData, pareto: pd.DataFrame, out: Path) -> list[FigureRecord] | str:
    if pareto.empty:
        return "The trade-off figure is omitted: no candidate's energy was measured."
    tasks = [t for t in data.tasks if t.name in set(pareto["task"])]
    fig, axes = _grid(len(tasks), 2 if len(tasks) > 1 else 1, 2.4)
    for ax, task in zip(axes.flat, tasks):
        cands = measured_candidates(task)
        ax.scatter(cands["latency_s"] * 1e6, cands["energy_j"] * 1e3, s=7, color="#b8b8b8", lw=0,
                   label="energy-measured candidate")
        rows = pareto[pareto["task"] == task.name]
        f = rows[rows["kind"] == "front"].sort_values("latency_s")
        ax.plot(f["latency_s"] * 1e6, f["energy_j"] * 1e3, color="#333", lw=1.0, drawstyle="steps-post",
                label="front")
        picks = rows[rows["kind"] == "pick"]
        for _, same in picks.groupby("trace_hash", sort=False):  # one label per kernel: its slacks
            r = same.iloc[0]
            ax.annotate(", ".join(f"{s:.0%}" for s in same["slack"]), (r.latency_s * 1e6, r.energy_j * 1e3),
                        fontsize=6, xytext=(3, 3), textcoords="offset points")
        ax.scatter(picks["latency_s"] * 1e6, picks["energy_j"] * 1e3, s=30, marker="*", color="#c0392b",
                   zorder=5, label="pick at slack")
        again = picks[picks["remeasured_energy_j"].notna()] if "remeasured_energy_j" in picks else picks.iloc[:0]
        if len(again):
            ax.scatter(again["remeasured_latency_s"] * 1e6, again["remeasured_energy_j"] * 1e3, s=26, marker="D",
                       facecolors="none", edgecolors="#c0392b", zorder=5, label="pick re-measured")
        ax.set_title(task.name + _est(task), loc="left")
        ax.set_xlabel("latency during search (µs)")
        ax.set_ylabel("energy per call during search (mJ)")
    _fig_legend(fig)
    slacks = ", ".join(f"{s:.0%}" for s in SLACKS)
    return [_save_part(fig, out, "g", "pareto", 1,
                       "Energy-latency trade-off per task from every energy-measured candidate of every method and "
                       f"replicate (search-time measurements, one window each); stars: the pick at slack {slacks} "
                       "(lowest energy within that fraction of the fastest); hollow diamonds: the same picks "
                       "re-measured by the interleaved protocol (medians; the pareto rule), where it ran.")]


_OVERVIEW_METHODS = ("energy", "nvml_only", "rerank", "vendor")


def fig_overview(frame: pd.DataFrame, out: Path) -> list[FigureRecord] | str:
    """Page 1's figure: per task, each method's energy change against the latency-only pick
    with its interval (overview.csv's shown kind), the vendor's point beside them."""
    if frame.empty or not frame["energy_change_pct"].notna().any():
        return "The overview figure is omitted: no energy change against the latency-only pick was measured."
    rows = frame[frame["method"].isin(_OVERVIEW_METHODS) & frame["energy_change_pct"].notna()]
    tasks = list(dict.fromkeys(rows["task"]))
    present = [m for m in _OVERVIEW_METHODS if m in set(rows["method"])]
    fig, ax = plt.subplots(figsize=(WIDTH_IN, 0.8 + 0.16 * len(tasks) * len(present)))
    step = 0.8 / len(present)
    for r in rows.itertuples(index=False):
        j, i = present.index(r.method), tasks.index(r.task)
        y = i + (j - (len(present) - 1) / 2) * step
        lo, hi = shown_bounds(r, "energy_change_pct")
        if finite(lo) and finite(hi):
            ax.plot([lo, hi], [y, y], color=COLORS[r.method], lw=1.2, zorder=3)
        ax.plot([r.energy_change_pct], [y], marker=MARKERS[r.method], ms=4.5, color=COLORS[r.method], lw=0,
                zorder=4, label=VARIANT_LABELS[r.method])
        if r.method == "energy":  # the number the verdict and the table print for this task
            ax.annotate(fmt_change(r.energy_change_pct / 100, EST if r.energy_estimated else ""),
                        (r.energy_change_pct, y), xytext=(0, 3.5), textcoords="offset points", ha="center",
                        va="bottom", fontsize=6, color=COLORS["energy"])
    ax.axvline(0, color="#333", lw=0.7, ls="--")
    ax.set_yticks(range(len(tasks)), [_wrap(t, 34) for t in tasks])
    ax.invert_yaxis()
    est = bool(rows["energy_estimated"].any())
    ax.set_xlabel("energy per call vs the latency-only pick (%)" + (" (estimated)" if est else ""))
    _fig_legend(fig, [VARIANT_LABELS[m] for m in present])
    kinds = " or ".join(sorted({"t" if k == "t" else "bootstrap" for k in rows["interval_kind"]}))
    n = int(rows["replicates"].max())
    return [_save_part(fig, out, "o", "overview", 1,
                       f"Energy per call of each method's pick against the latency-only pick, per task "
                       f"({plural(n, 'replicate')}; numbers from tables/overview.csv): marker, the geometric mean "
                       f"over replicate pairs of the median paired change; line, its 95 % {kinds} interval "
                       f"(Methodology, 'Intervals'). The vendor library ran in the same interleaved repeats."
                       + (" Energy is estimated (CPU time), not measured." if est else ""))]
