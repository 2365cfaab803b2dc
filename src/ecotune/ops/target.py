"""Pick the TVM target: a CUDA GPU when one is really usable, else the host CPU.

Everything a result depends on (GPU name, driver, target attributes) is returned as a
`TargetInfo`, which is written next to every result.
"""

from __future__ import annotations

import logging
import os
import platform
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.board import claimed_board, cuda_device_bus_id, query_nvml
from ..core.errors import ConfigError, TargetUnavailable

log = logging.getLogger("ecotune.target")

TARGET_CHOICES = ("auto", "cuda", "llvm")
# Same on every NVIDIA architecture since Maxwell; TVM's device API does not report it.
REGISTERS_PER_BLOCK = 65536
GPU_NOT_OPENED = ("NVML sees a GPU, but TVM's CUDA runtime cannot open it (libcuda missing or "
                  "CUDA_VISIBLE_DEVICES hides it)")


@dataclass(frozen=True)
class TargetInfo:
    kind: str  # "cuda" or "llvm"
    target: dict[str, Any]  # the dict given to tvm.target.Target
    device_name: str  # GPU name, or the CPU model
    driver: str | None = None  # NVIDIA driver version (cuda only)
    pci_bus_id: str | None = None  # maps the CUDA device to its NVML handle
    claimed_gpu: int | None = None  # the board gpu_slot claimed for this job (NVML index)
    cpu: str = field(default_factory=lambda: _cpu_name())
    reason: str = ""  # why this target was chosen (logged and recorded)

    @property
    def device_type(self) -> str:
        """TVM runtime device type for this target."""
        return "cuda" if self.kind == "cuda" else "cpu"

    def tvm_target(self):
        import tvm

        return tvm.target.Target(self.target)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def cpu_cores() -> int:
    """Cores this process may use (respects taskset/cgroup affinity)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def llvm_target(num_cores: int | None = None) -> TargetInfo:
    cores = num_cores or cpu_cores()
    return TargetInfo(
        kind="llvm",
        target={"kind": "llvm", "num-cores": cores},
        device_name=_cpu_name(),
        reason=f"llvm with {cores} cores",
    )


def _nvml_gpu(index: int) -> tuple[str, str] | None:
    """(GPU name, driver) if NVML sees a GPU at this index, else None."""
    def decode(text) -> str:
        return text.decode() if isinstance(text, bytes) else str(text)

    def read(nv) -> tuple[str, str] | None:
        if nv.nvmlDeviceGetCount() <= index:
            return None
        name = nv.nvmlDeviceGetName(nv.nvmlDeviceGetHandleByIndex(index))
        return decode(name), decode(nv.nvmlSystemGetDriverVersion())

    return query_nvml(read, None)


class NoUsableGpu(TargetUnavailable):
    """No GPU CUDA can run on, in the words `target: cuda` gets; `found`: whether NVML sees
    one at all (then TVM's CUDA runtime could not open it)."""

    def __init__(self, message: str, found: bool) -> None:
        super().__init__(message)
        self.found = found


def cuda_target(index: int = 0) -> TargetInfo:
    """A CUDA target with every attribute MetaSchedule needs, read from the device."""
    import tvm

    gpu = _nvml_gpu(index)
    if gpu is None:
        raise NoUsableGpu("target: cuda was requested but NVML sees no NVIDIA GPU (is the driver loaded and "
                          "nvidia-ml-py installed?); use target: llvm or auto", found=False)
    if not tvm.runtime.enabled("cuda") or not tvm.cuda(index).exist:
        raise NoUsableGpu(f"target: cuda was requested and {GPU_NOT_OPENED}; use target: llvm", found=True)
    dev = tvm.cuda(index)
    major, minor = str(dev.compute_version).split(".")
    target = {
        "kind": "cuda",
        "arch": f"sm_{major}{minor}",
        "max_threads_per_block": int(dev.max_threads_per_block),
        "max_shared_memory_per_block": int(dev.max_shared_memory_per_block),
        "thread_warp_size": int(dev.warp_size),
        "registers_per_block": REGISTERS_PER_BLOCK,
    }
    name, driver = gpu
    return TargetInfo(
        kind="cuda",
        target=target,
        device_name=name,
        driver=driver,
        pci_bus_id=cuda_device_bus_id(index),
        claimed_gpu=(claimed_board() or {}).get("index"),
        reason=f"CUDA GPU {name} (sm_{major}{minor}) seen by NVML and TVM",
    )


def detect_target(choice: str = "auto", *, num_cores: int | None = None) -> TargetInfo:
    """Resolve `target:` from the config. auto = CUDA when usable, else llvm."""
    if choice not in TARGET_CHOICES:
        raise ConfigError(f"target: unknown target {choice!r}; choose one of {', '.join(TARGET_CHOICES)}")
    if choice == "llvm":
        return llvm_target(num_cores)
    if choice == "cuda":
        return cuda_target()
    try:
        info = cuda_target()
    except NoUsableGpu as why:
        info = llvm_target(num_cores)
        info = TargetInfo(**{**info.to_dict(), "reason": auto_fallback_reason(why, info)})
    log.info("target: %s (%s)", info.kind, info.reason)
    return info


def auto_fallback_reason(why: NoUsableGpu, llvm: TargetInfo) -> str:
    """What `target: auto` chose and why, in its own words: nothing asked for cuda, so it
    must not say cuda was requested. Without a GPU the workflow then tunes its CPU preset;
    where NVML sees one, the workflow's auto (NVML only) picks cuda and its jobs fail."""
    if not why.found:
        return f"target: auto: no GPU found, using the CPU preset ({llvm.reason})"
    return f"target: auto: {GPU_NOT_OPENED}; using {llvm.reason}"
