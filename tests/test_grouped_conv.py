"""Grouped and depthwise conv2d (`groups` in a conv2d shape): validation, FLOPs, the NumPy
reference, TIR built on llvm (unscheduled, and tuned by a few MetaSchedule trials), the
vendor baselines, and the config path."""

from __future__ import annotations

import logging
import sys
from unittest import mock

import numpy as np
import pytest
import yaml
from conftest import ROOT

from ecotune.measurement.baselines import vendor_kernel
from ecotune.core.errors import ConfigError
from ecotune.ops.target import llvm_target
from ecotune.ops.workloads import (
    SUITE,
    SUPPORTED_DTYPES,
    OperatorSpec,
    make_primfunc,
    output_matches,
    parse_operator,
    parse_operators,
    random_inputs,
    reference,
)

tvm = pytest.importorskip("tvm")
# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = pytest.mark.usefixtures("torch_kept_out_of_workers")

PLAIN = {"N": 2, "C": 6, "H": 9, "W": 7, "F": 4, "R": 3, "S": 2, "stride": 2, "pad": 1}
GROUPED = {**PLAIN, "groups": 2}  # 3 input and 2 output channels per group
DEPTHWISE = {"N": 1, "C": 5, "H": 8, "W": 7, "F": 5, "R": 3, "S": 3, "stride": 2, "pad": 1, "groups": 5}
MULTIPLIER = {**DEPTHWISE, "F": 10}  # depthwise with channel multiplier 2
SHAPES = {"grouped": GROUPED, "depthwise": DEPTHWISE, "multiplier": MULTIPLIER}


def conv(name: str, shape: dict, dtype: str = "float32") -> OperatorSpec:
    return parse_operator({"name": name, "op": "conv2d", "shape": shape, "dtype": dtype}, 0)


@pytest.fixture(scope="module")
def target():
    return tvm.target.Target({"kind": "llvm", "num-cores": 2})


def run_unscheduled(spec: OperatorSpec, inputs: list[np.ndarray], target) -> np.ndarray:
    exe = tvm.compile(tvm.IRModule({"main": make_primfunc(spec)}), target=target)
    dev = tvm.cpu()
    out = tvm.runtime.empty(spec.output_shape, spec.output_dtype, dev)
    exe["main"](*(tvm.runtime.tensor(x, dev) for x in inputs), out)
    return out.numpy()


def old_conv_reference(x: np.ndarray, w: np.ndarray, d: dict, oh: int, ow: int) -> np.ndarray:
    """workloads.reference for conv2d as it was before groups, verbatim."""
    p, st = d["pad"], d["stride"]
    ap = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    win = np.lib.stride_tricks.sliding_window_view(ap, (d["R"], d["S"]), axis=(2, 3))
    win = win[:, :, ::st, ::st][:, :, :oh, :ow]
    return np.tensordot(win, w, axes=([1, 4, 5], [1, 2, 3])).transpose(0, 3, 1, 2)


# --- the spec: shapes, FLOPs, naming, validation -------------------------------------------


def test_groups_one_is_the_plain_conv2d() -> None:
    plain, explicit = conv("c", PLAIN), conv("c", {**PLAIN, "groups": 1})
    assert explicit == plain and explicit.to_dict() == plain.to_dict()
    assert "groups" not in plain.to_dict()["shape"] and plain.groups == 1 and not plain.is_depthwise
    inputs = random_inputs(plain, 4)
    x, w = (v.astype(np.float64) for v in inputs)
    np.testing.assert_array_equal(reference(plain, inputs),
                                  old_conv_reference(x, w, PLAIN, *plain.conv_out_hw).astype(np.float32))


def test_shapes_flops_and_bytes_by_hand() -> None:
    g = conv("g", GROUPED)
    assert g.groups == 2 and not g.is_depthwise
    assert g.input_shapes == [((2, 6, 9, 7), "float32"), ((4, 3, 3, 2), "float32")]
    assert g.conv_out_hw == (5, 4) and g.output_shape == (2, 4, 5, 4)
    # each output element: C/groups * R * S = 3 * 3 * 2 multiply-adds
    assert g.flops == 2 * (2 * 4 * 5 * 4) * (3 * 3 * 2) == 5760
    assert g.bytes_moved == 4 * (2 * 6 * 9 * 7 + 4 * 3 * 3 * 2 + 2 * 4 * 5 * 4)
    dw = SUITE["dwconv_mobilenetv2_1x32x112x112_3x3_s1"]
    assert dw.is_depthwise and dw.input_shapes[1] == ((32, 1, 3, 3), "float32")
    assert dw.output_shape == (1, 32, 112, 112)
    assert dw.flops == 2 * 32 * 112 * 112 * 9 == 7_225_344
    rx = SUITE["gconv_resnext50_conv2_1x128x56x56_128x3x3_g32_s1"]
    assert rx.groups == 32 and not rx.is_depthwise and rx.input_shapes[1][0] == (128, 4, 3, 3)
    assert rx.flops == 2 * 128 * 56 * 56 * 4 * 9 == 28_901_376
    assert rx.bytes_moved == 4 * (128 * 56 * 56 + 128 * 4 * 9 + 128 * 56 * 56)


def test_catalog_entries() -> None:
    want = {
        "dwconv_mobilenetv2_1x32x112x112_3x3_s1": (32, 112, 1, (1, 32, 112, 112)),
        "dwconv_mobilenetv2_1x96x112x112_3x3_s2": (96, 112, 2, (1, 96, 56, 56)),
        "dwconv_mobilenetv2_1x144x56x56_3x3_s2": (144, 56, 2, (1, 144, 28, 28)),
    }
    for name, (c, hw, stride, out) in want.items():
        s = SUITE[name]
        assert s.is_depthwise and s.groups == c and (s.dims["H"], s.dims["stride"]) == (hw, stride)
        assert s.output_shape == out
    rx = SUITE["gconv_resnext50_conv2_1x128x56x56_128x3x3_g32_s1"]
    assert rx.output_shape == (1, 128, 56, 56) and rx.weight == 3
    for name in [*want, rx.name]:  # a catalog name works in config, with its fp16 variant
        assert parse_operator(name, 0) == SUITE[name]
        half = parse_operator(f"{name}:float16", 0)
        assert half.groups == SUITE[name].groups and half.name == f"{name}_fp16"
        assert OperatorSpec.from_dict(SUITE[name].to_dict()) == SUITE[name]


BAD_GROUPS = [
    ({**PLAIN, "groups": 4}, "shape.groups = 4 does not divide C = 6;"),
    ({**PLAIN, "groups": 3}, "shape.groups = 3 does not divide F = 4;"),
    ({**PLAIN, "F": 5, "groups": 4}, "shape.groups = 4 does not divide C = 6 and F = 5;"),
    ({**PLAIN, "groups": 0}, "shape.groups must be an integer >= 1, got 0"),
    ({**PLAIN, "groups": 2.0}, "shape.groups must be an integer >= 1"),
    ({**PLAIN, "groups": True}, "shape.groups must be an integer >= 1"),
    ({**PLAIN, "groups": "2"}, "shape.groups must be an integer >= 1"),
]


@pytest.mark.parametrize("shape,words", BAD_GROUPS, ids=[str(i) for i in range(len(BAD_GROUPS))])
def test_bad_groups_is_one_clear_config_error(shape: dict, words: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_operator({"name": "my_dw", "op": "conv2d", "shape": shape}, 3)
    msg = str(info.value)
    assert msg.startswith("operators[3] ('my_dw'): ") and words in msg, msg


def test_groups_only_for_conv2d() -> None:
    with pytest.raises(ConfigError, match=r"unexpected dims groups \(matmul takes M, N, K\)"):
        parse_operator({"name": "m", "op": "matmul", "shape": {"M": 2, "N": 2, "K": 2, "groups": 2}}, 0)
    with pytest.raises(ConfigError, match=r"conv2d takes N, C, H, W, F, R, S, stride, pad; optionally groups"):
        parse_operator({"name": "c", "op": "conv2d", "shape": {**PLAIN, "group": 2}}, 0)


def test_config_file_with_grouped_and_depthwise_operators() -> None:
    """The config syntax the README shows passes the schema and resolves to the right specs."""
    from snakemake.utils import validate

    from ecotune.config import resolve

    text = """
target: llvm
operators:
  - dwconv_mobilenetv2_1x32x112x112_3x3_s1
  - {name: my_dw, op: conv2d, shape: {N: 1, C: 64, H: 28, W: 28, F: 64, R: 3, S: 3, stride: 1, pad: 1, groups: 64}}
  - {name: my_gconv, op: conv2d, shape: {N: 1, C: 256, H: 28, W: 28, F: 256, R: 3, S: 3, stride: 1, pad: 1,
     groups: 32}, dtype: float16, trials: 8}
"""
    config = yaml.safe_load(text)
    validate(config, str(ROOT / "workflow" / "schemas" / "config.schema.yaml"))
    experiment = resolve(config, has_gpu=lambda: False)
    specs = {s.name: s for s in experiment.operators}
    assert specs["my_dw"].is_depthwise and specs["my_dw"].input_shapes[1][0] == (64, 1, 3, 3)
    assert specs["my_gconv"].groups == 32 and specs["my_gconv"].dtype == "float16"
    assert experiment.trials["my_gconv"] == 8
    config["operators"][1]["shape"]["groups"] = 48
    with pytest.raises(ConfigError, match=r"operators\[1\] \('my_dw'\).*shape.groups = 48 does not divide C = 64"):
        resolve(config, has_gpu=lambda: False)


# --- the NumPy reference ----------------------------------------------------------------------


@pytest.mark.parametrize("which", list(SHAPES))
def test_reference_is_a_loop_of_plain_convs_over_groups(which: str) -> None:
    spec = conv(which, SHAPES[which])
    d, g = spec.dims, spec.groups
    x, w = random_inputs(spec, 2)
    cpg, fpg = d["C"] // g, d["F"] // g
    want = []
    for i in range(g):
        plain = conv("plain", {**d, "C": cpg, "F": fpg, "groups": 1})
        want.append(reference(plain, [x[:, i * cpg:(i + 1) * cpg], w[i * fpg:(i + 1) * fpg]]))
    got = reference(spec, [x, w])
    assert got.shape == spec.output_shape and got.dtype == np.float32
    np.testing.assert_allclose(got, np.concatenate(want, axis=1), rtol=1e-6, atol=1e-6)


def test_depthwise_reference_against_direct_loops() -> None:
    spec = conv("dw", DEPTHWISE)
    x, w = (v.astype(np.float64) for v in random_inputs(spec, 1))
    (oh, ow), xp = spec.conv_out_hw, np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    want = np.zeros(spec.output_shape)
    for c in range(5):
        for i in range(oh):
            for j in range(ow):
                want[0, c, i, j] = np.sum(xp[0, c, 2 * i:2 * i + 3, 2 * j:2 * j + 3] * w[c, 0])
    np.testing.assert_allclose(reference(spec, [x, w]), want, rtol=1e-6)


# --- TIR on llvm ----------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", SUPPORTED_DTYPES)
@pytest.mark.parametrize("which", list(SHAPES))
def test_unscheduled_kernel_matches_reference(which: str, dtype: str, target) -> None:
    spec = conv(which, SHAPES[which], dtype)
    inputs = random_inputs(spec, seed=3)
    assert [(x.shape, str(x.dtype)) for x in inputs] == spec.input_shapes
    ok, err = output_matches(spec, run_unscheduled(spec, inputs, target), reference(spec, inputs))
    assert ok, f"{spec.name}: max relative error {err}"


def test_tir_names_the_block_by_its_kind() -> None:
    assert "depthwise_conv2d_nchw" in make_primfunc(conv("dw", DEPTHWISE)).script()
    assert "group_conv2d_nchw" in make_primfunc(conv("g", GROUPED)).script()
    plain = make_primfunc(conv("p", PLAIN)).script()
    assert 'T.sblock("conv2d_nchw")' in plain and "group" not in plain


@pytest.mark.slow
@pytest.mark.parametrize("which", ["grouped", "depthwise"])
def test_a_few_metaschedule_trials_give_a_correct_kernel(which: str, tmp_path) -> None:
    """The real path: tune, take the best record, compile it as the stages do, and pass the
    correctness gate next to the NumPy vendor kernel."""
    from ecotune.measurement.evaluate import check_correctness
    from ecotune.measurement.kernels import load_built_kernel
    from ecotune.search.latency import tune_latency
    from ecotune.search.tune_loop import SearchSettings
    from ecotune.ops.tuning_db import best_schedule

    spec = conv(which, {**SHAPES[which], "N": 1, "H": 16, "W": 16})
    func, info = make_primfunc(spec), llvm_target(2)
    settings = SearchSettings(trials=4, trials_per_round=4, seed=0, builder_workers=1, population_size=16)
    database, summary = tune_latency(func, info, tmp_path / "work", settings, logging.getLogger("test"))
    assert summary.trials == 4
    schedule, latency_s = best_schedule(database, func, info)
    assert latency_s > 0
    inputs = random_inputs(spec, 0)
    variants = {"latency": load_built_kernel("latency", schedule, spec, info, inputs),
                "vendor": vendor_kernel(spec, info, inputs)}
    verdicts = check_correctness(spec, variants, inputs)
    assert all(v["ok"] for v in verdicts.values()), verdicts


# --- vendor baselines -----------------------------------------------------------------------


@pytest.mark.parametrize("dtype", SUPPORTED_DTYPES)
@pytest.mark.parametrize("which", list(SHAPES))
def test_numpy_vendor_handles_groups(which: str, dtype: str) -> None:
    spec = conv(which, SHAPES[which], dtype)
    inputs = random_inputs(spec, 7)
    loaded = vendor_kernel(spec, llvm_target(1), inputs)
    assert loaded.library == "NumPy"
    loaded.kernel.launch()
    ok, err = output_matches(spec, loaded.output(), reference(spec, inputs))
    assert ok, err


def test_numpy_vendor_on_a_catalog_depthwise_layer() -> None:
    spec = SUITE["dwconv_mobilenetv2_1x144x56x56_3x3_s2"]
    inputs = random_inputs(spec, 0)
    loaded = vendor_kernel(spec, llvm_target(1), inputs)
    loaded.kernel.launch()
    assert output_matches(spec, loaded.output(), reference(spec, inputs))[0]


def test_cudnn_vendor_passes_groups_to_torch(monkeypatch) -> None:
    """No GPU here: a stand-in torch records what conv2d is called with."""
    calls = []
    fake = mock.MagicMock(name="torch")
    fake.cuda.is_available.return_value = True
    fake.from_numpy.side_effect = lambda x: mock.MagicMock(shape=x.shape, **{"cuda.return_value.shape": x.shape})

    def conv2d(a, b, **kwargs):
        calls.append((a.shape, b.shape, kwargs))
        return mock.MagicMock()

    fake.nn.functional.conv2d = conv2d
    monkeypatch.setitem(sys.modules, "torch", fake)
    monkeypatch.setattr("ecotune.measurement.baselines.cuda_device_bus_id", lambda _: "00000000:00:00.0")
    from ecotune.measurement.baselines import _torch_cuda_kernel

    for spec in (conv("g", GROUPED), SUITE["dwconv_mobilenetv2_1x96x112x112_3x3_s2"]):
        calls.clear()
        loaded = _torch_cuda_kernel(spec, random_inputs(spec, 0), allow_tf32=False, cuda_graph=False)
        assert loaded.library == "cuDNN" and calls
        (x_shape, w_shape), kw = spec.input_shapes, calls[-1][2]
        assert calls[-1][:2] == (x_shape[0], w_shape[0])
        assert kw == {"stride": spec.dims["stride"], "padding": spec.dims["pad"], "groups": spec.groups}


def test_parse_operators_mixes_grouped_and_plain() -> None:
    specs = parse_operators([{"name": "a", "op": "conv2d", "shape": GROUPED},
                             {"name": "b", "op": "conv2d", "shape": PLAIN}])
    assert [s.groups for s in specs] == [2, 1]
