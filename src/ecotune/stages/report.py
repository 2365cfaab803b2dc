"""The report rule: the PDF, its tables as CSV and its figures, from the tidy results."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from ..report import build_report


def report_stage(remeasure_files: Iterable[str | Path], results_dir: Path, out_dir: Path,
                 log: logging.Logger, model_files: Iterable[str | Path] = ()) -> Path:
    """The report over the tasks whose remeasure/<task>.csv are given (and the whole models
    whose models/<model>.json are); returns the PDF's path."""
    tasks = sorted(Path(path).stem for path in remeasure_files)
    pdf = build_report(results_dir, tasks, out_dir, sorted(Path(path).stem for path in model_files))
    log.info("report for %d tasks: %s", len(tasks), pdf)
    return pdf
