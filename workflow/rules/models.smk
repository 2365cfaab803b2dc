# Whole models (config: models): each built with every method's replicate-0 kernels,
# checked against the framework and measured per inference, interleaved, after the
# per-task re-measurements (whose medians give the weighted per-task sum beside it).
rule model_energy:
    input:
        unpack(model_inputs),
    output:
        rows="results/models/{model}.csv",
        summary="results/models/{model}.summary.csv",
        meta="results/models/{model}.json",
    log:
        "logs/model_energy/{model}.log",
    resources:
        gpu=1,
    params:
        entry=model_entry,
        databases=model_databases,
        meter=config["measure"]["meter"],
        window_s=config["measure"]["window_s"],
        warmup_s=config["measure"]["warmup_s"],
        repeats=config["measure"]["repeats"],
        seed=config["measure"]["seed"],
        idle_s=config["measure"]["idle_s"],
        target_kind=EXPERIMENT.target_kind,
        code=CODE["model_energy"],
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/model_energy.py"
