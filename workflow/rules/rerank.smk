# The practitioner's baseline: the latency search's N fastest kernels energy-measured, N =
# the energy measurements the energy-aware search of the same replicate made (equal
# measurement budget, no trials of its own). It publishes what the energy searches do, so
# the pick rule makes its final kernel.
rule rerank:
    input:
        task="results/tasks/{task}.json",
        latency_best="results/tune/latency/{task}/r{rep}/best.json",
        latency_candidates="results/tune/latency/{task}/r{rep}/candidates.csv",
        latency_records="results/tune/latency/{task}/r{rep}/database_tuning_record.json",
        energy_search="results/tune/energy/{task}/r{rep}/search.json",
    output:
        workload="results/tune/rerank/{task}/r{rep}/database_workload.json",
        records="results/tune/rerank/{task}/r{rep}/database_tuning_record.json",
        candidates="results/tune/rerank/{task}/r{rep}/candidates.csv",
        energy="results/tune/rerank/{task}/r{rep}/energy.csv",
        rounds="results/tune/rerank/{task}/r{rep}/rounds.csv",
        search="results/tune/rerank/{task}/r{rep}/search.json",
    log:
        "logs/rerank/{task}/r{rep}.log",
    benchmark:
        "benchmarks/rerank/{task}/r{rep}.tsv"
    resources:
        gpu=1,
    params:
        **named(
            **SEARCH_PARAMS,
            search_window_s=config["energy_search"]["search_window_s"],
            cuda_graph=config["energy_search"]["cuda_graph"],
            meter=config["measure"]["meter"],
            warmup_s=config["measure"]["warmup_s"],
            idle_s=config["measure"]["idle_s"],
            code=CODE["rerank"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/rerank.py"
