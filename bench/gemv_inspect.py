"""Looking into scheduled GEMV kernels without a GPU (bench/gemv_space.py): thread extents,
cross-thread reductions, what VerifyGPUCode rejects and why, launch dimensions."""

from __future__ import annotations

import os

os.environ.setdefault("TVM_NUM_THREADS", "1")

import collections  # noqa: E402
import math  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402


sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import tvm  # noqa: E402
from tvm.s_tir import meta_schedule as ms  # noqa: E402
from tvm.s_tir import transform as s_tf  # noqa: E402
from tvm.s_tir.schedule import Schedule  # noqa: E402
from tvm.tirx import transform as t_tf  # noqa: E402
import tvm_ffi  # noqa: E402


# The H200 as ecotune's cuda_target() describes it (src/ecotune/target.py); sm_90 selects the
# "cuda-tensorcore" default rules, postprocs and mutators.
H200_TARGET = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024,
               "max_shared_memory_per_block": 49152, "thread_warp_size": 32,
               "registers_per_block": 65536}
# VerifyGPUCode's constraints (src/s_tir/meta_schedule/postproc/verify_gpu_code.cc)
VERIFY_LIMITS = {"max_shared_memory_per_block": 49152, "max_threads_per_block": 1024,
                 "max_vthread": 8, "max_vector_bytes": 16}
# asking for limits of zero makes the verifier report every quantity it measures
PROBE_LIMITS = {"max_shared_memory_per_block": 0, "max_threads_per_block": 0, "max_vthread": 0,
                "max_vector_bytes": 0, "max_local_memory_per_block": 0, "max_kernels": 0}
_VERIFY_PASS = tvm_ffi.get_global_func("s_tir.transform.VerifyGPUCode")


# ---------------------------------------------------------------------------------------------
# looking at schedules


def _children(s) -> list:
    if isinstance(s, tvm.tirx.SeqStmt):
        return list(s.seq)
    if isinstance(s, tvm.s_tir.SBlockRealize):
        return [s.block]
    if isinstance(s, tvm.s_tir.SBlock):
        return [s.body] + ([s.init] if s.init is not None else [])
    if isinstance(s, tvm.tirx.IfThenElse):
        return [s.then_case] + ([s.else_case] if s.else_case is not None else [])
    body = getattr(s, "body", None)
    return [body] if body is not None else []


def _walk(stmt, threads: dict, on_block) -> None:
    """Depth-first walk keeping the thread extents (tag -> extent) of the enclosing loops."""
    if isinstance(stmt, tvm.tirx.For) and stmt.thread_binding is not None:
        tag = str(stmt.thread_binding.thread_tag)
        threads = {**threads, tag: int(stmt.extent)}
    if isinstance(stmt, tvm.s_tir.SBlock):
        on_block(stmt, threads)
    for c in _children(stmt):
        _walk(c, threads, on_block)


def thread_extent_check(func) -> str | None:
    """MetaSchedule's ThreadExtentChecker: threadIdx product within a block's annotated range."""
    bad: list[str] = []

    def on_block(blk, threads):
        ann = blk.annotations
        lo = ann.get("meta_schedule.thread_extent_low_inclusive")
        hi = ann.get("meta_schedule.thread_extent_high_inclusive")
        if lo is None or hi is None:
            return
        n = math.prod(v for t, v in threads.items() if t.startswith("threadIdx"))
        if n < int(lo):
            bad.append(f"threads per block < {int(lo)} (MetaSchedule thread_extent_low_inclusive)")
        elif n > int(hi):
            bad.append(f"threads per block > {int(hi)} (MetaSchedule thread_extent_high_inclusive)")

    _walk(func.body, {}, on_block)
    return bad[0] if bad else None


def cross_thread_reductions(func) -> list[dict]:
    """Blocks whose reduction iterators are bound to thread-bound loop variables."""
    found = []

    def visit(stmt, bound: dict):
        if isinstance(stmt, tvm.tirx.For) and stmt.thread_binding is not None:
            bound = {**bound, stmt.loop_var: (str(stmt.thread_binding.thread_tag), int(stmt.extent))}
        if isinstance(stmt, tvm.s_tir.SBlockRealize):
            for iv, val in zip(stmt.block.iter_vars, stmt.iter_values):
                if int(iv.iter_type) != 2:
                    continue
                used = []
                tvm_ffi.structural_walk(val, (tvm.ir.expr.Var, lambda v: used.append(v)))
                tags = sorted({bound[v][0] + f"={bound[v][1]}" for v in used if v in bound})
                if tags:
                    found.append({"block": str(stmt.block.name_hint), "threads": tags})
        for c in _children(stmt):
            visit(c, bound)

    visit(func.body, {})
    uniq = {(f["block"], tuple(f["threads"])): f for f in found}
    return list(uniq.values())


def _lower_like_verify_gpu_code(mod: tvm.IRModule) -> tvm.IRModule:
    """The pass list MetaSchedule's VerifyGPUCode postproc lowers with before it verifies."""
    f = mod["main"].with_attr("global_symbol", "main").with_attr(
        "target", tvm.target.Target(H200_TARGET)).with_attr("tirx.noalias", True)
    seq = tvm.transform.Sequential([
        s_tf.LowerCrossThreadReduction(), s_tf.LowerInitBlock(),
        s_tf.PlanAndUpdateBufferAllocationLocation(), s_tf.ConvertBlocksToOpaque(),
        s_tf.LiftThreadBinding(), s_tf.ManifestSharedMemoryLocalStage(),
        s_tf.CompactBufferAllocation(), t_tf.StmtSimplify(), s_tf.LowerAutoCopy(),
        s_tf.UnifyThreadBinding(), s_tf.LowerMatchBuffer(), s_tf.InjectSoftwarePipeline(),
        s_tf.LowerOpaqueBlock(), t_tf.FlattenBuffer(), t_tf.BF16ComputeLegalize(),
        t_tf.NarrowDataType(32), t_tf.StmtSimplify(), t_tf.VectorizeLoop(True),
        s_tf.InjectVirtualThread(), s_tf.InjectDoubleBuffer(), t_tf.StorageRewrite(),
        s_tf.MergeSharedMemoryAllocations(), t_tf.LowerIntrin()])
    return seq(tvm.IRModule({"main": f}))


_VIOLATION = [  # (regex on one verifier line, key)
    (re.compile(r"Used shared memory per block \((\d+)\)"), "smem_bytes"),
    (re.compile(r"Used threads per block \((\d+)\)"), "threads_per_block"),
    (re.compile(r"Used local memory per block \((\d+)\)"), "local_bytes_per_block"),
    (re.compile(r"Number of launched kernels \((\d+)\)"), "kernels"),
    (re.compile(r"Number of lanes \((\d+)\) times number of bytes \((\d+)\)"), "vector_bytes"),
    (re.compile(r"vthread.*\((\d+)\)", re.I), "vthreads"),
]


def _verify(mod_lowered, limits) -> list[str]:
    try:
        _VERIFY_PASS(limits)(mod_lowered)
        return []
    except Exception as err:  # noqa: BLE001 - the pass raises with the violated limits listed
        text = str(err).split("In function")[0]
        return [ln.strip().rstrip(";") for ln in text.splitlines()[1:] if ln.strip()]


def thread_dims(func) -> dict[str, int]:
    """Extent of every thread axis (max over kernels): blockIdx.x, threadIdx.y, vthread.x ..."""
    dims: dict[str, int] = {}

    def on_for(loop):
        if loop.thread_binding is not None:
            tag = str(loop.thread_binding.thread_tag)
            dims[tag] = max(dims.get(tag, 0), int(loop.extent))

    tvm_ffi.structural_walk(func, (tvm.tirx.For, on_for))
    return dims


def kernel_dims(func) -> list[dict[str, int]]:
    """Thread axes of each kernel: the top-level loop nests of the root block."""
    body = func.body
    if isinstance(body, tvm.s_tir.SBlockRealize):
        body = body.block.body
    nests = list(body.seq) if isinstance(body, tvm.tirx.SeqStmt) else [body]
    return [d for d in (thread_dims(n) for n in nests) if d]


def probe(mod) -> dict[str, Any]:
    """Launch quantities of a scheduled module (max over its kernels): thread axes from the
    schedule, the rest as the verifier measures them after VerifyGPUCode's lowering."""
    q: dict[str, Any] = dict(thread_dims(mod["main"]))
    for line in _verify(_lower_like_verify_gpu_code(mod), PROBE_LIMITS):
        for rx, key in _VIOLATION:
            m = rx.search(line)
            if not m:
                continue
            if key == "vector_bytes":  # "(lanes) times number of bytes (bytes of the whole vector)"
                val = int(m.group(2))
            else:
                val = int(m.group(1))
            q[key] = max(q.get(key, 0), val)
            break
    return q


def failure_reasons(mod_before_verify) -> list[str]:
    """Why VerifyGPUCode rejected a schedule: every limit it exceeds (MetaSchedule stops at the
    first; its thread-extent check runs before lowering, the verifier's limits after)."""
    te = thread_extent_check(mod_before_verify["main"])
    out = [te] if te else []
    try:
        low = _lower_like_verify_gpu_code(mod_before_verify)
    except Exception as err:  # noqa: BLE001
        return out + ["lowering failed: " + str(err).strip().splitlines()[-1][:100]]
    lines = _verify(low, VERIFY_LIMITS)
    for ln in lines:
        if "shared memory" in ln:
            out.append("shared memory per block > 49152 B")
        elif "threads per block" in ln:
            out.append("threads per block > 1024")
        elif "Extent of threadIdx" in ln:
            out.append("threadIdx extent > limit")
        elif "vector bytes" in ln or "lanes" in ln:
            out.append("vector access > 16 B")
        elif "vthread" in ln.lower():
            out.append("vthreads > 8")
        else:
            out.append(re.sub(r"\d+", "#", ln)[:100])
    return sorted(set(out)) or ["unexplained (verifier passed when re-run)"]


def sketch_summary(sch: Schedule) -> dict[str, Any]:
    insts = list(sch.trace.insts)
    kinds = collections.Counter(i.kind.name for i in insts)
    binds = [str(i.attrs[0]) for i in insts if i.kind.name == "Bind"]
    caches = [f"{i.kind.name}:{i.attrs[-1]}" for i in insts if i.kind.name in ("CacheRead", "CacheWrite")]
    anns = [str(i.attrs[0]) for i in insts if i.kind.name == "Annotate"]
    pipe = [str(i.inputs[1]) for i in insts
            if i.kind.name == "Annotate" and str(i.attrs[0]) == "software_pipeline_stage"]
    return {"binds": binds, "caches": caches, "rfactor": kinds.get("RFactor", 0),
            "vectorize": kinds.get("Vectorize", 0), "software_pipeline_stage": pipe,
            "annotations": sorted(set(anns)),
            "samplers": {k: v for k, v in kinds.items() if k.startswith("Sample")}}


def sample_decisions(sch: Schedule) -> list[int]:
    """The sampled candidate values, in trace order (SampleCategorical only)."""
    tr = sch.trace
    out = []
    for inst in tr.insts:
        if inst.kind.name == "SampleCategorical" and inst in tr.decisions:
            out.append(int(inst.attrs[0][int(tr.decisions[inst])]))
    return out


def tune_context(mod, space, *, seed: int, pop: int = 512, logger=None) -> ms.TuneContext:
    return ms.TuneContext(mod, target=tvm.target.Target(H200_TARGET), space_generator=space,
                          search_strategy=ms.search_strategy.EvolutionarySearch(population_size=pop),
                          task_name="gemv", rand_state=seed, num_threads=1, logger=logger)
