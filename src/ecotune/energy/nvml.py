"""NVIDIA GPU energy from NVML's total-energy counter, with both window ends on counter ticks.

Why the care: `nvmlDeviceGetTotalEnergyConsumption` (mJ since driver load) is exact over
long spans but advances only every ~100 ms on the H200 (sometimes after 40 ms). A window
whose ends fall between updates misses up to one update interval at each end, which for a
0.15 s window is tens of percent. So `measure` keeps the kernel running until the counter
moves, starts the window there, keeps running past `window_s` until it moves again, and
ends there: energy and launches then cover the same span.

A counter read itself takes ~3 ms (bench/results/nvml_call_cost_h200.json), so it is made
while the next batch runs, never with the device idle; the launches done by the moment of
the read are interpolated within that batch (the device started it on an empty queue and
runs it for `Batch.work_s`).

Two guards keep a number from another board out of the results (ecotune.core.board says
how boards are named): `check_device` refuses a kernel whose CUDA device has another
PCI bus id than the metered board, and, independently, a window in which the metered
board's utilisation stayed under a floor is refused, since a kernel running back to back
keeps its board busy (energy/nvml_board.py).

This module only reads. It never calls an `nvmlDeviceSet*` function: clocks and power
limits are the machine owner's, and we record them instead.
"""

from __future__ import annotations

import logging
import statistics
import time
from types import ModuleType
from typing import Any

from ecotune.core.board import normalize_bus_id
from ecotune.energy.base import (
    Batch, Clock, EnergyWindow, Meter, RunBatch, Sleep, check_window, fit_energy_j, trapezoid_j,
)
from ecotune.energy.nvml_board import board_to_open, check_board_busy, check_kernel_board
from ecotune.core.errors import MeterUnavailable

log = logging.getLogger(__name__)

# pynvml's NVML_FI_DEV_POWER_INSTANT, NVML_CLOCK_SM, NVML_TEMPERATURE_GPU, for a module without them.
_FI_DEV_POWER_INSTANT, _CLOCK_SM, _TEMPERATURE_GPU = 186, 1, 0
# nvmlValueType_t -> the union member holding the value.
_VALUE_FIELD = {0: "dVal", 1: "uiVal", 2: "ulVal", 3: "ullVal", 4: "sllVal", 5: "siVal", 6: "usVal"}
ENERGY_FROM = ("endpoints", "fit")
SENSOR_PERIOD_S = 0.1  # NVML power/energy update period seen on the H200


def _import_pynvml() -> ModuleType:
    try:
        import pynvml
    except ImportError as exc:  # the package ships as nvidia-ml-py
        raise MeterUnavailable("NVML bindings are not installed: `pip install nvidia-ml-py`") from exc
    return pynvml


class NvmlMeter(Meter):
    """Board energy of one NVIDIA GPU.

    energy_j is the counter delta between the two aligned ends ("endpoints", default): a
    plain difference of what NVML reports, which repeated within 0.06-0.2 % on the H200.
    The least-squares fit of the counter over every tick inside the window is returned as
    `fit_energy_j`; pass `energy_from="fit"` to make it energy_j instead.

    pci_bus_id: the device's PCI bus id as the CUDA runtime reports it ("0000:3B:00.0").
    CUDA and NVML number devices differently (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER), so
    the bus id is the reliable link; `cuda_index` is used as NVML's index only without one.
    In a job that claimed a board (gpu_slot.claim_gpu), the meter opens that board, and a
    different `pci_bus_id` (CUDA opened before the claim) is refused at once.
    """

    name = "nvml"
    estimated = False

    def __init__(
        self,
        cuda_index: int = 0,
        nvml: Any | None = None,
        pci_bus_id: str | None = None,
        *,
        energy_from: str = "endpoints",
        max_tick_wait_s: float = 2.0,
        clock: Clock = time.perf_counter,
        sleep: Sleep = time.sleep,
    ) -> None:
        super().__init__(clock=clock, sleep=sleep)
        if energy_from not in ENERGY_FROM:
            raise ValueError(f"energy_from must be one of {ENERGY_FROM}, got {energy_from!r}")
        self.energy_from = energy_from
        self.max_tick_wait_s = max_tick_wait_s
        self._nvml = nvml if nvml is not None else _import_pynvml()
        self._error: type[BaseException] = getattr(self._nvml, "NVMLError", Exception)
        self._not_supported: type[BaseException] | None = getattr(self._nvml, "NVMLError_NotSupported", None)
        try:
            self._nvml.nvmlInit()
        except (self._error, OSError) as exc:
            raise MeterUnavailable(
                f"NVML could not be initialised ({exc}): no NVIDIA driver or GPU is visible. "
                "Run on a machine with an NVIDIA GPU, or use meter 'rapl'/'cputime' with device 'cpu'."
            ) from exc
        pci_bus_id = board_to_open(pci_bus_id)
        self.pci_bus_id = pci_bus_id
        self.handle = self._open_handle(cuda_index, pci_bus_id)
        self.board_pci_bus_id = self._handle_bus_id() or normalize_bus_id(pci_bus_id)
        self._has_counter = self._probe_counter()
        self._power_from = self._probe_power()
        self.tick_aligned = self._has_counter
        if not self._has_counter:
            if self._power_from is None:
                raise MeterUnavailable("this GPU reports neither an energy counter nor power through NVML")
            self.name = "nvml-power"
            log.warning(
                "GPU has no NVML energy counter; integrating instant power instead (meter 'nvml-power'), "
                "which sees only part of each ~100 ms sensor period"
            )

    # --- setup ---------------------------------------------------------------------------
    def _handle_bus_id(self) -> str | None:
        """The bus id NVML reports for the open handle (not the one we asked for)."""
        try:
            return normalize_bus_id(self._nvml.nvmlDeviceGetPciInfo(self.handle).busId)
        except (self._error, AttributeError, ValueError):
            return None

    def check_device(self, kernel_pci_bus_id: str | None) -> str | None:
        """Refuse to meter a kernel that runs on another board; returns the metered board's id."""
        return check_kernel_board(kernel_pci_bus_id, self.board_pci_bus_id)

    def _utilization_pct(self) -> float | None:
        try:
            return float(self._nvml.nvmlDeviceGetUtilizationRates(self.handle).gpu)
        except (self._error, AttributeError, TypeError):
            return None

    def _open_handle(self, cuda_index: int, pci_bus_id: str | None) -> Any:
        try:
            if pci_bus_id:
                return self._nvml.nvmlDeviceGetHandleByPciBusId(pci_bus_id)
            log.info(
                "no PCI bus id given: using NVML index %d, which matches CUDA's numbering only with "
                "CUDA_DEVICE_ORDER=PCI_BUS_ID and no CUDA_VISIBLE_DEVICES remapping",
                cuda_index,
            )
            return self._nvml.nvmlDeviceGetHandleByIndex(cuda_index)
        except self._error as exc:
            which = f"PCI bus id {pci_bus_id!r}" if pci_bus_id else f"index {cuda_index}"
            raise MeterUnavailable(f"NVML has no GPU at {which} ({exc}); check the device the kernel runs on") from exc

    def _probe_counter(self) -> bool:
        try:
            self._energy_mj()
        except self._error as exc:
            if self._not_supported is not None and isinstance(exc, self._not_supported):
                return False
            raise MeterUnavailable(f"NVML energy counter unreadable: {exc}") from exc
        return True

    def _probe_power(self) -> str | None:
        if self._field_power_w() is not None:
            return "field"
        # On Ampere and newer this is a 1 s average rather than an instant value.
        return "usage" if self._optional(self._nvml.nvmlDeviceGetPowerUsage, self.handle) is not None else None

    # --- raw reads -----------------------------------------------------------------------
    def _energy_mj(self) -> int:
        return int(self._nvml.nvmlDeviceGetTotalEnergyConsumption(self.handle))

    def _field_power_w(self) -> float | None:
        field = getattr(self._nvml, "NVML_FI_DEV_POWER_INSTANT", _FI_DEV_POWER_INSTANT)
        try:
            value = self._nvml.nvmlDeviceGetFieldValues(self.handle, [field])[0]
        except (self._error, AttributeError):
            return None
        if value.nvmlReturn != getattr(self._nvml, "NVML_SUCCESS", 0):
            return None
        return float(getattr(value.value, _VALUE_FIELD.get(value.valueType, "uiVal"))) / 1000.0

    def _power_w(self) -> float | None:
        if self._power_from == "field":
            return self._field_power_w()
        if self._power_from == "usage":
            return self._optional(self._nvml.nvmlDeviceGetPowerUsage, self.handle, scale=1e-3)
        return None

    def _optional(self, fn: Any, *args: Any, scale: float | None = 1.0) -> Any:
        """A reading that is context, not the measurement: None where the GPU lacks it.
        scale=None returns text (names, versions) instead of a number."""
        try:
            value = fn(*args)
        except (self._error, AttributeError, TypeError):
            return None
        if scale is None:
            return value.decode() if isinstance(value, bytes) else str(value)
        return float(value) * scale

    def _sm_clock_mhz(self) -> float | None:
        which = getattr(self._nvml, "NVML_CLOCK_SM", _CLOCK_SM)
        return self._optional(self._nvml.nvmlDeviceGetClockInfo, self.handle, which)

    def _temperature_c(self) -> float | None:
        sensor = getattr(self._nvml, "NVML_TEMPERATURE_GPU", _TEMPERATURE_GPU)
        return self._optional(self._nvml.nvmlDeviceGetTemperature, self.handle, sensor)

    def power_limit_w(self) -> float | None:
        return self._optional(self._nvml.nvmlDeviceGetEnforcedPowerLimit, self.handle, scale=1e-3)

    # --- the core call -------------------------------------------------------------------
    def measure(self, run_batch: RunBatch, window_s: float) -> EnergyWindow:
        check_window(window_s)
        batch = run_batch if isinstance(run_batch, Batch) else Batch(run_batch, lambda: None)
        if not self._has_counter:
            return self._measure_power_only(batch, window_s)
        # A counter read takes ~3 ms on the H200 (bench/results/nvml_call_cost_h200.json).
        # Reading it with the device idle would put a 3 ms hole in every batch, so the next
        # batch is queued first and the read happens while it runs.
        done, in_flight = 0, 0  # launches finished before the batch in flight; its size
        power: list[tuple[float, float]] = []

        def step() -> tuple[float, float, int]:
            """Queue the next batch, read the counter during it: (launches run by the read, time, mJ)."""
            nonlocal done, in_flight
            batch.wait()
            done += in_flight
            t_launch = self.clock()
            in_flight = int(batch.launch())
            t_a = self.clock()
            e = self._energy_mj()
            t = (t_a + self.clock()) / 2  # the value is from somewhere inside the call
            p = self._power_w()
            if p is not None:
                power.append((t, p))
            # The device started the batch at t_launch (its queue was empty) and runs at
            # work_s per batch, so this much of it is done by the read.
            ran = 1.0 if not batch.work_s else min(1.0, max(0.0, (t - t_launch) / batch.work_s))
            return done + ran * in_flight, t, e

        # Start: keep the kernel running until the counter moves; launches before that
        # moment are outside the window and not counted.
        e_prev = self._energy_mj()
        waited_from = self.clock()
        while True:
            n0, t0, e0 = step()
            if e0 != e_prev:
                break
            if t0 - waited_from > self.max_tick_wait_s:
                batch.wait()
                raise self._stuck()
        power = power[-1:]
        ticks: list[tuple[float, float, int]] = [(n0, t0, e0)]  # (launches, time_s, counter_mj)
        clocks = [self._sm_clock_mhz()]

        # End: past window_s, at the next counter move.
        while True:
            n, t, e = step()
            if e != ticks[-1][2]:
                ticks.append((n, t, e))
                clocks.append(self._sm_clock_mhz())
                if t - t0 >= window_s:
                    break
            elif t - t0 > window_s + self.max_tick_wait_s:
                batch.wait()
                raise self._stuck()
        batch.wait()  # the batch in flight ends outside the window

        n_end, t_end, e_end = ticks[-1]
        launches = n_end - n0
        utilization = self._utilization_pct()  # NVML's last sample period: inside the window
        check_board_busy(utilization, launches, t_end - t0, self.board_pci_bus_id, batch.keeps_board_busy)
        fit_j = fit_energy_j([(n - n0, t, e / 1000.0) for n, t, e in ticks], launches)
        return self._window(
            fit_j if self.energy_from == "fit" else (e_end - e0) / 1000.0,
            t_end - t0,
            int(round(launches)),
            clocks,
            ticks=len(ticks) - 1,
            instant_power_energy_j=trapezoid_j(power) if len(power) > 1 else None,
            fit_energy_j=fit_j,
            utilization_pct=utilization,
        )

    def _window(self, energy_j: float, duration_s: float, launches: int, clocks: list, **extra: Any) -> EnergyWindow:
        """The record, with the context read now: mean SM clock over the samples taken
        (clocks can sag mid-window at the power limit), temperature at the end (its peak)."""
        seen = [c for c in clocks if c is not None]
        return EnergyWindow(
            energy_j=energy_j,
            duration_s=duration_s,
            launches=launches,
            meter=self.name,
            estimated=False,
            sm_clock_mhz=statistics.fmean(seen) if seen else None,
            temperature_c=self._temperature_c(),
            power_limit_w=self.power_limit_w(),
            **extra,
        )

    def _measure_power_only(self, batch: Batch, window_s: float) -> EnergyWindow:
        """Fallback without a counter: integrate instant power sampled after every batch.

        Instant power averages the last ~25 ms and updates every ~100 ms, so the window
        starts one sensor period after the kernel does (Yang et al.: discard rise time).
        """
        lead_in_from = self.clock()
        while self.clock() - lead_in_from < SENSOR_PERIOD_S:
            batch()
        t0 = self.clock()
        samples = [(t0, self._power_w())]
        clocks = [self._sm_clock_mhz()]
        launches = 0
        while True:
            launches += int(batch())
            samples.append((self.clock(), self._power_w()))
            if samples[-1][0] - t0 >= window_s:
                break
        # A failed read is a missing sample, not a zero: integrate between the readings we have.
        read = [(t, p) for t, p in samples if p is not None]
        if len(read) < 2:
            raise MeterUnavailable("NVML power readings failed during the window")
        clocks.append(self._sm_clock_mhz())
        utilization = self._utilization_pct()
        check_board_busy(utilization, launches, samples[-1][0] - t0, self.board_pci_bus_id, batch.keeps_board_busy)
        energy_j = trapezoid_j(read) * (samples[-1][0] - t0) / (read[-1][0] - read[0][0])
        changes = sum(1 for a, b in zip(read, read[1:]) if a[1] != b[1])
        return self._window(
            energy_j, samples[-1][0] - t0, launches, clocks, ticks=changes, instant_power_energy_j=energy_j,
            utilization_pct=utilization,
        )

    def _stuck(self) -> MeterUnavailable:
        return MeterUnavailable(
            f"NVML energy counter did not advance within {self.max_tick_wait_s} s; the GPU or driver is not updating it"
        )

    # --- notebook use: plain deltas, no alignment ----------------------------------------
    def _read_begin(self) -> tuple[float, int | None, float | None]:
        return self.clock(), self._energy_mj() if self._has_counter else None, self._power_w()

    def _read_end(self, start: object, launches: int) -> EnergyWindow:
        t0, e0, p0 = start  # type: ignore[misc]
        t1, e1, p1 = self._read_begin()
        if self._has_counter:
            energy_j = (e1 - e0) / 1000.0
            if e1 == e0:
                log.warning("window shorter than one NVML counter update (~100 ms): energy reads 0")
        else:
            # Two samples only; prefer measure(), which samples after every batch.
            energy_j = trapezoid_j([(t0, p0 or 0.0), (t1, p1 or 0.0)])
        return self._window(energy_j, t1 - t0, launches, [self._sm_clock_mhz()])

    # --- context -------------------------------------------------------------------------
    def overlapped_read_s(self) -> float:
        """What `measure` reads while each batch runs: one counter read and one power read."""
        costs = []
        for _ in range(5):
            t = self.clock()
            if self._has_counter:
                self._energy_mj()
            self._power_w()
            costs.append(self.clock() - t)
        return statistics.median(costs)

    def describe(self) -> dict:
        counter = self._has_counter
        return {
            "name": self.name,
            "estimated": self.estimated,
            "device": self._optional(self._nvml.nvmlDeviceGetName, self.handle, scale=None),
            "settings": {
                "energy_source": "nvmlDeviceGetTotalEnergyConsumption" if counter else "integrated instant power",
                "energy_from": self.energy_from if counter else "trapezoid",
                "window_alignment": "both ends on counter ticks" if counter else "none",
                "instant_power": {"field": "NVML_FI_DEV_POWER_INSTANT", "usage": "nvmlDeviceGetPowerUsage"}.get(
                    self._power_from or ""
                ),
                "handle_by": "pci_bus_id" if self.pci_bus_id else "index",
                "pci_bus_id": self.board_pci_bus_id,
                "power_limit_w": self.power_limit_w(),
                "driver_version": self._optional(getattr(self._nvml, "nvmlSystemGetDriverVersion", None), scale=None),
            },
        }

    def close(self) -> None:
        try:
            self._nvml.nvmlShutdown()
        except (self._error, AttributeError):
            pass

