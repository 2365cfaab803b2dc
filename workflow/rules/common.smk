# Helpers for the rules: config validation and resolution, and input functions.
import os

from snakemake.exceptions import WorkflowError
from snakemake.logging import logger
from snakemake.utils import validate

import ecotune
from ecotune.config import resolve, schema_error_message
from ecotune.errors import ConfigError

# Every bad input stops here, before any job, as one line naming the field: the schema's
# errors are re-worded (Snakemake's own dump names no field for a list entry).
try:
    validate(config, "../schemas/config.schema.yaml")
except WorkflowError as error:
    raise WorkflowError(f"config.yaml: {schema_error_message(error, config)}") from None
try:
    EXPERIMENT = resolve(config)
except ConfigError as error:
    raise WorkflowError(f"config.yaml: {error}") from None
for note in EXPERIMENT.notes:
    logger.warning(f"ecotune: {note}")

# A hash of the library code each stage runs, passed as a param: Snakemake does not see
# the package a script imports.
CODE = {stage: ecotune.code_hash(*parts) for stage, parts in ecotune.STAGE_CODE.items()}
SOURCE_SUFFIX = ".cu" if EXPERIMENT.target_kind == "cuda" else ".ll"


wildcard_constraints:
    task="[A-Za-z0-9_.-]+",


def operator_dicts():
    """What the task files are made of (not the trial budgets: those reach tune rules only)."""
    return [op.to_dict() for op in EXPERIMENT.operators]


def task_trials(wildcards):
    return EXPERIMENT.trials[wildcards.task]


def extracted_tasks():
    tasks_dir = checkpoints.extract_tasks.get().output[0]
    return sorted(glob_wildcards(os.path.join(tasks_dir, "{task}.json")).task)


def remeasure_outputs(wildcards):
    return expand("results/remeasure/{task}.csv", task=extracted_tasks())


SEARCHES = ("latency", "energy", "nvml_only")


def tune_outputs(wildcards):
    return expand("results/tune/{search}/{task}/best.json", search=SEARCHES, task=extracted_tasks())
