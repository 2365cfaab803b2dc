"""The NVML meter's two guards against reading another board than the kernel's.

1. By name: the meter opens the board this job claimed (ecotune.board) and refuses a
   kernel whose CUDA device has another PCI bus id.
2. By activity, independent of any name: a window of back-to-back launches in which the
   metered board was hardly busy is refused.
"""

from __future__ import annotations

from ecotune.board import claimed_board, normalize_bus_id
from ecotune.errors import WrongDevice

# NVML's utilisation is the share of its last sample period (1/6 s to 1 s) in which a
# kernel ran. Back-to-back batches keep it near 100 % even for launch-bound kernels
# (the device idles at most for the sync gaps, < 5 %, and the host's launch time); an
# idle board reads 0. So a window under this is not the kernel's board.
MIN_BOARD_UTILIZATION_PCT = 20.0


def board_to_open(pci_bus_id: str | None) -> str | None:
    """The claimed board, if this job claimed one; a different CUDA bus id is refused at once."""
    claimed = claimed_board()
    if claimed is None:
        return pci_bus_id
    if pci_bus_id and normalize_bus_id(pci_bus_id) != claimed["pci_bus_id"]:
        raise WrongDevice(
            f"this job claimed GPU {claimed['index']} (bus id {claimed['pci_bus_id']}) but CUDA in this "
            f"process runs on bus id {normalize_bus_id(pci_bus_id)}: CUDA was opened before the claim. "
            "Claim the GPU (ecotune.gpu_slot.claim_gpu) before importing anything that opens CUDA"
        )
    return claimed["pci_bus_id"]


def check_kernel_board(kernel_pci_bus_id: str | None, board_pci_bus_id: str | None) -> str | None:
    """Refuse a kernel on another board than the metered one; returns the metered board's id."""
    kernel = normalize_bus_id(kernel_pci_bus_id)
    if kernel is None:
        raise WrongDevice(
            f"the kernel's CUDA device is unknown, so the meter on bus id {board_pci_bus_id} "
            "cannot be checked against it; refusing to measure"
        )
    if kernel != board_pci_bus_id:
        raise WrongDevice(
            f"the kernel runs on the GPU at bus id {kernel} but the meter reads the GPU at bus id "
            f"{board_pci_bus_id}; refusing to measure another board's energy"
        )
    return board_pci_bus_id


def check_board_busy(utilization_pct: float | None, launches: float, board_pci_bus_id: str | None) -> None:
    """Refuse a window of launches in which the metered board was hardly busy (idle windows pass)."""
    if launches > 0 and utilization_pct is not None and utilization_pct < MIN_BOARD_UTILIZATION_PCT:
        raise WrongDevice(
            f"the metered GPU (bus id {board_pci_bus_id}) was {utilization_pct:.0f} % busy during a "
            f"window of back-to-back launches (< {MIN_BOARD_UTILIZATION_PCT:.0f} %): the kernel is not "
            "running on the board being metered"
        )
