"""The measurement protocol: what a kernel's energy number has been through.

warm-up -> batches sized so the device barely idles between them -> one meter window of
back-to-back batches (tick-aligned on NVML) -> per-launch record -> plausibility check ->
re-measure an implausible reading, and fail loudly if it stays implausible.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from ecotune.energy.base import Batch, EnergyWindow, Meter
from ecotune.core.errors import EcotuneError, ImplausibleMeasurement

log = logging.getLogger(__name__)

# Each batch is at least this much kernel work, so sync and meter reads stay a small share.
MIN_BATCH_S = 0.002  # batch ends are where window ends are found: short batches find them closer
# A tick-aligned window holds at least this many batches: where a tick falls inside a batch
# is interpolated, so a window of many batches keeps that estimate's error small even for
# slow kernels (Yang et al. ask for >= 32 iterations for the same reason).
MIN_BATCHES_PER_WINDOW = 32
# Reads made while a batch runs (NVML's ~3 ms counter read) must end before the device
# finishes the batch, or it idles; the read's 90th percentile is ~1.9x its median on the H200.
OVERLAP_MARGIN = 2.0
# Slack on the idle-power bounds: idle itself is a noisy reading (78-84 W on the H200).
IDLE_TOLERANCE = 0.02
LIMIT_TOLERANCE = 0.05


@dataclass
class Kernel:
    """What to run. `launch` is one asynchronous launch; `sync` waits for the device.

    A launch may run the operator `calls_per_launch` times (a replayed CUDA graph);
    measurements are per call, and `device_time_s` must be too.
    """

    name: str
    launch: Callable[[], None]
    sync: Callable[[], None]
    device_time_s: Callable[[], float] | None = None  # e.g. TVM time_evaluator, CUDA events
    # Per call too, but cold: single calls, each after an L2 flush (cold_timing.py), as
    # inside a model; only remeasure asks for it. None: not measurable (the NumPy baseline).
    cold_time_s: Callable[[], float] | None = None
    calls_per_launch: int = 1
    # Whether back-to-back launches keep the board busy. A model's inference does not: the
    # host works between its kernels. The meter's activity guard judges only those that do.
    keeps_board_busy: bool = True
    # The GPU it launches on, as CUDA in the launching process names it (ecotune.core.board);
    # None on the CPU. The meter refuses a kernel on another board than its own.
    pci_bus_id: str | None = None


@dataclass(frozen=True)
class KernelMeasurement:
    """One accepted measurement; energies are per call of the operator (a launch of the
    kernel, or one of the calls a replayed graph makes), power is the window average."""

    latency_s: float
    energy_j: float
    power_w: float
    launches: int  # calls of the operator in the window
    window_s: float
    sm_clock_mhz: float | None
    temperature_c: float | None
    meter: str
    estimated: bool
    idle_power_w: float | None
    above_idle_energy_j: float | None
    instant_power_energy_j: float | None
    attempts: int
    # nvml only: least-squares fit of the counter over every tick in the window (the
    # endpoint delta above is energy_j); kept to compare the two on real hardware.
    fit_energy_j: float | None = None
    # The board the kernel ran on (CUDA's answer in the launching process) and the board
    # the meter read (NVML's answer for its handle): equal, or there is no measurement.
    kernel_pci_bus_id: str | None = None
    meter_pci_bus_id: str | None = None
    utilization_pct: float | None = None  # the metered board's, at the window's end (nvml)

    def to_row(self) -> dict:
        return dataclasses.asdict(self)


def describe_window(launches: int, seconds: float) -> str:
    """"48 launches in 1.029 s (0.02144 s/launch)": the rate from the very numbers printed,
    so a log line's rate can never be another measurement's."""
    rate = f" ({seconds / launches:.4g} s/launch)" if launches > 0 else ""
    return f"{launches} launches in {seconds:.4g} s{rate}"


def _time_loop(kernel: Kernel, launches: int, clock: Callable[[], float]) -> tuple[float, float]:
    """(seconds until the loop's sync returned, seconds the host spent queuing its launches)."""
    t0 = clock()
    for _ in range(launches):
        kernel.launch()
    queued = clock() - t0
    kernel.sync()
    return clock() - t0, queued


def estimate_latency(
    kernel: Kernel, min_time_s: float = 0.05, *, clock: Callable[[], float] = time.perf_counter
) -> float:
    """Wall time per launch over a synced loop of at least `min_time_s`.

    Includes one sync amortised over the loop, so it is close to the device time for any
    kernel that is not launch-bound.
    """
    launches, elapsed, _ = _loop_of_at_least(kernel, min_time_s, clock)
    return elapsed / launches


def _loop_of_at_least(kernel: Kernel, min_time_s: float,
                      clock: Callable[[], float]) -> tuple[int, float, float]:
    """(launches, seconds, host seconds to queue them) of the first synced loop that lasted
    at least min_time_s."""
    kernel.launch()  # the first launch may load modules or allocate
    kernel.sync()
    launches = 1
    while True:
        elapsed, queued = _time_loop(kernel, launches, clock)
        if elapsed >= min_time_s:
            return launches, elapsed, queued
        if launches >= 1 << 24:
            raise EcotuneError(f"kernel {kernel.name!r}: {launches} launches took {elapsed} s; is the clock advancing?")
        # Jump close to the target instead of doubling from 1 (slow kernels need few steps).
        grow = 2.0 if elapsed <= 0 else min(1.2 * min_time_s / elapsed, 100.0)
        launches = max(launches * 2, math.ceil(launches * grow))


def _sync_overhead_s(kernel: Kernel, clock: Callable[[], float]) -> float:
    costs = []
    for _ in range(5):
        t0 = clock()
        kernel.sync()
        costs.append(clock() - t0)
    return statistics.median(costs)


def overlap_batch_size(latency_s: float, host_launch_s: float, read_s: float, max_gap_fraction: float) -> int:
    """Launches per batch so that a read made after queuing the batch ends before the device does.

    The device gets ahead of the host by (latency - host launch time) per launch. A kernel
    that is nearly launch-bound never gets far ahead; then the read is an idle gap like a
    sync, kept under max_gap_fraction instead, whichever needs the smaller batch.
    """
    lead_s = latency_s - host_launch_s
    hidden = math.ceil(OVERLAP_MARGIN * read_s / lead_s) if lead_s > 0 else math.inf
    return int(min(hidden, batch_size(latency_s, read_s, max_gap_fraction, 0.0)))


def batch_size(latency_s: float, gap_s: float, max_gap_fraction: float, min_batch_s: float = MIN_BATCH_S) -> int:
    """Launches per batch so that gap / (work + gap) <= max_gap_fraction."""
    if not 0 < max_gap_fraction < 1:
        raise ValueError(f"max_gap_fraction must be in (0, 1), got {max_gap_fraction}")
    work_s = max(min_batch_s, gap_s * (1 - max_gap_fraction) / max_gap_fraction)
    return max(1, math.ceil(work_s / max(latency_s, 1e-12)))


def measure_kernel(
    kernel: Kernel,
    meter: Meter,
    *,
    window_s: float = 1.0,
    warmup_s: float = 0.2,
    idle_power_w: float | None = None,
    power_limit_w: float | None = None,
    max_attempts: int = 3,
    max_gap_fraction: float = 0.05,
    min_batch_s: float = MIN_BATCH_S,
) -> KernelMeasurement:
    """Energy, power and latency per launch of `kernel`, checked for plausibility.

    idle_power_w: measure it once per device (measure_idle_power) and pass it; None skips
    the idle bounds. power_limit_w: None reads the meter's limit (NVML enforced limit).
    """
    clock = getattr(meter, "clock", time.perf_counter)  # the meter's clock, so fakes stay consistent
    boards = (kernel.pci_bus_id, meter.check_device(kernel.pci_bus_id))  # before any work: WrongDevice
    if power_limit_w is None:
        power_limit_w = meter.power_limit_w()
    loop_launches, loop_s, queued_s = _loop_of_at_least(kernel, 0.05, clock)
    sync_s = _sync_overhead_s(kernel, clock)
    # The loop's one sync is a gap, not work; leaving it in would undersize the batches.
    latency_est = max(loop_s - sync_s, 0.5 * loop_s) / loop_launches
    per_batch = batch_size(latency_est, sync_s, max_gap_fraction, min_batch_s)
    read_s = meter.overlapped_read_s()
    if read_s > 0:
        per_batch = max(per_batch, overlap_batch_size(latency_est, queued_s / loop_launches, read_s,
                                                      max_gap_fraction))
    batch_work_s = per_batch * latency_est
    window = window_s
    if getattr(meter, "tick_aligned", False):
        window = max(window_s, MIN_BATCHES_PER_WINDOW * batch_work_s)
    log.debug("%s: ~%.3g s/launch, sync gap %.3g s -> batches of %s, window %.3g s",
              kernel.name, latency_est, sync_s, describe_window(per_batch, batch_work_s), window)

    def launch_batch() -> int:
        for _ in range(per_batch):
            kernel.launch()
        return per_batch

    run_batch = Batch(launch_batch, kernel.sync, work_s=batch_work_s, keeps_board_busy=kernel.keeps_board_busy)

    # Warm-up: clocks, caches and temperature settle while the kernel runs as it will be measured.
    t0 = clock()
    while clock() - t0 < warmup_s:
        run_batch()

    readings: list[str] = []
    for attempt in range(1, max_attempts + 1):
        reading = meter.measure(run_batch, window)
        m = _record(reading, kernel, idle_power_w, attempt, boards)
        reason = check_plausible(m, idle_power_w, power_limit_w)
        if reason is None:
            return m
        readings.append(f"attempt {attempt}: {reading_summary(m)} ({reason})")
        log.warning("%s: implausible reading, measuring again: %s", kernel.name, readings[-1])
    raise ImplausibleMeasurement(
        f"kernel {kernel.name!r}: {max_attempts} implausible readings with meter {meter.name!r} "
        f"(idle {idle_power_w} W, limit {power_limit_w} W): " + "; ".join(readings)
    )


def reading_summary(m: KernelMeasurement) -> str:
    """A reading in words. Its latency_s is the kernel's own timing (time_evaluator), not
    the window's time per launch: on a busy CPU the two differ by tens of percent, and a
    rate printed beside counts it was not computed from contradicted them (0.03236 s/launch
    beside 48 launches in 1.029 s). So the window's rate is its own, the timing named apart."""
    return (f"{m.power_w:.4g} W, {m.energy_j:.4g} J/launch over {describe_window(m.launches, m.window_s)}, "
            f"timed latency {m.latency_s:.4g} s/launch")


def _record(w: EnergyWindow, kernel: Kernel, idle_power_w: float | None, attempt: int,
            boards: tuple[str | None, str | None]) -> KernelMeasurement:
    launches = max(w.launches, 0) * kernel.calls_per_launch
    per = (lambda joules: joules / launches) if launches else (lambda joules: math.nan)
    latency_s = kernel.device_time_s() if kernel.device_time_s is not None else (
        w.duration_s / launches if launches else math.nan
    )
    power_w = w.power_w
    return KernelMeasurement(
        latency_s=latency_s,
        energy_j=per(w.energy_j),
        power_w=power_w,
        launches=launches,
        window_s=w.duration_s,
        sm_clock_mhz=w.sm_clock_mhz,
        temperature_c=w.temperature_c,
        meter=w.meter,
        estimated=w.estimated,
        idle_power_w=idle_power_w,
        above_idle_energy_j=None if idle_power_w is None else per((power_w - idle_power_w) * w.duration_s),
        instant_power_energy_j=None if w.instant_power_energy_j is None else per(w.instant_power_energy_j),
        attempts=attempt,
        fit_energy_j=None if w.fit_energy_j is None else per(w.fit_energy_j),
        kernel_pci_bus_id=boards[0],
        meter_pci_bus_id=boards[1],
        utilization_pct=w.utilization_pct,
    )


def check_plausible(
    m: KernelMeasurement,
    idle_power_w: float | None,
    power_limit_w: float | None,
    *,
    idle_tolerance: float = IDLE_TOLERANCE,
    limit_tolerance: float = LIMIT_TOLERANCE,
) -> str | None:
    """None if the reading could have happened, else why not."""
    for field in ("latency_s", "energy_j", "power_w", "window_s"):
        value = getattr(m, field)
        if not (math.isfinite(value) and value > 0):
            return f"{field} = {value} is not a positive finite number"
    if m.launches <= 0:
        return "no launches inside the window"
    if idle_power_w is not None:
        floor_w = idle_power_w * (1 - idle_tolerance)
        if m.power_w < floor_w:
            return f"power {m.power_w:.4g} W is below idle {idle_power_w:.4g} W"
        # Energy per launch against the kernel's own timing: a meter that counted launches
        # which did not run in its window reads too little. The cputime estimate has no such
        # reading: it is watts x this window's own times, so the bound would only compare the
        # window's time per launch with another timing; on a shared CPU they differ by 30 %
        # and more (timed 6.4 us beside a window's 4.9 us), above the estimate's power/idle.
        if not m.estimated and m.energy_j < m.latency_s * floor_w:
            return (
                f"energy {m.energy_j:.4g} J/launch is below idle power x latency "
                f"({idle_power_w:.4g} W x {m.latency_s:.4g} s)"
            )
    if power_limit_w is not None and m.power_w > power_limit_w * (1 + limit_tolerance):
        return f"power {m.power_w:.4g} W is above the power limit {power_limit_w:.4g} W (+{limit_tolerance:.0%})"
    return None


def measure_idle_power(meter: Meter, seconds: float = 2.0) -> float:
    """Board (or package) power with nothing of ours running; pass it to measure_kernel."""
    idle = meter.idle_power_w(seconds)
    log.info("idle power (%s, %.3g s): %.4g W", meter.name, seconds, idle)
    return idle
