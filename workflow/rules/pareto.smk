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
        meter=config["measure"]["meter"],
        window_s=config["measure"]["window_s"],
        warmup_s=config["measure"]["warmup_s"],
        repeats=config["measure"]["repeats"],
        seed=config["measure"]["seed"],
        idle_s=config["measure"]["idle_s"],
        target_kind=EXPERIMENT.target_kind,
        searches=pareto_searches(),  # input.energy's order
        code=CODE["pareto"],
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/pareto.py"
