"""Figures of the report, each saved as PNG and SVG with no dates or versions inside.

Every function returns FigureRecords (possibly several when tasks are split over pages)
or a one-line reason why the figure is absent.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Sequence

import matplotlib

matplotlib.use("Agg")  # the report runs headless inside Snakemake
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import MaxNLocator  # noqa: E402
import numpy as np  # noqa: E402

from ecotune.report.inputs import VARIANTS, ReportData, TaskData  # noqa: E402
from ecotune.report.tables import VARIANT_LABELS, finite, fmt_num, fmt_pct, model_metrics, publish  # noqa: E402

COLORS = {"latency": "#3b6ea8", "energy": "#3a9a5b", "nvml_only": "#e08a2e", "vendor": "#8a8a8a"}
MARKERS = {"latency": "o", "energy": "s", "nvml_only": "^", "vendor": "D"}
WIDTH_IN = 6.6  # A4 text width with 2 cm margins, so 8 pt in the figure is 8 pt on paper
STYLE = {
    "font.size": 7.5, "axes.titlesize": 8, "axes.labelsize": 7.5, "legend.fontsize": 7,
    "xtick.labelsize": 7, "ytick.labelsize": 7, "axes.spines.top": False,
    "axes.spines.right": False, "axes.grid": True, "grid.color": "#e4e4e4", "grid.linewidth": 0.6,
    "axes.axisbelow": True, "svg.fonttype": "path",
    # Fixed salt makes SVG clip-path ids, and so the SVG bytes, the same on every run.
    "svg.hashsalt": "ecotune-report", "path.simplify": False,
}


@dataclass
class FigureRecord:
    key: str  # a, b, c, d, e
    stem: str  # figures/<stem>.png and .svg
    caption: str
    width: float = 1.0  # fraction of the text width the figure takes in the PDF


def _chunks(items: Sequence, size: int) -> Iterator[Sequence]:
    """At most `size` items a part, the parts as even as can be (7 in 6s: 3 and 4, not 6 and 1)."""
    parts = -(-len(items) // size)
    for i in range(parts):
        yield items[len(items) * i // parts:len(items) * (i + 1) // parts]


def _caption(text: str, part: int) -> str:
    return text if part == 1 else f"(Continued.) {text}"


def _save_part(fig: plt.Figure, out: Path, key: str, name: str, part: int, caption: str,
               width: float = 1.0) -> FigureRecord:
    """Save part `part` of a figure split over several and record it; parts after the first
    say they continue it."""
    stem = f"{key}_{name}_{part}"
    _save(fig, out, stem)
    return FigureRecord(key, stem, _caption(caption, part), width)


def _save(fig: plt.Figure, out: Path, stem: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for ext, meta in (("png", {"Software": None}), ("svg", {"Date": None, "Creator": None})):
        fd, tmp = tempfile.mkstemp(dir=out, prefix=f".{stem}.", suffix=f".{ext}")
        os.close(fd)
        try:
            fig.savefig(tmp, format=ext, dpi=200, metadata=meta, bbox_inches="tight", pad_inches=0.03)
            publish(tmp, out / f"{stem}.{ext}")
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    plt.close(fig)


def _est(task: TaskData) -> str:
    return " (estimated)" if task.estimated and task.has_energy else ""


def _wrap(name: str, width: int = 30) -> str:
    """A task name broken at underscores into lines of at most `width` characters, so
    titles of side-by-side panels do not run into each other."""
    lines = [""]
    for part in name.split("_"):
        piece = part if not lines[-1] else "_" + part
        if lines[-1] and len(lines[-1]) + len(piece) > width:
            lines.append("_" + part)
        else:
            lines[-1] += piece
    return "\n".join(lines)


def _fig_legend(fig: plt.Figure, order: Sequence[str] | None = None) -> None:
    """One legend above all panels, since every panel uses the same colours."""
    handles: dict[str, object] = {}
    for ax in fig.axes:
        for h, lab in zip(*ax.get_legend_handles_labels()):
            handles.setdefault(lab, h)
    labels = [k for k in (order or handles) if k in handles]
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.3 / fig.get_figheight()))
    fig.legend([handles[k] for k in labels], labels, loc="upper center", ncols=min(len(labels), 4),
               frameon=False, bbox_to_anchor=(0.5, 1.0), handletextpad=0.4, columnspacing=1.2)


def _grid(n: int, ncols: int, row_h: float) -> tuple[plt.Figure, np.ndarray]:
    nrows = (n + ncols - 1) // ncols
    fig, axes = plt.subplots(nrows, ncols, figsize=(WIDTH_IN, row_h * nrows), squeeze=False)
    for ax in axes.flat[n:]:
        ax.set_visible(False)
    return fig, axes


# ---------------------------------------------------------------- (a) variants per task
def fig_variants(data: ReportData, out: Path) -> list[FigureRecord] | str:
    records = []
    for part, tasks in enumerate(_chunks(data.tasks, 10), start=1):
        any_energy = any(t.has_energy for t in tasks)
        ncols = 2 if any_energy else 1
        present = [v for v in VARIANTS if any(v in t.variants for t in tasks)]
        height = 1.0 + 0.14 * len(tasks) * len(present)
        fig, axes = plt.subplots(1, ncols, figsize=(WIDTH_IN, height), squeeze=False, sharey=True)
        bar_h = 0.8 / len(present)
        for col, (metric, title) in enumerate((("latency_s", "Latency"), ("energy_j", "Energy"))[:ncols]):
            ax = axes[0, col]
            for i, task in enumerate(tasks):
                ref = task.summary_row("latency")[metric]
                if not finite(ref):
                    ax.text(1.0, i, "no energy meter", va="center", ha="center", fontsize=6.5, color="#777")
                    continue
                for v in task.variants:
                    r = task.summary_row(v)
                    y = i - 0.4 + bar_h * (present.index(v) + 0.5)
                    val = r[metric] / ref
                    err = np.array([[val - r[f"{metric}_lo"] / ref], [r[f"{metric}_hi"] / ref - val]])
                    # Points, not bars: a bar from a cut axis (0.6) would exaggerate 2 % differences.
                    ax.errorbar(val, y, xerr=np.clip(np.nan_to_num(err), 0, None), fmt=MARKERS[v],
                                color=COLORS[v], ms=4.5, lw=1.0, capsize=2, label=VARIANT_LABELS[v])
                    if metric == "energy_j" and task.estimated:
                        ax.annotate("est.", (r[f"{metric}_hi"] / ref, y), xytext=(4, 0),
                                    textcoords="offset points", va="center", fontsize=6, color="#a33")
            ax.axvline(1.0, color="#333", lw=0.7, ls="--")
            ax.set_xlabel(f"{title.lower()} / latency-tuned median")
            est = " (est. = estimated)" if metric == "energy_j" and any(
                t.estimated and t.has_energy for t in tasks) else ""
            ax.set_title(f"{title}, median and 95% CI{est}", loc="left")
            vals = [t.summary_row(v)[metric] / t.summary_row("latency")[metric] for t in tasks
                    for v in t.variants if finite(t.summary_row(v)[metric])]
            if vals and max(vals) / min(vals) > 4:
                ax.set_xscale("log")
            else:
                lo, hi = min(vals + [1.0]), max(vals + [1.0])
                pad = max(0.02, 0.25 * (hi - lo))
                ax.set_xlim(lo - pad, hi + pad)
            ax.grid(axis="y", visible=False)
            for i in range(1, len(tasks)):
                ax.axhline(i - 0.5, color="#e4e4e4", lw=0.6)
        axes[0, 0].set_yticks(range(len(tasks)), [t.name for t in tasks])
        axes[0, 0].invert_yaxis()
        _fig_legend(fig, [VARIANT_LABELS[v] for v in VARIANTS])
        what = "Latency and energy" if any_energy else "Latency"
        records.append(_save_part(fig, out, "a", "variants", part,
                                  f"{what} of each variant relative to the latency-tuned kernel's median "
                                  "(points: medians; whiskers: 95% bootstrap CI). Absolute numbers are in "
                                  "Table 1."))
    return records


# ---------------------------------------------------------------- (b) candidates
def fig_candidates(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(len(s.energy_candidates) for s in t.searches.values())]
    if not tasks:
        return "No tuning candidate has an energy measurement yet, so the latency–energy scatter is omitted."
    records = []
    for part, chunk in enumerate(_chunks(tasks, 6), start=1):
        fig, axes = _grid(len(chunk), 2 if len(chunk) > 1 else 1, 2.5)
        for ax, task in zip(axes.flat, chunk):
            for s in task.searches.values():
                c = s.energy_candidates
                if len(c):
                    ax.scatter(c["latency_s"] * 1e6, c["energy_j"] * 1e3, s=10, alpha=0.6, lw=0,
                               color=COLORS[s.name], marker=MARKERS[s.name],
                               label=f"{VARIANT_LABELS[s.name]} search")
            for s in task.searches.values():
                e = s.best.get("energy_j")
                if not finite(e):
                    hit = s.energy_candidates[s.energy_candidates["trace_hash"] == s.best["trace_hash"]]
                    e = hit["energy_j"].iloc[0] if len(hit) else None
                if finite(e):
                    ax.scatter([s.best["latency_s"] * 1e6], [float(e) * 1e3], s=110, marker="*",
                               color=COLORS[s.name], edgecolor="black", lw=0.7, zorder=5,
                               label=f"pick of {VARIANT_LABELS[s.name]} search")
            ax.set_title(task.name + _est(task), loc="left")
            ax.set_xlabel("latency (µs)")
            ax.set_ylabel("energy per run (mJ)" + (" (estimated)" if _est(task) else ""))
        _fig_legend(fig)
        records.append(_save_part(fig, out, "b", "candidates", part,
                                  "Latency and energy of every tuning candidate whose energy was measured; "
                                  "stars mark each search's pick."))
    return records


# ---------------------------------------------------------------- (c) model accuracy
def fig_model(data: ReportData, out: Path) -> list[FigureRecord] | str:
    pairs = [(t, s) for t in data.tasks for s in t.searches.values()
             if s.model_eval is not None and len(s.model_eval)]
    if not pairs:
        return "No energy-model evaluation (model_eval.csv) is present, so model accuracy is not shown."
    records = []
    for part, chunk in enumerate(_chunks(pairs, 6), start=1):
        ncols = min(3, len(chunk))
        fig, axes = plt.subplots((len(chunk) + 2) // 3, ncols, figsize=(2.25 * ncols, 2.3 * ((len(chunk) + 2) // 3)),
                                 squeeze=False)
        for ax in axes.flat[len(chunk):]:
            ax.set_visible(False)
        for ax, (task, s) in zip(axes.flat, chunk):
            pred = s.model_eval["predicted_energy_j"].to_numpy(float) * 1e3
            meas = s.model_eval["measured_energy_j"].to_numpy(float) * 1e3
            m = model_metrics(pred, meas)
            ax.scatter(meas, pred, s=10, alpha=0.7, lw=0, color=COLORS.get(s.name, "#333"))
            both = np.concatenate([meas, pred])
            lo, hi = np.nanmin(both), np.nanmax(both)
            pad = 0.06 * (hi - lo or abs(hi) or 1.0)
            lims = (lo - pad, hi + pad)
            ax.plot(lims, lims, color="#333", lw=0.7, ls="--")
            ax.set_xlim(lims)
            ax.set_ylim(lims)
            ax.set_aspect("equal", adjustable="box")
            ax.set_title(f"{_wrap(task.name)}{_est(task)}\n{VARIANT_LABELS[s.name]} search", loc="left")
            # The numbers go under the axis: a box inside it hid the points it sat on.
            ax.set_xlabel(f"measured energy (mJ)\nn = {m['n']}, R² = {fmt_num(m['r2'], sig=3)}\n"
                          f"MAPE = {fmt_num(m['mape_pct'], sig=2)} %, Spearman = {fmt_num(m['spearman'], sig=3)}")
            ax.set_ylabel("predicted energy (mJ)")
        fig.tight_layout()
        records.append(_save_part(fig, out, "c", "model", part,
                                  "Energy model: predicted against measured energy on held-back "
                                  "measurements; dashed line is perfect prediction.",
                                  width=min(1.0, 2.25 * ncols / WIDTH_IN)))
    return records


# ---------------------------------------------------------------- (d) search cost
def fig_cost(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(s.search_log is not None for k, s in t.searches.items()
                                          if k in ("energy", "nvml_only"))]
    if not tasks:
        return "No search log of the energy-aware or NVML-only search is present, so search cost is not shown."
    fig, axes = plt.subplots(1, 2, figsize=(WIDTH_IN, 0.9 + 0.45 * len(tasks)), squeeze=False, sharey=True)
    for ax, (col, label) in zip(axes.flat, (("n_energy_measured", "energy measurements (count)"),
                                            ("energy_measure_s", "time spent measuring energy (s)"))):
        for i, task in enumerate(tasks):
            totals = {}
            for j, name in enumerate(("energy", "nvml_only")):
                s = task.searches.get(name)
                if s is None or s.search_log is None:
                    continue
                totals[name] = float(s.search_log[col].sum())
            for j, name in enumerate(("energy", "nvml_only")):
                if name not in totals:
                    continue
                ax.barh(i - 0.2 + 0.4 * j, totals[name], height=0.38, color=COLORS[name],
                        label=VARIANT_LABELS[name] + " search")
                note = fmt_num(totals[name], sig=3, decimals=0 if col.startswith("n_") else None)
                if name == "energy" and totals.get("nvml_only", 0) > 0:
                    note += f" ({fmt_pct(totals['energy'] / totals['nvml_only'] - 1)} %)"
                ax.text(totals[name], i - 0.2 + 0.4 * j, " " + note, va="center", fontsize=6.5)
        ax.set_xlabel(label)
        ax.set_xlim(0, ax.get_xlim()[1] * 1.6)  # room for the value labels
        ax.grid(axis="y", visible=False)
    axes[0, 0].set_yticks(range(len(tasks)), [t.name for t in tasks])
    axes[0, 0].invert_yaxis()
    _fig_legend(fig)
    _save(fig, out, "d_cost")
    return [FigureRecord("d", "d_cost", "Search cost: energy measurements taken and wall time spent "
                         "measuring energy, summed over all rounds of each search; in parentheses, the "
                         "energy-aware search's change against the NVML-only search.")]


# ---------------------------------------------------------------- (e) convergence
def fig_convergence(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(s.search_log is not None for s in t.searches.values())]
    if not tasks:
        return "No search log is present, so convergence and the k trajectory are not shown."
    records = []
    for part, chunk in enumerate(_chunks(tasks, 4), start=1):
        fig, axes = plt.subplots(len(chunk), 2, figsize=(WIDTH_IN, 1.9 * len(chunk)), squeeze=False)
        for row, task in enumerate(chunk):
            ax_e, ax_k = axes[row]
            for s in task.searches.values():
                log = s.search_log
                if log is None:
                    continue
                trials = np.cumsum(log["n_latency_measured"].to_numpy(float))
                if np.isfinite(log["best_energy_j"]).any():
                    ax_e.step(trials, log["best_energy_j"] * 1e3, where="post", color=COLORS[s.name],
                              marker=MARKERS[s.name], ms=3, lw=1.2, label=VARIANT_LABELS[s.name])
                # k means nothing for a search that never measures energy (the latency search).
                if log["n_energy_measured"].sum() > 0:
                    ax_k.step(log["round"], log["k"], where="post", color=COLORS[s.name],
                              marker=MARKERS[s.name], ms=3, lw=1.2, label=VARIANT_LABELS[s.name])
            ax_e.set_title(f"{task.name}{_est(task)}\nbest energy within the latency slack", loc="left")
            ax_e.set_xlabel("trials (latency measurements, cumulative)")
            ax_e.set_ylabel("energy (mJ)" + (" (est.)" if _est(task) else ""))
            ax_k.set_title(f"{task.name}\nfraction k of kept candidates energy-measured", loc="left")
            ax_k.set_xlabel("round")
            ax_k.set_ylabel("k")
            ax_k.set_ylim(0, 1.08)
            ax_k.xaxis.set_major_locator(MaxNLocator(integer=True))
            for ax in (ax_e, ax_k):
                if not ax.get_legend_handles_labels()[0]:
                    ax.text(0.5, 0.5, "no energy recorded in the search logs", transform=ax.transAxes,
                            ha="center", va="center", fontsize=7, color="#777")
        _fig_legend(fig, [VARIANT_LABELS[v] for v in VARIANTS])
        records.append(_save_part(fig, out, "e", "convergence", part,
                                  "Convergence: best measured energy among candidates within the latency "
                                  "slack against trials, and the fraction k of kept candidates whose energy "
                                  "was measured in each round."))
    return records


def make_figures(data: ReportData, out: Path) -> dict[str, list[FigureRecord] | str]:
    """All figures under out/, keyed a-e; a string value says why that figure is absent."""
    with plt.rc_context(STYLE):
        return {"a": fig_variants(data, out), "b": fig_candidates(data, out), "c": fig_model(data, out),
                "d": fig_cost(data, out), "e": fig_convergence(data, out)}


__all__ = ["FigureRecord", "make_figures"]
