"""The rerank rule: the practitioner's baseline for one task and replicate (search/rerank.py),
without the final pick (the pick rule's, as for the energy searches)."""

from __future__ import annotations

import logging
from pathlib import Path

from ..search.energy_runner import MeterSpec
from ..search.rerank import RerankSettings, energy_budget, rerank_latency_search
from ..search.tune_loop import SearchSettings
from ..ops.target import detect_target
from ..ops.workloads import read_task


def rerank_stage(task_file: Path, latency_dir: Path, energy_search_file: Path, out_dir: Path,
                 settings: SearchSettings, rerank: RerankSettings, meter: str, target_kind: str,
                 log: logging.Logger) -> dict:
    """Energy-measure as many of the latency search's fastest kernels as the energy-aware
    search of the same replicate measured; publish to out_dir. Returns the summary."""
    spec = read_task(task_file)
    target = detect_target(target_kind)
    log.info("task %s on %s", spec.name, target.reason)
    return rerank_latency_search(latency_dir, out_dir, energy_budget(energy_search_file), target, settings,
                                 rerank, MeterSpec.for_target(meter, target), log)
