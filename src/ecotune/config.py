"""Resolve a validated config.yaml into the experiment the workflow runs.

The JSON schema checks types and ranges; this adds what a schema cannot: operators
against the catalog, the target actually present, and the CPU preset that replaces the
GPU-sized defaults when `target: auto` finds no GPU.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError
from .target import TARGET_CHOICES
from .workloads import OperatorSpec, parse_operators


@dataclass(frozen=True)
class Experiment:
    target_choice: str  # as written in the config
    target_kind: str  # "cuda" or "llvm", as resolved
    operators: tuple[OperatorSpec, ...]
    trials: dict[str, int]  # per operator name
    search: dict[str, Any]
    measure: dict[str, Any]
    vendor: dict[str, Any]
    notes: list[str] = field(default_factory=list)  # decisions worth telling the user

    @property
    def task_names(self) -> list[str]:
        return [op.name for op in self.operators]

    def operator(self, name: str) -> OperatorSpec:
        for op in self.operators:
            if op.name == name:
                return op
        raise KeyError(name)


def gpu_present() -> bool:
    """Cheap parse-time check (NVML only); jobs verify the full CUDA target themselves."""
    try:
        import pynvml

        pynvml.nvmlInit()
        try:
            return pynvml.nvmlDeviceGetCount() > 0
        finally:
            pynvml.nvmlShutdown()
    except Exception:  # noqa: BLE001 - no driver, no library: no GPU
        return False


def resolve_kind(choice: str, has_gpu=gpu_present) -> str:
    if choice not in TARGET_CHOICES:
        raise ConfigError(f"target: unknown target {choice!r}; choose one of {', '.join(TARGET_CHOICES)}")
    if choice == "auto":
        return "cuda" if has_gpu() else "llvm"
    return choice


def _split_trials(entries: list, default_trials: int) -> tuple[list, list[int | None]]:
    """Per-operator `trials:` overrides are ours, not the catalog's: take them out first."""
    plain, trials = [], []
    for index, entry in enumerate(entries):
        override = None
        if isinstance(entry, dict) and "trials" in entry:
            entry = dict(entry)
            override = entry.pop("trials")
            if not isinstance(override, int) or isinstance(override, bool) or override < 1:
                raise ConfigError(f"operators[{index}]: trials must be a positive integer, got {override!r}")
        plain.append(entry)
        trials.append(override)
    return plain, [t if t is not None else default_trials for t in trials]


def resolve(config: dict, has_gpu=gpu_present) -> Experiment:
    config = copy.deepcopy(config)
    choice = config.get("target", "auto")
    kind = resolve_kind(choice, has_gpu)
    notes = []
    search = dict(config["search"])
    operators = config["operators"]
    preset = config.get("cpu_preset", {})
    if choice == "auto" and kind == "llvm" and preset.get("enabled", True):
        notes.append(
            "no GPU found: target: auto falls back to llvm and the small CPU preset "
            f"({len(preset['operators'])} operators, {preset['trials']} trials each); "
            "set target: llvm to tune the configured operators on the CPU instead"
        )
        operators = preset["operators"]
        search.update({k: preset[k] for k in ("trials", "trials_per_round", "population_size")})
    entries, trials = _split_trials(operators, search["trials"])
    specs = parse_operators(entries)
    return Experiment(
        target_choice=choice,
        target_kind=kind,
        operators=tuple(specs),
        trials={spec.name: t for spec, t in zip(specs, trials)},
        search=search,
        measure=dict(config["measure"]),
        vendor=dict(config.get("vendor", {})),
        notes=notes,
    )
