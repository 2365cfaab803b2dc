"""A search that cannot start says so: MetaSchedule returns quietly when it cannot sample a
first population, and the stages used to fail later with unrelated errors (a missing
energy_model.npz, "no successful candidate"). Seen on the H200 for a GEMV."""

from __future__ import annotations

import logging

import pytest

from ecotune.core.errors import SearchFailed
from ecotune.search.latency import tune_latency
from ecotune.search.tune_loop import SearchSettings
from ecotune.ops.target import TargetInfo
from ecotune.ops.workloads import OperatorSpec, make_primfunc

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
# slow: MetaSchedule's set-up (~20 s of imports and registration)
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("torch_kept_out_of_workers")]


def test_a_search_that_cannot_sample_a_population_fails_with_the_reason(tmp_path):
    spec = OperatorSpec.from_dict({"name": "mv_t", "kind": "matvec", "shape": {"N": 256, "K": 128},
                                   "dtype": "float32"})
    # A CUDA target no schedule fits (one thread per block): every random sample fails
    # VerifyGPUCode, as most did for the H200 GEMV. Nothing is built or run, so no GPU is needed.
    target = TargetInfo(kind="cuda", device_name="none", target={
        "kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1, "max_shared_memory_per_block": 0,
        "thread_warp_size": 32, "registers_per_block": 65536})
    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=1, population_size=16)
    with pytest.raises(SearchFailed, match=r"no candidate of 8 asked: .* could not sample an initial "
                                           r"population .*population_size \(now 16"):
        tune_latency(make_primfunc(spec), target, tmp_path / "work", settings, logging.getLogger("test"))
