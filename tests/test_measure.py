"""The measurement protocol on a fake GPU (fake NVML + fake kernel on one fake clock)."""

from __future__ import annotations

import dataclasses
import logging
import math
import re

import numpy as np
import pytest

from ecotune.energy import CpuTimeMeter, NvmlMeter
from ecotune.core.errors import ImplausibleMeasurement
from ecotune.measurement.measure import (
    Kernel,
    KernelMeasurement,
    batch_size,
    check_plausible,
    describe_window,
    estimate_latency,
    measure_idle_power,
    measure_kernel,
)

from fake_hw import BUSY_W, IDLE_W, FakeGpu, FakeKernel, FakeNvml

LATENCY_S = 20e-6
SYNC_S = 1e-3
READ_S = 50e-6


def fake_setup(latency_s=LATENCY_S, sync_s=SYNC_S, with_device_time=True):
    gpu = FakeGpu(read_cost_s=READ_S)
    meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", clock=gpu.clock, sleep=gpu.sleep)
    fake = FakeKernel(gpu, latency_s=latency_s, sync_s=sync_s)
    kernel = Kernel(
        name="fake_matmul",
        launch=fake.launch,
        sync=fake.sync,
        device_time_s=(lambda: latency_s) if with_device_time else None,
        pci_bus_id="0000:3b:00.0",  # as CUDA spells it; the meter's NVML spells it 00000000:3B:00.0
    )
    return gpu, meter, fake, kernel


class Flaky:
    """A meter whose first `bad` readings are scaled by `factor` (a glitch), then honest."""

    def __init__(self, meter, bad: int, factor: float):
        self.meter, self.bad, self.factor, self.calls = meter, bad, factor, 0

    def __getattr__(self, name):
        return getattr(self.meter, name)

    def measure(self, run_batch, window_s):
        self.calls += 1
        window = self.meter.measure(run_batch, window_s)
        if self.calls <= self.bad:
            window = dataclasses.replace(window, energy_j=window.energy_j * self.factor)
        return window


def test_measure_kernel_on_fake_gpu():
    gpu, meter, fake, kernel = fake_setup()
    idle = measure_idle_power(meter, 1.0)
    assert idle == pytest.approx(IDLE_W, rel=0.01)

    m = measure_kernel(kernel, meter, idle_power_w=idle)
    assert m.meter == "nvml" and not m.estimated and m.attempts == 1
    assert m.latency_s == LATENCY_S
    # The sync gaps cost a little idle energy per launch, by design at most ~5 %.
    assert m.energy_j == pytest.approx(BUSY_W * LATENCY_S, rel=0.02)
    assert IDLE_W < m.power_w <= BUSY_W
    assert m.window_s >= 1.0 and m.launches > 40_000
    assert m.above_idle_energy_j == pytest.approx((m.power_w - idle) * m.window_s / m.launches)
    # Instant power is a 25 ms boxcar published at ticks: whether it catches a 1 ms sync gap
    # depends on the phase of ticks against batches, worth up to ~4 % here.
    assert m.instant_power_energy_j == pytest.approx(m.energy_j, rel=0.05)
    assert m.sm_clock_mhz == 1980 and m.temperature_c == 41
    assert set(m.to_row()) == {f.name for f in dataclasses.fields(KernelMeasurement)}


def test_latency_from_window_without_device_timer():
    _, meter, _, kernel = fake_setup(with_device_time=False)
    m = measure_kernel(kernel, meter, window_s=0.5, warmup_s=0.05)
    assert m.latency_s == pytest.approx(m.window_s / m.launches)
    assert LATENCY_S <= m.latency_s <= LATENCY_S * 1.06


def test_batches_keep_the_sync_gap_small():
    _, meter, fake, kernel = fake_setup()
    measure_kernel(kernel, meter, window_s=0.5, warmup_s=0.05, max_gap_fraction=0.05)
    per_batch = fake.batch_sizes[-1]
    gap_s = SYNC_S  # the meter's reads overlap the next batch: only the sync leaves a gap
    assert gap_s / (per_batch * LATENCY_S + gap_s) <= 0.05
    assert per_batch * LATENCY_S >= 0.01  # and at least ~10 ms of work


H200_COUNTER_READ_S = 3e-3  # bench/results/nvml_call_cost_h200.json


@pytest.mark.parametrize("latency_s, launch_s", [(8e-6, 0.0), (80e-6, 0.0), (1e-3, 0.0),
                                                 (56e-6, 8e-6), (19e-6, 15e-6)])  # cuBLAS via PyTorch on the H200
def test_slow_counter_read_neither_stretches_the_window_nor_idles_the_gpu(latency_s, launch_s):
    # The H200's counter read takes ~3 ms. Read after each synced batch, it left the GPU
    # idle 3 ms per batch; batches grew to ~60 ms to hide that, and windows to >= 1.5 s.
    gpu = FakeGpu(read_cost_s=H200_COUNTER_READ_S / 2)  # charged to the counter and the power read
    meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", clock=gpu.clock, sleep=gpu.sleep)
    fake = FakeKernel(gpu, latency_s=latency_s, sync_s=20e-6, launch_s=launch_s)
    kernel = Kernel(name="k", launch=fake.launch, sync=fake.sync, pci_bus_id=FakeNvml.KERNEL_BOARD)
    measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)  # warm the fake like a real run
    t0, busy0 = gpu.clock(), gpu.busy_s
    m = measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)
    batch_work_s = fake.batch_sizes[-1] * latency_s
    # The read ends inside the batch: the device is ahead of the host by the read's length.
    assert fake.batch_sizes[-1] * (latency_s - launch_s) >= 0.95 * 2 * H200_COUNTER_READ_S
    assert m.window_s < max(0.3, 32 * batch_work_s) + 0.15  # at most the next tick past that
    # A tick is located to within one batch at each end (one read per batch), so the
    # window's launch count is good to ~batch/window (<= 1/32) and usually far better.
    assert m.energy_j == pytest.approx(BUSY_W * latency_s, rel=0.02)
    assert m.latency_s == pytest.approx(latency_s, rel=0.01)
    # Over the whole call (estimates, warm-up, window) the board idled only for the syncs.
    assert (gpu.clock() - t0 - (gpu.busy_s - busy0)) / (gpu.clock() - t0) < 0.05


def test_graph_replay_is_measured_per_call_and_closes_launch_gaps():
    # A 6 us GEMV called from Python costs the host ~10 us a call: one by one, the board
    # idles between calls and each call is charged the gap. A CUDA graph of 100 calls is
    # one 600 us launch: the same host cost now hides behind the work.
    call_s, host_s, calls = 6e-6, 10e-6, 100

    def measure(per_launch: int):
        gpu = FakeGpu(read_cost_s=READ_S)
        meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", clock=gpu.clock, sleep=gpu.sleep)
        fake = FakeKernel(gpu, latency_s=call_s * per_launch, sync_s=20e-6, launch_s=host_s)
        kernel = Kernel(name="gemv", launch=fake.launch, sync=fake.sync, device_time_s=lambda: call_s,
                        pci_bus_id=FakeNvml.KERNEL_BOARD,
                        calls_per_launch=per_launch)
        return measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)

    eager, graph = measure(1), measure(calls)
    assert graph.latency_s == eager.latency_s == call_s
    assert graph.energy_j == pytest.approx(BUSY_W * call_s, rel=0.02)  # per call, not per replay
    # launches counts calls: the board, busy throughout, ran window / call time of them.
    assert graph.launches % calls == 0 and graph.launches == pytest.approx(graph.window_s / call_s, rel=0.05)
    gap_j = IDLE_W * (host_s - call_s)
    assert eager.energy_j == pytest.approx(BUSY_W * call_s + gap_j, rel=0.05)  # the idle gap, charged


def test_slow_kernel_gets_one_launch_per_batch_and_a_longer_window():
    _, meter, fake, kernel = fake_setup(latency_s=0.05, sync_s=1e-4)
    m = measure_kernel(kernel, meter, window_s=0.5, warmup_s=0.1)
    assert fake.batch_sizes[-1] == 1
    assert m.launches >= 32
    assert m.energy_j == pytest.approx(BUSY_W * 0.05, rel=0.02)


def test_power_above_limit_is_measured_again_then_raises():
    _, meter, _, kernel = fake_setup(latency_s=1e-3)
    flaky = Flaky(meter, bad=99, factor=1.0)
    with pytest.raises(ImplausibleMeasurement) as info:
        measure_kernel(kernel, flaky, window_s=0.3, warmup_s=0.05, power_limit_w=300.0)
    assert flaky.calls == 3
    message = str(info.value)
    assert "attempt 1" in message and "attempt 3" in message and "above the power limit" in message
    assert " W," in message  # the readings themselves are in it


def test_power_below_idle_raises_with_readings():
    _, meter, _, kernel = fake_setup(latency_s=1e-3)
    with pytest.raises(ImplausibleMeasurement, match="below idle") as info:
        measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05, idle_power_w=500.0, max_attempts=2)
    assert "attempt 2" in str(info.value)


def test_describe_window_computes_its_rate_from_what_it_prints():
    assert describe_window(48, 1.029) == "48 launches in 1.029 s (0.02144 s/launch)"
    assert describe_window(0, 1.0) == "0 launches in 1 s"


def test_a_logged_reading_agrees_with_its_own_counts(caplog):
    """The kernel's timer (time_evaluator) ran 1.5x slower than the window, as on a busy CPU:
    the line used to print the timer's latency as if it were the window's rate."""
    _, meter, _, kernel = fake_setup(latency_s=1e-3)
    kernel.device_time_s = lambda: 1.5e-3
    with caplog.at_level(logging.WARNING, logger="ecotune.measure"), pytest.raises(ImplausibleMeasurement):
        measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05, idle_power_w=500.0, max_attempts=2)
    lines = [r.getMessage() for r in caplog.records if "implausible reading" in r.getMessage()]
    assert len(lines) == 2
    for line in lines:
        launches, seconds, rate = re.search(r"over (\d+) launches in ([\d.e-]+) s \(([\d.e-]+) s/launch\)",
                                            line).groups()
        assert float(rate) == pytest.approx(float(seconds) / int(launches), rel=1e-3)
        assert float(rate) == pytest.approx(1e-3, rel=0.1)  # the window's (sync gaps in it), not the timer's
        assert "timed latency 0.0015 s/launch" in line


def test_transient_bad_reading_recovers_on_second_attempt():
    _, meter, _, kernel = fake_setup(latency_s=1e-3)
    flaky = Flaky(meter, bad=1, factor=3.0)  # ~1150 W on a 700 W board
    m = measure_kernel(kernel, flaky, window_s=0.3, warmup_s=0.05, idle_power_w=IDLE_W)
    assert m.attempts == 2 and flaky.calls == 2
    assert m.power_w < 700


def reading(**changes) -> KernelMeasurement:
    base = dict(
        latency_s=1e-3, energy_j=0.3, power_w=300.0, launches=1000, window_s=1.0, sm_clock_mhz=None,
        temperature_c=None, meter="nvml", estimated=False, idle_power_w=80.0, above_idle_energy_j=0.22,
        instant_power_energy_j=None, attempts=1,
    )
    return KernelMeasurement(**{**base, **changes})


def test_check_plausible_bounds():
    assert check_plausible(reading(), 80.0, 700.0) is None
    assert check_plausible(reading(), None, None) is None
    assert check_plausible(reading(power_w=735.0), 80.0, 700.0) is None  # within +5 %
    assert "above the power limit" in check_plausible(reading(power_w=740.0), 80.0, 700.0)
    assert "below idle" in check_plausible(reading(power_w=70.0), 80.0, None)
    assert "idle power x latency" in check_plausible(reading(energy_j=0.05), 80.0, None)
    # the cputime estimate is watts x the window's own times: another timing cannot refute it
    assert check_plausible(reading(energy_j=0.05, meter="cputime", estimated=True), 80.0, None) is None
    assert "energy_j" in check_plausible(reading(energy_j=math.nan), None, None)
    assert "power_w" in check_plausible(reading(power_w=0.0), None, None)
    assert "no launches" in check_plausible(reading(launches=0), None, None)


def test_estimate_latency_and_batch_size():
    _, _, _, kernel = fake_setup(sync_s=1e-3)
    latency = estimate_latency(kernel, min_time_s=0.05, clock=kernel.launch.__self__.gpu.clock)
    assert LATENCY_S <= latency <= LATENCY_S * 1.05
    assert batch_size(1e-3, gap_s=0.0, max_gap_fraction=0.05, min_batch_s=0.01) == 10
    assert batch_size(1e-5, gap_s=1e-3, max_gap_fraction=0.05) == 1900
    assert batch_size(1.0, gap_s=1e-3, max_gap_fraction=0.05) == 1


def test_cpu_kernel_with_cputime_estimate():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((64, 64))
    kernel = Kernel(name="numpy_matmul", launch=lambda: a @ a, sync=lambda: None)
    meter = CpuTimeMeter()
    m = measure_kernel(kernel, meter, window_s=0.05, warmup_s=0.01, idle_power_w=meter.idle_power_w())
    assert m.meter == "cputime" and m.estimated
    assert m.energy_j > 0 and m.launches > 0
