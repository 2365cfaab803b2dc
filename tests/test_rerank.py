"""The re-rank baseline's choices and published tables (the GPU measurement itself is the
energy worker's, tested with the energy searches; the workflow test runs it on llvm)."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd

from ecotune.core.results import DB_FILES, ENERGY, ENERGY_CANDIDATES, ROUNDS, SEARCH_FILE, read_table
from ecotune.search.rerank import _publish, energy_budget, fastest_distinct

CANDS = pd.DataFrame({
    "round": [0, 0, 0, 1, 1], "trial": [0, 1, 2, 3, 4],
    "trace_hash": ["a", "b", "a", "c", "d"],
    "latency_s": [math.nan, 2.0, 1.0, 3.0, 0.5],
    "error": ["build failed", np.nan, np.nan, np.nan, "run failed"],
})


def test_fastest_distinct_takes_successful_kernels_once_in_latency_order():
    assert fastest_distinct(CANDS, 2) == ["a", "b"]
    assert fastest_distinct(CANDS, 10) == ["a", "b", "c"]  # d failed; a once, by its successful trial
    assert fastest_distinct(CANDS, 0) == []


def test_energy_budget_is_the_energy_searchs_measurements(tmp_path):
    (tmp_path / "search.json").write_text(json.dumps({"search_summary": {"energy_measured": 7}}))
    assert energy_budget(tmp_path / "search.json") == 7


def test_published_tables_put_energy_on_the_trial_each_kernel_was_ranked_by(tmp_path):
    latency_dir, out = tmp_path / "latency", tmp_path / "rerank"
    latency_dir.mkdir()
    out.mkdir()
    for name in DB_FILES:
        (latency_dir / name).write_text("")
    (latency_dir / "best.json").write_text(json.dumps({"task": "t", "settings": {"trials": 5}}))
    energy = pd.DataFrame([[0, "a", 1.0, 0.3, 300.0, 10, 1.0, 1, 1, 0, math.nan, "", 1.0, 1, 1, "fake", False, 1,
                            1.0, "", "", 90.0, "one call per launch"],
                           [0, "b", 2.0, math.nan, math.nan, 0, math.nan, 1, 1, 0, math.nan, "timed out",
                            math.nan, 1, 1, "", "", 0, 60.0, "", "", math.nan, ""]], columns=ENERGY.names)
    summary = {"energy_measure_s": 61.0, "best_latency_s": 1.0}
    _publish(latency_dir, out, CANDS, energy, summary, {"search": "rerank"}, {"kind": "llvm"})
    cands = read_table(out / ENERGY_CANDIDATES.file, ENERGY_CANDIDATES)
    assert cands["energy_j"].notna().tolist() == [False, False, True, False, False]  # a's successful trial
    assert cands.loc[2, "energy_j"] == 0.3
    rounds = read_table(out / ROUNDS.file, ROUNDS)
    assert rounds.loc[0, "n_energy_measured"] == 2 and rounds.loc[0, "n_energy_failed"] == 1
    assert len(read_table(out / ENERGY.file, ENERGY)) == 2
    meta = json.loads((out / SEARCH_FILE).read_text())
    assert meta["search"] == "rerank" and meta["settings"] == {"trials": 5}
