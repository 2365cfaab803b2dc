"""The design space a search explores, per task and target, and the tensor intrinsics it needs.

MetaSchedule's default space (PostOrderApply with the target's rules) for every task but one:
a GEMV (y[1,N] = x[1,K] @ W[K,N]) on CUDA, whose default space has no split-K and no
cross-thread reduction and passes VerifyGPUCode on ~1% of random samples (docs/search-speed.md).
For it, `GemvSplitK` goes ahead of the default rules: three
sketches (warp shuffle, shared-memory reduction, split-K over blocks), all valid.

Tensor intrinsics: `import tvm.s_tir.tensor_intrin` costs 17-23 s per process, and
MetaSchedule's TuneContext runs it for every task. Only spaces with tensor-core rules need
it (CUDA sm_75+ for fp16/bf16/int8 inputs; the "cuda-tensorcore" rules look the wmma
intrinsics up when they are created). For fp32 on CUDA the space is built from the plain
"cuda" rules instead: "cuda-tensorcore" is those rules plus two MultiLevelTilingTensorCore
rules and a RewriteTensorize postprocessor, which do nothing to a fp32 block, so the
sketches, samples and search are the same (tests/test_spaces.py checks it).
`tensor_intrinsics(needed)` then keeps TuneContext's import from running.

VerifyGPUCode on the picks only (`verify_picks_only`): MetaSchedule checks every schedule its
evolution makes (each sample and mutant, some 3,000 a round) against the GPU's limits by
lowering it, and that check is half of a learned round's evolution (for the H200 target: 22.6 s
a round with it, 10.8 s without on this repository's 2-core machine, 11.4 s and 4.7 s on the
H200's 16-core host, 2026-12; docs/search-speed.md). Without it in the space's
postprocessors, 5-11 of a round's 64 picks broke a limit; the search strategy then checks the
picks alone (warmup.WarmupSearch) and takes the round from the valid ones, and samples its
warm-up rounds in `DesignSpace.checked`, the same space with the check. It changes what the
evolution keeps in its population, so it is off unless asked for. GEMVs keep the check: their
random samples are ~99% invalid.
"""

from __future__ import annotations

import importlib
import logging
import math
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.schedule_rule import PyScheduleRule
from tvm.s_tir.schedule import Schedule

log = logging.getLogger("ecotune.spaces")

INTRIN_MODULE = "tvm.s_tir.tensor_intrin"
# input dtypes for which MetaSchedule's tensor-core rules have intrinsics (or may one day)
TENSOR_CORE_DTYPES = ("float16", "bfloat16", "int8", "uint8", "float8")
GEMV_SPACE = "gemv-splitk-v1"  # bump when GemvSplitK's sketches change: resumed searches must not mix
DEFAULT_SPACE = "default"


@dataclass(frozen=True)
class DesignSpace:
    name: str  # what the resume fingerprint records: DEFAULT_SPACE or GEMV_SPACE
    space: Any  # tune_tir's `space`: "post-order-apply" or a SpaceGenerator
    tensor_intrinsics: bool  # whether the space needs tvm.s_tir.tensor_intrin imported
    # verify_picks_only: the same space with VerifyGPUCode, which this one leaves out (the
    # strategy then checks the picks, and samples warm-up rounds in this one)
    checked: Any = None

    @property
    def picks_unverified(self) -> bool:
        return self.checked is not None


# ------------------------------------------------------------------ choosing the space
def _arch(target: tvm.target.Target) -> int:
    arch = str(target.attrs.get("arch", "")) if target.kind.name == "cuda" else ""
    digits = "".join(ch for ch in arch.removeprefix("sm_") if ch.isdigit())
    return int(digits) if digits else 0


def uses_tensor_cores(target: tvm.target.Target, dtype: str) -> bool:
    """Whether MetaSchedule's default rules for target are the tensor-core ones for dtype."""
    return target.kind.name == "cuda" and _arch(target) >= 75 and dtype.startswith(TENSOR_CORE_DTYPES)


def _rule_kind(target: tvm.target.Target, dtype: str) -> str:
    return "cuda-tensorcore" if uses_tensor_cores(target, dtype) else "cuda"


def design_space(task_kind: str, target: tvm.target.Target | dict, *, dtype: str = "float32",
                 gemv_rules: bool = True, verify_picks_only: bool = False) -> DesignSpace:
    """The space for a task of kind task_kind (workloads' kinds: matmul, matvec, ...) whose
    inputs have dtype, on target; gemv_rules False keeps the default space for matvec too;
    verify_picks_only: the fp32 CUDA space without VerifyGPUCode (see the module's doc)."""
    target = target if isinstance(target, tvm.target.Target) else tvm.target.Target(target)
    if target.kind.name != "cuda":
        # llvm: generic targets get the "llvm" rules (no intrinsics); one naming a CPU
        # (mcpu/mattr) may get VNNI/AVX-512/NEON rules, which look intrinsics up.
        needs = any(key in target.attrs for key in ("mcpu", "mattr"))
        return DesignSpace(DEFAULT_SPACE, "post-order-apply", needs)
    kind = _rule_kind(target, dtype)
    if task_kind == "matvec" and gemv_rules:
        if kind == "cuda-tensorcore":
            importlib.import_module(INTRIN_MODULE)  # the tensor-core rules look them up when made
        # Only the unroll depth is mutated: the sketches have no SamplePerfectTile, and their
        # thread splits are bound after rfactor; structure comes from fresh samples.
        space = ms.space_generator.PostOrderApply(
            sch_rules=[GemvSplitK(), *ms.ScheduleRule.create(kind)], postprocs=kind,
            mutator_probs={ms.mutator.MutateUnroll(): 1.0})
        return DesignSpace(GEMV_SPACE, space, kind == "cuda-tensorcore")
    if kind == "cuda" and _arch(target) >= 75:
        # what "post-order-apply" would pick is cuda-tensorcore: the same space for fp32
        space = ms.space_generator.PostOrderApply(sch_rules="cuda", postprocs="cuda", mutator_probs="cuda")
        if not verify_picks_only:
            return DesignSpace(DEFAULT_SPACE, space, False)
        unchecked = [p for p in ms.Postproc.create("cuda") if not isinstance(p, ms.postproc.VerifyGPUCode)]
        return DesignSpace(DEFAULT_SPACE, ms.space_generator.PostOrderApply(
            sch_rules="cuda", postprocs=unchecked, mutator_probs="cuda"), False, checked=space)
    return DesignSpace(DEFAULT_SPACE, "post-order-apply", kind == "cuda-tensorcore")


def input_dtype(func: tvm.tirx.PrimFunc) -> str:
    """The dtype of the function's first input (the task's input dtype)."""
    infos = ms.arg_info.ArgInfo.from_prim_func(func)
    return str(infos[0].dtype) if infos else "float32"


def infer_task_kind(func: tvm.tirx.PrimFunc) -> str:
    """"matvec" for a function whose one reduction block is an outer-reduction GEMV
    (GemvSplitK's pattern), else "other": the space depends on nothing else."""
    sch = Schedule(tvm.IRModule({"main": func}))
    blocks = [b for b in sch.get_child_blocks(sch.get_sblock("root"))]
    reductions = [b for b in blocks if any(int(iv.iter_type) == 2 for iv in sch.get(b).iter_vars)]
    if len(reductions) == 1 and match_outer_reduction_gemv(sch, reductions[0]):
        return "matvec"
    return "other"


def space_for(func: tvm.tirx.PrimFunc, target: tvm.target.Target | dict, *, gemv_rules: bool = True,
              verify_picks_only: bool = False) -> DesignSpace:
    """design_space() for a task given as its unscheduled function."""
    return design_space(infer_task_kind(func), target, dtype=input_dtype(func), gemv_rules=gemv_rules,
                        verify_picks_only=verify_picks_only)


@contextmanager
def tensor_intrinsics(needed: bool) -> Iterator[None]:
    """Import the tensor intrinsics if needed; otherwise, inside the block, make the imports
    MetaSchedule does anyway (TuneContext, tuning_db) no-ops. The stand-in module is removed
    on exit, so a later `import tvm.s_tir.tensor_intrin` does the real import."""
    if needed or INTRIN_MODULE in sys.modules:
        importlib.import_module(INTRIN_MODULE)
        yield
        return
    stand_in = types.ModuleType(INTRIN_MODULE, "stand-in: this space needs no tensor intrinsics")
    sys.modules[INTRIN_MODULE] = stand_in
    try:
        yield
    finally:
        if sys.modules.get(INTRIN_MODULE) is stand_in:
            del sys.modules[INTRIN_MODULE]


# ------------------------------------------------------------------ the split-K GEMV rule
def match_outer_reduction_gemv(sch: Schedule, block) -> bool:
    """True for y[.., j] += x[.., k] * W[k, j] with j W's contiguous axis and loops (spatial..., k)."""
    b = sch.get(block)
    loops = sch.get_loops(block)
    if len(b.writes) != 1 or len(b.reads) != 2 or len(loops) != len(b.iter_vars):
        return False
    red = [iv for iv in b.iter_vars if int(iv.iter_type) == 2]  # CommReduce
    spa = [iv for iv in b.iter_vars if int(iv.iter_type) == 0]  # DataPar
    if len(red) != 1 or len(spa) + 1 != len(b.iter_vars) or int(b.iter_vars[-1].iter_type) != 2:
        return False
    big = [iv.var for iv in spa if int(iv.dom.extent) > 1]
    if len(big) != 1:
        return False
    kv, jv = red[0].var, big[0]

    def uses(region, var):
        return any(r.min.same_as(var) for r in region.region)

    mats = [r for r in b.reads if uses(r, kv) and uses(r, jv)]
    vecs = [r for r in b.reads if uses(r, kv) and not uses(r, jv)]
    if len(mats) != 1 or len(vecs) != 1 or not mats[0].region[-1].min.same_as(jv):
        return False  # a reduction axis that is contiguous (W[N,K]) needs another sketch
    return [int(sch.get(lp).extent) for lp in loops] == [int(iv.dom.extent) for iv in b.iter_vars]


@derived_object
class GemvSplitK(PyScheduleRule):
    """Split-K sketches for y[1,N] = x[1,K] @ W[K,N] with W row-major (N contiguous).

    Every thread accumulates V adjacent outputs (one float2/float4 load of a W row per step)
    over a strided slice of K; the TK threads that share outputs are reduced with TVM's
    cross-thread allreduce. Variants (one sketch each):
      shuffle      K lanes on threadIdx.x, N lanes on threadIdx.y: warp-shuffle reduction
      smem         N lanes on threadIdx.x (a warp reads 128-B row segments), K lanes on
                   threadIdx.y: shared-memory tree reduction
      splitk_grid  as shuffle, plus K split over KB blocks (blockIdx.y) into a partial-sum
                   buffer and a second kernel that adds the KB partials (for N << K)
    Sampled: V, TK, TN (and KB) by SampleCategorical, among divisors (no predicates); the
    unroll depth comes from the ParallelizeVectorizeUnroll rule that follows. The block is
    then annotated schedule_rule="None" so the default rules after this one leave it alone.
    Any other block is returned untouched to the default rules.
    """

    def __init__(self, vec=(1, 2, 4), lanes_k=(4, 8, 16, 32), lanes_n=(1, 2, 4, 8, 16, 32),
                 smem_lanes_n=(4, 8, 16, 32), smem_lanes_k=(2, 4, 8, 16, 32), block_k=(2, 4, 8),
                 variants=("shuffle", "smem", "splitk_grid"), keep_original=False):
        self.cfg = dict(vec=list(vec), lanes_k=list(lanes_k), lanes_n=list(lanes_n),
                        smem_lanes_n=list(smem_lanes_n), smem_lanes_k=list(smem_lanes_k),
                        block_k=list(block_k), variants=list(variants), keep_original=keep_original)

    def _initialize_with_tune_context(self, context) -> None:
        pass

    def clone(self):
        c = self.cfg
        return GemvSplitK(c["vec"], c["lanes_k"], c["lanes_n"], c["smem_lanes_n"], c["smem_lanes_k"],
                          c["block_k"], c["variants"], c["keep_original"])

    def apply(self, sch: Schedule, block) -> list[Schedule]:
        if not match_outer_reduction_gemv(sch, block):
            return [sch]
        name = sch.get(block).name_hint
        *sp, k = sch.get_loops(block)
        n_ext = math.prod(int(sch.get(lp).extent) for lp in sp)
        k_ext = int(sch.get(k).extent)
        out = []
        for variant in self.cfg["variants"]:
            s = sch.copy()
            s.seed(sch.fork_seed())
            try:
                getattr(self, "_" + variant)(s, s.get_sblock(name), n_ext, k_ext)
            except Exception as err:  # noqa: BLE001 - a variant that does not apply is skipped
                log.debug("GemvSplitK variant %s skipped: %s", variant, err)
                continue
            out.append(s)
        if self.cfg["keep_original"] or not out:
            out.append(sch)
        return out

    def _cands(self, key, extent, times=1):
        c = [x for x in self.cfg[key] if extent % (x * times) == 0]
        return c or [1]

    @staticmethod
    def _sample(s, cands):
        return s.sample_categorical(cands, [1.0 / len(cands)] * len(cands))

    def _write_back(self, s, block, rf, n_outer, tag_k, tag_n, V, TN):
        """Bind the rfactor block; reduce its TK partials per output in the write-back block."""
        loops = s.get_loops(rf)
        kt, jt, ko, jv = loops[n_outer:n_outer + 4]
        s.bind(kt, tag_k)
        s.bind(jt, tag_n)
        s.vectorize(jv)
        s.set_scope(rf, 0, "local")
        s.reverse_compute_at(block, loops[n_outer - 1], preserve_unit_loops=True)
        wl = s.get_loops(block)[n_outer:]
        wkt, wj = wl[0], wl[-1]
        wjt, wjv = s.split(wj, [TN, V])
        s.reorder(wjt, wjv, wkt)
        s.bind(wjt, tag_n)
        s.bind(wkt, tag_k)
        # The V allreduces stay in a rolled loop: the root's unroll pragma would otherwise
        # copy the allreduce, and TVM 0.27's LowerThreadAllreduce then fails ("load_remap_"
        # / undefined variable) on ~60% of candidates that VerifyGPUCode passed.
        s.annotate(wjv, "pragma_auto_unroll_max_step", 0)
        s.decompose_reduction(rf, ko)

    def _split_nk(self, s, j, k, n_ext, k_ext, layout):
        V = self._sample(s, self._cands("vec", n_ext))
        j1, jv = s.split(j, [None, V])
        if layout == "shuffle":
            TK = self._sample(s, self._cands("lanes_k", k_ext))
            ko, kt = s.split(k, [None, TK])
            TN = self._sample(s, self._cands("lanes_n", n_ext, max(self.cfg["vec"])))
            jo, jt = s.split(j1, [None, TN])
            return jo, jt, jv, ko, kt, V, TN, "threadIdx.x", "threadIdx.y"
        TN = self._sample(s, self._cands("smem_lanes_n", n_ext, max(self.cfg["vec"])))
        jo, jt = s.split(j1, [None, TN])
        # (binding jt before rfactor would let MutateThreadBinding mutate TN, but
        # RewriteCooperativeFetch then fails: it looks the bound loop up and rfactor replaced it)
        TK = self._sample(s, self._cands("smem_lanes_k", k_ext))
        ko, kt = s.split(k, [None, TK])
        return jo, jt, jv, ko, kt, V, TN, "threadIdx.y", "threadIdx.x"

    def _single(self, s, block, n_ext, k_ext, layout):
        *sp, k = s.get_loops(block)
        j = s.fuse(*sp) if len(sp) > 1 else sp[0]
        jo, jt, jv, ko, kt, V, TN, tag_k, tag_n = self._split_nk(s, j, k, n_ext, k_ext, layout)
        s.reorder(jo, kt, jt, ko, jv)
        rf = s.rfactor(kt, factor_axis=0)
        s.bind(s.get_loops(rf)[0], "blockIdx.x")
        self._write_back(s, block, rf, 1, tag_k, tag_n, V, TN)
        s.annotate(block, "schedule_rule", "None")

    def _shuffle(self, s, block, n_ext, k_ext):
        self._single(s, block, n_ext, k_ext, "shuffle")

    def _smem(self, s, block, n_ext, k_ext):
        self._single(s, block, n_ext, k_ext, "smem")

    def _splitk_grid(self, s, block, n_ext, k_ext):
        *sp, k = s.get_loops(block)
        KB = self._sample(s, self._cands("block_k", k_ext, max(self.cfg["lanes_k"])))
        kb, _ = s.split(k, [KB, None])
        part = s.rfactor(kb, factor_axis=0)  # C_rf[kb, j]: partial sums, global memory
        *psp, _pkb, pkr = s.get_loops(part)
        j = s.fuse(*psp) if len(psp) > 1 else psp[0]
        jo, jt, jv, ko, kt, V, TN, tag_k, tag_n = self._split_nk(s, j, pkr, n_ext, k_ext // 2, "shuffle")
        s.reorder(jo, _pkb, kt, jt, ko, jv)
        rf = s.rfactor(kt, factor_axis=0)
        outer = s.get_loops(rf)
        s.bind(outer[0], "blockIdx.x")
        s.bind(outer[1], "blockIdx.y")
        self._write_back(s, part, rf, 2, tag_k, tag_n, V, TN)
        *fsp, _ = s.get_loops(block)  # second kernel: C[j] = sum over kb of C_rf[kb, j]
        fj = s.fuse(*fsp) if len(fsp) > 1 else fsp[0]
        fo, ft = s.split(fj, [None, 256 if n_ext % 256 == 0 else 32])
        s.bind(fo, "blockIdx.x")
        s.bind(ft, "threadIdx.x")
        s.annotate(block, "schedule_rule", "None")
