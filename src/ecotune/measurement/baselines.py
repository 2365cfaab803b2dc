"""Vendor libraries as baselines: cuBLAS/cuDNN through PyTorch on a GPU, NumPy on the CPU.

PyTorch is optional. Without it (or without a GPU it can use) the GPU baseline is
`unavailable`, with the reason recorded, and the workflow goes on without it.
"""

from __future__ import annotations

import numpy as np

from ..core.board import cuda_device_bus_id
from .cold_timing import COLD_TIMINGS, torch_cache_flush
from ..ops.conv import conv2d_padded, pad_nchw
from ..core.errors import EcotuneError
from .kernels import LoadedKernel, graph_launch
from .measure import Kernel
from ..ops.target import TargetInfo
from ..ops.workloads import OperatorSpec


class VendorUnavailable(EcotuneError):
    """The vendor library cannot run this operator here; the message says why."""


def vendor_library(spec: OperatorSpec, target: TargetInfo) -> str:
    if target.kind != "cuda":
        return "NumPy"
    return "cuDNN" if spec.kind == "conv2d" else "cuBLAS"


def vendor_kernel(spec: OperatorSpec, target: TargetInfo, inputs: list[np.ndarray], *, allow_tf32: bool = False,
                  cuda_graph: bool = True) -> LoadedKernel:
    if target.kind == "cuda":
        return _torch_cuda_kernel(spec, inputs, allow_tf32, cuda_graph)
    return _numpy_kernel(spec, inputs)


def _numpy_kernel(spec: OperatorSpec, inputs: list[np.ndarray]) -> LoadedKernel:
    """NumPy's BLAS for the matmul family; conv through an im2col view and tensordot (one
    batched matmul over the groups for a grouped or depthwise conv)."""
    a, b = (x.astype(np.float32) for x in inputs)  # fp32 compute, as the tuned kernels do
    out = np.empty(spec.output_shape, dtype=np.float32)
    if spec.kind in ("matmul", "matvec", "batch_matmul"):
        launch = lambda: np.matmul(a, b, out=out)  # noqa: E731
    else:
        d = spec.dims
        padded = pad_nchw(a, d["pad"])

        def launch() -> None:
            out[...] = conv2d_padded(padded, b, d["stride"], spec.conv_out_hw, spec.groups)

    kernel = Kernel(name="vendor", launch=launch, sync=lambda: None)
    return LoadedKernel(kernel=kernel, output=lambda: out.copy(), library="NumPy")


# The vendor call runs from a CUDA graph by default (kernels.graph_launch): PyTorch spends ~10 us
# of Python and dispatch per call, longer than a GEMV runs on an H200, so called one by one the
# GPU idles between calls and the library is charged for the gaps.


def _torch_cuda_kernel(spec: OperatorSpec, inputs: list[np.ndarray], allow_tf32: bool,
                       cuda_graph: bool) -> LoadedKernel:
    try:
        import torch
    except ImportError as why:
        raise VendorUnavailable(f"PyTorch is not installed ({why}); pip install torch for cuBLAS/cuDNN") from why
    if not torch.cuda.is_available():
        raise VendorUnavailable("PyTorch cannot see a CUDA device")
    # TF32 would change the arithmetic the tuned fp32 kernels are compared against.
    torch.backends.cuda.matmul.allow_tf32 = allow_tf32
    torch.backends.cudnn.allow_tf32 = allow_tf32
    torch.backends.cudnn.benchmark = True
    a, b = (torch.from_numpy(np.ascontiguousarray(x)).cuda() for x in inputs)
    if spec.kind == "conv2d":
        d = spec.dims
        conv = torch.nn.functional.conv2d
        groups = spec.groups  # weight [F, C/groups, R, S], as torch expects
        compute = lambda: conv(a, b, stride=d["stride"], padding=d["pad"], groups=groups)  # noqa: E731
    elif spec.kind == "batch_matmul":
        compute = lambda: torch.bmm(a, b)  # noqa: E731
    else:
        compute = lambda: torch.matmul(a, b)  # noqa: E731
    holder: dict[str, object] = {}

    def call() -> None:
        holder["out"] = compute()

    # Warm-up on a side stream, as graph capture requires; cuDNN also picks its algorithm here.
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            call()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    launch, calls, how = call, 1, "one call per launch, from Python"
    if cuda_graph:
        launch, calls, how = graph_launch(call, how, torch.cuda.synchronize)

    def device_time_s() -> float:
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        samples = []
        for _ in range(5):
            n, elapsed = 1, 0.0
            while elapsed < 0.05:  # >= 50 ms per sample, like the TVM timer
                start.record()
                for _ in range(n):
                    launch()
                end.record()
                end.synchronize()
                elapsed = start.elapsed_time(end) / 1e3
                per_call, n = elapsed / (n * calls), n * 2
            samples.append(per_call)
        return float(np.median(samples))

    flush: list = []  # made at the first cold timing (the vendor stage asks for none)

    def cold_time_s() -> float:
        # one call (not the graph) per sample, after an L2 flush, as ecotune.measurement.cold_timing times TVM's
        if not flush:
            flush.append(torch_cache_flush())
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        samples = []
        for _ in range(COLD_TIMINGS):
            flush[0]()
            start.record()
            call()
            end.record()
            end.synchronize()
            samples.append(start.elapsed_time(end) / 1e3)
        return float(np.median(samples))

    launch()
    torch.cuda.synchronize()
    kernel = Kernel(name="vendor", launch=launch, sync=torch.cuda.synchronize, device_time_s=device_time_s,
                    cold_time_s=cold_time_s,
                    calls_per_launch=calls, pci_bus_id=cuda_device_bus_id(torch.cuda.current_device()))
    output = lambda: holder["out"].float().cpu().numpy()  # noqa: E731
    return LoadedKernel(kernel=kernel, output=output, library="cuDNN" if spec.kind == "conv2d" else "cuBLAS",
                        launch=how)
