# ecotune: energy-aware kernel tuning. Read top to bottom, this is the pipeline:
#
#   config.yaml -> extract_tasks -+-> tune_latency ---+-> rerank -> pick -+
#                                 +-> tune_energy ----+---------> pick --+-> remeasure -> report (PDF)
#                                 +-> tune_nvml_only ---------> pick ----+   (interleaved repeats, CIs)
#                                 +-> vendor_baseline -------------------+
#                                 energy-measured kernels -> pareto (picks at 0-20 % slack, re-measured) -> report
#   (every search, rerank and pick once per replicate: search.replicates, seeds seed + r)
from snakemake.utils import min_version

from ecotune.config_file import check_yaml_syntax

min_version("9.0")

check_yaml_syntax("config.yaml")  # Snakemake's own YAML error names no line or column


configfile: "config.yaml"


report: "workflow/report/workflow.rst"


include: "workflow/rules/common.smk"
include: "workflow/rules/extract.smk"
include: "workflow/rules/tune.smk"
include: "workflow/rules/tune_energy.smk"
include: "workflow/rules/rerank.smk"
include: "workflow/rules/vendor.smk"
include: "workflow/rules/remeasure.smk"
include: "workflow/rules/pareto.smk"
include: "workflow/rules/models.smk"
include: "workflow/rules/report.smk"


rule all:
    default_target: True
    input:
        "results/report/report.pdf",
        expand("results/models/{model}.json", model=[m.name for m in EXPERIMENT.models]),


# Every GPU stage without the report (e.g. measure on a GPU node, render elsewhere).
rule measurements:
    input:
        remeasure_outputs,
        pareto_outputs,
        expand("results/models/{model}.json", model=[m.name for m in EXPERIMENT.models]),
