# Helpers for the rules: config validation and resolution, and input functions.
import os

from snakemake.exceptions import WorkflowError
from snakemake.logging import logger
from snakemake.utils import validate

import ecotune
from ecotune.config import resolve
from ecotune.errors import ConfigError

validate(config, "../schemas/config.schema.yaml")
try:
    EXPERIMENT = resolve(config)
except ConfigError as error:
    raise WorkflowError(f"config.yaml: {error}") from None
for note in EXPERIMENT.notes:
    logger.warning(f"ecotune: {note}")

# What each stage's results depend on in the library (module files and subpackages).
_CORE = ("__init__.py", "errors.py", "workloads.py", "target.py", "config.py")
_LATENCY_SEARCH = tuple(f"search/{m}.py" for m in ("builder", "recording", "tune", "export", "energy_model"))
_MEASURE = (*_CORE, "energy", "measure.py", "stats.py", "kernels.py", "baselines.py")
CODE = {
    "extract": ecotune.code_hash(*_CORE),
    "tune": ecotune.code_hash(*_CORE, *_LATENCY_SEARCH),
    "vendor": ecotune.code_hash(*_MEASURE),
    "remeasure": ecotune.code_hash(*_MEASURE, "evaluate.py", "search"),
    "tune_energy": ecotune.code_hash(*_CORE, "search", "energy", "measure.py", "kernels.py"),
    "report": ecotune.code_hash("report", "stats.py"),
}
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
