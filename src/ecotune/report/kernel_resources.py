"""Registers, static shared memory and theoretical occupancy of a tuned CUDA kernel.

The searches do not record the loaded function's attributes, but every pick's CUDA source
is kept (best_kernel.cu), so ptxas can say what it allocates when nvcc is on the machine
that renders the report: `nvcc -arch=<the search's arch> --resource-usage`. These are
static compile-time figures (TVM compiles with NVRTC; the loaded function's registers can
differ slightly), and the occupancy is the theoretical one of CUDA's occupancy calculator,
not a measurement; the report labels both so.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

# Per-SM limits of compute capability 9.0 (H100/H200), from CUDA's occupancy calculator.
SM90_LIMITS = {"max_warps": 64, "max_blocks": 32, "registers": 65536, "register_unit": 256,
               "shared_bytes": 233472, "shared_reserved_per_block": 1024}
_REGISTERS = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")


def ptxas_resources(source: str, arch: str, nvcc: str | None = None) -> dict | None:
    """{registers_per_thread, static_shared_bytes} of the source's largest kernel, or None
    without nvcc or when ptxas fails (the report then says "not recorded")."""
    nvcc = nvcc or shutil.which("nvcc")
    if not nvcc or not source or not re.fullmatch(r"sm_\d+a?", arch or ""):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        cu = Path(tmp) / "kernel.cu"
        cu.write_text(source)
        try:
            done = subprocess.run([nvcc, f"-arch={arch}", "--resource-usage", "-c", str(cu), "-o", str(cu.with_suffix(".o"))],
                                  capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            return None
    report = done.stdout + done.stderr
    registers = [int(n) for n in _REGISTERS.findall(report)]
    if done.returncode != 0 or not registers:
        return None
    shared = [int(n) for n in _SMEM.findall(report)] or [0]
    return {"registers_per_thread": max(registers), "static_shared_bytes": max(shared)}


def theoretical_occupancy(registers_per_thread: int, shared_bytes: int, block_threads: int,
                          limits: dict = SM90_LIMITS) -> float:
    """Active warps per SM over the maximum, as CUDA's occupancy calculator computes it."""
    if block_threads <= 0:
        return math.nan
    warps = math.ceil(block_threads / 32)
    unit = limits["register_unit"]
    registers_per_warp = math.ceil(registers_per_thread * 32 / unit) * unit
    by_registers = (limits["registers"] // registers_per_warp) // warps if registers_per_warp else limits["max_blocks"]
    by_shared = limits["shared_bytes"] // (shared_bytes + limits["shared_reserved_per_block"])
    blocks = min(limits["max_blocks"], limits["max_warps"] // warps, by_registers, by_shared)
    return blocks * warps / limits["max_warps"]
