"""bench/land_run.py: a device run's pack landed in a results folder, finished and cut-off
tasks apart, and the board check that fails on a row metered on another GPU."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

import pandas as pd

BENCH = Path(__file__).resolve().parents[1] / "bench"
BOARD, OTHER = "0000:00:06.0", "0000:00:07.0"


def write(path: Path, text: str = "{}") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def energy_csv(path: Path, meter_boards: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pd.DataFrame({"energy_j": [1.0] * len(meter_boards), "kernel_pci_bus_id": [BOARD] * len(meter_boards),
                  "meter_pci_bus_id": meter_boards}).to_csv(path, index=False)


def pack(tmp_path: Path, partial_boards: list[str]) -> Path:
    """work.tar.xz as device.sh packs it: one finished task, one cut off."""
    run = tmp_path / "device" / "bench" / "work" / "decisive"
    done, cut = run / "mm_done", run / "mm_cut"
    for method in ("latency", "energy"):
        write(done / "results" / "tune" / method / "mm_done" / "r0" / "database_tuning_record.json", "whole db")
        write(done / "results" / "tune" / method / "mm_done" / "r0" / "pick" / "database_tuning_record.json", "pick")
        write(done / "results" / "tune" / method / "mm_done" / "r0" / "logs" / "task_0.log", "Evolve iter")
    energy_csv(done / "results" / "tune" / "energy" / "mm_done" / "r0" / "energy.csv", [BOARD, BOARD])
    energy_csv(done / "results" / "remeasure" / "mm_done.csv", [BOARD] * 3)
    write(done / "results" / "pareto" / "mm_done.json")
    energy_csv(cut / "results" / "tune" / "nvml_only" / "mm_cut" / "r1" / "energy.csv", partial_boards)
    write(run.with_suffix(".log"), "[gpu 0] mm_done: start\n")
    out = tmp_path / "work.tar.xz"
    with tarfile.open(out, "w:xz") as tar:
        tar.add(tmp_path / "device" / "bench", arcname="bench")
    return out


def land(packed: Path, results: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(BENCH / "land_run.py"), str(packed), "--name", "decisive",
                           "--results", str(results), "--log-name", "run13"], capture_output=True, text=True)


def test_finished_and_cut_off_tasks_land_apart_and_the_boards_agree(tmp_path):
    results = tmp_path / "results"
    write(results / "partial" / "mm_done.tar.xz", "cut off in an earlier device call")
    run = land(pack(tmp_path, [BOARD]), results)
    assert run.returncode == 0, run.stderr
    work = results / "work" / "mm_done" / "results" / "tune"
    assert not list(work.glob("*/mm_done/r0/database_tuning_record.json"))  # the searches' whole databases
    assert len(list(work.glob("*/mm_done/r0/pick/database_tuning_record.json"))) == 2  # the picks' stay
    assert not list(work.glob("*/mm_done/r0/logs")) and (work / "energy" / "mm_done" / "r0" / "energy.csv").is_file()
    with tarfile.open(results / "raw" / "mm_done.raw.tar.xz") as tar:
        assert "mm_done/results/tune/latency/mm_done/r0/database_tuning_record.json" in tar.getnames()
        assert "mm_done/results/tune/energy/mm_done/r0/logs/task_0.log" in tar.getnames()
    assert not (results / "partial" / "mm_done.tar.xz").exists()  # finished now
    with tarfile.open(results / "partial" / "mm_cut.tar.xz") as tar:
        assert "mm_cut/results/tune/nvml_only/mm_cut/r1/energy.csv" in tar.getnames()
    assert not (results / "work" / "mm_cut").exists()
    assert (results / "logs" / "run13.log").read_text().startswith("[gpu 0]")
    assert "mm_done: finished; board check: 5 energy rows in 2 CSVs, 0 with kernel board != meter board" in run.stdout


def test_a_row_metered_on_another_board_fails_the_check_but_is_landed(tmp_path):
    results = tmp_path / "results"
    run = land(pack(tmp_path, [BOARD, OTHER]), results)
    assert run.returncode == 1
    assert "mm_cut: partial; board check: 2 energy rows in 1 CSVs, 1 with kernel board != meter board" in run.stdout
    assert (results / "partial" / "mm_cut.tar.xz").is_file() and (results / "work" / "mm_done").is_dir()


def test_a_task_whose_config_runs_no_pareto_is_finished_once_remeasured(tmp_path):
    """measure.pareto: false (or no energy search) writes no results/pareto/: such a task is
    finished at its remeasure, while one whose config runs the pareto waits for it."""
    run = tmp_path / "device" / "bench" / "work" / "decisive"
    configs = {"mm_two_methods": "methods: [latency, energy]\nmeasure: {pareto: false}\n",
               "mm_latency_only": "methods: [latency]\n",
               "mm_pareto_to_come": "methods: [latency, energy]\n"}
    for task, config in configs.items():
        write(run / task / "config.yaml", config)
        energy_csv(run / task / "results" / "remeasure" / f"{task}.csv", [BOARD])
    packed = tmp_path / "work.tar.xz"
    with tarfile.open(packed, "w:xz") as tar:
        tar.add(tmp_path / "device" / "bench", arcname="bench")
    results = tmp_path / "results"
    landed = land(packed, results)
    assert landed.returncode == 0, landed.stderr
    assert (results / "work" / "mm_two_methods").is_dir() and (results / "work" / "mm_latency_only").is_dir()
    assert (results / "partial" / "mm_pareto_to_come.tar.xz").is_file()
    assert not (results / "work" / "mm_pareto_to_come").exists()


def test_snap_holds_the_pinned_commits_code_and_the_cut_off_tasks_only(tmp_path):
    """device.sh snap: what a device call carries is COMMIT's code, not a later edit, and of
    the results only partial/ (the tracked tree travels anyway, and a call holds 64 MiB)."""
    repo = tmp_path / "repo"
    write(repo / "bench" / "device.sh", (BENCH / "device.sh").read_text())
    write(repo / "src" / "stage.py", "pinned")
    write(repo / "tests" / "test_x.py", "")
    write(repo / "bench" / "results" / "run" / "work" / "done" / "big.json")
    write(repo / "bench" / "results" / "run" / "partial" / "cut.tar.xz", "cut off")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "pin"], check=True)
    write(repo / "src" / "stage.py", "edited after the pin")
    run = subprocess.run(["bash", "bench/device.sh", "snap", "HEAD", "bench/results/run"], cwd=repo,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    snap = repo / ".snap"
    assert (snap / "src" / "stage.py").read_text() == "pinned"
    assert (snap / "bench" / "device.sh").is_file() and not (snap / "tests").exists()
    assert sorted(str(p.relative_to(snap / "bench" / "results")) for p in (snap / "bench" / "results").rglob("*")
                  if p.is_file()) == ["run/partial/cut.tar.xz"]


def test_light_takes_the_results_out_of_the_travelling_tree_and_puts_them_back(tmp_path):
    """device.sh light on: bench/results neither tracked nor untracked-unignored (so it does
    not travel); light off: the index as it was, nothing to commit, the exclude line gone."""
    repo = tmp_path / "repo"
    write(repo / "bench" / "device.sh", (BENCH / "device.sh").read_text())
    write(repo / "bench" / "results" / "run" / "big.json", "x" * 100_000)
    write(repo / "src" / "stage.py", "code")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "c"], check=True)

    def light(state: str) -> str:
        run = subprocess.run(["bash", "bench/device.sh", "light", state], cwd=repo, capture_output=True,
                             text=True)
        assert run.returncode == 0, run.stderr
        return run.stdout

    def travelling() -> list[str]:  # tracked files and untracked ones git does not ignore
        out = subprocess.run([*git, "ls-files", "--cached", "--others", "--exclude-standard"], check=True,
                             capture_output=True, text=True).stdout
        return sorted(out.split())

    assert "bench/results/run/big.json" in travelling()
    light("on")
    assert travelling() == ["bench/device.sh", "src/stage.py"]
    assert (repo / "bench" / "results" / "run" / "big.json").is_file()  # on disk all the while
    light("off")
    assert "bench/results/run/big.json" in travelling()
    status = subprocess.run([*git, "status", "--porcelain"], check=True, capture_output=True, text=True).stdout
    assert status == ""
    assert "/bench/results/" not in (repo / ".git" / "info" / "exclude").read_text()


def test_it_says_how_much_a_device_call_may_carry_beside_the_working_tree_that_travels(tmp_path):
    repo = tmp_path / "repo"
    write(repo / "bench" / "results" / "big.bin", "x" * 2_000_000)
    write(repo / "untracked.bin", "y" * 1_000_000)  # travels too, unless git ignores it
    write(repo / ".gitignore", "/ignored.bin\n")
    write(repo / "ignored.bin", "z" * 5_000_000)
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "bench"], check=True)
    subprocess.run([*git, "commit", "-qm", "results"], check=True)
    run = land(pack(tmp_path, [BOARD]), repo / "bench" / "results" / "decisive")
    assert run.returncode == 0, run.stderr
    # the landed results are untracked and not ignored: they travel from now on
    landed = sum(f.stat().st_size for f in (repo / "bench" / "results" / "decisive").rglob("*") if f.is_file())
    size = (2_000_000 + 1_000_000 + len("/ignored.bin\n") + landed) / 1e6
    assert (f"the working tree that travels: {size:.1f} MB; a device call's carry may hold {64 * 2**20 / 1e6 - size:.1f} "
            "MB beside it") in run.stdout
    assert "travels" not in land(pack(tmp_path, [BOARD]), tmp_path / "elsewhere").stdout  # no checkout
