"""Design spaces (ecotune.search.spaces): the split-K space for GEMVs on CUDA generates and
schedules valid candidates without a GPU (lowering, VerifyGPUCode and CUDA source), every
other task keeps MetaSchedule's default space, the space is part of the resume fingerprint,
and fp32 spaces run without importing the tensor intrinsics."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import tvm
import tvm_ffi
from tvm.s_tir import meta_schedule as ms

from conftest import ROOT, pythonpath_without_torch
from ecotune.ops.schedules import normalize
from ecotune.search.spaces import (DEFAULT_SPACE, GEMV_SPACE, design_space, infer_task_kind, space_for,
                                   tensor_intrinsics)
from ecotune.search.tune_loop import SearchSettings, fingerprint
from ecotune.ops.target import TargetInfo
from ecotune.ops.workloads import OperatorSpec, make_primfunc

CUDA = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152,
        "thread_warp_size": 32, "registers_per_block": 65536}
LLVM = {"kind": "llvm", "num-cores": 2}


def func(kind: str, dtype: str = "float32", **dims):
    return make_primfunc(OperatorSpec(f"{kind}_t", kind, tuple(dims.items()), dtype))


def matvec(n=256, k=128, dtype="float32"):
    return func("matvec", dtype, N=n, K=k)


def matmul(dtype="float32", m=64, n=64, k=64):
    return func("matmul", dtype, M=m, N=n, K=k)


def context(f, space, target=CUDA, seed=1, population=64) -> ms.TuneContext:
    return ms.TuneContext(normalize(f), target=tvm.target.Target(target), space_generator=space,
                          search_strategy=ms.search_strategy.EvolutionarySearch(population_size=population),
                          rand_state=seed, num_threads=1)


def candidates(ctx: ms.TuneContext, n: int):
    """What MetaSchedule's first generation proposes (postprocessors, VerifyGPUCode included)."""
    ctx.pre_tuning(max_trials=n, num_trials_per_iter=n, design_spaces=ctx.generate_design_space(),
                   database=ms.database.MemoryDatabase(), cost_model=ms.cost_model.RandomModel(seed=0))
    return ctx.generate_measure_candidates() or []


def bound_reduction_loops(mod) -> list[str]:
    """Thread tags of loops that run over a reduction's partial sums (cross-thread reduction)."""
    tags = []

    def visit(node):
        if isinstance(node, tvm.tirx.For) and node.thread_binding is not None:
            body = node.body.script() if hasattr(node.body, "script") else str(node.body)
            if "T.reads(C_rf" in body or "C_rf_local" in body:
                tags.append(str(node.thread_binding.thread_tag))

    tvm_ffi.structural_walk(mod["main"], (tvm.tirx.For, visit))
    return tags


def test_task_kinds_follow_the_function_not_its_name():
    assert infer_task_kind(matvec()) == "matvec"
    assert infer_task_kind(matmul()) == "other"
    assert infer_task_kind(func("batch_matmul", B=2, M=8, N=16, K=16)) == "other"
    conv = func("conv2d", N=1, C=4, H=8, W=8, F=4, R=3, S=3, stride=1, pad=1)
    assert infer_task_kind(conv) == "other"


def test_only_gemv_on_cuda_gets_the_split_k_space():
    assert space_for(matvec(), CUDA).name == GEMV_SPACE
    assert not space_for(matvec(), CUDA).tensor_intrinsics
    assert space_for(matvec(), CUDA, gemv_rules=False).name == DEFAULT_SPACE
    for f in (matmul(), func("batch_matmul", B=2, M=8, N=16, K=16)):
        assert space_for(f, CUDA).name == DEFAULT_SPACE
    for f in (matvec(), matmul()):  # llvm: MetaSchedule's own default, untouched
        space = space_for(f, LLVM)
        assert (space.name, space.space, space.tensor_intrinsics) == (DEFAULT_SPACE, "post-order-apply", False)
    # tensor-core inputs keep the default (cuda-tensorcore) space and need the intrinsics
    fp16 = space_for(matmul("float16"), CUDA)
    assert (fp16.space, fp16.tensor_intrinsics) == ("post-order-apply", True)
    # pre-Turing GPUs: the default space has no tensor-core rules either way
    assert design_space("matmul", dict(CUDA, arch="sm_70"), dtype="float16").space == "post-order-apply"


def test_the_space_is_part_of_the_resume_fingerprint():
    target = TargetInfo(kind="cuda", target=CUDA, device_name="test GPU")
    with_rules = SearchSettings(trials=8, trials_per_round=8, seed=0)
    without = SearchSettings(trials=8, trials_per_round=8, seed=0, gemv_rules=False)
    assert fingerprint(matvec(), target, with_rules, "tune")["space"] == GEMV_SPACE
    assert fingerprint(matvec(), target, with_rules, "tune") != fingerprint(matvec(), target, without, "tune")
    assert fingerprint(matmul(), target, with_rules, "tune") == fingerprint(matmul(), target, without, "tune")
    # the workflow's params predate the knob: missing, it is on
    params = {"trials": 8, "trials_per_round": 8, "seed": 0, "builder": "persistent", "builder_workers": None,
              "population_size": 32, "build_timeout_s": 1.0, "run_timeout_s": 1.0}
    assert SearchSettings.from_mapping(params).gemv_rules is True
    assert SearchSettings.from_mapping({**params, "gemv_rules": False}).gemv_rules is False
    with pytest.raises(KeyError):
        SearchSettings.from_mapping({k: v for k, v in params.items() if k != "seed"})


def test_split_k_space_schedules_a_gemv_for_cuda_without_a_gpu():
    f = matvec(n=256, k=128)
    space = space_for(f, CUDA).space
    with tensor_intrinsics(False):
        ctx = context(f, space)
        sketches = ctx.generate_design_space()
        assert len(sketches) == 3  # shuffle, smem, splitk_grid
        for sketch in sketches:
            names = sketch.mod.script()
            assert "C_rf" in names, "the reduction is split (rfactor)"
            assert bound_reduction_loops(sketch.mod), "the partial sums are reduced across threads"
        cands = candidates(ctx, 16)
    # every random instance passed the postprocessors (the default space passes ~1%)
    assert len(cands) == 16
    target = tvm.target.Target(CUDA)
    for cand in cands[:8]:
        lowered = tvm.tirx.build(cand.sch.mod, target=target)  # CUDA codegen; no GPU, no CUDA compiler
        source = lowered.imports[0].inspect_source("cuda")
        # the partial sums meet by warp shuffle or in a shared-memory buffer
        assert "__shfl_down_sync" in source or "__shared__" in source, source


def test_split_k_rule_leaves_other_blocks_to_the_default_rules():
    from ecotune.search.spaces import GemvSplitK

    sch = tvm.s_tir.Schedule(normalize(matmul()))
    block = sch.get_sblock("C")
    assert GemvSplitK().apply(sch, block) == [sch]
    assert GemvSplitK(vec=(1, 2)).clone() is not None  # tune_tir clones the space's rules


def test_fp32_search_runs_without_the_tensor_intrinsics_import():
    """In a fresh process: a fp32 CUDA space (matmul and GEMV) samples candidates inside
    tensor_intrinsics(False), which leaves the ~20 s module unimported."""
    code = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT / 'src')!r}); sys.path.insert(0, {str(ROOT / 'tests')!r})
        start = time.perf_counter()
        from test_spaces import CUDA, candidates, context, matmul, matvec
        from ecotune.search.spaces import space_for, tensor_intrinsics
        for f in (matmul(), matvec()):
            with tensor_intrinsics(space_for(f, CUDA).tensor_intrinsics):
                assert len(candidates(context(f, space_for(f, CUDA).space), 8)) == 8
        assert "tvm.s_tir.tensor_intrin" not in sys.modules
        print(round(time.perf_counter() - start, 1))
        """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]


def check_fp32_cuda_space_is_the_default_space():
    """The plain "cuda" rules that fp32 gets are what MetaSchedule's default (cuda-tensorcore)
    space does to a fp32 block: same sketches and, from one seed, the same candidates."""
    import tvm.s_tir.tensor_intrin  # noqa: F401 - the default space needs it

    assert design_space("matvec", CUDA, dtype="float16").tensor_intrinsics

    ours = design_space("other", CUDA).space
    for f in (matmul(m=128, n=128, k=128), matvec(), func("conv2d", N=1, C=8, H=8, W=8, F=8, R=3, S=3,
                                                            stride=1, pad=1)):
        default, plain = context(f, "post-order-apply", seed=3), context(f, ours, seed=3)
        sketches = [str(s.trace) for s in default.generate_design_space()]
        assert sketches == [str(s.trace) for s in plain.generate_design_space()]
    # The same postprocessors and sampling too; one task shows it (the GEMV's and the
    # convolution's valid samples are rare: a minute more of sampling for no new code path).
    default, plain = context(matmul(m=128, n=128, k=128), "post-order-apply", seed=3), context(
        matmul(m=128, n=128, k=128), ours, seed=3)
    picked = [tvm_ffi.structural_hash(c.sch.mod) for c in candidates(default, 8)]
    assert len(picked) == 8
    assert picked == [tvm_ffi.structural_hash(c.sch.mod) for c in candidates(plain, 8)]


@pytest.mark.slow
def test_fp32_cuda_space_is_the_default_space():
    """check_fp32_cuda_space_is_the_default_space in a fresh process that imports the tensor
    intrinsics first, without PyTorch: TVMScript's parse of each intrinsic inspects the call
    stack and the loaded modules: the import took 32 s at the top of a process with TVM alone,
    46 s 80 frames down, and the test about 180 s inside a pytest worker beside another (2
    cores, 2026-12-07)."""
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT / 'src')!r}); sys.path.insert(0, {str(ROOT / 'tests')!r})
        import tvm.s_tir.tensor_intrin  # first, while only TVM is loaded
        from test_spaces import check_fp32_cuda_space_is_the_default_space
        check_fp32_cuda_space_is_the_default_space()
        """)
    env = {**os.environ, "PYTHONPATH": pythonpath_without_torch()}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=900, env=env)
    assert done.returncode == 0, done.stderr[-3000:]


def test_verify_picks_only_checks_the_learned_rounds_picks_and_samples_warm_up_rounds_with_the_check():
    """search.verify_picks_only: the fp32 CUDA space drops VerifyGPUCode (GEMVs keep it); WarmupSearch
    draws warm-up rounds in the checked space and drops the learned rounds' picks over a GPU limit."""
    from ecotune.search.warmup import WarmupSearch

    def checks(space) -> bool:
        return any(isinstance(p, ms.postproc.VerifyGPUCode) for p in space.space.postprocs)

    unchecked, checked = design_space("other", CUDA, verify_picks_only=True), design_space("other", CUDA)
    assert unchecked.picks_unverified and not checks(unchecked) and checks(checked)
    assert not space_for(matvec(), CUDA, verify_picks_only=True).picks_unverified  # ~99% of its samples fail
    target = TargetInfo(kind="cuda", target=CUDA, device_name="test GPU")
    on = SearchSettings(trials=8, trials_per_round=8, seed=0, verify_picks_only=True)
    assert fingerprint(matmul(), target, on, "tune")["search"]["verify_picks_only"] is True
    off = SearchSettings(8, 8, 0, verify_picks_only=False)
    assert "verify_picks_only" not in fingerprint(matmul(), target, off, "tune")["search"]

    class Learned:  # what scores_at_random() reads of a cost model past its warm-up
        data_size, num_warmup_samples, booster = 1000, 100, object()

    f = matmul(m=256, n=256, k=256)
    for cost_model, round_kind in ((ms.CostModel.create("xgb", num_tuning_cores=1), "warmup"), (Learned(), "evolve")):
        strategy = WarmupSearch(64, cost_model, checked_space=checked.space)
        with tensor_intrinsics(False):
            ctx = ms.TuneContext(normalize(f), target=tvm.target.Target(CUDA), space_generator=unchecked.space,
                                 search_strategy=strategy, rand_state=1, num_threads=1)
            ctx.pre_tuning(max_trials=16, num_trials_per_iter=16, design_spaces=ctx.generate_design_space(),
                           database=ms.database.MemoryDatabase(), cost_model=ms.cost_model.RandomModel(seed=0))
            batch = ctx.generate_measure_candidates()
        verify = ms.postproc.VerifyGPUCode()
        verify._initialize_with_tune_context(ctx)
        assert strategy.rounds == [round_kind] and batch
        assert all(verify.apply(c.sch.copy()) for c in batch)  # no pick over a limit reaches a round
        checked_picks, failed = strategy.picks_checked
        if round_kind == "warmup":  # sampled with the check: a full round, nothing to drop
            assert len(batch) == 16 and failed == 0
        else:  # random scores in the unchecked space: most picks break a limit, and were dropped
            assert failed > 0 and checked_picks - failed == len(batch)
