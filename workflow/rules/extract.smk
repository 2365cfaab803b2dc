checkpoint extract_tasks:
    input:
        model_files,
    output:
        directory("results/tasks"),
    log:
        "logs/extract_tasks.log",
    params:
        operators=operator_dicts(),
        models=model_dicts(),
        target_kind=EXPERIMENT.target_kind,
        notes=EXPERIMENT.notes,
        code=CODE["extract"],
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/extract_tasks.py"
