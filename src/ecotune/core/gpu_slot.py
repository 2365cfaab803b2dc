"""One GPU per job on a machine with several: call `claim_gpu()` before anything opens CUDA.

Snakemake's `--resources gpu=N` caps how many GPU jobs run at once but does not say which
GPU each one gets, so without this every job would open CUDA device 0 and two energy
measurements would share one board. Each job takes the first free slot (an exclusive
flock on one file per GPU, released when the process exits, also when it is killed) and
exports CUDA_VISIBLE_DEVICES, which the builder and energy-worker processes inherit, with
the board's PCI bus id as NVML sees it (ecotune.core.board), which the meter opens and checks
every kernel against. CUDA reads CUDA_VISIBLE_DEVICES once, when it initialises: a job
must claim before anything (TVM, torch) can open CUDA, or its kernels stay on GPU 0.
A CUDA_VISIBLE_DEVICES set by the user (or a cluster scheduler) is left alone.
"""

from __future__ import annotations

import fcntl
import logging
import os
import tempfile
from pathlib import Path
from typing import IO, Any

from .board import CLAIMED_BUS_ID_ENV, CLAIMED_INDEX_ENV, normalize_bus_id, query_nvml

log = logging.getLogger(__name__)

LOCK_DIR_ENV = "ECOTUNE_GPU_LOCK_DIR"
_held: list[IO] = []  # the claimed slot's lock file stays open as long as the process


def gpu_count() -> int:
    """NVIDIA GPUs NVML sees (0 without a driver)."""
    return query_nvml(lambda nv: int(nv.nvmlDeviceGetCount()), 0)


def _board(nv: Any, index: int) -> tuple[str, str]:
    handle = nv.nvmlDeviceGetHandleByIndex(index)
    uuid = nv.nvmlDeviceGetUUID(handle)
    return normalize_bus_id(nv.nvmlDeviceGetPciInfo(handle).busId), uuid.decode() if isinstance(uuid, bytes) else str(uuid)


def nvml_board(index: int) -> tuple[str, str] | None:
    """(PCI bus id, UUID) of NVML's GPU `index` (NVML numbers boards in bus order)."""
    return query_nvml(lambda nv: _board(nv, index), None)


def lock_dir() -> Path:
    return Path(os.environ.get(LOCK_DIR_ENV) or Path(tempfile.gettempdir()) / "ecotune-gpu-slots")


def claim_gpu(count: int | None = None, directory: Path | None = None, board=nvml_board) -> int | None:
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
            return _export(index, board(index))
    index = os.getpid() % n
    log.warning("GPU: all %d GPUs are taken by other jobs; waiting for GPU %d", n, index)
    _lock(folder, index, wait=True)
    return _export(index, board(index))


def _lock(folder: Path, index: int, *, wait: bool) -> bool:
    """Hold GPU `index`'s slot for the rest of the process; False if taken."""
    handle: IO = open(folder / f"gpu{index}.lock", "a")  # noqa: SIM115 - held until exit
    try:
        fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return False
    _held.append(handle)
    return True


def _export(index: int, identity: tuple[str, str] | None) -> int:
    """Point CUDA (this process and its children) at the claimed board and record which it is.

    CUDA_VISIBLE_DEVICES gets the board's UUID where NVML gives one: a UUID names one
    board whatever order CUDA numbers devices in.
    """
    os.environ[CLAIMED_INDEX_ENV] = str(index)
    if identity is None:
        os.environ["CUDA_VISIBLE_DEVICES"] = str(index)
        os.environ.pop(CLAIMED_BUS_ID_ENV, None)
        log.warning("GPU: NVML did not name GPU %d; the meter will follow CUDA's device", index)
    else:
        bus_id, uuid = identity
        os.environ["CUDA_VISIBLE_DEVICES"] = uuid or str(index)
        os.environ[CLAIMED_BUS_ID_ENV] = bus_id
    log.info("GPU: this job uses GPU %d (bus id %s, CUDA_VISIBLE_DEVICES=%s)", index,
             os.environ.get(CLAIMED_BUS_ID_ENV), os.environ["CUDA_VISIBLE_DEVICES"])
    return index
