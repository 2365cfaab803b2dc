"""NVRTC builds without the header TVM's CUDA preamble includes for half-precision helpers.

TVM 0.27 starts every CUDA source it generates with `#include <cuda/std/type_traits>` (for
NVRTC; its fp16 + fp8 helpers use std::is_same_v). Parsing that libcu++ header is most of
NVRTC's time for a typical candidate: on the 2-core machine, 49 candidates of 7 searched
tasks (matmul, convolutions, a split-K GEMV, layer norm, softmax) took a median 1.13 s as
TVM made them and 0.23 s without it, 67.9 s against 25.6 s in all
(bench/results/nvrtc_header_cpu2.json). Where nothing in the source names what the block
brings into `namespace std`, the kernel compiles without it to the same machine code: the
same .text, register counts, stack sizes and parameter bank (all 49 there, and
tests/test_cuda_compile.py); only unused constants the header instantiates
(numeric_limits, is_same_v) leave the module.

`install` wraps TVM's compile callback in the calling process; the build workers and
every stage that compiles a CUDA kernel call it (schedules.compile_module, the whole-model
build). A source that still fails without the block compiles as TVM made it.
"""

from __future__ import annotations

import re

# The block of TVM's preamble (tvm/backend/cuda/codegen/header.py): the include and the
# using-declarations it feeds.
TYPE_TRAITS_BLOCK = re.compile(
    r"\n[ \t]*#include <cuda/std/type_traits>\n[ \t]*namespace std \{\n(?:[ \t]*using cuda::std::\w+;\n)+[ \t]*\}\n")
TRAITS = ("is_same", "is_integral", "is_signed", "is_unsigned", "is_floating_point", "enable_if", "conditional")

_installed = False


def without_unused_type_traits(code: str) -> str:
    """`code` without TVM's type_traits block when nothing else in it names a trait (any
    mention, comments included, keeps the block); else `code` itself."""
    match = TYPE_TRAITS_BLOCK.search(code)
    if match is None:
        return code
    lean = code[:match.start()] + "\n" + code[match.end():]
    return code if any(name in lean for name in TRAITS) else lean


def install() -> None:
    """Compile CUDA through TVM's callback with `without_unused_type_traits` applied (once
    per process; TVM_CUDA_COMPILE_MODE still picks NVRTC or nvcc)."""
    global _installed
    if _installed:
        return
    import tvm_ffi
    from tvm.support import nvcc  # registers TVM's callback, which this wraps

    tvm_compile = nvcc.tvm_callback_cuda_compile

    def compile_cuda(code, *rest):
        lean = without_unused_type_traits(code)
        if lean is code:
            return tvm_compile(code, *rest)
        try:
            return tvm_compile(lean, *rest)
        except Exception:  # noqa: BLE001 - a use the name check missed: build what TVM made
            return tvm_compile(code, *rest)

    tvm_ffi.register_global_func("tvm_callback_cuda_compile", compile_cuda, override=True)
    _installed = True
