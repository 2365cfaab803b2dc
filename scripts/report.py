"""report: the PDF, its tables as CSV and its figures, from the tidy results."""

# First, before any import below: the log, the lifeline (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0])

import logging  # noqa: E402
from pathlib import Path  # noqa: E402

from ecotune.report import load_results, render_report, validate  # noqa: E402

def main(remeasure_files: list[str], results_dir: Path, out_dir: Path, log: logging.Logger) -> None:
    tasks = sorted(Path(path).stem for path in remeasure_files)
    data = load_results(results_dir, tasks)
    validate(data)
    pdf = render_report(data, out_dir)
    log.info("report for %d tasks: %s", len(tasks), pdf)

if __name__ == "__main__":
    pdf_path = Path(snakemake.output.pdf)  # results/report/report.pdf -> results/
    main(snakemake.input.remeasure, pdf_path.parents[1], pdf_path.parent, log)
