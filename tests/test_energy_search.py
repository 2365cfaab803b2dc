"""Energy-aware searches on llvm with real TVM and XGBoost: whole searches, resume, the pick
step, and failures of the energy worker (the rules alone: test_energy_decisions.py). Energy comes from a deterministic fake meter
whose power depends on the launch configuration, so energy and latency disagree."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pandas as pd
import pytest

from ecotune.search.energy_runner import MeterSpec
from ecotune.search.decisions import next_k, pick_final

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")


def fast_is_costly_meter():
    """measure_fn for the energy worker: real latency, and power that grows as the square of
    the speed (1 mW x (1 ms / latency)^2), so energy per launch (1 uJ x 1 ms / latency) is
    the highest for the fastest kernel and lower for every slower one: the fastest kernel is
    never the most frugal."""

    def measure(job):
        from ecotune.measurement.measure import estimate_latency
        from ecotune.search.energy_runner import load_job_kernel

        kernel, _, _ = load_job_kernel(job)
        latency = estimate_latency(kernel, 0.01)
        power = 1e-3 * (1e-3 / latency) ** 2
        return {"latency_s": latency, "energy_j": power * latency, "power_w": power, "launches": 1,
                "window_s": 0.01, "meter": "fake", "estimated": True, "attempts": 1}

    return measure


def flaky_meter(state_dir):
    """Real measurement, except: 1st call crashes the worker, 2nd hangs in native code
    holding the GIL (only the parent's deadline can stop it), 3rd hangs in Python, 4th
    raises (as a CUDA error would; the worker is then replaced)."""

    def measure(job):
        import ctypes
        import os
        import pathlib
        import time

        from ecotune.search.energy_runner import measure_artifact

        calls = pathlib.Path(state_dir) / "calls"
        n = len(calls.read_text()) if calls.exists() else 0
        calls.write_text("x" * (n + 1))
        if n == 0:
            os._exit(3)
        if n == 1:
            ctypes.PyDLL(None).sleep(600)
        if n == 2:
            time.sleep(600)
        if n == 3:
            raise RuntimeError("CUDA: an illegal memory access was encountered")
        return measure_artifact(job)

    return measure


@pytest.fixture(scope="module")
def task():
    from ecotune.ops.target import llvm_target
    from ecotune.ops.workloads import make_primfunc, parse_operators

    spec = parse_operators([{"name": "mm_tiny", "op": "matmul", "shape": {"M": 64, "N": 64, "K": 64},
                             "dtype": "float32"}])[0]
    return make_primfunc(spec), llvm_target(2)


def run_search(task, work_dir, trials, search="energy", measure_fn=None, timeouts=None, settings=None, **energy):
    """The search, then the pick within its latency_slack, in work_dir: (pick, summary);
    settings: SearchSettings fields other than the test's defaults."""
    import logging

    from ecotune.search.energy_rounds import EnergySearchSettings
    from ecotune.search.energy_search import search_energy
    from ecotune.search.pick import make_pick
    from ecotune.search.tune_loop import SearchSettings

    func, target = task
    settings = SearchSettings(**{"trials": trials, "trials_per_round": 8, "seed": 0, "builder_workers": 2,
                                 "population_size": 32, **(settings or {})})
    knobs = dict(search=search, M=8, search_slack=2.0, latency_slack=0.25, window_s=0.05, warmup_s=0.01,
                 idle_s=0.05)
    energy = EnergySearchSettings(**{**knobs, **energy})
    kwargs = {"measure_fn": measure_fn} if measure_fn else {}
    kwargs.update(timeouts or {})
    summary = search_energy(func, target, work_dir, settings, energy, MeterSpec("cputime", "cpu"),
                            logging.getLogger("test"), **kwargs)
    return make_pick(work_dir, func, target, energy.latency_slack), summary


# Round 0 energy-measures its M = 8 candidates (k starts at 1), so the model is trained for
# round 1; a search slack this wide keeps every successful candidate of a round, and the
# pick's band (latency_slack) holds every kernel the search measured.
WIDE = dict(search_slack=1000.0, latency_slack=999.0)


@pytest.fixture(scope="module")
def energy_run(task, tmp_path_factory):
    work_dir = tmp_path_factory.mktemp("energy")
    pick, summary = run_search(task, work_dir, 16, measure_fn=fast_is_costly_meter(), **WIDE)
    snapshot = {name: (work_dir / name).read_text() for name in
                ["candidates.csv", "energy.csv", "search_log.csv", "model_eval.csv", "database_tuning_record.json"]}
    return work_dir, pick, summary, snapshot


@pytest.mark.slow
def test_energy_pick_beats_the_latency_pick(energy_run, task):
    """Where the fastest kernel is the costliest (fast_is_costly_meter), the energy-aware
    pick is another kernel, energy-measured, that spends less than the fastest: the search
    measured both and the pick compared them."""
    from ecotune.core.results import ENERGY, ENERGY_CANDIDATES, SEARCH_LOG
    from ecotune.ops.schedules import launch_config
    from ecotune.ops.tuning_db import final_schedule
    from tvm.s_tir.meta_schedule.utils import shash2hex

    work_dir, pick, summary, snap = energy_run
    cands = pd.read_csv(work_dir / "candidates.csv")
    energy = pd.read_csv(work_dir / "energy.csv")
    assert list(cands.columns) == ENERGY_CANDIDATES.names and list(energy.columns) == ENERGY.names
    assert len(cands) == 16 and summary["new_trials"] == 16
    # the latency pick is the fastest candidate; it was energy-measured (new bests always are)
    assert pick["fastest_latency_s"] == pytest.approx(cands.latency_s.min())
    assert np.isfinite(pick["fastest_energy_j"])
    # the energy pick: another kernel of the band, with less energy than the fastest
    assert pick["n_in_band"] >= 2
    assert pick["trace_hash"] != pick["fastest_trace_hash"]
    assert pick["energy_j"] < pick["fastest_energy_j"]
    assert pick["latency_s"] > pick["fastest_latency_s"]  # the price: a slower kernel
    # the pick is exported as a database record and rebuilds the same kernel
    schedule, latency = final_schedule("energy", work_dir, *task)
    assert shash2hex(schedule.mod) == pick["trace_hash"]
    assert latency == pytest.approx(pick["latency_s"])
    assert launch_config(schedule)["vectorize"] == energy.vectorize[energy.trace_hash == pick["trace_hash"]].iloc[0]
    # candidates.csv joins energies; the log has one row per round
    joined = cands.dropna(subset=["energy_j"])
    assert set(joined.trace_hash) <= set(energy.trace_hash)
    log = pd.read_csv(work_dir / "search_log.csv")
    assert list(log.columns) == SEARCH_LOG.names
    assert list(log["round"]) == [0, 1] and list(log.n_latency_measured) == [8, 8]
    assert (log.n_energy_measured == energy.groupby("round").size().reindex(log["round"]).fillna(0).values).all()
    assert log.best_energy_j.iloc[-1] == pytest.approx(pick["energy_j"])
    # the model was trained after round 0, judged on round 1 before its update, and steered evolution
    model_eval = pd.read_csv(work_dir / "model_eval.csv")
    assert len(model_eval) > 0 and set(model_eval["round"]) == {1}
    assert np.isfinite(log.model_mape.iloc[1])
    assert log.k_next.iloc[1] == pytest.approx(next_k(1.0, log.model_mape.iloc[1], mu=0.1, k_min=0.2))
    assert summary["energy_predict_calls"] > 0
    assert (work_dir / "energy_model.npz").exists()


@pytest.mark.slow
def test_killed_search_resumes_from_what_was_recorded(energy_run, task, tmp_path):
    from ecotune.search.energy_model import EnergyCostModel

    first_dir, _, _, snap = energy_run
    work_dir = tmp_path / "resume"
    shutil.copytree(first_dir, work_dir)
    # A kill in the middle of round 2: its first rows reached the tables and the database,
    # but not search_log.csv (written last). They must be dropped, not counted.
    (work_dir / "candidates.csv").write_text(snap["candidates.csv"] + "2,16,0xdead,1e-05,,nan,nan\n")
    (work_dir / "energy.csv").write_text(snap["energy.csv"] + "2,0xdead" + ",nan" * 19 + "\n")
    records = snap["database_tuning_record.json"].splitlines(keepends=True)
    (work_dir / "database_tuning_record.json").write_text("".join(records) + records[-1])

    pick, summary = run_search(task, work_dir, 24, measure_fn=fast_is_costly_meter(), **WIDE)
    assert summary["resumed_from_trials"] == 16 and summary["new_trials"] == 8
    for name in ["candidates.csv", "energy.csv", "search_log.csv", "model_eval.csv"]:
        text = (work_dir / name).read_text()
        assert text.startswith(snap[name]), name  # the first rows are kept, byte for byte
    assert "0xdead" not in (work_dir / "candidates.csv").read_text()
    cands = pd.read_csv(work_dir / "candidates.csv")
    assert len(cands) == 24 and list(cands["round"].unique()) == [0, 1, 2]
    assert list(cands.trial) == list(range(24))
    assert len((work_dir / "database_tuning_record.json").read_text().splitlines()) == 24
    log = pd.read_csv(work_dir / "search_log.csv")
    assert list(log["round"]) == [0, 1, 2] and log.trials_done.iloc[-1] == 24
    assert log.k.iloc[2] == pytest.approx(log.k_next.iloc[1])  # k carried over
    # the whole search's count, which the re-rank's budget and claim (b) read, not the resumed run's
    assert summary["energy_measured"] == log.n_energy_measured.sum() > log.n_energy_measured.iloc[2]
    energy = pd.read_csv(work_dir / "energy.csv")
    model = EnergyCostModel.load(work_dir / "energy_model.npz")
    assert model.n_samples == int((energy.energy_j > 0).sum())
    assert pick["fastest_latency_s"] <= pd.read_csv(first_dir / "candidates.csv").latency_s.min()

    # The same budget again: nothing left to measure, the pick is recomputed from the tables.
    again, summary = run_search(task, work_dir, 24, measure_fn=fast_is_costly_meter(), **WIDE)
    assert summary["new_trials"] == 0 and again["trace_hash"] == pick["trace_hash"]
    # Other settings (here: another fingerprint): the old search is replaced, not resumed.
    import logging

    from ecotune.search.energy_rounds import EnergySearch, EnergySearchSettings
    from ecotune.search.tune_loop import SearchSettings

    fingerprint = json.loads((work_dir / "search_settings.json").read_text())
    fingerprint["energy_search"]["M"] = 4
    fresh = EnergySearch(work_dir, SearchSettings(trials=8, trials_per_round=8, seed=0),
                         EnergySearchSettings(M=4), measurer=None, device_type="cpu", fingerprint=fingerprint,
                         log=logging.getLogger("test"))
    assert fresh.trials == 0 and fresh.round == 0 and fresh.k == 1.0
    assert len((work_dir / "candidates.csv").read_text().splitlines()) == 1
    assert not (work_dir / "database_tuning_record.json").exists()


@pytest.mark.slow
def test_crashing_and_hanging_energy_measurements_are_recorded_failures(task, tmp_path):
    pick, summary = run_search(task, tmp_path / "flaky", 8, search="nvml_only", M=6, search_slack=100.0,
                               measure_fn=flaky_meter(tmp_path),
                               timeouts={"energy_timeout_s": 3.0, "energy_grace_s": 3.0})
    energy = pd.read_csv(tmp_path / "flaky" / "energy.csv")
    log = pd.read_csv(tmp_path / "flaky" / "search_log.csv")
    assert len(pd.read_csv(tmp_path / "flaky" / "candidates.csv")) == 8  # the search went on
    assert len(energy) >= 5 and energy.energy_j.iloc[:4].isna().all()
    errors = list(energy.error.iloc[:4])
    assert "crashed" in errors[0] and "did not answer" in errors[1] and "timed out" in errors[2]
    assert errors[3].startswith("RuntimeError: CUDA: an illegal memory access")
    assert energy.energy_j.iloc[4:].notna().all()  # the worker came back after each failure
    assert summary["energy_worker_restarts"] == 4
    assert log.n_energy_failed.iloc[0] == 4 and log.n_energy_measured.iloc[0] == len(energy)
    assert not (tmp_path / "flaky" / "energy_model.npz").exists()  # nvml_only: no model
    assert log.k.iloc[0] == 1.0 and np.isnan(log.model_mape.iloc[0])
    # the fastest may be one whose energy failed: then the pick is the best measured one within
    # slack, or (none there) the fastest itself
    assert pick["latency_s"] <= 1.25 * pick["fastest_latency_s"]
    assert np.isfinite(pick["energy_j"]) or pick["trace_hash"] == pick["fastest_trace_hash"]


def test_a_slow_worker_start_does_not_turn_a_timeout_into_an_unanswered_call(monkeypatch):
    """Which deadline fires must not depend on how long the worker takes to start (importing
    TVM on a loaded machine): a Python hang is "timed out" (the worker's timer), even when the
    worker's start-up alone takes longer than the parent's grace."""
    from ecotune.search import energy_runner

    def slow_start():  # nested, so the worker gets it by value
        import time

        time.sleep(4.0)

    def python_hang(job):
        import time

        time.sleep(600)

    monkeypatch.setattr(energy_runner, "hold_worker_lifeline", slow_start)
    measurer = energy_runner.EnergyMeasurer(MeterSpec("cputime", "cpu"), window_s=0.05, warmup_s=0.0, idle_s=0.05,
                                            timeout_s=2.0, grace_s=1.5, measure_fn=python_hang)
    try:
        out = measurer.measure("0xhang", "/nonexistent.tar", "cpu", (), {})
    finally:
        measurer.close()
    assert out.error == "energy measurement timed out after 2 s"


def test_a_meter_that_cannot_start_in_the_background_is_one_clear_error():
    from ecotune.core.errors import MeterUnavailable
    from ecotune.search import energy_runner

    measurer = energy_runner.EnergyMeasurer(MeterSpec("nvml", "cuda"), window_s=0.05, warmup_s=0.0, idle_s=0.05)
    try:
        measurer.start(background=True)  # returns at once; this machine has no NVML
        for _ in range(2):  # every later caller gets the same error, not a per-candidate failure
            with pytest.raises(MeterUnavailable, match="could not read meter 'nvml' on cuda"):
                measurer.measure("0xabc", "/nonexistent.so", "cpu", (), {})
    finally:
        measurer.close()


def test_the_runner_times_nothing_before_its_gate_opens():
    from tvm.s_tir.meta_schedule.runner import RunnerFuture, RunnerInput, RunnerResult

    from ecotune.search.runner import TimedRunner

    events = []

    class Inner:
        def run(self, inputs):
            events.append("timed")
            return [RunnerFuture(lambda: True, lambda: RunnerResult([1e-3], None)) for _ in inputs]

    runner = TimedRunner(Inner())
    runner.before_run = lambda: events.append("idle power read")
    runner.run([RunnerInput("/a.so", "cpu", [])])
    runner.run_early(RunnerInput("/b.so", "cpu", []))
    assert events == ["idle power read", "timed"] * 2


@pytest.mark.slow  # a search's first round
def test_an_energy_search_whose_meter_fails_stops_with_the_meter_error(task, tmp_path):
    import logging

    from ecotune.core.errors import MeterUnavailable
    from ecotune.search.energy_rounds import EnergySearchSettings
    from ecotune.search.energy_search import search_energy
    from ecotune.search.tune_loop import SearchSettings

    func, target = task
    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=2, population_size=32)
    energy = EnergySearchSettings(search="nvml_only", M=8, window_s=0.05, warmup_s=0.01, idle_s=0.05)
    with pytest.raises(MeterUnavailable, match="could not read meter 'nvml'"):
        search_energy(func, target, tmp_path, settings, energy, MeterSpec("nvml", "cuda"), logging.getLogger("test"))


# ----------------------------------------------------------------------------- the pick step
@pytest.mark.slow  # energy_run: a search
def test_a_new_latency_slack_repicks_from_the_published_search_without_searching(energy_run, task, tmp_path):
    import logging

    from ecotune.core.results import SEARCH_FILE, SEARCH_LOG
    from ecotune.search.energy_search import publish_search
    from ecotune.search.pick import pick_search

    work_dir, _, summary, _ = energy_run
    func, target = task
    out = tmp_path / "out"
    out.mkdir()
    publish_search(work_dir, out, "energy", {"task": "mm_tiny", "search": "energy", "search_summary": summary,
                                             "settings": {}, "energy_search": {"M": 8, "latency_slack": 1.0},
                                             "environment": target.to_dict()})
    assert "latency_slack" not in json.loads((out / SEARCH_FILE).read_text())["energy_search"]
    searched = {name: (out / name).read_text() for name in ("candidates.csv", "energy.csv", "rounds.csv")}
    cands, energy = pd.read_csv(out / "candidates.csv"), pd.read_csv(out / "energy.csv")

    picks = {}
    for slack in (0.0, 1.0):
        best = pick_search(out, func, slack, logging.getLogger("test"))
        expected = pick_final(cands, energy, slack)
        assert best["trace_hash"] == expected["trace_hash"] and best["energy_search"]["latency_slack"] == slack
        assert best["search_summary"] == json.loads(json.dumps(summary))  # what the search recorded
        assert json.loads((out / "best.json").read_text())["trace_hash"] == best["trace_hash"]
        assert (out / best["source_file"]).exists() and (out / "pick" / "database_tuning_record.json").exists()
        log = pd.read_csv(out / "search_log.csv")
        assert list(log.columns) == SEARCH_LOG.names and log.best_energy_j.iloc[-1] == pytest.approx(best["energy_j"])
        picks[slack] = best
    assert picks[0.0]["trace_hash"] == picks[0.0]["pick"]["fastest_trace_hash"]  # no slack: the fastest
    assert all((out / name).read_text() == text for name, text in searched.items())  # no search re-ran


@pytest.mark.slow
@pytest.mark.usefixtures("torch_in_workers")  # a cuda_graph search job keeps PyTorch
def test_cuda_graph_windows_say_how_each_candidate_ran_and_enter_the_fingerprint(task, tmp_path):
    """energy_search.cuda_graph on a CPU target: the real worker measures each candidate call by
    call, and energy.csv says so for every row; the setting is part of what a resume must match,
    and off, it is left out (searches recorded before it existed still resume)."""
    from ecotune.search.energy_rounds import EnergySearchSettings
    from ecotune.search.energy_search import fingerprint

    run_search(task, tmp_path / "graph", 8, search="nvml_only", M=4, search_slack=100.0, cuda_graph=True)
    energy = pd.read_csv(tmp_path / "graph" / "energy.csv")
    assert len(energy) >= 1 and energy.energy_j.notna().all()
    assert set(energy["launch"]) == {"one call per launch (CUDA graphs need a CUDA target)"}
    settings = json.loads((tmp_path / "graph" / "search_settings.json").read_text())
    assert settings["energy_search"]["cuda_graph"] is True

    func, target = task
    from ecotune.search.tune_loop import SearchSettings

    knobs = [fingerprint(func, target, SearchSettings(8, 8, 0), EnergySearchSettings(cuda_graph=graph),
                         MeterSpec("cputime", "cpu"))["energy_search"] for graph in (False, True)]
    assert "cuda_graph" not in knobs[0] and knobs[1]["cuda_graph"] is True


@pytest.mark.slow
@pytest.mark.parametrize("pipeline_runs", [False, True], ids=["overlap", "overlap+pipelined"])
def test_an_energy_search_with_overlapped_evolution_draws_ahead_once_its_energy_model_scores(task, tmp_path, caplog,
                                                                                            pipeline_runs):
    """pipeline_runs: each candidate is timed as its build ends (on llvm here only to check the
    bookkeeping: config.py turns it off on the CPU), and the energy steps still see every one."""
    import logging

    caplog.set_level(logging.INFO)
    pick, summary = run_search(task, tmp_path, 32, measure_fn=fast_is_costly_meter(),
                               settings={"overlap_evolution": True, "pipeline_runs": pipeline_runs,
                                         "warmup_samples": 16}, **WIDE)
    cands = pd.read_csv(tmp_path / "candidates.csv")
    assert len(cands) == 32 and cands["trace_hash"].is_unique  # each candidate measured once
    (line,) = [r.getMessage() for r in caplog.records if r.getMessage().startswith("rounds evolved while")]
    ahead, rounds = map(int, line.split(": ")[1].split(" of "))
    assert rounds == 4 and ahead >= 2  # round 0 trains the energy model; rounds 2 and 3 at least are drawn ahead
    energy = pd.read_csv(tmp_path / "energy.csv")
    assert set(energy["round"]) == {0, 1, 2, 3} and energy["error"].isna().all()
    assert pick["trace_hash"] in set(energy["trace_hash"])
    recorded = json.loads((tmp_path / "search_settings.json").read_text())["search"]
    assert recorded["pipeline_runs"] is pipeline_runs  # a resume must match how its latencies were timed
    assert recorded["warmup_samples"] == 16
