"""The one interface every energy meter follows, and the record it returns.

A meter answers one question: how much energy did the hardware use while a kernel ran
back to back for a while? `Meter.measure(run_batch, window_s)` is the core call; the
`begin_window`/`end_window` pair (after Zeus's ZeusMonitor) is for notebooks, where the
code between the two calls is arbitrary and no launch count is known.
"""

from __future__ import annotations

import math
import statistics
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

# A batch launches some kernels, waits for the device, and says how many it launched.
RunBatch = Callable[[], int]
Clock = Callable[[], float]
Sleep = Callable[[float], None]

# Idle measurements sleep in short steps so tick-aligned meters can still see ticks.
IDLE_STEP_S = 0.005


@dataclass(frozen=True)
class Batch:
    """A RunBatch in two halves, so a meter can make slow reads while the device works.

    `launch` queues the kernels and returns how many; `wait` blocks until they are done;
    `work_s` is the device time one batch takes (an estimate). Called, it does both halves,
    so it also serves meters that read between batches.
    """

    launch: Callable[[], int]
    wait: Callable[[], None]
    work_s: float | None = None
    keeps_board_busy: bool = True  # measure.Kernel's: whether the activity guard may judge it

    def __call__(self) -> int:
        launched = self.launch()
        self.wait()
        return launched


@dataclass(frozen=True)
class EnergyWindow:
    """Energy over one measurement window.

    energy_j is board energy for nvml (counter delta between two counter ticks), package +
    dram for rapl, and an estimate for cputime (then `estimated` is True).
    """

    energy_j: float
    duration_s: float
    launches: int
    meter: str
    estimated: bool
    ticks: int = 0
    sm_clock_mhz: float | None = None
    temperature_c: float | None = None
    power_limit_w: float | None = None
    instant_power_energy_j: float | None = None
    # nvml only: least-squares fit of the counter over every tick in the window, evaluated
    # over the same window. A cross-check of energy_j that averages out tick-detection lag.
    fit_energy_j: float | None = None
    # nvml only: the metered board's utilisation (%) over NVML's last sample period
    utilization_pct: float | None = None

    @property
    def power_w(self) -> float:
        if self.duration_s <= 0:
            return math.nan
        return self.energy_j / self.duration_s


class Meter(ABC):
    """Reads energy of one device.

    Subclasses set `name` and `estimated`, and implement `_read_begin`/`_read_end` (or
    override `measure` when the hardware needs more care, as NVML's slow counter does).
    `clock` and `sleep` are injectable so tests can drive time without waiting.
    """

    name: str = "meter"
    estimated: bool = False
    # True when window ends are found by polling a slowly updating counter, so each end can
    # be seen up to one batch late (NVML); callers then keep batches short against the window.
    tick_aligned: bool = False

    def __init__(self, clock: Clock = time.perf_counter, sleep: Sleep = time.sleep) -> None:
        self.clock = clock
        self.sleep = sleep
        self._window_start: object | None = None

    # --- the core call -------------------------------------------------------------------
    def measure(self, run_batch: RunBatch, window_s: float) -> EnergyWindow:
        """Run batches back to back for at least `window_s` and return the window's energy.

        This default suits meters that update fast (RAPL, ~1 ms) or that are computed
        (cputime): read, run until the time is up, read again.
        """
        check_window(window_s)
        start = self._read_begin()
        t0 = self.clock()
        launches = 0
        while True:
            launches += int(run_batch())
            if self.clock() - t0 >= window_s:
                break
        return self._read_end(start, launches)

    # --- notebook use --------------------------------------------------------------------
    def begin_window(self) -> None:
        self._window_start = self._read_begin()

    def end_window(self) -> EnergyWindow:
        if self._window_start is None:
            raise RuntimeError("end_window() called without begin_window()")
        start, self._window_start = self._window_start, None
        return self._read_end(start, 0)

    # --- context about the device --------------------------------------------------------
    def idle_power_w(self, seconds: float = 2.0) -> float:
        """Average power with nothing of ours running (sleeping in short steps)."""

        def rest() -> int:
            self.sleep(IDLE_STEP_S)
            return 0

        return self.measure(rest, seconds).power_w

    def power_limit_w(self) -> float | None:
        return None

    def check_device(self, kernel_pci_bus_id: str | None) -> str | None:
        """Refuse (WrongDevice) a kernel on a board this meter does not read; returns the
        metered board's PCI bus id. Meters of the host (RAPL, CPU time) have no board."""
        return None

    def overlapped_read_s(self) -> float:
        """Time of the reads `measure` makes while a Batch runs; batches should outlast it."""
        return 0.0

    def describe(self) -> dict:
        return {"name": self.name, "estimated": self.estimated, "device": None, "settings": {}}

    def close(self) -> None:
        """Release the hardware handle; the meter must not be used afterwards."""

    # --- what subclasses provide ---------------------------------------------------------
    @abstractmethod
    def _read_begin(self) -> object:
        """Snapshot the state at the start of a window (opaque to the base class)."""

    @abstractmethod
    def _read_end(self, start: object, launches: int) -> EnergyWindow:
        """Snapshot again and build the window record from the two snapshots."""


def check_window(window_s: float) -> None:
    if not (window_s > 0 and math.isfinite(window_s)):
        raise ValueError(f"window_s must be a positive number of seconds, got {window_s!r}")


def trapezoid_j(samples: list[tuple[float, float]]) -> float:
    """Integrate (time_s, power_w) samples; the caller guarantees they are in time order."""
    energy = 0.0
    for (t_a, p_a), (t_b, p_b) in zip(samples, samples[1:]):
        energy += 0.5 * (p_a + p_b) * (t_b - t_a)
    return energy


def fit_energy_j(ticks: list[tuple[int, float, float]], launches: int) -> float:
    """Least-squares energy over a window from its (launches, time_s, energy_j) tick points.

    Against launches when there are any (energy per launch is what we want), else against
    time (idle windows). Each tick is seen up to one batch late; the fit averages that lag
    over all ticks instead of taking it from the two ends alone.
    """
    xs = [float(n) if launches > 0 else t for n, t, _ in ticks]
    ys = [e for _, _, e in ticks]
    if len(ticks) < 3:
        return ys[-1] - ys[0]
    x_mean, y_mean = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - x_mean) ** 2 for x in xs)
    sxy = sum((x - x_mean) * (y - y_mean) for x, y in zip(xs, ys))
    return sxy / sxx * (xs[-1] - xs[0])
