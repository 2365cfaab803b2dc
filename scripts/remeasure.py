"""remeasure: every variant of one task, checked against NumPy, then measured interleaved
(ecotune.stages.remeasure)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True)

from pathlib import Path  # noqa: E402

from ecotune.measurement.evaluate import ProtocolSettings  # noqa: E402
from ecotune.stages.remeasure import remeasure_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    remeasure_stage(Path(snakemake.input.task), dict(zip(params["variants"], map(Path, snakemake.input.best))),
                    Path(snakemake.input.vendor), Path(snakemake.output.rows), Path(snakemake.output.summary),
                    Path(snakemake.output.meta), ProtocolSettings.from_mapping(params), params["meter"],
                    params["vendor"], params["target_kind"], log, params["cuda_graph"])
