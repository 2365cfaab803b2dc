"""The persistent builder: real builds on llvm, the fp16 workaround only where it applies,
artifacts kept in the search's own build directory and removed with it."""

from __future__ import annotations

import glob
import os
import tempfile

import numpy as np
import pytest
import tvm
from tvm.s_tir.meta_schedule.builder import BuilderInput

from ecotune.ops.schedules import FP16_PASS_CONFIG, needs_fp16_workaround, normalize, pass_config_for
from ecotune.search.builder import (PersistentBuilder, build_stats, build_summary, device_type, search_builder,
                                    unroll_depth)
from ecotune.search.runner import make_runner, pipelined
from ecotune.search.tune_loop import SearchSettings
from ecotune.ops.target import llvm_target
from ecotune.ops.workloads import OperatorSpec, make_primfunc

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")

ONE_WORKER = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=1)

CUDA = tvm.target.Target({"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024,
                          "max_shared_memory_per_block": 49152, "thread_warp_size": 32,
                          "registers_per_block": 65536})
LLVM = tvm.target.Target({"kind": "llvm", "num-cores": 2})


def mm(dtype: str) -> tvm.IRModule:
    spec = OperatorSpec(f"mm_{dtype}", "matmul", (("M", 16), ("N", 16), ("K", 16)), dtype)
    return normalize(make_primfunc(spec))


def test_fp16_workaround_only_for_cuda_fp16():
    assert needs_fp16_workaround(mm("float16"), CUDA)
    assert pass_config_for(mm("float16"), CUDA) == FP16_PASS_CONFIG
    assert not needs_fp16_workaround(mm("float32"), CUDA)
    assert not needs_fp16_workaround(mm("float16"), LLVM)


def test_workers_persist_across_rounds_and_failures_are_recorded():
    builder = PersistentBuilder(max_workers=1, timeout_sec=120)
    try:
        first = builder.build([BuilderInput(mm("float32"), LLVM)])
        pool = builder._pool
        second = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert builder._pool is pool  # the same workers served both rounds
        assert first[0].error_msg is None and os.path.exists(first[0].artifact_path)
        assert second[0].error_msg is None
        assert builder.builds == 2 and builder.build_seconds > 0
    finally:
        builder.close()


def test_by_default_a_search_uses_the_cpus_it_may_run_on_not_the_machines():
    # as a cluster scheduler's cgroup, or bench/lanes.py, pins a job to some of the cores
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(before)})
    builder = PersistentBuilder(timeout_sec=1)
    try:
        assert builder.max_workers == 1
        assert SearchSettings(trials=8, trials_per_round=8, seed=0).cores() == 1
        assert ONE_WORKER.cores() == 1 and SearchSettings(8, 8, 0, builder_workers=3).cores() == 3
    finally:
        os.sched_setaffinity(0, before)
        builder.close()
    assert SearchSettings(trials=8, trials_per_round=8, seed=0).cores() == len(before)


def test_a_build_past_its_timeout_is_a_recorded_failure(caplog):
    builder = PersistentBuilder(max_workers=1, timeout_sec=1e-3)
    try:
        with caplog.at_level("INFO", logger="ecotune.search"):
            (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert result.artifact_path is None and "timed out" in result.error_msg
        assert "builds: 0/1 built in" in caplog.text
    finally:
        builder.close()


def test_the_build_summary_names_the_slowest_compile_and_its_unroll_depth():
    # a failed build (nan) counts in the total only
    stats = build_stats([1.0, float("nan"), 3.0], [16, 512, 0], 4.3)
    assert stats == {"candidates": 3, "built": 2, "wall_s": 4.3, "worker_s": 4.0, "median_s": 2.0, "slowest_s": 3.0,
                     "slowest_unroll": 0}
    assert build_summary(stats) == "2/3 built in 4.3 s wall, 4.0 worker-s, median 2.00 s, slowest 3.00 s at unroll 0"
    assert build_summary(build_stats([float("nan")], [0], 0.5)) == "0/1 built in 0.5 s wall"


def unrolled(depth: int, n: int) -> tvm.IRModule:
    spec = OperatorSpec(f"mm_{n}", "matmul", (("M", n), ("N", n), ("K", n)), "float32")
    sch = tvm.s_tir.Schedule(normalize(make_primfunc(spec)))
    block = sch.get_child_blocks(sch.get_sblock("root"))[0]
    sch.annotate(sch.get_loops(block)[0], "pragma_auto_unroll_max_step", depth)
    return sch.mod


def runs_on(artifact: str, n: int) -> bool:
    a, b, c = (tvm.runtime.tensor(np.ones((n, n), "float32")) for _ in range(3))
    try:
        tvm.runtime.load_module(artifact)["main"](a, b, c)
    except Exception:  # noqa: BLE001 - a kernel built for another shape rejects these arrays
        return False
    return bool(np.allclose(c.numpy(), n))


def test_the_deepest_unroll_is_built_first_and_results_keep_the_inputs_order(caplog):
    inputs = [BuilderInput(unrolled(16, n=8), LLVM), BuilderInput(unrolled(0, n=12), LLVM),
              BuilderInput(unrolled(512, n=16), LLVM)]
    assert [unroll_depth(i.mod) for i in inputs] == [16, 0, 512]
    builder = PersistentBuilder(max_workers=1, timeout_sec=120)  # one worker: built in the order handed out
    try:
        with caplog.at_level("INFO", logger="ecotune.search"):
            results = builder.build(inputs)
        assert "builds: 3/3 built in" in caplog.text  # the round's line in the search's log
        assert [runs_on(r.artifact_path, n) for r, n in zip(results, (8, 12, 16))] == [True] * 3
        assert not runs_on(results[0].artifact_path, 16)  # each result is its own input's kernel
        built = [os.stat(r.artifact_path).st_mtime_ns for r in results]
        assert built[2] < built[0] < built[1]  # unroll 512, then 16, then none
    finally:
        builder.close()


def leaked_build_dirs() -> set[str]:
    """What builds used to leave in /tmp (one folder per artifact, never removed)."""
    return set(glob.glob(os.path.join(tempfile.gettempdir(), "ecotune-build-*")))


def test_artifacts_live_in_the_build_dir_and_leave_nothing_behind(tmp_path):
    before = leaked_build_dirs()
    build_dir = tmp_path / "resume" / "builds"
    with search_builder(ONE_WORKER, build_dir) as builder:
        (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert result.error_msg is None
        assert os.path.commonpath([result.artifact_path, build_dir]) == str(build_dir)
    assert not build_dir.exists()  # the search's artifacts go with it
    assert leaked_build_dirs() <= before  # and none went to /tmp

    own = PersistentBuilder(max_workers=1, timeout_sec=120)  # no build_dir: a folder of its own
    try:
        (result,) = own.build([BuilderInput(mm("float32"), LLVM)])
        assert os.path.exists(result.artifact_path)
    finally:
        own.close()
    assert not os.path.exists(result.artifact_path) and not own.build_dir.exists()
    assert leaked_build_dirs() <= before


def test_artifacts_are_shared_libraries_the_runner_loads_without_linking(tmp_path):
    import numpy as np

    with search_builder(ONE_WORKER, tmp_path / "builds") as builder:
        (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert result.error_msg is None and result.artifact_path.endswith(".so")
        rt_mod = tvm.runtime.load_module(result.artifact_path)
        a, b = np.random.rand(16, 16).astype("float32"), np.random.rand(16, 16).astype("float32")
        c = tvm.runtime.tensor(np.zeros((16, 16), "float32"))
        rt_mod["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        np.testing.assert_allclose(c.numpy(), a @ b, rtol=1e-5)


def runner_inputs(built, mods):
    from tvm.s_tir.meta_schedule.arg_info import ArgInfo
    from tvm.s_tir.meta_schedule.runner import RunnerInput

    return [RunnerInput(b.artifact_path, device_type(LLVM), ArgInfo.from_entry_func(m, True)) for b, m in zip(built, mods)]


def test_pipelined_builds_time_each_candidate_once_and_hand_its_result_back_in_order(tmp_path):
    # On llvm only to check the bookkeeping (builds and timings share the CPU here).
    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=2, pipeline_runs=True)
    runner = make_runner(llvm_target(), settings)
    mods = [mm("float32"), mm("float16"), mm("float32")]
    with search_builder(settings, tmp_path / "builds", pipelined(settings, runner)) as builder:
        built = builder.build([BuilderInput(m, LLVM) for m in mods])
        assert [b.error_msg for b in built] == [None] * 3
        assert runner.candidates == 3  # timed while building, before MetaSchedule asks
        results = [f.result() for f in runner.run(runner_inputs(built, mods))]
        assert runner.candidates == 3  # and not timed again
        assert all(r.error_msg is None and len(r.run_secs) == 3 for r in results)
        again = runner.run(runner_inputs(built[:1], mods[:1]))  # asked twice: timed anew
        assert again[0].result().error_msg is None and runner.candidates == 4
    assert runner.run_seconds > 0 and builder.build_wall_seconds >= 0


def test_pipelined_build_workers_yield_the_cpu_to_the_runner(tmp_path):
    import os

    from ecotune.search.builder import PIPELINED_BUILD_NICE

    def worker_nice(builder) -> int:
        return builder._executor().submit(os.nice, 0).result()

    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=1, pipeline_runs=True)
    ours = os.nice(0)
    with search_builder(settings, tmp_path / "pipelined", pipelined(settings, make_runner(llvm_target(), settings))) as b:
        assert worker_nice(b) == min(19, ours + PIPELINED_BUILD_NICE)
        (result,) = b.build([BuilderInput(mm("float32"), LLVM)])  # and they still build
        assert result.error_msg is None
    with search_builder(ONE_WORKER, tmp_path / "plain") as b:
        assert worker_nice(b) == ours  # builds that nothing times beside run at our priority
    assert os.nice(0) == ours


def test_a_failed_build_is_not_timed_in_a_pipelined_round(tmp_path):
    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=1, pipeline_runs=True,
                              build_timeout_s=1e-3)
    runner = make_runner(llvm_target(), settings)
    with search_builder(settings, tmp_path / "builds", pipelined(settings, runner)) as builder:
        (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
    assert "timed out" in result.error_msg and runner.candidates == 0


def test_pipelining_needs_the_persistent_builder(tmp_path):
    import pytest

    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder="stock", pipeline_runs=True)
    with pytest.raises(ValueError, match="persistent"):
        with search_builder(settings, tmp_path / "builds", pipelined(settings, make_runner(llvm_target(), settings))):
            pass
