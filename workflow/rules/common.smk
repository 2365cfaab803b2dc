# Helpers for the rules: config validation and resolution, and input functions.
import os

from snakemake.exceptions import WorkflowError
from snakemake.logging import logger

import ecotune
import ecotune.ops.workloads
from ecotune.config import check_config, resolve
from ecotune.config_file import load_config_file
from ecotune.energy import estimate_note
from ecotune.core.errors import ConfigError
from ecotune.report.inputs import files_read
from ecotune.core.results import source_file, variant_key

# Every bad input stops here, before any job, as one line naming the file or the field:
# the schema's errors are re-worded (Snakemake's own dump names no field for a list entry).
# Messages about a field name the config files it may come from.
CONFIG_FILES = ", ".join(map(str, dict.fromkeys(workflow.configfiles))) or "config"
SCHEMA = os.path.join(workflow.basedir, "workflow", "schemas", "config.schema.yaml")
try:
    # Snakemake read these files already, keeping the last of two equal keys silently:
    # read each again, refusing a key given twice (the message names file and line).
    for path in dict.fromkeys(workflow.configfiles):
        load_config_file(path)
except ConfigError as error:
    raise WorkflowError(str(error)) from None
try:
    check_config(config, SCHEMA)  # NaN, the schema (filling its defaults), integers written as 8.0
    EXPERIMENT = resolve(config)
except ConfigError as error:
    raise WorkflowError(f"{CONFIG_FILES}: {error}") from None
for note in EXPERIMENT.notes:
    logger.warning(f"ecotune: {note}")
# On a CPU run the energy is an estimate: the console says so when the jobs start and again
# when they are done (the notes above scroll away behind the jobs' output).
ESTIMATE_NOTE = estimate_note(config["measure"]["meter"], EXPERIMENT.target_kind)


onstart:
    if ESTIMATE_NOTE:
        logger.warning(f"ecotune: {ESTIMATE_NOTE}")


onsuccess:
    if ESTIMATE_NOTE:
        logger.warning(f"ecotune: done; {ESTIMATE_NOTE}")

# A hash of the library code each stage runs, passed as a param: Snakemake does not see
# the package a script imports.
CODE = {stage: ecotune.code_hash(*parts) for stage, parts in ecotune.STAGE_CODE.items()}
# The kernel's source beside each search's best.json: best_kernel.cu on a GPU, .ll on a CPU.
SOURCE_FILE = source_file(EXPERIMENT.target_kind)


# Replicate r of a method's search for a task: results/tune/<method>/<task>/r<r>/, seed + r.
REPLICATES = list(range(EXPERIMENT.search["replicates"]))
# `methods:` (all four by default): only these are searched, picked and remeasured.
METHODS, PICKED = EXPERIMENT.methods, EXPERIMENT.picked
SEARCH_DIR = "results/tune/{search}/{task}/r{rep}"


wildcard_constraints:
    task="[A-Za-z0-9_.-]+",
    rep="[0-9]+",


def operator_dicts():
    """What the task files are made of (not the trial budgets: those reach tune rules only)."""
    return [op.to_dict() for op in EXPERIMENT.operators]


def model_dicts():
    """What a model's tasks are made of: not torch_compile, which only model_energy reads."""
    return [{key: value for key, value in model.to_dict().items() if key != "torch_compile"}
            for model in EXPERIMENT.models]


def model_files(wildcards):
    """The ONNX files of `models:`: editing one re-runs the extraction."""
    return [model.source for model in EXPERIMENT.models if model.kind == "onnx"]


def task_trials(wildcards):
    return EXPERIMENT.trials_of(wildcards.task)


def replicate_seed(wildcards):
    return config["search"]["seed"] + int(wildcards.rep)


def shared_first_round(wildcards):
    """search.shared_first_round: the latency search whose first round an energy search replays."""
    if not config["search"]["shared_first_round"]:
        return {}
    return {"first_round": f"results/tune/latency/{wildcards.task}/r{wildcards.rep}/candidates.csv"}


def named(**params):
    """A rule's params, plus `named`: each one's name and value in one string.

    Snakemake records a job's params as a set of values without their names, so flipping one
    flag (search.overlap_evolution: true) while other params still held both True and False
    changed nothing it saw, and no job reran. `named` changes whenever any value does."""

    def names(wildcards):
        return repr(sorted((name, value(wildcards) if callable(value) else value) for name, value in params.items()))

    return {**params, "named": names}


# What every search rule gets (the names of ecotune's SearchSettings, and the target), so
# that all three searches have the same budget, rounds and, per replicate, seed.
SEARCH_PARAMS = dict(
    trials=task_trials,
    trials_per_round=EXPERIMENT.search["trials_per_round"],
    seed=replicate_seed,
    builder=config["search"]["builder"],
    gemv_rules=config["search"]["gemv_rules"],
    builder_workers=config["search"]["builder_workers"],
    population_size=EXPERIMENT.search["population_size"],
    build_timeout_s=config["search"]["build_timeout_s"],
    run_timeout_s=config["search"]["run_timeout_s"],
    min_repeat_ms=config["search"]["min_repeat_ms"],
    pipeline_runs=EXPERIMENT.search["pipeline_runs"],
    warmup_evolution=config["search"]["warmup_evolution"],
    overlap_evolution=config["search"]["overlap_evolution"],
    cold_cache=config["search"]["cold_cache"],
    verify_picks_only=config["search"]["verify_picks_only"],
    warmup_samples=config["search"]["warmup_samples"],
    target_kind=EXPERIMENT.target_kind,
)

# What every rule that measures by the interleaved protocol gets (evaluate.ProtocolSettings
# and the meter), so remeasure, pareto and model_energy measure alike.
PROTOCOL_PARAMS = dict(
    meter=config["measure"]["meter"],
    window_s=config["measure"]["window_s"],
    warmup_s=config["measure"]["warmup_s"],
    repeats=config["measure"]["repeats"],
    seed=config["measure"]["seed"],
    idle_s=config["measure"]["idle_s"],
)


def extracted_tasks():
    tasks_dir = checkpoints.extract_tasks.get().output[0]
    return sorted(glob_wildcards(os.path.join(tasks_dir, "{task}.json")).task)


def vendor_gpus(wildcards, input):
    """A model subgraph has no vendor call to run: its record holds no GPU lane."""
    return 0 if ecotune.ops.workloads.task_kind(input.task) == "subgraph" else 1


def remeasure_outputs(wildcards):
    return expand("results/remeasure/{task}.csv", task=extracted_tasks())


def search_file(method, task, rep, name):
    return f"{SEARCH_DIR}/{name}".format(search=method, task=task, rep=rep)


def variant_keys():
    """remeasure's kernels, in input order: every method's kernel of every replicate."""
    return [variant_key(method, rep) for method in METHODS for rep in REPLICATES]


def kernel_database(method, task, rep, name=""):
    """The folder (or, with name, a file) of the database a method's kernel is read from:
    the pick's for the picked methods, the search's for the latency search."""
    parts = (["pick"] if method in PICKED else []) + ([name] if name else [])
    return os.path.join(SEARCH_DIR.format(search=method, task=task, rep=rep), *parts)


def remeasured_kernels(wildcards):
    """Each variant's best.json (variant_keys' order) and the database its kernel is read from."""
    best = [search_file(m, wildcards.task, r, "best.json") for m in METHODS for r in REPLICATES]
    databases = [kernel_database(m, wildcards.task, r, "database_tuning_record.json")
                 for m in METHODS for r in REPLICATES]
    return {"best": best, "databases": databases}


# The energy-measuring searches, as (method, replicate), whose kernels the pareto rule pools.
PARETO_SEARCHES = [(method, rep) for method in PICKED for rep in REPLICATES] if EXPERIMENT.pareto else []


def pareto_searches():
    """Their variant keys, in input order (the rule's `searches` param)."""
    return [variant_key(method, rep) for method, rep in PARETO_SEARCHES]


def pareto_inputs(wildcards):
    """energy.csv of each search in PARETO_SEARCHES' order, and the database beside it."""
    return {"energy": [search_file(m, wildcards.task, r, "energy.csv") for m, r in PARETO_SEARCHES],
            "databases": [search_file(m, wildcards.task, r, "database_tuning_record.json")
                          for m, r in PARETO_SEARCHES]}


def pareto_outputs(wildcards):
    if not PARETO_SEARCHES:  # measure.pareto off, or no method measured energy
        return []
    return expand("results/pareto/{task}{suffix}", task=extracted_tasks(), suffix=[".summary.csv", ".json"])


# The model_energy rule's inputs and params (workflow/rules/models.smk).
def model_entry(wildcards):
    return next(m.to_dict() for m in EXPERIMENT.models if m.name == wildcards.model)


def model_databases(wildcards):
    """method -> task -> folder of replicate 0's database (the pick's for picked methods)."""
    return {method: {task: kernel_database(method, task, 0) for task in extracted_tasks()} for method in METHODS}


def model_inputs(wildcards):
    tasks = extracted_tasks()
    return {
        "tasks": expand("results/tasks/{task}.json", task=tasks),
        "summaries": expand("results/remeasure/{task}.summary.csv", task=tasks),
        "databases": [kernel_database(m, task, 0, "database_tuning_record.json") for m in METHODS for task in tasks],
    }
