"""The tune_latency rule: stock MetaSchedule evolutionary search for one task.

The search runs in {out}/resume/, which Snakemake does not know about, so a killed job's
rounds survive Snakemake's removal of declared outputs and the next run resumes them.
When the search is done its files are copied to {out}/ and resume/ is removed.
"""

from __future__ import annotations

import logging
from dataclasses import asdict
from pathlib import Path

from ..core.outputs import write_json
from ..core.results import BEST_FILE, CANDIDATES, DB_FILES
from ..search.latency import tune_latency
from ..search.tune_loop import SearchSettings
from ..search.work_dir import publish, retire, search_work_dir
from ..ops.schedules import export_kernel
from ..ops.target import detect_target
from ..ops.tuning_db import best_schedule
from ..ops.workloads import make_primfunc, read_task


def tune_latency_stage(task_file: Path, out_dir: Path, settings: SearchSettings, target_kind: str,
                       log: logging.Logger) -> dict:
    """Search, publish the database and candidates.csv, export the fastest kernel and write
    best.json to out_dir; returns best.json's content."""
    spec = read_task(task_file)
    target = detect_target(target_kind)
    log.info("task %s on %s", spec.name, target.reason)
    func, work_dir = make_primfunc(spec), search_work_dir(out_dir)
    database, summary = tune_latency(func, target, work_dir, settings, log)
    publish(work_dir, out_dir, [*DB_FILES, CANDIDATES.file])
    best = export_kernel(*best_schedule(database, func, target), target, out_dir)
    payload = {"task": spec.name, "search": "latency", **best, "search_summary": summary.to_dict(),
               "settings": asdict(settings), "environment": target.to_dict()}
    write_json(Path(out_dir) / BEST_FILE, payload)
    retire(work_dir)
    log.info("best %.3f us (grid %s, block %s)", best["latency_s"] * 1e6, best["grid"], best["block"])
    return payload
