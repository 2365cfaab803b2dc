"""One GPU per job: real processes claim slots (real flocks); only the GPU count is given."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecotune.core.gpu_slot import claim_gpu

# Claims a slot, prints what it got, and holds it until its stdin closes (a job running).
JOB = (
    "import os, sys; from pathlib import Path; from ecotune.core.gpu_slot import claim_gpu; "
    "index = claim_gpu(count=int(sys.argv[1]), directory=Path(sys.argv[2])); "
    "print(index, os.environ.get('CUDA_VISIBLE_DEVICES'), os.environ.get('CUDA_DEVICE_ORDER'), flush=True); "
    "sys.stdin.read()"
)


def start_job(count: int, slots: Path) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k != "CUDA_VISIBLE_DEVICES"}
    return subprocess.Popen([sys.executable, "-c", JOB, str(count), str(slots)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env)


def claimed(job: subprocess.Popen) -> list[str]:
    return job.stdout.readline().split()


def finish(job: subprocess.Popen) -> None:
    job.stdin.close()
    job.wait(timeout=30)


def test_concurrent_jobs_get_different_gpus_and_a_freed_one_is_reused(tmp_path):
    first, second = start_job(2, tmp_path), start_job(2, tmp_path)
    try:
        got_first, got_second = claimed(first), claimed(second)
        assert sorted([got_first, got_second]) == [["0", "0", "PCI_BUS_ID"], ["1", "1", "PCI_BUS_ID"]]
    finally:
        finish(first)
    third = start_job(2, tmp_path)  # only the first job's slot is free now
    try:
        assert claimed(third)[0] == got_first[0]
    finally:
        finish(third)
        finish(second)


def test_more_jobs_than_gpus_wait_instead_of_sharing(tmp_path):
    holders = [start_job(2, tmp_path) for _ in range(2)]
    taken = {claimed(h)[0] for h in holders}
    assert taken == {"0", "1"}
    waiter = start_job(2, tmp_path)
    try:
        with pytest.raises(subprocess.TimeoutExpired):
            waiter.communicate(timeout=2)  # still waiting for a slot, so it printed nothing
        for h in holders:
            finish(h)
        out, _ = waiter.communicate(input="", timeout=30)
        assert out.split()[0] in taken
    finally:
        for job in (*holders, waiter):
            job.kill()


def test_user_choice_and_single_gpu_are_left_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "3")
    assert claim_gpu(count=4, directory=tmp_path) is None
    assert os.environ["CUDA_VISIBLE_DEVICES"] == "3"
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES")
    assert claim_gpu(count=1, directory=tmp_path) is None
    assert claim_gpu(count=0, directory=tmp_path) is None
    assert "CUDA_VISIBLE_DEVICES" not in os.environ
    assert not list(tmp_path.iterdir())  # no lock files either
