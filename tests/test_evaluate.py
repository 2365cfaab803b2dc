"""Re-measurement logic: correctness gate, interleaved rows, paired summaries."""

from __future__ import annotations

import numpy as np
import pytest

from ecotune.energy import create_meter
from ecotune.core.errors import KernelIncorrect
from ecotune.measurement.evaluate import ProtocolSettings, check_correctness, remeasure, summarize
from ecotune.measurement.kernels import LoadedKernel
from ecotune.measurement.measure import Kernel
from ecotune.ops.workloads import OperatorSpec, random_inputs

SPEC = OperatorSpec("mm_test_32x32x32", "matmul", (("M", 32), ("N", 32), ("K", 32)), "float32")


def numpy_variant(name: str, inputs, scale: float = 1.0, repeat_work: int = 1) -> LoadedKernel:
    a, b = inputs
    out = np.empty((32, 32), np.float32)

    def launch():
        for _ in range(repeat_work):  # more work per launch: slower and costlier
            np.matmul(a, b, out=out)
        out[...] *= scale

    return LoadedKernel(Kernel(name, launch, lambda: None), lambda: out.copy(), "NumPy")


def test_a_wrong_kernel_fails_the_task_loudly():
    inputs = random_inputs(SPEC, 0)
    variants = {"latency": numpy_variant("latency", inputs), "vendor": numpy_variant("vendor", inputs, scale=1.01)}
    with pytest.raises(KernelIncorrect, match="vendor"):
        check_correctness(SPEC, variants, inputs)
    verdicts = check_correctness(SPEC, {"latency": variants["latency"]}, inputs)
    assert verdicts["latency"]["ok"] and verdicts["latency"]["max_rel_error"] < 1e-5


def test_remeasure_interleaves_and_summarizes_paired_changes():
    inputs = random_inputs(SPEC, 0)
    variants = {"latency": numpy_variant("latency", inputs, repeat_work=40),
                "vendor": numpy_variant("vendor", inputs)}
    meter = create_meter("cputime", device="cpu")
    settings = ProtocolSettings(repeats=4, window_s=0.05, warmup_s=0.01, seed=3, idle_s=0.05)
    rows, idle_w = remeasure(SPEC, variants, meter, settings)
    assert idle_w == pytest.approx(meter.idle_power_w())
    assert [r["order"] for r in rows] == list(range(8))
    for repeat in range(4):  # every variant once per repeat
        assert sorted(r["variant"] for r in rows if r["repeat"] == repeat) == ["latency", "vendor"]
    assert all(r["estimated"] and r["meter"] == "cputime" for r in rows)
    summary = summarize(rows).set_index("variant")
    assert np.isnan(summary.loc["latency", "energy_change"])
    # The vendor variant does 1/40 of the work per launch: clearly cheaper and faster.
    assert summary.loc["vendor", "latency_change_hi"] < -0.3
    assert summary.loc["vendor", "energy_change_hi"] < -0.3
    lo, mid, hi = summary.loc["vendor", ["energy_j_lo", "energy_j", "energy_j_hi"]]
    assert lo <= mid <= hi


def test_a_kernel_two_methods_picked_is_measured_once_and_reported_for_both():
    inputs = random_inputs(SPEC, 0)
    variants = {"latency": numpy_variant("latency", inputs, repeat_work=40), "vendor": numpy_variant("vendor", inputs)}
    meter = create_meter("cputime", device="cpu")
    settings = ProtocolSettings(repeats=3, window_s=0.05, warmup_s=0.01, seed=3, idle_s=0.05)
    rows, _ = remeasure(SPEC, variants, meter, settings, same_kernel={"rerank": "latency"})
    copies = [r for r in rows if r["variant"] == "rerank"]
    originals = [r for r in rows if r["variant"] == "latency"]
    assert len(copies) == len(originals) == 3 and len(rows) == 9
    assert sorted({r["order"] for r in rows}) == list(range(6))  # 6 windows ran, not 9
    assert all(c["same_kernel_as"] == "latency" for c in copies)
    assert all(r["same_kernel_as"] is None for r in originals)
    assert [(c["order"], c["energy_j"], c["latency_s"]) for c in copies] == \
        [(o["order"], o["energy_j"], o["latency_s"]) for o in originals]
    summary = summarize(rows).set_index("variant")
    assert summary.loc["rerank", ["energy_change", "energy_change_lo", "energy_change_hi"]].tolist() == [0, 0, 0]


def split(factor: int):
    """SPEC's function with its outer loop split by `factor`: a real, correct schedule."""
    from tvm.s_tir import Schedule

    from ecotune.ops.workloads import make_primfunc

    sch = Schedule(make_primfunc(SPEC))
    block = sch.get_child_blocks(sch.get_sblock("root"))[0]
    sch.split(sch.get_loops(block)[0], [None, factor])
    return sch


def test_same_kernels_finds_schedules_that_make_the_same_module():
    from tvm.s_tir import Schedule

    from ecotune.measurement.kernels import same_kernels
    from ecotune.ops.workloads import make_primfunc

    func = make_primfunc(SPEC)
    schedules = {"latency": split(8), "energy": split(4), "rerank": split(8), "nvml_only": Schedule(func)}
    assert same_kernels(schedules) == {"rerank": "latency"}


def test_kernels_on_shared_buffers_are_each_checked_on_what_they_wrote():
    """Remeasure runs every tuned kernel of a task on one set of buffers; a kernel that
    writes nothing must not pass on the output another kernel left there."""
    from ecotune.measurement.kernels import device_buffers, load_built_kernel
    from ecotune.ops.target import llvm_target

    target, inputs = llvm_target(1), random_inputs(SPEC, 0)
    buffers = device_buffers(SPEC, target, inputs)
    first = load_built_kernel("latency", split(8), SPEC, target, inputs, buffers)
    second = load_built_kernel("energy", split(4), SPEC, target, inputs, buffers)
    verdicts = check_correctness(SPEC, {"latency": first, "energy": second}, inputs)
    assert all(v["ok"] for v in verdicts.values())
    silent = LoadedKernel(Kernel("silent", lambda: None, lambda: None), first.output, "TVM",
                          clear_output=first.clear_output)
    with pytest.raises(KernelIncorrect, match="silent"):
        check_correctness(SPEC, {"latency": first, "silent": silent}, inputs)
    assert np.isnan(first.output()).all()  # what the silent kernel was judged on


def test_a_cuda_graph_kernel_falls_back_to_one_call_per_launch_and_says_why():
    """The graph needs a CUDA target and a GPU; without them the kernel runs call by call,
    and its record says so, rather than the run failing or claiming a graph."""
    from dataclasses import replace

    from ecotune.measurement.kernels import device_buffers, load_built_kernel
    from ecotune.ops.target import llvm_target

    target, inputs = llvm_target(1), random_inputs(SPEC, 0)
    buffers = device_buffers(SPEC, target, inputs)
    on_cpu = load_built_kernel("latency", split(8), SPEC, target, inputs, buffers, cuda_graph=True)
    assert on_cpu.launch == "one call per launch (CUDA graphs need a CUDA target)"
    # a CUDA target on a machine without a GPU (the module is the CPU one): the capture itself fails
    no_gpu = load_built_kernel("energy", split(4), SPEC, replace(target, kind="cuda"), inputs, buffers,
                               cuda_graph=True)
    assert no_gpu.launch.startswith("one call per launch (CUDA graph capture failed: ")
    for loaded in (on_cpu, no_gpu):
        assert loaded.kernel.calls_per_launch == 1 and loaded.library == "TVM"
    verdicts = check_correctness(SPEC, {"latency": on_cpu, "energy": no_gpu}, inputs)
    assert all(v["ok"] for v in verdicts.values())


def test_remeasure_times_tvm_kernels_cold_too_and_leaves_the_rest_nan():
    import tvm

    from ecotune.measurement.kernels import tvm_kernel
    from ecotune.ops.target import llvm_target
    from ecotune.ops.workloads import make_primfunc

    inputs = random_inputs(SPEC, 0)
    rt_mod = tvm.compile(tvm.IRModule({"main": make_primfunc(SPEC)}), target={"kind": "llvm"}).mod
    variants = {name: tvm_kernel(name, rt_mod, SPEC, llvm_target(1), inputs) for name in ("latency", "energy")}
    variants["vendor"] = numpy_variant("vendor", inputs)  # NumPy: no cold timing
    settings = ProtocolSettings(repeats=3, window_s=0.05, warmup_s=0.01, seed=3, idle_s=0.05)
    rows, _ = remeasure(SPEC, variants, create_meter("cputime", device="cpu"), settings)
    for row in rows:
        assert np.isnan(row["cold_latency_s"]) if row["variant"] == "vendor" else row["cold_latency_s"] > 0
    summary = summarize(rows).set_index("variant")
    lo, mid, hi = summary.loc["energy", ["cold_latency_s_lo", "cold_latency_s", "cold_latency_s_hi"]]
    assert 0 < lo <= mid <= hi
    assert np.isfinite(summary.loc["energy", "cold_latency_change"])  # paired with the latency kernel's
    assert summary.loc["vendor", ["cold_latency_s", "cold_latency_change"]].isna().all()
    assert np.isfinite(summary.loc["vendor", "latency_change"])  # the rest of its row as before


def test_a_failing_cold_timing_leaves_nan_and_keeps_the_measurement(caplog):
    inputs = random_inputs(SPEC, 0)
    broken = numpy_variant("energy", inputs)

    def fails() -> float:
        raise RuntimeError("CUDA error: an illegal memory access\nmore")

    broken.kernel.cold_time_s = fails
    variants = {"latency": numpy_variant("latency", inputs), "energy": broken}
    settings = ProtocolSettings(repeats=2, window_s=0.05, warmup_s=0.01, seed=3, idle_s=0.05)
    rows, _ = remeasure(SPEC, variants, create_meter("cputime", device="cpu"), settings)
    energy = [r for r in rows if r["variant"] == "energy"]
    assert len(energy) == 2 and all(np.isnan(r["cold_latency_s"]) and r["energy_j"] > 0 for r in energy)
    assert "energy: cold timing failed (CUDA error: an illegal memory access)" in caplog.text
    assert summarize(rows).set_index("variant").loc["energy", ["cold_latency_s", "cold_latency_change"]].isna().all()
