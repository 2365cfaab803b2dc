"""Shared helpers: run the real workflow (Snakemake as a subprocess) on tiny llvm configs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]

TINY_CONFIG = {
    "target": "llvm",
    "operators": [
        {"name": "mm_tiny_64x64x64", "op": "matmul", "shape": {"M": 64, "N": 64, "K": 64}, "dtype": "float32"},
        {"name": "mv_tiny_1x256x128", "op": "matvec", "shape": {"N": 256, "K": 128}, "dtype": "float32"},
    ],
    "search": {"trials": 8, "trials_per_round": 4, "seed": 0, "builder_workers": 1, "population_size": 16,
               "replicates": 2},
    "energy_search": {"M": 4, "search_window_s": 0.05},
    "measure": {"meter": "cputime", "window_s": 0.1, "warmup_s": 0.02, "repeats": 3, "seed": 0, "idle_s": 0.2},
}


def bench_search_settings(argv: list[str]):
    """The SearchSettings that bench/throughput.py (and convergence.py) make of these flags."""
    import argparse

    sys.path.insert(0, str(ROOT / "bench"))
    from throughput import add_search_arguments, search_settings

    parser = argparse.ArgumentParser()
    add_search_arguments(parser)
    args = parser.parse_args(argv)
    args.trials, args.trials_per_round = 8, 4
    return search_settings(args, seed=0)


def write_config(workdir: Path, config: dict) -> None:
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "config.yaml").write_text(yaml.safe_dump(config, sort_keys=False))


def torch_stub() -> str:
    """The folder whose failing `torch` package keeps PyTorch out of a job's processes."""
    from ecotune.core.job import torch_stub_dir

    return str(torch_stub_dir())


def user_pythonpath() -> list[str]:
    """PYTHONPATH's entries without torch_kept_out_of_workers' stub (each job decides for itself)."""
    stub = torch_stub()
    return [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != stub]


def pythonpath_without_torch() -> str:
    """PYTHONPATH for Python processes that start as a search job's do: the stub first."""
    return os.pathsep.join([torch_stub(), *user_pythonpath()])


@pytest.fixture(scope="module")
def torch_kept_out_of_workers():
    """The processes that searches run in-process start (TVM's builder and runner workers, the
    energy worker) start as a workflow job's do: without PyTorch, which tvm_ffi imports when it
    is installed, ~2 s of each start (ecotune.core.job.keep_torch_out, which every search job
    but a cuda_graph one applies). The test process keeps the PyTorch it has imported."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTHONPATH", pythonpath_without_torch())
        yield


@pytest.fixture
def torch_in_workers(monkeypatch):
    """For one test of a torch_kept_out_of_workers module whose workers may import PyTorch."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(user_pythonpath()))


def snakemake(workdir: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    """Run the workflow in `workdir` exactly as a user would (the default profile applies)."""
    cmd = [sys.executable, "-m", "snakemake", "--snakefile", str(ROOT / "Snakefile"), "--directory", str(workdir),
           "--cores", "1", "--resources", "gpu=1", *args]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), *user_pythonpath()])}
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=1800)
    if check and proc.returncode != 0:
        logs = "\n".join(f"== {p}\n{p.read_text()[-3000:]}" for p in sorted((workdir / "logs").rglob("*.log")))
        pytest.fail(f"snakemake {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr[-6000:]}\n{logs}")
    return proc


def planned_jobs(proc: subprocess.CompletedProcess) -> dict[str, int]:
    """Job counts from a dry run's 'Job stats' table ({} for "Nothing to be done")."""
    counts = {}
    for line in proc.stdout.splitlines() + proc.stderr.splitlines():
        match = re.match(r"^(\w+)\s+(\d+)$", line.strip())
        if match and match.group(1) != "total":
            counts[match.group(1)] = int(match.group(2))
    return counts


# The committed H200 search (bench/results/search_h200): its workflow folders live packed in one archive.
H200_SEARCH_ARCHIVE = ROOT / "bench" / "results" / "search_h200" / "archive.tar.xz"
H200_PICK_MEMBER = "work/mm_bert_ffn1_512x3072x768/results/tune/energy/mm_bert_ffn1_512x3072x768/pick/"


@pytest.fixture(scope="session")
def h200_search_work(tmp_path_factory) -> Path:
    """The committed H200 search's work/ folder with only what tests read (every task's
    remeasure tables and one energy pick's database), unpacked from its archive once."""
    import tarfile

    dest = tmp_path_factory.mktemp("search_h200")
    with tarfile.open(H200_SEARCH_ARCHIVE) as archive:
        wanted = [m for m in archive.getmembers() if m.isfile() and (
            "/results/remeasure/" in m.name or m.name.startswith(H200_PICK_MEMBER))]
        archive.extractall(dest, members=wanted, filter="data")
    return dest / "work"


@pytest.fixture(scope="session")
def finished_run(tmp_path_factory) -> Path:
    """One full workflow run on the tiny config, shared by the workflow tests."""
    workdir = tmp_path_factory.mktemp("run")
    write_config(workdir, TINY_CONFIG)
    snakemake(workdir)
    return workdir


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (`--dist loadgroup`, pyproject.toml), a test runs on the worker that holds
    its module's fixtures: one group per module, and one for every user of the shared
    `finished_run`, so each workflow fixture runs once, not once per worker."""
    for item in items:
        group = "finished_run" if "finished_run" in getattr(item, "fixturenames", ()) else item.module.__name__
        item.add_marker(pytest.mark.xdist_group(group))
