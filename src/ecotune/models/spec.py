"""Which model to tune: a `ModelSpec` parsed from one `models:` config entry, and the
errors a model can fail with before any tuning starts.

    {name: tiny, onnx: path/to/model.onnx, inputs: {x: [1, 3, 32, 32]}, dtype: float32}
    {name: resnet50, torch: "ecotune.models.zoo:resnet50", inputs: {x: [1, 3, 224, 224]}}

`dtype` is one dtype for every input, or a mapping input -> dtype.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..core.errors import ConfigError, KernelIncorrect
from ..names import check_name, entry_where

MODEL_KINDS = ("onnx", "torch")
INPUT_DTYPES = ("float32", "float16", "int64", "int32")
_FACTORY_RE = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")  # package.module:function
_ENTRY_KEYS = ("name", *MODEL_KINDS, "inputs", "dtype", "torch_compile")


class ModelError(ConfigError):
    """A model cannot be used as configured; the message names the model."""


class ModelFileError(ModelError):
    """The model file is missing or cannot be read (cut off, not ONNX)."""


class FrontendMissing(ModelError):
    """The Python package that reads this kind of model (onnx, torch) is not installed."""


class UnsupportedOps(ModelError):
    """The model holds operators that TVM's frontend cannot import."""

    def __init__(self, model: str, ops: list[str], frontend: str) -> None:
        self.model, self.ops = model, sorted(ops)
        super().__init__(
            f"model {model!r}: TVM's {frontend} frontend does not support the operator(s) "
            f"{', '.join(self.ops)}; replace them in the model (or export it with other ops) and retry")


class ModelIncorrect(KernelIncorrect):
    """The compiled model's output differs from the framework's own output."""


@dataclass(frozen=True)
class ModelInput:
    name: str
    shape: tuple[int, ...]
    dtype: str


@dataclass(frozen=True)
class ModelSpec:
    """One model. `source` is a file path (onnx) or "package.module:function" (torch), where
    the function returns a torch.nn.Module that takes the inputs in the order given."""

    name: str
    kind: str  # "onnx" or "torch"
    source: str
    inputs: tuple[ModelInput, ...]
    torch_compile: bool = True  # measure torch.compile beside PyTorch eager (torch models)

    @property
    def path(self) -> Path:
        if self.kind != "onnx":
            raise AttributeError(f"model {self.name!r} is built by {self.source}, not read from a file")
        return Path(self.source)

    def random_inputs(self, seed: int = 0) -> dict[str, np.ndarray]:
        """Fixed inputs: floats in +-[0.5, 1.5) (zeros would lower power and hide wrong
        kernels), integers (token ids) in [1, 10) so any embedding table holds them."""
        rng = np.random.default_rng(seed)
        arrays = {}
        for inp in self.inputs:
            if inp.dtype.startswith("int"):
                arrays[inp.name] = rng.integers(1, 10, size=inp.shape).astype(inp.dtype)
            else:
                mag = rng.uniform(0.5, 1.5, size=inp.shape)
                sign = rng.choice(np.array([-1.0, 1.0]), size=inp.shape)
                arrays[inp.name] = (mag * sign).astype(inp.dtype)
        return arrays

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, self.kind: self.source,
                "inputs": {i.name: list(i.shape) for i in self.inputs},
                "dtype": {i.name: i.dtype for i in self.inputs}, "torch_compile": self.torch_compile}

    @classmethod
    def from_dict(cls, entry: Any, index: int = 0, base_dir: str | Path | None = None) -> ModelSpec:
        """Validate one config entry; relative ONNX paths are taken from base_dir when given.
        Every problem is one ConfigError naming the entry and the field."""
        if not isinstance(entry, Mapping):
            raise ConfigError(f"models[{index}]: expected a mapping with keys {', '.join(_ENTRY_KEYS)}, "
                              f"got {entry!r}")
        name = entry.get("name")
        where = entry_where("models", index, entry, _ENTRY_KEYS)
        # no dots: a model's task is "<model>.<function>", and the model is what precedes the dot
        check_name(name, where, "it prefixes task file names", dots=False)
        kinds = [k for k in MODEL_KINDS if k in entry]
        if len(kinds) != 1:
            raise ConfigError(f"{where}: give exactly one of 'onnx' (a file) or 'torch' (module:function), "
                              f"got {kinds or 'neither'}")
        kind, source = kinds[0], entry[kinds[0]]
        if not isinstance(source, (str, Path)) or not str(source):
            raise ConfigError(f"{where}: {kind} must be a non-empty string, got {source!r}")
        source = str(source)
        if kind == "torch" and not _FACTORY_RE.fullmatch(source):
            raise ConfigError(f"{where}: torch must be 'package.module:function' (e.g. "
                              f"'ecotune.models.zoo:resnet50'), got {source!r}")
        if kind == "onnx" and base_dir is not None and not Path(source).is_absolute():
            source = str(Path(base_dir) / source)
        torch_compile = entry.get("torch_compile", True)
        if not isinstance(torch_compile, bool):
            raise ConfigError(f"{where}: torch_compile must be true or false, got {torch_compile!r}")
        return cls(name, kind, source, _parse_inputs(where, entry.get("inputs"), entry.get("dtype", "float32")),
                   torch_compile)


def _parse_inputs(where: str, inputs: Any, dtype: Any) -> tuple[ModelInput, ...]:
    if not isinstance(inputs, Mapping) or not inputs:
        raise ConfigError(f"{where}: inputs must be a non-empty mapping of input name to shape "
                          f"(e.g. {{x: [1, 3, 224, 224]}}), got {inputs!r}")
    if isinstance(dtype, Mapping):
        missing = [str(k) for k in inputs if k not in dtype]
        extra = [str(k) for k in dtype if k not in inputs]
        if missing or extra:
            raise ConfigError(f"{where}: dtype mapping must name every input and no other "
                              f"(missing {missing}, unexpected {extra})")
    parsed = []
    for key, shape in inputs.items():
        if (not isinstance(shape, (list, tuple)) or not shape
                or any(isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d < 1 for d in shape)):
            raise ConfigError(f"{where}: inputs.{key} must be a list of integers >= 1, got {shape!r}")
        dt = dtype[key] if isinstance(dtype, Mapping) else dtype
        if dt not in INPUT_DTYPES:
            raise ConfigError(f"{where}: unsupported dtype {dt!r} for input {key!r}; choose one of "
                              f"{', '.join(INPUT_DTYPES)}")
        parsed.append(ModelInput(str(key), tuple(int(d) for d in shape), dt))
    return tuple(parsed)


def parse_models(entries: Any, base_dir: str | Path | None = None) -> list[ModelSpec]:
    """The `models:` list; names must be unique (they prefix task names)."""
    if not isinstance(entries, list) or not entries:
        raise ConfigError(f"models: expected a non-empty list, got {entries!r}")
    specs = [ModelSpec.from_dict(e, i, base_dir) for i, e in enumerate(entries)]
    first: dict[str, int] = {}
    for i, s in enumerate(specs):
        if s.name in first:
            raise ConfigError(f"models[{i}] ({s.name!r}): duplicate name; models[{first[s.name]}] has the same name")
        first[s.name] = i
    return specs
