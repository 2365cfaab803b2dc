"""The proposed GEMV spaces for MetaSchedule (bench/gemv_space.py; issue 12, item 4), built
with the split-K rule that now lives in the library (ecotune.search.spaces.GemvSplitK).
CPU-side only; nothing here is measured."""

from __future__ import annotations

import os

os.environ.setdefault("TVM_NUM_THREADS", "1")

import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from tvm.s_tir import meta_schedule as ms  # noqa: E402

from ecotune.search.spaces import GemvSplitK  # noqa: E402


def proposed_space(keep_original: bool = False) -> ms.space_generator.PostOrderApply:
    """What the proposal hands tune_tir for matvec tasks (see bench/results/gemv_space.md)."""
    import tvm.s_tir.tensor_intrin  # noqa: F401 - the tensor-core rules look their intrinsics up

    rules = [GemvSplitK(keep_original=keep_original), *ms.ScheduleRule.create("cuda-tensorcore")]
    # MutateTileSize and MutateThreadBinding find nothing to mutate in these sketches (no
    # SamplePerfectTile; thread splits are bound after rfactor), so only the unroll depth is
    # mutated; the structural choices come from fresh init samples every generation.
    mutators = {ms.mutator.MutateUnroll(): 1.0}
    return ms.space_generator.PostOrderApply(sch_rules=rules, postprocs="cuda-tensorcore",
                                             mutator_probs=mutators)


def stock_split_k_space() -> ms.space_generator.PostOrderApply:
    """The stock rules that can put K on threads, alone."""
    # (AddRFactor, the other rule gated by the same NeedsRFactorOrCrossThreadReduction test,
    # is a CPU rule: it needs the target's num-cores and fails on a CUDA target)
    rules = [ms.schedule_rule.CrossThreadReduction([4, 8, 16, 32, 64, 128, 256, 512]),
             ms.schedule_rule.AutoBind()]
    return ms.space_generator.PostOrderApply(sch_rules=rules, postprocs="cuda-tensorcore",
                                             mutator_probs="cuda-tensorcore")

