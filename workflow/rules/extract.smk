# Its params hold only what the task files are made of (operator_dicts says why): a dry run
# lists no job that depends on a checkpoint it must re-run, so a param that re-ran it without
# changing a task would hide the real plan from `snakemake -n`.
checkpoint extract_tasks:
    input:
        model_files,
    output:
        directory("results/tasks"),
    log:
        "logs/extract_tasks.log",
    params:
        **named(
            operators=operator_dicts(),
            models=model_dicts(),
            target_kind=EXPERIMENT.target_kind,
            code=CODE["extract"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/extract_tasks.py"
