"""The right board: a meter never reads another GPU than the one the kernel runs on.

NVML is faked (two boards, the fake GPU's kernels run on the one at 3B); what is tested
is the meter, the measurement protocol and the GPU claim that consume it.
"""

from __future__ import annotations

import os

import pytest

from ecotune.core.board import CLAIMED_BUS_ID_ENV, CLAIMED_INDEX_ENV, claimed_board, normalize_bus_id
from ecotune.energy import NvmlMeter
from ecotune.energy.nvml_board import MIN_BOARD_UTILIZATION_PCT, MIN_LAUNCH_S_FOR_ACTIVITY, check_board_busy
from ecotune.core.errors import WrongDevice
from ecotune.core.gpu_slot import claim_gpu
from ecotune.measurement.measure import Kernel, measure_idle_power, measure_kernel

from fake_hw import FakeGpu, FakeKernel, FakeNvml

KERNEL_BOARD_CUDA = "0000:3B:00.0"  # the fake kernel's board as CUDA spells it
OTHER_BOARD = "00000000:86:00.0"


def fake_kernel(gpu: FakeGpu, pci_bus_id: str | None) -> tuple[FakeKernel, Kernel]:
    fake = FakeKernel(gpu, latency_s=50e-6, sync_s=20e-6)
    return fake, Kernel(name="k", launch=fake.launch, sync=fake.sync, device_time_s=lambda: 50e-6,
                        pci_bus_id=pci_bus_id)


def meter_on(gpu: FakeGpu, bus_id: str | None) -> NvmlMeter:
    return NvmlMeter(nvml=FakeNvml(gpu), pci_bus_id=bus_id, clock=gpu.clock, sleep=gpu.sleep)


def test_bus_ids_of_cuda_and_nvml_spellings_compare_equal():
    assert normalize_bus_id("0000:3B:00.0") == normalize_bus_id("00000000:3b:00.0") == "0000:3b:00.0"
    assert normalize_bus_id(b"00000000:86:00.0\x00") == "0000:86:00.0"
    assert normalize_bus_id("0000:3B:00.0") != normalize_bus_id("0000:86:00.0")
    with pytest.raises(ValueError, match="not a PCI bus id"):
        normalize_bus_id("GPU-1234")


def test_every_measurement_records_the_kernel_and_meter_board():
    gpu = FakeGpu()
    meter = meter_on(gpu, KERNEL_BOARD_CUDA)
    _, kernel = fake_kernel(gpu, KERNEL_BOARD_CUDA)
    m = measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05, idle_power_w=measure_idle_power(meter, 0.3))
    row = m.to_row()
    assert row["kernel_pci_bus_id"] == KERNEL_BOARD_CUDA
    assert normalize_bus_id(row["meter_pci_bus_id"]) == normalize_bus_id(KERNEL_BOARD_CUDA)
    assert row["utilization_pct"] > 90  # back to back on its own board
    assert meter.describe()["settings"]["pci_bus_id"] == "0000:3b:00.0"  # what NVML says of its handle


def test_a_kernel_on_another_board_is_refused_before_anything_runs():
    gpu = FakeGpu()
    meter = meter_on(gpu, OTHER_BOARD)
    fake, kernel = fake_kernel(gpu, KERNEL_BOARD_CUDA)
    with pytest.raises(WrongDevice, match="kernel runs on the GPU at bus id 0000:3b:00.0 but the meter reads "
                                          "the GPU at bus id 0000:86:00.0"):
        measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)
    assert fake.batch_sizes == []  # not one launch: no number can come of it


def test_a_kernel_whose_board_is_unknown_is_refused():
    gpu = FakeGpu()
    _, kernel = fake_kernel(gpu, None)
    with pytest.raises(WrongDevice, match="device is unknown"):
        measure_kernel(kernel, meter_on(gpu, KERNEL_BOARD_CUDA), window_s=0.3, warmup_s=0.05)


def test_a_window_on_an_idle_board_is_refused_even_when_the_ids_agree():
    # The second guard, independent of the bus ids: the kernel claims to be on 86 (say a
    # wrong CUDA answer), the meter reads 86, but the work happens on 3B, so 86 stays idle.
    gpu = FakeGpu()
    meter = meter_on(gpu, OTHER_BOARD)
    _, kernel = fake_kernel(gpu, OTHER_BOARD)
    with pytest.raises(WrongDevice, match=r"0 % busy .* not running on the board being metered"):
        measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)


def test_a_launch_bound_kernel_that_leaves_its_board_mostly_idle_is_measured():
    # A 1 us kernel launched every 10 us keeps its own board ~10 % busy: the BERT layer's
    # reshapes read 3-12 % on the H200 and were refused as if on another board.
    gpu = FakeGpu()
    fake = FakeKernel(gpu, latency_s=1e-6, launch_s=9e-6)
    kernel = Kernel(name="reshape", launch=fake.launch, sync=fake.sync, device_time_s=lambda: 10e-6,
                    pci_bus_id=KERNEL_BOARD_CUDA)
    row = measure_kernel(kernel, meter_on(gpu, KERNEL_BOARD_CUDA), window_s=0.3, warmup_s=0.05).to_row()
    assert row["utilization_pct"] < MIN_BOARD_UTILIZATION_PCT
    assert row["energy_j"] > 0


@pytest.mark.parametrize("keeps_board_busy", [True, False])
def test_a_model_inference_with_host_work_between_its_kernels_is_not_held_to_the_activity_guard(keeps_board_busy):
    # One launch = one inference: 2 us of kernels, then 38 us of host work (the VM, eager
    # PyTorch). Its launches are long, yet its own board is ~5 % busy.
    gpu = FakeGpu()
    fake = FakeKernel(gpu, latency_s=2e-6, launch_s=38e-6)
    kernel = Kernel(name="model/latency", launch=fake.launch, sync=fake.sync, pci_bus_id=KERNEL_BOARD_CUDA,
                    keeps_board_busy=keeps_board_busy)
    meter = meter_on(gpu, KERNEL_BOARD_CUDA)
    if keeps_board_busy:  # a single kernel that leaves its board this idle is not on it
        with pytest.raises(WrongDevice, match=r"busy during a window of back-to-back launches of \d+ us"):
            measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05)
    else:
        row = measure_kernel(kernel, meter, window_s=0.3, warmup_s=0.05).to_row()
        assert row["utilization_pct"] < MIN_BOARD_UTILIZATION_PCT and row["energy_j"] > 0


def test_the_activity_guard_judges_only_launches_long_enough_to_keep_a_board_busy():
    long_s, short_s = 1000 * MIN_LAUNCH_S_FOR_ACTIVITY, 1000 * MIN_LAUNCH_S_FOR_ACTIVITY / 2
    with pytest.raises(WrongDevice, match=r"5 % busy during a window of back-to-back launches of 20 us"):
        check_board_busy(5.0, 1000, long_s, "0000:86:00.0")
    check_board_busy(5.0, 1000, short_s, "0000:86:00.0")  # launch-bound: no evidence either way
    check_board_busy(MIN_BOARD_UTILIZATION_PCT, 1000, long_s, "0000:86:00.0")
    check_board_busy(0.0, 0, long_s, "0000:86:00.0")  # an idle window


def test_idle_windows_are_not_held_to_the_busy_guard():
    gpu = FakeGpu()
    assert measure_idle_power(meter_on(gpu, KERNEL_BOARD_CUDA), 0.3) == pytest.approx(80.0, rel=0.05)


def test_meter_opens_the_claimed_board_and_refuses_cuda_opened_before_the_claim(monkeypatch):
    monkeypatch.setenv(CLAIMED_BUS_ID_ENV, OTHER_BOARD)
    monkeypatch.setenv(CLAIMED_INDEX_ENV, "1")
    gpu = FakeGpu()
    assert meter_on(gpu, None).board_pci_bus_id == "0000:86:00.0"
    assert meter_on(gpu, "0000:86:00.0").board_pci_bus_id == "0000:86:00.0"
    # CUDA in this process says GPU 0's board: it initialised before CUDA_VISIBLE_DEVICES was set.
    with pytest.raises(WrongDevice, match="claimed GPU 1 .* CUDA was opened before the claim"):
        meter_on(gpu, KERNEL_BOARD_CUDA)


def test_claim_exports_the_boards_uuid_and_bus_id(tmp_path, monkeypatch):
    for name in ("CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", CLAIMED_BUS_ID_ENV, CLAIMED_INDEX_ENV):
        monkeypatch.setenv(name, "")  # recorded, so what claim_gpu exports is undone after the test
        monkeypatch.delenv(name)
    boards = {0: ("0000:3b:00.0", "GPU-aaaa"), 1: ("0000:86:00.0", "GPU-bbbb")}
    index = claim_gpu(count=2, directory=tmp_path, board=boards.get)
    assert os.environ["CUDA_VISIBLE_DEVICES"] == boards[index][1]  # a UUID names one board in any order
    assert claimed_board() == {"index": index, "pci_bus_id": boards[index][0]}
