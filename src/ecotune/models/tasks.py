"""A model's task: one distinct fused subgraph (a TIR PrimFunc), how often the models run
it, and where it came from; written and read back in the workflow's task-file form.

results/tasks/<task>.json holds the record below with kind "subgraph"; its PrimFunc is the
TVMScript in <task>.tir.py (the catalog's operators are built from kind and shape instead).
The record offers what the stages ask of an OperatorSpec (name, kind, dtype, weight,
origin, flops, bytes_moved, input_shapes, output_shape, output_dtype) plus `primfunc()`,
`random_inputs()` and `reference()`, so workloads.read_task/make_primfunc/random_inputs/
reference can hand it on with a one-line branch each.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..core.errors import CorruptResult, last_line

KIND = "subgraph"
# Ops a vendor library runs as one call: a task that is one of them alone has a vendor counterpart.
VENDOR_OPS = {"matmul": "cuBLAS", "batch_matmul": "cuBLAS", "dense": "cuBLAS", "conv1d": "cuDNN",
              "conv2d": "cuDNN", "conv3d": "cuDNN", "conv2d_transpose": "cuDNN"}


@dataclass(frozen=True)
class TaskOrigin:
    """Where a task occurs: a model, its fused function's name there, and its call sites
    (the Relax variables bound to each call; a frontend that keeps layer names shows them)."""

    model: str
    subgraph: str
    calls: int
    call_sites: tuple[str, ...] = ()


@dataclass(frozen=True)
class TaskArg:
    shape: tuple[int, ...]
    dtype: str
    role: str  # "input" or "output" (a call's operands, then its results)


@dataclass
class ModelTask:
    """One task to tune. `weight` = calls per inference summed over every model that has it."""

    name: str
    script: str  # TVMScript of the PrimFunc, normalized as every search sees it ("main")
    shash: str  # MetaSchedule's structural hash of that module: the database key
    weight: int
    origins: list[TaskOrigin]
    args: tuple[TaskArg, ...]
    flops: float
    subgraph_ops: str  # the ops fused in it, from Relax's name for it (e.g. conv2d_add_relu)
    vendor_counterpart: str | None  # e.g. "cuDNN conv2d" for a plain op; None for a fused subgraph
    vendor_note: str
    kind: str = KIND
    _func: Any = field(default=None, repr=False, compare=False)

    # ------------------------------------------------------------ what the stages ask of a task
    @property
    def origin(self) -> str:
        return "; ".join(f"{o.model}: {o.subgraph} x{o.calls}" for o in self.origins)

    @property
    def input_shapes(self) -> list[tuple[tuple[int, ...], str]]:
        return [(a.shape, a.dtype) for a in self.args if a.role == "input"]

    @property
    def outputs(self) -> list[TaskArg]:
        return [a for a in self.args if a.role == "output"]

    @property
    def output_shape(self) -> tuple[int, ...]:
        return self._single_output().shape

    @property
    def output_dtype(self) -> str:
        return self._single_output().dtype

    @property
    def dtype(self) -> str:
        """The dtype that sets the correctness tolerance: the first floating-point argument's."""
        floats = [a.dtype for a in self.args if a.dtype.startswith("float")]
        return floats[0] if floats else self.args[-1].dtype

    @property
    def bytes_moved(self) -> int:
        return sum(math.prod(a.shape) * np.dtype(a.dtype).itemsize for a in self.args)

    def _single_output(self) -> TaskArg:
        outs = self.outputs
        if len(outs) != 1:
            raise ValueError(f"task {self.name!r} has {len(outs)} outputs; the kernel wrappers take one")
        return outs[0]

    def primfunc(self):
        """The PrimFunc, parsed from the script once."""
        if self._func is None:
            import tvm

            self._func = tvm.script.from_source(self.script)
        return self._func

    def primfunc_module(self):
        """The PrimFunc as every search and database sees it. The script already holds it
        normalized (schedules.normalize: "main", noalias), so this imports nothing more: the
        stages' code hashes then need only this file (workloads.read_task reaches it)."""
        import tvm

        return tvm.IRModule({"main": self.primfunc()})

    def random_inputs(self, seed: int) -> list[np.ndarray]:
        """As workloads.random_inputs for floats (+-[0.5, 1.5)); integer operands are
        indices into tables of unknown size, so they are 0 or 1."""
        rng = np.random.default_rng(seed)
        arrays = []
        for shape, dtype in self.input_shapes:
            if np.dtype(dtype).kind in "iub":
                arrays.append(rng.integers(0, 2, size=shape).astype(dtype))
            else:
                mag, sign = rng.uniform(0.5, 1.5, size=shape), rng.choice(np.array([-1.0, 1.0]), size=shape)
                arrays.append((mag * sign).astype(dtype))
        return arrays

    def reference(self, inputs: list[np.ndarray]) -> np.ndarray:
        """The output of the unscheduled PrimFunc, built for the host CPU: the reference a
        tuned schedule of it must reproduce (a schedule changes loops, not arithmetic)."""
        import tvm

        lib = tvm.compile(self.primfunc_module(), target={"kind": "llvm"})
        out_arg = self._single_output()
        dev = tvm.cpu(0)
        out = tvm.runtime.empty(out_arg.shape, out_arg.dtype, dev)
        lib["main"](*(tvm.runtime.tensor(x, device=dev) for x in inputs), out)
        return out.numpy()

    # ------------------------------------------------------------------------- task files
    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "script": f"{self.name}.tir.py", "shash": self.shash,
                "weight": self.weight, "origin": self.origin, "origins": [asdict(o) for o in self.origins],
                "args": [asdict(a) for a in self.args], "dtype": self.dtype, "flops": self.flops,
                "bytes_moved": self.bytes_moved, "subgraph_ops": self.subgraph_ops,
                "vendor_counterpart": self.vendor_counterpart, "vendor_note": self.vendor_note}

    @classmethod
    def from_dict(cls, data: dict[str, Any], script: str) -> ModelTask:
        return cls(
            name=data["name"], script=script, shash=data["shash"], weight=int(data["weight"]),
            origins=[TaskOrigin(o["model"], o["subgraph"], int(o["calls"]), tuple(o["call_sites"]))
                     for o in data["origins"]],
            args=tuple(TaskArg(tuple(a["shape"]), a["dtype"], a["role"]) for a in data["args"]),
            flops=float(data["flops"]), subgraph_ops=data["subgraph_ops"],
            vendor_counterpart=data["vendor_counterpart"], vendor_note=data["vendor_note"])


def write_task_files(tasks: list[ModelTask], out_dir: str | Path) -> list[Path]:
    """<task>.tir.py then <task>.json for each task (the JSON last: it is what marks a task
    as there); returns the JSON paths."""
    from ..core.outputs import write_atomic, write_json

    out_dir = Path(out_dir)
    written = []
    for task in tasks:
        write_atomic(out_dir / f"{task.name}.tir.py", lambda tmp, s=task.script: tmp.write_text(s))
        write_json(out_dir / f"{task.name}.json", task.to_dict())
        written.append(out_dir / f"{task.name}.json")
    return written


def is_subgraph_task(path: str | Path) -> bool:
    """Whether a task file holds a model subgraph (else a catalog operator)."""
    return json.loads(Path(path).read_text()).get("kind") == KIND


def read_subgraph_task(path: str | Path) -> ModelTask:
    """A task file written by write_task_files, with its script, checked whole: a cut-off or
    hand-edited file fails here, naming the file, instead of tuning another kernel."""
    path = Path(path)
    try:
        data = json.loads(path.read_text())
        script_path = path.parent / data["script"]
        task = ModelTask.from_dict(data, script_path.read_text())
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CorruptResult(f"{path}: not a complete subgraph task file ({type(exc).__name__}: "
                            f"{last_line(str(exc))}); run the extract_tasks rule again") from None
    from tvm.s_tir.meta_schedule.utils import shash2hex

    try:
        actual = shash2hex(task.primfunc_module())
    except Exception as exc:  # noqa: BLE001 - TVMScript's parser raises diagnostics of its own types
        raise CorruptResult(f"{script_path}: cannot be parsed ({last_line(str(exc))}); run the "
                            "extract_tasks rule again") from None
    if actual != task.shash:
        raise CorruptResult(f"{script_path}: its PrimFunc hashes to {actual}, the task file says {task.shash}: "
                            "the script was changed; run the extract_tasks rule again")
    return task
