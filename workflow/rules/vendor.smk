rule vendor_baseline:
    input:
        task="results/tasks/{task}.json",
    output:
        "results/vendor/{task}.json",
    log:
        "logs/vendor_baseline/{task}.log",
    resources:
        gpu=vendor_gpus,
    params:
        vendor=config["vendor"],
        seed=config["measure"]["seed"],
        target_kind=EXPERIMENT.target_kind,
        code=CODE["vendor"],
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/vendor_baseline.py"
