rule pareto:
    input:
        unpack(pareto_inputs),
        task="results/tasks/{task}.json",
    output:
        rows="results/pareto/{task}.csv",
        summary="results/pareto/{task}.summary.csv",
        meta="results/pareto/{task}.json",
    log:
        "logs/pareto/{task}.log",
    resources:
        gpu=1,
    params:
        **named(
            **PROTOCOL_PARAMS,
            target_kind=EXPERIMENT.target_kind,
            cuda_graph=config["measure"]["cuda_graph"],
            searches=pareto_searches(),  # input.energy's order
            code=CODE["pareto"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/pareto.py"
