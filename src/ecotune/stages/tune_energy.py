"""The tune_energy and tune_nvml_only rules: the energy-aware search (or its NVML-only
ablation) for one task, without the final pick (the pick rule's, ecotune.stages.pick).

The search runs in {out}/resume/, which Snakemake does not know about, so a killed job's
rounds survive Snakemake's removal of declared outputs and the next run resumes them.
When the search is done its files are copied to {out}/ and resume/ is removed.
"""

from __future__ import annotations

import logging
from dataclasses import asdict
from pathlib import Path

from ..search.energy_rounds import EnergySearchSettings
from ..search.energy_runner import MeterSpec
from ..search.energy_search import publish_search, search_energy
from ..search.tune_loop import SearchSettings
from ..search.warmup import first_round_candidates
from ..search.work_dir import retire, search_work_dir
from ..ops.target import detect_target
from ..ops.workloads import make_primfunc, read_task


def tune_energy_stage(task_file: Path, out_dir: Path, settings: SearchSettings, energy: EnergySearchSettings,
                      meter: str, target_kind: str, log: logging.Logger, first_round_dir: Path | None = None) -> dict:
    """Search with `meter` (create_meter's name) and publish the search to out_dir (tables,
    database, rounds.csv, search.json); returns the search's summary. first_round_dir: a
    finished search of the same task whose first round this one replays."""
    spec = read_task(task_file)
    target = detect_target(target_kind)
    log.info("task %s on %s", spec.name, target.reason)
    meter_spec = MeterSpec.for_target(meter, target)
    work_dir = search_work_dir(out_dir)
    first_round = None
    if first_round_dir:
        first_round = first_round_candidates(first_round_dir)
        log.info("first round: the %d candidates of %s's first round", len(first_round), first_round_dir)
    summary = search_energy(make_primfunc(spec), target, work_dir, settings, energy, meter_spec, log,
                            first_round=first_round)
    publish_search(work_dir, out_dir, energy.search, {
        "task": spec.name, "search": energy.search, "search_summary": summary, "settings": asdict(settings),
        "energy_search": asdict(energy), "environment": target.to_dict(),
    })
    retire(work_dir)
    return summary
