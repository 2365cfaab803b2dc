"""The operator catalog: which tensor operators ecotune tunes, and how to check a kernel.

An `OperatorSpec` is the single description of an operator that every stage shares: the
tuner builds its TIR from it (`make_primfunc`), the runner feeds it `random_inputs`, and
the correctness check compares against the NumPy `reference`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ecotune.errors import ConfigError

if TYPE_CHECKING:  # importing tvm costs seconds; only make_primfunc needs it
    import tvm

# float16 means fp16 inputs with fp32 accumulation and fp32 output, as in mixed-precision
# inference; an fp16 accumulator would lose too much precision over K=3072 to be comparable.
SUPPORTED_DTYPES: tuple[str, ...] = ("float32", "float16")
OUTPUT_DTYPE = "float32"

OPERATOR_KINDS: dict[str, tuple[str, ...]] = {
    "matmul": ("M", "N", "K"),  # C[M,N] = A[M,K] @ B[K,N]
    "matvec": ("N", "K"),  # y[1,N] = x[1,K] @ W[K,N] (matmul with M=1, as in decoding)
    "batch_matmul": ("B", "M", "N", "K"),  # C[b,M,N] = A[b,M,K] @ B[b,K,N]
    "conv2d": ("N", "C", "H", "W", "F", "R", "S", "stride", "pad"),  # NCHW x OIHW, no bias
}

_NAME_RE = re.compile(r"^[A-Za-z0-9_.-]+$")  # names become file names
_ENTRY_KEYS = ("name", "op", "shape", "dtype", "weight", "origin")


def _conv_out(size: int, kernel: int, stride: int, pad: int) -> int:
    return (size + 2 * pad - kernel) // stride + 1


@dataclass(frozen=True)
class OperatorSpec:
    """One operator instance. `weight` is how often it occurs in its model."""

    name: str
    kind: str
    shape: tuple[tuple[str, int], ...]  # (dim, value) in OPERATOR_KINDS order
    dtype: str
    weight: float = 1.0
    origin: str = "custom"

    @property
    def dims(self) -> dict[str, int]:
        return dict(self.shape)

    @property
    def _mnk(self) -> tuple[int, int, int, int]:
        """(batch, M, N, K) for the three matmul-like kinds."""
        d = self.dims
        return d.get("B", 1), d.get("M", 1), d["N"], d["K"]

    @property
    def conv_out_hw(self) -> tuple[int, int]:
        d = self.dims
        return (_conv_out(d["H"], d["R"], d["stride"], d["pad"]),
                _conv_out(d["W"], d["S"], d["stride"], d["pad"]))

    @property
    def flops(self) -> int:
        if self.kind == "conv2d":
            d, (oh, ow) = self.dims, self.conv_out_hw
            return 2 * d["N"] * d["F"] * oh * ow * d["C"] * d["R"] * d["S"]
        b, m, n, k = self._mnk
        return 2 * b * m * n * k

    @property
    def input_shapes(self) -> list[tuple[tuple[int, ...], str]]:
        if self.kind == "conv2d":
            d = self.dims
            return [((d["N"], d["C"], d["H"], d["W"]), self.dtype),
                    ((d["F"], d["C"], d["R"], d["S"]), self.dtype)]
        b, m, n, k = self._mnk
        lead = (b,) if self.kind == "batch_matmul" else ()
        return [(lead + (m, k), self.dtype), (lead + (k, n), self.dtype)]

    @property
    def output_shape(self) -> tuple[int, ...]:
        if self.kind == "conv2d":
            d = self.dims
            return (d["N"], d["F"], *self.conv_out_hw)
        b, m, n, _ = self._mnk
        return (b, m, n) if self.kind == "batch_matmul" else (m, n)

    @property
    def output_dtype(self) -> str:
        return OUTPUT_DTYPE

    @property
    def bytes_moved(self) -> int:
        """Compulsory traffic: every input read once, the output written once."""
        total = 0
        for shape, dtype in [*self.input_shapes, (self.output_shape, self.output_dtype)]:
            total += math.prod(shape) * np.dtype(dtype).itemsize
        return total

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "shape": self.dims, "dtype": self.dtype,
                "weight": self.weight, "origin": self.origin,
                "flops": self.flops, "bytes_moved": self.bytes_moved}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> OperatorSpec:
        name = d.get("name", "?")
        return _build(f"operator {name!r}", name, d.get("kind"), d.get("shape"),
                      d.get("dtype", "float32"), d.get("weight", 1.0), d.get("origin", "custom"))


def read_task(path: str | Path) -> OperatorSpec:
    """The operator of a task file (results/tasks/<task>.json, as extract_tasks writes it)."""
    return OperatorSpec.from_dict(json.loads(Path(path).read_text()))


def _build(where: str, name: Any, kind: Any, shape: Any, dtype: Any, weight: Any,
           origin: Any) -> OperatorSpec:
    """Validate every field; the one ConfigError names `where` and the bad field."""

    def fail(msg: str) -> ConfigError:
        return ConfigError(f"{where}: {msg}")

    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise fail(f"name {name!r} must match {_NAME_RE.pattern} (it becomes a file name)")
    if kind not in OPERATOR_KINDS:
        raise fail(f"unknown op {kind!r}; choose one of {', '.join(OPERATOR_KINDS)}")
    wanted = OPERATOR_KINDS[kind]
    if not isinstance(shape, Mapping):
        raise fail(f"shape must be a mapping of {', '.join(wanted)} to integers, got {shape!r}")
    missing = [k for k in wanted if k not in shape]
    extra = [str(k) for k in shape if k not in wanted]
    if missing or extra:
        parts = [f"{what} dims {', '.join(ks)}" for what, ks in
                 (("missing", missing), ("unexpected", extra)) if ks]
        raise fail(f"shape: {'; '.join(parts)} ({kind} takes {', '.join(wanted)})")
    for k in wanted:
        v = shape[k]
        lowest = 0 if k == "pad" else 1  # padding may be zero, every other dim may not
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < lowest:
            raise fail(f"shape.{k} must be an integer >= {lowest}, got {v!r}")
    if dtype not in SUPPORTED_DTYPES:
        raise fail(f"unsupported dtype {dtype!r}; choose one of {', '.join(SUPPORTED_DTYPES)}")
    if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not weight > 0 \
            or not math.isfinite(weight):
        raise fail(f"weight must be a positive number, got {weight!r}")
    if not isinstance(origin, str):
        raise fail(f"origin must be a string, got {origin!r}")
    spec = OperatorSpec(name, kind, tuple((k, int(shape[k])) for k in wanted), dtype,
                        float(weight), origin)
    if kind == "conv2d" and min(spec.conv_out_hw) <= 0:
        raise fail(f"shape: conv2d output size {spec.conv_out_hw} <= 0; kernel larger than "
                   "the padded input")
    return spec


def _op(name: str, kind: str, origin: str, weight: float, **dims: int) -> OperatorSpec:
    return _build("suite", name, kind, dims, "float32", weight, origin)


# Real shapes from the paper's models: BERT-base (seq 512, hidden 768, 12 heads, 12 layers),
# GPT-2 small (context 1024, hidden 768, 12 layers), ResNet-50 (batch 1, 224x224).
# `weight` counts occurrences per forward pass of the model.
_SUITE_LIST: list[OperatorSpec] = [
    _op("mm_bert_ffn1_512x3072x768", "matmul", "BERT-base FFN1", 12, M=512, N=3072, K=768),
    _op("mm_bert_ffn2_512x768x3072", "matmul", "BERT-base FFN2", 12, M=512, N=768, K=3072),
    _op("mm_bert_proj_512x768x768", "matmul", "BERT-base attention Q/K/V/output projection",
        48, M=512, N=768, K=768),
    _op("mm_gpt2_qkv_1024x2304x768", "matmul", "GPT-2 small attention QKV (prefill)", 12,
        M=1024, N=2304, K=768),
    _op("mv_gpt2_qkv_1x2304x768", "matvec", "GPT-2 small attention QKV (decoding)", 12,
        N=2304, K=768),
    _op("mv_gpt2_ffn1_1x3072x768", "matvec", "GPT-2 small FFN1 (decoding)", 12, N=3072, K=768),
    _op("bmm_bert_scores_12x512x512x64", "batch_matmul", "BERT-base attention scores Q@K^T",
        12, B=12, M=512, N=512, K=64),
    _op("conv_resnet50_stem_1x3x224x224_64x7x7_s2", "conv2d", "ResNet-50 conv1 7x7 stem", 1,
        N=1, C=3, H=224, W=224, F=64, R=7, S=7, stride=2, pad=3),
    _op("conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1", "conv2d", "ResNet-50 conv2_x 3x3", 3,
        N=1, C=64, H=56, W=56, F=64, R=3, S=3, stride=1, pad=1),
    _op("conv_resnet50_conv2_1x1_1x256x56x56_64x1x1_s1", "conv2d",
        "ResNet-50 conv2_x 1x1 reduce (256->64)", 2,
        N=1, C=256, H=56, W=56, F=64, R=1, S=1, stride=1, pad=0),
]
SUITE: dict[str, OperatorSpec] = {s.name: s for s in _SUITE_LIST}


def default_suite() -> list[OperatorSpec]:
    return list(_SUITE_LIST)


def _from_suite(where: str, name: str, dtype: Any, weight: Any, origin: Any) -> OperatorSpec:
    if not isinstance(name, str) or name not in SUITE:
        raise ConfigError(f"{where}: unknown suite operator {name!r}; give 'op' and 'shape' "
                          f"for a custom one, or choose one of {', '.join(SUITE)}")
    base = SUITE[name]
    dtype = base.dtype if dtype is None else dtype
    # fp32 and fp16 variants of one operator must not share result file names
    if dtype == "float16" and not name.endswith("_fp16"):
        name += "_fp16"
    return _build(where, name, base.kind, base.dims, dtype,
                  base.weight if weight is None else weight,
                  base.origin if origin is None else origin)


def parse_operator(entry: Any, index: int) -> OperatorSpec:
    """One `operators:` config entry: "suite_name", "suite_name:float16", or a mapping."""
    if isinstance(entry, str):
        where = f"operators[{index}] ({entry!r})"
        name, sep, dtype = entry.partition(":")
        if sep and not dtype:
            raise ConfigError(f"{where}: empty dtype after ':'; choose one of "
                              f"{', '.join(SUPPORTED_DTYPES)}")
        return _from_suite(where, name, dtype or None, None, None)
    if not isinstance(entry, Mapping):
        raise ConfigError(f"operators[{index}]: expected a suite operator name or a mapping "
                          f"with keys {', '.join(_ENTRY_KEYS)}, got {entry!r}")
    name = entry.get("name")
    where = f"operators[{index}] ({name!r})" if name is not None else f"operators[{index}]"
    extra = [str(k) for k in entry if k not in _ENTRY_KEYS]
    if extra:
        raise ConfigError(f"{where}: unknown keys {', '.join(extra)}; allowed keys are "
                          f"{', '.join(_ENTRY_KEYS)}")
    if name is None:
        raise ConfigError(f"{where}: missing 'name'")
    if "op" not in entry and "shape" not in entry:
        return _from_suite(where, name, entry.get("dtype"), entry.get("weight"),
                           entry.get("origin"))
    for key in ("op", "shape"):
        if key not in entry:
            raise ConfigError(f"{where}: missing {key!r} (a custom operator needs both 'op' "
                              "and 'shape'; a suite operator needs neither)")
    return _build(where, name, entry["op"], entry["shape"], entry.get("dtype", "float32"),
                  entry.get("weight", 1.0), entry.get("origin", "custom"))


def parse_operators(entries: Any) -> list[OperatorSpec]:
    if not isinstance(entries, list) or not entries:
        raise ConfigError(f"operators: expected a non-empty list, got {entries!r}")
    specs = [parse_operator(e, i) for i, e in enumerate(entries)]
    first: dict[str, int] = {}
    for i, s in enumerate(specs):
        if s.name in first:
            raise ConfigError(f"operators[{i}] ({s.name!r}): duplicate name; "
                              f"operators[{first[s.name]}] has the same name")
        first[s.name] = i
    return specs


def make_primfunc(spec: OperatorSpec) -> tvm.tirx.PrimFunc:
    """The operator as an unscheduled TIR function with args (inputs..., output)."""
    import tvm
    from tvm import te

    def acc(x: Any) -> Any:  # accumulate in fp32 whatever the input dtype
        return x if spec.dtype == OUTPUT_DTYPE else x.astype(OUTPUT_DTYPE)

    (a_shape, dt), (b_shape, _) = spec.input_shapes
    a = te.placeholder(a_shape, dt, name="A")
    b = te.placeholder(b_shape, dt, name="B")
    if spec.kind == "conv2d":
        d = spec.dims
        p, st = d["pad"], d["stride"]
        data = a
        if p:
            data = te.compute(
                (d["N"], d["C"], d["H"] + 2 * p, d["W"] + 2 * p),
                lambda n, c, y, x: tvm.tirx.if_then_else(
                    tvm.tirx.all(y >= p, y < d["H"] + p, x >= p, x < d["W"] + p),
                    a[n, c, y - p, x - p], tvm.tirx.const(0, dt)),
                name="pad_temp")
        rc = te.reduce_axis((0, d["C"]), name="rc")
        ry = te.reduce_axis((0, d["R"]), name="ry")
        rx = te.reduce_axis((0, d["S"]), name="rx")
        out = te.compute(
            spec.output_shape,
            lambda n, f, y, x: te.sum(
                acc(data[n, rc, y * st + ry, x * st + rx]) * acc(b[f, rc, ry, rx]),
                axis=[rc, ry, rx]),
            name="conv2d_nchw")
    else:
        k = te.reduce_axis((0, spec.dims["K"]), name="k")
        if spec.kind == "batch_matmul":
            out = te.compute(spec.output_shape, lambda z, i, j: te.sum(
                acc(a[z, i, k]) * acc(b[z, k, j]), axis=k), name="C")
        else:
            out = te.compute(spec.output_shape, lambda i, j: te.sum(
                acc(a[i, k]) * acc(b[k, j]), axis=k), name="C")
    return te.create_prim_func([a, b, out])


def random_inputs(spec: OperatorSpec, seed: int) -> list[np.ndarray]:
    """Deterministic inputs in +-[0.5, 1.5): zeros would lower GPU power by tens of percent
    and so bias energy readings."""
    rng = np.random.default_rng(seed)
    arrays = []
    for shape, dtype in spec.input_shapes:
        mag = rng.uniform(0.5, 1.5, size=shape)
        sign = rng.choice(np.array([-1.0, 1.0]), size=shape)
        arrays.append((mag * sign).astype(dtype))
    return arrays


def reference(spec: OperatorSpec, inputs: list[np.ndarray]) -> np.ndarray:
    """NumPy result, accumulated in fp64 and returned as fp32."""
    a, b = (np.asarray(x, dtype=np.float64) for x in inputs)
    if spec.kind != "conv2d":
        return np.matmul(a, b).astype(OUTPUT_DTYPE)
    d, (oh, ow) = spec.dims, spec.conv_out_hw
    p, st = d["pad"], d["stride"]
    ap = np.pad(a, ((0, 0), (0, 0), (p, p), (p, p)))
    win = np.lib.stride_tricks.sliding_window_view(ap, (d["R"], d["S"]), axis=(2, 3))
    win = win[:, :, ::st, ::st][:, :, :oh, :ow]  # (N, C, OH, OW, R, S)
    out = np.tensordot(win, b, axes=([1, 4, 5], [1, 2, 3]))  # (N, OH, OW, F)
    return out.transpose(0, 3, 1, 2).astype(OUTPUT_DTYPE)


def tolerance(dtype: str) -> tuple[float, float]:
    """(rtol, atol); atol is relative to the output's largest magnitude (see output_matches).

    fp16 inputs are exact in fp32, so the fp32 bound would hold for a kernel that truly
    accumulates in fp32; the looser fp16 bound leaves room for tensor-core accumulation
    (which rounds less carefully) while still catching an fp16 accumulator.
    """
    if dtype not in SUPPORTED_DTYPES:
        raise ConfigError(f"unsupported dtype {dtype!r}; choose one of "
                          f"{', '.join(SUPPORTED_DTYPES)}")
    return (1e-4, 1e-5) if dtype == "float32" else (1e-2, 1e-3)


def output_matches(spec: OperatorSpec, result: Any,
                   expected: np.ndarray) -> tuple[bool, float]:
    """(ok, max error relative to the output's largest magnitude).

    Random-sign inputs make some outputs cancel to near zero, where a per-element relative
    error is meaningless; so atol is scaled by max|expected| and the reported error is
    max|result - expected| / max|expected|.
    """
    res = np.asarray(result, dtype=np.float64)
    exp = np.asarray(expected, dtype=np.float64)
    if res.shape != exp.shape or not np.all(np.isfinite(res)):
        return False, math.inf
    rtol, atol = tolerance(spec.dtype)
    scale = max(float(np.max(np.abs(exp), initial=0.0)), 1e-30)
    diff = np.abs(res - exp)
    ok = bool(np.all(diff <= atol * scale + rtol * np.abs(exp)))
    return ok, float(np.max(diff, initial=0.0) / scale)
