"""Fakes of the hardware CI lacks: an NVIDIA GPU seen through NVML, and a kernel on it.

The fake GPU's energy counter advances in 100 ms steps like the H200's, on a fake host
clock that syncs, reads and sleeps advance (launches only queue work, as on a real GPU),
so meter tests are exact and fast.
"""

from __future__ import annotations

from types import SimpleNamespace

from ecotune.core.board import normalize_bus_id

IDLE_W = 80.0
BUSY_W = 400.0


class FakeGpu:
    """A board whose energy counter publishes the true energy integral only at ticks.

    Ticks follow `tick_pattern_s` (the H200 mostly shows 100 ms, sometimes 40 ms); the
    first one comes `phase_s` after t=0 so windows do not start on a tick by luck.
    Launches queue work that the board runs while the host goes on (reads, more
    launches); the clock is the host's, and power is busy while queued work remains.
    """

    BOXCAR_S = 0.025  # instant power is an average over the last 25 ms (A100/H100 sensor)

    def __init__(self, tick_pattern_s=(0.1,), phase_s=0.037, read_cost_s=0.0):
        self.t = 0.0
        self.true_energy_j = 0.0
        self.counter_mj = 0
        self.segments: list[tuple[float, float, float]] = [(-1.0, 0.0, IDLE_W)]  # (start, end, W)
        self.power_w = IDLE_W
        self.read_cost_s = read_cost_s
        self.queue_end = 0.0  # when the board finishes the work queued so far
        self.busy_w = BUSY_W
        self.busy_s = 0.0  # seconds the board spent working, to check for idle holes
        self._pattern = list(tick_pattern_s)
        self._tick_index = 0
        self.next_tick = phase_s

    def clock(self) -> float:
        return self.t

    def enqueue(self, work_s: float, busy_w: float) -> None:
        self.busy_w = busy_w
        self.queue_end = max(self.queue_end, self.t) + work_s

    def wait(self) -> None:
        self.advance(max(0.0, self.queue_end - self.t))

    def advance(self, dt: float) -> None:
        """Host time passes; the board works through its queue meanwhile, then idles."""
        end = self.t + dt
        while self.t < end:
            busy = self.t < self.queue_end
            seg_end = min(end, self.queue_end) if busy else end
            if busy:
                self.busy_s += seg_end - self.t
            self._advance_at(seg_end, self.busy_w if busy else IDLE_W)

    def _advance_at(self, end: float, power_w: float) -> None:
        while self.next_tick <= end:
            self._run_until(self.next_tick, power_w)
            # At a tick the board publishes both readings: the energy integral so far and
            # the power averaged over the last 25 ms (what NVML calls instant power).
            self.counter_mj = int(self.true_energy_j * 1000)
            since = self.t - self.BOXCAR_S
            self.power_w = sum(p * (e - max(s, since)) for s, e, p in self.segments if e > since) / self.BOXCAR_S
            self.next_tick += self._pattern[self._tick_index % len(self._pattern)]
            self._tick_index += 1
        self._run_until(end, power_w)

    def _run_until(self, t: float, power_w: float) -> None:
        if t > self.t:
            self.true_energy_j += power_w * (t - self.t)
            self.segments.append((self.t, t, power_w))
            self.segments = self.segments[-5000:]
            self.t = t

    def sleep(self, seconds: float) -> None:
        self.advance(seconds)

    def read(self) -> None:
        # An NVML call takes host time; queued work keeps running meanwhile.
        if self.read_cost_s:
            self.advance(self.read_cost_s)


class FakeKernel:
    """launch() costs the host `launch_s` and queues `latency_s` of work at `busy_w`;
    sync() waits for the queue, then costs `sync_s`."""

    def __init__(self, gpu: FakeGpu, latency_s=0.001, busy_w=BUSY_W, sync_s=0.0, launch_s=0.0):
        self.gpu, self.latency_s, self.busy_w, self.sync_s = gpu, latency_s, busy_w, sync_s
        self.launch_s = launch_s
        self.pending = 0
        self.batch_sizes: list[int] = []

    def launch(self) -> None:
        self.gpu.advance(self.launch_s)
        # A launch-bound kernel starts when it is queued, not when the previous one ends.
        self.gpu.enqueue(self.latency_s, self.busy_w)
        self.pending += 1

    def sync(self) -> None:
        self.gpu.wait()
        self.gpu.advance(self.sync_s)
        self.batch_sizes.append(self.pending)
        self.pending = 0

    def batch(self, n: int):
        def run() -> int:
            for _ in range(n):
                self.launch()
            self.sync()
            return n

        return run


class FakeNvml:
    """The slice of pynvml the meter uses. Any nvmlDeviceSet* access is recorded and fails."""

    NVML_SUCCESS = 0
    NVML_FI_DEV_POWER_INSTANT = 186
    NVML_CLOCK_SM = 1
    NVML_TEMPERATURE_GPU = 0

    class NVMLError(Exception):
        pass

    class NVMLError_NotSupported(NVMLError):
        pass

    KERNEL_BOARD = "00000000:3B:00.0"  # the board the fake GPU's kernels run on

    def __init__(self, gpu: FakeGpu, *, energy_supported=True, field_supported=True, init_fails=False):
        self.gpu = gpu
        self._busy_seen = (gpu.t, gpu.busy_s)  # utilisation covers the time since the last read
        self.energy_supported = energy_supported
        self.field_supported = field_supported
        self.init_fails = init_fails
        self.devices = {"00000000:3B:00.0": "gpu-at-3b", "00000000:86:00.0": "gpu-at-86"}
        self.calls: list[str] = []
        self.set_calls: list[str] = []

    def __getattr__(self, name):
        if "Set" in name:
            self.set_calls.append(name)
            raise AssertionError(f"meter called the setter {name}")
        raise AttributeError(name)

    def nvmlInit(self):
        if self.init_fails:
            raise self.NVMLError("Driver Not Loaded")

    def nvmlShutdown(self):
        pass

    def nvmlDeviceGetHandleByPciBusId(self, bus_id):
        self.calls.append(f"bus:{bus_id}")
        # Real NVML parses the id ("%x:%x:%x.%x"), so CUDA's 4-digit domain finds the board too.
        wanted = normalize_bus_id(bus_id)
        found = [h for bus, h in self.devices.items() if normalize_bus_id(bus) == wanted]
        if not found:
            raise self.NVMLError("Not Found")
        return found[0]

    def nvmlDeviceGetHandleByIndex(self, index):
        self.calls.append(f"index:{index}")
        return list(self.devices.values())[index]

    def nvmlDeviceGetPciInfo(self, handle):
        bus_id = next(bus for bus, h in self.devices.items() if h == handle)
        return SimpleNamespace(busId=bus_id.encode())

    def nvmlDeviceGetUtilizationRates(self, handle):
        """Busy share since the last read on the kernel's board; other boards idle."""
        (t0, busy0), now = self._busy_seen, (self.gpu.t, self.gpu.busy_s)
        self._busy_seen = now
        on_kernel_board = handle == self.devices[self.KERNEL_BOARD]
        share = (now[1] - busy0) / (now[0] - t0) if now[0] > t0 and on_kernel_board else 0.0
        return SimpleNamespace(gpu=int(round(100 * min(1.0, share))), memory=0)

    def nvmlDeviceGetName(self, handle):
        return "NVIDIA H200"

    def nvmlDeviceGetTotalEnergyConsumption(self, handle):
        self.gpu.read()
        if not self.energy_supported:
            raise self.NVMLError_NotSupported("Not Supported")
        return self.gpu.counter_mj

    def nvmlDeviceGetFieldValues(self, handle, fields):
        self.gpu.read()
        ok = self.field_supported and fields == [self.NVML_FI_DEV_POWER_INSTANT]
        value = SimpleNamespace(uiVal=int(self.gpu.power_w * 1000))
        return [SimpleNamespace(nvmlReturn=0 if ok else 3, valueType=1, value=value)]

    def nvmlDeviceGetPowerUsage(self, handle):
        self.gpu.read()
        return int(self.gpu.power_w * 1000)

    def nvmlDeviceGetClockInfo(self, handle, which):
        assert which == self.NVML_CLOCK_SM
        return 1980

    def nvmlDeviceGetTemperature(self, handle, sensor):
        return 41

    def nvmlDeviceGetEnforcedPowerLimit(self, handle):
        return 700_000
