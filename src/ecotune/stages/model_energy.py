"""The model_energy rule: a whole model compiled with each method's tuned kernels, checked
against the framework, then measured per inference, interleaved, `repeats` times.

Each method's build applies replicate 0's kernels (its pick database, or the latency
search's best record) to every subgraph of the model; a subgraph without a record stops
the stage, naming it. Beside the measured numbers the weighted per-task sum (weight x the
task's re-measured median) shows how much of the model's time and energy the tuned tasks
account for.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path

import pandas as pd

from ..energy import create_meter
from ..measurement.evaluate import ProtocolSettings
from ..models.compile import check_model_output, compile_model, model_kernel
from ..models.energy import measure_model_variants, weighted_task_sum
from ..models.extract import extract_model_tasks
from ..models.framework import EAGER, framework_variants
from ..models.load import load_model
from ..models.spec import ModelSpec
from ..core.outputs import write_csv, write_json
from ..core.results import REMEASURE_ROWS, REMEASURE_SUMMARY, read_table, replicate_zero
from ..analysis.stats import paired_changes
from ..ops.target import detect_target


def model_energy_stage(entry: Mapping, databases: Mapping[str, Mapping[str, Path]], task_files: list[Path],
                       remeasure_summaries: list[Path], rows_file: Path, summary_file: Path, meta_file: Path,
                       protocol: ProtocolSettings, meter: str, target_kind: str, log: logging.Logger, *,
                       allow_tf32: bool = False) -> dict:
    """databases: method -> task -> the folder of its replicate-0 database (every extracted
    task: a model subgraph equal to a catalog operator is found under the catalog's name)."""
    spec = ModelSpec.from_dict(entry)
    loaded = load_model(spec)
    target = detect_target(target_kind)
    inputs = spec.random_inputs(protocol.seed)
    subgraphs = extract_model_tasks(loaded, target.tvm_target())  # the same for every method's build
    variants, checks, tuned = {}, {}, {}
    for method, folders in databases.items():
        compiled = compile_model(loaded, target.tvm_target(), folders, tasks=subgraphs)
        checks[method] = check_model_output(compiled, loaded, seed=protocol.seed)
        tuned[method] = len(compiled.tuned)
        variants[method] = model_kernel(compiled, inputs, name=f"{spec.name}/{method}")
        log.info("model %s, %s kernels: %d subgraphs tuned, output %s", spec.name, method, len(compiled.tuned),
                 checks[method])
    baselines, not_measured, baseline_checks = framework_variants(loaded, inputs, target.device_type,
                                                                  torch_compile=spec.torch_compile,
                                                                  allow_tf32=allow_tf32)
    variants.update(baselines)
    checks.update(baseline_checks)
    for name, why in not_measured.items():
        log.info("model %s: %s not measured: %s", spec.name, name, why)
    energy_meter = create_meter(meter, device=target.device_type, pci_bus_id=target.pci_bus_id)
    rows, summary = measure_model_variants(
        variants, energy_meter, model=spec.name, window_s=protocol.window_s, warmup_s=protocol.warmup_s,
        repeats=protocol.repeats, seed=protocol.seed, idle_s=protocol.idle_s)
    write_csv(rows_file, pd.DataFrame(rows, columns=REMEASURE_ROWS.names))
    write_csv(summary_file, summary)
    weights = _model_weights(spec.name, task_files)
    task_sum = weighted_task_sum(_task_medians(remeasure_summaries), weights) if weights else pd.DataFrame()
    result = {
        "model": spec.name, "source": entry, "target": target.to_dict(), "meter": energy_meter.describe(),
        "protocol": asdict(protocol), "tasks": len(weights), "tuned_subgraphs": tuned, "correctness": checks,
        "variants": {r.variant: {"latency_s": r.latency_s, "latency_ci_lo": r.latency_s_lo,
                                 "latency_ci_hi": r.latency_s_hi, "energy_j": r.energy_j,
                                 "energy_ci_lo": r.energy_j_lo, "energy_ci_hi": r.energy_j_hi,
                                 "energy_change_vs_latency": r.energy_change}
                     for r in summary.itertuples(index=False)},
        "weighted_task_sum": task_sum.to_dict(orient="records"),
        "vs_pytorch_eager": _against(rows, EAGER, protocol.seed),
        "not_measured": not_measured,
        "framework": {"allow_tf32": allow_tf32},
    }
    write_json(meta_file, result)
    return result


def _against(rows: list[dict], baseline: str, seed: int) -> dict:
    """Every other variant's latency and energy change against `baseline`, paired by repeat
    (stats.paired_changes), or {} when the baseline was not measured."""
    frame = pd.DataFrame(rows)
    if baseline not in set(frame.get("variant", ())):
        return {}
    return {variant: paired_changes(frame, baseline, variant, seed=seed)
            for variant in dict.fromkeys(frame.variant) if variant != baseline}


def _model_weights(model: str, task_files: list[Path]) -> dict[str, float]:
    """task -> calls per inference of this model (from the task files' origins)."""
    weights = {}
    for path in task_files:
        data = json.loads(Path(path).read_text())
        calls = sum(o.get("calls", 0) for o in data.get("origins", []) if o.get("model") == model)
        if calls:
            weights[data["name"]] = calls
    return weights


def _task_medians(summaries: list[Path]) -> pd.DataFrame:
    """Replicate 0's re-measured medians of every task and variant."""
    frames = [read_table(p, REMEASURE_SUMMARY) for p in summaries]
    return replicate_zero(pd.concat(frames, ignore_index=True) if frames
                          else pd.DataFrame(columns=REMEASURE_SUMMARY.names))
