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
        **named(
            entry=model_entry,
            databases=model_databases,
            **PROTOCOL_PARAMS,
            target_kind=EXPERIMENT.target_kind,
            allow_tf32=config["vendor"]["allow_tf32"],  # the framework baselines follow the vendor's rule
            code=CODE["model_energy"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/model_energy.py"
