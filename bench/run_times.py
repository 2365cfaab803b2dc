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
JOB_RULE = re.compile(r"^local(?:rule|checkpoint) (\w+):$")
JOB_START = re.compile(r"^\s+jobid: (\d+)$")
JOB_END = re.compile(r"^Finished jobid: (\d+) \(Rule: (\w+)\)$")


@dataclass
class TaskTimes:
    """One task's job seconds by rule (in the order they first finished) and its seconds on the GPU."""

    job_s: dict[str, float] = field(default_factory=dict)
    task_s: float = 0.0
    exits: list[int] = field(default_factory=list)
    cut_in: list[str] = field(default_factory=list)  # jobs a lost machine left unfinished


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
        task = first = last = rule = None
        started: dict[str, tuple[str, dt.datetime]] = {}

        def close(exited: bool) -> None:
            if task is not None and first is not None and last is not None:
                times[task].task_s += (last - first).total_seconds()
            if task is not None and not exited:
                times[task].cut_in += [rule for rule, _ in started.values()]

        for line in path.read_text().splitlines():
            if match := TASK_LINE.match(line):
                if match.group(2) == "start":
                    close(exited=False)
                    task, first, last, started = match.group(1), None, None, {}
                    times.setdefault(task, TaskTimes())
                else:
                    close(exited=True)
                    times[task].exits.append(int(match.group(3)))
                    task = None
            elif task is None:
                continue
            elif match := HEADER_DATE.match(line):
                first = first or dt.datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S")
            elif match := STAMP.match(line):
                last = dt.datetime.strptime(match.group(1), "%a %b %d %H:%M:%S %Y")
                first = first or last
            elif match := JOB_RULE.match(line):
                rule = match.group(1)
            elif match := JOB_START.match(line):
                started[match.group(1)] = (rule, last)
            elif match := JOB_END.match(line):
                _, begun = started.pop(match.group(1), (None, None))
                if begun is not None and match.group(2) != "measurements":  # the target rule runs nothing
                    rule_s = times[task].job_s
                    rule_s[match.group(2)] = rule_s.get(match.group(2), 0.0) + (last - begun).total_seconds()
        close(exited=False)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", type=Path)
    for task, task_times in read_logs(parser.parse_args().logs).items():
        print(task_times.line(task))


if __name__ == "__main__":
    main()
