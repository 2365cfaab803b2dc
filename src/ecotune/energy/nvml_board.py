"""The NVML meter's two guards against reading another board than the kernel's.

1. By name: the meter opens the board this job claimed (ecotune.core.board) and refuses a
   kernel whose CUDA device has another PCI bus id.
2. By activity, independent of any name: a window of back-to-back launches of a kernel
   long enough to keep a board busy, in which the metered board was hardly busy, is refused.
   Launches that leave the board idle between kernels (launch-bound kernels; a model's
   inference, measure.Kernel.keeps_board_busy) are no evidence either way, and are left to 1.
"""

from __future__ import annotations

from ecotune.core.board import claimed_board, normalize_bus_id
from ecotune.core.errors import WrongDevice

# NVML's utilisation is the share of its last sample period (1/6 s to 1 s) in which a
# kernel ran; an idle board reads 0. Back-to-back launches of kernels of 20 us and more
# read 88-100 % on the H200, so a window of those under 20 % is not the kernel's board.
MIN_BOARD_UTILIZATION_PCT = 20.0
# Shorter launches are launch-bound: the board idles between them for the host's launch
# time, and its sampled utilisation is no evidence either way. Windows of 4-6 us kernels
# (the BERT layer's reshapes, bench/results/models_h200_partial) read 3-100 %, median 58 %,
# on their own board, so the guard would refuse real measurements; the bus-id guard above
# still holds for them.
MIN_LAUNCH_S_FOR_ACTIVITY = 20e-6


def board_to_open(pci_bus_id: str | None) -> str | None:
    """The claimed board, if this job claimed one; a different CUDA bus id is refused at once."""
    claimed = claimed_board()
    if claimed is None:
        return pci_bus_id
    if pci_bus_id and normalize_bus_id(pci_bus_id) != claimed["pci_bus_id"]:
        raise WrongDevice(
            f"this job claimed GPU {claimed['index']} (bus id {claimed['pci_bus_id']}) but CUDA in this "
            f"process runs on bus id {normalize_bus_id(pci_bus_id)}: CUDA was opened before the claim. "
            "Claim the GPU (ecotune.core.gpu_slot.claim_gpu) before importing anything that opens CUDA"
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


def check_board_busy(utilization_pct: float | None, launches: float, duration_s: float,
                     board_pci_bus_id: str | None, keeps_board_busy: bool = True) -> None:
    """Refuse a window of launches in which the metered board was hardly busy, unless the
    launches cannot keep a board busy: too short, or (keeps_board_busy False, a model's
    inference) with host work between their kernels. Idle windows pass too."""
    if (not keeps_board_busy or launches <= 0 or utilization_pct is None
            or duration_s / launches < MIN_LAUNCH_S_FOR_ACTIVITY):
        return
    if utilization_pct < MIN_BOARD_UTILIZATION_PCT:
        raise WrongDevice(
            f"the metered GPU (bus id {board_pci_bus_id}) was {utilization_pct:.0f} % busy during a "
            f"window of back-to-back launches of {1e6 * duration_s / launches:.0f} us each "
            f"(< {MIN_BOARD_UTILIZATION_PCT:.0f} %): the kernel is not running on the board being metered"
        )
