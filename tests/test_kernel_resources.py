"""Registers and occupancy for the case study, read off kept CUDA sources by ptxas."""

from __future__ import annotations

import shutil

import pytest

from ecotune.report.kernel_resources import ptxas_resources, theoretical_occupancy

KERNEL = """
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ a, float* __restrict__ b) {
  __shared__ float tile[256];
  tile[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x];
  __syncthreads();
  b[blockIdx.x * 128 + threadIdx.x] = tile[(threadIdx.x + 1) % 128] * 2.0f;
}
"""


def test_occupancy_follows_cudas_calculator_for_sm90():
    # 84 registers -> 2816 per warp (256-register units) -> 23 warps' worth -> 5 blocks of 4 warps.
    assert theoretical_occupancy(84, 12288, 128) == pytest.approx(20 / 64)
    # Few registers, no shared memory: the 64-warp limit binds.
    assert theoretical_occupancy(16, 0, 256) == pytest.approx(1.0)
    # Shared memory binds: 100 KiB (+1 KiB reserved) per block leaves room for 2 blocks.
    assert theoretical_occupancy(16, 100 * 1024, 256) == pytest.approx(16 / 64)


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc (CI's machine has it)")
def test_ptxas_reads_registers_and_static_shared_memory():
    found = ptxas_resources(KERNEL, "sm_90")
    assert found is not None and found["registers_per_thread"] > 0
    assert found["static_shared_bytes"] == 256 * 4


def test_no_compiler_or_broken_source_is_not_recorded():
    assert ptxas_resources(KERNEL, "sm_90", nvcc="/nonexistent/nvcc") is None
    assert ptxas_resources("not cuda at all", "sm_90") is None
    assert ptxas_resources(KERNEL, "llvm") is None
