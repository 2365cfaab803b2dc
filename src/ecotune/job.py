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
"""

from __future__ import annotations

import logging

from .gpu_slot import claim_gpu
from .lifeline import hold_lifeline
from .runlog import log_to_file


def start_job(log_path: str, *, gpu: bool = False) -> logging.Logger:
    log = log_to_file(log_path)
    hold_lifeline()
    if gpu:
        claim_gpu()
    return log
