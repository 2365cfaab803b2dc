"""The operator catalog: TIR builds and matches NumPy, counts are right, configs fail clearly."""

from __future__ import annotations

import numpy as np
import pytest

from ecotune.core.errors import ConfigError
from ecotune.ops.workloads import (
    OPERATOR_KINDS,
    SUITE,
    SUPPORTED_DTYPES,
    OperatorSpec,
    default_suite,
    make_primfunc,
    output_matches,
    parse_operator,
    parse_operators,
    random_inputs,
    reference,
    tolerance,
)

tvm = pytest.importorskip("tvm")

# Odd sizes so that an index mix-up (M vs N, H vs W) shows as a wrong shape or value.
TINY: dict[str, dict[str, int]] = {
    "matmul": {"M": 5, "N": 7, "K": 9},
    "matvec": {"N": 6, "K": 11},
    "batch_matmul": {"B": 2, "M": 3, "N": 5, "K": 4},
    "conv2d": {"N": 2, "C": 3, "H": 9, "W": 7, "F": 4, "R": 3, "S": 2, "stride": 2, "pad": 1},
}


def tiny(kind: str, dtype: str) -> OperatorSpec:
    return parse_operator({"name": f"tiny_{kind}", "op": kind, "shape": TINY[kind],
                           "dtype": dtype}, 0)


@pytest.fixture(scope="module")
def target():
    return tvm.target.Target({"kind": "llvm", "num-cores": 2})


def run_compiled(spec: OperatorSpec, inputs: list[np.ndarray], target) -> np.ndarray:
    exe = tvm.compile(tvm.IRModule({"main": make_primfunc(spec)}), target=target)
    dev = tvm.cpu()
    args = [tvm.runtime.tensor(x, dev) for x in inputs]
    out = tvm.runtime.empty(spec.output_shape, spec.output_dtype, dev)
    exe["main"](*args, out)
    return out.numpy()


@pytest.mark.parametrize("dtype", SUPPORTED_DTYPES)
@pytest.mark.parametrize("kind", list(OPERATOR_KINDS))
def test_tiny_kernel_matches_reference(kind: str, dtype: str, target) -> None:
    spec = tiny(kind, dtype)
    inputs = random_inputs(spec, seed=3)
    assert [(x.shape, str(x.dtype)) for x in inputs] == spec.input_shapes
    expected = reference(spec, inputs)
    assert expected.shape == spec.output_shape and expected.dtype == np.float32
    got = run_compiled(spec, inputs, target)
    ok, err = output_matches(spec, got, expected)
    assert ok, f"{spec.name}: max relative error {err}"


@pytest.mark.parametrize("spec", default_suite(), ids=lambda s: s.name)
def test_suite_operator_builds(spec: OperatorSpec, target) -> None:
    f = make_primfunc(spec)
    assert isinstance(f, tvm.tirx.PrimFunc) and len(f.params) == 3
    tvm.compile(tvm.IRModule({"main": f}), target=target)


def test_suite_operator_fp16_builds(target) -> None:
    spec = parse_operator("conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1:float16", 0)
    tvm.compile(tvm.IRModule({"main": make_primfunc(spec)}), target=target)


def test_conv_reference_against_direct_loops() -> None:
    """The windowed reference must agree with the definition, padding and stride included."""
    spec = tiny("conv2d", "float32")
    x, w = (v.astype(np.float64) for v in random_inputs(spec, seed=1))
    d, (oh, ow) = spec.dims, spec.conv_out_hw
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    want = np.zeros(spec.output_shape)
    for n in range(d["N"]):
        for f in range(d["F"]):
            for i in range(oh):
                for j in range(ow):
                    want[n, f, i, j] = np.sum(xp[n, :, 2 * i:2 * i + 3, 2 * j:2 * j + 2] * w[f])
    np.testing.assert_allclose(reference(spec, [x, w]), want, rtol=1e-6)


def test_suite_contents() -> None:
    suite = default_suite()
    assert [s.name for s in suite] == list(SUITE)
    kinds = [s.kind for s in suite]
    assert kinds.count("matmul") >= 3 and kinds.count("matvec") >= 2
    assert kinds.count("conv2d") >= 3 and kinds.count("batch_matmul") >= 1
    assert all(s.dtype == "float32" for s in suite)
    ffn1 = SUITE["mm_bert_ffn1_512x3072x768"].dims
    assert ffn1 == {"M": 512, "N": 3072, "K": 768}
    assert SUITE["conv_resnet50_stem_1x3x224x224_64x7x7_s2"].output_shape == (1, 64, 112, 112)


def test_flops_and_bytes_by_hand() -> None:
    mm = parse_operator({"name": "a", "op": "matmul", "shape": {"M": 2, "N": 3, "K": 4}}, 0)
    assert mm.flops == 2 * 2 * 3 * 4
    assert mm.bytes_moved == 4 * (2 * 4 + 4 * 3 + 2 * 3)
    mv = parse_operator({"name": "b", "op": "matvec", "shape": {"N": 3, "K": 4},
                         "dtype": "float16"}, 0)
    assert mv.input_shapes == [((1, 4), "float16"), ((4, 3), "float16")]
    assert mv.output_shape == (1, 3) and mv.output_dtype == "float32"
    assert mv.flops == 2 * 3 * 4
    assert mv.bytes_moved == 2 * (4 + 12) + 4 * 3  # fp16 in, fp32 out
    bmm = parse_operator({"name": "c", "op": "batch_matmul",
                          "shape": {"B": 2, "M": 3, "N": 5, "K": 4}}, 0)
    assert bmm.flops == 2 * 2 * 3 * 5 * 4
    assert bmm.bytes_moved == 4 * (2 * 3 * 4 + 2 * 4 * 5 + 2 * 3 * 5)
    # 1x3x224x224, 64 filters 7x7, stride 2, pad 3 -> 112x112 output
    conv = SUITE["conv_resnet50_stem_1x3x224x224_64x7x7_s2"]
    assert conv.flops == 2 * 64 * 112 * 112 * 3 * 7 * 7 == 236_027_904
    assert conv.bytes_moved == 4 * (3 * 224 * 224 + 64 * 3 * 7 * 7 + 64 * 112 * 112)


def test_dict_round_trip() -> None:
    for spec in [*default_suite(), tiny("conv2d", "float16")]:
        d = spec.to_dict()
        assert d["shape"] == spec.dims and d["flops"] == spec.flops
        assert OperatorSpec.from_dict(d) == spec


def test_parse_forms() -> None:
    name = "mm_bert_ffn2_512x768x3072"
    assert parse_operator(name, 0) == SUITE[name]
    assert parse_operator({"name": name}, 0) == SUITE[name]
    half = parse_operator(f"{name}:float16", 0)
    assert half.dtype == "float16" and half.dims == SUITE[name].dims
    assert half.name == f"{name}_fp16"  # fp32 and fp16 results need different file names
    assert parse_operator({"name": name, "dtype": "float16"}, 0) == half
    assert parse_operator(f"{name}:float32", 0) == SUITE[name]
    custom = parse_operator({"name": "x", "op": "matvec", "shape": {"N": 8, "K": 2},
                             "weight": 2, "origin": "toy"}, 0)
    assert (custom.weight, custom.origin, custom.dtype) == (2.0, "toy", "float32")
    specs = parse_operators([name, f"{name}:float16"])
    assert [s.dtype for s in specs] == ["float32", "float16"]


MM = {"M": 4, "N": 4, "K": 4}
CONV = {"N": 1, "C": 3, "H": 8, "W": 8, "F": 4, "R": 3, "S": 3, "stride": 1, "pad": 1}
BAD = [
    ("nope_op", "unknown suite operator"),
    ("mm_bert_ffn1_512x3072x768:float64", "dtype"),
    ("mm_bert_ffn1_512x3072x768:", "dtype"),
    (42, "expected a suite operator name"),
    ({"op": "matmul", "shape": MM}, "missing 'name'"),
    ({"name": "bad name/x", "op": "matmul", "shape": MM}, "name"),
    ({"name": "a", "op": "matmull", "shape": MM},
     "unknown op 'matmull'; choose one of matmul, matvec, batch_matmul, conv2d"),
    ({"name": "a", "op": "matmul"}, "missing 'shape'"),
    ({"name": "a", "shape": MM}, "missing 'op'"),
    ({"name": "a", "op": "matmul", "shape": [4, 4, 4]}, "shape"),
    ({"name": "a", "op": "matmul", "shape": {"M": 4, "N": 4}}, "missing dims K"),
    ({"name": "a", "op": "matvec", "shape": {"M": 1, "N": 4, "K": 4}}, "unexpected dims M"),
    ({"name": "a", "op": "matmul", "shape": {**MM, "K": 0}}, "shape.K"),
    ({"name": "a", "op": "matmul", "shape": {**MM, "N": -3}}, "shape.N"),
    ({"name": "a", "op": "matmul", "shape": {**MM, "M": 2.5}}, "shape.M"),
    ({"name": "a", "op": "matmul", "shape": {**MM, "M": "4"}}, "shape.M"),
    ({"name": "a", "op": "matmul", "shape": {**MM, "M": True}}, "shape.M"),
    ({"name": "a", "op": "conv2d", "shape": {**CONV, "pad": -1}}, "shape.pad"),
    ({"name": "a", "op": "conv2d", "shape": {**CONV, "stride": 0}}, "shape.stride"),
    ({"name": "a", "op": "conv2d", "shape": {**CONV, "R": 11}}, "output size"),
    ({"name": "a", "op": "matmul", "shape": MM, "dtype": "bfloat16"},
     "unsupported dtype 'bfloat16'; choose one of float32, float16"),
    ({"name": "a", "op": "matmul", "shape": MM, "weight": 0}, "weight"),
    ({"name": "a", "op": "matmul", "shape": MM, "origin": 3}, "origin"),
    ({"name": "a", "op": "matmul", "shape": MM, "flops": 3}, "unknown keys flops"),
    ({"name": "not_in_suite"}, "unknown suite operator"),
    ({"name": ["x"]}, "unknown suite operator"),
    ({"name": "mm_bert_ffn1_512x3072x768", "dtype": "int8"}, "dtype"),
]


@pytest.mark.parametrize("entry,words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_parse_errors_name_entry_and_field(entry, words: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_operator(entry, 7)
    msg = str(info.value)
    assert msg.startswith("operators[7]") and words in msg, msg
    if isinstance(entry, dict) and "name" in entry:
        assert repr(entry["name"]) in msg


def test_parse_operators_rejects_duplicates_and_non_lists() -> None:
    mm = {"name": "dup", "op": "matmul", "shape": MM}
    with pytest.raises(ConfigError, match=r"operators\[2\] \('dup'\): duplicate.*operators\[0\]"):
        parse_operators([mm, "mv_gpt2_qkv_1x2304x768", mm])
    with pytest.raises(ConfigError, match="operators"):
        parse_operators("mm_bert_ffn1_512x3072x768")
    with pytest.raises(ConfigError, match="operators"):
        parse_operators([])


@pytest.mark.parametrize("dtype", SUPPORTED_DTYPES)
def test_random_inputs_deterministic_nonzero(dtype: str) -> None:
    spec = tiny("conv2d", dtype)
    a, b, c = (random_inputs(spec, s) for s in (5, 5, 6))
    for x, y, z in zip(a, b, c):
        assert x.dtype == np.dtype(dtype)
        np.testing.assert_array_equal(x, y)
        assert not np.array_equal(x, z)
        assert np.all(np.abs(x) >= 0.5) and np.all(np.abs(x) <= 1.5)
        assert (x > 0).any() and (x < 0).any()


def test_output_matches_judges_errors() -> None:
    spec = tiny("matmul", "float32")
    exp = reference(spec, random_inputs(spec, 0))
    assert output_matches(spec, exp, exp) == (True, 0.0)
    off = exp.copy()
    off[0, 0] += 0.1 * np.abs(exp).max()
    ok, err = output_matches(spec, off, exp)
    assert not ok and err == pytest.approx(0.1, rel=1e-3)
    assert output_matches(spec, exp[:, :3], exp)[0] is False
    nan = exp.copy()
    nan[1, 1] = np.nan
    assert output_matches(spec, nan, exp)[0] is False
    # fp16 is looser than fp32, and a small error passes only there
    r32, a32 = tolerance("float32")
    r16, a16 = tolerance("float16")
    assert r16 > r32 and a16 > a32
    near = exp * (1 + 3 * r32)
    assert not output_matches(spec, near, exp)[0]
    assert output_matches(tiny("matmul", "float16"), near, exp)[0]
