"""The extract_tasks rule: one task file per operator (metadata JSON plus its TVMScript),
and one per distinct fused subgraph of each configured model (ecotune.models)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..core.outputs import write_atomic, write_json
from ..ops.workloads import OperatorSpec, make_primfunc


def extract_stage(operators: Iterable[Mapping], out_dir: Path, log: logging.Logger, *,
                  models: Iterable[Mapping] = (), target_kind: str = "llvm") -> None:
    """results/tasks/<task>.json and <task>.tir.py for each operator (OperatorSpec.to_dict's
    form) and each model subgraph (models.tasks) that is not already a catalog operator.

    It takes only what the task files are made of: the config's notes (the CPU preset's trial
    budget, say) are the console's, printed when the workflow is parsed, since a param that
    changes without changing the tasks would re-run this checkpoint, and a dry run cannot
    see past a checkpoint it has to re-run."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for entry in operators:
        spec = OperatorSpec.from_dict(entry)
        script = make_primfunc(spec).script()
        write_atomic(out_dir / f"{spec.name}.tir.py", lambda tmp: tmp.write_text(script))
        write_json(out_dir / f"{spec.name}.json", spec.to_dict())
        log.info("task %s: %s %s, %.3g GFLOP", spec.name, spec.kind, spec.dtype, spec.flops / 1e9)
    models = list(models)
    if models:
        _extract_models(models, [OperatorSpec.from_dict(e) for e in operators], out_dir, target_kind, log)


def _extract_models(entries: list[Mapping], operators: list[OperatorSpec], out_dir: Path, target_kind: str,
                    log: logging.Logger) -> None:
    """Each model's distinct subgraphs (deduplicated across models by extract_model_tasks),
    less those identical to a catalog operator, which is tuned once under its catalog name."""
    from tvm.s_tir.meta_schedule.utils import shash2hex

    from ..models.extract import extract_model_tasks
    from ..models.spec import parse_models
    from ..models.tasks import write_task_files
    from ..ops.schedules import normalize
    from ..ops.target import detect_target

    catalog = {shash2hex(normalize(make_primfunc(spec))): spec.name for spec in operators}
    tasks = extract_model_tasks(parse_models(entries), detect_target(target_kind).tvm_target())
    for task in (t for t in tasks if t.shash in catalog):
        log.info("model task %s is catalog operator %s (%s): tuned once, under that name", task.name,
                 catalog[task.shash], task.origin)
    new = [t for t in tasks if t.shash not in catalog]
    write_task_files(new, out_dir)
    for task in new:
        log.info("task %s: subgraph %s, weight %d, %.3g GFLOP (%s)", task.name, task.subgraph_ops, task.weight,
                 task.flops / 1e9, task.origin)
