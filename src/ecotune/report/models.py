"""The whole-model table: each model built with each method's kernels, measured per
inference (results/models/<model>.json, the model_energy rule), beside the weighted sum of
its tasks' re-measured medians, whose ratio to the whole is the share of the model's time
and energy that the tuned tasks account for."""

from __future__ import annotations

from typing import Any

import pandas as pd

from ecotune.report.fmt import finite, fmt_num
from ecotune.report.labels import VARIANT_LABELS


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
        return f"{fmt_num(point * scale)} [{fmt_num(lo * scale)}, {fmt_num(hi * scale)}] {unit}"

    rows = [[r.model, VARIANT_LABELS.get(r.variant, r.variant),
             ci(r.latency_s, r.latency_ci_lo, r.latency_ci_hi, 1e3, "ms"),
             ci(r.energy_j, r.energy_ci_lo, r.energy_ci_hi, 1e3, "mJ") + (" *" if r.estimated else ""),
             f"{r.energy_change_vs_latency * 100:+.1f} %" if finite(r.energy_change_vs_latency) else "",
             f"{r.tasks_share_of_energy * 100:.0f} %" if finite(r.tasks_share_of_energy) else "n/a"]
            for r in frame.itertuples(index=False)]
    return {"header": ["model", "kernels of", "latency per inference", "energy per inference", "Δ energy",
                       "tuned tasks' share"], "rows": rows}
