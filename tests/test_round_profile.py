"""bench/round_profile.py --job-logs: a workflow search job's rounds split into evolution, build and run
from MetaSchedule's own log lines, and the per-kind summary."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"

JOB_LOG = """\
2026-12-02 11:02:56,000 ecotune INFO nvml_only search: 128 trials (0 recorded, 128 to go), 64 per round, seed 1
2026-12-02 11:02:58 [INFO] [task_scheduler.cc:208] Sending 64 sample(s) to builder
2026-12-02 11:03:28 [INFO] [task_scheduler.cc:218] Sending 64 valid sample(s) to runner
2026-12-02 11:03:40 [DEBUG] XGB stopped. Best iteration: [11]
2026-12-02 11:03:40,500 ecotune INFO round 0: 64/128 trials, k 1.00 -> 1.00, 44 s elapsed
2026-12-02 11:03:50 [INFO] [task_scheduler.cc:208] Sending 64 sample(s) to builder
2026-12-02 11:03:56 [INFO] [task_scheduler.cc:218] Sending 64 valid sample(s) to runner
2026-12-02 11:04:10 [DEBUG] XGB stopped. Best iteration: [12]
"""


def test_a_job_logs_rounds_split_into_phases_and_summed_per_kind(tmp_path):
    logs = []
    for rep in ("r0", "r1"):
        log = tmp_path / "logs" / "tune_nvml_only" / "mm" / f"{rep}.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        log.write_text(JOB_LOG)
        logs.append(str(log))
    out = tmp_path / "phases.json"
    run = subprocess.run([sys.executable, str(BENCH / "round_profile.py"), "--job-logs", *logs, "--out", str(out)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    report = json.loads(out.read_text())
    assert report["phases_s"]["tune_nvml_only/mm/r0"] == {"evolution_s": [2.0, 10.0], "build_s": [30.0, 6.0],
                                                       "run_s": [12.0, 14.0]}
    kind = report["by_kind"]["tune_nvml_only"]
    assert kind["searches"] == 2 and kind["median_by_round"]["build_s"] == [30.0, 6.0]
    assert kind["share"] == {"evolution_s": round(12 / 74, 3), "build_s": round(36 / 74, 3),
                             "run_s": round(26 / 74, 3)}
