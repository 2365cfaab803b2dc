"""The experiment's PDF report: load tidy results, refuse impossible readings, render.

    data = load_results(Path("results"), tasks)
    validate(data)                      # raises ImplausibleMeasurement or CorruptResult
    pdf = render_report(data, Path("results/report"))
"""

from __future__ import annotations

from pathlib import Path

from ecotune.report.inputs import ReportData, ReportInputError, SearchData, TaskData, load_results, validate
from ecotune.report.render import render_report


def build_report(results_dir: Path, tasks: list[str], out_dir: Path, models: list[str] = ()) -> Path:
    """load_results + validate + render_report: the report rule's stage (ecotune.stages.report)
    and bench/search.py's report over a finished suite. Returns the PDF's path."""
    data = load_results(Path(results_dir), tasks, models)
    validate(data)
    return render_report(data, Path(out_dir))


__all__ = ["ReportData", "ReportInputError", "SearchData", "TaskData", "build_report", "load_results",
           "render_report", "validate"]
