"""Checks that the results files the report reads are complete and agree with each other.

A file cut off by a killed run or a full disk, or edited by hand, still parses: pandas
reads the rows that are there and the report would print wrong counts or two tables that
contradict each other. These checks refuse such files with one CorruptResult that names
the file, what is wrong, and how to re-create it; they never delete anything.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ecotune.core.errors import CorruptResult, rerun_advice
from ecotune.core.results import BASELINE_VARIANT

# Point values of remeasure's summary CSV that the rows CSV determines exactly (medians
# and paired medians; the bootstrap CIs depend on the resampling, so they are not compared).
SUMMARY_POINT_COLUMNS = ("n", "latency_s", "energy_j", "power_w", "latency_change", "energy_change")
# Both files are written with full float precision; this only absorbs a reformatting.
SUMMARY_RTOL = 1e-6
# energy_j x launches and power_w x window_s come from one meter reading; the CSV's
# full-precision floats agree to ~1e-15, a changed column by far more.
ENERGY_RTOL = 1e-4


def check_complete(path: Path) -> None:
    """Every CSV the workflow writes ends with a newline; one that does not was cut off
    inside its last line, which pandas would read as a row with empty cells."""
    data = Path(path).read_bytes()
    if data and not data.endswith(b"\n"):
        last_line = data.count(b"\n") + 1
        raise CorruptResult(f"{path}, line {last_line}: the file ends inside this line (no "
                            f"final newline), so it was cut off while being written. {rerun_advice(path)}")


def check_candidate_counts(candidates_path: Path, candidates: pd.DataFrame, best_path: Path,
                           best: dict[str, Any]) -> None:
    """candidates.csv holds one row per trial: its row and failure counts must be what the
    search reported in best.json's search_summary (results without a summary are not checked)."""
    summary = best.get("search_summary") or {}
    found = {"trials": len(candidates), "failed": int(candidates["error"].notna().sum())}
    expected = {key: summary[key] for key in found if _is_count(summary.get(key))}
    if all(int(expected[key]) == found[key] for key in expected):
        return
    said = " and ".join(f"{int(value)} {'trials' if key == 'trials' else 'failed'}"
                        for key, value in expected.items())
    raise CorruptResult(
        f"{candidates_path} has {found['trials']} candidate rows ({found['failed']} failed), but the "
        f"search_summary in {best_path} counts {said}: candidates.csv is cut off or from another "
        f"run, so the report's counts would be wrong. {rerun_advice(candidates_path)}")


def _is_count(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and np.isfinite(value)


def check_energy_identity(rows_path: Path, rows: pd.DataFrame) -> None:
    """Each row's energy per launch is the window's energy over its launches, and its power
    that energy over the window, so energy_j x launches = power_w x window_s for every meter.
    A row that breaks this was changed after measuring (one column scaled, say)."""
    cols = ["energy_j", "launches", "power_w", "window_s"]
    values = rows[cols].to_numpy(float)
    known = np.isfinite(values).all(axis=1) & (values[:, 1] > 0)
    per_launch = values[:, 2] * values[:, 3] / np.where(known, values[:, 1], 1.0)
    bad = known & ~np.isclose(values[:, 0], per_launch, rtol=ENERGY_RTOL, atol=0.0)
    if bad.any():
        r = rows[bad].iloc[0]
        raise CorruptResult(
            f"{rows_path}: variant {r['variant']}, repeat {int(r['repeat'])}: energy_j = {r['energy_j']:.6g} J, "
            f"but power_w x window_s / launches = {r['power_w']:.6g} W x {r['window_s']:.6g} s / "
            f"{int(r['launches'])} = {per_launch[bad][0]:.6g} J; the meter writes both from one reading, "
            f"so this row was changed afterwards. Restore the file, or re-measure: {rerun_advice(rows_path)}")


def summary_from_rows(rows: pd.DataFrame) -> pd.DataFrame:
    """Per variant, the summary's point values computed from the rows: n, medians, and the
    median paired change against the latency-tuned kernel (as evaluate.summarize does)."""
    base = rows[rows["variant"] == BASELINE_VARIANT]
    out = []
    for variant, group in rows.groupby("variant", sort=True):
        rec: dict[str, Any] = {"variant": variant, "n": float(len(group))}
        for col in ("latency_s", "energy_j", "power_w"):
            rec[col] = float(np.median(group[col].to_numpy(float)))
        paired = base.merge(group, on="repeat", suffixes=("_base", "_var"))
        for col, key in (("latency_s", "latency_change"), ("energy_j", "energy_change")):
            ratio = paired[f"{col}_var"].to_numpy(float) / paired[f"{col}_base"].to_numpy(float) - 1
            rec[key] = float(np.median(ratio)) if variant != BASELINE_VARIANT and len(ratio) else np.nan
        out.append(rec)
    return pd.DataFrame(out).set_index("variant")


def check_summary_matches_rows(summary_path: Path, summary: pd.DataFrame, rows_path: Path,
                               rows: pd.DataFrame) -> None:
    """Table 1, the figures and the text show the summary CSV; the ablation table is paired
    from the rows. Both must say the same, or the report contradicts itself (a x10 energy
    in the rows once read -22 % in Table 1 and +765 % in the ablation table)."""
    from_rows = summary_from_rows(rows)
    in_csv = summary.set_index("variant")
    if set(in_csv.index) != set(from_rows.index):
        raise CorruptResult(
            f"{summary_path} lists variants {sorted(in_csv.index)} but {rows_path} has rows for "
            f"{sorted(from_rows.index)}. {_mismatch_advice(summary_path)}")
    for variant in from_rows.index:
        for col in SUMMARY_POINT_COLUMNS:
            csv_value, row_value = float(in_csv.at[variant, col]), float(from_rows.at[variant, col])
            if not np.isclose(csv_value, row_value, rtol=SUMMARY_RTOL, atol=0.0, equal_nan=True):
                raise CorruptResult(
                    f"{summary_path}: variant {variant}, {col} = {csv_value:.6g}, but the rows in "
                    f"{rows_path} give {row_value:.6g}. {_mismatch_advice(summary_path)}")


def _mismatch_advice(summary_path: Path) -> str:
    return ("The remeasure rule writes both files from the same rows, so one of them was changed "
            "afterwards and the report cannot tell which is right. Restore the changed file, or "
            f"re-measure: {rerun_advice(summary_path)}")
