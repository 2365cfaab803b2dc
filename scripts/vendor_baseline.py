"""vendor_baseline: check the vendor library on one task and time it once, or record why not
(ecotune.stages.vendor)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=snakemake.resources.gpu > 0)

from pathlib import Path  # noqa: E402

from ecotune.stages.vendor import vendor_stage  # noqa: E402

if __name__ == "__main__":
    vendor_stage(Path(snakemake.input.task), Path(snakemake.output[0]), snakemake.params.vendor,
                 snakemake.params.seed, snakemake.params.target_kind, log)
