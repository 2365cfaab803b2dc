"""Whole-model energy: variants of one model (e.g. compiled with the latency search's kernels
and with the energy search's) measured by the same protocol as single kernels, and the
per-task weighted sum to set beside the measured whole.

Nothing here times or meters by itself: evaluate.remeasure runs the variants interleaved
in a fresh random order per repeat through measure.measure_kernel (warm-up, back-to-back
windows, plausibility), and evaluate.summarize gives medians with 95 % bootstrap CIs and
changes paired by repeat against the "latency" variant when there is one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..energy import Meter
from ..measurement.evaluate import ProtocolSettings, remeasure, summarize
from ..measurement.kernels import LoadedKernel
from ..measurement.measure import Kernel


@dataclass(frozen=True)
class _Measured:
    """What evaluate.remeasure reads of its task: the name its rows carry (the model's)."""

    name: str


def _no_output():
    raise NotImplementedError("whole-model variants are checked by check_model_output, not read back here")


def measure_model_variants(
    variants: Mapping[str, Kernel | Callable[[], Any]],
    meter: Meter,
    *,
    model: str = "model",
    window_s: float = 1.0,
    warmup_s: float = 0.2,
    repeats: int = 5,
    seed: int = 0,
    idle_s: float = 2.0,
    sync: Callable[[], None] = lambda: None,
) -> tuple[list[dict], pd.DataFrame]:
    """Measure every variant `repeats` times, interleaved; returns the rows (task = model,
    variant, repeat, order, latency_s, energy_j per inference, power_w, meter, estimated, ...)
    and the per-variant summary (medians with 95 % CIs: latency_s_lo/hi, energy_j_lo/hi).

    variants: name -> a measure.Kernel (compile.model_kernel makes one per compiled model) or
    a plain callable that runs one inference; plain callables share `sync`, which must wait
    for the device (the default does nothing: right for the CPU, whose VM calls return done).
    """
    if not variants:
        raise ValueError("measure_model_variants: no variants to measure")
    loaded = {}
    for name, variant in variants.items():
        kernel = variant if isinstance(variant, Kernel) else Kernel(name=f"{model}/{name}", launch=variant, sync=sync)
        loaded[name] = LoadedKernel(kernel=kernel, output=_no_output, library="TVM", launch="one inference per launch")
    settings = ProtocolSettings(repeats=repeats, window_s=window_s, warmup_s=warmup_s, seed=seed, idle_s=idle_s)
    rows, _ = remeasure(_Measured(model), loaded, meter, settings)
    return rows, summarize(rows, seed=seed)


def weighted_task_sum(task_rows: pd.DataFrame | list[Mapping[str, Any]], weights: Mapping[str, float],
                      metrics: tuple[str, ...] = ("latency_s", "energy_j")) -> pd.DataFrame:
    """Per variant, sum over the model's tasks of weight x the task's number: what the model
    would cost if it were only its tuned kernels run back to back, beside the measured whole.

    task_rows: one row per (task, variant) with the metrics, e.g. the remeasure summaries
    (results/remeasure/<task>.summary.csv) concatenated. weights: task -> calls per inference
    (extract.task_weights). A variant that lacks a task gets NaN, and names it in
    missing_tasks: a partial sum would look like a saving.
    """
    frame = pd.DataFrame(list(task_rows) if isinstance(task_rows, list) else task_rows)
    missing_cols = [c for c in ("task", "variant", *metrics) if c not in frame.columns]
    if missing_cols:
        raise ValueError(f"weighted_task_sum: task rows lack the column(s) {', '.join(missing_cols)}")
    if not weights:
        raise ValueError("weighted_task_sum: no task weights")
    frame = frame[frame.task.isin(list(weights))]
    out = []
    for variant, group in frame.groupby("variant", sort=True):
        by_task = group.drop_duplicates("task", keep="last").set_index("task")
        missing = sorted(set(weights) - set(by_task.index))
        row: dict[str, Any] = {"variant": variant, "tasks": len(weights) - len(missing),
                               "missing_tasks": ",".join(missing)}
        for metric in metrics:
            row[metric] = math.nan if missing else float(sum(w * by_task.at[t, metric] for t, w in weights.items()))
        out.append(row)
    return pd.DataFrame(out, columns=["variant", *metrics, "tasks", "missing_tasks"])
