"""tune_energy / tune_nvml_only: the energy-aware search (or its NVML-only ablation) for one
task, without the final pick (ecotune.stages.tune_energy; the pick is scripts/pick.py)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True, uses_torch=snakemake.params.cuda_graph)  # PyTorch captures graphs

from pathlib import Path  # noqa: E402

from ecotune.search.energy_rounds import EnergySearchSettings  # noqa: E402
from ecotune.search.tune_loop import SearchSettings  # noqa: E402
from ecotune.stages.tune_energy import tune_energy_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    tune_energy_stage(Path(snakemake.input.task), Path(snakemake.output.search).parent,
                      SearchSettings.from_mapping(params),
                      EnergySearchSettings.for_search(snakemake.wildcards.search, params),
                      params["meter"], params["target_kind"], log,
                      # search.shared_first_round: the task's latency search, whose first round this one replays
                      Path(snakemake.input.first_round).parent if "first_round" in snakemake.input.keys() else None)
