"""A scheduled kernel: compile it exactly as the search's builder did, read its source and
launch configuration, and export the one a search stands for (best_kernel.{cu,ll} and the
facts for best.json).

Below the searches: the measurement code (kernels.py), the searches and the energy model
all use it, so editing a search does not change what these stages run.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import tvm
import tvm_ffi
from tvm import s_tir, tirx
from tvm.ir import IRModule
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.utils import shash2hex
from tvm.target import Target

from ..core.outputs import write_atomic
from ..core.results import source_file
from .target import TargetInfo

# tirx.disable_storage_rewrite works around a TVM 0.27 lowering bug: StorageRewrite folds
# the float32 output stage of fp16 tensor-core kernels into a dead float16 input buffer,
# and LowerIntrin then rejects ~80% of candidates.
FP16_PASS_CONFIG = {"tirx.disable_storage_rewrite": True}


def normalize(func: tvm.tirx.PrimFunc) -> IRModule:
    """The task as every search and database sees it: one function, "main", with noalias."""
    return tvm.IRModule({"main": func.with_attr("global_symbol", "main").with_attr("tirx.noalias", True)})


def needs_fp16_workaround(mod: IRModule, target: Target) -> bool:
    """True for CUDA modules that touch float16 buffers (the ones the lowering bug hits)."""
    if target.kind.name != "cuda":
        return False
    return "float16" in mod.script(show_meta=False)


def pass_config_for(mod: IRModule, target: Target) -> dict:
    """PassContext config to build `mod` with, in the search and for the final kernel alike."""
    return dict(FP16_PASS_CONFIG) if needs_fp16_workaround(mod, target) else {}


def compile_module(mod: IRModule, target: Target):
    """Compile one scheduled module: what every candidate and every final kernel goes through."""
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock

    if target.kind.name == "cuda":
        from .cuda_compile import install

        install()  # TVM's CUDA compile callback, without a header no kernel here uses
    with tvm.transform.PassContext(config=pass_config_for(mod, target)):
        mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
        return tvm.tirx.build(mod, target=target)


def build_schedule(schedule, target: TargetInfo) -> tvm.runtime.Module:
    """Compile a scheduled module exactly as the builder compiled it during the search."""
    return compile_module(schedule.mod, target.tvm_target())


def kernel_source(rt_mod: tvm.runtime.Module, target: TargetInfo) -> str:
    """CUDA C for GPU kernels, LLVM IR for CPU ones."""
    if target.kind == "cuda":
        return rt_mod.imports[0].inspect_source("cuda")
    return rt_mod.inspect_source("ll")


def export_kernel(schedule, latency_s: float, target: TargetInfo, out_dir: Path) -> dict:
    """Write the kernel's source to out_dir (results.source_file) and return the facts for best.json."""
    name = source_file(target.kind)
    source = kernel_source(build_schedule(schedule, target), target)
    write_atomic(Path(out_dir) / name, lambda tmp: tmp.write_text(source))
    return {
        "trace_hash": shash2hex(schedule.mod),
        "latency_s": latency_s,
        **launch_config(schedule.mod),
        "source_file": name,
        "pass_config": pass_config_for(schedule.mod, target.tvm_target()),
        "trace": str(schedule.trace),
    }


# --------------------------------------------------------------------------- launch configuration
def _as_int(expr: Any, default: int = 1) -> int:
    """Constant extent as int; symbolic extents (dynamic shapes) fall back to `default`."""
    try:
        return int(expr)
    except (TypeError, ValueError):
        return default


def _shared_bytes(node: Any) -> int:
    """Bytes of shared/shared.dyn buffers allocated by an SBlock (scheduled) or AllocBuffer."""
    bufs = node.alloc_buffers if isinstance(node, s_tir.SBlock) else [node.buffer]
    return sum(math.prod(_as_int(d, 0) for d in b.shape) * b.dtype.bits * b.dtype.lanes // 8
               for b in bufs if b.scope() in ("shared", "shared.dyn"))


# Target-independent head of `default_s_tir_pipeline`, up to LowerOpaqueBlock. In the
# scheduled TIR a shared buffer still has the *whole* tensor's shape; only
# CompactBufferAllocation shrinks it to the tile, and InjectSoftwarePipeline multiplies it
# by the pipeline depth. Lowering this far costs ~5 ms per candidate.
_PREFIX_PASSES = (
    "CanonicalizeLoop", "LowerCrossThreadReduction", "LowerInitBlock",
    "PlanAndUpdateBufferAllocationLocation", "ConvertBlocksToOpaque", "LiftThreadBinding",
    "ManifestSharedMemoryLocalStage", "CompactBufferAllocation", "LowerAutoCopy",
    "UnifyThreadBinding", "LowerMatchBuffer", "StmtSimplify", "InjectPermutedLayout",
    "AnnotateIrregularLoop", "InjectSoftwarePipeline", "TransformMmaBufferLayout",
    "LowerOpaqueBlock",
)


def _to_irmodule(obj: Any) -> tvm.IRModule:
    obj = obj.sch if isinstance(obj, ms.MeasureCandidate) else obj
    obj = obj.mod if isinstance(obj, s_tir.Schedule) else obj
    obj = tvm.IRModule({"main": obj}) if isinstance(obj, tirx.PrimFunc) else obj
    if isinstance(obj, tvm.IRModule):
        return obj
    raise TypeError(f"launch_config expects a Schedule, MeasureCandidate, PrimFunc or IRModule, got {type(obj)!r}")


def _thread_tag(node: Any) -> str | None:
    """Thread tag if `node` launches a GPU thread axis (scheduled For or lowered AttrStmt)."""
    if isinstance(node, tirx.For) and node.thread_binding is not None:
        tag = str(node.thread_binding.thread_tag)
    elif isinstance(node, tirx.AttrStmt) and node.attr_key in ("thread_extent", "virtual_thread"):
        tag = str(getattr(node.node, "thread_tag", ""))
    else:
        return None
    return tag if tag.startswith(("blockIdx", "threadIdx", "vthread")) else None


def _scan(root: Any, split_kernels: bool) -> dict[str, Any]:
    """Walk `root`: max extent per thread tag, shared bytes, widest parallel/vector loop.

    With split_kernels, the outermost thread axis starts a kernel, scanned on its own
    (and skipped here, so its nested axes do not count as new kernels).
    """
    st: dict[str, Any] = {"tags": {}, "shared": 0, "parallel": 1, "vectorize": 1, "kernels": []}

    def on_stmt(node: Any) -> Any:
        if isinstance(node, tirx.For) and node.kind in (tirx.ForKind.PARALLEL, tirx.ForKind.VECTORIZED):
            key = "parallel" if node.kind == tirx.ForKind.PARALLEL else "vectorize"
            st[key] = max(st[key], _as_int(node.extent))
        tag = _thread_tag(node)
        ext = _as_int(node.extent if isinstance(node, tirx.For) else node.value) if tag else 1
        if tag is not None and split_kernels:
            st["kernels"].append(_scan(node, False))
            st["vectorize"] = max(st["vectorize"], st["kernels"][-1]["vectorize"])
            return tvm_ffi.WalkResult.SKIP
        if tag is not None:  # a tag reused by cooperative-fetch loops launches max(extent)
            st["tags"][tag] = max(st["tags"].get(tag, 1), ext)
        return None

    def on_alloc(node: Any) -> None:
        st["shared"] += _shared_bytes(node)

    tvm_ffi.structural_walk(root, [((tirx.For, tirx.AttrStmt), on_stmt),
                                   ((s_tir.SBlock, tirx.AllocBuffer), on_alloc)], order="pre")
    return st


def launch_config(obj: Any, *, lower: bool = True) -> dict[str, int]:
    """Launch configuration of a scheduled kernel.

    Accepts a Schedule, MeasureCandidate, PrimFunc or IRModule (all PrimFuncs). Returns
    ints: grid / block / vthread (products of blockIdx.* / threadIdx.* / vthread.*
    extents), shared_memory_bytes (scopes shared, shared.dyn; after buffer compaction and
    software pipelining, before MergeSharedMemoryAllocations: an upper bound if buffers
    could share storage), parallel / vectorize (widest such loop), num_kernels (0 on CPU),
    lowered (0 if the lowering prefix failed and the scheduled TIR, whose shared buffers
    are uncompacted, was walked). Several kernels: maxima over them. A CPU schedule gives
    grid = block = vthread = 1 and shared_memory_bytes = 0.
    """
    mod, lowered = _to_irmodule(obj), 0
    if lower:
        try:
            mod = tvm.transform.Sequential([getattr(s_tir.transform, n)() for n in _PREFIX_PASSES])(mod)
            lowered = 1
        except Exception:  # noqa: BLE001 - a lowering bug must not kill feature extraction
            pass
    scans = [_scan(f, True) for _, f in mod.functions.items() if isinstance(f, tirx.PrimFunc)]
    kernels = [k for s in scans for k in s["kernels"]]

    def most(prefix: str) -> int:
        return max((math.prod(v for t, v in k["tags"].items() if t.startswith(prefix))
                    for k in kernels), default=1)

    return {"grid": most("blockIdx"), "block": most("threadIdx"), "vthread": most("vthread"),
            # allocations outside any kernel (scheduled TIR: root block) are seen by all
            "shared_memory_bytes": max((k["shared"] for k in kernels), default=0)
            + sum(s["shared"] for s in scans),
            "parallel": max((s["parallel"] for s in scans), default=1),
            "vectorize": max((s["vectorize"] for s in scans), default=1),
            "num_kernels": len(kernels), "lowered": lowered}
