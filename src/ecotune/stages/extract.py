"""The extract_tasks rule: one task file per operator (metadata JSON plus its TVMScript)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..outputs import write_atomic, write_json
from ..workloads import OperatorSpec, make_primfunc


def extract_stage(operators: Iterable[Mapping], out_dir: Path, notes: Iterable[str], log: logging.Logger) -> None:
    """results/tasks/<task>.json and <task>.tir.py for each operator (OperatorSpec.to_dict's form)."""
    for note in notes:
        log.warning(note)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for entry in operators:
        spec = OperatorSpec.from_dict(entry)
        script = make_primfunc(spec).script()
        write_atomic(out_dir / f"{spec.name}.tir.py", lambda tmp: tmp.write_text(script))
        write_json(out_dir / f"{spec.name}.json", spec.to_dict())
        log.info("task %s: %s %s, %.3g GFLOP", spec.name, spec.kind, spec.dtype, spec.flops / 1e9)
