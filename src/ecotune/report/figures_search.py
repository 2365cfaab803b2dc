"""Figures of the searches: the energy model's accuracy, what each search cost, and how
the picks and k moved over the rounds."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import MaxNLocator

from ecotune.report.fmt import finite, fmt_num
from ecotune.report.inputs import ReportData
from ecotune.report.labels import SEARCH_LABELS, VARIANT_LABELS
from ecotune.report.plotting import (COLORS, MARKERS, WIDTH_IN, FigureRecord, _chunks, _est, _fig_legend,
                                     _save, _save_part, _wrap)
from ecotune.report.search_tables import model_metrics
from ecotune.core.results import VARIANTS


# ---------------------------------------------------------------- (c) model accuracy
def fig_model(data: ReportData, out: Path) -> list[FigureRecord] | str:
    pairs = [(t, s) for t in data.tasks for s in t.searches.values()
             if s.model_eval is not None and len(s.model_eval)]
    if not pairs:
        why = ("the energy-aware search, the only one with a model, has not run"
               if not any("energy" in t.searches for t in data.tasks) else
               "the energy-aware search wrote no held-back predictions (it writes a row for each energy "
               "measurement its trained model predicted first; a search too short to train it writes none)")
        return f"Model accuracy is not shown: model_eval.csv is absent or empty for every task, because {why}."
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
            ax.set_title(f"{_wrap(task.name)}{_est(task)}\n{SEARCH_LABELS[s.name]} search", loc="left")
            # The numbers go under the axis: a box inside it hid the points it sat on.
            ax.set_xlabel(f"measured energy (mJ)\nn = {m['n']}, R² = {fmt_num(m['r2'], sig=3)}\n"
                          f"MAPE = {fmt_num(m['mape_pct'], sig=2)} %, Spearman (pooled) = {fmt_num(m['spearman'], sig=3)}")
            ax.set_ylabel("predicted energy (mJ)")
        fig.tight_layout()
        records.append(_save_part(fig, out, "c", "model", part,
                                  "Energy model: predicted against measured energy on held-back "
                                  "measurements; dashed line is perfect prediction.",
                                  width=min(1.0, 2.25 * ncols / WIDTH_IN)))
    return records


# ---------------------------------------------------------------- (d) search cost
COST_PANELS = (("n_energy_measured", "energy measurements\n(count)"),
               ("energy_measure_s", "time measuring\nenergy (s)"),
               ("energy_predict_s", "time predicting\nenergy (s)"),
               ("wall_s", "search wall\ntime (s)"))


def _cost_totals(task, name: str) -> dict[str, float] | None:
    s = task.searches.get(name)
    if s is None or s.search_log is None:
        return None
    return {"n_energy_measured": s.energy_measured,
            "energy_measure_s": float(s.search_log["energy_measure_s"].sum()),
            "energy_predict_s": s.energy_predict_s,
            "wall_s": s.wall_s}


def fig_cost(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(s.search_log is not None for k, s in t.searches.items()
                                          if k in ("energy", "nvml_only"))]
    if not tasks:
        return ("Search cost is not shown: neither the energy-aware nor the measure-all search has written "
                "a search log (search_log.csv), because neither has run.")
    fig, axes = plt.subplots(1, len(COST_PANELS), figsize=(WIDTH_IN, 0.9 + 0.45 * len(tasks)), squeeze=False,
                             sharey=True)
    for ax, (col, label) in zip(axes.flat, COST_PANELS):
        for i, task in enumerate(tasks):
            totals = {n: t[col] for n in ("energy", "nvml_only") if (t := _cost_totals(task, n)) is not None}
            for j, name in enumerate(("energy", "nvml_only")):
                if name not in totals or not finite(totals[name]):
                    continue
                ax.barh(i - 0.2 + 0.4 * j, totals[name], height=0.38, color=COLORS[name],
                        label=SEARCH_LABELS[name] + " search")
                note = fmt_num(totals[name], sig=3, decimals=0)
                if name == "energy" and finite(totals.get("nvml_only")) and totals["nvml_only"] > 0:
                    note += f" ({totals['energy'] / totals['nvml_only']:.2f}×)"
                ax.text(totals[name], i - 0.2 + 0.4 * j, " " + note, va="center", fontsize=6)
        ax.set_xlabel(label)
        ax.set_xlim(0, ax.get_xlim()[1] * 1.7)  # room for the value labels
        ax.grid(axis="y", visible=False)
    axes[0, 0].set_yticks(range(len(tasks)), [t.name for t in tasks])
    axes[0, 0].invert_yaxis()
    _fig_legend(fig)
    _save(fig, out, "d_cost")
    return [FigureRecord("d", "d_cost", "Search cost: energy measurements taken, wall time spent measuring "
                         "energy (both summed over the rounds of the search log), wall time spent in the energy "
                         "model's predictions that steer the evolution (the measure-all search has no model), and "
                         "the search's whole wall time (none for a search resumed after a kill); in parentheses, "
                         "the energy-aware search's ratio to the measure-all search.")]


# ---------------------------------------------------------------- (e) convergence
def fig_convergence(data: ReportData, out: Path) -> list[FigureRecord] | str:
    tasks = [t for t in data.tasks if any(s.search_log is not None for s in t.searches.values())]
    if not tasks:
        return ("Convergence and the k trajectory are not shown: no search has written a search log "
                "(search_log.csv); the energy-aware and measure-all searches write one, and neither has run.")
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
            ax_e.set_title(f"{task.name}{_est(task)}\nenergy of the current pick (can rise)", loc="left")
            ax_e.set_xlabel("trials (latency measurements, cumulative)")
            ax_e.set_ylabel("pick's energy per call (mJ)" + (" (est.)" if _est(task) else ""))
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
                                  "Convergence. Left: energy of each search's current pick after each round, "
                                  "the lowest measured energy among candidates within the latency slack of the "
                                  "fastest kernel found so far; it rises when a faster kernel moves that band "
                                  "past the earlier pick. Right: the fraction k of kept candidates whose energy "
                                  "was measured in each round."))
    return records
