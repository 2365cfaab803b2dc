"""Whole models: config entries, ONNX/PyTorch import, task extraction and task files, the
compiled model against the framework's output, and its measurement; on llvm."""

from __future__ import annotations

import logging
import math
import sys

import numpy as np
import pytest

from ecotune.core.errors import ConfigError, CorruptResult, EcotuneError
from ecotune.models.compile import check_model_output, compile_model, model_kernel
from ecotune.models.energy import measure_model_variants, weighted_task_sum
from ecotune.models.extract import extract_model_tasks, task_weights
from ecotune.models.load import load_model
from ecotune.models.spec import (
    FrontendMissing,
    ModelFileError,
    ModelIncorrect,
    ModelSpec,
    UnsupportedOps,
    parse_models,
)
from ecotune.models.tasks import read_subgraph_task, write_task_files

onnx = pytest.importorskip("onnx")
TARGET = {"kind": "llvm", "num-cores": 2}


def tiny_onnx(path, op="Relu"):
    """x[1,4,6,6] -> conv3x3 -> relu -> conv3x3 -> relu -> reshape -> matmul -> y[1,8]: the two
    conv+relu pairs have equal shapes (one task of weight 2); `op` replaces the first relu."""
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    consts = [numpy_helper.from_array(rng.standard_normal(s).astype(np.float32), n)
              for n, s in (("w1", (4, 4, 3, 3)), ("w2", (4, 4, 3, 3)), ("fc", (144, 8)))]
    consts.append(numpy_helper.from_array(np.array([1, -1], dtype=np.int64), "flat"))
    nodes = [helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
             helper.make_node(op, ["c1"], ["r1"]),
             helper.make_node("Conv", ["r1", "w2"], ["c2"], pads=[1, 1, 1, 1]),
             helper.make_node("Relu", ["c2"], ["r2"]),
             helper.make_node("Reshape", ["r2", "flat"], ["f"]),
             helper.make_node("MatMul", ["f", "fc"], ["y"])]
    graph = helper.make_graph(nodes, "tiny", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4, 6, 6])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8])], consts)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), str(path))
    return path


def tiny_spec(tmp_path, name="tiny", **kw):
    path = tmp_path / "tiny.onnx"
    if not path.exists():
        tiny_onnx(path, **kw)
    return ModelSpec.from_dict({"name": name, "onnx": str(path), "inputs": {"x": [1, 4, 6, 6]}, "dtype": "float32"})


# ------------------------------------------------------------------------------ config
def test_config_entries_parse_and_bad_ones_name_the_field(tmp_path):
    onnx_spec, torch_spec = parse_models(
        [{"name": "tiny", "onnx": "m.onnx", "inputs": {"x": [1, 3, 8, 8]}},
         {"name": "bert", "torch": "ecotune.models.zoo:bert_layer", "inputs": {"hidden": [1, 128, 768]},
          "dtype": {"hidden": "float32"}}], base_dir=tmp_path)
    assert (onnx_spec.kind, onnx_spec.path) == ("onnx", tmp_path / "m.onnx")
    assert torch_spec.kind == "torch" and torch_spec.inputs[0].shape == (1, 128, 768)
    assert ModelSpec.from_dict(torch_spec.to_dict()) == torch_spec
    bad = [({"name": "a.b", "onnx": "m", "inputs": {"x": [1]}}, "name"),
           ({"name": "a", "inputs": {"x": [1]}}, "exactly one of"),
           ({"name": "a", "onnx": "m", "torch": "p:f", "inputs": {"x": [1]}}, "exactly one of"),
           ({"name": "a", "torch": "no_colon", "inputs": {"x": [1]}}, "package.module:function"),
           ({"name": "a", "onnx": "m", "inputs": {"x": [1]}, "torch_compile": "yes"}, "torch_compile"),
           ({"name": "a", "onnx": "m", "inputs": {"x": [1, 0]}}, "inputs.x"),
           ({"name": "a", "onnx": "m", "inputs": {"x": [1]}, "dtype": "float64"}, "dtype"),
           ({"name": "a", "onnx": "m", "inputs": {"x": [1]}, "shapes": 1}, "unknown keys shapes")]
    for entry, field in bad:
        with pytest.raises(ConfigError, match=field):
            ModelSpec.from_dict(entry)
    with pytest.raises(ConfigError, match="duplicate name"):
        parse_models([{"name": "a", "onnx": "m", "inputs": {"x": [1]}}] * 2)


# ------------------------------------------------------------------------ error paths
def test_missing_file_is_one_clear_error(tmp_path):
    spec = ModelSpec.from_dict({"name": "gone", "onnx": str(tmp_path / "nope.onnx"), "inputs": {"x": [1]}})
    with pytest.raises(ModelFileError, match=r"model 'gone'.*does not exist"):
        load_model(spec)


@pytest.mark.parametrize("damage", ["garbage", "cut off"])
def test_corrupt_file_is_one_clear_error(tmp_path, damage):
    good = tiny_onnx(tmp_path / "good.onnx").read_bytes()
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"\x08\xff\xff not a model" * 20 if damage == "garbage" else good[: len(good) // 2])
    spec = ModelSpec.from_dict({"name": "broken", "onnx": str(bad), "inputs": {"x": [1, 4, 6, 6]}})
    with pytest.raises(ModelFileError, match=r"model 'broken'.*not a readable ONNX model|model 'broken'.*no operators"):
        load_model(spec)


def test_unsupported_op_is_named(tmp_path):
    spec = tiny_spec(tmp_path, name="celu", op="Celu")  # valid ONNX; TVM has no converter for it
    with pytest.raises(UnsupportedOps, match=r"model 'celu'.*Celu") as caught:
        load_model(spec)
    assert caught.value.ops == ["Celu"] and isinstance(caught.value, ConfigError)


def test_wrong_input_names_are_named(tmp_path):
    tiny_spec(tmp_path)
    spec = ModelSpec.from_dict({"name": "tiny", "onnx": str(tmp_path / "tiny.onnx"), "inputs": {"image": [1, 4, 6, 6]}})
    with pytest.raises(ConfigError, match=r"model 'tiny'.*\['image'\].*\['x'\]"):
        load_model(spec)


@pytest.mark.parametrize("kind,package", [("onnx", "onnx"), ("torch", "torch")])
def test_missing_frontend_is_one_clear_error(tmp_path, monkeypatch, kind, package):
    source = str(tiny_onnx(tmp_path / "t.onnx")) if kind == "onnx" else "ecotune.models.zoo:resnet50"
    spec = ModelSpec.from_dict({"name": "m", kind: source, "inputs": {"x": [1, 4, 6, 6]}})
    monkeypatch.setitem(sys.modules, package, None)  # `import <package>` now raises ImportError
    with pytest.raises(FrontendMissing, match=rf"model 'm'.*{package!r} is not installed"):
        load_model(spec)


# ------------------------------------------------------------------------- extraction
def test_tasks_have_weights_origins_and_vendor_fields(tmp_path):
    tasks = extract_model_tasks(tiny_spec(tmp_path), TARGET)
    by_ops = {t.subgraph_ops: t for t in tasks}
    assert sorted(by_ops) == ["conv2d_relu", "matmul"]  # the reshape becomes a view: no task
    conv, mm = by_ops["conv2d_relu"], by_ops["matmul"]
    assert (conv.weight, mm.weight) == (2, 1)
    assert [(o.model, o.calls, len(o.call_sites)) for o in conv.origins] == [("tiny", 2, 2)]
    assert conv.name.startswith("tiny.fused_conv2d")
    assert conv.vendor_counterpart is None and conv.vendor_note == "no vendor counterpart: fused subgraph conv2d_relu"
    assert mm.vendor_counterpart == "cuBLAS matmul"
    assert mm.input_shapes == [((1, 144), "float32"), ((144, 8), "float32")] and mm.output_shape == (1, 8)
    assert mm.flops == 2 * 144 * 8
    assert task_weights(tasks, "tiny") == {conv.name: 2, mm.name: 1}
    kept = extract_model_tasks(tiny_spec(tmp_path), TARGET, keep_reshapes=True)
    assert len(kept) == 3


def test_same_model_twice_is_deduplicated(tmp_path):
    tasks = extract_model_tasks([tiny_spec(tmp_path), tiny_spec(tmp_path, name="tiny_again")], TARGET)
    assert len(tasks) == 2
    assert sorted(t.weight for t in tasks) == [2, 4]
    for task in tasks:
        assert [o.model for o in task.origins] == ["tiny", "tiny_again"]
        assert task.name.startswith("tiny.")  # named after the first model that has it
    assert task_weights(tasks, "tiny_again") == {t.name: t.weight // 2 for t in tasks}


def test_task_files_read_back_and_run_like_catalog_tasks(tmp_path):
    tasks = extract_model_tasks(tiny_spec(tmp_path), TARGET)
    paths = write_task_files(tasks, tmp_path / "tasks")
    assert sorted(p.name for p in (tmp_path / "tasks").iterdir()) == sorted(
        [f"{t.name}.json" for t in tasks] + [f"{t.name}.tir.py" for t in tasks])
    for task, path in zip(tasks, paths):
        back = read_subgraph_task(path)
        assert back.to_dict() == task.to_dict() and back.kind == "subgraph"
    mm = read_subgraph_task(next(p for p in paths if "matmul" in p.name))
    a, b = mm.random_inputs(seed=0)
    assert np.all(np.abs(a) >= 0.5)
    np.testing.assert_allclose(mm.reference([a, b]), a @ b, rtol=1e-5)
    script = path.with_name(path.name.replace(".json", ".tir.py"))
    edited = script.read_text().replace("T.float32(0.0)", "T.float32(1.0)", 1)
    assert edited != script.read_text()
    script.write_text(edited)
    with pytest.raises(CorruptResult, match="script was changed"):
        read_subgraph_task(path)
    path.write_text(path.read_text()[:40])
    with pytest.raises(CorruptResult, match=str(path.name)):
        read_subgraph_task(path)


# ----------------------------------------------------------- compile, check, measure
def test_untuned_model_matches_onnx_and_a_wrong_output_is_caught(tmp_path):
    loaded = load_model(tiny_spec(tmp_path))
    with pytest.raises(EcotuneError, match=r"model 'tiny': no tuned record for subgraph"):
        compile_model(loaded, TARGET, {})
    compiled = compile_model(loaded, TARGET, {}, require_tuned=False)
    assert compiled.tuned == [] and len(compiled.untuned) == 2
    verdict = check_model_output(compiled, loaded)
    assert verdict["ok"] and verdict["max_rel_error"] < 1e-5
    honest = loaded.framework_outputs
    loaded.framework_outputs = lambda inputs: [o * 1.01 for o in honest(inputs)]
    with pytest.raises(ModelIncorrect, match="model 'tiny': output 0 differs"):
        check_model_output(compiled, loaded)


def test_measured_variants_carry_estimated_cputime_rows_and_cis(tmp_path):
    from ecotune.energy import CpuTimeMeter

    spec = tiny_spec(tmp_path)
    compiled = compile_model(spec, TARGET, {}, require_tuned=False)
    kernel = model_kernel(compiled, spec.random_inputs(0))
    assert not kernel.keeps_board_busy  # the VM works on the host between the kernels
    calls = []
    rows, summary = measure_model_variants(
        {"untuned": kernel, "counted": lambda: calls.append(kernel.launch())}, CpuTimeMeter(), model="tiny",
        window_s=0.05, warmup_s=0.01, repeats=3, seed=0)
    assert len(rows) == 6 and calls  # 2 variants x 3 repeats; the plain callable ran
    assert {r["variant"] for r in rows} == {"untuned", "counted"} and {r["task"] for r in rows} == {"tiny"}
    assert all(r["meter"] == "cputime" and r["estimated"] and r["energy_j"] > 0 and r["launches"] > 0 for r in rows)
    for _, s in summary.iterrows():
        assert s.n == 3 and s.energy_j_lo <= s.energy_j <= s.energy_j_hi
        assert s.latency_s_lo <= s.latency_s <= s.latency_s_hi


def test_weighted_task_sum_weights_each_task_and_refuses_a_partial_sum():
    rows = [{"task": "a", "variant": "latency", "latency_s": 1.0, "energy_j": 10.0},
            {"task": "b", "variant": "latency", "latency_s": 2.0, "energy_j": 20.0},
            {"task": "a", "variant": "energy", "latency_s": 1.5, "energy_j": 8.0},
            {"task": "c", "variant": "energy", "latency_s": 9.0, "energy_j": 9.0}]  # c: not this model's
    out = weighted_task_sum(rows, {"a": 2, "b": 3}).set_index("variant")
    assert out.loc["latency", "latency_s"] == 2 * 1.0 + 3 * 2.0 and out.loc["latency", "energy_j"] == 80.0
    assert out.loc["latency", "tasks"] == 2 and out.loc["latency", "missing_tasks"] == ""
    assert math.isnan(out.loc["energy", "energy_j"]) and out.loc["energy", "missing_tasks"] == "b"
    with pytest.raises(ValueError, match="energy_j"):
        weighted_task_sum([{"task": "a", "variant": "x", "latency_s": 1.0}], {"a": 1})


@pytest.mark.slow  # two short latency searches (~1 min on 2 cores)
def test_tuned_model_applies_every_record_and_matches_onnx(tmp_path):
    from ecotune.energy import CpuTimeMeter
    from ecotune.search.latency import tune_latency
    from ecotune.search.tune_loop import SearchSettings
    from ecotune.ops.target import detect_target

    spec = tiny_spec(tmp_path)
    target = detect_target("llvm")
    paths = write_task_files(extract_model_tasks(spec, target), tmp_path / "tasks")
    settings = SearchSettings(trials=8, trials_per_round=8, seed=0, builder_workers=2, population_size=32)
    databases = {}
    for path in paths:  # as the workflow will: the task file read back, tuned like an operator
        task = read_subgraph_task(path)
        work_dir = tmp_path / "tune" / task.name
        tune_latency(task.primfunc(), target, work_dir, settings, logging.getLogger("test"))
        databases[task.name] = work_dir
    loaded = load_model(spec)
    compiled = compile_model(loaded, target, databases)
    assert sorted(compiled.tuned) == sorted(read_subgraph_task(p).origins[0].subgraph for p in paths)
    assert compiled.untuned == []
    assert check_model_output(compiled, loaded)["ok"]
    rows, summary = measure_model_variants({"latency": model_kernel(compiled, spec.random_inputs(0))},
                                           CpuTimeMeter(), model="tiny", window_s=0.05, warmup_s=0.01,
                                           repeats=3)
    assert len(rows) == 3 and all(r["estimated"] for r in rows)
    assert list(summary.variant) == ["latency"] and summary.energy_j.iloc[0] > 0


def test_an_onnx_model_has_no_framework_baseline_and_says_why(tmp_path):
    from ecotune.models.framework import framework_variants

    spec = tiny_spec(tmp_path)
    variants, not_measured, checks = framework_variants(load_model(spec), spec.random_inputs(0), "cpu")
    assert variants == {} and checks == {}
    assert set(not_measured) == {"pytorch_eager", "torch_compile"}
    assert all("onnx model: there is no PyTorch module" in why for why in not_measured.values())


def conv_bn_relu():
    """conv + batch norm + ReLU, for the fusion test (a torch: entry names it test_models:conv_bn_relu)."""
    from torch import nn

    return nn.Sequential(nn.Conv2d(4, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4), nn.ReLU())


def test_batch_norm_and_relu_fuse_into_the_convolution():
    # PyTorch's batch norm returns a tuple; left in place it kept every ReLU of ResNet-50 a
    # task (and a kernel) of its own
    pytest.importorskip("torch")
    spec = ModelSpec.from_dict({"name": "cbr", "torch": "test_models:conv_bn_relu", "inputs": {"x": [1, 4, 6, 6]}})
    tasks = extract_model_tasks(load_model(spec), TARGET)
    assert [t.subgraph_ops for t in tasks] == ["conv2d_subtract_divide_multiply_add_relu"]


@pytest.mark.slow  # torch.compile compiles with inductor: ~15 s here
def test_pytorch_baselines_run_the_traced_module_and_torch_compile_is_checked_against_it():
    pytest.importorskip("torch")
    from ecotune.models.framework import framework_variants

    spec = ModelSpec.from_dict({"name": "tiny_torch", "torch": "ecotune.models.zoo:tiny_convnet",
                                "inputs": {"x": [1, 4, 6, 6]}})
    loaded, inputs = load_model(spec), spec.random_inputs(0)
    variants, not_measured, checks = framework_variants(loaded, inputs, "cpu")
    assert set(variants) == {"pytorch_eager", "torch_compile"} and not not_measured
    assert checks["torch_compile"]["ok"] and checks["torch_compile"]["max_abs_error"] < 1e-4
    for kernel in variants.values():  # each launch is one inference; sync waits for it
        kernel.launch()
        kernel.sync()
    off = framework_variants(loaded, inputs, "cpu", torch_compile=False)
    assert set(off[0]) == {"pytorch_eager"} and "torch_compile: false" in off[1]["torch_compile"]


@pytest.mark.parametrize("allow_tf32", [False, True])
def test_pytorch_baselines_follow_the_vendor_tf32_rule(allow_tf32):
    torch = pytest.importorskip("torch")
    from ecotune.models.framework import framework_variants

    spec = ModelSpec.from_dict({"name": "tiny_torch", "torch": "ecotune.models.zoo:tiny_convnet",
                                "inputs": {"x": [1, 4, 6, 6]}})
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = not allow_tf32
    framework_variants(load_model(spec), spec.random_inputs(0), "cpu", torch_compile=False, allow_tf32=allow_tf32)
    # cuDNN's default is True: an eager ResNet would run its convolutions in TF32
    assert torch.backends.cudnn.allow_tf32 is allow_tf32 and torch.backends.cuda.matmul.allow_tf32 is allow_tf32


@pytest.mark.slow  # imports torch and exports a BERT-base layer
def test_torch_zoo_bert_layer_extracts_and_matches_eager(tmp_path):
    pytest.importorskip("torch")
    spec = ModelSpec.from_dict({"name": "bert", "torch": "ecotune.models.zoo:bert_layer",
                                "inputs": {"hidden": [1, 128, 768]}})
    loaded = load_model(spec)
    tasks = extract_model_tasks(loaded, TARGET)
    ops = {t.subgraph_ops for t in tasks}
    assert any("matmul" in o for o in ops) and sum(t.weight for t in tasks) >= 6
    compiled = compile_model(loaded, TARGET, {}, require_tuned=False)
    assert check_model_output(compiled, loaded)["ok"]
