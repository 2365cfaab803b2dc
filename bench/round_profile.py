"""Where a search round's time goes, from a workflow run's logs and summaries (issue 12).

On the two-GPU H200 machine (after `. .devkit/install`), from the repository root (the
task files first: they come from a checkpoint, which a target below it does not start):

    python3 -m snakemake results/tasks --cores 32 --resources gpu=2 \
        --configfile bench/configs/round_profile_h200.yaml --directory bench/work/round_profile
    python3 -m snakemake results/tune/latency/mm_bert_ffn1_512x3072x768/r0/best.json \
        results/tune/energy/mm_bert_ffn1_512x3072x768/r0/search.json --cores 32 --resources gpu=2 \
        --configfile bench/configs/round_profile_h200.yaml --directory bench/work/round_profile
    python3 bench/round_profile.py --directory bench/work/round_profile --out bench/results/round_profile_h200.json

Per search: the job's fixed set-up read off its log (process start -> CUDA target ready ->
search configured -> MetaSchedule's first task pick, which includes its tensor-intrinsic
registration and the first population), each round's wall time, and the search's own
split of the whole run (build wait, runner = module loads + timing, energy windows, energy
model, the rest = set-up + evolutionary search + cost model). `import_s` times the imports
every job pays, each in a fresh process.

--throughput-logs instead splits each round of bench/throughput.py's runs into evolution,
build and run from MetaSchedule's own log lines (phases_from_log). --job-logs does the same
for workflow search jobs' logs (logs/tune_SEARCH/TASK/rN.log) and adds, per kind of search,
the median of each phase at each round and each phase's share of the rounds' time:

    python3 bench/round_profile.py --job-logs bench/results/decisive_h200/work/*/logs/tune_*/*/r*.log \
        --out bench/results/decisive_h200/round_phases.json
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.outputs import write_json  # noqa: E402
from ecotune.results import BEST_FILE, SEARCH_FILE  # noqa: E402

STAMP = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)(?:,(\d{3}))?")
IMPORTS = {"tvm": "import tvm", "meta_schedule": "from tvm.s_tir import meta_schedule",
           "tensor_intrin": "import tvm.s_tir.tensor_intrin", "xgboost": "import xgboost"}
SPLIT = ("wall_s", "build_wall_s", "build_s", "run_s", "energy_measure_s", "energy_model_s", "other_s",
         "trials", "trials_per_minute")


def _time(line: str) -> float | None:
    m = STAMP.match(line)
    if not m:
        return None
    t = datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S").timestamp()
    return t + int(m.group(2) or 0) / 1000


def _first(lines: list[str], pattern: str) -> float | None:
    return next((_time(line) for line in lines if re.search(pattern, line) and _time(line)), None)


def profile_log(log: Path) -> dict:
    lines = log.read_text(errors="replace").splitlines()
    start = _first(lines, r"GPU: this job uses|^\d{4}.*ecotune")
    target = _first(lines, r"ecotune INFO task ")
    configured = _first(lines, r"ecotune INFO (tuning|energy search:)")
    first_pick = _first(lines, r"TaskScheduler picks Task")
    rounds = [(_time(line), line) for line in lines if re.search(r"ecotune INFO round \d+:", line)]
    ends = [t for t, _ in rounds]
    marks = [first_pick or configured, *ends]
    return {
        "setup_s": {
            "claim_to_target_s": None if None in (start, target) else target - start,
            "target_to_search_configured_s": None if None in (target, configured) else configured - target,
            "configured_to_first_task_pick_s": None if None in (configured, first_pick) else first_pick - configured,
        },
        "round_wall_s": [b - a for a, b in zip(marks, marks[1:])] if None not in marks else [],
        "round_lines": [line.split("INFO ", 1)[-1] for _, line in rounds],
    }


PHASE_MARKS = {"start": r"Logging directory: .*/(ecotune|stock)-(\d+)/", "builder": r"Sending \d+ sample\(s\) to builder",
               "runner": r"Sending \d+ valid sample\(s\) to runner", "updated": r"XGB stopped"}
JOB_START = r"ecotune INFO (tuning|\w+ search:) \d+ trials"  # a workflow search job's log: one run


def phases_from_log(log: Path, job_log: bool = False) -> dict:
    """Per run of bench/throughput.py's log (ecotune or stock, by seed), or of a workflow search
    job's log (job_log: one run, "search"): each round's phases from MetaSchedule's own log
    lines (1 s resolution): evolution (cost model updated -> candidates sent to the builder;
    round 0: from the run's start, set-up included), build (-> sent to the runner), run (->
    cost model updated: timing, in energy searches the energy windows too, and the model's update)."""
    runs: dict = {}
    current, last = None, None
    marks = {**PHASE_MARKS, "start": JOB_START} if job_log else PHASE_MARKS
    for line in log.read_text(errors="replace").splitlines():
        t = _time(line)
        for mark, pattern in marks.items():
            m = re.search(pattern, line)
            if not m or t is None:
                continue
            if mark == "start":
                key = "search" if job_log else f"{m.group(1)}/seed{m.group(2)}"
                current = runs.setdefault(key, {"evolution_s": [], "build_s": [], "run_s": []})
            elif current is not None and mark == "builder":
                current["evolution_s"].append(t - last)
            elif current is not None and mark == "runner":
                current["build_s"].append(t - last)
            elif current is not None and mark == "updated":
                current["run_s"].append(t - last)
            last = t
    return runs


def job_search_name(log: Path) -> str:
    """A workflow search job's log, logs/tune_SEARCH/TASK/rN.log, as tune_SEARCH/TASK/rN."""
    return f"{log.parent.parent.name}/{log.parent.name}/{log.stem}"


def by_kind(searches: dict[str, Any]) -> dict[str, list]:
    """Values of job_search_name-keyed searches grouped by kind (tune_SEARCH), kinds sorted."""
    kinds: dict[str, list] = {}
    for name in sorted(searches, key=lambda n: n.split("/")[0]):
        kinds.setdefault(name.split("/")[0], []).append(searches[name])
    return kinds


def phase_summary(runs: dict[str, dict]) -> dict:
    """Per kind of search (the name's first part): how many, the median of each phase at
    each round (over the searches that had that round), and each phase's share of the sum."""
    out = {}
    for kind, mine in by_kind(runs).items():
        totals = {phase: sum(sum(p[phase]) for p in mine) for phase in ("evolution_s", "build_s", "run_s")}
        out[kind] = {"searches": len(mine), "median_by_round": {
            phase: [statistics.median(p[phase][r] for p in mine if len(p[phase]) > r)
                    for r in range(max(len(p[phase]) for p in mine))] for phase in totals},
            "share": {phase: round(total / sum(totals.values()), 3) for phase, total in totals.items()}}
    return out


def import_seconds() -> dict:
    out = {}
    for name, code in IMPORTS.items():
        t = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", code], capture_output=True)
        out[name] = round(time.perf_counter() - t, 2) if done.returncode == 0 else None
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, help="a workflow run's directory")
    parser.add_argument("--throughput-logs", type=Path, nargs="+", help="or: logs of bench/throughput.py")
    parser.add_argument("--job-logs", type=Path, nargs="+", help="or: workflow search jobs' logs")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--no-imports", action="store_true",
                        help="leave out import_s_fresh_process (it times this machine, so use it on another's logs)")
    args = parser.parse_args()
    how = phases_from_log.__doc__.split("\n", 1)[1].strip()
    if args.throughput_logs:
        report = {str(log): phases_from_log(log) for log in args.throughput_logs}
        write_json(args.out, {"phases_s": report, "how": how})
        print(json.dumps(report, indent=1))
        return
    if args.job_logs:
        runs = {job_search_name(log): phases_from_log(log, job_log=True).get("search") for log in args.job_logs}
        runs = {name: phases for name, phases in runs.items() if phases}
        summary = phase_summary(runs)
        write_json(args.out, {"how": how, "by_kind": summary, "phases_s": runs})
        print(json.dumps(summary, indent=1))
        return
    work = args.directory
    searches = {}
    for search in ("latency", "energy"):
        # results/tune/<search>/<task>/r<rep>/ (replicates) or, from older runs, .../<task>/
        for out_dir in sorted((work / "results" / "tune" / search).glob("*/r*")) or sorted(
                (work / "results" / "tune" / search).glob("*")):
            meta_file = out_dir / (BEST_FILE if search == "latency" else SEARCH_FILE)
            if not meta_file.is_file():
                continue
            replicate = out_dir.name if out_dir.name.startswith("r") and out_dir.name[1:].isdigit() else None
            task = out_dir.parent.name if replicate else out_dir.name
            log = work / "logs" / f"tune_{search}" / task
            log = log / f"{replicate}.log" if replicate else log.with_suffix(".log")
            summary = json.loads(meta_file.read_text())["search_summary"]
            searches[f"{search}/{task}" + (f"/{replicate}" if replicate else "")] = {
                "split_s": {k: summary.get(k) for k in SPLIT}, **profile_log(log)}
    report = ({} if args.no_imports else {"import_s_fresh_process": import_seconds()}) | {"searches": searches}
    write_json(args.out, report)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
