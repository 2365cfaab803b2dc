"""The proposed GEMV space for MetaSchedule (bench/gemv_space.py; issue 12, item 4): a split-K
schedule rule, GemvSplitK, and the spaces built with it. CPU-side only; nothing here is measured."""

from __future__ import annotations

import os

os.environ.setdefault("TVM_NUM_THREADS", "1")

import logging  # noqa: E402
import math  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402


sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from tvm.ir.utils import derived_object  # noqa: E402
from tvm.s_tir import meta_schedule as ms  # noqa: E402
from tvm.s_tir.meta_schedule.schedule_rule import PyScheduleRule  # noqa: E402
from tvm.s_tir.schedule import Schedule  # noqa: E402


# ---------------------------------------------------------------------------------------------
# the proposed rule


def _uniform(n: int) -> list[float]:
    return [1.0 / n] * n


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

    def uses(reg, v):
        return any(r.min.same_as(v) for r in reg.region)

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
    Sampled: V, TK, TN (and KB) by SampleCategorical; the unroll depth comes from the
    ParallelizeVectorizeUnroll rule that follows. The block is then annotated
    schedule_rule="None" so the default rules after this one leave it alone.
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
        c = dict(self.cfg)
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
                logging.getLogger("gemv_space").info("variant %s skipped: %s", variant, err)
                continue
            out.append(s)
        if self.cfg["keep_original"] or not out:
            out.append(sch)
        return out

    # sampled candidates are restricted to divisors so no loop needs a predicate
    def _cands(self, key, extent, times=1):
        c = [x for x in self.cfg[key] if extent % (x * times) == 0]
        return c or [1]

    def _sample(self, s, cands):
        return s.sample_categorical(cands, _uniform(len(cands)))

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
        # The V allreduces stay in a rolled loop: the unroll pragma that the root's
        # unroll_explicit annotation puts on the kernel would otherwise copy the allreduce, and
        # TVM 0.27's LowerThreadAllreduce then fails ("load_remap_" / undefined variable) on
        # about 60% of candidates although VerifyGPUCode passed them.
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
        # (binding jt here, before rfactor, would let MutateThreadBinding mutate TN, but
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
        *psp, pkb, pkr = s.get_loops(part)
        j = s.fuse(*psp) if len(psp) > 1 else psp[0]
        jo, jt, jv, ko, kt, V, TN, tag_k, tag_n = self._split_nk(
            s, j, pkr, n_ext, k_ext // 2, "shuffle")
        s.reorder(jo, pkb, kt, jt, ko, jv)
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

