"""CUDA builds without TVM's unused type_traits include (ecotune.ops.cuda_compile): which sources
lose it, and that NVRTC then makes the same kernels. No GPU: TVM generates CUDA source on
any host, and NVRTC compiles it where cuda-bindings and the CUDA headers are installed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import tvm
from tvm import te
from tvm.s_tir import Schedule

from ecotune.ops import cuda_compile
from ecotune.ops.cuda_compile import TYPE_TRAITS_BLOCK, without_unused_type_traits
from cubin_tools import elf_sections, generated_source, kernel_resources, symbol_names

SM90 = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152,
        "thread_warp_size": 32}


def cuda_source(dtype: str) -> str:
    """TVM's CUDA source of a bound elementwise add (no GPU needed to generate it)."""
    a, b = te.placeholder((1024,), dtype, name="A"), te.placeholder((1024,), dtype, name="B")
    c = te.compute((1024,), lambda i: a[i] + b[i], name="C")
    sch = Schedule(te.create_prim_func([a, b, c]))
    outer, inner = sch.split(sch.get_loops(sch.get_sblock("C"))[0], [None, 128])
    sch.bind(outer, "blockIdx.x")
    sch.bind(inner, "threadIdx.x")
    return generated_source(sch.mod, tvm.target.Target(SM90))


def test_an_fp32_kernel_loses_the_block_and_nothing_else():
    code = cuda_source("float32")
    assert TYPE_TRAITS_BLOCK.search(code)
    lean = without_unused_type_traits(code)
    assert "cuda/std/type_traits" not in lean and "namespace std" not in lean
    match = TYPE_TRAITS_BLOCK.search(code)
    assert lean == code[:match.start()] + "\n" + code[match.end():]


def test_a_source_that_names_a_trait_keeps_the_block():
    fp32 = cuda_source("float32")
    # as TVM's fp16-with-fp8 helpers do (if constexpr (std::is_same_v<T, __half>))
    uses = fp32 + "\ntemplate <typename T> __device__ bool half_like() { return std::is_same_v<T, __half>; }\n"
    assert without_unused_type_traits(uses) is uses
    named = fp32 + "\n// conditional on nothing, but named\n"  # any mention keeps it
    assert without_unused_type_traits(named) is named
    assert without_unused_type_traits("extern \"C\" __global__ void k() {}") == "extern \"C\" __global__ void k() {}"


@pytest.fixture
def nvrtc(monkeypatch):
    """TVM's NVRTC path, or a skip naming what this host lacks."""
    pytest.importorskip("cuda.bindings.nvrtc", reason="NVRTC (cuda-bindings) is not installed here")
    headers = Path(os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    if not (headers / "include" / "cuda_runtime.h").exists():
        pytest.skip(f"no CUDA headers under {headers}")
    monkeypatch.setenv("CUDA_PATH", str(headers))
    monkeypatch.setenv("TVM_CUDA_COMPILE_MODE", "nvrtc")
    from tvm.support import nvcc

    with tvm.target.Target(SM90):
        yield lambda code: bytes(nvcc.compile_cuda(code, target_format="cubin", arch="sm_90", compiler="nvrtc"))


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_nvrtc_makes_the_same_kernel_without_the_block(nvrtc, dtype):
    code = cuda_source(dtype)
    assert without_unused_type_traits(code) is not code
    as_tvm, lean = kernel_resources(nvrtc(code)), kernel_resources(nvrtc(without_unused_type_traits(code)))
    assert as_tvm["text"] and as_tvm["text"] == lean["text"]
    assert as_tvm["resources"] == lean["resources"] and any(k[1] == "registers" for k in lean["resources"])


def test_the_installed_callback_builds_the_lean_source_and_falls_back_to_tvms(nvrtc, monkeypatch):
    def symbols(cubin: bytes) -> set[str]:  # the header's constants (numeric_limits, ...) show here
        return set(symbol_names(elf_sections(cubin)))

    code = cuda_source("float32")
    as_tvm, lean = nvrtc(code), nvrtc(without_unused_type_traits(code))
    assert symbols(lean) < symbols(as_tvm)
    monkeypatch.setattr(cuda_compile, "_installed", False)
    previous = tvm.get_global_func("tvm_callback_cuda_compile")
    try:
        cuda_compile.install()
        callback = tvm.get_global_func("tvm_callback_cuda_compile")
        built = bytes(callback(code))
        assert symbols(built) == symbols(lean) and kernel_resources(built) == kernel_resources(as_tvm)
        # a stripped source NVRTC rejects (a use the name check missed): built as TVM made it
        monkeypatch.setattr(cuda_compile, "without_unused_type_traits", lambda source: source + "\nnot C++;\n")
        assert symbols(bytes(callback(code))) == symbols(as_tvm)
    finally:
        tvm.register_global_func("tvm_callback_cuda_compile", previous, override=True)
