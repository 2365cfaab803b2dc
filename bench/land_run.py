"""Land a device run's packed search run in a results folder, and check every energy row's board.

`bash bench/device.sh pack "$OUT"` returns work.tar.xz holding bench/work/NAME/TASK/ (one
workflow folder per task) and bench/work/NAME.log. Here, on this machine:

    python3 bench/land_run.py /work/.device/N/work.tar.xz --name decisive \\
        --results bench/results/decisive_h200 --log-name run13

  finished task (remeasure written, and pareto where its config runs one): RESULTS/work/TASK/
      without the searches' full tuning databases (results/tune/*/TASK/r*/database_tuning_record.json;
      the picks' databases stay) and MetaSchedule's logs (results/tune/*/TASK/r*/logs/, ~1 MB a
      task that no reader opens), the whole folder as RESULTS/raw/TASK.raw.tar.xz, and its
      RESULTS/partial/TASK.tar.xz removed.
      The tracked tree travels with every device call (64 MiB in all), so work/ keeps what the
      collect, convergence, replay and report commands read, and raw/ the rest
  unfinished task: RESULTS/partial/TASK.tar.xz, for `bash bench/device.sh resume NAME ...`
  the run's log: RESULTS/logs/LOG_NAME.log

Then the board check over the landed tasks: every CSV with kernel_pci_bus_id and meter_pci_bus_id
columns must name one board in both (a measurement metered on another GPU than the kernel ran on is
worse than none). Prints per task the files, rows and boards; exits 1 if any row disagrees (the files
are landed all the same, so nothing measured is lost).

Last, the size of what travels with every device call beside its carry (the checkout's tracked
files and the untracked ones git does not ignore), 64 MiB (67.1 MB) in all: so it says how much a
call's carry may hold.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import pandas as pd

from ecotune.config import runs_pareto
from ecotune.config_file import load_config_file


def finished(task_dir: Path) -> bool:
    """Remeasured, and its pareto written where the task's config runs one (bench/search.py
    writes each task folder's config.yaml)."""
    task = task_dir.name
    results = task_dir / "results"
    config_file = task_dir / "config.yaml"
    config = (load_config_file(str(config_file)) if config_file.is_file() else None) or {}
    return (results / "remeasure" / f"{task}.csv").is_file() and (
        not runs_pareto(config) or (results / "pareto" / f"{task}.json").is_file())


def raw_only(path: Path, task_dir: Path) -> bool:
    """A search's whole database or MetaSchedule log folder (results/tune/METHOD/TASK/rN/...), not a
    pick's (.../rN/pick/...): kept in raw/ alone."""
    parts = path.relative_to(task_dir).parts
    return (path.name in ("database_tuning_record.json", "logs") and len(parts) == 6
            and parts[:2] == ("results", "tune"))


def tar_task(task_dir: Path, path: Path) -> None:
    """The task's whole folder as `path` (.tar.xz), its paths relative to the folder's parent."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(path, "w:xz") as tar:
        tar.add(task_dir, arcname=task_dir.name)


def land_task(task_dir: Path, results: Path) -> str:
    task = task_dir.name
    if not finished(task_dir):
        tar_task(task_dir, results / "partial" / f"{task}.tar.xz")
        return "partial"
    tar_task(task_dir, results / "raw" / f"{task}.raw.tar.xz")
    target = results / "work" / task
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(task_dir, target, ignore=lambda d, names: [
        n for n in names if raw_only(Path(d) / n, task_dir)])
    (results / "partial" / f"{task}.tar.xz").unlink(missing_ok=True)
    return "finished"


def board_check(task_dir: Path) -> tuple[int, int, int, set[str]]:
    """(files, rows, rows whose kernel and meter boards differ, boards seen) over task_dir's CSVs."""
    files = rows = bad = 0
    boards: set[str] = set()
    for path in sorted(task_dir.rglob("*.csv")):
        head = pd.read_csv(path, nrows=0).columns
        if "kernel_pci_bus_id" not in head or "meter_pci_bus_id" not in head:
            continue
        frame = pd.read_csv(path, usecols=["kernel_pci_bus_id", "meter_pci_bus_id"], dtype=str)
        files, rows = files + 1, rows + len(frame)
        # the vendor library's rows may lack the kernel's board (CUDA names none for it): only the meter's
        both = frame.dropna()
        bad += int((both.kernel_pci_bus_id != both.meter_pci_bus_id).sum())
        boards |= set(frame.stack().dropna())
    return files, rows, bad, boards


CALL_LIMIT_MB = 64 * 2**20 / 1e6  # what one device call may send: the working tree that travels + carry


def travelling_mb(inside: Path) -> float | None:
    """The size in MB of the files of the checkout holding `inside` that a device call sends:
    tracked ones and untracked ones git does not ignore (None outside a checkout)."""
    top = subprocess.run(["git", "-C", str(inside), "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if top.returncode != 0:
        return None
    root = Path(top.stdout.strip())
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            capture_output=True, check=True)
    files = (root / name for name in listed.stdout.decode().split("\0") if name)
    return sum(f.stat().st_size for f in files if f.is_file()) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pack", type=Path, help="work.tar.xz from bench/device.sh pack")
    parser.add_argument("--name", required=True, help="the run's NAME (bench/work/NAME)")
    parser.add_argument("--results", type=Path, required=True, help="e.g. bench/results/decisive_h200")
    parser.add_argument("--log-name", required=True, help="names the run's log: logs/LOG_NAME.log")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(args.pack) as tar:
            tar.extractall(tmp, filter="data")
        run = Path(tmp) / "bench" / "work" / args.name
        if not run.is_dir():
            raise SystemExit(f"{args.pack}: no bench/work/{args.name}/ in it")
        log = run.with_suffix(".log")
        if log.is_file():
            (args.results / "logs").mkdir(parents=True, exist_ok=True)
            shutil.copy(log, args.results / "logs" / f"{args.log_name}.log")
        disagree = 0
        for task_dir in sorted(p for p in run.iterdir() if p.is_dir()):
            state = land_task(task_dir, args.results)
            files, rows, bad, boards = board_check(task_dir)
            disagree += bad
            print(f"{task_dir.name}: {state}; board check: {rows} energy rows in {files} CSVs, "
                  f"{bad} with kernel board != meter board; boards {sorted(boards)}")
    size = travelling_mb(args.results)
    if size is not None:
        print(f"the working tree that travels: {size:.1f} MB; a device call's carry may hold "
              f"{CALL_LIMIT_MB - size:.1f} MB beside it")
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
