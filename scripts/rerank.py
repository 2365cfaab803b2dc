"""rerank: energy-measure the latency search's fastest kernels, as many as the energy-aware
search measured (ecotune.stages.rerank; the pick is scripts/pick.py)."""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.core.job says why).
from ecotune.core.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True, uses_torch=snakemake.params.cuda_graph)  # PyTorch captures graphs

from pathlib import Path  # noqa: E402

from ecotune.search.rerank import RerankSettings  # noqa: E402
from ecotune.search.tune_loop import SearchSettings  # noqa: E402
from ecotune.stages.rerank import rerank_stage  # noqa: E402

if __name__ == "__main__":
    params = dict(snakemake.params.items())
    rerank_stage(Path(snakemake.input.task), Path(snakemake.input.latency_best).parent,
                 Path(snakemake.input.energy_search), Path(snakemake.output.search).parent,
                 SearchSettings.from_mapping(params),
                 RerankSettings(params["search_window_s"], params["warmup_s"], params["idle_s"], params["cuda_graph"]),
                 params["meter"], params["target_kind"], log)
