# Every file the report reads (ecotune.report.load_results) is an input, so that Snakemake
# re-runs the report when any of them changes and never renders from a file it did not
# wait for: of each method's folder (every replicate), what ecotune.report.inputs.files_read lists (checked
# against what load_results opens by tests/test_corrupt_files.py and
# tests/test_report_review.py). The databases are not read: their content reaches the
# report through candidates.csv and best.json. results/vendor/<task>.json gives the vendor
# stage's GPU and launch mode.
REPORT_SEARCH_FILES = {method: files_read(method, EXPERIMENT.target_kind) for method in METHODS}


rule report:
    input:
        # The rows CSVs only: scripts/report.py takes the task names from this list.
        remeasure=remeasure_outputs,
        remeasure_extras=lambda wildcards: expand(
            "results/remeasure/{task}{suffix}", task=extracted_tasks(), suffix=[".summary.csv", ".json"]
        ),
        vendor=lambda wildcards: expand("results/vendor/{task}.json", task=extracted_tasks()),
        pareto=pareto_outputs,
        models=expand("results/models/{model}.json", model=[m.name for m in EXPERIMENT.models]),
        tune=lambda wildcards: [
            search_file(method, task, rep, name)
            for task in extracted_tasks()
            for method in METHODS
            for rep in REPLICATES
            for name in REPORT_SEARCH_FILES[method]
        ],
    output:
        # `snakemake --report report.html` carries the PDF, every figure and every table,
        # each with its caption (workflow/report/*.rst).
        pdf=report(
            "results/report/report.pdf",
            caption="../report/report.rst",
            category="Report",
        ),
        tables=report(
            directory("results/report/tables"),
            patterns=["{name}.csv"],
            caption="../report/table.rst",
            category="Tables",
            labels={"table": "{name}"},
        ),
        figures=report(
            directory("results/report/figures"),
            patterns=["{name}.svg"],
            caption="../report/figure.rst",
            category="Figures",
            labels={"figure": "{name}"},
        ),
    log:
        "logs/report.log",
    localrule: True
    params:
        **named(
            code=CODE["report"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/report.py"
