"""Killed searches: the job dies with its parent (Snakemake), workers die with their job, and
a search run again resumes its complete rounds to the same total budget, leaving no build
folders behind. Real processes, real TVM on llvm."""

from __future__ import annotations

import glob
import logging
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import psutil
import pytest

from conftest import ROOT

# the workers of this module's searches start as a search job's do: without PyTorch (conftest.py)
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("torch_kept_out_of_workers")]

SETTINGS = "SearchSettings(trials=24, trials_per_round=8, seed=0, builder_workers=2, population_size=32)"
TASK = '[{"name": "mm_tiny", "op": "matmul", "shape": {"M": 64, "N": 64, "K": 64}, "dtype": "float32"}]'

# What a Snakemake job does, as a script: hold the lifeline, then search in work_dir.
LATENCY_JOB = f"""
import json, logging, sys
from pathlib import Path
from ecotune.core.lifeline import hold_lifeline
hold_lifeline()
from ecotune.search.latency import tune_latency
from ecotune.search.tune_loop import SearchSettings
from ecotune.ops.target import llvm_target
from ecotune.ops.workloads import make_primfunc, parse_operators
logging.basicConfig(level=logging.INFO, stream=sys.stderr)
work = Path(sys.argv[1])
spec = parse_operators(json.loads({TASK!r}))[0]
tune_latency(make_primfunc(spec), llvm_target(2), work, {SETTINGS}, logging.getLogger("job"))
"""

# A job that starts every kind of worker a search has (builder, runner, energy worker) and
# keeps them busy, one of them in native code holding the GIL (as a hanging kernel would),
# then waits: for killing the job itself.
WORKERS_JOB = """
import ctypes, time
from ecotune.search.builder import PersistentBuilder
from ecotune.search.energy_runner import EnergyMeasurer, MeterSpec, worker_ready
from ecotune.search.runner import make_runner
from ecotune.search.tune_loop import SearchSettings
from ecotune.ops.target import llvm_target
builder = PersistentBuilder(max_workers=2, timeout_sec=600)
list(builder._executor().map_with_error_catching(lambda _: worker_ready(), range(2)))
builder._executor().submit(time.sleep, 600)
builder._executor().submit(lambda: ctypes.PyDLL(None).sleep(600))
settings = SearchSettings(trials=8, trials_per_round=8, seed=0, run_timeout_s=600)
runner = make_runner(llvm_target(2), settings).inner
runner.pool.submit(time.sleep, 600)
measurer = EnergyMeasurer(MeterSpec("cputime", "cpu"), window_s=0.05, warmup_s=0.0, idle_s=0.05, timeout_s=600)
measurer.start()
measurer._executor().submit(time.sleep, 600)
time.sleep(1.0)
print("ready", flush=True)
time.sleep(600)
"""


def job_env(tmp: Path) -> dict:
    """The job's environment: the package from this tree, and a TMPDIR of its own to look into."""
    tmp.mkdir(parents=True, exist_ok=True)
    return {**os.environ, "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
            "TMPDIR": str(tmp)}


def wait_for(condition, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout_s:g} s waiting for {what}")
        time.sleep(0.1)


def alive(procs: list[psutil.Process]) -> list[psutil.Process]:
    """Those still running (a zombie is dead: it only waits for init to reap it)."""
    out = []
    for proc in procs:
        try:
            if proc.status() != psutil.STATUS_ZOMBIE:
                out.append(proc)
        except psutil.NoSuchProcess:
            pass
    return out


def data_rows(path: Path) -> int:
    return max(0, len(path.read_text().splitlines()) - 1) if path.exists() else 0


def leaked_build_dirs(tmp: Path | None = None) -> set[str]:
    return set(glob.glob(os.path.join(tmp or tempfile.gettempdir(), "ecotune-build-*")))


@pytest.fixture
def cleanup():
    """Kill, by session, whatever a test started and left running (only on failure)."""
    sessions: list[int] = []
    yield sessions
    for sid in sessions:
        try:
            os.killpg(sid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_killed_parent_stops_the_search_and_a_rerun_resumes_to_the_same_budget(tmp_path, cleanup):
    from ecotune.search.latency import tune_latency
    from ecotune.search.tune_loop import SearchSettings
    from ecotune.ops.target import llvm_target
    from ecotune.ops.workloads import make_primfunc, parse_operators

    work = tmp_path / "resume"
    (tmp_path / "job.py").write_text(LATENCY_JOB)
    log_file = (tmp_path / "job.log").open("w")
    # The stand-in for Snakemake: runs the job script and waits for it.
    parent = subprocess.Popen(
        [sys.executable, "-c", "import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:]))",
         sys.executable, str(tmp_path / "job.py"), str(work)],
        env=job_env(tmp_path / "tmp"), stdout=log_file, stderr=log_file, start_new_session=True)
    cleanup.append(parent.pid)
    wait_for(lambda: data_rows(work / "rounds.csv") >= 1 or parent.poll() is not None, 300, "round 0")
    assert parent.poll() is None, (tmp_path / "job.log").read_text()[-3000:]
    job_tree = psutil.Process(parent.pid).children(recursive=True)
    assert len(job_tree) >= 4  # the job, 2 builder workers, the runner's worker

    parent.kill()  # kill -9 of Snakemake only
    parent.wait()
    wait_for(lambda: not alive(job_tree), 10, "the job and its workers to stop")
    rows_at_death = (work / "candidates.csv").read_text()
    time.sleep(1.5)
    assert (work / "candidates.csv").read_text() == rows_at_death  # nothing measured after the kill
    assert "is gone" in (tmp_path / "job.log").read_text()  # the job says why it stopped
    done_rounds = data_rows(work / "rounds.csv")
    assert 1 <= done_rounds < 3

    # Run again (as Snakemake would, after removing the job's declared outputs): it resumes.
    spec = parse_operators([{"name": "mm_tiny", "op": "matmul", "shape": {"M": 64, "N": 64, "K": 64},
                             "dtype": "float32"}])[0]
    settings = SearchSettings(trials=24, trials_per_round=8, seed=0, builder_workers=2, population_size=32)
    before = leaked_build_dirs()
    _, summary = tune_latency(make_primfunc(spec), llvm_target(2), work, settings, logging.getLogger("test"))
    assert summary.resumed_from_trials == 8 * done_rounds
    assert summary.new_trials == 24 - 8 * done_rounds and summary.trials == 24  # the budget, not budget + done
    kept = "".join(line for line in rows_at_death.splitlines(keepends=True)[1:]
                   if int(line.split(",")[0]) < done_rounds)
    text = (work / "candidates.csv").read_text()
    assert text.splitlines(keepends=True)[0] + kept == "".join(text.splitlines(keepends=True)[:1 + 8 * done_rounds])
    lines = text.splitlines()[1:]
    assert len(lines) == 24 and [int(line.split(",")[1]) for line in lines] == list(range(24))
    assert len((work / "database_tuning_record.json").read_text().splitlines()) == 24
    assert data_rows(work / "rounds.csv") == 3
    # Build folders: those of the killed round stayed in the search's own folder, and the
    # finished search removed them; none ever went to /tmp.
    assert not (work / "builds").exists()
    assert not leaked_build_dirs(tmp_path / "tmp") and leaked_build_dirs() <= before


def test_busy_workers_stop_when_their_job_is_killed(tmp_path, cleanup):
    """kill -9 of the job itself (it cannot run its lifeline): builder, runner and energy
    workers, busy for 10 more minutes, notice their parent is gone and exit."""
    (tmp_path / "job.py").write_text(textwrap.dedent(WORKERS_JOB))
    job = subprocess.Popen([sys.executable, str(tmp_path / "job.py")], env=job_env(tmp_path / "tmp"),
                           stdout=subprocess.PIPE, stderr=(tmp_path / "job.log").open("w"), text=True,
                           start_new_session=True)
    cleanup.append(job.pid)
    # a job that fails before "ready" can stay alive (its pools' threads): never wait forever
    ready = selectors.DefaultSelector()
    ready.register(job.stdout, selectors.EVENT_READ)
    assert ready.select(timeout=300) and job.stdout.readline().strip() == "ready", \
        (tmp_path / "job.log").read_text()[-3000:]
    workers = psutil.Process(job.pid).children(recursive=True)
    assert len(workers) == 4  # 2 builder workers, the runner's, the energy worker

    job.kill()
    job.wait()
    wait_for(lambda: not alive(workers), 10, "the workers to stop")


def test_a_job_script_stops_when_snakemake_is_killed(tmp_path, cleanup):
    """The same with real Snakemake: it runs a `script:` job as its own child, so the job's
    lifeline sees it go."""
    (tmp_path / "Snakefile").write_text('rule job:\n    output: "done.txt"\n    script: "job.py"\n')
    (tmp_path / "job.py").write_text(
        "import os, time\nfrom ecotune.core.lifeline import hold_lifeline\nhold_lifeline()\n"
        "open('job.pid', 'w').write(str(os.getpid()))\ntime.sleep(600)\n")
    smk = subprocess.Popen([sys.executable, "-m", "snakemake", "--cores", "1", "--directory", str(tmp_path),
                            "--snakefile", str(tmp_path / "Snakefile")], env=job_env(tmp_path / "tmp"),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    cleanup.append(smk.pid)
    wait_for(lambda: (tmp_path / "job.pid").exists() and (tmp_path / "job.pid").read_text(), 120, "the job")
    job = psutil.Process(int((tmp_path / "job.pid").read_text()))
    assert job.ppid() == smk.pid

    smk.kill()
    smk.wait()
    wait_for(lambda: not alive([job]), 10, "the job to stop")
