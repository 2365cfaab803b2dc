rule report:
    input:
        remeasure=remeasure_outputs,
        tune=tune_outputs,
    output:
        pdf=report(
            "results/report/report.pdf",
            caption="../report/report.rst",
            category="Report",
        ),
        tables=directory("results/report/tables"),
        figures=directory("results/report/figures"),
    log:
        "logs/report.log",
    localrule: True
    params:
        code=CODE["report"],
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/report.py"
