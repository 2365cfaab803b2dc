"""The results schema: every table a stage writes (file name, columns with dtype and unit),
the searches and variants, and the files and folders around them.

Writers take their headers from here and readers check what they read against it, so a
new column, method or table is added in this one place. The workflow's rules, the report
and bench/ import the same names.

A column that is not `required` may be missing from results that readers still accept
(written before it existed, or a diagnostic kept for people); readers take it where
present and rely on it nowhere.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from .errors import CorruptResult, rerun_advice

# ------------------------------------------------------------------ methods
SEARCHES = ("latency", "energy", "nvml_only")  # the three searches, in report order
ENERGY_SEARCHES = ("energy", "nvml_only")  # the two that measure energy while they search
# The practitioner's baseline: energy-measure the latency search's N fastest kernels (N = the
# energy search's measurements), pick as the energy searches do. No trials of its own.
RERANK = "rerank"
METHODS = (*SEARCHES, RERANK)  # every way ecotune makes a kernel: the searches and the re-rank
PICKED = (*ENERGY_SEARCHES, RERANK)  # the methods that end in a pick (the pick rule, pick/)
VARIANTS = (*METHODS, "vendor")  # what remeasure measures: each method's kernel and the vendor library
BASELINE_VARIANT = "latency"  # every paired change is against the latency-tuned kernel (same replicate)
VENDOR_REPLICATE = 0  # the vendor library is one kernel; its rows carry replicate 0


def variant_key(method: str, replicate: int = 0) -> str:
    """The name a remeasured kernel runs under: "energy@r1"; plain "vendor" for the vendor library."""
    return method if method == "vendor" else f"{method}@r{int(replicate)}"


def split_variant_key(key: str) -> tuple[str, int]:
    """variant_key's inverse: (method, replicate)."""
    method, _, rep = key.partition("@r")
    return method, int(rep) if rep else VENDOR_REPLICATE


def with_replicate(frame: pd.DataFrame) -> pd.DataFrame:
    """Remeasure rows or summaries with an int `replicate` column: results written before
    replicates have none, and the vendor's rows are replicate 0 (VENDOR_REPLICATE)."""
    reps = frame["replicate"] if "replicate" in frame else pd.Series(VENDOR_REPLICATE, index=frame.index)
    return frame.assign(replicate=pd.to_numeric(reps, errors="coerce").fillna(VENDOR_REPLICATE).astype(int))


def replicate_zero(frame: pd.DataFrame) -> pd.DataFrame:
    """The rows of replicate 0 (the vendor's among them; results without replicates are all
    replicate 0), renumbered: one kernel per method, as per-replicate views compare them."""
    frame = with_replicate(frame)
    return frame[frame["replicate"] == 0].reset_index(drop=True)


def replicate_dir(replicate: int) -> str:
    """A replicate's folder below results/tune/<method>/<task>/: its search ran with seed + replicate."""
    return f"r{int(replicate)}"

# ------------------------------------------------------------------ files and folders of a search
RESUME_DIR = "resume"  # where a search runs, beside its published files (search.work_dir says why)
PICK_DIR = "pick"  # an energy search's final kernel: a one-record MetaSchedule database
WORKLOAD_FILE = "database_workload.json"  # MetaSchedule's JSONDatabase, two files
RECORD_FILE = "database_tuning_record.json"
DB_FILES = (WORKLOAD_FILE, RECORD_FILE)
SETTINGS_FILE = "search_settings.json"  # a running search's fingerprint: resume only under the same
SEARCH_FILE = "search.json"  # a finished energy search: summary, settings, target (what the pick reads)
BEST_FILE = "best.json"  # the search's kernel: latency, launch configuration, trace, settings, summary
MODEL_FILE = "energy_model.npz"  # the energy search's model (EnergyCostModel.save)


def source_file(target_kind: str) -> str:
    """The kernel's source next to best.json: CUDA C on a GPU, LLVM IR on a CPU."""
    return "best_kernel.cu" if target_kind == "cuda" else "best_kernel.ll"


# ------------------------------------------------------------------ tables
@dataclass(frozen=True)
class Column:
    name: str
    dtype: str  # "float", "int", "str" or "bool"
    unit: str = ""  # "s", "J", "W", "%", "MHz", "°C", "bytes"; "" for counts, names and flags
    required: bool = True  # False: readers take it where present (module docstring)


def _float(name: str, unit: str = "", required: bool = True) -> Column:
    return Column(name, "float", unit, required)


def _int(name: str, unit: str = "", required: bool = True) -> Column:
    return Column(name, "int", unit, required)


def _str(name: str, required: bool = True) -> Column:
    return Column(name, "str", "", required)


def _bool(name: str) -> Column:
    return Column(name, "bool")


@dataclass(frozen=True)
class Table:
    file: str  # file name in its folder; "{task}" stands for the task's name
    doc: str  # one row per ...
    columns: tuple[Column, ...]

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.columns]

    @property
    def required(self) -> list[str]:
        return [c.name for c in self.columns if c.required]

    @property
    def numeric(self) -> list[str]:
        return [c.name for c in self.columns if c.dtype in ("float", "int")]

    @property
    def text(self) -> list[str]:
        return [c.name for c in self.columns if c.dtype == "str"]

    @property
    def flags(self) -> list[str]:
        return [c.name for c in self.columns if c.dtype == "bool"]

    def missing(self, present: Iterable[str]) -> list[str]:
        """Required columns that `present` lacks."""
        have = set(present)
        return [name for name in self.required if name not in have]

    def name_for(self, task: str) -> str:
        return self.file.format(task=task)


CANDIDATES = Table("candidates.csv", "latency-measured candidate, in the order MetaSchedule commits them", (
    _int("round"), _int("trial"), _str("trace_hash"), _float("latency_s", "s"),
    _str("error"),  # the last line of the build or run error; empty when it ran
))
# The energy searches' candidates.csv: the same, with the energy of those energy-measured.
ENERGY_CANDIDATES = Table(CANDIDATES.file, "latency-measured candidate; energy where measured", (
    *CANDIDATES.columns, _float("energy_j", "J"), _float("power_w", "W"),
))
# The latency search's round table, in its work directory only (written last: marks a round complete).
LATENCY_ROUNDS = Table("rounds.csv", "complete round of the latency search", (
    _int("round"), _int("trials_done"), _float("best_latency_s", "s"),
    _float("elapsed_s", "s"),  # search wall time at the round's end, earlier (resumed) runs included
))
ENERGY = Table("energy.csv", "energy measurement during search (failures too, with `error`)", (
    _int("round"), _str("trace_hash"), _float("latency_s", "s"), _float("energy_j", "J"), _float("power_w", "W"),
    _int("launches"), _float("window_s", "s"), _int("grid"), _int("block"), _int("shared_memory_bytes", "bytes"),
    _float("predicted_energy_j", "J"), _str("error"),
    _float("window_latency_s", "s"),  # the meter's latency (window time per launch); latency_s is the search's
    _int("parallel"), _int("vectorize"), _str("meter"), _bool("estimated"), _int("attempts"),
    _float("measure_s", "s"),  # wall time of the measurement, worker start and module load included
    # the board the kernel ran on and the board the meter read (added after the H200 run)
    _str("kernel_pci_bus_id", required=False), _str("meter_pci_bus_id", required=False),
    _float("utilization_pct", "%", required=False),
    # how the candidate ran in the window: one call per launch, or from a CUDA graph
    # (energy_search.cuda_graph), or why not (absent in rows written before it existed)
    _str("launch", required=False),
))
SEARCH_LOG = Table("search_log.csv", "round of an energy search (the search writes it last: a complete round)", (
    _int("round"), _float("k"), _int("M"), _float("model_mape"), _float("model_spearman"),
    _int("n_latency_measured"), _int("n_energy_measured"), _float("energy_measure_s", "s"),
    _float("best_latency_s", "s"),
    _float("best_energy_j", "J"),  # the pick's energy had the search stopped after this round
    _int("n_kept", required=False), _int("n_energy_failed", required=False), _float("k_next", required=False),
    _int("trials_done", required=False),
))
# A published energy search's round log: search_log.csv without the pick's best_energy_j,
# which the pick step (latency_slack) fills in.
ROUNDS = Table("rounds.csv", "round of a finished energy search", tuple(
    c for c in SEARCH_LOG.columns if c.name != "best_energy_j"))
MODEL_EVAL = Table("model_eval.csv", "energy measurement the model predicted before it saw it", (
    _int("round"), _str("trace_hash"), _float("predicted_energy_j", "J"), _float("measured_energy_j", "J"),
    _int("n_train", required=False),  # samples the model was trained on when it predicted
))
REMEASURE_ROWS = Table("{task}.csv", "measurement of one variant in one repeat, in the order run", (
    _str("task"), _str("variant"), _int("repeat"), _int("order"), _float("latency_s", "s"),
    _float("energy_j", "J"),  # per call
    _float("power_w", "W"), _int("launches"), _float("window_s", "s"), _float("sm_clock_mhz", "MHz"),
    _float("temperature_c", "°C"), _str("meter"), _bool("estimated"), _float("idle_power_w", "W"),
    _float("above_idle_energy_j", "J"), _float("instant_power_energy_j", "J"),
    _float("fit_energy_j", "J", required=False),  # nvml: a fit over the window's ticks (a cross-check)
    _str("kernel_pci_bus_id", required=False), _str("meter_pci_bus_id", required=False),
    _float("utilization_pct", "%", required=False),
    _int("replicate", required=False),  # which replicate search's kernel (results before replicates: 0)
    _str("same_kernel_as", required=False),  # a copy of this variant's row: the same kernel, run once
    # per call as inside a model: single calls, each after an L2 flush (ecotune.measurement.cold_timing),
    # apart from the window; NaN where a kernel cannot be timed so (the NumPy baseline)
    _float("cold_latency_s", "s", required=False),
))
# Remeasured metrics a row may lack: older results have no column, and a kernel that cannot be
# timed so (the NumPy baseline) has NaN. Statistics over them skip where they are missing.
OPTIONAL_METRICS = ("cold_latency_s",)
REMEASURE_SUMMARY = Table("{task}.summary.csv", "variant and replicate: medians with 95 % bootstrap CIs, paired changes", (
    _str("task"), _str("variant"), _int("n"),
    _float("latency_s", "s"), _float("latency_s_lo", "s"), _float("latency_s_hi", "s"),
    _float("energy_j", "J"), _float("energy_j_lo", "J"), _float("energy_j_hi", "J"), _float("power_w", "W"),
    # against the latency-tuned kernel of the same replicate, paired by repeat, as fractions (-0.08: 8 % less)
    _float("latency_change"), _float("latency_change_lo"), _float("latency_change_hi"),
    _float("energy_change"), _float("energy_change_lo"), _float("energy_change_hi"),
    _int("replicate", required=False),
    *(_float(name, "s" if name.startswith("cold_latency_s") else "", required=False) for name in (
        "cold_latency_s", "cold_latency_s_lo", "cold_latency_s_hi",
        "cold_latency_change", "cold_latency_change_lo", "cold_latency_change_hi")),
))


def read_table(path: Path, table: Table) -> pd.DataFrame:
    """A table as its writer wrote it: text columns as text, "nan" and empty cells NaN.
    Raises CorruptResult, naming the file and the fix, when a required column is missing."""
    path = Path(path)
    frame = pd.read_csv(path, keep_default_na=False, na_values=["nan", "NaN", ""],
                        dtype={name: str for name in table.text})
    missing = table.missing(frame.columns)
    if missing:
        raise CorruptResult(f"{path} lacks column(s) {', '.join(missing)} of {table.file} (it has "
                            f"{', '.join(frame.columns)}). {rerun_advice(path)}")
    return frame
