"""tune_latency: stock MetaSchedule evolutionary search for one task (ecotune.stages.tune_latency)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True, uses_torch=False)

from pathlib import Path  # noqa: E402

from ecotune.search.tune_loop import SearchSettings  # noqa: E402
from ecotune.stages.tune_latency import tune_latency_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    tune_latency_stage(Path(snakemake.input.task), Path(snakemake.output.best).parent,
                       SearchSettings.from_mapping(params), params["target_kind"], log)
