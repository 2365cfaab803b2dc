"""The persistent builder: real builds on llvm, the fp16 workaround only where it applies,
artifacts kept in the search's own build directory and removed with it."""

from __future__ import annotations

import glob
import os
import tempfile

import tvm
from tvm.s_tir.meta_schedule.builder import BuilderInput

from ecotune.schedules import FP16_PASS_CONFIG, needs_fp16_workaround, normalize, pass_config_for
from ecotune.search.builder import PersistentBuilder, search_builder
from ecotune.workloads import OperatorSpec, make_primfunc

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


def test_a_build_past_its_timeout_is_a_recorded_failure():
    builder = PersistentBuilder(max_workers=1, timeout_sec=1e-3)
    try:
        (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert result.artifact_path is None and "timed out" in result.error_msg
    finally:
        builder.close()


def leaked_build_dirs() -> set[str]:
    """What builds used to leave in /tmp (one folder per artifact, never removed)."""
    return set(glob.glob(os.path.join(tempfile.gettempdir(), "ecotune-build-*")))


def test_artifacts_live_in_the_build_dir_and_leave_nothing_behind(tmp_path):
    before = leaked_build_dirs()
    build_dir = tmp_path / "resume" / "builds"
    with search_builder("persistent", max_workers=1, timeout_sec=120, build_dir=build_dir) as builder:
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

    with search_builder("persistent", max_workers=1, timeout_sec=120, build_dir=tmp_path / "builds") as builder:
        (result,) = builder.build([BuilderInput(mm("float32"), LLVM)])
        assert result.error_msg is None and result.artifact_path.endswith(".so")
        rt_mod = tvm.runtime.load_module(result.artifact_path)
        a, b = np.random.rand(16, 16).astype("float32"), np.random.rand(16, 16).astype("float32")
        c = tvm.runtime.tensor(np.zeros((16, 16), "float32"))
        rt_mod["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        np.testing.assert_allclose(c.numpy(), a @ b, rtol=1e-5)
