"""Load the tidy results the report is built from, and refuse readings that cannot be true.

The report is the last rule, so it is the last place where an impossible number (the
paper's 585 W on a 450 W card) can be stopped before it reaches a reader.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ecotune.core.errors import EcotuneError, ImplausibleMeasurement
from ecotune.report.consistency import (check_candidate_counts, check_complete, check_energy_identity,
                                        check_summary_matches_rows)
from ecotune.report.fmt import finite
from ecotune.core.results import (BEST_FILE, CANDIDATES, ENERGY, ENERGY_CANDIDATES, METHODS, MODEL_EVAL,
                             REMEASURE_ROWS, REMEASURE_SUMMARY, SEARCH_LOG, VARIANTS, Table, replicate_dir,
                             replicate_zero, source_file, with_replicate)

# 5% headroom over the board limit / under idle, as in the measurement protocol.
POWER_TOLERANCE = 0.05
# What the report reads of each search's folder where present: energy.csv (the windows the
# search measured in), the round log and the model's held-back predictions.
_OPTIONAL_TABLES = {"energy_rows": ENERGY, "search_log": SEARCH_LOG, "model_eval": MODEL_EVAL}


def files_read(search: str, target_kind: str) -> list[str]:
    """The files of a replicate's folder, results/tune/<method>/<task>/r<r>/, the report reads
    after a full run (the report rule declares them as inputs): the optional tables where
    that method writes them."""
    tables = [_candidates_table(search)] + ([ENERGY, SEARCH_LOG] if search != "latency" else [])
    tables += [MODEL_EVAL] if search == "energy" else []  # only the energy search has a model
    return [*(t.file for t in tables), BEST_FILE, source_file(target_kind)]


def _candidates_table(search: str) -> Table:
    return CANDIDATES if search == "latency" else ENERGY_CANDIDATES


class ReportInputError(EcotuneError, ValueError):
    """A results file the report needs is missing or malformed; the message names it."""


@dataclass
class SearchData:
    """Outputs of one search (latency, energy or nvml_only) for one task."""

    name: str
    candidates: pd.DataFrame
    best: dict[str, Any]
    source: str | None  # text of best.json's source_file, None when the file is absent
    search_log: pd.DataFrame | None = None
    model_eval: pd.DataFrame | None = None
    energy_rows: pd.DataFrame | None = None  # energy.csv: every energy measurement of the search

    @property
    def energy_candidates(self) -> pd.DataFrame:
        """Successful candidates that also have an energy measurement."""
        c = self.candidates
        if "energy_j" not in c.columns:
            return c.iloc[0:0]
        ok = c["error"].isna() & np.isfinite(c["latency_s"]) & np.isfinite(c["energy_j"])
        return c[ok]

    @property
    def energy_measured(self) -> float:
        return whole_search_energy_measured(self.best.get("search_summary") or {}, self.search_log)

    @property
    def wall_s(self) -> float:
        return whole_search_wall_s(self.best.get("search_summary") or {})

    @property
    def energy_predict_s(self) -> float:
        """Seconds in the energy model's predictions that steer the evolution (NaN if not recorded)."""
        value = (self.best.get("search_summary") or {}).get("energy_predict_s")
        return float(value) if finite(value) else np.nan


# Claim (b) compares whole searches. The summary of a search resumed after a kill covers only the
# run after the resume (its wall time; its energy_measured too, up to 89c9674's searches).
def whole_search_energy_measured(summary: dict[str, Any], search_log: pd.DataFrame | None) -> float:
    """The search's energy measurements, from its round log, which holds every round."""
    if search_log is not None and "n_energy_measured" in search_log:
        return float(search_log["n_energy_measured"].sum())
    return float(summary["energy_measured"]) if finite(summary.get("energy_measured")) else np.nan


def whole_search_wall_s(summary: dict[str, Any]) -> float:
    """The search's wall time; NaN for a resumed search, since nothing recorded the killed run's."""
    wall = summary.get("wall_s")
    resumed = finite(summary.get("resumed_from_trials")) and float(summary["resumed_from_trials"]) > 0
    return float(wall) if finite(wall) and not resumed else np.nan


@dataclass
class TaskData:
    """Everything measured for one tuned operator.

    rows, summary and searches are replicate 0's (and the vendor's): the views of one
    search (case study, convergence, candidates) show that replicate. all_rows,
    all_summary and replicates hold every replicate, for the statistics over searches."""

    name: str
    rows: pd.DataFrame
    summary: pd.DataFrame
    meta: dict[str, Any]
    searches: dict[str, SearchData] = field(default_factory=dict)
    vendor_run: dict[str, Any] | None = None  # results/vendor/<task>.json, where present
    all_rows: pd.DataFrame | None = None
    all_summary: pd.DataFrame | None = None
    replicates: dict[str, dict[int, SearchData]] = field(default_factory=dict)  # method -> replicate -> data
    pareto_summary: pd.DataFrame | None = None  # results/pareto/<task>.summary.csv: the slack picks re-measured

    def __post_init__(self) -> None:
        # Built from one replicate's tables (tests, older callers): that replicate is all there is.
        self.rows, self.summary = with_replicate(self.rows), with_replicate(self.summary)
        self.all_rows = self.rows if self.all_rows is None else self.all_rows
        self.all_summary = self.summary if self.all_summary is None else self.all_summary
        if not self.replicates:
            self.replicates = {m: {0: s} for m, s in self.searches.items()}

    @property
    def n_replicates(self) -> int:
        return int(self.all_rows["replicate"].nunique())

    @property
    def estimated(self) -> bool:
        """True when energy comes from an estimate (CPU time), not a meter."""
        meter = self.meta.get("meter") or {}
        return bool(meter.get("estimated")) or bool(self.rows["estimated"].any())

    @property
    def has_energy(self) -> bool:
        return bool(np.isfinite(self.rows["energy_j"]).any())

    @property
    def variants(self) -> list[str]:
        present = set(self.summary["variant"])
        return [v for v in VARIANTS if v in present]

    def summary_row(self, variant: str) -> pd.Series | None:
        hit = self.summary[self.summary["variant"] == variant]
        return None if hit.empty else hit.iloc[0]

    @property
    def seed(self) -> int:
        """The bootstrap seed of remeasure's summary, so CIs computed here from the rows
        (the ablation) are drawn exactly as the summary's were."""
        return int((self.meta.get("protocol") or {}).get("seed") or 0)

    @property
    def environment(self) -> dict[str, Any]:
        return self.meta.get("environment") or {}

    @property
    def vendor_library(self) -> str:
        return str((self.meta.get("vendor") or {}).get("library") or "vendor library")


@dataclass
class ReportData:
    """All tasks of one experiment, in the order the report shows them."""

    results_dir: Path
    tasks: list[TaskData]
    models: list[dict[str, Any]] = field(default_factory=list)  # results/models/<model>.json

    @property
    def any_estimated(self) -> bool:
        return any(t.estimated and t.has_energy for t in self.tasks)

    @property
    def n_replicates(self) -> int:
        """Replicate searches per method: the most any task has (0 without tasks)."""
        return max((t.n_replicates for t in self.tasks), default=0)

    def task(self, name: str) -> TaskData:
        return next(t for t in self.tasks if t.name == name)


def _read_csv(path: Path, table: Table, why: str) -> pd.DataFrame:
    """The table at path, checked against its schema: its required columns present, its
    numbers numeric (as floats), its flags booleans, its text text (a trace_hash or an
    error stays text even where it looks numeric or is empty)."""
    if not path.is_file():
        raise ReportInputError(f"{path} is missing ({why}); run the rule that writes it first.")
    check_complete(path)
    try:
        df = pd.read_csv(path, dtype={name: str for name in table.text})
    except pd.errors.EmptyDataError as exc:
        raise ReportInputError(f"{path} is empty; expected a header with {', '.join(table.required)}.") from exc
    missing = table.missing(df.columns)
    if missing:
        raise ReportInputError(f"{path} lacks column(s) {', '.join(missing)}; it has {', '.join(df.columns)}.")
    for col in table.numeric:
        if col in df.columns:
            try:
                df[col] = pd.to_numeric(df[col]).astype(float)
            except (ValueError, TypeError) as exc:
                raise ReportInputError(f"{path}: column {col} must be numeric ({exc}).") from exc
    for col in table.flags:
        if col in df.columns:
            df[col] = _as_bool(df[col])
    return df


def _as_bool(values: pd.Series) -> pd.Series:
    truthy = {"true", "1", "yes", "1.0"}
    return values.map(lambda v: bool(v) if isinstance(v, (bool, np.bool_)) else str(v).strip().lower() in truthy)


def _read_json(path: Path, why: str) -> dict[str, Any]:
    if not path.is_file():
        raise ReportInputError(f"{path} is missing ({why}); run the rule that writes it first.")
    try:
        return json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise ReportInputError(f"{path} is not valid JSON: {exc}.") from exc


def _load_search(folder: Path, name: str, task: str) -> SearchData:
    table = _candidates_table(name)
    cands = _read_csv(folder / table.file, table, f"candidates of the {name} search for {task}")
    # An empty error cell means the candidate ran; keep that as NaN so isna() asks "ok?".
    cands["error"] = cands["error"].where(cands["error"].fillna("").str.strip() != "")
    best = _read_json(folder / BEST_FILE, f"best kernel of the {name} search for {task}")
    for key in ("trace_hash", "latency_s", "grid", "block", "source_file"):
        if key not in best:
            raise ReportInputError(f"{folder / BEST_FILE} lacks key {key!r}.")
    check_candidate_counts(folder / table.file, cands, folder / BEST_FILE, best)
    source_path = folder / str(best["source_file"])
    source = source_path.read_text(errors="replace") if source_path.is_file() else None
    optional = {key: _read_csv(folder / t.file, t, "") for key, t in _OPTIONAL_TABLES.items()
                if (folder / t.file).is_file()}
    return SearchData(name, cands, best, source, **optional)


def _load_task(results_dir: Path, task: str) -> TaskData:
    folder = results_dir / "remeasure"
    rows = with_replicate(_read_csv(folder / REMEASURE_ROWS.name_for(task), REMEASURE_ROWS, "re-measurements"))
    summary = with_replicate(_read_csv(folder / REMEASURE_SUMMARY.name_for(task), REMEASURE_SUMMARY,
                                        "re-measurement summary"))
    meta = _read_json(folder / f"{task}.json", "re-measurement metadata")
    for what, names in (("rows", set(rows["task"])), ("summary", set(summary["task"])),
                        ("metadata", {meta.get("task")})):
        if names != {task}:
            raise ReportInputError(f"remeasure {what} of {task} name other task(s): {sorted(map(str, names))}.")
    for what, frame in (("rows", rows), ("summary", summary)):
        unknown = sorted(set(frame["variant"]) - set(VARIANTS))
        if unknown:
            raise ReportInputError(f"remeasure {what} of {task}: unknown variant(s) {unknown}; "
                                   f"expected {', '.join(VARIANTS)}.")
    if "latency" not in set(summary["variant"]):
        raise ReportInputError(f"remeasure summary of {task} has no 'latency' row; every "
                               "comparison is relative to the latency-tuned kernel.")
    replicates = {}
    for method in METHODS:
        found = {int(r): _search_folder(results_dir, method, task, int(r))
                 for r in sorted(set(rows.loc[rows["variant"] == method, "replicate"]))}
        loaded = {r: _load_search(path, method, task) for r, path in found.items() if path.is_dir()}
        if loaded:
            replicates[method] = loaded
    vendor_json = results_dir / "vendor" / f"{task}.json"
    vendor = _read_json(vendor_json, "") if vendor_json.is_file() else None
    first = {m: reps[0] for m, reps in replicates.items() if 0 in reps}
    pareto = results_dir / "pareto" / REMEASURE_SUMMARY.name_for(task)
    pareto_summary = _read_csv(pareto, REMEASURE_SUMMARY, "re-measurement of the slack picks") \
        if pareto.is_file() else None
    return TaskData(task, replicate_zero(rows), replicate_zero(summary), meta, first, vendor,
                    rows, summary, replicates, pareto_summary)


def _search_folder(results_dir: Path, method: str, task: str, replicate: int) -> Path:
    """tune/<method>/<task>/r<r>/; runs from before replicates kept their one search in tune/<method>/<task>/."""
    folder = results_dir / "tune" / method / task
    nested = folder / replicate_dir(replicate)
    return folder if replicate == 0 and not nested.is_dir() and (folder / BEST_FILE).is_file() else nested


def load_results(results_dir: Path, tasks: list[str], models: list[str] = ()) -> ReportData:
    """Read remeasure/<task>.{csv,summary.csv,json}, whatever tune/<search>/<task>/ exists,
    and vendor/<task>.json where present."""
    results_dir = Path(results_dir)
    if not tasks:
        raise ReportInputError("no tasks given; the report needs at least one tuned task.")
    return ReportData(results_dir, [_load_task(results_dir, str(t)) for t in tasks],
                      [_read_json(results_dir / "models" / f"{m}.json", f"whole-model result of {m}") for m in models])


def _check_rows(task: TaskData) -> None:
    limit = task.meta.get("power_limit_w")
    meta_idle = task.meta.get("idle_power_w")
    energy_measured = task.has_energy
    for r in task.all_rows.itertuples(index=False):
        where = f"task {task.name}, variant {r.variant}, repeat {int(r.repeat)}"
        if not (finite(r.latency_s) and r.latency_s > 0):
            raise ImplausibleMeasurement(f"{where}: latency_s = {r.latency_s!r}; a latency must be a "
                                         "positive finite number. Re-run remeasure for this task.")
        # An empty energy column means no meter; a hole among measured rows is not that.
        if energy_measured and not (finite(r.energy_j) and r.energy_j > 0):
            raise ImplausibleMeasurement(f"{where}: energy_j = {r.energy_j!r}; energy must be a positive "
                                         "finite number. Re-run remeasure for this task.")
        if not finite(r.power_w):
            continue
        if finite(limit) and r.power_w > float(limit) * (1 + POWER_TOLERANCE):
            raise ImplausibleMeasurement(
                f"{where}: power_w = {r.power_w:.1f} W is above the power limit {float(limit):.0f} W "
                f"(+{POWER_TOLERANCE:.0%}); such a reading cannot happen. Check the meter and re-measure.")
        idle = r.idle_power_w if finite(r.idle_power_w) else meta_idle
        if finite(idle) and r.power_w < float(idle) * (1 - POWER_TOLERANCE):
            raise ImplausibleMeasurement(
                f"{where}: power_w = {r.power_w:.1f} W is below idle power {float(idle):.1f} W "
                f"(-{POWER_TOLERANCE:.0%}); a running kernel cannot draw less than an idle GPU. "
                "Check the meter window and re-measure.")


def _check_summary(task: TaskData) -> None:
    for r in task.all_summary.itertuples(index=False):
        for col in ("latency_s", "energy_j"):
            value = getattr(r, col)
            if col == "energy_j" and not task.has_energy and not finite(value):
                continue
            if not (finite(value) and value > 0):
                raise ImplausibleMeasurement(f"task {task.name}, variant {r.variant} (summary): {col} = "
                                             f"{value!r}; must be a positive finite number.")


def _check_candidates(task: TaskData) -> None:
    limit = task.meta.get("power_limit_w")
    for search in (s for reps in task.replicates.values() for s in reps.values()):
        c = search.energy_candidates
        if "energy_j" not in c.columns:  # a latency-only search measured no energy
            continue
        bad = c[c["energy_j"] <= 0]
        if finite(limit) and "power_w" in c.columns:
            bad = pd.concat([bad, c[c["power_w"] > float(limit) * (1 + POWER_TOLERANCE)]])
        if not bad.empty:
            r = bad.iloc[0]
            raise ImplausibleMeasurement(
                f"task {task.name}, {search.name} search, candidate {r['trace_hash']}: energy_j = "
                f"{r['energy_j']!r}, power_w = {r.get('power_w', float('nan'))!r} "
                f"(power limit {limit} W) cannot happen; re-run the search or mark the candidate's error.")


def validate(data: ReportData) -> None:
    """Raise ImplausibleMeasurement on the first reading that could not have happened, and
    CorruptResult where the rows contradict themselves or the summary CSV."""
    for task in data.tasks:
        for variant, result in sorted((task.meta.get("correctness") or {}).items()):
            if not bool((result or {}).get("ok", False)):
                err = (result or {}).get("max_rel_error")
                raise ImplausibleMeasurement(
                    f"task {task.name}, variant {variant}: failed the correctness check "
                    f"(max_rel_error = {err!r}); an incorrect kernel's speed or energy means nothing.")
        _check_rows(task)
        rows_path = data.results_dir / "remeasure" / REMEASURE_ROWS.name_for(task.name)
        check_energy_identity(rows_path, task.all_rows)
        _check_summary(task)
        # Table 1, the figures and the text show the summary CSV; the ablation pairs the rows.
        for rep, rep_rows in task.all_rows.groupby("replicate"):
            check_summary_matches_rows(rows_path.with_name(REMEASURE_SUMMARY.name_for(task.name)),
                                       task.all_summary[task.all_summary["replicate"] == rep], rows_path, rep_rows)
        _check_candidates(task)
