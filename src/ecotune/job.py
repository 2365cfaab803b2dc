"""What every rule's script does first, before it imports anything else.

    from ecotune.job import start_job

    if __name__ == "__main__":
        log = start_job(snakemake.log[0], gpu=True)

In this order: the job's output goes to its log file; the job dies with Snakemake (and
its workers with it, ecotune.lifeline), also while it waits for a GPU; a GPU job takes a
board of its own (ecotune.gpu_slot). The claim must come before any import that can open
CUDA (importing TVM does, bench/results/cuda_init_order_h200.json): CUDA reads
CUDA_VISIBLE_DEVICES once, and a context opened earlier stays on physical GPU 0.
This module imports only what opens no CUDA.

A job that needs no PyTorch keeps it out (uses_torch=False): tvm_ffi imports torch whenever
it is installed, which made `import tvm` take 2.9 s instead of 1.0 s on the 2-core machine,
in every job.
"""

from __future__ import annotations

import importlib.abc
import logging
import sys

from .gpu_slot import claim_gpu
from .lifeline import hold_lifeline
from .runlog import log_to_file


class TorchKeptOut(importlib.abc.MetaPathFinder):
    """Makes `import torch` fail in this process as if PyTorch were not installed; the
    importers that matter (tvm_ffi, ecotune.baselines) then take their no-torch path."""

    def find_spec(self, name, path=None, target=None):
        if name == "torch" or name.startswith("torch."):
            raise ImportError(f"{name} is kept out of this job (ecotune.job.start_job(uses_torch=False))",
                              name=name)
        return None


def keep_torch_out() -> None:
    if "torch" not in sys.modules and not any(isinstance(f, TorchKeptOut) for f in sys.meta_path):
        sys.meta_path.insert(0, TorchKeptOut())


def start_job(log_path: str, *, gpu: bool = False, uses_torch: bool = True) -> logging.Logger:
    log = log_to_file(log_path)
    hold_lifeline()
    if not uses_torch:
        keep_torch_out()
    if gpu:
        claim_gpu()
    return log
