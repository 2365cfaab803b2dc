"""Job wall times and GPU-minutes per task, from the run logs of `bash bench/device.sh start`.

    python3 bench/run_times.py RESULTS/logs/run1.log RESULTS/logs/run2.log ...

A run log holds, per task, `[gpu any] TASK: start`, Snakemake's console (its `Date:` header,
`[timestamp]` lines, `localrule X:` and `Finished jobid: N (Rule: X)`), and `[gpu any] TASK:
snakemake exit RC`. A task's minutes run from its Snakemake start (`Date:`) to its last
timestamp before the exit line (or the log's end, for a task cut off with its machine), so they
hold the task extraction and Snakemake's own start beside the jobs; a task over several logs
(machines) adds its parts, as does a job that ran on two. The machine's start is not counted.
Prints one line per task in the order the logs first name it: the results README's columns.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

RULE_NAMES = {"extract_tasks": "extract", "vendor_baseline": "vendor", "tune_latency": "latency search",
              "tune_energy": "energy search", "tune_nvml_only": "nvml-only search", "rerank": "re-rank"}
TASK_LINE = re.compile(r"^\[gpu \w+\] (\S+): (start|snakemake exit (\d+))$")
STAMP = re.compile(r"^\[(\w{3} \w{3} +\d+ \d\d:\d\d:\d\d \d{4})\]$")
HEADER_DATE = re.compile(r"^\s+Date: (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)$")
JOB_END = re.compile(r"^Finished jobid: (\d+) \(Rule: (\w+)\)$")


@dataclass
class Job:
    rule: str
    start: dt.datetime | None  # the `[timestamp]` before its header
    wildcards: dict[str, str] = field(default_factory=dict)
    end: dt.datetime | None = None  # the `[timestamp]` before its `Finished` line


class JobClock:
    """Snakemake's console, line by line: each job's rule, wildcards, start and finish stamps
    (bench/variance/inputs.py reads its job rows through it too)."""

    def __init__(self) -> None:
        self.stamp: dt.datetime | None = None
        self.first_stamp: dt.datetime | None = None
        self.running: dict[str, Job] = {}  # by jobid: started, not (yet) finished
        self.finished: list[Job] = []
        self._header: Job | None = None

    def feed(self, line: str) -> None:
        line = line.strip()
        if match := STAMP.match(line):
            self.stamp = dt.datetime.strptime(match.group(1), "%a %b %d %H:%M:%S %Y")
            self.first_stamp = self.first_stamp or self.stamp
        elif line.startswith(("localrule ", "rule ", "localcheckpoint ", "checkpoint ")) and line.endswith(":"):
            self._header = Job(line.split()[1].rstrip(":"), self.stamp)
        elif line.startswith("jobid:") and self._header is not None:
            self.running[line.split()[1]] = self._header
        elif line.startswith("wildcards:") and self._header is not None:
            self._header.wildcards = dict(item.strip().split("=", 1) for item in line[len("wildcards:"):].split(", "))
        elif (match := JOB_END.match(line)) and match.group(1) in self.running:
            job = self.running.pop(match.group(1))
            job.end = self.stamp
            self.finished.append(job)


@dataclass
class TaskTimes:
    """One task's job seconds by rule (in the order they first finished) and its seconds on the GPU."""

    job_s: dict[str, float] = field(default_factory=dict)
    task_s: float = 0.0
    exits: list[int] = field(default_factory=list)
    cut_in: list[str] = field(default_factory=list)  # jobs a lost machine left unfinished

    def add(self, first: dt.datetime | None, clock: JobClock, exited: bool) -> None:
        """One part of the task: one Snakemake run, from `first` to its last stamp."""
        if first is not None and clock.stamp is not None:
            self.task_s += (clock.stamp - first).total_seconds()
        for job in clock.finished:
            if job.start is not None and job.rule != "measurements":  # the target rule runs nothing
                self.job_s[job.rule] = self.job_s.get(job.rule, 0.0) + (job.end - job.start).total_seconds()
        if not exited:
            self.cut_in += [job.rule for job in clock.running.values()]

    def line(self, task: str) -> str:
        jobs = ", ".join(f"{RULE_NAMES.get(rule, rule)} {seconds:.0f}" for rule, seconds in self.job_s.items())
        more = ""
        if self.cut_in:  # the log has no timestamp after such a job's start: its time is missing
            more = f" or more (cut off in: {', '.join(RULE_NAMES.get(rule, rule) for rule in self.cut_in)})"
        if not self.exits or self.exits[-1] != 0:
            more += "; unfinished"
        return f"{task}: {jobs}; GPU-min {self.task_s / 60:.1f}{more}"


def read_logs(paths: list[Path]) -> dict[str, TaskTimes]:
    times: dict[str, TaskTimes] = {}
    for path in paths:
        task, first, clock = None, None, JobClock()
        for line in path.read_text().splitlines():
            if match := TASK_LINE.match(line):
                if task is not None:  # a start, or the exit of the task that runs
                    times[task].add(first or clock.first_stamp, clock, exited=match.group(2) != "start")
                if match.group(2) == "start":
                    task, first, clock = match.group(1), None, JobClock()
                    times.setdefault(task, TaskTimes())
                else:
                    times[task].exits.append(int(match.group(3)))
                    task = None
            elif task is not None:
                if match := HEADER_DATE.match(line):
                    first = first or dt.datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S")
                else:
                    clock.feed(line)
        if task is not None:
            times[task].add(first or clock.first_stamp, clock, exited=False)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", type=Path)
    for task, task_times in read_logs(parser.parse_args().logs).items():
        print(task_times.line(task))


if __name__ == "__main__":
    main()
