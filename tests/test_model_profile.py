"""A whole model profiled call by call (ecotune.models.profile), on llvm."""

from __future__ import annotations

import time

import pytest
import tvm

from ecotune.models.compile import compile_model
from ecotune.models.profile import (
    ALONE_COLUMNS,
    HOLD,
    HOST_ISSUE,
    INFERENCE,
    NOT_CALLS,
    SUM_OF_CALLS,
    WallClock,
    alone_per_function,
    capture_calls,
    is_kernel_call,
    per_function,
    profile_calls,
    time_alone,
)

pytest.importorskip("onnx")
TARGET = {"kind": "llvm", "num-cores": 2}


class CountingClock(WallClock):
    def __init__(self):
        self.marks = 0

    def mark(self):
        self.marks += 1
        return super().mark()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from test_models import tiny_spec

    spec = tiny_spec(tmp_path_factory.mktemp("profile"))
    return compile_model(spec, TARGET, {}, require_tuned=False), spec.random_inputs(0)


def test_every_kernel_call_is_timed_in_order_and_the_vm_builtins_are_not(tiny):
    compiled, inputs = tiny
    holds = []
    profile = profile_calls(compiled, inputs, inferences=3, warmup=1, hold=lambda: holds.append(1))
    assert len(holds) == 3  # one hold before each profiled inference
    calls = profile[~profile.function.isin(NOT_CALLS)]
    # the tiny model: conv+relu twice (one subgraph), then the classifier's matmul
    for _, inference in calls.groupby("inference"):
        assert list(inference.function) == ["fused_conv2d_relu", "fused_conv2d_relu", "matmul"]
        assert list(inference.call) == [0, 1, 2]
    assert (calls.seconds > 0).all()
    assert not any(f.startswith("vm.") for f in profile.function)
    assert is_kernel_call("fused_conv2d_relu") and not is_kernel_call("vm.builtin.alloc_storage")
    for _, inference in profile.groupby("inference"):
        whole = inference[inference.function == INFERENCE].seconds.item()
        assert inference[inference.function.isin(["fused_conv2d_relu", "matmul"])].seconds.sum() <= whole
        assert inference[inference.function == HOST_ISSUE].seconds.item() >= whole


def test_the_hook_is_removed_afterwards_and_the_output_is_unchanged(tiny):
    compiled, inputs = tiny
    before = compiled.run(inputs)[0]
    clock = CountingClock()
    profile_calls(compiled, inputs, inferences=2, warmup=0, clock=clock)
    assert clock.marks == 2 * 2 * 3  # two marks per kernel call, three calls, two inferences
    after = compiled.run(inputs)[0]
    assert clock.marks == 12  # a plain inference after profiling runs no hook
    assert (after == before).all()
    with pytest.raises(ValueError, match="inferences"):
        profile_calls(compiled, inputs, inferences=0)


def test_per_function_counts_call_sites_and_sums_them(tiny):
    compiled, inputs = tiny
    table = per_function(profile_calls(compiled, inputs, inferences=3, warmup=1)).set_index("function")
    assert table.loc["fused_conv2d_relu", "calls"] == 2 and table.loc["matmul", "calls"] == 1
    conv = table.loc["fused_conv2d_relu"]
    assert conv.seconds_per_inference == pytest.approx(2 * conv.seconds_per_call)
    kernels = table.loc[["fused_conv2d_relu", "matmul"], "seconds_per_inference"].sum()
    assert table.loc[SUM_OF_CALLS, "seconds_per_inference"] == pytest.approx(kernels)
    assert table.loc[INFERENCE, "calls"] == 3  # the inferences it is the median of
    assert table.loc[HOST_ISSUE, "seconds_per_inference"] > 0


def test_cuda_events_without_a_gpu_are_one_clear_error():
    pytest.importorskip("cuda.bindings")
    from ecotune.core.errors import EcotuneError
    from ecotune.models.profile import CudaEvents

    if tvm.cuda(0).exist:
        pytest.skip("a GPU is present: nothing to refuse")
    with pytest.raises(EcotuneError, match=r"CUDA events for the profile: cudaError\w+"):
        CudaEvents().mark()


def test_a_hold_is_timed_before_each_profiled_inference(tiny):
    compiled, inputs = tiny
    profile = profile_calls(compiled, inputs, inferences=2, warmup=0, hold=lambda: time.sleep(0.01))
    holds = profile[profile.function == HOLD]
    assert list(holds.inference) == [0, 1] and (holds.seconds >= 0.01).all()
    assert "(hold)" in set(per_function(profile).function)


def test_each_call_replayed_alone_warm_and_after_a_flush(tiny):
    compiled, inputs = tiny
    before = compiled.run(inputs)[0]
    calls = capture_calls(compiled, inputs)
    assert [function for function, _, _ in calls] == ["fused_conv2d_relu", "fused_conv2d_relu", "matmul"]
    flushes, holds = [], []
    alone = time_alone(compiled, calls, repeats=3, flush=lambda: flushes.append(1), hold=lambda: holds.append(1))
    assert list(alone.columns) == ALONE_COLUMNS and list(alone.function) == [f for f, _, _ in calls]
    assert (alone.warm_s > 0).all() and (alone.cold_s > 0).all()
    assert len(flushes) == 3 * 3 and len(holds) == 3 * 2  # a flush before each cold call; a hold per series
    assert alone[["warm_s", "cold_s"]].notna().all().all()
    assert time_alone(compiled, calls, repeats=1).cold_s.isna().all()  # no flush, no cold timing
    assert (compiled.run(inputs)[0] == before).all()  # the replay leaves the model as it was
    table = alone_per_function(alone).set_index("function")
    assert table.loc["fused_conv2d_relu", "alone_warm_s_per_call"] == pytest.approx(alone.warm_s[:2].mean())
    with pytest.raises(ValueError, match="repeats"):
        time_alone(compiled, calls, repeats=0)
