"""Meters against fakes of the HARDWARE (an NVML module object, a sysfs tree); the meters
themselves are the real code. Time is a fake clock that only kernels and reads advance."""

from __future__ import annotations

import logging
import math
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from ecotune.energy import CpuTimeMeter, NvmlMeter, RaplMeter, create_meter
from ecotune.energy import rapl as rapl_module
from ecotune.core.errors import ConfigError, MeterUnavailable

from fake_hw import BUSY_W, IDLE_W, FakeGpu, FakeKernel, FakeNvml


def make_nvml(bus="00000000:3B:00.0", read_cost_s=0.0, **fake_options):
    gpu = FakeGpu(read_cost_s=read_cost_s)
    nvml = FakeNvml(gpu, **fake_options)
    meter = NvmlMeter(nvml=nvml, pci_bus_id=bus, clock=gpu.clock, sleep=gpu.sleep)
    return gpu, nvml, meter


# --- NVML ----------------------------------------------------------------------------------

def test_aligned_window_is_accurate_where_a_naive_delta_is_not():
    gpu, nvml, meter = make_nvml()
    kernel = FakeKernel(gpu, latency_s=0.001)
    true_j_per_launch = BUSY_W * kernel.latency_s

    window = meter.measure(kernel.batch(5), window_s=1.0)
    assert window.meter == "nvml" and not window.estimated
    assert window.ticks >= 10
    assert window.energy_j / window.launches == pytest.approx(true_j_per_launch, rel=0.01)
    assert window.fit_energy_j / window.launches == pytest.approx(true_j_per_launch, rel=0.01)
    assert window.power_w == pytest.approx(BUSY_W, rel=0.01)
    assert window.instant_power_energy_j == pytest.approx(window.energy_j, rel=0.02)
    assert window.sm_clock_mhz == 1980 and window.temperature_c == 41 and window.power_limit_w == 700

    # The naive way: read, run 0.15 s, read. The counter moved once or twice, not 1.5 times.
    meter.begin_window()
    run, launches, t0 = kernel.batch(5), 0, gpu.clock()
    while gpu.clock() - t0 < 0.15:
        launches += run()
    naive = meter.end_window()
    assert naive.launches == 0
    assert abs(naive.energy_j / launches / true_j_per_launch - 1) > 0.05


def test_window_never_shorter_than_a_counter_tick():
    gpu = FakeGpu(tick_pattern_s=(0.1, 0.04, 0.1))
    meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", clock=gpu.clock, sleep=gpu.sleep)
    kernel = FakeKernel(gpu, latency_s=0.001)
    for _ in range(6):
        window = meter.measure(kernel.batch(2), window_s=0.001)
        assert window.ticks == 1
        assert window.duration_s >= 0.04 - 0.003
        assert window.energy_j > 0
        assert window.energy_j / window.launches == pytest.approx(BUSY_W * 0.001, rel=0.1)


def test_fit_can_be_chosen_as_energy():
    gpu = FakeGpu()
    meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", energy_from="fit", clock=gpu.clock)
    window = meter.measure(FakeKernel(gpu).batch(5), window_s=1.0)
    assert window.energy_j == window.fit_energy_j
    assert meter.describe()["settings"]["energy_from"] == "fit"


def test_handle_comes_from_pci_bus_id_not_index():
    gpu = FakeGpu()
    nvml = FakeNvml(gpu)
    meter = NvmlMeter(cuda_index=0, nvml=nvml, pci_bus_id="00000000:86:00.0", clock=gpu.clock)
    assert meter.handle == "gpu-at-86"
    assert nvml.calls == ["bus:00000000:86:00.0"]
    assert meter.describe()["settings"]["handle_by"] == "pci_bus_id"


def test_index_fallback_is_logged(caplog):
    gpu = FakeGpu()
    nvml = FakeNvml(gpu)
    with caplog.at_level(logging.INFO, logger="ecotune.energy"):
        meter = NvmlMeter(cuda_index=1, nvml=nvml, clock=gpu.clock)
    assert meter.handle == "gpu-at-86" and nvml.calls == ["index:1"]
    assert "PCI bus id" in caplog.text


def test_unknown_bus_id_is_unavailable():
    with pytest.raises(MeterUnavailable, match="00000000:AA:00.0"):
        NvmlMeter(nvml=FakeNvml(FakeGpu()), pci_bus_id="00000000:AA:00.0")


def test_falls_back_to_instant_power_without_counter(caplog):
    with caplog.at_level(logging.WARNING, logger="ecotune.energy"):
        gpu, nvml, meter = make_nvml(energy_supported=False)
    assert meter.name == "nvml-power" and "instant power" in caplog.text
    window = meter.measure(FakeKernel(gpu).batch(5), window_s=0.5)
    assert window.meter == "nvml-power"
    assert window.power_w == pytest.approx(BUSY_W, rel=0.02)
    assert window.instant_power_energy_j == window.energy_j


def test_power_usage_used_when_instant_field_unsupported():
    gpu, nvml, meter = make_nvml(field_supported=False)
    assert meter.describe()["settings"]["instant_power"] == "nvmlDeviceGetPowerUsage"
    window = meter.measure(FakeKernel(gpu).batch(5), window_s=0.5)
    assert window.instant_power_energy_j == pytest.approx(window.energy_j, rel=0.03)


def test_no_setter_is_ever_called():
    gpu, nvml, meter = make_nvml()
    meter.measure(FakeKernel(gpu).batch(5), window_s=0.3)
    meter.begin_window()
    gpu.enqueue(0.3, BUSY_W)
    gpu.wait()
    meter.end_window()
    meter.idle_power_w(0.3)
    meter.power_limit_w()
    meter.describe()
    meter.overlapped_read_s()
    meter.close()
    assert nvml.set_calls == []


def test_idle_power_is_measured_with_nothing_running():
    gpu, _, meter = make_nvml()
    assert meter.idle_power_w(1.0) == pytest.approx(IDLE_W, rel=0.01)


def test_nvml_init_failure_is_unavailable():
    with pytest.raises(MeterUnavailable, match="NVML could not be initialised"):
        NvmlMeter(nvml=FakeNvml(FakeGpu(), init_fails=True))


def test_stuck_counter_is_reported():
    gpu = FakeGpu(phase_s=1e9)  # never ticks
    meter = NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0", max_tick_wait_s=0.5, clock=gpu.clock)
    with pytest.raises(MeterUnavailable, match="did not advance"):
        meter.measure(FakeKernel(gpu).batch(5), window_s=0.1)


# --- RAPL ----------------------------------------------------------------------------------
MAX_RANGE_UJ = 262_143_328_850


def write_zone(path: Path, name: str, energy_uj: int, limit_uw: int | None = None) -> Path:
    path.mkdir(parents=True)
    (path / "name").write_text(name + "\n")
    (path / "energy_uj").write_text(f"{energy_uj}\n")
    (path / "max_energy_range_uj").write_text(f"{MAX_RANGE_UJ}\n")
    if limit_uw is not None:
        (path / "constraint_0_power_limit_uw").write_text(f"{limit_uw}\n")
    return path


@pytest.fixture
def sysfs(tmp_path):
    root = tmp_path / "powercap"
    pkg = write_zone(root / "intel-rapl:0", "package-0", 1_000_000, limit_uw=150_000_000)
    dram = write_zone(pkg / "intel-rapl:0:0", "dram", 500_000, limit_uw=20_000_000)
    core = write_zone(pkg / "intel-rapl:0:1", "core", 7_000_000)
    psys = write_zone(root / "intel-rapl:1", "psys", 9_000_000)
    return SimpleNamespace(root=root, pkg=pkg, dram=dram, core=core, psys=psys)


def bump(zone: Path, delta_uj: int) -> None:
    value = int((zone / "energy_uj").read_text()) + delta_uj
    (zone / "energy_uj").write_text(f"{value % MAX_RANGE_UJ}\n")


def test_rapl_sums_package_and_dram_only(sysfs):
    clock = SimpleNamespace(t=0.0)
    meter = RaplMeter(sysfs.root, clock=lambda: clock.t)
    assert [z.name for z in meter.zones] == ["package-0", "dram"]

    def run_batch() -> int:
        clock.t += 0.1
        bump(sysfs.pkg, 10_000_000)  # 100 W
        bump(sysfs.dram, 1_000_000)  # 10 W
        bump(sysfs.core, 8_000_000)  # inside the package: must not be added
        bump(sysfs.psys, 50_000_000)
        return 3

    window = meter.measure(run_batch, window_s=0.95)  # 10 batches of 0.1 s
    assert window.meter == "rapl" and not window.estimated
    assert window.launches == 30
    assert window.energy_j == pytest.approx(110.0)
    assert window.power_w == pytest.approx(110.0)
    assert meter.power_limit_w() == pytest.approx(170.0)


def test_rapl_handles_wraparound(sysfs):
    (sysfs.pkg / "energy_uj").write_text(f"{MAX_RANGE_UJ - 3_000_000}\n")
    clock = SimpleNamespace(t=0.0)
    meter = RaplMeter(sysfs.root, clock=lambda: clock.t)
    meter.begin_window()
    clock.t = 1.0
    bump(sysfs.pkg, 5_000_000)
    assert int((sysfs.pkg / "energy_uj").read_text()) < 3_000_000  # it wrapped
    window = meter.end_window()
    assert window.energy_j == pytest.approx(5.0)


def test_rapl_unreadable_says_how_to_fix(sysfs, monkeypatch):
    real_read = rapl_module._read

    def deny_energy(path: Path) -> str:
        if path.name == "energy_uj":
            raise PermissionError(13, "Permission denied", str(path))
        return real_read(path)

    monkeypatch.setattr(rapl_module, "_read", deny_energy)
    with pytest.raises(MeterUnavailable, match=r"chmod -R a\+r /sys/class/powercap/intel-rapl"):
        RaplMeter(sysfs.root)


def test_rapl_without_zones_is_unavailable(tmp_path):
    with pytest.raises(MeterUnavailable, match="no RAPL zones"):
        RaplMeter(tmp_path)


# --- cputime -------------------------------------------------------------------------------
def test_cputime_model_and_labels():
    state = SimpleNamespace(wall=0.0, cpu=0.0)
    meter = CpuTimeMeter(
        static_w=20.0, per_core_w=5.0, clock=lambda: state.wall, cpu_time=lambda: state.cpu, cpu_count=4
    )

    def two_cores_busy() -> int:
        state.wall += 0.1
        state.cpu += 0.2
        return 1

    window = meter.measure(two_cores_busy, window_s=0.95)  # 10 batches of 0.1 s
    assert window.meter == "cputime" and window.estimated
    assert window.energy_j == pytest.approx(20.0 * 1.0 + 5.0 * 2.0)
    assert meter.power_limit_w() == 40.0 and meter.idle_power_w() == 20.0
    assert meter.describe()["estimated"] is True


def test_cputime_busy_costs_more_than_sleeping():
    meter = CpuTimeMeter()

    def busy() -> int:
        end = time.perf_counter() + 0.01
        while time.perf_counter() < end:
            pass
        return 1

    def rest() -> int:
        time.sleep(0.01)
        return 1

    assert meter.measure(busy, 0.2).power_w > meter.measure(rest, 0.2).power_w
    assert math.isclose(meter.idle_power_w(), meter.static_w)


# --- create_meter --------------------------------------------------------------------------
def test_create_meter_auto_choices(sysfs, tmp_path):
    gpu = FakeGpu()
    assert isinstance(create_meter("auto", device="cuda", nvml=FakeNvml(gpu), pci_bus_id="00000000:3B:00.0"), NvmlMeter)
    assert isinstance(create_meter("auto", device="cpu", root=sysfs.root), RaplMeter)
    fallback = create_meter("auto", device="cpu", root=tmp_path / "none", static_w=10.0)
    assert isinstance(fallback, CpuTimeMeter) and fallback.static_w == 10.0


def test_auto_falling_back_to_cputime_does_not_advise_cputime(tmp_path, caplog):
    """meter auto without RAPL already uses the estimate: the warning says why, not "use cputime";
    meter rapl, asked for by name, is told of cputime as the way out."""
    with caplog.at_level(logging.WARNING, logger="ecotune.energy"):
        assert isinstance(create_meter("auto", device="cpu", root=tmp_path), CpuTimeMeter)
    warning = " ".join(record.getMessage() for record in caplog.records)
    assert "cputime ESTIMATE, because RAPL is not readable: no RAPL zones" in warning
    assert "use meter 'cputime'" not in warning
    with pytest.raises(MeterUnavailable, match="meter 'rapl' was requested.*use meter 'cputime'"):
        create_meter("rapl", device="cpu", root=tmp_path)


def test_estimate_note_only_where_energy_is_the_cputime_estimate(monkeypatch):
    import ecotune.energy as energy

    assert energy.estimate_note("cputime", "llvm").startswith("energy is ESTIMATED in this run, from CPU time")
    assert energy.estimate_note("cputime", "cuda") is not None
    assert energy.estimate_note("auto", "cuda") is energy.estimate_note("nvml", "cuda") is None
    assert energy.estimate_note("rapl", "llvm") is None
    monkeypatch.setattr(energy, "RaplMeter", lambda: None)  # RAPL readable: auto measures
    assert energy.estimate_note("auto", "llvm") is None

    def no_rapl():
        raise MeterUnavailable("no RAPL zones")

    monkeypatch.setattr(energy, "RaplMeter", no_rapl)
    assert "not measured" in energy.estimate_note("auto", "llvm")


def test_create_meter_forced_and_bad_names(tmp_path):
    with pytest.raises(MeterUnavailable, match="cputime"):
        create_meter("rapl", device="cpu", root=tmp_path)
    with pytest.raises(MeterUnavailable, match="NVML"):
        create_meter("nvml", device="cuda", nvml=FakeNvml(FakeGpu(), init_fails=True))
    with pytest.raises(ConfigError, match="unknown 'joulemeter'"):
        create_meter("joulemeter")
    with pytest.raises(ConfigError, match="rooot"):
        create_meter("auto", device="cpu", rooot="/x")
    assert isinstance(create_meter("cputime", device="cpu"), CpuTimeMeter)
