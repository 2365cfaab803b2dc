"""bench/remainder_rounds.py: the last round a search added for a few missing trials, found in its log."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def log(path: Path, ends: list[tuple[int, float]], resumed: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = ["2026-12-02 11:00:00,000 ecotune INFO resuming results/tune/x/resume: 1 complete rounds"] if resumed else []
    lines += [f"2026-12-02 11:0{i}:00,000 ecotune INFO round {i}: {t}/256 trials, k 1.00 -> 1.00, energy measured 4 "
              f"(0 failed) in 3.1 s, model MAPE nan, best 1.0 us, {s} s elapsed" for i, (t, s) in enumerate(ends)]
    path.write_text("\n".join(lines) + "\n")


def test_a_short_last_round_is_a_remainder_and_a_resumed_search_is_left_out(tmp_path):
    work = tmp_path / "mm"
    log(work / "logs" / "tune_energy" / "mm" / "r0.log", [(64, 20.0), (126, 52.0), (190, 91.0), (254, 128.0), (256, 145.0)])
    log(work / "logs" / "tune_energy" / "mm" / "r1.log", [(64, 20.0), (128, 50.0), (192, 80.0), (256, 110.0)])
    log(work / "logs" / "tune_nvml_only" / "mm" / "r0.log", [(126, 80.0), (190, 100.0), (256, 120.0)], resumed=True)
    out = tmp_path / "remainder.json"
    run = subprocess.run([sys.executable, str(BENCH / "remainder_rounds.py"), "--directory", str(work), "--out", str(out)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    report = json.loads(out.read_text())
    assert report["per_search"]["tune_energy/mm/r0"]["remainder_s"] == 17.0
    assert report["per_search"]["tune_energy/mm/r1"]["remainder_s"] is None  # four full rounds
    assert "tune_nvml_only/mm/r0" not in report["per_search"]  # its first round is not in this log
    assert report["summary"]["tune_energy"] == {
        "searches": 2, "with_remainder_round": 1, "remainder_s_min": 17.0, "remainder_s_median": 17.0,
        "remainder_s_max": 17.0, "remainder_s_sum": 17.0, "share_of_their_wall_time": round(17 / 145, 4)}
