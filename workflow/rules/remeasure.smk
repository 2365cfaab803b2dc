rule remeasure:
    input:
        unpack(remeasured_kernels),
        task="results/tasks/{task}.json",
        vendor="results/vendor/{task}.json",
    output:
        rows="results/remeasure/{task}.csv",
        summary="results/remeasure/{task}.summary.csv",
        meta="results/remeasure/{task}.json",
    log:
        "logs/remeasure/{task}.log",
    resources:
        gpu=1,
    params:
        **named(
            **PROTOCOL_PARAMS,
            vendor=config["vendor"],
            cuda_graph=config["measure"]["cuda_graph"],
            target_kind=EXPERIMENT.target_kind,
            variants=variant_keys(),  # input.best's order
            code=CODE["remeasure"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/remeasure.py"
