"""report: the PDF, its tables as CSV and its figures, from the tidy results (ecotune.stages.report)."""

# First, before any import below: the log, the lifeline (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], uses_torch=False)

from pathlib import Path  # noqa: E402

from ecotune.stages.report import report_stage  # noqa: E402

if __name__ == "__main__":
    pdf = Path(snakemake.output.pdf)  # results/report/report.pdf: results/ holds what it reads
    report_stage(snakemake.input.remeasure, pdf.parents[1], pdf.parent, log, snakemake.input.models)
