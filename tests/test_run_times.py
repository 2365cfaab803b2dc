"""bench/run_times.py: job seconds and GPU-minutes per task from device run logs, a task cut off
on one machine and finished on the next adding its parts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def snakemake_console(task: str, date: str, jobs: list[tuple[str, str, str]], end: str | None) -> str:
    """What bench/device.sh's run log holds for one task: jobs are (rule, start, finish) clock times
    of one day; end None is a machine lost in the last job (no `Finished`, no exit line)."""
    lines = [f"[gpu any] {task}: start", "SNAKEMAKE", "=========", f"  Date: 2026-12-07 {date}", "Building DAG of jobs..."]
    for jobid, (rule, begun, finished) in enumerate(jobs, start=1):
        lines += ["", f"[Mon Dec  7 {begun} 2026]", f"localrule {rule}:", f"    jobid: {jobid}",
                  "    resources: tmpdir=/tmp, gpu=1", "Shell command: None"]
        if finished:
            lines += [f"[Mon Dec  7 {finished} 2026]", f"Finished jobid: {jobid} (Rule: {rule})", "1 of 2 steps done"]
    if end is not None:
        lines += [f"[Mon Dec  7 {end} 2026]", "Finished jobid: 0 (Rule: measurements)", f"[gpu any] {task}: snakemake exit 0"]
    return "\n".join(lines) + "\n"


def test_a_task_over_two_machines_adds_its_parts_and_a_cut_off_one_says_so(tmp_path):
    first = tmp_path / "run1.log"
    first.write_text(
        snakemake_console("mm_a", "09:00:00", [("tune_latency", "09:00:05", "09:02:05"),
                                               ("tune_energy", "09:02:05", "09:06:05")], end="09:06:05")
        + snakemake_console("conv_b", "09:06:10", [("extract_tasks", "09:06:12", "09:06:20"),
                                                   ("tune_latency", "09:06:20", None)], end=None))
    second = tmp_path / "run2.log"
    second.write_text(snakemake_console("conv_b", "10:00:00", [("tune_latency", "10:00:02", "10:01:02"),
                                                               ("remeasure", "10:01:02", "10:01:42")], end="10:01:42"))
    one = subprocess.run([sys.executable, str(BENCH / "run_times.py"), str(first)], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    # conv_b lost its machine in the latency search: its minutes stop at the last timestamp (09:06:20)
    assert one == ["mm_a: latency search 120, energy search 240; GPU-min 6.1",
                   "conv_b: extract 8; GPU-min 0.2 or more (cut off in: latency search); unfinished"]
    both = subprocess.run([sys.executable, str(BENCH / "run_times.py"), str(first), str(second)], capture_output=True,
                          text=True, check=True).stdout.splitlines()
    assert both == ["mm_a: latency search 120, energy search 240; GPU-min 6.1",
                    "conv_b: extract 8, latency search 60, remeasure 40; GPU-min 1.9 or more (cut off in: latency search)"]
