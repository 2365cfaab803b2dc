"""The operator catalog: which tensor operators ecotune tunes, and how to check a kernel.

An `OperatorSpec` is the single description of an operator that every stage shares: the
tuner builds its TIR from it (`make_primfunc`), the runner feeds it `random_inputs`, and
the correctness check compares against the NumPy `reference`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ecotune.ops.conv import conv2d_padded, conv2d_te, conv_out, pad_nchw
from ecotune.core.errors import ConfigError
from ecotune.names import check_name, entry_where

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
    "conv2d": ("N", "C", "H", "W", "F", "R", "S", "stride", "pad"),  # NCHW x OIHW, no bias; + groups
}
# Dims a kind may leave out, with their default. A default value is not stored in the
# spec, so a plain conv2d's task file, name and TIR are what they were before `groups`.
# conv2d groups g: weight [F, C/g, R, S], C and F divisible by g; depthwise is g = C = F.
OPTIONAL_DIMS: dict[str, dict[str, int]] = {"conv2d": {"groups": 1}}

_ENTRY_KEYS = ("name", "op", "shape", "dtype", "weight", "origin")


@dataclass(frozen=True)
class OperatorSpec:
    """One operator instance. `weight` is how often it occurs in its model."""

    name: str
    kind: str
    shape: tuple[tuple[str, int], ...]  # (dim, value) in OPERATOR_KINDS order, then optional
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
    def groups(self) -> int:
        """conv2d's channel groups (1 unless given; C for a depthwise convolution)."""
        return self.dims.get("groups", 1)

    @property
    def is_depthwise(self) -> bool:
        d = self.dims
        return self.kind == "conv2d" and self.groups > 1 and self.groups == d["C"] == d["F"]

    @property
    def conv_out_hw(self) -> tuple[int, int]:
        d = self.dims
        return (conv_out(d["H"], d["R"], d["stride"], d["pad"]),
                conv_out(d["W"], d["S"], d["stride"], d["pad"]))

    @property
    def flops(self) -> int:
        if self.kind == "conv2d":
            d, (oh, ow) = self.dims, self.conv_out_hw
            return 2 * d["N"] * d["F"] * oh * ow * (d["C"] // self.groups) * d["R"] * d["S"]
        b, m, n, k = self._mnk
        return 2 * b * m * n * k

    @property
    def input_shapes(self) -> list[tuple[tuple[int, ...], str]]:
        if self.kind == "conv2d":
            d = self.dims
            return [((d["N"], d["C"], d["H"], d["W"]), self.dtype),
                    ((d["F"], d["C"] // self.groups, d["R"], d["S"]), self.dtype)]
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


def task_kind(path: str | Path) -> str:
    """A task file's kind ("matmul", ..., "subgraph"), read without building anything."""
    return str(json.loads(Path(path).read_text()).get("kind"))


def read_task(path: str | Path) -> OperatorSpec:
    """The operator of a task file (results/tasks/<task>.json, as extract_tasks writes it);
    a model's fused subgraph (kind "subgraph") reads its TVMScript (ecotune.models.tasks)."""
    data = json.loads(Path(path).read_text())
    if data.get("kind") == "subgraph":
        from ..models.tasks import read_subgraph_task

        return read_subgraph_task(path)
    return OperatorSpec.from_dict(data)


def _build(where: str, name: Any, kind: Any, shape: Any, dtype: Any, weight: Any,
           origin: Any) -> OperatorSpec:
    """Validate every field; the one ConfigError names `where` and the bad field."""

    def fail(msg: str) -> ConfigError:
        return ConfigError(f"{where}: {msg}")

    check_name(name, where)  # it becomes a file and folder name
    if kind not in OPERATOR_KINDS:
        raise fail(f"unknown op {kind!r}; choose one of {', '.join(OPERATOR_KINDS)}")
    wanted, optional = OPERATOR_KINDS[kind], OPTIONAL_DIMS.get(kind, {})
    takes = ", ".join(wanted) + (f"; optionally {', '.join(optional)}" if optional else "")
    if not isinstance(shape, Mapping):
        raise fail(f"shape must be a mapping of {takes} to integers, got {shape!r}")
    missing = [k for k in wanted if k not in shape]
    extra = [str(k) for k in shape if k not in wanted and k not in optional]
    if missing or extra:
        parts = [f"{what} dims {', '.join(ks)}" for what, ks in
                 (("missing", missing), ("unexpected", extra)) if ks]
        raise fail(f"shape: {'; '.join(parts)} ({kind} takes {takes})")
    given = [*wanted, *(k for k in optional if k in shape)]
    for k in given:
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
    dims = [(k, int(shape[k])) for k in given]
    dims = [(k, v) for k, v in dims if k in wanted or v != optional[k]]  # defaults not stored
    spec = OperatorSpec(name, kind, tuple(dims), dtype, float(weight), origin)
    if kind == "conv2d" and spec.groups > 1:
        g, c, f = spec.groups, spec.dims["C"], spec.dims["F"]
        bad = [f"{k} = {v}" for k, v in (("C", c), ("F", f)) if v % g]
        if bad:
            raise fail(f"shape.groups = {g} does not divide {' and '.join(bad)}; a grouped "
                       "conv2d needs C and F divisible by groups (depthwise: groups = C = F)")
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
    # Depthwise (groups = C = F) 3x3 layers of MobileNetV2 (224x224), and a grouped 3x3 of
    # ResNeXt-50 32x4d. The first two are also EfficientNet-B0's stage 1 and 2 depthwise.
    _op("dwconv_mobilenetv2_1x32x112x112_3x3_s1", "conv2d",
        "MobileNetV2 / EfficientNet-B0 first block depthwise 3x3 (32 ch, 112x112)", 1,
        N=1, C=32, H=112, W=112, F=32, R=3, S=3, stride=1, pad=1, groups=32),
    _op("dwconv_mobilenetv2_1x96x112x112_3x3_s2", "conv2d",
        "MobileNetV2 / EfficientNet-B0 block 2 depthwise 3x3 s2 (96 ch, 112 -> 56)", 1,
        N=1, C=96, H=112, W=112, F=96, R=3, S=3, stride=2, pad=1, groups=96),
    _op("dwconv_mobilenetv2_1x144x56x56_3x3_s2", "conv2d",
        "MobileNetV2 block 4 depthwise 3x3 s2 (144 ch, 56 -> 28)", 1,
        N=1, C=144, H=56, W=56, F=144, R=3, S=3, stride=2, pad=1, groups=144),
    _op("gconv_resnext50_conv2_1x128x56x56_128x3x3_g32_s1", "conv2d",
        "ResNeXt-50 32x4d conv2_x grouped 3x3 (32 groups of 4 ch)", 3,
        N=1, C=128, H=56, W=56, F=128, R=3, S=3, stride=1, pad=1, groups=32),
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
    where = entry_where("operators", index, entry, _ENTRY_KEYS)
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
    if spec.kind == "subgraph":
        return spec.primfunc()
    from tvm import te

    def acc(x: Any) -> Any:  # accumulate in fp32 whatever the input dtype
        return x if spec.dtype == OUTPUT_DTYPE else x.astype(OUTPUT_DTYPE)

    (a_shape, dt), (b_shape, _) = spec.input_shapes
    a = te.placeholder(a_shape, dt, name="A")
    b = te.placeholder(b_shape, dt, name="B")
    if spec.kind == "conv2d":
        out = conv2d_te(a, b, spec.dims, spec.output_shape, acc)
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
    if spec.kind == "subgraph":
        return spec.random_inputs(seed)
    rng = np.random.default_rng(seed)
    arrays = []
    for shape, dtype in spec.input_shapes:
        mag = rng.uniform(0.5, 1.5, size=shape)
        sign = rng.choice(np.array([-1.0, 1.0]), size=shape)
        arrays.append((mag * sign).astype(dtype))
    return arrays


def reference(spec: OperatorSpec, inputs: list[np.ndarray]) -> np.ndarray:
    """NumPy result, accumulated in fp64 and returned as fp32."""
    if spec.kind == "subgraph":
        return spec.reference(inputs)
    a, b = (np.asarray(x, dtype=np.float64) for x in inputs)
    if spec.kind != "conv2d":
        return np.matmul(a, b).astype(OUTPUT_DTYPE)
    d = spec.dims
    return conv2d_padded(pad_nchw(a, d["pad"]), b, d["stride"], spec.conv_out_hw,
                         spec.groups).astype(OUTPUT_DTYPE)


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
