# ecotune: energy-aware kernel tuning. Read top to bottom, this is the pipeline:
#
#   config.yaml -> extract_tasks -+-> tune_latency ---+-> remeasure -> report (PDF)
#                                 +-> vendor_baseline +
from snakemake.utils import min_version

min_version("9.0")


configfile: "config.yaml"


report: "workflow/report/workflow.rst"


include: "workflow/rules/common.smk"
include: "workflow/rules/extract.smk"
include: "workflow/rules/tune.smk"
include: "workflow/rules/vendor.smk"
include: "workflow/rules/remeasure.smk"
include: "workflow/rules/report.smk"


rule all:
    default_target: True
    input:
        "results/report/report.pdf",


# Every GPU stage without the report (e.g. measure on a GPU node, render elsewhere).
rule measurements:
    input:
        remeasure_outputs,
