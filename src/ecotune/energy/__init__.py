"""Energy meters behind one interface: NVML's counter for GPUs, RAPL for CPUs, and a
labeled CPU-time estimate where nothing can be read.

    meter = create_meter("auto", device="cuda", pci_bus_id="0000:3B:00.0")
    window = meter.measure(run_batch, window_s=1.0)   # -> EnergyWindow
"""

from __future__ import annotations

import inspect
import logging
from typing import Any

from ecotune.energy.base import Batch, EnergyWindow, Meter
from ecotune.energy.cputime import CpuTimeMeter
from ecotune.energy.nvml import NvmlMeter
from ecotune.energy.rapl import RaplMeter
from ecotune.core.errors import ConfigError, MeterUnavailable

__all__ = ["Batch", "CpuTimeMeter", "EnergyWindow", "Meter", "NvmlMeter", "RaplMeter", "create_meter", "estimate_note",
           "METERS"]

log = logging.getLogger("ecotune.energy")

METERS: dict[str, type[Meter]] = {"nvml": NvmlMeter, "rapl": RaplMeter, "cputime": CpuTimeMeter}
DEVICES = ("cuda", "cpu")


def _accepted(cls: type[Meter]) -> set[str]:
    return set(inspect.signature(cls.__init__).parameters) - {"self"}


def _build(cls: type[Meter], options: dict[str, Any]) -> Meter:
    # One options dict may serve several meters (auto on cpu tries rapl, then cputime):
    # each meter takes the options it knows.
    mine = {k: v for k, v in options.items() if k in _accepted(cls)}
    return cls(**mine)


def create_meter(name: str = "auto", device: str = "cpu", **options: Any) -> Meter:
    """The meter for `device` ("cuda" or "cpu").

    auto: nvml on cuda; on cpu rapl when readable, else the cputime estimate. A meter named
    explicitly that cannot be read raises MeterUnavailable saying what to do.
    """
    if name != "auto" and name not in METERS:
        raise ConfigError(f"meter: unknown {name!r}; choose one of auto, {', '.join(METERS)}")
    if device not in DEVICES:
        raise ConfigError(f"device: unknown {device!r}; choose 'cuda' or 'cpu'")
    known = set().union(*(_accepted(cls) for cls in METERS.values()))
    unknown = sorted(set(options) - known)
    if unknown:
        raise ConfigError(f"meter options: unknown {', '.join(unknown)}; known: {', '.join(sorted(known))}")

    if name == "auto" and device == "cuda":
        meter = _build(NvmlMeter, options)
        log.info("energy meter: %s (auto for cuda)", meter.name)
        return meter
    if name == "auto":
        try:
            meter = _build(RaplMeter, options)
        except MeterUnavailable as exc:  # its problem alone: "use cputime" is what happens now
            log.warning("energy meter: cputime ESTIMATE, because RAPL is not readable: %s", exc.problem)
            return _build(CpuTimeMeter, options)
        log.info("energy meter: rapl (auto for cpu)")
        return meter

    try:
        meter = _build(METERS[name], options)
    except MeterUnavailable as exc:
        # The meters' own messages already say how to fix it or what to use instead.
        raise MeterUnavailable(f"meter {name!r} was requested but cannot be used: {exc}") from exc
    log.info("energy meter: %s (requested) for %s", meter.name, device)
    return meter


def estimate_note(name: str, target_kind: str) -> str | None:
    """The console's line for a run whose energy is the CPU-time estimate (meter cputime, or
    auto on a CPU without readable RAPL), said at its start and end as the report says it;
    None where energy is measured. Only a probe of RAPL: no meter is kept open."""
    if name in ("nvml", "rapl") or (name == "auto" and target_kind == "cuda"):
        return None
    if name == "auto":
        try:
            RaplMeter()
        except MeterUnavailable:
            pass
        else:
            return None
    meter = CpuTimeMeter()
    return ("energy is ESTIMATED in this run, from CPU time and wall time (meter cputime: "
            f"{meter.static_w:g} W static + {meter.per_core_w:g} W per busy core), not measured "
            "(the report says so too)")
