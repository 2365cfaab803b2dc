"""Cut-off and contradictory results files: one clear error naming the file, never a
traceback without one, a silently wrong count, or two tables that disagree."""

from __future__ import annotations

import builtins
import io
import json
import os
import re
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from conftest import H200_PICK_MEMBER, TINY_CONFIG, snakemake, write_config
from ecotune.core.errors import CorruptResult
from ecotune.measurement.evaluate import summarize
from ecotune.report import build_report, load_results
from ecotune.analysis.stats import paired_changes
from report_fixtures import FULL_TASK, write_full_task



@pytest.fixture
def h200_pick(h200_search_work: Path) -> Path:
    """A real database: the energy search's pick for one task of the committed H200 run."""
    return h200_search_work.parent / H200_PICK_MEMBER


# ------------------------------------------------------------------ 1: tuning databases
def _latency_database(tmp_path: Path, pick: Path, records: int = 1) -> Path:
    """results/tune/latency/<task>/ holding `records` copies of a real record (of `pick`)."""
    folder = tmp_path / "results" / "tune" / "latency" / "mm_task"
    folder.mkdir(parents=True)
    shutil.copy(pick / "database_workload.json", folder)
    record = (pick / "database_tuning_record.json").read_text()
    (folder / "database_tuning_record.json").write_text(record * records)
    return folder


def test_cut_tuning_record_names_file_line_and_fix(tmp_path: Path, h200_pick: Path) -> None:
    from ecotune.ops.tuning_db import open_database
    folder = _latency_database(tmp_path, h200_pick, records=3)
    path = folder / "database_tuning_record.json"
    text = path.read_text()
    path.write_text(text[: len(text) * 5 // 6])  # cut inside the third line
    before = path.read_bytes()
    with pytest.raises(CorruptResult) as info:
        open_database(folder)
    message = str(info.value)
    assert f"{path}, line 3: the JSON record stops after" in message, message
    assert f"Delete {folder} and run snakemake again" in message
    assert "snakemake --forcerun tune_latency" in message
    assert path.read_bytes() == before  # nothing is deleted or rewritten


def test_cut_pick_database_names_the_energy_search(tmp_path: Path, h200_pick: Path) -> None:
    from ecotune.ops.tuning_db import check_database_files
    search_dir = tmp_path / "results" / "tune" / "energy" / "mm_task"
    shutil.copytree(h200_pick, search_dir / "pick")
    record = search_dir / "pick" / "database_tuning_record.json"
    record.write_bytes(record.read_bytes()[:-300])
    with pytest.raises(CorruptResult, match=rf"pick/database_tuning_record\.json, line 1: .* Delete "
                                            rf"{re.escape(str(search_dir))} and .*--forcerun tune_energy"):
        check_database_files(search_dir / "pick")


@pytest.mark.slow  # opening a database imports MetaSchedule's tensor intrinsics (~30 s on 2 cores)
def test_intact_database_still_opens(tmp_path: Path, h200_pick: Path) -> None:
    from ecotune.ops.tuning_db import open_database
    database = open_database(_latency_database(tmp_path, h200_pick, records=2))
    assert len(database.get_all_tuning_records()) == 2


@pytest.mark.parametrize("damage,expected", [
    # TVM segfaults on an empty line; the check must catch it first.
    (lambda rec, wl: (rec + "\n", wl), r"database_tuning_record\.json, line 2: empty line"),
    (lambda rec, wl: (rec.replace("[0,", "[3,", 1), wl), r"line 1: names workload 3, but .* holds 1 workload"),
    (lambda rec, wl: (rec, wl[:-1]), r"database_workload\.json, line 1: the file ends inside this line"),
    (lambda rec, wl: (rec, wl[: len(wl) // 2]), r"database_workload\.json, line 1: the JSON record stops"),
    (lambda rec, wl: (rec, ""), r"database_workload\.json, line 1: the file is empty"),
    (lambda rec, wl: ('{"x": 1}\n', wl), r"line 1: expected a record \[workload index"),
], ids=["empty-line", "dangling-workload", "no-final-newline", "cut-workload", "empty-file", "not-a-record"])
def test_database_check_names_each_fault(tmp_path: Path, h200_pick: Path, damage, expected: str) -> None:
    from ecotune.ops.tuning_db import check_database_files
    folder = _latency_database(tmp_path, h200_pick)
    rec_path, wl_path = folder / "database_tuning_record.json", folder / "database_workload.json"
    rec, wl = damage(rec_path.read_text(), wl_path.read_text())
    rec_path.write_text(rec)
    wl_path.write_text(wl)
    with pytest.raises(CorruptResult, match=expected):
        check_database_files(folder)


# ------------------------------------------------------------------ 2: what the report reads
def _files_opened(call) -> set[Path]:
    """Every file `call` opens for reading (pandas and pathlib both go through io.open)."""
    seen: set[Path] = set()
    real_open = io.open

    def spy(file, *args, **kwargs):
        if isinstance(file, (str, os.PathLike)):
            seen.add(Path(file).resolve())
        return real_open(file, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(io, "open", spy)
        patch.setattr(builtins, "open", spy)
        call()
    return seen


def _declared_report_inputs(workdir: Path) -> set[Path]:
    proc = snakemake(workdir, "--dry-run", "--forcerun", "report", "report")
    match = re.search(r"rule report:\n\s+input: (.*)\n", proc.stdout)
    assert match, proc.stdout[-3000:]
    return {(workdir / name.strip()).resolve() for name in match.group(1).split(",")}


def test_report_rule_declares_every_file_the_report_reads(tmp_path: Path) -> None:
    write_config(tmp_path, TINY_CONFIG)  # llvm: the kernels are best_kernel.ll
    task = TINY_CONFIG["operators"][0]["name"]
    results = tmp_path / "results"
    write_full_task(results, task=task, source_file="best_kernel.ll")
    (results / "tune" / "latency" / task / "r0" / "search_log.csv").unlink()  # tune_latency writes none
    (results / "tasks").mkdir()
    (results / "tasks" / f"{task}.json").write_text("{}")  # extract_tasks' checkpoint output
    opened = _files_opened(lambda: load_results(results, [task]))
    read = {path for path in opened if path.is_relative_to(results.resolve())}  # not libraries' own
    assert len(read) == 15, sorted(read)  # 3 remeasure files, 12 of the three searches
    undeclared = read - _declared_report_inputs(tmp_path)
    assert not undeclared, f"read by the report but not inputs of the report rule: {sorted(undeclared)}"


def _cut_candidates(folder: Path, how: str) -> None:
    path = folder / "candidates.csv"
    text = path.read_text()
    if how == "lines":  # a cut on a line boundary: fewer rows, all well-formed
        path.write_text("".join(text.splitlines(keepends=True)[:-10]))
    elif how == "mid-line":
        path.write_text(text[: len(text) - 40])
    else:  # a lost failure: the failed row's error text is gone
        frame = pd.read_csv(path, dtype={"error": str})
        frame["error"] = ""
        frame.to_csv(path, index=False)


@pytest.mark.parametrize("how,expected", [
    ("lines", r"candidates\.csv has 70 candidate rows \(1 failed\), but the search_summary in "
              r".*best\.json counts 80 trials and 1 failed: candidates\.csv is cut off"),
    ("mid-line", r"candidates\.csv, line 81: the file ends inside this line"),
    ("lost-failure", r"has 80 candidate rows \(0 failed\), but .* counts 80 trials and 1 failed"),
])
def test_cut_candidates_are_refused_with_both_counts(tmp_path: Path, how: str, expected: str) -> None:
    write_full_task(tmp_path)
    folder = tmp_path / "tune" / "energy" / FULL_TASK / "r0"
    _cut_candidates(folder, how)
    with pytest.raises(CorruptResult, match=expected) as info:
        load_results(tmp_path, [FULL_TASK])
    assert f"Delete {folder} and run snakemake again" in str(info.value)


# ------------------------------------------------------------------ 3: one source per comparison
def _scale_variant(root: Path, variant: str, **factors: float) -> pd.DataFrame:
    path = root / "remeasure" / f"{FULL_TASK}.csv"
    rows = pd.read_csv(path)
    for col, factor in factors.items():
        rows.loc[rows.variant == variant, col] *= factor
    rows.to_csv(path, index=False)
    return rows


def test_x10_energy_of_one_variant_is_refused_naming_the_row(tmp_path: Path) -> None:
    write_full_task(tmp_path / "res")
    _scale_variant(tmp_path / "res", "energy", energy_j=10)
    rows_path = tmp_path / "res" / "remeasure" / f"{FULL_TASK}.csv"
    before = rows_path.read_bytes()
    with pytest.raises(CorruptResult, match=rf"{re.escape(str(rows_path))}: variant energy, repeat \d+: "
                                            r"energy_j = .* but power_w x window_s / launches"):
        build_report(tmp_path / "res", [FULL_TASK], tmp_path / "out")
    assert rows_path.read_bytes() == before and not (tmp_path / "out" / "report.pdf").exists()


def test_rows_that_disagree_with_the_summary_csv_are_refused(tmp_path: Path) -> None:
    # x10 energy over a x10 window: each row is self-consistent, but the summary CSV (written
    # before the change) says -x % where the rows say +y %; Table 1 and the ablation disagreed.
    write_full_task(tmp_path / "res")
    _scale_variant(tmp_path / "res", "energy", energy_j=10, window_s=10)
    summary = tmp_path / "res" / "remeasure" / f"{FULL_TASK}.summary.csv"
    with pytest.raises(CorruptResult, match=rf"{re.escape(str(summary))}: variant energy, energy_j = .*, but "
                                            r"the rows in .* give .*one of them was changed afterwards"):
        build_report(tmp_path / "res", [FULL_TASK], tmp_path / "out")


def test_summary_and_ablation_tables_come_from_the_same_rows(tmp_path: Path) -> None:
    # The same x10, but with the summary CSV re-made from the rows: the report renders, and
    # both tables show the 10x, each computed from the rows with remeasure's bootstrap seed.
    root = tmp_path / "res"
    write_full_task(root)
    rows = _scale_variant(root, "energy", energy_j=10, window_s=10)
    seed = json.loads((root / "remeasure" / f"{FULL_TASK}.json").read_text())["protocol"]["seed"]
    summarize(rows.to_dict("records"), seed=seed).to_csv(root / "remeasure" / f"{FULL_TASK}.summary.csv",
                                                         index=False)
    tables = build_report(root, [FULL_TASK], tmp_path / "out").parent / "tables"
    table1 = pd.read_csv(tables / "summary.csv").set_index("variant").loc["energy"]
    table2 = pd.read_csv(tables / "ablation.csv").iloc[0]
    vs_latency = paired_changes(rows, "latency", "energy", seed=seed)
    vs_ablation = paired_changes(rows, "nvml_only", "energy", seed=seed)
    for suffix in ("", "_lo", "_hi"):
        assert table1[f"energy_change_pct{suffix}"] == pytest.approx(100 * vs_latency[f"energy_change{suffix}"],
                                                                     rel=1e-5)
        assert table2[f"energy_change_pct{suffix}"] == pytest.approx(100 * vs_ablation[f"energy_change{suffix}"],
                                                                     rel=1e-5)
    assert table1["energy_change_pct"] > 500 and table2["energy_change_pct"] > 500
    assert np.isfinite(table2["energy_change_pct_lo"])
