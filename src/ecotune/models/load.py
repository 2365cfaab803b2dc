"""Models into Relax: an ONNX file through TVM's ONNX frontend, a PyTorch module through
torch.export and TVM's ExportedProgram frontend.

Everything that can go wrong with a model (no file, a damaged file, an operator TVM cannot
import, the frontend's package not installed) fails here as one ModelError naming the
model, before any tuning starts.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..core.errors import last_line
from .spec import FrontendMissing, ModelError, ModelFileError, ModelSpec, UnsupportedOps

# What TVM's frontends say when they meet an operator they have no converter for.
_ONNX_UNSUPPORTED = re.compile(r"operators are not supported for frontend ONNX:\s*(.+)")
_TORCH_UNSUPPORTED = re.compile(r"Unsupported function types? \[(.*?)\]")


@dataclass
class LoadedModel:
    """A model as Relax (`mod`, "main" takes the inputs in spec order; weights are bound
    constants) and the framework's own forward pass to check the compiled model against."""

    spec: ModelSpec
    mod: Any  # tvm.IRModule
    framework_outputs: Callable[[dict[str, np.ndarray]], list[np.ndarray]]
    input_order: tuple[str, ...]  # the order "main" takes the inputs (an ONNX graph's own)
    torch_module: Any = None  # a PyTorch model's module, as traced (framework.py runs it)


def load_model(spec: ModelSpec) -> LoadedModel:
    loaded = _load_onnx(spec) if spec.kind == "onnx" else _load_torch(spec)
    from tvm import relax

    # Batch norm and friends into plain arithmetic (inference form) before anything sees
    # the module: extraction and compilation then fuse the same functions. PyTorch's batch
    # norm leaves a tuple (output, running mean, running var) whose item 0 feeds the ReLU;
    # FuseOps does not fuse across the tuple, so it is folded away first: ResNet-50 then
    # has 27 tasks, conv + batch norm + ReLU in one kernel, not 38 with 8 lone ReLUs.
    decompose = [relax.transform.DecomposeOpsForInference(), relax.transform.CanonicalizeBindings(),
                 relax.transform.DeadCodeElimination()]
    for transform in decompose:
        loaded.mod = transform(loaded.mod)
    return loaded


def _missing(spec: ModelSpec, package: str, exc: ImportError) -> FrontendMissing:
    extra = " (pip install 'ecotune[torch]')" if package == "torch" else ""
    return FrontendMissing(f"model {spec.name!r} is a {spec.kind} model, but the Python package {package!r} "
                           f"is not installed ({last_line(str(exc))}); install it{extra} or drop the model")


# ----------------------------------------------------------------------------------- ONNX
def _load_onnx(spec: ModelSpec) -> LoadedModel:
    try:
        import onnx
    except ImportError as exc:
        raise _missing(spec, "onnx", exc) from None
    path = spec.path
    if not path.is_file():
        raise ModelFileError(f"model {spec.name!r}: ONNX file {path} does not exist; check the path in "
                             "the config (relative paths are from the workflow's directory)")
    try:
        model = onnx.load(str(path))
        onnx.checker.check_model(model)  # a damaged file may still parse as an empty protobuf
    except Exception as exc:  # noqa: BLE001 - protobuf DecodeError, onnx ValidationError, ...
        raise ModelFileError(f"model {spec.name!r}: {path} is not a readable ONNX model "
                             f"({type(exc).__name__}: {last_line(str(exc))}); re-export it") from None
    if not model.graph.node:
        raise ModelFileError(f"model {spec.name!r}: {path} holds no operators; re-export it")
    initializers = {t.name for t in model.graph.initializer}
    graph_inputs = [i.name for i in model.graph.input if i.name not in initializers]
    wanted = [i.name for i in spec.inputs]
    if sorted(graph_inputs) != sorted(wanted):
        raise ModelError(f"model {spec.name!r}: the config names inputs {wanted}, the ONNX graph takes "
                         f"{graph_inputs}; make 'inputs' name the graph's inputs")
    try:
        from tvm.relax.frontend.onnx import from_onnx

        mod = from_onnx(model, shape_dict={i.name: list(i.shape) for i in spec.inputs},
                        dtype_dict={i.name: i.dtype for i in spec.inputs}, keep_params_in_input=False)
    except Exception as exc:  # noqa: BLE001 - frontends and user code raise any type; one ModelError names it
        raise _import_error(spec, "ONNX", exc, _ONNX_UNSUPPORTED) from None

    def framework_outputs(inputs: dict[str, np.ndarray]) -> list[np.ndarray]:
        feed = {i.name: inputs[i.name] for i in spec.inputs}
        try:  # onnxruntime when installed (fast); onnx's own reference evaluator otherwise
            import onnxruntime

            session = onnxruntime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
            return [np.asarray(o) for o in session.run(None, feed)]
        except ImportError:
            from onnx.reference import ReferenceEvaluator

            return [np.asarray(o) for o in ReferenceEvaluator(model).run(None, feed)]

    return LoadedModel(spec, mod, framework_outputs, tuple(graph_inputs))


def torch_outputs(out) -> list[np.ndarray]:
    """A PyTorch module's output (a tensor, or a tuple or list of them) as NumPy arrays on the host."""
    outs = out if isinstance(out, (tuple, list)) else [out]
    return [o.detach().cpu().numpy() for o in outs]


def _import_error(spec: ModelSpec, frontend: str, exc: Exception, unsupported: re.Pattern) -> ModelError:
    """Unsupported operators by name when the frontend lists them, else its last line."""
    found = unsupported.search(str(exc))
    if found:
        ops = [op.strip(" '\"") for op in found.group(1).split(",") if op.strip(" '\"")]
        return UnsupportedOps(spec.name, ops, frontend)
    return ModelError(f"model {spec.name!r}: TVM's {frontend} frontend could not import it "
                      f"({type(exc).__name__}: {last_line(str(exc))})")


# -------------------------------------------------------------------------------- PyTorch
def _load_torch(spec: ModelSpec) -> LoadedModel:
    try:
        import torch
        from tvm.relax.frontend.torch import from_exported_program
    except ImportError as exc:
        raise _missing(spec, "torch", exc) from None
    module_name, _, function = spec.source.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), function)
    except (ImportError, AttributeError) as exc:
        raise ModelError(f"model {spec.name!r}: cannot import {spec.source} ({last_line(str(exc))}); "
                         "give 'package.module:function' of an importable function") from None
    try:
        torch.manual_seed(0)  # weights are random: fixed, so every run tunes the same model
        model = factory()
    except Exception as exc:  # noqa: BLE001 - frontends and user code raise any type; one ModelError names it
        raise ModelError(f"model {spec.name!r}: {spec.source}() failed ({type(exc).__name__}: "
                         f"{last_line(str(exc))})") from None
    # The entry names any importable function (it runs the user's code, as a Snakefile
    # does); only one that builds a module is a model.
    if not isinstance(model, torch.nn.Module):
        raise ModelError(f"model {spec.name!r}: torch: {spec.source!r} returned {type(model).__name__} "
                         f"({last_line(repr(model))[:80]}), not a torch.nn.Module; name a function that "
                         "builds and returns the model")
    model = model.eval()
    example = tuple(torch.from_numpy(a) for a in spec.random_inputs(0).values())
    try:
        with torch.no_grad():
            exported = torch.export.export(model, example)
    except Exception as exc:  # noqa: BLE001 - frontends and user code raise any type; one ModelError names it
        raise ModelError(f"model {spec.name!r}: torch.export could not trace {spec.source} with inputs "
                         f"{[list(i.shape) for i in spec.inputs]} ({type(exc).__name__}: "
                         f"{last_line(str(exc))})") from None
    try:
        mod = from_exported_program(exported, keep_params_as_input=False, unwrap_unit_return_tuple=True)
    except Exception as exc:  # noqa: BLE001 - frontends and user code raise any type; one ModelError names it
        raise _import_error(spec, "PyTorch", exc, _TORCH_UNSUPPORTED) from None

    def framework_outputs(inputs: dict[str, np.ndarray]) -> list[np.ndarray]:
        with torch.no_grad():
            return torch_outputs(model(*(torch.from_numpy(inputs[i.name]) for i in spec.inputs)))

    return LoadedModel(spec, mod, framework_outputs, tuple(i.name for i in spec.inputs), model)
