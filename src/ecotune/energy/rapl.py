"""CPU energy from Linux powercap RAPL counters (package + DRAM).

Layout read (Linux powercap): `<root>/intel-rapl:N` is socket N's package zone and its
`intel-rapl:N:M` subzones are parts of it (core, uncore) or, when named "dram", memory
beside it. We sum packages and DRAM; core/uncore are already inside the package, and
top-level zones such as "psys" (whole platform) would count the same energy twice.
AMD CPUs appear under the same names since Linux 5.8.

RAPL updates about every millisecond, so no tick alignment is needed: read, run, read.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path

from ecotune.energy.base import Clock, EnergyWindow, Meter, Sleep
from ecotune.core.errors import MeterUnavailable

log = logging.getLogger(__name__)

PACKAGE_ZONE = re.compile(r"^intel-rapl:\d+$")
SUBZONE = re.compile(r"^intel-rapl:\d+:\d+$")
PERMISSION_HINT = (
    "RAPL energy files are readable only by root on Linux >= 5.10 (CVE-2020-8694): "
    "run `sudo chmod -R a+r /sys/class/powercap/intel-rapl` (until reboot) or run as root"
)
CPUTIME_FALLBACK = "or, to estimate instead, use meter 'cputime'"


def _read(path: Path) -> str:
    # One seam for every sysfs read, so tests can make a file unreadable even as root.
    return path.read_text()


@dataclass(frozen=True)
class RaplZone:
    path: Path
    name: str
    max_energy_range_uj: int

    def energy_uj(self) -> int:
        return int(_read(self.path / "energy_uj"))


class RaplMeter(Meter):
    """Package + DRAM energy of all CPU sockets, from RAPL through powercap sysfs."""

    name = "rapl"
    estimated = False

    def __init__(
        self,
        root: str | Path = "/sys/class/powercap",
        *,
        clock: Clock = time.perf_counter,
        sleep: Sleep = time.sleep,
    ) -> None:
        super().__init__(clock=clock, sleep=sleep)
        self.root = Path(root)
        try:
            self.zones = _find_zones(self.root)
            if not self.zones:
                raise MeterUnavailable(
                    f"no RAPL zones (intel-rapl:N) under {self.root}: this CPU, VM or kernel does not expose RAPL",
                    fallback=CPUTIME_FALLBACK)
            self._read_counters()  # fail now, not in the middle of a tuning run
        except PermissionError as exc:
            raise MeterUnavailable(f"cannot read {exc.filename or self.root}. {PERMISSION_HINT}",
                                   fallback=CPUTIME_FALLBACK) from exc
        log.debug("RAPL zones: %s", ", ".join(f"{z.path.name}={z.name}" for z in self.zones))

    def _read_counters(self) -> list[int]:
        try:
            return [zone.energy_uj() for zone in self.zones]
        except PermissionError as exc:
            raise MeterUnavailable(f"cannot read {exc.filename or self.root}. {PERMISSION_HINT}",
                                   fallback=CPUTIME_FALLBACK) from exc

    def _read_begin(self) -> tuple[float, list[int]]:
        return self.clock(), self._read_counters()

    def _read_end(self, start: object, launches: int) -> EnergyWindow:
        counters_end = self._read_counters()
        t1 = self.clock()
        t0, counters_start = start  # type: ignore[misc]
        energy_uj = sum(
            _delta_uj(before, after, zone.max_energy_range_uj)
            for zone, before, after in zip(self.zones, counters_start, counters_end)
        )
        return EnergyWindow(
            energy_j=energy_uj / 1e6,
            duration_s=t1 - t0,
            launches=launches,
            meter=self.name,
            estimated=False,
            power_limit_w=self.power_limit_w(),
        )

    def power_limit_w(self) -> float | None:
        """Sum over zones of each zone's highest limit (the short-term one can hold for
        seconds, longer than a window). None when any summed zone has no limit set."""
        total_uw = 0
        for zone in self.zones:
            limits = []
            for path in sorted(zone.path.glob("constraint_*_power_limit_uw")):
                try:
                    limits.append(int(_read(path)))
                except (OSError, ValueError):
                    continue
            if not limits or max(limits) <= 0:
                return None
            total_uw += max(limits)
        return total_uw / 1e6

    def describe(self) -> dict:
        cpu = None
        try:
            for line in Path("/proc/cpuinfo").read_text().splitlines():
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
        except OSError:
            pass
        return {
            "name": self.name,
            "estimated": False,
            "device": cpu,
            "settings": {
                "root": str(self.root),
                "zones": {z.path.name: z.name for z in self.zones},
                "power_limit_w": self.power_limit_w(),
            },
        }


def _find_zones(root: Path) -> list[RaplZone]:
    if not root.is_dir():
        return []
    zones = []
    for package in sorted(p for p in root.iterdir() if PACKAGE_ZONE.match(p.name)):
        name = _read(package / "name").strip()
        if not name.startswith("package"):
            log.info("skipping RAPL zone %s (%s): not a CPU package", package.name, name)
            continue
        zones.append(_zone(package, name))
        for sub in sorted(p for p in package.iterdir() if SUBZONE.match(p.name)):
            sub_name = _read(sub / "name").strip()
            if sub_name == "dram":
                zones.append(_zone(sub, sub_name))
    return zones


def _zone(path: Path, name: str) -> RaplZone:
    return RaplZone(path=path, name=name, max_energy_range_uj=int(_read(path / "max_energy_range_uj")))


def _delta_uj(before: int, after: int, max_range_uj: int) -> int:
    """Counter difference across at most one wraparound.

    max_energy_range_uj is typically ~262 kJ, one wrap per ~15 min at 300 W, so a window
    of seconds sees at most one; longer windows than that would silently lose ranges.
    """
    if after >= before:
        return after - before
    return after + max_range_uj - before
