"""An ESTIMATE of CPU energy from wall time and this process's CPU time, for machines
without readable RAPL. Every record it makes says estimated=True.

    energy_j = static_w * wall_s + per_core_w * cpu_s

Defaults, in the spirit of CodeCarbon (which, for a CPU it cannot identify, assumes an
85 W TDP and charges half of it whatever the load):
- a reference CPU of 85 W TDP (CodeCarbon's fallback figure) with 8 cores;
- static_w = 25 W, about 30 % of that TDP: uncore, caches and memory controller draw it
  whenever the machine is on, so it accrues with wall time whether we compute or not;
- per_core_w = 7.5 W, the remaining 60 W spread over the 8 reference cores, charged per
  second of CPU time (user + system, this process and its waited-for children), so an
  8-core-busy second costs the full 85 W.
These are order-of-magnitude figures: comparisons between kernels on one machine mostly
measure CPU time; absolute joules are not measurements. Pass your CPU's figures when known.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from ecotune.energy.base import Clock, EnergyWindow, Meter, Sleep

REFERENCE_TDP_W = 85.0
REFERENCE_CORES = 8
DEFAULT_STATIC_W = 25.0
DEFAULT_PER_CORE_W = (REFERENCE_TDP_W - DEFAULT_STATIC_W) / REFERENCE_CORES  # 7.5 W


def process_cpu_s() -> float:
    """User + system CPU seconds of this process and its finished children."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


class CpuTimeMeter(Meter):
    """Estimated CPU energy; see the module docstring for the model and its defaults."""

    name = "cputime"
    estimated = True

    def __init__(
        self,
        static_w: float = DEFAULT_STATIC_W,
        per_core_w: float = DEFAULT_PER_CORE_W,
        *,
        clock: Clock = time.perf_counter,
        sleep: Sleep = time.sleep,
        cpu_time: Callable[[], float] = process_cpu_s,
        cpu_count: int | None = None,
    ) -> None:
        super().__init__(clock=clock, sleep=sleep)
        if static_w < 0 or per_core_w <= 0:
            raise ValueError(f"need static_w >= 0 and per_core_w > 0, got {static_w}, {per_core_w}")
        self.static_w = float(static_w)
        self.per_core_w = float(per_core_w)
        self._cpu_time = cpu_time
        self.cpu_count = cpu_count or os.cpu_count() or 1

    def _read_begin(self) -> tuple[float, float]:
        return self.clock(), self._cpu_time()

    def _read_end(self, start: object, launches: int) -> EnergyWindow:
        t1, cpu1 = self._read_begin()
        t0, cpu0 = start  # type: ignore[misc]
        wall_s, cpu_s = t1 - t0, max(0.0, cpu1 - cpu0)
        return EnergyWindow(
            energy_j=self.static_w * wall_s + self.per_core_w * cpu_s,
            duration_s=wall_s,
            launches=launches,
            meter=self.name,
            estimated=True,
            power_limit_w=self.power_limit_w(),
        )

    def idle_power_w(self, seconds: float = 2.0) -> float:
        # By the model's definition: nothing running costs the static share only.
        return self.static_w

    def power_limit_w(self) -> float:
        # Every core busy for the whole window: the most the model can ever report.
        return self.static_w + self.per_core_w * self.cpu_count

    def describe(self) -> dict:
        return {
            "name": self.name,
            "estimated": True,
            "device": f"{self.cpu_count} logical CPUs",
            "settings": {
                "model": "energy_j = static_w * wall_s + per_core_w * cpu_s",
                "static_w": self.static_w,
                "per_core_w": self.per_core_w,
                "reference": f"{REFERENCE_TDP_W:g} W TDP over {REFERENCE_CORES} cores (CodeCarbon's fallback TDP)",
            },
        }
