# Helpers for the rules: config validation and resolution, and input functions.
import os

from snakemake.exceptions import WorkflowError
from snakemake.logging import logger
from snakemake.utils import validate

import ecotune
from ecotune.config import resolve, schema_error_message
from ecotune.errors import ConfigError
from ecotune.report.inputs import files_read
from ecotune.results import METHODS, PICKED, SEARCHES, source_file

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
# The kernel's source beside each search's best.json: best_kernel.cu on a GPU, .ll on a CPU.
SOURCE_FILE = source_file(EXPERIMENT.target_kind)


# Replicate r of a method's search for a task: results/tune/<method>/<task>/r<r>/, seed + r.
REPLICATES = list(range(EXPERIMENT.search["replicates"]))
SEARCH_DIR = "results/tune/{search}/{task}/r{rep}"


wildcard_constraints:
    task="[A-Za-z0-9_.-]+",
    rep="[0-9]+",


def operator_dicts():
    """What the task files are made of (not the trial budgets: those reach tune rules only)."""
    return [op.to_dict() for op in EXPERIMENT.operators]


def task_trials(wildcards):
    return EXPERIMENT.trials[wildcards.task]


def replicate_seed(wildcards):
    return config["search"]["seed"] + int(wildcards.rep)


# What every search rule gets (the names of ecotune's SearchSettings, and the target), so
# that all three searches have the same budget, rounds and, per replicate, seed.
SEARCH_PARAMS = dict(
    trials=task_trials,
    trials_per_round=EXPERIMENT.search["trials_per_round"],
    seed=replicate_seed,
    builder=config["search"]["builder"],
    builder_workers=config["search"]["builder_workers"],
    population_size=EXPERIMENT.search["population_size"],
    build_timeout_s=config["search"]["build_timeout_s"],
    run_timeout_s=config["search"]["run_timeout_s"],
    target_kind=EXPERIMENT.target_kind,
)


def extracted_tasks():
    tasks_dir = checkpoints.extract_tasks.get().output[0]
    return sorted(glob_wildcards(os.path.join(tasks_dir, "{task}.json")).task)


def remeasure_outputs(wildcards):
    return expand("results/remeasure/{task}.csv", task=extracted_tasks())


def search_file(method, task, rep, name):
    return f"{SEARCH_DIR}/{name}".format(search=method, task=task, rep=rep)


def variant_keys():
    """remeasure's kernels, in input order: every method's kernel of every replicate."""
    return [f"{method}@r{rep}" for method in METHODS for rep in REPLICATES]


def remeasured_kernels(wildcards):
    """Each variant's best.json (variant_keys' order) and the database its kernel is read from."""
    best = [search_file(m, wildcards.task, r, "best.json") for m in METHODS for r in REPLICATES]
    databases = [search_file(m, wildcards.task, r, "pick/database_tuning_record.json" if m in PICKED
                             else "database_tuning_record.json") for m in METHODS for r in REPLICATES]
    return {"best": best, "databases": databases}
