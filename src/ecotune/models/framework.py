"""The framework's own inference, measured beside the TVM builds: PyTorch eager and, where
it works, torch.compile, on the same inputs and device, through the same protocol.

A PyTorch model's variants run the module the loader traced (same random weights), under
inference_mode, on inputs already on the device; `sync` waits for the device, so a window
counts finished inferences. torch.compile is warmed up (compiled) before any measurement
and checked against eager; when it fails, the reason is recorded instead. ONNX models have
no PyTorch module: both baselines are recorded as not measured, with why.

TF32 follows the vendor baseline's rule (config vendor.allow_tf32, false by default):
PyTorch lets cuDNN convolutions use TF32 unless told not to, which would compare a
lower-precision eager ResNet against the fp32 tuned kernels.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..core.errors import last_line
from ..measurement.measure import Kernel
from .load import LoadedModel, torch_outputs

EAGER, COMPILED = "pytorch_eager", "torch_compile"


def framework_variants(loaded: LoadedModel, inputs: Mapping[str, np.ndarray], device_type: str, *,
                       torch_compile: bool = True, allow_tf32: bool = False, rtol: float = 1e-3, atol: float = 1e-4
                       ) -> tuple[dict[str, Kernel], dict[str, str], dict[str, Any]]:
    """(variant -> Kernel, variant -> why it is not measured, variant -> output check)."""
    if loaded.torch_module is None:
        why = f"a {loaded.spec.kind} model: there is no PyTorch module to run"
        return {}, {EAGER: why, COMPILED: why}, {}
    import torch

    torch.backends.cuda.matmul.allow_tf32 = allow_tf32  # process-wide: set before any kernel is chosen
    torch.backends.cudnn.allow_tf32 = allow_tf32
    device = torch.device("cuda" if device_type == "cuda" else "cpu")
    module = copy.deepcopy(loaded.torch_module).to(device).eval()
    args = tuple(torch.from_numpy(np.ascontiguousarray(inputs[i.name])).to(device) for i in loaded.spec.inputs)
    sync = (lambda: torch.cuda.synchronize(device)) if device.type == "cuda" else (lambda: None)
    bus_id = None
    if device.type == "cuda":
        from ..core.board import cuda_device_bus_id

        bus_id = cuda_device_bus_id(device.index or 0)

    def kernel(name: str, forward) -> Kernel:
        def launch():
            with torch.inference_mode():
                forward(*args)
        # eager PyTorch works on the host between its kernels
        return Kernel(name=f"{loaded.spec.name}/{name}", launch=launch, sync=sync, pci_bus_id=bus_id,
                      keeps_board_busy=False)

    with torch.inference_mode():
        reference = torch_outputs(module(*args))
    variants, not_measured, checks = {EAGER: kernel(EAGER, module)}, {}, {EAGER: {"ok": True, "reference": True}}
    if not torch_compile:
        not_measured[COMPILED] = "torch_compile: false in the model's entry"
        return variants, not_measured, checks
    try:
        compiled = torch.compile(module)
        with torch.inference_mode():
            got = torch_outputs(compiled(*args))  # compiles here, before any window
    except Exception as exc:  # noqa: BLE001 - torch.compile raises many types; the baseline is optional
        not_measured[COMPILED] = f"torch.compile failed: {type(exc).__name__}: {last_line(str(exc))}"
        return variants, not_measured, checks
    errors = [float(np.max(np.abs(g - r))) for g, r in zip(got, reference)]
    ok = len(got) == len(reference) and all(np.allclose(g, r, rtol=rtol, atol=atol) for g, r in zip(got, reference))
    checks[COMPILED] = {"ok": ok, "max_abs_error": max(errors, default=0.0)}
    if ok:
        variants[COMPILED] = kernel(COMPILED, compiled)
    else:
        not_measured[COMPILED] = f"torch.compile's output differs from eager (max abs error {max(errors):.3g})"
    return variants, not_measured, checks

