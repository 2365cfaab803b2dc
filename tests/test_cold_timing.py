"""search.cold_cache: candidates timed one call at a time, each after an L2 flush, so that a
search ranks kernels by the speed they have inside a model (ecotune.measurement.cold_timing)."""

from __future__ import annotations

import logging
import statistics

import pandas as pd
import pytest
import tvm
import yaml
from snakemake.utils import validate

from conftest import ROOT
from ecotune.measurement.cold_timing import (COLD_TIMINGS, CPU_FLUSH_FLOOR_BYTES, GPU_FLUSH_FLOOR_BYTES, flush_bytes,
                                        run_evaluator_cold)
from ecotune.search.latency import tune_latency
from ecotune.search.tune_loop import SearchSettings, fingerprint
from ecotune.ops.target import llvm_target
from ecotune.ops.tuning_db import open_database
from ecotune.ops.workloads import OperatorSpec, make_primfunc, random_inputs

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")

SPEC = OperatorSpec("mm_cold_32x32x32", "matmul", (("M", 32), ("N", 32), ("K", 32)), "float32")


def settings(cold_cache: bool, trials: int = 8) -> SearchSettings:
    return SearchSettings(trials=trials, trials_per_round=4, seed=0, builder_workers=1, population_size=16,
                          cold_cache=cold_cache)


def test_a_cold_search_records_single_call_timings_and_their_median(tmp_path):
    _, summary = tune_latency(make_primfunc(SPEC), llvm_target(1), tmp_path, settings(True), logging.getLogger("t"))
    assert summary.trials == 8 and summary.failed == 0
    records = open_database(tmp_path).get_all_tuning_records()
    assert len(records) == 8
    assert all(len(r.run_secs) == COLD_TIMINGS and all(float(s) > 0 for s in r.run_secs) for r in records)
    medians = sorted(statistics.median(float(s) for s in r.run_secs) for r in records)
    recorded = sorted(pd.read_csv(tmp_path / "candidates.csv")["latency_s"])
    assert recorded == pytest.approx(medians)


def test_a_warm_search_keeps_metaschedules_three_timings(tmp_path):
    tune_latency(make_primfunc(SPEC), llvm_target(1), tmp_path, settings(False, trials=4), logging.getLogger("t"))
    assert {len(r.run_secs) for r in open_database(tmp_path).get_all_tuning_records()} == {3}


def test_cold_and_warm_searches_do_not_resume_each_other_and_old_warm_ones_still_resume():
    func, target = make_primfunc(SPEC), llvm_target(1)
    warm, cold = (fingerprint(func, target, settings(c), "tune")["search"] for c in (False, True))
    assert cold == {**warm, "cold_cache": True}
    assert "cold_cache" not in warm  # a search recorded before the setting existed has this fingerprint


def test_the_cold_evaluator_times_each_call_of_a_real_module():
    func = make_primfunc(SPEC)
    rt_mod = tvm.compile(tvm.IRModule({"main": func}), target={"kind": "llvm"}).mod
    dev = tvm.cpu()
    args = [tvm.runtime.tensor(x, dev) for x in random_inputs(SPEC, 0)]
    args.append(tvm.runtime.empty(SPEC.output_shape, SPEC.output_dtype, dev))
    config = tvm.s_tir.meta_schedule.runner.EvaluatorConfig(number=1, repeat=5, min_repeat_ms=0)
    costs = run_evaluator_cold(rt_mod, dev, config, [args, args])
    assert len(costs) == 10 and all(c > 0 for c in costs)  # repeat timings per argument set


class GpuLike:
    """What flush_bytes reads of a TVM device, for a GPU this machine lacks."""

    def __init__(self, l2_bytes):
        self.l2_cache_size_bytes = l2_bytes

    def dlpack_device_type(self) -> int:
        return 2  # kDLCUDA


def test_the_flush_covers_four_times_the_l2_and_at_least_the_floor():
    assert flush_bytes(tvm.cpu()) == CPU_FLUSH_FLOOR_BYTES  # TVM reports no L2 size for the CPU
    assert flush_bytes(GpuLike(50 << 20)) == GPU_FLUSH_FLOOR_BYTES  # H100/H200: 50 MB, 4x is below the floor
    assert flush_bytes(GpuLike(96 << 20)) == 4 * (96 << 20)
    assert flush_bytes(GpuLike(None)) == GPU_FLUSH_FLOOR_BYTES


def test_the_schema_defaults_to_warm_and_passes_cold_on():
    schema = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")
    config = yaml.safe_load((ROOT / "config.yaml").read_text())
    validate(config, schema)
    assert config["search"]["cold_cache"] is False
    config["search"]["cold_cache"] = True
    validate(config, schema)
    # a rule's params from before the setting existed
    minimal = {k: v for k, v in settings(False).__dict__.items() if k not in SearchSettings.OPTIONAL}
    assert SearchSettings.from_mapping(minimal).cold_cache is False
    assert SearchSettings.from_mapping({**minimal, "cold_cache": True}).cold_cache is True
