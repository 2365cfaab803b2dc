"""Timing kernels cold: one call per timing, each after the L2 cache has been flushed. The
searches time their candidates so with search.cold_cache; remeasure times every pick so
beside its warm latency (measure.Kernel.cold_time_s).

Warm timing (MetaSchedule's, and the default) averages back-to-back calls on the same
inputs, which then sit in L2. Inside a model a kernel's weights come from HBM: on the H200,
ResNet-50's kernels ran 1.02-2.15x slower in place than timed warm, the more so the more
bytes per FLOP they move, and only timings after a flush reproduced the in-place difference
between two builds (325 us in place, 345 cold, 61 warm; H200, 2026-12, docs/models.md).
This is the same protocol as Triton's do_bench and nvbench's cold measurements.
"""

from __future__ import annotations

import statistics

# Timings per candidate when cold: single calls are noisier than warm repeats of >= 10 ms,
# so more of them; the candidate's latency is their median (tuning_db.median_seconds).
COLD_TIMINGS = 20

# What one flush writes at least: above any L2 of today's GPUs, and above a CPU's LLC share.
GPU_FLUSH_FLOOR_BYTES = 256 << 20
CPU_FLUSH_FLOOR_BYTES = 32 << 20


def flush_size(l2_bytes: int | None, on_gpu: bool) -> int:
    """Bytes to write before each cold timing: 4x the L2 cache, at least the floor."""
    return max(4 * (l2_bytes or 0), GPU_FLUSH_FLOOR_BYTES if on_gpu else CPU_FLUSH_FLOOR_BYTES)


def flush_bytes(device) -> int:
    """flush_size for a TVM device (the CPU reports no L2 size)."""
    return flush_size(device.l2_cache_size_bytes, device.dlpack_device_type() != 1)  # 1: kDLCPU


def torch_cache_flush():
    """For kernels PyTorch launches: a callable queuing, on the default stream, a write of
    flush_size bytes. None where PyTorch has no CUDA."""
    try:
        import torch
    except ImportError:
        return None
    if not torch.cuda.is_available():
        return None
    l2 = getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 0)
    return torch.empty(flush_size(l2, True), dtype=torch.uint8, device="cuda").zero_


def cold_timer(rt_mod, device, func_name: str, repeat: int = COLD_TIMINGS):
    """TVM's time_evaluator, cold: it copies flush_bytes(device) between two device buffers
    before each of `repeat` timings of one call (outside the timed span)."""
    return rt_mod.time_evaluator(func_name, device, number=1, repeat=repeat, min_repeat_ms=0,
                                 cache_flush_bytes=flush_bytes(device))


def run_evaluator_cold(rt_mod, device, evaluator_config, repeated_args) -> list[float]:
    """MetaSchedule's run evaluator (runner.utils.run_evaluator_common), with cold_timer's
    evaluator_config.repeat timings."""
    evaluator = cold_timer(rt_mod, device, rt_mod.entry_name, evaluator_config.repeat)
    costs: list[float] = []
    for args in repeated_args:
        device.sync()
        costs.extend(float(cost) for cost in evaluator(*args).results)
    return costs


def warm_and_cold_seconds(rt_mod, device, args_info, warm_min_repeat_ms: int) -> tuple[float, float]:
    """One built kernel's median latency timed as the warm runner times it (3 timings of at
    least warm_min_repeat_ms) and as the cold one does, on the same randomly filled buffers;
    args_info: the record's ArgInfo list."""
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument
    from tvm.s_tir.meta_schedule.runner.utils import run_evaluator_common

    args = default_alloc_argument(device, [info.as_json() for info in args_info], 1)
    warm = run_evaluator_common(rt_mod, device, EvaluatorConfig(number=1, repeat=3, min_repeat_ms=warm_min_repeat_ms),
                                args)
    cold = run_evaluator_cold(rt_mod, device, EvaluatorConfig(number=1, repeat=COLD_TIMINGS, min_repeat_ms=0), args)
    return statistics.median(warm), statistics.median(cold)
