"""bench/device.sh, the one shell helper for the GPU machine: its usage, the speed steps'
commands and JSON names (a stand-in python3 records what each step would run), and the
archive verb that packs an experiment's raw folders into one archive.tar.xz."""

from __future__ import annotations

import os
import subprocess
import tarfile
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def device(repo: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    # TMPDIR: the runs a test starts queue behind that test's runs only (device.sh keeps their pids there)
    return subprocess.run(["bash", "bench/device.sh", *args], cwd=repo, capture_output=True, text=True,
                          env={**os.environ, "TMPDIR": str(repo.parent), **(env or {})}, timeout=120)


def checkout(tmp_path: Path) -> Path:
    """A folder with the script at bench/device.sh (it works from the folder above its own)."""
    repo = tmp_path / "repo"
    (repo / "bench").mkdir(parents=True)
    (repo / "bench" / "device.sh").write_text((BENCH / "device.sh").read_text())
    return repo


def checkout_with_suite(tmp_path: Path) -> Path:
    """checkout() with the default suite's config, which `convergence start` reads its tasks from."""
    repo = checkout(tmp_path)
    (repo / "bench" / "configs").mkdir()
    suite = "bench/configs/decisive_suite_h200.yaml"
    (repo / suite).write_text((BENCH.parent / suite).read_text())
    return repo


def stand_in_python(tmp_path: Path, body: str) -> dict:
    """A python3 on PATH whose kit check (`python3 -c`) passes and which runs `body` (sh) for
    every other call; the environment that puts it first."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "python3").write_text(f'#!/bin/sh\n[ "$1" = -c ] && exit 0\n{body}')
    (fake / "python3").chmod(0o755)
    return {"PATH": f"{fake}{os.pathsep}{os.environ['PATH']}"}


def test_without_arguments_it_prints_its_usage_and_fails():
    done = subprocess.run(["bash", str(BENCH / "device.sh")], capture_output=True, text=True)
    assert done.returncode == 2
    for verb in ("device.sh snap COMMIT", "device.sh start NAME CONFIG", "device.sh speed start STEP",
                 "device.sh speed wait S", "device.sh speed pack", "device.sh models start MODEL",
                 "device.sh convergence start SEED", "device.sh archive", "device.sh rebuild", "device.sh light on|off"):
        assert verb in done.stdout, verb
    assert not done.stdout.startswith("#")  # the comment's text, not its markers
    assert subprocess.run(["bash", str(BENCH / "device.sh"), "speed"], capture_output=True).returncode == 2


def test_speed_steps_run_throughput_with_their_searches_and_json_names(tmp_path):
    repo = checkout(tmp_path)
    calls = tmp_path / "calls.txt"
    env = {**stand_in_python(tmp_path, f'echo "$@" >> {calls}\n'), "LANES": "1"}  # every call recorded
    started = device(repo, "speed", "start", "fast_ab", "verify_ab", "warm_ab", "stock", env=env)
    assert started.returncode == 0, started.stderr
    assert "started (1 lanes): fast_ab verify_ab warm_ab stock" in started.stdout
    waited = device(repo, "speed", "wait", "60", env=env)
    assert "finished" in waited.stdout and "== step stock" in waited.stdout
    lines = calls.read_text().splitlines()
    speed = "bench/work/speed"
    expected = [
        ("--seeds 4 5 6 7 --searches pipelined pipelined_verify_picks_warm64 --time-limit-s 1080",
         f"{speed}/throughput_fast_ab_h200.json"),
        ("--seeds 4 5 6 7 --searches pipelined pipelined_verify_picks --time-limit-s 1080",
         f"{speed}/throughput_verify_picks_h200.json"),
        ("--seeds 4 5 6 7 --searches pipelined pipelined_warm64 --time-limit-s 1080",
         f"{speed}/throughput_warm64_h200.json"),
        ("--seeds 0 1 2 --searches stock pipelined_verify_picks_warm64 --stock-build-timeout-s 120 --time-limit-s 1200",
         f"{speed}/throughput_stock384_h200.json"),
    ]
    assert len(lines) == len(expected)
    for line, (flags, out) in zip(lines, expected):
        assert line.startswith("bench/throughput.py --target cuda --trials 384 --trials-per-round 64 "
                               "--builder-workers 16 --lanes 1 "), line
        assert flags in line and line.endswith(f"--out {out}"), line
    (repo / speed / "throughput_fast_ab_h200.json").write_text("{}")
    out = tmp_path / "out"
    out.mkdir()
    assert device(repo, "speed", "pack", str(out), env=env).returncode == 0
    assert sorted(p.name for p in out.iterdir()) == ["speed_console.log.xz", "throughput_fast_ab_h200.json"]



def test_convergence_runs_the_suite_task_by_task_and_a_pack_resumes_where_it_stopped(tmp_path):
    """`convergence start` runs bench/convergence.py once over the default suite's seven tasks and
    the seeds given, into bench/work/convergence/searches; `pack` takes that folder (without built
    libraries) and `resume` puts it back on a fresh machine, so the next start continues it."""
    repo = checkout_with_suite(tmp_path)
    calls = tmp_path / "calls.txt"
    searches = "bench/work/convergence/searches"
    # the stand-in leaves what a search leaves: a candidates file, and a built library
    env = stand_in_python(tmp_path, f'echo "$@" >> {calls}\nmkdir -p {searches}/t/seed0 && '
                                    f'touch {searches}/t/seed0/candidates.csv {searches}/t/seed0/lib.so\n')
    assert device(repo, "convergence", "start", env=env).returncode == 2  # no seeds
    started = device(repo, "convergence", "start", "0", "1", "2", env=env)
    assert started.returncode == 0, started.stderr
    assert "exit 0" in device(repo, "convergence", "wait", "60", env=env).stdout
    line, = calls.read_text().splitlines()
    assert line.startswith("bench/convergence.py --target cuda --trials 1024 --trials-per-round 64 "
                           "--builder-workers 16 --pipeline-runs --tasks mm_bert_ffn1_512x3072x768 "), line
    tasks = line.split("--tasks ")[1].split(" --seeds")[0].split()
    assert len(tasks) == 7 and "conv_resnet50_stem_1x3x224x224_64x7x7_s2" not in tasks
    assert line.endswith(f"--seeds 0 1 2 --directory {searches} --out bench/work/convergence/convergence.csv")

    out = tmp_path / "out"
    out.mkdir()
    assert device(repo, "convergence", "pack", str(out), env=env).returncode == 0
    with tarfile.open(out / "convergence.tar.xz") as tar:
        names = set(tar.getnames())
    assert "convergence/searches/t/seed0/candidates.csv" in names and not any(n.endswith(".so") for n in names)
    fresh = checkout(tmp_path / "fresh")
    assert device(fresh, "convergence", "resume", str(out / "convergence.tar.xz")).returncode == 0
    assert (fresh / searches / "t" / "seed0" / "candidates.csv").is_file()
    assert not (fresh / "bench/work/convergence/done").exists()  # `wait` waits for the next start

def test_a_run_started_while_another_runs_waits_for_it(tmp_path):
    """`start` a search, then `convergence start` at once: the curves begin only after the search
    has ended, so the two never share the GPU; a run started alone does not wait."""
    repo = checkout_with_suite(tmp_path)
    calls = tmp_path / "calls.txt"
    # a stand-in whose search takes 3 s: it records when each script begins and ends
    env = stand_in_python(tmp_path, f'echo "begin $1" >> {calls}\n[ "$1" = bench/search.py ] && sleep 3\n'
                                    f'echo "end $1" >> {calls}\n')
    first = device(repo, "start", "decisive_tasks", "bench/configs/x.yaml", "--gpus", "1", env=env)
    assert first.returncode == 0 and "queued" not in first.stdout, first.stdout + first.stderr
    second = device(repo, "convergence", "start", "0", env=env)
    assert second.returncode == 0 and "queued behind run(s)" in second.stdout, second.stdout + second.stderr
    assert "exit 0" in device(repo, "convergence", "wait", "60", env=env).stdout
    assert calls.read_text().splitlines() == ["begin bench/search.py", "end bench/search.py",
                                              "begin bench/convergence.py", "end bench/convergence.py"]
    assert "convergence waits for run" in (repo / "bench/work/convergence/console.log").read_text()
    alone = device(repo, "convergence", "start", "1", env=env)  # nothing runs now: no wait
    assert alone.returncode == 0 and "queued" not in alone.stdout


def test_archive_packs_the_named_folders_into_one_archive_and_refuses_a_second(tmp_path):
    repo = checkout(tmp_path)
    results = repo / "bench" / "results" / "exp"
    (results / "work" / "task" / "results").mkdir(parents=True)
    (results / "work" / "task" / "results" / "best.json").write_text('{"latency_s": 1}')
    (results / "logs").mkdir()
    (results / "logs" / "run.log").write_text("log")
    (results / "overall.json").write_text("{}")  # a summary: stays
    done = device(repo, "archive", "bench/results/exp", "work", "logs")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in results.iterdir()) == ["archive.tar.xz", "overall.json"]
    with tarfile.open(results / "archive.tar.xz") as tar:
        assert {"work/task/results/best.json", "logs/run.log"} <= set(tar.getnames())
    (results / "raw").mkdir()
    again = device(repo, "archive", "bench/results/exp", "raw")
    assert again.returncode == 1 and "one archive an experiment" in again.stderr
    assert (results / "raw").is_dir()


def test_a_run_starts_only_where_tvms_compiler_and_snakemake_import(tmp_path):
    """A bare machine (the device kit's part A missing) has a TVM that imports without its
    compiler: `start`, `models start` and `speed start` refuse there at once instead of starting
    a run whose every task fails minutes later; with the real TVM and Snakemake, `start` starts."""
    repo = checkout(tmp_path)
    bare = tmp_path / "bare"
    (bare / "tvm").mkdir(parents=True)
    (bare / "tvm" / "__init__.py").write_text("class te:  # the Python side only, no compiler\n    pass\n")
    (bare / "snakemake").mkdir()
    (bare / "snakemake" / "__init__.py").write_text("")
    env = {"PYTHONPATH": str(bare)}
    for args in (("start", "decisive_tasks", "bench/configs/x.yaml"), ("models", "start", "bert", "x.yaml"),
                 ("speed", "start", "fast_ab")):
        refused = device(repo, *args, env=env)
        assert refused.returncode == 3, refused.stdout + refused.stderr
        assert "nothing started" in refused.stderr
    assert not (repo / "bench" / "work").exists()

    started = device(repo, "start", "decisive_tasks", "bench/configs/x.yaml")
    assert started.returncode == 0, started.stderr
    assert "started decisive_tasks" in started.stdout
    assert (repo / "bench" / "work" / "decisive_tasks.log").exists()


def test_snap_takes_the_commits_code_its_partial_tasks_and_the_files_laid_over_it(tmp_path):
    repo = checkout(tmp_path)
    git = lambda *args: subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)  # noqa: E731
    (repo / "bench" / "configs").mkdir()
    config = repo / "bench" / "configs" / "run.yaml"
    config.write_text("operators: [a]\n")
    git("init", "-q")
    git("add", "-A")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "code")
    partial = repo / "bench" / "results" / "exp" / "partial"
    partial.mkdir(parents=True)
    (partial / "a.tar.xz").write_bytes(b"cut off")
    config.write_text("operators: [a, b]\n")  # the task list grew after the run's commit

    snapped = device(repo, "snap", "HEAD", "bench/results/exp")
    assert snapped.returncode == 0, snapped.stderr
    assert (repo / ".snap/bench/configs/run.yaml").read_text() == "operators: [a]\n"
    assert (repo / ".snap/bench/results/exp/partial/a.tar.xz").read_bytes() == b"cut off"

    snapped = device(repo, "snap", "HEAD", "bench/results/exp", "bench/configs/run.yaml")
    assert snapped.returncode == 0, snapped.stderr
    assert (repo / ".snap/bench/configs/run.yaml").read_text() == "operators: [a, b]\n"
    assert "bench/configs/run.yaml differs from HEAD's" in snapped.stdout
    assert (repo / ".snap/bench/device.sh").exists()

    missing = device(repo, "snap", "HEAD", "bench/results/exp", "bench/configs/none.yaml")
    assert missing.returncode == 1 and "no file bench/configs/none.yaml" in missing.stderr
