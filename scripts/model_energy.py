"""model_energy: a whole model built with each method's kernels, checked against the
framework, measured per inference, interleaved (ecotune.stages.model_energy)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True)

from pathlib import Path  # noqa: E402

from ecotune.measurement.evaluate import ProtocolSettings  # noqa: E402
from ecotune.stages.model_energy import model_energy_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    model_energy_stage(params["entry"], params["databases"], list(map(Path, snakemake.input.tasks)),
                       list(map(Path, snakemake.input.summaries)), Path(snakemake.output.rows),
                       Path(snakemake.output.summary), Path(snakemake.output.meta),
                       ProtocolSettings.from_mapping(params), params["meter"], params["target_kind"], log,
                       allow_tf32=params["allow_tf32"])
