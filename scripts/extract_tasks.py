"""extract_tasks: one task file per operator (ecotune.stages.extract)."""

# First, before any import below: the log, the lifeline (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0])

from pathlib import Path  # noqa: E402

from ecotune.stages.extract import extract_stage  # noqa: E402

if __name__ == "__main__":
    extract_stage(snakemake.params.operators, Path(snakemake.output[0]), log,
                  models=snakemake.params.models, target_kind=snakemake.params.target_kind)
