"""Figures of the re-measured kernels and the search candidates, each saved as PNG and SVG.

Every function returns FigureRecords (possibly several when tasks are split over pages)
or a one-line reason why the figure is absent. Figures of the searches' model, cost and
convergence are in figures_search.py.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

from ecotune.report.figures_search import fig_convergence, fig_cost, fig_model
from ecotune.report.fmt import finite
from ecotune.report.inputs import ReportData
from ecotune.report.intervals import method_text, variant_stats
from ecotune.report.labels import SEARCH_LABELS, VARIANT_LABELS
from ecotune.report.plotting import (COLORS, MARKERS, STYLE, WIDTH_IN, FigureRecord, _chunks, _est, _fig_legend,
                                     _grid, _save_part)
from ecotune.core.results import VARIANTS


# ---------------------------------------------------------------- (a) variants per task
def _mark_clipped(ax: plt.Axes, lo: float, hi: float, y: float, color: str) -> bool:
    """A triangle at the axis edge where a whisker runs past the x-limits; True if any."""
    left, right = ax.get_xlim()
    marked = False
    for value, edge, marker in ((lo, left, "<"), (hi, right, ">")):
        if (value < edge if marker == "<" else value > edge):
            ax.plot([edge], [y], marker=marker, color=color, ms=4, clip_on=False, zorder=6)
            marked = True
    return marked


def fig_variants(data: ReportData, out: Path) -> list[FigureRecord] | str:
    records = []
    for part, tasks in enumerate(_chunks(data.tasks, 10), start=1):
        any_energy = any(t.has_energy for t in tasks)
        ncols = 2 if any_energy else 1
        present = [v for v in VARIANTS if any(v in t.variants for t in tasks)]
        height = 1.0 + 0.14 * len(tasks) * len(present)
        fig, axes = plt.subplots(1, ncols, figsize=(WIDTH_IN, height), squeeze=False, sharey=True)
        bar_h = 0.8 / len(present)
        stats = {t.name: variant_stats(t.rows) for t in tasks}
        clipped = False
        for col, (metric, title) in enumerate((("latency_s", "Latency"), ("energy_j", "Energy"))[:ncols]):
            ax = axes[0, col]
            vals = [stats[t.name].loc[v, metric] / stats[t.name].loc["latency", metric] for t in tasks
                    for v in t.variants if finite(stats[t.name].loc[v, metric])]
            log_scale = bool(vals) and max(vals) / min(vals) > 4
            if log_scale:  # plain tick labels: "0.5", "1", "2", not powers of ten that overlap
                ax.set_xscale("log")
                ax.xaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
                ax.xaxis.set_major_formatter(FuncFormatter(lambda x, _: f"{x:g}"))
                ax.xaxis.set_minor_formatter(NullFormatter())
            else:  # limits from the medians, so one wide interval does not squash the rest
                lo, hi = min(vals + [1.0]), max(vals + [1.0])
                pad = max(0.02, 0.25 * (hi - lo))
                ax.set_xlim(lo - pad, hi + pad)
            points = []
            for i, task in enumerate(tasks):
                st = stats[task.name]
                ref = st.loc["latency", metric]
                if not finite(ref):
                    ax.text(1.0, i, "no energy meter", va="center", ha="center", fontsize=6.5, color="#777")
                    continue
                for v in task.variants:
                    y = i - 0.4 + bar_h * (present.index(v) + 0.5)
                    val, lo_v, hi_v = (st.loc[v, metric] / ref, st.loc[v, f"{metric}_ci_lo"] / ref,
                                       st.loc[v, f"{metric}_ci_hi"] / ref)
                    err = np.array([[val - lo_v], [hi_v - val]])
                    # Points, not bars: a bar from a cut axis (0.6) would exaggerate 2 % differences.
                    ax.errorbar(val, y, xerr=np.clip(np.nan_to_num(err), 0, None), fmt=MARKERS[v],
                                color=COLORS[v], ms=4.5, lw=1.0, capsize=2, label=VARIANT_LABELS[v])
                    points.append((lo_v, hi_v, y, COLORS[v]))
                    if metric == "energy_j" and task.estimated:
                        ax.annotate("est.", (min(hi_v, ax.get_xlim()[1]), y), xytext=(4, 0),
                                    textcoords="offset points", va="center", fontsize=6, color="#a33")
            if not log_scale:
                for lo_v, hi_v, y, color in points:
                    clipped |= _mark_clipped(ax, lo_v, hi_v, y, color)
            ax.axvline(1.0, color="#333", lw=0.7, ls="--")
            ax.set_xlabel(f"{title.lower()} / latency-tuned median")
            est = " (est. = estimated)" if metric == "energy_j" and any(
                t.estimated and t.has_energy for t in tasks) else ""
            ax.set_title(("Timed latency" if metric == "latency_s" else "Energy per call") + est, loc="left")
            ax.grid(axis="y", visible=False)
            for i in range(1, len(tasks)):
                ax.axhline(i - 0.5, color="#e4e4e4", lw=0.6)
        axes[0, 0].set_yticks(range(len(tasks)), [t.name for t in tasks])
        axes[0, 0].invert_yaxis()
        _fig_legend(fig, [VARIANT_LABELS[v] for v in VARIANTS])
        what = "Timed latency and energy per call" if any_energy else "Timed latency"
        how = method_text([len(g) for t in tasks for _, g in t.rows.groupby("variant")])
        records.append(_save_part(fig, out, "a", "variants", part,
                                  f"{what} of each variant relative to the latency-tuned kernel's median "
                                  f"(points: medians; whiskers: {how})."
                                  + (" A triangle at the edge marks a whisker that runs past the axis."
                                     if clipped else "") + " Absolute numbers are in Table 1."))
    return records


# ---------------------------------------------------------------- (b) candidates
def fig_candidates(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(len(s.energy_candidates) for s in t.searches.values())]
    if not tasks:
        why = ("neither the energy-aware nor the measure-all search has run" if not any(
            {"energy", "nvml_only"} & set(t.searches) for t in data.tasks) else "no candidate's energy was measured")
        return f"The latency–energy scatter is omitted: {why}, and only those two searches measure energy."
    records = []
    for part, chunk in enumerate(_chunks(tasks, 6), start=1):
        fig, axes = _grid(len(chunk), 2 if len(chunk) > 1 else 1, 2.5)
        for ax, task in zip(axes.flat, chunk):
            for s in task.searches.values():
                c = s.energy_candidates
                if len(c):
                    ax.scatter(c["latency_s"] * 1e6, c["energy_j"] * 1e3, s=10, alpha=0.6, lw=0,
                               color=COLORS[s.name], marker=MARKERS[s.name],
                               label=f"{SEARCH_LABELS[s.name]} search")
            for s in task.searches.values():
                e = s.best.get("energy_j")
                if not finite(e):
                    hit = s.energy_candidates[s.energy_candidates["trace_hash"] == s.best["trace_hash"]]
                    e = hit["energy_j"].iloc[0] if len(hit) else None
                if finite(e):
                    ax.scatter([s.best["latency_s"] * 1e6], [float(e) * 1e3], s=110, marker="*",
                               color=COLORS[s.name], edgecolor="black", lw=0.7, zorder=5,
                               label=f"pick of {SEARCH_LABELS[s.name]} search")
            ax.set_title(task.name + _est(task), loc="left")
            ax.set_xlabel("latency, timed (µs)")
            ax.set_ylabel("energy per call (mJ)" + (" (estimated)" if _est(task) else ""))
        _fig_legend(fig)
        records.append(_save_part(fig, out, "b", "candidates", part,
                                  "Latency and energy per call of every tuning candidate whose energy was "
                                  "measured during search (one window each, Table 3); stars mark each search's "
                                  "pick."))
    return records


def make_figures(data: ReportData, out: Path) -> dict[str, list[FigureRecord] | str]:
    """All figures under out/, keyed a-e; a string value says why that figure is absent."""
    with plt.rc_context(STYLE):
        return {"a": fig_variants(data, out), "b": fig_candidates(data, out), "c": fig_model(data, out),
                "d": fig_cost(data, out), "e": fig_convergence(data, out)}


__all__ = ["make_figures"]
