"""pick: the final kernel of a finished energy-aware or NVML-only search for one task
(ecotune.stages.pick): lowest measured energy within latency_slack of the fastest."""

# First, before any import below: the log, the lifeline (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], uses_torch=False)

from pathlib import Path  # noqa: E402

from ecotune.stages.pick import pick_stage  # noqa: E402

if __name__ == "__main__":
    pick_stage(Path(snakemake.input.task), Path(snakemake.output.best).parent, snakemake.params.latency_slack, log)
