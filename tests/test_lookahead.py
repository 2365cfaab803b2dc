"""search.overlap_evolution: the next round is evolved while the current one builds and runs,
at the lowest CPU priority, once the cost model scores; nothing is measured twice, and a
search that stops leaves no draw running."""

from __future__ import annotations

import logging
import os
import re
import threading
import time

import pytest
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex

from ecotune.search import warmup
from ecotune.search.builder import search_builder
from ecotune.search.lookahead import LOWEST_PRIORITY, Lookahead
from ecotune.search.runner import make_runner
from ecotune.search.tune_loop import SearchSettings, fingerprint, run_tune_tir
from ecotune.ops.target import llvm_target
from ecotune.ops.tuning_db import open_database
from ecotune.ops.workloads import OperatorSpec, make_primfunc

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")

SPEC = OperatorSpec("mm_ahead_16x16x16", "matmul", (("M", 16), ("N", 16), ("K", 16)), "float32")
# the XGB model scores after 4 samples (one round)
OVERLAP = SearchSettings(trials=16, trials_per_round=4, seed=0, builder_workers=1, population_size=16,
                         overlap_evolution=True, warmup_samples=4)


def lookahead_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "ecotune-lookahead"]


def tune(work_dir, settings, before_run=None):
    """settings.trials of a latency search (its XGB model made from settings)."""
    target = llvm_target(1)
    runner = make_runner(target, settings)
    runner.before_run = before_run
    with search_builder(settings, work_dir / "builds", None) as builder:
        run_tune_tir(make_primfunc(SPEC), target, work_dir, settings, settings.trials, builder=builder,
                     runner=runner, callbacks=ms.MeasureCallback.create("default"))
    return runner


def test_a_lookahead_draws_at_the_lowest_priority_and_hands_back_what_its_draw_returned_or_raised():
    assert Lookahead(lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id())).result() == LOWEST_PRIORITY
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) != LOWEST_PRIORITY  # the caller's stays

    def fails():
        raise ValueError("no population")

    with pytest.raises(ValueError, match="no population"):
        Lookahead(fails).result()


@pytest.mark.parametrize("warmup_samples", [4, 8, 100])
def test_an_overlapped_search_draws_its_rounds_ahead_once_the_model_scores_and_measures_each_once(
        tmp_path, caplog, warmup_samples):
    caplog.set_level(logging.INFO, logger="ecotune.search")
    runner = tune(tmp_path, SearchSettings(**{**OVERLAP.__dict__, "warmup_samples": warmup_samples}))
    assert runner.candidates == 16
    records = open_database(tmp_path).get_all_tuning_records()
    assert len(records) == 16 and len({shash2hex(r.as_measure_candidate().sch.mod) for r in records}) == 16
    # The rounds before the model has warmup_samples are drawn blind, the first after them
    # once it has (no draw ahead with a model that would have learned in the meantime), the
    # rest ahead: at 4 (one round) rounds 2 and 3, at 8 round 3, at 100 (MetaSchedule's) none.
    ahead, rounds = map(int, re.search(r"built and ran: (\d+) of (\d+)", caplog.text).groups())
    assert rounds == 4 and ahead == {4: 2, 8: 1, 100: 0}[warmup_samples]
    assert not lookahead_threads()


def test_an_overlapped_search_stopped_mid_way_leaves_no_draw_running_and_keeps_what_it_measured(tmp_path,
                                                                                            monkeypatch):
    class SlowLookahead(Lookahead):  # a draw that is surely still running when the search stops
        def __init__(self, draw) -> None:
            super().__init__(lambda: (time.sleep(3.0), draw())[1])

    monkeypatch.setattr(warmup, "Lookahead", SlowLookahead)
    runs = []

    def stop_at_round_2():  # stands in for a deadline, a lost GPU or a crash in the runner
        runs.append(1)
        if len(runs) == 3:
            raise RuntimeError("stopped")

    # round 2 is sent to the runner while round 3 is drawn ahead; the stop comes before that
    # draw is waited for, so only the search's own clean-up (WarmupSearch.settle) ends it
    with pytest.raises(Exception, match="stopped"):
        tune(tmp_path, OVERLAP, before_run=stop_at_round_2)
    assert not lookahead_threads()
    records = open_database(tmp_path).get_all_tuning_records()
    assert len(records) == 8  # rounds 0 and 1, recorded before the stop


def test_overlap_enters_the_fingerprint_only_when_on_and_the_bench_follows_the_default():
    from conftest import bench_search_settings

    func, target = make_primfunc(SPEC), llvm_target(1)
    off = SearchSettings(**{**OVERLAP.__dict__, "overlap_evolution": False})
    assert "overlap_evolution" not in fingerprint(func, target, off, "tune")["search"]  # recorded searches resume
    assert fingerprint(func, target, OVERLAP, "tune")["search"]["overlap_evolution"] is True
    assert bench_search_settings([]).overlap_evolution is True  # the workflow's default
    assert bench_search_settings(["--no-overlap-evolution"]).overlap_evolution is False


def test_warmup_samples_enter_the_fingerprint_only_when_not_metaschedules():
    func, target = make_primfunc(SPEC), llvm_target(1)
    default = SearchSettings(**{**OVERLAP.__dict__, "warmup_samples": 100})
    assert "warmup_samples" not in fingerprint(func, target, default, "tune")["search"]  # recorded searches resume
    assert fingerprint(func, target, OVERLAP, "tune")["search"]["warmup_samples"] == 4
    params = {k: v for k, v in OVERLAP.__dict__.items() if k != "warmup_samples"}  # a workflow's older params
    assert SearchSettings.from_mapping(params).warmup_samples == 100
