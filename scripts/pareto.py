"""pareto: the pick at each latency slack, over every energy-measured kernel of the task's
searches, re-measured interleaved (ecotune.stages.pareto)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True, uses_torch=snakemake.params.cuda_graph)  # PyTorch captures graphs

from pathlib import Path  # noqa: E402

from ecotune.measurement.evaluate import ProtocolSettings  # noqa: E402
from ecotune.stages.pareto import pareto_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    folders = [Path(energy).parent for energy in snakemake.input.energy]
    pareto_stage(Path(snakemake.input.task), dict(zip(params["searches"], folders)), Path(snakemake.output.rows),
                 Path(snakemake.output.summary), Path(snakemake.output.meta), ProtocolSettings.from_mapping(params),
                 params["meter"], params["target_kind"], log, params["cuda_graph"])
