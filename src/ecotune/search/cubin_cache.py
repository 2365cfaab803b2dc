"""CUDA binaries shared by a search's build workers, keyed by the kernel's source.

Evolution proposes schedules that differ only in annotations with no effect on the code
TVM generates (an unroll limit above every loop's extent, say). MetaSchedule tells them
apart by their IR, so each is built and measured, but their CUDA source is the same, and
so is the binary NVRTC makes of it: the compile (seconds of ptxas, most of a build) is
done once per source and reused. The cache lives in the search's build directory and goes
with it; the kernels are still loaded and timed one by one, as MetaSchedule asks.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

# what else decides the binary: the compile mode and flags TVM's callback reads
COMPILE_ENV = ("TVM_CUDA_COMPILE_MODE", "TVM_CUDA_PTXAS_REG_LEVEL", "TVM_CUDA_PTXAS_EXTRA_OPTS",
               "TVM_CUDA_NVRTC_EXTRA_OPTS", "TVM_KERNEL_DUMP")

STATS = {"hits": 0, "compiles": 0}  # this process's, read by the builder around each build


def cache_key(code: str, target: str) -> str:
    env = "\n".join(f"{name}={os.environ.get(name, '')}" for name in COMPILE_ENV)
    return hashlib.sha256("\0".join((code, target, env)).encode()).hexdigest()


def cached_compile(code: str, target: str, compile_fn: Callable[[str], bytes], cache_dir: Path) -> bytes:
    """compile_fn(code), or the binary an earlier call made of the same code for the same target."""
    path = Path(cache_dir) / f"{cache_key(code, target)}.bin"
    if path.is_file():
        STATS["hits"] += 1
        return path.read_bytes()
    binary = bytes(compile_fn(code))
    STATS["compiles"] += 1
    # several workers may compile the same source at once: each writes its own file and
    # renames it into place, so a reader sees a whole binary or none
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "wb") as handle:
        handle.write(binary)
    os.replace(tmp, path)
    return binary


def install(cache_dir: Path) -> None:
    """Route this process's CUDA compiles (TVM's tvm_callback_cuda_compile) through the cache."""
    import tvm
    import tvm.support.nvcc  # noqa: F401 - registers TVM's own callback, wrapped below
    import tvm_ffi

    compile_fn = tvm.get_global_func("tvm_callback_cuda_compile")

    def compile_cached(code):
        current = tvm.target.Target.current(allow_none=True)
        return cached_compile(str(code), str(current), compile_fn, cache_dir)

    tvm_ffi.register_global_func("tvm_callback_cuda_compile", compile_cached, override=True)
