"""Tasks of whole models: MetaSchedule's Relax task extraction, one task per distinct fused
subgraph, deduplicated across models.

The model is lowered by exactly the passes MetaSchedule's compile_relax runs before it looks
up tuned records (library dispatch, LegalizeOps, AnnotateTIROpPattern, FoldConstant,
FuseOps, FuseTIR), so a task's PrimFunc is the database key compile_model will look up.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..names import TASK_NAME_MAX, check_name, is_safe_name
from .load import LoadedModel, load_model
from .spec import ModelSpec
from .tasks import VENDOR_OPS, ModelTask, TaskArg, TaskOrigin

log = logging.getLogger("ecotune.models")

# Relax names a fused function "fused_" + its ops joined by "_", numbering repeats
# (conv2d1, add2); this drops those numbers but keeps the "2d" of conv2d.
_REPEAT_NUMBER = re.compile(r"(?<=[a-z])\d+(?=_|$)")


def task_name(model: str, function: str, shash: str) -> str:
    """"<model>.<Relax function>", the name of the task's files and folders. A function name
    that is too long for a file name, or holds a character unsafe in one, is cut and made
    safe, and the structural hash keeps the result apart from its neighbours'."""
    name = f"{model}.{function}"
    if is_safe_name(name, max_len=TASK_NAME_MAX):
        return name
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", function)
    return check_name(f"{model}.{safe}"[:TASK_NAME_MAX - 9] + f"_{shash[:8]}", f"model {model!r}: task",
                      max_len=TASK_NAME_MAX)


def tvm_target(target: Any):
    """A tvm Target from a TargetInfo, a target dict, or a Target."""
    import tvm

    if hasattr(target, "tvm_target"):
        return target.tvm_target()
    return target if isinstance(target, tvm.target.Target) else tvm.target.Target(target)


def fuse_for_tasks(mod, target):
    """The module as compile_relax fuses it before applying a database (see the docstring)."""
    import tvm
    from tvm import relax
    from tvm.relax import pipeline

    try:
        dispatch = pipeline.library_dispatch_passes(target)
    except ValueError:  # a target without dispatch passes; compile_relax skips them too
        dispatch = []
    passes = [*dispatch, relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(),
              relax.transform.FoldConstant(), relax.transform.FuseOps(), relax.transform.FuseTIR()]
    with target:
        return tvm.transform.Sequential(passes)(mod)


def extract_model_tasks(models: ModelSpec | LoadedModel | Sequence[ModelSpec | LoadedModel], target,
                        *, keep_reshapes: bool = False) -> list[ModelTask]:
    """The tasks of one model or several, in first-seen order; identical subgraphs of
    different models are one task whose weight is the sum and whose origins list each.

    keep_reshapes=False leaves out pure reshapes: compiling the model turns them into views
    (RewriteDataflowReshape), so no kernel of theirs ever runs.
    """
    if isinstance(models, (ModelSpec, LoadedModel)):
        models = [models]
    target = tvm_target(target)
    merged: dict[str, ModelTask] = {}
    for model in models:
        loaded = model if isinstance(model, LoadedModel) else load_model(model)
        for task in _tasks_of(loaded, target, keep_reshapes):
            known = merged.get(task.shash)
            if known is None:
                merged[task.shash] = task
            else:
                known.weight += task.weight
                known.origins.extend(task.origins)
                log.info("task %s of model %s is the same as %s; weight now %d",
                         task.origins[0].subgraph, loaded.spec.name, known.name, known.weight)
    return list(merged.values())


def _tasks_of(loaded: LoadedModel, target, keep_reshapes: bool) -> list[ModelTask]:
    import tvm
    from tvm import relax
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.analysis import estimate_tir_flops
    from tvm.s_tir.meta_schedule.utils import shash2hex

    from ..ops.schedules import normalize

    model = loaded.spec.name
    fused = fuse_for_tasks(loaded.mod, target)
    sites = _call_sites(fused)
    tasks = []
    for extracted in ms.relax_integration.extract_tasks(fused, target):
        mod = extracted.dispatched[0]
        func = mod["main"]
        shash = shash2hex(normalize(func))
        if not keep_reshapes and relax.analysis.has_reshape_pattern(func):
            log.info("model %s: %s is a pure reshape (a view once compiled); not a task", model, extracted.task_name)
            continue
        # Every call site of a structurally equal function counts (extract_tasks merged them).
        mine = [s for s in sites if s["shash"] == shash]
        if len(mine) != int(extracted.weight):
            raise RuntimeError(f"model {model!r}: {extracted.task_name} has weight {extracted.weight} but "
                               f"{len(mine)} call sites were found; the extraction and the call-site walk disagree")
        n_in = mine[0]["inputs"]
        params = ms.arg_info.ArgInfo.from_prim_func(func)
        args = tuple(TaskArg(tuple(int(d) for d in a.shape), str(a.dtype), "input" if i < n_in else "output")
                     for i, a in enumerate(params))
        ops = _REPEAT_NUMBER.sub("", extracted.task_name.removeprefix("fused_"))
        vendor, note = _vendor(extracted.task_name, ops)
        tasks.append(ModelTask(
            name=task_name(model, extracted.task_name, shash), script=normalize(func)["main"].script(), shash=shash,
            weight=int(extracted.weight), origins=[TaskOrigin(model, extracted.task_name, len(mine),
                                                              tuple(s["var"] for s in mine))],
            args=args, flops=float(estimate_tir_flops(tvm.IRModule({"main": func}))), subgraph_ops=ops,
            vendor_counterpart=vendor, vendor_note=note))
        _check_round_trip(tasks[-1])
    log.info("model %s: %d tasks, %d kernel calls per inference", model, len(tasks), sum(t.weight for t in tasks))
    return tasks


def _call_sites(fused) -> list[dict]:
    """Every call_tir in "main": the variable it binds, the callee's hash, operand count."""
    import tvm
    from tvm import relax
    from tvm.s_tir.meta_schedule.utils import shash2hex

    from ..ops.schedules import normalize

    call_tir = tvm.ir.Op.get("relax.call_tir")
    sites, hashes = [], {}
    for block in fused["main"].body.blocks:
        for binding in block.bindings:
            value = binding.value
            if not (isinstance(value, relax.Call) and value.op.same_as(call_tir)):
                continue
            callee = value.args[0]
            if callee.name_hint not in hashes:
                hashes[callee.name_hint] = shash2hex(normalize(fused[callee]))
            sites.append({"var": binding.var.name, "shash": hashes[callee.name_hint],
                          "inputs": len(value.args[1].fields)})
    return sites


def _vendor(task_name: str, ops: str) -> tuple[str | None, str]:
    """A plain matmul or conv could be compared with cuBLAS/cuDNN; a fused subgraph cannot
    (the library would run its ops as separate calls, which is another kernel)."""
    if task_name.startswith("fused_"):
        return None, f"no vendor counterpart: fused subgraph {ops}"
    if ops in VENDOR_OPS:
        return f"{VENDOR_OPS[ops]} {ops}", f"could be compared with {VENDOR_OPS[ops]} {ops}"
    return None, f"no vendor counterpart: {ops} is not a vendor library call"


def _check_round_trip(task: ModelTask) -> None:
    """The task file stores the script; the database key is the hash of what parsing it gives
    back. Refuse now, loudly, a PrimFunc whose script does not parse back to itself."""
    from tvm.s_tir.meta_schedule.utils import shash2hex

    again = shash2hex(task.primfunc_module())
    if again != task.shash:
        raise RuntimeError(f"task {task.name}: its TVMScript does not parse back to the same PrimFunc "
                           f"({again} != {task.shash}); it cannot be written as a task file")


def task_weights(tasks: Sequence[ModelTask], model: str | None = None) -> Mapping[str, int]:
    """Task name -> calls per inference: of one model (its origins only), or of all together."""
    if model is None:
        return {t.name: t.weight for t in tasks}
    return {t.name: sum(o.calls for o in t.origins if o.model == model)
            for t in tasks if any(o.model == model for o in t.origins)}
