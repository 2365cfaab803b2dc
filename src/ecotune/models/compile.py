"""The whole model, compiled with the tuned kernels, checked against the framework, and
wrapped as one `measure.Kernel` (one launch = one inference) for the measurement protocol.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..core.errors import EcotuneError
from .extract import extract_model_tasks, tvm_target
from .load import LoadedModel, load_model
from .spec import ModelIncorrect, ModelSpec

log = logging.getLogger("ecotune.models")

# (rtol, atol as a fraction of the output's largest magnitude), as workloads.output_matches
# scales it: a whole model sums rounding over many layers, so looser than one kernel's.
MODEL_TOLERANCE = {"float32": (1e-3, 1e-4), "float16": (2e-2, 2e-2)}


@dataclass
class CompiledModel:
    """A runnable model. `tuned`/`untuned`: its subgraphs with and without a tuned record
    (untuned ones run TVM's default schedule: none on CPU, DLight's on GPU)."""

    spec: ModelSpec
    vm: Any  # tvm.relax.VirtualMachine
    device: Any  # tvm Device
    input_order: tuple[str, ...]
    tuned: list[str] = field(default_factory=list)
    untuned: list[str] = field(default_factory=list)

    def device_inputs(self, inputs: Mapping[str, np.ndarray]) -> list:
        """The inputs as device tensors, in the order "main" takes them."""
        import tvm

        return [tvm.runtime.tensor(np.ascontiguousarray(inputs[name]), device=self.device)
                for name in self.input_order]

    def run(self, inputs: Mapping[str, np.ndarray]) -> list[np.ndarray]:
        """One inference; every output as NumPy."""
        return _as_arrays(self.vm["main"](*self.device_inputs(inputs)))


def _as_arrays(result) -> list[np.ndarray]:
    if hasattr(result, "numpy"):
        return [result.numpy()]
    return [a for item in result for a in _as_arrays(item)]  # a tuple (tvm Array) of outputs


def open_databases(databases: Mapping[str, str | Path]):
    """One MetaSchedule database over every task's (one per search folder); each folder is
    checked first (tuning_db.open_database names a damaged file)."""
    from tvm.s_tir import meta_schedule as ms

    from ..ops.tuning_db import open_database

    opened = []
    for task, folder in databases.items():
        try:
            opened.append(open_database(Path(folder)))
        except Exception as exc:
            raise EcotuneError(f"task {task}: cannot open its tuning database in {folder}: {exc}") from exc
    return ms.database.UnionDatabase(*opened) if opened else ms.database.MemoryDatabase()


def compile_model(model: ModelSpec | LoadedModel, target, databases: Mapping[str, str | Path], *,
                  require_tuned: bool = True, device_id: int = 0, tasks=None) -> CompiledModel:
    """Build the whole model with MetaSchedule's compile_relax, which applies the best record
    of each database to the fused function it was tuned for (keyed by structural hash, so a
    task shared with another model is found whatever its task name).

    databases: task name -> folder of a JSONDatabase (a search's folder, or its pick/).
    require_tuned: fail when a subgraph of the model has no record (a database of another
    workload, a task left out); False compiles those with the default schedule.
    tasks: the model's extract_model_tasks for this target, when the caller has them: one
    extraction serves the builds with every method's kernels.
    """
    import tvm
    from tvm import relax
    from tvm.s_tir import meta_schedule as ms

    loaded = model if isinstance(model, LoadedModel) else load_model(model)
    name = loaded.spec.name
    tvm_tgt = tvm_target(target)
    database = open_databases(databases)
    tuned, untuned = [], []
    for task in tasks if tasks is not None else extract_model_tasks(loaded, tvm_tgt):
        found = database.query_tuning_record(task.primfunc_module(), tvm_tgt, "main") is not None
        (tuned if found else untuned).append(task.origins[0].subgraph)
    if untuned and require_tuned:
        raise EcotuneError(
            f"model {name!r}: no tuned record for subgraph(s) {', '.join(untuned)} in the databases of "
            f"{', '.join(databases) or 'no task'}; tune those tasks (or pass require_tuned=False to "
            "compile them with the default schedule)")
    log.info("model %s: %d subgraphs tuned, %d untuned %s", name, len(tuned), len(untuned), untuned)
    if tvm_tgt.kind.name == "cuda":
        from ..ops.cuda_compile import install

        install()
    executable = ms.relax_integration.compile_relax(database, loaded.mod, tvm_tgt, params=None)
    device = tvm.device("cpu" if tvm_tgt.kind.name == "llvm" else tvm_tgt.kind.name, device_id)
    vm = relax.VirtualMachine(executable, device)
    return CompiledModel(loaded.spec, vm, device, loaded.input_order, tuned, untuned)


def check_model_output(compiled: CompiledModel, loaded: LoadedModel, seed: int = 0) -> dict[str, Any]:
    """Run the compiled model and the framework (onnxruntime or onnx's reference evaluator,
    or eager PyTorch) on the same fixed random inputs; a mismatch raises ModelIncorrect
    naming the model. Returns {"ok", "max_rel_error", "outputs"} for the record."""
    name = compiled.spec.name
    inputs = compiled.spec.random_inputs(seed)
    expected = loaded.framework_outputs(inputs)
    actual = compiled.run(inputs)
    if len(actual) != len(expected):
        raise ModelIncorrect(f"model {name!r}: the compiled model returns {len(actual)} outputs, "
                             f"{loaded.spec.kind} returns {len(expected)}")
    worst = 0.0
    for index, (got, want) in enumerate(zip(actual, expected)):
        ok, error = outputs_match(got, want)
        worst = max(worst, error)
        if not ok:
            raise ModelIncorrect(
                f"model {name!r}: output {index} differs from {loaded.spec.kind}'s own (max error "
                f"{error:.3g} of the largest magnitude, shapes {got.shape} vs {want.shape}); a tuned "
                "kernel or the compilation is wrong")
    log.info("model %s: output matches %s (max relative error %.2e)", name, loaded.spec.kind, worst)
    return {"ok": True, "max_rel_error": worst, "outputs": len(actual)}


def outputs_match(result: np.ndarray, expected: np.ndarray) -> tuple[bool, float]:
    """(ok, max |result - expected| / max |expected|); integer outputs must be equal."""
    res, exp = np.asarray(result), np.asarray(expected)
    if res.shape != exp.shape:
        return False, math.inf
    if exp.dtype.kind in "iub":
        return bool(np.array_equal(res, exp)), float(not np.array_equal(res, exp))
    res64, exp64 = res.astype(np.float64), exp.astype(np.float64)
    if not np.all(np.isfinite(res64)):
        return False, math.inf
    rtol, atol = MODEL_TOLERANCE.get(str(exp.dtype), MODEL_TOLERANCE["float16"])
    scale = max(float(np.max(np.abs(exp64), initial=0.0)), 1e-30)
    diff = np.abs(res64 - exp64)
    ok = bool(np.all(diff <= atol * scale + rtol * np.abs(exp64)))
    return ok, float(np.max(diff, initial=0.0) / scale)


def model_kernel(compiled: CompiledModel, inputs: Mapping[str, np.ndarray], name: str | None = None):
    """A measure.Kernel whose launch is one inference on inputs already on the device (a VM
    closure with them bound, so a launch pays no argument conversion), for measure_kernel
    and measure_model_variants."""
    from ..core.board import cuda_device_bus_id
    from ..measurement.measure import Kernel

    saved = f"__ecotune_inference_{id(inputs)}"
    compiled.vm.save_function("main", saved, *compiled.device_inputs(inputs), include_return=False)
    run = compiled.vm[saved]
    on_gpu = compiled.device.dlpack_device_type() != 1  # 1: kDLCPU
    return Kernel(name=name or compiled.spec.name, launch=run, sync=compiled.device.sync,
                  keeps_board_busy=False,  # the VM's host work between the kernels
                  pci_bus_id=cuda_device_bus_id(compiled.device.index) if on_gpu else None)
