"""Where a workflow run's search jobs spend their wall time, from its logs (issue 12).

A model run is many short jobs, so their fixed costs weigh: Snakemake's console log gives
each job's start and end (1 s resolution), the job's own log the moments in between.
Per search rule, medians and sums over its jobs, in seconds:

- start_to_first_log: Snakemake starting the job -> the job's first line (the GPU claim)
- first_log_to_search: -> "N trials (...)": imports, CUDA target, search set-up
- search_to_first_build: -> MetaSchedule's first "Sending ... to builder": round 0's
  evolution, and for the energy searches the energy worker's start and idle-power reading
  (waited for until 2026-11-30's fourth session, overlapped with round 0 since)
- last_round_to_end: the last round's line -> the job's end (publishing, picking)

and per energy search rule, the median over tasks of each phase minus the latency search's
on the same task (`minus_latency_same_task`), which compares runs of different models.

    python3 bench/job_phases.py --console bench/work/bert_layer.log --directory bench/work/bert_layer \
        --out bench/results/models_h200_partial/job_phases.json
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.outputs import write_json  # noqa: E402

RULES = ("tune_latency", "tune_energy", "tune_nvml_only")
CONSOLE_STAMP = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4})\]")
LOG_STAMP = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)")
MARKS = {"search": r"\d+ trials \(\d+ recorded", "first_build": r"Sending \d+ sample\(s\) to builder",
         "round": r"ecotune INFO round \d+:"}


def console_jobs(console: Path) -> list[tuple[str, datetime, datetime, str]]:
    """(rule, start, end, job log) of every finished job in Snakemake's console log."""
    now = rule = log = None
    started: dict[str, tuple[str, datetime, str]] = {}
    jobs = []
    for line in console.read_text(errors="replace").splitlines():
        if m := CONSOLE_STAMP.match(line):
            now = datetime.strptime(m.group(1), "%a %b %d %H:%M:%S %Y")
        elif m := re.match(r"(?:local)?(?:rule|checkpoint) (\w+):", line):
            rule, log = m.group(1), None
        elif m := re.match(r"\s+log: (\S+)", line):
            log = m.group(1)
        elif (m := re.match(r"\s+jobid: (\d+)", line)) and rule:
            started[m.group(1)] = (rule, now, log)
            rule = None
        elif (m := re.match(r"Finished jobid: (\d+)", line)) and m.group(1) in started:
            name, start, job_log = started.pop(m.group(1))
            jobs.append((name, start, now, job_log))
    return jobs


def job_phases(start: datetime, end: datetime, log: Path) -> dict[str, float]:
    stamped = [(datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S"), line)
               for line in log.read_text(errors="replace").splitlines() if (m := LOG_STAMP.match(line))]
    if not stamped:
        return {}

    def first(mark: str, last: bool = False):
        hits = [t for t, line in stamped if re.search(MARKS[mark], line)]
        return (hits[-1] if last else hits[0]) if hits else None

    out = {"start_to_first_log": (stamped[0][0] - start).total_seconds(), "total": (end - start).total_seconds()}
    search, build, last_round = first("search"), first("first_build"), first("round", last=True)
    if search:
        out["first_log_to_search"] = (search - stamped[0][0]).total_seconds()
    if search and build:
        out["search_to_first_build"] = (build - search).total_seconds()
    if last_round:
        out["last_round_to_end"] = (end - last_round).total_seconds()
    return out


def job_table(console: Path, directory: Path) -> dict[tuple[str, str], dict[str, float]]:
    """(rule, the job's log below its rule's folder: task and replicate) -> its phases."""
    jobs = {}
    for rule, start, end, log in console_jobs(console):
        if rule in RULES and log and (directory / log).exists():
            jobs[rule, str(Path(log).relative_to(Path(log).parts[0], rule))] = job_phases(start, end, directory / log)
    return jobs


def summarize(jobs: dict[tuple[str, str], dict[str, float]]) -> dict:
    """Per rule and phase, the median and sum over job_table's jobs."""
    per_rule: dict[str, dict[str, list[float]]] = {}
    for (rule, _), phases in jobs.items():
        for phase, seconds in phases.items():
            per_rule.setdefault(rule, {}).setdefault(phase, []).append(seconds)
    return {rule: {phase: {"median_s": statistics.median(v), "sum_s": sum(v), "jobs": len(v)}
                   for phase, v in phases.items()} for rule, phases in per_rule.items()}


def against_latency(jobs: dict[tuple[str, str], dict[str, float]]) -> dict:
    """Per energy rule and phase, the median over tasks of its job's seconds minus the latency
    search's on the same task and replicate: two runs of different tasks compare by this,
    as their latency searches differ too (a convolution's round 0 evolves longer)."""
    paired: dict[str, dict[str, list[float]]] = {}
    for (rule, job), phases in jobs.items():
        base = jobs.get(("tune_latency", job))
        if rule == "tune_latency" or base is None:
            continue
        for phase in phases.keys() & base.keys():
            paired.setdefault(rule, {}).setdefault(phase, []).append(phases[phase] - base[phase])
    return {rule: {phase: {"median_s": statistics.median(v), "tasks": len(v)} for phase, v in phases.items()}
            for rule, phases in paired.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--console", type=Path, required=True, help="Snakemake's console output of the run")
    parser.add_argument("--directory", type=Path, required=True, help="the run's working directory")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    jobs = job_table(args.console, args.directory)
    phases = summarize(jobs)
    for rule, values in phases.items():
        print(rule, {k: f"{v['median_s']:.1f} s median, {v['sum_s']:.0f} s in all" for k, v in values.items()})
    write_json(args.out, {"how": "job start and end from Snakemake's console log (1 s resolution), the moments "
                                 "between from each job's log; see bench/job_phases.py",
                          "console": str(args.console), "rules": phases,
                          "minus_latency_same_task": against_latency(jobs)})
    return 0


if __name__ == "__main__":
    sys.exit(main())
