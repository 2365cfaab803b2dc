"""Runnable kernels: a compiled TVM module or a vendor library call, behind one `Kernel`.

Each maker returns a `LoadedKernel`: the `measure.Kernel` to time and meter, plus a way
to read the output back for the correctness check against the NumPy reference.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..core.board import cuda_device_bus_id
from .cold_timing import cold_timer
from .measure import Kernel
from ..ops.target import TargetInfo
from ..ops.workloads import OperatorSpec


@dataclass
class LoadedKernel:
    kernel: Kernel
    output: Callable[[], np.ndarray]  # current contents of the output buffer, as NumPy
    library: str  # "TVM", "cuBLAS", "cuDNN", "NumPy"
    launch: str = "one call per launch"  # how a launch runs the kernel, for the record
    # Fills the output with a value no kernel computes, so a correctness check sees what this
    # kernel wrote, not what another kernel on the same buffers left there.
    clear_output: Callable[[], None] | None = None


def device_buffers(spec: OperatorSpec, target: TargetInfo, inputs: list[np.ndarray]) -> tuple[list, object]:
    """(arguments, output) on the target's device: the inputs copied there once, an empty output."""
    import tvm

    dev = tvm.cuda(0) if target.kind == "cuda" else tvm.cpu(0)
    return ([tvm.runtime.tensor(x, device=dev) for x in inputs],
            tvm.runtime.empty(spec.output_shape, spec.output_dtype, dev))


def poison(shape, dtype) -> np.ndarray:
    """An output no kernel computes: NaN, or an integer type's largest value."""
    dtype = np.dtype(dtype)
    return np.full(shape, np.nan if dtype.kind in "fc" else np.iinfo(dtype).max, dtype=dtype)


# Calls captured in one CUDA graph (the vendor's too, baselines.py). Launched one by one from
# Python, a kernel shorter than the ~4 us a TVM call costs the host leaves the GPU idle between
# calls, and its energy per call carries the gaps; a graph replays its calls back to back.
GRAPH_CALLS = 100


def graph_launch(call: Callable[[], None], eager: str,
                 sync_device: Callable[[], None]) -> tuple[Callable[[], None], int, str]:
    """(launch, calls per launch, how it runs): GRAPH_CALLS calls of call() captured by PyTorch in
    one CUDA graph, replayed; if the capture fails, call() itself, and `eager` says why.

    TVM launches on the FFI environment's stream (libtvm_runtime_cuda asks TVMFFIEnvGetStream),
    which tvm_ffi.use_torch_stream points at the capture's stream; PyTorch's calls capture
    either way. The call runs once first, outside the capture: TVM loads its module and looks
    the kernel up on the first call."""
    try:
        import torch
        import tvm_ffi

        call()
        sync_device()
        graph = torch.cuda.CUDAGraph()
        with tvm_ffi.use_torch_stream(torch.cuda.graph(graph)):
            for _ in range(GRAPH_CALLS):
                call()
        torch.cuda.synchronize()
        return graph.replay, GRAPH_CALLS, f"CUDA graph of {GRAPH_CALLS} calls per launch"
    except Exception as why:  # noqa: BLE001 - any capture failure: run it call by call, and say so
        sync_device()
        return call, 1, f"{eager} (CUDA graph capture failed: {str(why).splitlines()[0]})"


def launch_of(call: Callable[[], None], sync: Callable[[], None], device_type: str,
              cuda_graph: bool) -> tuple[Callable[[], None], int, str, Callable[[], None]]:
    """(launch, calls per launch, how it runs, sync) of a TVM call: the call itself, or with
    cuda_graph on a CUDA device GRAPH_CALLS of them replayed from a graph (graph_launch); a
    CPU device runs call by call, and `how` says why."""
    launch, calls, how = call, 1, "one call per launch"
    if cuda_graph and device_type != "cuda":
        how += " (CUDA graphs need a CUDA target)"
    elif cuda_graph:
        launch, calls, how = graph_launch(call, how, sync)
        if calls > 1:
            import torch

            sync = torch.cuda.synchronize  # the replays run on PyTorch's stream
    return launch, calls, how, sync


def tvm_kernel(name: str, rt_mod, spec: OperatorSpec, target: TargetInfo, inputs: list[np.ndarray],
               buffers: tuple[list, object] | None = None, cuda_graph: bool = False) -> LoadedKernel:
    """Wrap a compiled TVM module; inputs are copied to the device once (or `buffers`,
    device_buffers' pair, are used as they are: several kernels can share them). cuda_graph:
    a launch replays GRAPH_CALLS calls from a CUDA graph (a CUDA target; a capture that fails
    falls back to one call per launch, and `launch` says why); device_time_s stays per call."""
    args, out = buffers or device_buffers(spec, target, inputs)
    dev = out.device
    func = rt_mod["main"]
    launch, calls, how, sync = launch_of(lambda: func(*args, out), dev.sync, target.kind, cuda_graph)

    def device_time_s() -> float:
        # CUDA events on the GPU; the median of 5 repeats of >= 50 ms each.
        timer = rt_mod.time_evaluator("main", dev, number=1, repeat=5, min_repeat_ms=50)
        return float(np.median(timer(*args, out).results))

    def cold_time_s() -> float:
        return float(np.median(cold_timer(rt_mod, dev, "main")(*args, out).results))

    kernel = Kernel(name=name, launch=launch, sync=sync, device_time_s=device_time_s, cold_time_s=cold_time_s,
                    calls_per_launch=calls, pci_bus_id=cuda_device_bus_id(0) if target.kind == "cuda" else None)
    return LoadedKernel(kernel=kernel, output=out.numpy, library="TVM", launch=how,
                        clear_output=lambda: out.copyfrom(poison(out.shape, out.dtype)))


def load_built_kernel(name: str, schedule, spec: OperatorSpec, target: TargetInfo, inputs,
                      buffers: tuple[list, object] | None = None, cuda_graph: bool = False) -> LoadedKernel:
    """A search's kernel (its schedule), compiled as the search compiled it; buffers and
    cuda_graph: as tvm_kernel's."""
    from ..ops.schedules import build_schedule  # imports TVM: only the kernels that need it pay

    return tvm_kernel(name, build_schedule(schedule, target), spec, target, inputs, buffers, cuda_graph)


def same_kernels(schedules: dict[str, object]) -> dict[str, str]:
    """name -> the first earlier name whose schedule (a tvm Schedule) makes the same module:
    the same kernel, picked twice (often the re-rank and the latency pick). Identity is the
    structural hash the searches record as a candidate's trace_hash."""
    from tvm.s_tir.meta_schedule.utils import shash2hex

    first: dict[str, str] = {}
    same: dict[str, str] = {}
    for name, schedule in schedules.items():
        key = shash2hex(schedule.mod)
        if key in first:
            same[name] = first[key]
        else:
            first[key] = name
    return same
