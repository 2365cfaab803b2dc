"""What every rule's script does first, before it imports anything else.

    from ecotune.core.job import start_job

    if __name__ == "__main__":
        log = start_job(snakemake.log[0], gpu=True)

In this order: the job's output goes to its log file; the job dies with Snakemake (and
its workers with it, ecotune.core.lifeline), also while it waits for a GPU; a GPU job takes a
board of its own (ecotune.core.gpu_slot). The claim must come before any import that can open
CUDA (importing TVM does, bench/results/cuda_init_order_h200.json): CUDA reads
CUDA_VISIBLE_DEVICES once, and a context opened earlier stays on physical GPU 0.
This module imports only what opens no CUDA.

A job that needs no PyTorch keeps it out (uses_torch=False): tvm_ffi imports torch whenever
it is installed, which made `import tvm` take 2.9 s instead of 1.0 s on the 2-core machine,
in every job and in each of its worker processes (builders, runner, energy worker). A
`torch` package that raises ImportError at once goes first on the job's sys.path and on
the PYTHONPATH its workers (started by TVM as `python -m ...`) inherit.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path

from .gpu_slot import claim_gpu
from .lifeline import hold_lifeline
from .runlog import log_to_file


TORCH_STUB = 'raise ImportError("torch is kept out of this job (ecotune.core.job.keep_torch_out)")\n'


def torch_stub_dir() -> Path:
    """A folder holding a `torch` package whose import fails (made once per user)."""
    folder = Path(tempfile.gettempdir()) / f"ecotune-torch-kept-out-{os.getuid()}"
    stub = folder / "torch" / "__init__.py"
    if not stub.is_file() or stub.read_text() != TORCH_STUB:
        stub.parent.mkdir(parents=True, exist_ok=True)
        partial = stub.with_suffix(f".{os.getpid()}")
        partial.write_text(TORCH_STUB)
        partial.replace(stub)  # atomic: jobs starting at once never see half a file
    return folder


def keep_torch_out() -> None:
    """Keep PyTorch out of this process and the Python processes it starts."""
    if "torch" in sys.modules:
        return
    stub = str(torch_stub_dir())
    if stub not in sys.path:
        sys.path.insert(0, stub)
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    if stub not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join([stub, *filter(None, paths)])


def start_job(log_path: str, *, gpu: bool = False, uses_torch: bool = True) -> logging.Logger:
    log = log_to_file(log_path)
    hold_lifeline()
    if not uses_torch:
        keep_torch_out()
    if gpu:
        claim_gpu()
    return log
