"""One GPU per job on a machine with several: call `claim_gpu()` before anything opens CUDA.

Snakemake's `--resources gpu=N` caps how many GPU jobs run at once but does not say which
GPU each one gets, so without this every job would open CUDA device 0 and two energy
measurements would share one board. Each job takes the first free slot (an exclusive
flock on one file per GPU, released when the process exits, also when it is killed) and
exports CUDA_VISIBLE_DEVICES, which the builder and energy-worker processes inherit.
A CUDA_VISIBLE_DEVICES set by the user (or a cluster scheduler) is left alone.
"""

from __future__ import annotations

import fcntl
import logging
import os
import tempfile
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

LOCK_DIR_ENV = "ECOTUNE_GPU_LOCK_DIR"
_held: list[IO] = []  # the claimed slot's lock file stays open as long as the process


def gpu_count() -> int:
    """NVIDIA GPUs NVML sees (0 without a driver); NVML does not open a CUDA context."""
    try:
        import pynvml

        pynvml.nvmlInit()
        try:
            return int(pynvml.nvmlDeviceGetCount())
        finally:
            pynvml.nvmlShutdown()
    except Exception:  # noqa: BLE001 - no library, no driver, no GPU: all mean "none"
        return 0


def lock_dir() -> Path:
    return Path(os.environ.get(LOCK_DIR_ENV) or Path(tempfile.gettempdir()) / "ecotune-gpu-slots")


def claim_gpu(count: int | None = None, directory: Path | None = None) -> int | None:
    """Take a free GPU for this process; returns its index, or None when there is no choice.

    With every slot taken (more GPU jobs than GPUs, e.g. `--resources gpu=3` on two),
    waits for one rather than sharing a board.
    """
    if "CUDA_VISIBLE_DEVICES" in os.environ:
        log.info("GPU: CUDA_VISIBLE_DEVICES=%s was set outside ecotune; using it as is",
                 os.environ["CUDA_VISIBLE_DEVICES"])
        return None
    n = gpu_count() if count is None else count
    if n <= 1:
        return None
    folder = directory or lock_dir()
    folder.mkdir(parents=True, exist_ok=True)
    # CUDA numbers devices fastest-first unless told otherwise; NVML and nvidia-smi use bus order.
    os.environ.setdefault("CUDA_DEVICE_ORDER", "PCI_BUS_ID")
    for index in range(n):
        if _lock(folder, index, wait=False):
            return index
    index = os.getpid() % n
    log.warning("GPU: all %d GPUs are taken by other jobs; waiting for GPU %d", n, index)
    _lock(folder, index, wait=True)
    return index


def _lock(folder: Path, index: int, *, wait: bool) -> bool:
    """Hold GPU `index`'s slot for the rest of the process and export it; False if taken."""
    handle: IO = open(folder / f"gpu{index}.lock", "a")  # noqa: SIM115 - held until exit
    try:
        fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return False
    _held.append(handle)
    os.environ["CUDA_VISIBLE_DEVICES"] = str(index)
    log.info("GPU: this job uses GPU %d (CUDA_VISIBLE_DEVICES=%d)", index, index)
    return True
