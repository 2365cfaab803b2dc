"""Vendor libraries as baselines: cuBLAS/cuDNN through PyTorch on a GPU, NumPy on the CPU.

PyTorch is optional. Without it (or without a GPU it can use) the GPU baseline is
`unavailable`, with the reason recorded, and the workflow goes on without it.
"""

from __future__ import annotations

import numpy as np

from .errors import EcotuneError
from .kernels import LoadedKernel
from .measure import Kernel
from .target import TargetInfo
from .workloads import OperatorSpec


class VendorUnavailable(EcotuneError):
    """The vendor library cannot run this operator here; the message says why."""


def vendor_library(spec: OperatorSpec, target: TargetInfo) -> str:
    if target.kind != "cuda":
        return "NumPy"
    return "cuDNN" if spec.kind == "conv2d" else "cuBLAS"


def vendor_kernel(spec: OperatorSpec, target: TargetInfo, inputs: list[np.ndarray], *, allow_tf32: bool = False) -> LoadedKernel:
    if target.kind == "cuda":
        return _torch_cuda_kernel(spec, inputs, allow_tf32)
    return _numpy_kernel(spec, inputs)


def _numpy_kernel(spec: OperatorSpec, inputs: list[np.ndarray]) -> LoadedKernel:
    """NumPy's BLAS for the matmul family; conv through an im2col view and tensordot."""
    a, b = (x.astype(np.float32) for x in inputs)  # fp32 compute, as the tuned kernels do
    out = np.empty(spec.output_shape, dtype=np.float32)
    if spec.kind in ("matmul", "matvec", "batch_matmul"):
        launch = lambda: np.matmul(a, b, out=out)  # noqa: E731
    else:
        d = spec.dims
        padded = np.pad(a, ((0, 0), (0, 0), (d["pad"],) * 2, (d["pad"],) * 2))
        oh, ow = spec.conv_out_hw
        stride = d["stride"]

        def launch() -> None:
            windows = np.lib.stride_tricks.sliding_window_view(padded, (d["R"], d["S"]), axis=(2, 3))
            windows = windows[:, :, ::stride, ::stride][:, :, :oh, :ow]  # N,C,OH,OW,R,S
            out[...] = np.tensordot(windows, b, axes=([1, 4, 5], [1, 2, 3])).transpose(0, 3, 1, 2)

    kernel = Kernel(name="vendor", launch=launch, sync=lambda: None)
    return LoadedKernel(kernel=kernel, output=lambda: out.copy(), library="NumPy")


def _torch_cuda_kernel(spec: OperatorSpec, inputs: list[np.ndarray], allow_tf32: bool) -> LoadedKernel:
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
        compute = lambda: conv(a, b, stride=d["stride"], padding=d["pad"])  # noqa: E731
    elif spec.kind == "batch_matmul":
        compute = lambda: torch.bmm(a, b)  # noqa: E731
    else:
        compute = lambda: torch.matmul(a, b)  # noqa: E731
    holder: dict[str, object] = {}

    def launch() -> None:
        holder["out"] = compute()

    def device_time_s() -> float:
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        samples = []
        for _ in range(5):
            n, elapsed = 1, 0.0
            while elapsed < 0.05:  # >= 50 ms per sample, like the TVM timer
                start.record()
                for _ in range(n):
                    compute()
                end.record()
                end.synchronize()
                elapsed = start.elapsed_time(end) / 1e3
                per_call, n = elapsed / n, n * 2
            samples.append(per_call)
        return float(np.median(samples))

    launch()
    torch.cuda.synchronize()
    kernel = Kernel(name="vendor", launch=launch, sync=torch.cuda.synchronize, device_time_s=device_time_s)
    output = lambda: holder["out"].float().cpu().numpy()  # noqa: E731
    return LoadedKernel(kernel=kernel, output=output, library="cuDNN" if spec.kind == "conv2d" else "cuBLAS")
