"""Energy of built candidates, measured in an isolated, persistent worker process.

A bad kernel can poison the CUDA context (or crash the process), so energy is measured in
a PopenPoolExecutor worker (max_workers=1) that lives for the whole search, as
MetaSchedule's LocalRunner does for latency. The worker creates the meter once and runs
the ecotune.measurement.measure protocol (warm-up, batches, one tick-aligned window, plausibility) on
the candidate's built artifact. A crash, a timeout or an implausible reading becomes an
`EnergyOutcome` with an error for that candidate; the worker restarts and the search
goes on.
"""

from __future__ import annotations

import concurrent.futures
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tvm.support.popen_pool import PopenPoolExecutor, kill_child_processes

from ..core.errors import ImplausibleMeasurement, MeterUnavailable, last_line
from ..core.lifeline import hold_worker_lifeline

log = logging.getLogger("ecotune.search")


@dataclass(frozen=True)
class MeterSpec:
    """What create_meter gets inside the worker: name, device ("cuda"/"cpu"), options."""

    name: str = "auto"
    device: str = "cpu"
    options: tuple[tuple[str, Any], ...] = ()  # e.g. (("pci_bus_id", "0000:3B:00.0"),)

    @classmethod
    def for_target(cls, name: str, target) -> "MeterSpec":
        """The meter `name` on the target's device, opened on the board this job claimed."""
        return cls(name, target.device_type, (("pci_bus_id", target.pci_bus_id),))


@dataclass(frozen=True)
class EnergyJob:
    """One candidate to measure. `launch` (its launch configuration) is not needed by the
    real measurement; it is there so test doubles can make energy depend on it."""

    trace_hash: str
    artifact_path: str
    device_type: str  # "cuda" or "cpu", as in MetaSchedule's RunnerInput
    args_info: tuple  # ArgInfo.as_json() per argument: ("TENSOR", dtype, shape)
    meter: MeterSpec
    window_s: float
    warmup_s: float
    idle_power_w: float | None
    launch: dict = field(default_factory=dict)
    cuda_graph: bool = False  # replay the kernel from a CUDA graph (kernels.graph_launch)


@dataclass
class EnergyOutcome:
    row: dict | None  # KernelMeasurement.to_row() when it worked
    error: str  # "" when it worked
    seconds: float  # wall time, worker start and module load included


def energy_row(round_: int, trace_hash: str, latency_s: float, out: EnergyOutcome, launch: dict,
               predicted_energy_j: float = math.nan) -> list:
    """One row of energy.csv (ENERGY's columns, in order) for a measurement, failed or not."""
    m = out.row or {}
    return [round_, trace_hash, latency_s, m.get("energy_j", math.nan), m.get("power_w", math.nan),
            m.get("launches", 0), m.get("window_s", math.nan), launch["grid"], launch["block"],
            launch["shared_memory_bytes"], predicted_energy_j, out.error, m.get("latency_s", math.nan),
            launch["parallel"], launch["vectorize"], m.get("meter", ""), m.get("estimated", ""),
            m.get("attempts", 0), out.seconds, m.get("kernel_pci_bus_id", ""),
            m.get("meter_pci_bus_id", ""), m.get("utilization_pct", math.nan), m.get("launch", "")]


# --------------------------------------------------------------------------- worker side
_WORKER: dict[str, Any] = {}


def worker_ready() -> bool:
    """Answered once the worker has started and imported this module: see EnergyMeasurer._call."""
    return True


def _worker_meter(spec: MeterSpec):
    """The worker's meter, created once per worker process (NVML init is not free)."""
    if _WORKER.get("spec") != spec:
        from ecotune.energy import create_meter

        _WORKER["meter"] = create_meter(spec.name, spec.device, **dict(spec.options))
        _WORKER["spec"] = spec
    return _WORKER["meter"]


def worker_idle_power(spec: MeterSpec, seconds: float) -> dict:
    """Idle power, power limit and meter description, read in the worker."""
    from ecotune.measurement.measure import measure_idle_power

    meter = _worker_meter(spec)
    if spec.device == "cuda":  # the board this worker's kernels will run on, checked up front
        from ecotune.core.board import cuda_device_bus_id

        meter.check_device(cuda_device_bus_id(0))
    return {"idle_power_w": measure_idle_power(meter, seconds), "power_limit_w": meter.power_limit_w(),
            "meter": meter.describe()}


def load_job_kernel(job: EnergyJob):
    """(measure.Kernel, runtime module, how it launches) for the job's artifact, with random
    non-zero inputs; job.cuda_graph: GRAPH_CALLS calls a launch from a CUDA graph (a capture that
    fails, or a CPU target, runs one call a launch, and the third value says why)."""
    import tvm
    from tvm.s_tir.meta_schedule.runner.local_runner import default_alloc_argument

    from ecotune.core.board import cuda_device_bus_id
    from ecotune.measurement.kernels import launch_of
    from ecotune.measurement.measure import Kernel

    rt_mod = tvm.runtime.load_module(job.artifact_path)
    dev = tvm.runtime.device(job.device_type, 0)
    args = default_alloc_argument(dev, [list(a) for a in job.args_info], 1)[0]
    func = rt_mod[rt_mod.entry_name]
    launch, calls, how, sync = launch_of(lambda: func(*args), dev.sync, job.device_type, job.cuda_graph)
    bus_id = cuda_device_bus_id(0) if job.device_type == "cuda" else None  # what the meter checks
    kernel = Kernel(name=job.trace_hash, launch=launch, sync=sync, calls_per_launch=calls, pci_bus_id=bus_id)
    return kernel, rt_mod, how


def measure_artifact(job: EnergyJob) -> dict:
    """Runs in the worker: the measurement protocol on one built candidate."""
    from ecotune.measurement.measure import measure_kernel

    kernel, _, how = load_job_kernel(job)
    meter = _worker_meter(job.meter)
    m = measure_kernel(kernel, meter, window_s=job.window_s, warmup_s=job.warmup_s,
                       idle_power_w=job.idle_power_w)
    return m.to_row() | {"launch": how}


# --------------------------------------------------------------------------- parent side
class WorkerUnresponsive(TimeoutError):
    """The worker did not answer by the parent's deadline and was killed."""


class EnergyMeasurer:
    """Measures candidates one at a time in a persistent worker; never raises per candidate.

    timeout_s bounds one measurement inside the worker (module load included): the worker's
    own timer answers "timed out". If the worker does not answer within timeout_s + grace_s
    (a native hang holding the GIL stops that timer), it is killed from here: "did not
    answer". Both clocks start together: the parent's only once the worker is up and idle
    (`worker_ready` answered, within start_timeout_s), so a slow worker start (importing TVM
    on a loaded machine) cannot eat the grace and turn a "timed out" into a "did not answer".
    `measure_fn(job) -> dict` runs in the worker; tests swap it.
    """

    def __init__(self, meter: MeterSpec, *, window_s: float, warmup_s: float, idle_s: float,
                 cuda_graph: bool = False, timeout_s: float = 60.0, grace_s: float = 10.0, start_timeout_s: float = 300.0,
                 measure_fn: Callable[[EnergyJob], dict] = measure_artifact) -> None:
        self.meter = meter
        self.window_s, self.warmup_s, self.idle_s = window_s, warmup_s, idle_s
        self.cuda_graph = cuda_graph
        self.timeout_s, self.grace_s, self.start_timeout_s = timeout_s, grace_s, start_timeout_s
        self.measure_fn = measure_fn
        self.idle_power_w: float | None = None
        self.power_limit_w: float | None = None
        self.meter_description: dict = {}
        self.restarts = 0
        self._pool: PopenPoolExecutor | None = None
        self._starting: concurrent.futures.Future | None = None  # start(background=True) in flight
        self.start_error: MeterUnavailable | None = None

    def _executor(self) -> PopenPoolExecutor:
        if self._pool is None:
            self._pool = PopenPoolExecutor(max_workers=1, timeout=self.timeout_s,
                                           initializer=hold_worker_lifeline)
        return self._pool

    def _call(self, fn, *args) -> Any:
        # Start (or check) the worker first, under its own deadline: the measurement's
        # deadline below must count from a worker that is ready, as the worker's timer does.
        self._await(worker_ready, (), self.start_timeout_s, "start")
        return self._await(fn, args, self.timeout_s + self.grace_s, "answer")

    def _await(self, fn, args: tuple, deadline: float, what: str) -> Any:
        future = self._executor().submit(fn, *args)
        done, _ = concurrent.futures.wait([future], timeout=deadline)
        if not done:  # the worker's own timer could not fire (native hang holding the GIL)
            self._kill_worker()
            done, _ = concurrent.futures.wait([future], timeout=30.0)
            if not done:  # should not happen: abandon the pool rather than the search
                self._pool = None
            raise WorkerUnresponsive(f"energy worker did not {what} within {deadline:g} s; killed")
        return future.result()

    def _recycle(self) -> None:
        """Replace an idle worker by a fresh process (and CUDA context) on next use."""
        self.restarts += 1
        for worker in list(getattr(self._pool, "_worker_map", {}).values()):
            worker.kill()

    def _kill_worker(self) -> None:
        """Kill the worker process only. PopenPoolExecutor.shutdown would first close the
        pipe that the waiting thread is blocked reading, and deadlock on its buffer lock;
        a dead worker instead gives that thread EOF, and the pool restarts it on next use."""
        self.restarts += 1
        for worker in list(getattr(self._pool, "_worker_map", {}).values()):
            proc = getattr(worker, "_proc", None)
            if proc is not None:
                kill_child_processes(proc.pid)
                proc.kill()

    def start(self, background: bool = False) -> None:
        """Create the meter in the worker and read idle power once (plausibility bounds).

        background: return at once and read while the caller does host work (evolution,
        builds: ~7 s of worker start and idle reading per job, otherwise waited for); the
        caller must `wait_started()` before it runs anything on the device, as `measure` does.
        """
        if not background:
            self._start()
            return
        starter = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="energy-start")
        self._starting = starter.submit(self._start)
        starter.shutdown(wait=False)

    def wait_started(self) -> None:
        """Block until a background start is done; raises its MeterUnavailable (each call)."""
        if self._starting is not None:
            starting, self._starting = self._starting, None
            try:
                starting.result()
            except MeterUnavailable as exc:
                self.start_error = exc
        if self.start_error is not None:
            raise self.start_error

    def _start(self) -> None:
        try:
            info = self._call(worker_idle_power, self.meter, self.idle_s)
        except Exception as exc:
            raise MeterUnavailable(f"the energy worker could not read meter {self.meter.name!r} on "
                                   f"{self.meter.device}: {last_line(str(exc)) or type(exc).__name__}") from exc
        self.idle_power_w, self.power_limit_w = info["idle_power_w"], info["power_limit_w"]
        self.meter_description = info["meter"]
        log.info("energy worker: meter %s, idle %.4g W, limit %s W", info["meter"].get("name"),
                 self.idle_power_w, self.power_limit_w)

    def measure(self, trace_hash: str, artifact_path: str, device_type: str, args_info: tuple,
                launch: dict) -> EnergyOutcome:
        self.wait_started()  # the idle reading first; a meter that failed to start is not per candidate
        job = EnergyJob(trace_hash=trace_hash, artifact_path=artifact_path, device_type=device_type,
                        args_info=args_info, meter=self.meter, window_s=self.window_s,
                        warmup_s=self.warmup_s, idle_power_w=self.idle_power_w, launch=dict(launch),
                        cuda_graph=self.cuda_graph)
        start = time.perf_counter()
        try:
            row = self._call(self.measure_fn, job)
            error = ""
        except WorkerUnresponsive as exc:  # killed by _call
            row, error = None, str(exc)
        except TimeoutError:  # the worker's timer fired; the pool killed the worker
            row, error = None, f"energy measurement timed out after {self.timeout_s:g} s"
            self.restarts += 1
        except ChildProcessError:
            row, error = None, "energy worker crashed (the kernel killed the process)"
            self.restarts += 1
        except Exception as exc:  # noqa: BLE001 - implausible reading, load error, CUDA error, ...
            last = last_line(str(exc))  # the worker sends its traceback: "...\nType: message"
            named = last.split(":", 1)[0].endswith(type(exc).__name__)
            row, error = None, last if named else f"{type(exc).__name__}: {last}".rstrip(": ")
            if not isinstance(exc, ImplausibleMeasurement):
                self._recycle()  # e.g. an illegal address leaves the CUDA context unusable
        seconds = time.perf_counter() - start
        if error:
            log.warning("energy of %s failed after %.1f s: %s", trace_hash, seconds, error)
        return EnergyOutcome(row, error, seconds)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None
