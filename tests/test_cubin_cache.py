"""The build workers' cubin cache: one compile per distinct CUDA source and target."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from ecotune.search import cubin_cache


def counting_compiler(calls: list):
    def compile_fn(code: str) -> bytes:
        calls.append(code)
        return f"binary of {code}".encode()
    return compile_fn


def test_same_source_compiles_once(tmp_path):
    calls: list = []
    compile_fn = counting_compiler(calls)
    first = cubin_cache.cached_compile("kernel A", "sm_90", compile_fn, tmp_path)
    again = cubin_cache.cached_compile("kernel A", "sm_90", compile_fn, tmp_path)
    assert first == again == b"binary of kernel A"
    assert calls == ["kernel A"]


def test_other_source_target_or_flags_compile_again(tmp_path, monkeypatch):
    calls: list = []
    compile_fn = counting_compiler(calls)
    cubin_cache.cached_compile("kernel A", "sm_90", compile_fn, tmp_path)
    cubin_cache.cached_compile("kernel B", "sm_90", compile_fn, tmp_path)
    cubin_cache.cached_compile("kernel A", "sm_80", compile_fn, tmp_path)
    monkeypatch.setenv("TVM_CUDA_PTXAS_EXTRA_OPTS", "-O1")
    cubin_cache.cached_compile("kernel A", "sm_90", compile_fn, tmp_path)
    assert calls == ["kernel A", "kernel B", "kernel A", "kernel A"]
    assert not list(tmp_path.glob(".tmp-*"))  # no half-written binaries left


def test_install_routes_tvm_cuda_compiles_through_the_cache(tmp_path):
    # In a fresh process: TVM's callback is replaced by a counting one (no CUDA compiler
    # here), then install() wraps whatever is registered, as it does in a build worker.
    script = textwrap.dedent(f"""
        import tvm, tvm.support.nvcc, tvm_ffi
        from pathlib import Path
        from ecotune.search import cubin_cache
        calls = []
        def fake(code):
            calls.append(str(code))
            return b"cubin"
        tvm_ffi.register_global_func("tvm_callback_cuda_compile", fake, override=True)
        cubin_cache.install(Path({str(tmp_path)!r}))
        compile_cuda = tvm.get_global_func("tvm_callback_cuda_compile")
        outs = [bytes(compile_cuda(code)) for code in ("k1", "k1", "k2")]
        assert outs == [b"cubin"] * 3, outs
        assert calls == ["k1", "k2"], calls
        assert cubin_cache.STATS == {{"hits": 1, "compiles": 2}}, cubin_cache.STATS
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
