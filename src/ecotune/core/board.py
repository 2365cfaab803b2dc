"""Which GPU board a job's kernels run on, as CUDA and NVML each see it.

CUDA numbers devices after CUDA_VISIBLE_DEVICES and CUDA_DEVICE_ORDER, and only when it
initialises; NVML numbers every board on the machine in bus order. The PCI bus id is the
one name both agree on, so every link between a kernel and a meter goes through it:

- `claim_gpu` (gpu_slot) records the board a job claimed, as NVML sees it, in the
  environment (inherited by the builder, runner and energy-worker processes);
- the process that launches a kernel asks CUDA for the bus id of the device it launches
  on (`cuda_device_bus_id`);
- the NVML meter opens the claimed board and refuses to measure a kernel whose bus id
  differs from its handle's (`NvmlMeter.check_device`).

This module imports nothing that opens CUDA; `cuda_device_bus_id` does, on purpose.
"""

from __future__ import annotations

import ctypes
import functools
import os
import re
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

CLAIMED_BUS_ID_ENV = "ECOTUNE_GPU_PCI_BUS_ID"
CLAIMED_INDEX_ENV = "ECOTUNE_GPU_INDEX"

_BUS_ID = re.compile(r"^(?:([0-9a-fA-F]{1,8}):)?([0-9a-fA-F]{1,2}):([0-9a-fA-F]{1,2})\.([0-7])$")


def normalize_bus_id(bus_id: str | bytes | None) -> str | None:
    """One spelling for a PCI bus id: CUDA says "0000:3B:00.0", NVML "00000000:3B:00.0"."""
    if bus_id is None:
        return None
    text = (bus_id.decode() if isinstance(bus_id, bytes) else str(bus_id)).strip().rstrip("\x00")
    match = _BUS_ID.match(text)
    if not match:
        raise ValueError(f"not a PCI bus id: {text!r}")
    domain, bus, device, function = match.groups()
    return f"{int(domain or '0', 16):04x}:{int(bus, 16):02x}:{int(device, 16):02x}.{function}"


def claimed_board() -> dict | None:
    """The board ecotune claimed for this job ({index, pci_bus_id}), or None."""
    bus_id = os.environ.get(CLAIMED_BUS_ID_ENV)
    if not bus_id:
        return None
    index = os.environ.get(CLAIMED_INDEX_ENV)
    return {"index": int(index) if index else None, "pci_bus_id": normalize_bus_id(bus_id)}


@functools.lru_cache(maxsize=None)
def cuda_device_bus_id(ordinal: int = 0) -> str | None:
    """PCI bus id of CUDA device `ordinal` in this process (None without a CUDA driver).

    Asks the driver API directly (libcuda, always there with the driver), so the answer
    is what this process's kernels run on, after CUDA_VISIBLE_DEVICES as CUDA read it.
    Cached: CUDA reads CUDA_VISIBLE_DEVICES once per process, so the answer cannot change
    (the energy worker asks for every candidate it loads).
    """
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None
    device = ctypes.c_int()
    buffer = ctypes.create_string_buffer(64)
    if cuda.cuInit(0) != 0 or cuda.cuDeviceGet(ctypes.byref(device), ordinal) != 0:
        return None
    if cuda.cuDeviceGetPCIBusId(buffer, len(buffer), device) != 0:
        return None
    return normalize_bus_id(buffer.value)


def query_nvml(read: Callable[[Any], T], default: T) -> T:
    """`read(pynvml)` between nvmlInit and nvmlShutdown; `default` without the library, a
    driver or a GPU, or when the read fails. NVML opens no CUDA context."""
    try:
        import pynvml

        pynvml.nvmlInit()
        try:
            return read(pynvml)
        finally:
            pynvml.nvmlShutdown()
    except Exception:  # noqa: BLE001 - no library, no driver, no GPU: all mean "not there"
        return default
