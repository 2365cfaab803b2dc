"""The workflow end to end on llvm: outputs, rerun semantics, config errors, lint."""

from __future__ import annotations

import copy
import json

import pandas as pd
import pytest
from pypdf import PdfReader

from conftest import TINY_CONFIG, planned_jobs, snakemake, write_config

TASKS = [op["name"] for op in TINY_CONFIG["operators"]]
REPLICATES = range(TINY_CONFIG["search"]["replicates"])
pytestmark = pytest.mark.slow


def test_every_output_exists_and_is_well_formed(finished_run):
    results = finished_run / "results"
    for task in TASKS:
        meta = json.loads((results / "tasks" / f"{task}.json").read_text())
        assert meta["name"] == task and meta["flops"] > 0
        assert "T.prim_func" in (results / "tasks" / f"{task}.tir.py").read_text()

        tune = results / "tune" / "latency" / task / "r0"
        candidates = pd.read_csv(tune / "candidates.csv")
        assert len(candidates) == TINY_CONFIG["search"]["trials"]
        assert set(candidates.columns) >= {"round", "trace_hash", "latency_s", "error"}
        assert candidates.latency_s.notna().sum() > 0
        best = json.loads((tune / "best.json").read_text())
        assert best["latency_s"] == pytest.approx(candidates.latency_s.min(), rel=0.5)
        assert best["environment"]["kind"] == "llvm" and best["grid"] >= 1 and best["block"] >= 1
        assert "define" in (tune / best["source_file"]).read_text()  # LLVM IR of the kernel
        records = (tune / "database_tuning_record.json").read_text().splitlines()
        assert len(records) == TINY_CONFIG["search"]["trials"]
        assert not (tune / "resume").exists()  # the search ran there, was published, then removed

        vendor = json.loads((results / "vendor" / f"{task}.json").read_text())
        assert vendor["available"] and vendor["library"] == "NumPy" and vendor["correct"]

        rows = pd.read_csv(results / "remeasure" / f"{task}.csv")
        assert sorted(rows.variant.unique()) == ["energy", "latency", "nvml_only", "rerank", "vendor"]
        # every method's kernel of every replicate, and the vendor library once, in each repeat
        assert len(rows) == (4 * len(REPLICATES) + 1) * TINY_CONFIG["measure"]["repeats"]
        per_variant = rows.groupby(["variant", "replicate"]).size()
        assert set(per_variant) == {TINY_CONFIG["measure"]["repeats"]}
        assert sorted(rows[rows.variant == "energy"].replicate.unique()) == list(REPLICATES)
        assert (rows.latency_s > 0).all() and (rows.energy_j > 0).all() and rows.estimated.all()
        # every TVM kernel is also timed cold (after a cache flush); NumPy's vendor call cannot be
        assert (rows[rows.variant != "vendor"].cold_latency_s > 0).all()
        assert rows[rows.variant == "vendor"].cold_latency_s.isna().all()
        summary = pd.read_csv(results / "remeasure" / f"{task}.summary.csv")
        vendor_row = summary[summary.variant == "vendor"].iloc[0]
        assert vendor_row.latency_s_lo <= vendor_row.latency_s <= vendor_row.latency_s_hi
        meta = json.loads((results / "remeasure" / f"{task}.json").read_text())
        assert all(v["ok"] for v in meta["correctness"].values())
        # measure.cuda_graph (default off): every tuned variant, copies too, ran one call per launch
        assert set(meta["tuned_launch"]) == {f"{m}@r{rep}" for m in ("latency", "energy", "nvml_only", "rerank")
                                             for rep in REPLICATES}
        assert set(meta["tuned_launch"].values()) == {"one call per launch"}

    text = "\n".join(page.extract_text() for page in PdfReader(results / "report" / "report.pdf").pages)
    for task in TASKS:
        assert task in text
    assert "estimated" in text.lower()
    assert list((results / "report" / "figures").glob("*.png"))


def test_replicates_run_with_their_own_seeds_and_rerank_spends_the_energy_budget(finished_run):
    results = finished_run / "results"
    for task in TASKS:
        for rep in REPLICATES:
            for search in ("latency", "energy", "nvml_only"):
                best = json.loads((results / "tune" / search / task / f"r{rep}" / "best.json").read_text())
                assert best["settings"]["seed"] == TINY_CONFIG["search"]["seed"] + rep
            rerank = results / "tune" / "rerank" / task / f"r{rep}"
            energy_search = json.loads((results / "tune" / "energy" / task / f"r{rep}" / "search.json").read_text())
            energy = pd.read_csv(rerank / "energy.csv")
            latency = pd.read_csv(results / "tune" / "latency" / task / f"r{rep}" / "candidates.csv")
            # N = the energy search's measurements, of the latency search's fastest distinct kernels
            assert len(energy) == min(energy_search["search_summary"]["energy_measured"],
                                      latency.dropna(subset=["latency_s"]).trace_hash.nunique())
            fastest = latency[latency.error.isna()].sort_values("latency_s").drop_duplicates("trace_hash")
            assert list(energy.trace_hash) == list(fastest.trace_hash[:len(energy)])
            pick = json.loads((rerank / "best.json").read_text())
            assert pick["trace_hash"] in set(energy.trace_hash) and pick["search"] == "rerank"
            # energy_search.cuda_graph (default off) reaches both, and each row says how it ran
            rerank_search = json.loads((rerank / "search.json").read_text())
            assert energy_search["energy_search"]["cuda_graph"] is rerank_search["energy_search"]["cuda_graph"] is False
            assert set(energy.launch) == {"one call per launch"}
        first = json.loads((results / "tune" / "latency" / task / "r0" / "best.json").read_text())
        second = json.loads((results / "tune" / "latency" / task / "r1" / "best.json").read_text())
        assert first["settings"]["seed"] != second["settings"]["seed"]
    overall = json.loads((results / "report" / "tables" / "overall.json").read_text())
    assert overall["replicates"] == len(REPLICATES) and overall["tasks"] == sorted(TASKS)
    # the findings' per-task sentences are replicate 0's (as Table 1): they say so before their figures,
    # after page 1's verdicts over all replicates, which lead
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(results / "report" / "report.pdf").pages]
    text = " ".join(pages)
    assert "Answers" in pages[0] and "Energy-aware vs latency-only search" in pages[0]
    assert f"In replicate 0 (the first of {len(REPLICATES)} searches per method, as in Table 1;" in text
    assert text.index("This report compares") < text.index("Answers") < text.index("In replicate 0")
    assert "Claim (a)" in text
    assert "Search cost (replicate 0):" in text
    for name in ("energy_vs_latency", "energy_vs_rerank", "energy_vs_nvml_only", "rerank_vs_latency"):
        c = overall[name]
        assert c["energy_ci_lo"] <= c["energy_change"] <= c["energy_ci_hi"]
        assert c["latency_ci_lo"] <= c["latency_change"] <= c["latency_ci_hi"]
        assert c["cold_latency_ci_lo"] <= c["cold_latency_change"] <= c["cold_latency_ci_hi"]
        assert set(c["per_task"]) == set(TASKS)
    for name in ("measurements_ratio_vs_nvml_only", "wall_time_ratio_vs_nvml_only"):
        assert overall[name]["ci_lo"] <= overall[name]["ratio"] <= overall[name]["ci_hi"]
    pareto = pd.read_csv(results / "report" / "tables" / "pareto.csv")
    assert set(pareto.task) == set(TASKS) and set(pareto[pareto.kind == "pick"].slack) == {0, .02, .05, .1, .2}
    picks = pareto[pareto.kind == "pick"]
    assert picks.remeasured_energy_j.gt(0).all()  # every slack's pick was re-measured (the pareto rule)
    assert (picks.remeasured_energy_j_lo <= picks.remeasured_energy_j).all()


def test_the_slack_picks_are_rebuilt_from_their_searches_and_remeasured_interleaved(finished_run):
    for task in TASKS:
        meta = json.loads((finished_run / "results" / "pareto" / f"{task}.json").read_text())
        picks = pd.DataFrame(meta["picks"])
        assert list(picks.slack) == [0, .02, .05, .1, .2]
        assert set(picks.method) <= {"energy", "nvml_only", "rerank"} and set(picks.replicate) <= {0, 1}
        # one variant per distinct kernel, named by the first slack that picked it
        assert picks.groupby("trace_hash").variant.nunique().eq(1).all()
        assert picks.variant.nunique() == picks.trace_hash.nunique() and picks.variant.iloc[0] == "slack0"
        rows = pd.read_csv(finished_run / "results" / "pareto" / f"{task}.csv")
        assert set(rows.variant) == set(picks.variant)
        assert len(rows) == picks.variant.nunique() * TINY_CONFIG["measure"]["repeats"]
        assert all(check["ok"] for check in meta["correctness"].values())
        assert rows.estimated.all()  # the cputime meter: labelled as an estimate
        assert meta["tuned_launch"] == {v: "one call per launch" for v in set(picks.variant)}


def test_energy_searches_record_their_rounds_and_pick(finished_run):
    for task in TASKS:
        for search in ("energy", "nvml_only"):
            out = finished_run / "results" / "tune" / search / task / "r0"
            assert not (out / "resume").exists()  # the search's scratch copy is published, then removed
            search = json.loads((out / "search.json").read_text())  # the search's record, for the pick
            assert search["environment"]["kind"] == "llvm" and "latency_slack" not in search["energy_search"]
            rounds = pd.read_csv(out / "rounds.csv")
            assert len((out / "pick" / "database_tuning_record.json").read_text().splitlines()) == 1
            candidates = pd.read_csv(out / "candidates.csv")
            assert len(candidates) == TINY_CONFIG["search"]["trials"]
            energy = pd.read_csv(out / "energy.csv")
            assert 0 < len(energy) <= len(candidates)
            log = pd.read_csv(out / "search_log.csv")
            assert set(log.columns) >= {"round", "k", "M", "model_mape", "n_energy_measured", "best_energy_j"}
            assert list(log["round"]) == list(rounds["round"])  # the search's rounds, with the pick's energies
            best = json.loads((out / "best.json").read_text())
            assert best["energy_search"]["latency_slack"] == 0.02  # the schema's default
            assert log.best_energy_j.iloc[-1] == pytest.approx(best["energy_j"])
            measured = energy.dropna(subset=["energy_j"])
            assert best["energy_j"] == pytest.approx(measured.energy_j[measured.trace_hash == best["trace_hash"]].min())
            if search == "nvml_only":
                assert (log.k == 1.0).all()
        assert (finished_run / "results" / "tune" / "energy" / task / "r0" / "energy_model.npz").exists()


def test_unchanged_config_reruns_nothing(finished_run):
    proc = snakemake(finished_run, "-n")
    assert "Nothing to be done" in proc.stdout + proc.stderr


def test_changing_one_trial_budget_reruns_only_that_task(finished_run, tmp_path):
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][0]["trials"] = 2 * TINY_CONFIG["search"]["trials"]
    write_config(finished_run, config)
    try:
        jobs = planned_jobs(snakemake(finished_run, "-n"))
    finally:
        write_config(finished_run, TINY_CONFIG)
    r = len(REPLICATES)
    assert jobs == {"tune_latency": r, "tune_energy": r, "tune_nvml_only": r, "rerank": r, "pick": 3 * r,
                    "remeasure": 1, "pareto": 1, "report": 1, "all": 1}


def test_flipping_one_search_flag_reruns_the_searches(finished_run):
    """Snakemake keeps a job's params as a set of values without names: a flag flipped while
    other params still hold both True and False looked unchanged until the rules' `named` param."""
    config = copy.deepcopy(TINY_CONFIG)
    config["search"]["overlap_evolution"] = not config["search"].get("overlap_evolution", True)  # the schema's default
    write_config(finished_run, config)
    try:
        jobs = planned_jobs(snakemake(finished_run, "-n"))
    finally:
        write_config(finished_run, TINY_CONFIG)
    searches = len(REPLICATES) * len(TASKS)
    assert {rule: jobs.get(rule) for rule in ("tune_latency", "tune_energy", "tune_nvml_only", "rerank")} == {
        "tune_latency": searches, "tune_energy": searches, "tune_nvml_only": searches, "rerank": searches}
    assert "extract_tasks" not in jobs and "vendor" not in jobs  # they do not take the search's settings


def test_changing_latency_slack_reruns_only_the_picks(finished_run):
    """latency_slack only changes the final pick, not the searches: no tune job reruns."""
    config = copy.deepcopy(TINY_CONFIG)
    config["energy_search"]["latency_slack"] = 0.1  # within search_slack (1.25), as config checks
    write_config(finished_run, config)
    try:
        jobs = planned_jobs(snakemake(finished_run, "-n"))
    finally:
        write_config(finished_run, TINY_CONFIG)
    assert jobs == {"pick": 3 * len(REPLICATES) * len(TASKS), "remeasure": len(TASKS), "report": 1, "all": 1}


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda c: c["operators"].append("mm_no_such_operator"), "operators[2]"),
        (lambda c: c["search"].update(trials=-4), "trials"),
        (lambda c: c["operators"][0].update(dtype="float64"), "dtype"),
        (lambda c: c.update(target="tpu"), "target"),
    ],
    ids=["unknown-operator", "negative-trials", "unknown-dtype", "unknown-target"],
)
def test_bad_config_fails_before_any_work(tmp_path, change, field):
    config = copy.deepcopy(TINY_CONFIG)
    change(config)
    write_config(tmp_path, config)
    proc = snakemake(tmp_path, check=False)
    assert proc.returncode != 0
    assert field in proc.stdout + proc.stderr
    assert not (tmp_path / "results").exists()


def test_lint_is_clean(tmp_path):
    write_config(tmp_path, TINY_CONFIG)
    proc = snakemake(tmp_path, "--lint", check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
