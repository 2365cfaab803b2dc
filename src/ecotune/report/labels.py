"""Words the report uses for variants, operators, devices and launch modes.

Names say what a thing does, in terms that hold on the device the run used: the ablation
that energy-measures every kept candidate is the "measure-all ablation" (on a GPU it
measures with NVML, on a CPU with another meter), and a CPU run gets no GPU words.
"""

from __future__ import annotations

from typing import Any

from ecotune.report.fmt import finite
from ecotune.report.inputs import ReportData, TaskData
from ecotune.ops.workloads import OPERATOR_KINDS

VARIANT_LABELS = {"latency": "latency-tuned", "energy": "energy-aware",
                  "nvml_only": "measure-all ablation", "rerank": "re-ranked latency search", "vendor": "vendor",
                  "pytorch_eager": "PyTorch eager", "torch_compile": "torch.compile"}
SEARCH_LABELS = {"latency": "latency-tuned", "energy": "energy-aware", "nvml_only": "measure-all",
                 "rerank": "re-rank"}
# How a tuned kernel (a compiled TVM module) runs unless measure.cuda_graph: one call per launch, from Python.
TUNED_LAUNCH = "one call per launch, from Python"
# Below this many trials per search a run only shows that the pipeline works (the CPU preset
# runs 32): MetaSchedule's own examples use thousands, the committed GPU suite 256.
SMOKE_TRIALS = 64


def variant_label(task: TaskData | None, variant: str) -> str:
    if variant == "vendor" and task is not None:
        return f"vendor ({task.vendor_library})"
    return VARIANT_LABELS.get(variant, variant)


def is_gpu(task: TaskData) -> bool:
    env = task.environment
    return bool(env.get("gpu")) or str(env.get("target_kind", "")) == "cuda"


def any_gpu(data: ReportData) -> bool:
    return any(is_gpu(t) for t in data.tasks)


def all_cpu(data: ReportData) -> bool:
    return not any_gpu(data)


def describe_operator(task: TaskData) -> str:
    """The operator's kind, dimensions in the operator's own order with their names, and
    dtype: 'matmul M × N × K = 512 × 3072 × 768, float32'; conv2d names every dimension."""
    op = task.meta.get("operator") or {}
    kind = str(op.get("kind", ""))
    if kind == "subgraph":  # a model's fused subgraph (ecotune.models.tasks)
        return f"fused subgraph {op.get('subgraph_ops', '')} (weight {op.get('weight', '?')}), {op.get('dtype', '')}"
    shape = dict(op.get("shape") or {})
    order = [k for k in OPERATOR_KINDS.get(kind, ()) if k in shape] + [k for k in shape if
                                                                      k not in OPERATOR_KINDS.get(kind, ())]
    if kind in ("matmul", "batch_matmul"):
        dims = f"{' × '.join(order)} = {' × '.join(str(shape[k]) for k in order)}"
    elif kind == "matvec":
        dims = ", ".join(f"{k} = {shape[k]}" for k in order) + " (M = 1)"
    else:
        dims = ", ".join(f"{k} {shape[k]}" if k in ("stride", "pad") else f"{k} = {shape[k]}" for k in order)
    parts = [kind, dims]
    text = " ".join(p for p in parts if p)
    return f"{text}, {op['dtype']}" if op.get("dtype") else text


def vendor_launch(task: TaskData) -> str | None:
    """How the vendor library was launched, from remeasure's or vendor_baseline's record;
    None where no vendor variant ran, 'launch not recorded' for runs that predate the record."""
    if "vendor" not in task.variants:
        return None
    launch = (task.meta.get("vendor") or {}).get("launch") or (task.vendor_run or {}).get("launch")
    if launch:
        return str(launch)
    return "launch not recorded" if is_gpu(task) else "one call per launch, from Python"


def _tuned_launches(task: TaskData) -> set[str]:
    """remeasure's record of how each tuned kernel ran (measure.cuda_graph); empty before it."""
    return set((task.meta.get("tuned_launch") or {}).values())


def tuned_launch(task: TaskData) -> str:
    """How the task's tuned kernels ran in remeasure (runs that predate the record ran one call
    per launch): one description, or several joined where a graph capture fell back for some."""
    launches = sorted(_tuned_launches(task)) or [TUNED_LAUNCH]
    return "; ".join(TUNED_LAUNCH if x == "one call per launch" else x for x in launches)


def tuned_from_graphs(task: TaskData) -> bool:
    """Every tuned kernel of the task ran from a CUDA graph (no capture fell back)."""
    launches = _tuned_launches(task)
    return bool(launches) and all(x.startswith("CUDA graph") for x in launches)


def short_launch(launch: str | None) -> str:
    """'CUDA graph of 100 calls per launch' -> 'CUDA graph, 100 calls a launch'."""
    if not launch:
        return ""
    if launch.startswith("CUDA graph of "):
        n = launch.removeprefix("CUDA graph of ").split(" ")[0]
        return f"CUDA graph, {n} calls a launch"
    return launch


def trials_per_search(data: ReportData) -> list[int]:
    """Trial budgets of every search of every task (settings.trials, else the summary's)."""
    out = []
    for task in data.tasks:
        for s in task.searches.values():
            n = (s.best.get("settings") or {}).get("trials", (s.best.get("search_summary") or {}).get("trials"))
            if finite(n):
                out.append(int(n))
    return out


def smoke_sized(data: ReportData) -> int | None:
    """The largest trial budget when every search ran fewer than SMOKE_TRIALS, else None."""
    trials = trials_per_search(data)
    return max(trials) if trials and max(trials) < SMOKE_TRIALS else None


def device_words(data: ReportData) -> str:
    """'NVIDIA H200' or the CPU model and 'llvm target', for the summary's first sentence."""
    names = []
    for t in data.tasks:
        env = t.environment
        name = str(env.get("gpu")) if is_gpu(t) else f"CPU {env.get('cpu') or 'unknown'} (llvm target)"
        if name not in names:
            names.append(name)
    return " and ".join(names) if names else "an unknown device"


def cpu_kernel_facts(best: dict[str, Any]) -> list[tuple[str, str]]:
    """What a CPU kernel's best.json says about it (no grid, block or shared memory there)."""
    def get(key: str) -> str:
        v = best.get(key)
        return str(int(v)) if finite(v) else "not recorded"
    return [("Widest parallel loop (iterations)", get("parallel")),
            ("Widest vectorized loop (extent)", get("vectorize"))]
