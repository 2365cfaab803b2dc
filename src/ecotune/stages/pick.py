"""The pick rule: the final kernel of a finished energy-aware or NVML-only search for one task.

Lowest measured energy within latency_slack of the fastest. It only reads the search's
tables and compiles one kernel for the target the search recorded, so it needs no GPU,
and a new latency_slack reruns this step alone, not the search.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..search.pick import pick_search
from ..ops.workloads import make_primfunc, read_task


def pick_stage(task_file: Path, out_dir: Path, latency_slack: float, log: logging.Logger) -> dict:
    """pick/, best.json, the kernel's source and search_log.csv in the search's out_dir;
    returns best.json's content."""
    return pick_search(out_dir, make_primfunc(read_task(task_file)), latency_slack, log)
