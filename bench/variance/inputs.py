"""The per-design inputs of bench/results/variance_design.md, read from committed run folders into one small CSV.

`python3 bench/decisive_power.py --variance-inputs ...` calls `collect()`; the analysis
(`bench/variance/design.py`) then needs only the CSV, not the run folders. Row kinds:

    pair    one remeasured comparison of two picks of a task: `log_ratio_energy` and `log_ratio_latency`
            are log(median over the interleaved repeats of A / B), `repeat_sd_log_*` the sd over those
            repeats of the per-repeat log ratio (measurement noise), `replicate` / `other_replicate` the
            two searches' replicates (equal: the pair shares the first round; unequal: a cross pair that
            shares no draw, same run, same remeasure)
    round   one search's best latency so far after a round (`trials`, `best_latency_s`; `comparison` is
            the method) from its candidates.csv
    draw    one task of a one-round (32-trial) model run whose searches did not share their draw:
            `log_ratio_latency` = log(energy-aware best latency / latency-only best latency)
    job     one GPU job's wall seconds (`comparison` is the rule, e.g. tune_latency, pick, remeasure;
            `variants` the kernels a remeasure measured), from Snakemake benchmark files and run logs
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd

from run_times import JobClock  # bench/ is on the path of every reader of this package

COLUMNS = ["kind", "source", "task", "comparison", "replicate", "other_replicate", "log_ratio_energy",
           "log_ratio_latency", "repeat_sd_log_energy", "repeat_sd_log_latency", "repeats", "trials",
           "best_latency_s", "seconds", "variants"]
# (A, B) of each comparison: log ratio = log(A / B)
COMPARISONS = {"energy_vs_latency": ("energy", "latency"), "rerank_vs_latency": ("rerank", "latency"),
               "nvml_only_vs_latency": ("nvml_only", "latency"), "energy_vs_nvml_only": ("energy", "nvml_only")}
TUNE_RULES = {"tune_latency": "latency", "tune_energy": "energy", "tune_nvml_only": "nvml_only", "rerank": "rerank"}


def pair_rows(remeasure: pd.DataFrame, source: str) -> list[dict]:
    """Every (A replicate, B replicate) pair of each comparison in one task's remeasure table."""
    rows = []
    data = remeasure.copy()
    if "replicate" not in data:
        data["replicate"] = 0
    data["replicate"] = data["replicate"].fillna(0).astype(int)
    task = str(data["task"].iloc[0])
    for name, (a, b) in COMPARISONS.items():
        for ra, da in data[data.variant == a].groupby("replicate"):
            for rb, db in data[data.variant == b].groupby("replicate"):
                joined = da.merge(db, on="repeat", suffixes=("_a", "_b"))
                if joined.empty:
                    continue
                row = {"kind": "pair", "source": source, "task": task, "comparison": name,
                       "replicate": int(ra), "other_replicate": int(rb), "repeats": len(joined)}
                for metric, column in (("energy", "energy_j"), ("latency", "latency_s")):
                    logs = np.log(joined[f"{column}_a"].to_numpy(float) / joined[f"{column}_b"].to_numpy(float))
                    row[f"log_ratio_{metric}"] = float(np.median(logs))
                    row[f"repeat_sd_log_{metric}"] = float(np.std(logs, ddof=1)) if len(logs) > 1 else math.nan
                rows.append(row)
    return rows


def search_tables(task_dir: Path):
    """(method, replicate, candidates.csv) of each search of a task folder, a run with replicates
    (results/tune/METHOD/TASK/rR/) or one without (results/tune/METHOD/TASK/); not the re-rank,
    which re-ranks the latency search's candidates and has no search of its own."""
    for path in sorted(task_dir.glob("results/tune/*/*/r*/candidates.csv")) + \
            sorted(task_dir.glob("results/tune/*/*/candidates.csv")):
        replicated = path.parent.name.startswith("r") and path.parent.name[1:].isdigit()
        method = path.parts[-4] if replicated else path.parts[-3]
        if method != "rerank":
            yield method, int(path.parent.name[1:]) if replicated else 0, path


def best_after_rounds(candidates: pd.DataFrame) -> pd.Series:
    """A search's best latency so far at the end of each round (failed candidates, latency <= 0
    or NaN, are no best), indexed by the trials measured by then."""
    latency = pd.to_numeric(candidates["latency_s"], errors="coerce")
    best = latency.where(latency > 0).cummin().ffill()  # cummin leaves a failed candidate's NaN in place
    ends = candidates.groupby("round", sort=True).size().cumsum()
    return pd.Series([float(best.iloc[n - 1]) for n in ends], index=[int(n) for n in ends])


def round_rows(task_dir: Path, source: str) -> list[dict]:
    """Best latency so far at the end of each round of every search of a task."""
    rows = []
    for method, replicate, path in search_tables(task_dir):
        for trials, best in best_after_rounds(pd.read_csv(path)).items():
            rows.append({"kind": "round", "source": source, "task": task_dir.name, "comparison": method,
                         "replicate": replicate, "trials": trials, "best_latency_s": best})
    return rows


def benchmark_rows(task_dir: Path, source: str) -> list[dict]:
    """Wall seconds of each search job (Snakemake's benchmark files: one per search)."""
    rows = []
    for rule in TUNE_RULES:
        for path in sorted(task_dir.glob(f"benchmarks/{rule}/*/r*.tsv")):
            seconds = float(pd.read_csv(path, sep="\t")["s"].iloc[-1])
            rows.append({"kind": "job", "source": source, "task": task_dir.name, "comparison": rule,
                         "replicate": int(path.stem[1:]), "seconds": seconds})
    return rows


def log_job_rows(log: Path, source: str, rules: tuple[str, ...] = ("pick", "remeasure", "pareto")) -> list[dict]:
    """Wall seconds of the jobs a Snakemake run log started and finished (start stamp to finish stamp)."""
    clock = JobClock()
    for line in log.read_text(errors="replace").splitlines():
        clock.feed(line)
    return [{"kind": "job", "source": source, "task": job.wildcards.get("task", ""), "comparison": job.rule,
             "replicate": int(job.wildcards.get("rep", 0)), "seconds": (job.end - job.start).total_seconds()}
            for job in clock.finished if job.rule in rules and job.start is not None]


def draw_rows(shared_draws_csv: Path, source: str, min_candidates: int = 32) -> list[dict]:
    """Tasks of a one-round model run whose space holds at least `min_candidates` (smaller ones share it all)."""
    draws = pd.read_csv(shared_draws_csv)
    draws = draws[draws.latency_candidates >= min_candidates]
    return [{"kind": "draw", "source": source, "task": r.task, "comparison": "energy_vs_latency",
             "replicate": int(str(r.replicate).lstrip("r")), "trials": int(r.latency_candidates),
             "log_ratio_latency": math.log(r.energy_best_latency_s / r.latency_best_latency_s)}
            for r in draws.itertuples()]


def run_rows(run: Path) -> list[dict]:
    """A run folder's (work/ and logs/) pairs, rounds and job times, its name as their source."""
    rows: list[dict] = []
    name = run.name
    for task_dir in sorted((run / "work").iterdir()):
        for path in task_dir.glob("results/remeasure/*.csv"):
            if not path.name.endswith(".summary.csv"):
                rows += pair_rows(pd.read_csv(path), name)
        rows += round_rows(task_dir, name) + benchmark_rows(task_dir, name)
    variants = {}  # kernels each remeasure measured: a pick that is another's kernel is measured once, for both
    for path in (run / "work").glob("*/results/remeasure/*.csv"):
        if not path.name.endswith(".summary.csv"):
            table = pd.read_csv(path)
            own = table[table["same_kernel_as"].isna()] if "same_kernel_as" in table else table
            variants[str(table.task.iloc[0])] = len(own.groupby(["variant", "replicate"], dropna=False))
    for log in sorted((run / "logs").glob("*.log")):
        for row in log_job_rows(log, name):
            if row["comparison"] == "remeasure":
                row["variants"] = variants.get(row["task"])
            rows.append(row)
    return rows


def collect(decisive: Path, independent: Path | None, shared_draws: list[Path],
            tasks_run: Path | None = None) -> pd.DataFrame:
    """All rows from a replicated run (`decisive`: work/ and logs/), an R = 1 run, one-round model runs
    and the run of the chosen design (`tasks_run`, one pair a task; read as `decisive` is)."""
    rows = run_rows(decisive)
    if independent is not None:
        for path in sorted(independent.glob("work/*/results/remeasure/*.csv")):
            if not path.name.endswith(".summary.csv"):
                rows += pair_rows(pd.read_csv(path), independent.name)
    for path in shared_draws:
        rows += draw_rows(path, f"{path.parent.name}/{path.stem}")
    if tasks_run is not None:
        rows += run_rows(tasks_run)
    return pd.DataFrame(rows, columns=COLUMNS)
