"""The search's latency runner: argument buffers allocated once per worker and argument list."""

from __future__ import annotations

import pytest
import tvm
from tvm.s_tir.meta_schedule.arg_info import ArgInfo
from tvm.s_tir.meta_schedule.runner import RunnerInput

from ecotune.ops.schedules import normalize
from ecotune.search import runner as runner_module
from ecotune.search.builder import build_module
from ecotune.search.runner import make_runner, reused_arguments
from ecotune.search.tune_loop import SearchSettings
from ecotune.ops.target import llvm_target
from ecotune.ops.workloads import OperatorSpec, make_primfunc

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")

CPU = tvm.runtime.device("cpu", 0)


def matmul(m: int, n: int, k: int):
    return normalize(make_primfunc(OperatorSpec(f"mm{m}", "matmul", (("M", m), ("N", n), ("K", k)), "float32")))


def info(mod) -> list:
    return [a.as_json() for a in ArgInfo.from_entry_func(mod, remove_preproc=True)]


def test_the_same_argument_list_gets_the_same_buffers_and_another_replaces_them():
    runner_module._ARGUMENTS.clear()
    small, other = info(matmul(8, 8, 8)), info(matmul(16, 8, 4))
    first = reused_arguments(CPU, small, 1)
    assert reused_arguments(CPU, [list(a) for a in small], 1) is first  # equal lists, not only the same object
    assert [tuple(t.shape) for t in first[0]] == [(8, 8), (8, 8), (8, 8)]
    swapped = reused_arguments(CPU, other, 1)
    assert swapped is not first and [tuple(t.shape) for t in swapped[0]] == [(16, 4), (4, 8), (16, 8)]
    assert len(runner_module._ARGUMENTS) == 1  # the worker holds one task's buffers at a time
    assert reused_arguments(CPU, small, 1) is not first  # dropped with the swap: allocated anew


def test_the_runner_times_candidates_of_two_tasks_in_turn_with_reused_and_with_fresh_arguments(tmp_path):
    target = llvm_target(1)
    mods = [matmul(32, 32, 32), matmul(16, 48, 8), matmul(32, 32, 32)]  # the worker's buffers change twice
    inputs = [RunnerInput(build_module(m, target.tvm_target(), str(tmp_path))[0], "cpu",
                          ArgInfo.from_entry_func(m, remove_preproc=True)) for m in mods]
    settings = SearchSettings(trials=3, trials_per_round=3, seed=0, min_repeat_ms=1)
    for reuse in (True, False):
        runner = make_runner(target, settings, reuse_arguments=reuse)
        assert (runner.inner.f_alloc_argument is reused_arguments) == reuse
        results = [f.result() for f in runner.run(inputs)]
        assert [r.error_msg for r in results] == [None] * 3
        assert all(len(r.run_secs) == 3 and min(float(s) for s in r.run_secs) > 0 for r in results)
        assert runner.candidates == 3
