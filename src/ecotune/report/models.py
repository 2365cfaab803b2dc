"""The whole-model table: each model built with each method's kernels, measured per
inference (results/models/<model>.json, the model_energy rule), beside the weighted sum of
its tasks' re-measured medians, whose ratio to the whole is the share of the model's time
and energy that the tuned tasks account for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from ecotune.report.fmt import EST, NO_WIDTH, finite, fmt_change, fmt_interval, fmt_num
from ecotune.report.labels import VARIANT_LABELS
from ecotune.report.plotting import COLORS, MARKERS, FigureRecord, _fig_legend, _grid, _save_part

# The framework's builds beside the searches' (plotting's COLORS and MARKERS hold the searches').
_STYLE = {**{v: (COLORS[v], MARKERS[v]) for v in COLORS}, "pytorch_eager": ("#222222", "X"),
          "torch_compile": ("#c0392b", "P")}


def models_frame(models: list[dict[str, Any]]) -> pd.DataFrame:
    records = []
    for result in models:
        sums = {r["variant"]: r for r in result.get("weighted_task_sum") or []}
        for variant, v in result["variants"].items():
            s = sums.get(variant, {})
            records.append({
                "model": result["model"], "variant": variant, "tasks": result.get("tasks"),
                "tuned_subgraphs": (result.get("tuned_subgraphs") or {}).get(variant),
                **{k: v[k] for k in ("latency_s", "latency_ci_lo", "latency_ci_hi", "energy_j", "energy_ci_lo",
                                     "energy_ci_hi", "energy_change_vs_latency")},
                "task_sum_latency_s": s.get("latency_s"), "task_sum_energy_j": s.get("energy_j"),
                "tasks_share_of_energy": (s["energy_j"] / v["energy_j"]) if finite(s.get("energy_j"))
                and finite(v["energy_j"]) and v["energy_j"] > 0 else None,
                "estimated": bool((result.get("meter") or {}).get("estimated")),
            })
    return pd.DataFrame(records)


def models_display(frame: pd.DataFrame) -> dict[str, Any] | None:
    if frame.empty:
        return None

    def ci(point, lo, hi, scale, unit):
        return f"{fmt_num(point * scale)} {fmt_interval(lo * scale, hi * scale, fmt_num, NO_WIDTH)} {unit}"

    rows = [[r.model, VARIANT_LABELS.get(r.variant, r.variant),
             ci(r.latency_s, r.latency_ci_lo, r.latency_ci_hi, 1e3, "ms"),
             ci(r.energy_j, r.energy_ci_lo, r.energy_ci_hi, 1e3, "mJ") + (f" {EST}" if r.estimated else ""),
             fmt_change(r.energy_change_vs_latency) if finite(r.energy_change_vs_latency) else "",
             f"{r.tasks_share_of_energy * 100:.0f} %" if finite(r.tasks_share_of_energy) else "n/a"]
            for r in frame.itertuples(index=False)]
    return {"header": ["model", "kernels of", "latency per inference", "energy per inference", "Δ energy",
                       "tuned tasks' share"], "rows": rows}


def fig_models(frame: pd.DataFrame, out: Path) -> list[FigureRecord] | str:
    """Per model: each build's energy against its latency per inference, both with their CIs,
    and the share of its energy that the tuned tasks account for beside its point."""
    if frame.empty:
        return ""
    models = list(dict.fromkeys(frame["model"]))
    fig, axes = _grid(len(models), 2 if len(models) > 1 else 1, 2.6)
    for ax, model in zip(axes.flat, models):
        for i, r in enumerate(frame[frame["model"] == model].itertuples(index=False)):
            color, marker = _STYLE.get(r.variant, ("#8a8a8a", "o"))
            x, y = r.latency_s * 1e3, r.energy_j * 1e3
            ax.errorbar([x], [y], xerr=[[x - r.latency_ci_lo * 1e3], [r.latency_ci_hi * 1e3 - x]],
                        yerr=[[y - r.energy_ci_lo * 1e3], [r.energy_ci_hi * 1e3 - y]], fmt=marker, color=color,
                        ms=5, lw=0.9, capsize=2, label=VARIANT_LABELS.get(r.variant, r.variant))
            if finite(r.tasks_share_of_energy):
                # below-right and above-left in turn, so two builds at one point keep legible labels
                ax.annotate(f"{r.tasks_share_of_energy:.0%}", (x, y), fontsize=6, xytext=(4, -8) if i % 2 else
                            (-16, 5), textcoords="offset points", color=color)
        ax.set_title(model, loc="left")
        ax.set_xlabel("latency per inference (ms)")
        ax.set_ylabel("energy per inference (mJ)" + (" (estimated)" if frame["estimated"].any() else ""))
    _fig_legend(fig)
    return [_save_part(fig, out, "h", "models", 1,
                       "Each build of each model: energy against latency per inference, medians with 95 % "
                       "bootstrap CIs over the interleaved repeats (the whole-model table); the percentage beside "
                       "a search's build is the share of its energy that the tuned tasks' re-measured kernels "
                       "account for.")]
