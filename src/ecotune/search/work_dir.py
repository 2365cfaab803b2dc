"""A search's work directory: resume the complete rounds a killed search recorded there,
append rows so that a kill cuts at most a line, and publish the files of a finished search.

Every search (latency, energy, NVML-only) runs in a work directory that holds its tables,
MetaSchedule's JSONDatabase and the settings it started with. `open_search_dir` resumes the
complete rounds found there (a round is complete once its row is in the round table,
which is written last), or starts afresh; MetaSchedule's tune_tir, given that work_dir,
then continues from the records in its database. The workflow runs searches in
{out}/resume/ (results.RESUME_DIR), which Snakemake does not know about, so the removal of
a failed job's declared outputs does not delete the rounds it completed; `publish` copies
a finished search's files to {out}/ and `retire` removes the work directory.
"""

from __future__ import annotations

import csv
import json
import logging
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from ..core.outputs import write_csv
from ..core.results import DB_FILES, RECORD_FILE, RESUME_DIR, SETTINGS_FILE, WORKLOAD_FILE, Table


# --------------------------------------------------------------------------- resume
@dataclass(frozen=True)
class Resumed:
    rounds: int  # complete rounds found in the work directory (0: started afresh)
    trials: int  # their candidates: the part of the budget already spent


def search_work_dir(out_dir: Path) -> Path:
    """Where the search whose results go to out_dir runs (and resumes)."""
    return Path(out_dir) / RESUME_DIR


def open_search_dir(work_dir: Path, tables: dict[Path, Table], *, rounds: Path, candidates: Path,
                    fingerprint: dict, log: logging.Logger, scratch: Iterable[Path] = ()) -> Resumed:
    """Resume the complete rounds of a search started in work_dir with the same fingerprint,
    or start afresh: header-only tables, no database, no scratch files (e.g. a saved model).

    tables: every CSV table of the search (path -> its schema), `rounds` (the round table,
    one row per complete round, written last) and `candidates` (one row per candidate, in
    the order MetaSchedule commits them to the database) among them.
    """
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    resumed = _resume(work_dir, list(tables), rounds, candidates, fingerprint)
    if resumed is not None:
        log.info("resuming %s: %d complete rounds, %d trials recorded", work_dir, resumed.rounds, resumed.trials)
        return resumed
    _start_afresh(work_dir, tables, fingerprint, log, list(scratch))
    return Resumed(0, 0)


def _resume(work_dir: Path, tables: list[Path], rounds: Path, candidates: Path, fingerprint: dict) -> Resumed | None:
    settings, records = work_dir / SETTINGS_FILE, work_dir / RECORD_FILE
    if not all(p.is_file() for p in [*tables, settings, records, work_dir / WORKLOAD_FILE]):
        return None
    if json.loads(settings.read_text()) != json.loads(json.dumps(fingerprint)):
        return None
    n_rounds = _keep_rows(rounds, None)
    if n_rounds == 0:
        return None
    kept = {path: _keep_rows(path, n_rounds) for path in tables if path != rounds}
    # AddToDatabase commits one record per candidate, in order: keep those of complete rounds.
    lines = records.read_text().splitlines(keepends=True)
    if len(lines) < kept[candidates] or not all(line.endswith("\n") for line in lines[:kept[candidates]]):
        return None
    records.write_text("".join(lines[:kept[candidates]]))
    return Resumed(n_rounds, kept[candidates])


def _keep_rows(path: Path, n_rounds: int | None) -> int:
    """Drop rows of rounds >= n_rounds (a round cut short) and a last line cut off by a kill
    (no final newline); returns the rows kept."""
    lines = path.read_text().splitlines(keepends=True)
    body = [line for line in lines[1:] if line.endswith("\n")]
    if n_rounds is not None:
        body = [line for line in body if int(next(csv.reader([line]))[0]) < n_rounds]
    if len(body) != len(lines) - 1:
        path.write_text("".join(lines[:1] + body))
    return len(body)


def _start_afresh(work_dir: Path, tables: dict[Path, Table], fingerprint: dict, log: logging.Logger,
                  scratch: list[Path]) -> None:
    stale = [p for p in [*tables, *(work_dir / f for f in (*DB_FILES, SETTINGS_FILE)), *scratch] if p.exists()]
    if stale:
        log.warning("%s holds a search with other settings (or one without a complete round): starting afresh",
                    work_dir)
    for path in stale:
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    for path, table in tables.items():
        with path.open("w", newline="") as handle:
            csv.writer(handle).writerow(table.names)
    (work_dir / SETTINGS_FILE).write_text(json.dumps(fingerprint, indent=2, sort_keys=True) + "\n")


def publish(work_dir: Path, out_dir: Path, names: Iterable[str], folders: Iterable[str] = ("logs",)) -> None:
    """Copy a finished search's files (and folders, e.g. MetaSchedule's logs) to out_dir."""
    work_dir, out_dir = Path(work_dir), Path(out_dir)
    for name in names:
        shutil.copy2(work_dir / name, out_dir / name)
    for folder in folders:
        shutil.rmtree(out_dir / folder, ignore_errors=True)
        if (work_dir / folder).is_dir():
            shutil.copytree(work_dir / folder, out_dir / folder)


def retire(work_dir: Path) -> None:
    """Remove a published search's work directory (its resume point is no longer needed)."""
    shutil.rmtree(work_dir)


def append_rows(path: Path, rows: list[list]) -> None:
    """Append rows in one write, so a kill cuts at most the last line (dropped on resume)."""
    with path.open("a", newline="") as handle:
        csv.writer(handle).writerows(rows)


def exact(value) -> str:
    """A cell as the energy searches write it: floats exactly ("0.6" for 0.6, "nan"), the rest as text."""
    return repr(float(value)) if isinstance(value, (float, np.floating)) else str(value)


def write_table(path: Path, frame: pd.DataFrame) -> None:
    """A whole table, atomically, with its floats as the appended rows have them (exact)."""
    write_csv(path, frame, float_format=exact, na_rep="nan")
