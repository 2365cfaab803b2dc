"""report: the PDF, its tables as CSV and its figures, from the tidy results."""

import logging
from pathlib import Path

from ecotune.report import load_results, render_report, validate
from ecotune.runlog import log_to_file


def main(remeasure_files: list[str], results_dir: Path, out_dir: Path, log: logging.Logger) -> None:
    tasks = sorted(Path(path).stem for path in remeasure_files)
    data = load_results(results_dir, tasks)
    validate(data)
    pdf = render_report(data, out_dir)
    log.info("report for %d tasks: %s", len(tasks), pdf)


if __name__ == "__main__":
    pdf_path = Path(snakemake.output.pdf)  # results/report/report.pdf -> results/
    main(snakemake.input.remeasure, pdf_path.parents[1], pdf_path.parent,
         log_to_file(snakemake.log[0]))
