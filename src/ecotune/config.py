"""Resolve a validated config.yaml into the experiment the workflow runs.

The JSON schema checks types and ranges; this adds what a schema cannot: operators
against the catalog, the target actually present, the CPU preset that replaces the
GPU-sized defaults when `target: auto` finds no GPU, settings that must agree with each
other, and operators too large for the memory they would run in. It also turns a schema
violation, which Snakemake words poorly, into one line naming the field, so every bad input
fails before any job starts (YAML files: ecotune.config_file; NaN and integers written as
floats, which a schema lets through: ecotune.config_values).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .core.board import query_nvml
from .config_values import check_finite, check_integers, field_name, load_schema
from .core.errors import ConfigError
from .core.results import BASELINE_VARIANT, ENERGY_SEARCHES, METHODS, PICKED, RERANK
from .core.gpu_slot import gpu_count
from .names import shown
from .ops.target import TARGET_CHOICES
from .ops.workloads import OperatorSpec, parse_operators

GIB = 2**30


@dataclass(frozen=True)
class Experiment:
    """What the workflow needs beyond config.yaml's own values: the resolved target, the
    operators to tune (the CPU preset's, where it applies) and their budgets."""

    target_kind: str  # "cuda" or "llvm", as resolved
    operators: tuple[OperatorSpec, ...]
    trials: dict[str, int]  # per operator name
    search: dict[str, Any]  # config's search, with the CPU preset's budget where it applies
    notes: list[str] = field(default_factory=list)  # decisions worth telling the user
    models: tuple = ()  # ModelSpec of each `models:` entry: extract_tasks adds their subgraphs as tasks
    methods: tuple[str, ...] = METHODS  # `methods:`, in the report's order
    pareto: bool = True  # measure.pareto, and some method to pool from

    @property
    def picked(self) -> tuple[str, ...]:
        """The configured methods that end in a pick (the pick rule)."""
        return tuple(m for m in self.methods if m in PICKED)

    def trials_of(self, task: str) -> int:
        """A task's budget: its operator's, else (a model's subgraph) the search's."""
        return self.trials.get(task, self.search["trials"])

    @property
    def task_names(self) -> list[str]:
        return [op.name for op in self.operators]


def gpu_present() -> bool:
    """Cheap parse-time check (NVML only); jobs verify the full CUDA target themselves."""
    return gpu_count() > 0


def resolve_kind(choice: str, has_gpu=gpu_present) -> str:
    if choice not in TARGET_CHOICES:
        raise ConfigError(f"target: unknown target {choice!r}; choose one of {', '.join(TARGET_CHOICES)}")
    if choice == "auto":
        return "cuda" if has_gpu() else "llvm"
    return choice


def _split_trials(entries: list, default_trials: int,
                  parent: str = "") -> tuple[list, list[int]]:
    """Per-operator `trials:` overrides are ours, not the catalog's: take them out first."""
    plain, trials = [], []
    for index, entry in enumerate(entries):
        override = None
        if isinstance(entry, dict) and "trials" in entry:
            entry = dict(entry)
            override = entry.pop("trials")
            if not isinstance(override, int) or isinstance(override, bool) or override < 1:
                name = f" ({entry['name']!r})" if "name" in entry else ""
                raise ConfigError(f"{parent}operators[{index}]{name}.trials: must be an "
                                  f"integer >= 1, got {override!r}")
        plain.append(entry)
        trials.append(override)
    return plain, [t if t is not None else default_trials for t in trials]


@dataclass(frozen=True)
class _Operator:
    label: str  # where it sits in the config, for messages: "operators[3] ('mm_x')"
    spec: OperatorSpec
    trials: int


def _parse_list(entries: list, default_trials: int, parent: str = "") -> list[_Operator]:
    """One `operators:` list (the top-level one, or `cpu_preset.` + operators)."""
    try:
        plain, trials = _split_trials(entries, default_trials, parent)
        specs = parse_operators(plain)
    except ConfigError as error:  # workloads names "operators[i]"; say which list
        raise ConfigError(f"{parent}{error}") from None
    return [_Operator(f"{parent}operators[{i}] ({spec.name!r})", spec, t)
            for i, (spec, t) in enumerate(zip(specs, trials))]


def check_energy_search(energy: Mapping[str, Any]) -> None:
    """search_slack bounds which candidates get an energy reading (x the best latency so
    far); latency_slack bounds which may be picked (within 1 + latency_slack of the
    fastest). A pick band wider than the measured band would hold kernels the search
    never energy-measured, so the pick could not be the frugal one it claims to be."""
    search_slack, latency_slack = energy.get("search_slack"), energy.get("latency_slack")
    if search_slack is None or latency_slack is None:
        return
    if search_slack < 1 + latency_slack:
        raise ConfigError(
            f"energy_search.search_slack: {search_slack} is below 1 + "
            f"energy_search.latency_slack ({1 + latency_slack:g}), so kernels the final pick "
            "may choose would never be energy-measured; set search_slack >= "
            f"{1 + latency_slack:g} or lower latency_slack")


def runs_pareto(config: Mapping[str, Any]) -> bool:
    """Whether a run of this config writes results/pareto/: measure.pareto, and some
    energy-measuring search to pool its kernels from."""
    methods = resolve_methods(config.get("methods"))
    return bool(config.get("measure", {}).get("pareto", True)) and any(m in ENERGY_SEARCHES for m in methods)


def resolve_methods(methods: list[str] | None) -> tuple[str, ...]:
    """`methods:` in the report's order, after what one method needs of another: every
    change is against the latency search's kernel, and the re-rank measures as many
    kernels as the energy search of its replicate did."""
    chosen = set(METHODS if methods is None else methods)
    unknown = sorted(chosen - set(METHODS))
    if unknown:
        raise ConfigError(f"methods: unknown {', '.join(map(repr, unknown))}; choose from {', '.join(METHODS)}")
    if BASELINE_VARIANT not in chosen:
        raise ConfigError(f"methods: must hold {BASELINE_VARIANT!r}: every method is compared with "
                          "the latency search's kernel")
    if RERANK in chosen and "energy" not in chosen:
        raise ConfigError("methods: 'rerank' needs 'energy': it energy-measures as many of the latency "
                          "search's kernels as the energy search of its replicate measured")
    return tuple(m for m in METHODS if m in chosen)


SEED_MAX = 2**31 - 1  # NumPy's and TVM's seeds are 32-bit signed integers


def check_seeds(search: Mapping[str, Any], preset: Mapping[str, Any]) -> None:
    """Replicate r of a search runs with seed + r: the last one must still be a valid seed
    (the schema bounds seed itself by SEED_MAX)."""
    seed = search.get("seed", 0)
    replicates = max(search.get("replicates", 1), preset.get("replicates", 1))
    if seed + replicates - 1 > SEED_MAX:
        raise ConfigError(f"search.seed: {seed} + {replicates - 1} (the last replicate's seed) is above "
                          f"{SEED_MAX}, the largest seed NumPy and TVM take; use a seed <= "
                          f"{SEED_MAX - replicates + 1}")


def _smallest_gpu_memory() -> int | None:
    """NVML total memory of the smallest GPU (a job may land on any of them); None when
    NVML sees none (the jobs then report the missing GPU themselves)."""
    def totals(nv) -> list[int]:
        return [nv.nvmlDeviceGetMemoryInfo(nv.nvmlDeviceGetHandleByIndex(i)).total
                for i in range(nv.nvmlDeviceGetCount())]

    return min(query_nvml(totals, []), default=None)


def memory_limits(kind: str) -> dict[str, int]:
    """Bytes each place that holds an operator's arrays has. Inputs are generated on the
    host for either target, so host memory always counts; the GPU's only for cuda."""
    import psutil

    limits = {"host": psutil.virtual_memory().total}
    gpu = _smallest_gpu_memory() if kind == "cuda" else None
    if gpu is not None:
        limits["GPU"] = gpu
    return limits


def check_memory(operators: list[_Operator], limits: Mapping[str, int]) -> None:
    """Refuse an operator whose inputs and output alone exceed a memory it runs in.

    A lower bound on what a run needs (the NumPy reference adds fp64 copies), so it only
    stops shapes that cannot possibly fit, and does so before any job rather than as an
    allocation failure deep inside vendor_baseline."""
    for op in operators:
        need = op.spec.bytes_moved  # every input and the output, each held once
        for place, have in sorted(limits.items(), key=lambda item: item[1]):  # tightest first
            if need > have:
                raise ConfigError(
                    f"{op.label}: needs {need / GIB:,.1f} GiB for its inputs and output, "
                    f"but the {place} has {have / GIB:,.1f} GiB of memory; use smaller "
                    "shape dims or drop this operator")


def resolve(config: dict, has_gpu: Callable[[], bool] = gpu_present,
            memory: Callable[[str], Mapping[str, int]] = memory_limits) -> Experiment:
    """The experiment to run; `has_gpu` and `memory` (bytes per place, by target kind)
    are the hardware, passed in so tests can stand in for a GPU."""
    config = copy.deepcopy(config)
    choice = config.get("target", "auto")
    kind = resolve_kind(choice, has_gpu)
    check_energy_search(config.get("energy_search", {}))
    search = dict(config["search"])
    search.setdefault("replicates", 1)
    check_seeds(search, config.get("cpu_preset", {}))
    # Every configured operator is checked even when the CPU preset replaces them: a typo
    # must not pass on a laptop only to fail later on the GPU machine.
    operators = _parse_list(config["operators"], search["trials"])
    preset = config.get("cpu_preset", {})
    notes = []
    if preset.get("enabled", True):
        preset_operators = _parse_list(preset["operators"], preset["trials"], "cpu_preset.")
        if choice == "auto" and kind == "llvm":
            notes.append(
                "no GPU found: target: auto falls back to llvm and the small CPU preset "
                f"({len(preset_operators)} operators, {preset['trials']} trials each); "
                "set target: llvm to tune the configured operators on the CPU instead"
            )
            operators = preset_operators
            search.update({k: preset[k] for k in ("trials", "trials_per_round", "population_size")})
            search["replicates"] = preset.get("replicates", 1)
    if kind == "llvm" and search.get("pipeline_runs"):
        search["pipeline_runs"] = False
        notes.append("search.pipeline_runs is off on the CPU: the timings would share its cores with the builds")
    check_memory(operators, memory(kind))
    methods = resolve_methods(config.get("methods"))
    pareto = runs_pareto(config)
    from .models.spec import parse_models  # numpy only: no frontend is imported to parse an entry

    return Experiment(
        models=tuple(parse_models(config["models"])) if config.get("models") else (),
        target_kind=kind,
        operators=tuple(op.spec for op in operators),
        trials={op.spec.name: op.trials for op in operators},
        search=search,
        notes=notes,
        methods=methods,
        pareto=pareto,
    )


# Snakemake's own wording of a schema violation names no field for a list entry; this
# says the field, what is wrong and what is allowed, in one message (YAML errors:
# ecotune.config_file).

_TYPE_WORDS = {"integer": "an integer", "number": "a number", "string": "a string",
               "boolean": "true or false", "array": "a list", "object": "a mapping",
               "null": "null"}
_BOUND_WORDS = (("minimum", ">="), ("exclusiveMinimum", ">"), ("maximum", "<="),
                ("exclusiveMaximum", "<"))
_HINTED = {"type", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"}


def check_config(config: dict, schema_path: str) -> None:
    """Everything the workflow checks before `resolve`, in order: no NaN or infinity
    anywhere, the schema (which also fills its defaults into `config`), and integer fields
    written as integers. One ConfigError naming the field."""
    from snakemake.exceptions import WorkflowError
    from snakemake.utils import validate

    check_finite(config)  # first: the schema's bounds let NaN through
    try:
        validate(config, schema_path)
    except WorkflowError as error:
        raise ConfigError(schema_error_message(error, config)) from None
    check_integers(config, load_schema(schema_path))  # the schema's integers take 8.0


def allowed_values(schema: Mapping[str, Any]) -> str:
    """What a schema property allows, in words: 'an integer >= 1', 'a number >= 0 and <= 0.5'."""
    types = schema.get("type", [])
    types = [types] if isinstance(types, str) else list(types)
    bounds = " and ".join(f"{word} {schema[key]}" for key, word in _BOUND_WORDS if key in schema)
    words = [_TYPE_WORDS.get(t, t) + (f" {bounds}" if bounds and t in ("integer", "number") else "")
             for t in types]
    return " or ".join(words)


def schema_error_message(error: BaseException, config: Mapping[str, Any]) -> str:
    """One line for a schema violation raised by snakemake.utils.validate: the field, what
    is wrong with it and what is allowed, instead of the schema dump Snakemake prints."""
    from jsonschema.exceptions import ValidationError, best_match

    cause = error
    while cause is not None and not isinstance(cause, ValidationError):
        cause = cause.__cause__ or cause.__context__  # validate raises inside `except`
    if cause is None:
        return str(error)
    cause = best_match([cause])  # for a oneOf/anyOf, the alternative that came closest
    where = field_name(list(cause.absolute_path), config)
    schema = cause.schema if isinstance(cause.schema, Mapping) else {}
    if cause.validator == "required":  # name the missing field itself, not its parent
        missing = next(k for k in cause.validator_value if k not in cause.instance)
        about = schema.get("properties", {}).get(missing, {}).get("description")
        where = f"{where}.{missing}" if cause.absolute_path else missing
        return f"{where}: missing; this field is required" + (f" ({about.strip()})" if about else "")
    if cause.validator == "pattern" and "description" in schema:  # the rule in words, not the regex
        return f"{where}: {shown(cause.instance)} is not a safe name; use {schema['description']}"
    message = f"{where}: {cause.message}"
    if cause.validator in _HINTED and schema:
        message += f"; use {allowed_values(cause.schema)}"
        if "description" in cause.schema:
            message += f" ({cause.schema['description']})"
    return message
