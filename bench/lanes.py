"""Searches side by side, one per GPU: the speed A/Bs and budget curves on a machine of
several GPUs (`--lanes N` of throughput.py and convergence.py).

A lane is one GPU (CUDA_VISIBLE_DEVICES) and its own share of the host's whole physical
cores (sched_setaffinity); each job is one process of the bench script, so jobs on different
lanes share neither a board nor a core. A paired A/B runs a seed's searches at the same
time, one a lane: on two GPUs a pair takes the wall time of one search, and both searches
see the same host at the same time, which a sequential pair cannot promise (in a sequential A/B
on the H200, twice the search that ran second was the slowest of all eight). From
seed to seed the searches swap lanes, so each search runs on each board equally often.

A library of throughput.py and convergence.py; run alone it shows how this host would be split:
    python3 bench/lanes.py --lanes 2 --target cuda   # each lane's GPU, cores and build workers
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

SYS_CPU = Path("/sys/devices/system/cpu")


def siblings(cpu: int) -> str:
    """The CPUs that share `cpu`'s physical core, as /sys lists them ('' where it does not say)."""
    try:
        return (SYS_CPU / f"cpu{cpu}" / "topology" / "thread_siblings_list").read_text().strip()
    except OSError:
        return ""


def split_cores(cpus: Sequence[int], lanes: int, siblings_of: Callable[[int], str] = siblings) -> list[list[int]]:
    """`cpus` in `lanes` disjoint shares of whole physical cores (a core's hyperthreads stay
    together, so a lane's builds never run on the sibling of another lane's), as even as the
    cores allow; contiguous, in the order of each core's first CPU. With fewer cores than
    lanes, of single CPUs."""
    cores: dict[str, list[int]] = {}
    for cpu in sorted(cpus):
        cores.setdefault(siblings_of(cpu) or str(cpu), []).append(cpu)
    groups = list(cores.values())
    if len(groups) < lanes:  # too few whole cores: split their hyperthreads, better than no run
        groups = [[cpu] for cpu in sorted(cpus)]
    if len(groups) < lanes:
        raise SystemExit(f"--lanes {lanes}: this process may use only {len(groups)} CPUs")
    per, extra = divmod(len(groups), lanes)
    shares, at = [], 0
    for lane in range(lanes):
        take = per + (lane < extra)
        shares.append(sorted(cpu for core in groups[at:at + take] for cpu in core))
        at += take
    return shares


def lane_gpus(lanes: int, target: str) -> list[str]:
    """The GPU each lane gets: the first `lanes` of CUDA_VISIBLE_DEVICES' entries where it is
    set, else of the GPUs NVML sees; one a lane, or an error. With no GPU to use (llvm, or auto
    on a machine without one) the lanes' numbers are only labels."""
    labels = [str(i) for i in range(lanes)]
    if target == "llvm":
        return labels
    from ecotune.core.gpu_slot import gpu_count

    boards = gpu_count()
    if target == "auto" and not boards:
        return labels
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is None:
        gpus = [str(i) for i in range(boards)]
    else:
        gpus = [gpu.strip() for gpu in visible.split(",") if gpu.strip()]
    if len(gpus) < lanes:
        raise SystemExit(f"--lanes {lanes}: {len(gpus)} GPUs to use; a lane needs one of its own")
    return gpus[:lanes]


def without_options(argv: Sequence[str], names: set[str]) -> list[str]:
    """argv without the options `names` and the values after each (up to the next option)."""
    out, dropping = [], False
    for arg in argv:
        if arg.startswith("--"):
            name = arg.split("=", 1)[0]
            dropping = name in names and "=" not in arg
            if name in names:
                continue
        elif dropping:
            continue
        out.append(arg)
    return out


@dataclass
class LaneJob:
    """One process of a bench script on one lane: `args` after the script, its log at `log`."""
    script: Path
    args: list[str]
    lane: int
    log: Path
    returncode: int | None = None
    facts: dict = field(default_factory=dict)  # what the parent records of where it ran

    def start(self, gpu: str, cores: list[int]) -> subprocess.Popen:
        self.facts = {"lane": self.lane, "cuda_visible_devices": gpu, "lane_cores": len(cores)}
        env = {**os.environ, "CUDA_VISIBLE_DEVICES": gpu, "PYTHONUNBUFFERED": "1"}
        self.log.parent.mkdir(parents=True, exist_ok=True)
        with self.log.open("w") as log:  # the child keeps its own handle
            return subprocess.Popen([sys.executable, "-c", PINNED, json.dumps(cores), str(self.script), *self.args],
                                    stdout=log, stderr=subprocess.STDOUT, env=env)


# A lane's process pins itself before the script runs, so nothing it starts escapes its cores
# (a preexec_fn may deadlock a parent with threads, as convergence.py's has once TVM is in;
# pinning from the parent after the start would race the child)
PINNED = """import json, os, runpy, sys
os.sched_setaffinity(0, json.loads(sys.argv[1]))
sys.argv = sys.argv[2:]
sys.path[0] = os.path.dirname(os.path.abspath(sys.argv[0]))
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def run_together(jobs: list[LaneJob], gpus: list[str], shares: list[list[int]]) -> list[LaneJob]:
    """Starts every job at once on its lane and waits for all; a job that fails leaves the
    others running (its returncode says so, its log why)."""
    running = [(job, job.start(gpus[job.lane], shares[job.lane])) for job in jobs]
    for job, process in running:
        job.returncode = process.wait()
    return jobs


def run_queued(jobs: list[LaneJob], gpus: list[str], shares: list[list[int]], poll_s: float = 1.0,
               done: Callable[[LaneJob], None] = lambda job: None, start_until: float = math.inf) -> list[LaneJob]:
    """Each lane takes the next job as soon as its last one ends (job.lane is set then), until
    time.perf_counter() passes `start_until` (the jobs left then never start: returncode None);
    `done(job)` runs as each ends, e.g. to print its log while the others go on."""
    waiting, busy = list(jobs), {}
    while busy or (waiting and time.perf_counter() < start_until):
        for lane in range(len(shares)):
            if lane not in busy and waiting and time.perf_counter() < start_until:
                job = waiting.pop(0)
                job.lane = lane
                busy[lane] = (job, job.start(gpus[lane], shares[lane]))
        for lane, (job, process) in list(busy.items()):
            if process.poll() is not None:
                job.returncode = process.returncode
                del busy[lane]
                done(job)
        if busy:
            time.sleep(poll_s)
    return jobs


def echo_log(job: LaneJob) -> None:
    """The job's whole log on this process's stdout, under a line that says where it ran, so
    that one console log keeps every job's lines (throughput.py --from-logs reads them)."""
    print(f"=== lane {job.lane} (GPU {job.facts.get('cuda_visible_devices')}, {job.facts.get('lane_cores')} cores): "
          f"{' '.join(job.args)}: exit {job.returncode} ===", flush=True)
    print(job.log.read_text(errors="replace"), end="", flush=True)


# throughput.py's options that each lane's process gets one of its own
PER_LANE = {"--lanes", "--searches", "--seeds", "--out", "--time-limit-s", "--builder-workers"}


def lane_setup(lanes: int, target: str, builder_workers: int | None) -> tuple[list[str], list[list[int]], str]:
    """Each lane's GPU and cores, and the build workers every lane gets: as many as the
    smallest lane has cores unless given, so that no search of an A/B builds with more."""
    gpus, shares = lane_gpus(lanes, target), split_cores(sorted(os.sched_getaffinity(0)), lanes)
    return gpus, shares, str(builder_workers or min(len(share) for share in shares))


def wave_runs(script: Path, argv: Sequence[str], order: list[tuple[str, int]], lanes: int, target: str,
              work: Path, deadline_at: float,
              builder_workers: int | None) -> Iterator[tuple[list[dict], list[dict], dict]]:
    """throughput.py's runs (`order`: its run_order, (search, seed) pairs) in waves of `lanes`
    side by side, the k-th of a wave on lane k: with as many lanes as searches a wave is one
    seed's searches, and run_order's reversal on every other seed swaps their lanes; with one
    search, a wave is `lanes` seeds. No wave starts once `deadline_at` has passed (but the
    first). Yields each wave's runs (each with its lane, GPU and cores, the board CUDA gave
    it and its process's exit code), the runs not started or lost (their process failed
    before it wrote one: exit code and log), and the first process's report facts (task,
    target, device)."""
    gpus, shares, workers = lane_setup(lanes, target, builder_workers)
    common = without_options(argv, PER_LANE)
    for at in range(0, len(order), lanes):
        wave, left = order[at:at + lanes], deadline_at - time.perf_counter()
        if at and left <= 0:
            yield [], [{"search": search, "seed": seed} for search, seed in wave], {}
            continue
        jobs = [LaneJob(script, [*common, "--searches", search, "--seeds", str(seed), "--builder-workers", workers,
                                 "--out", str(work / f"{search}-{seed}.json"),
                                 *(["--time-limit-s", f"{left:.1f}"] if math.isfinite(left) else [])],
                        lane, work / f"{search}-{seed}.log") for lane, (search, seed) in enumerate(wave)]
        runs, lost, facts = [], [], {}
        for job, (search, seed) in zip(run_together(jobs, gpus, shares), wave):
            echo_log(job)
            out = work / f"{search}-{seed}.json"
            report = json.loads(out.read_text()) if out.exists() else {}
            if not report.get("runs"):
                lost.append({"search": search, "seed": seed, "lost": f"exit {job.returncode}", "log": str(job.log)})
                continue
            # a run the process wrote before it failed is kept, with its exit code
            facts = facts or {k: report.get(k) for k in ("task", "target", "device", "host_cpu", "host_cores")}
            runs += [{**run, **job.facts, "pci_bus_id": report.get("pci_bus_id"), "exit": job.returncode}
                     for run in report["runs"]]
        yield runs, lost, facts


def queued_searches(script: Path, argv: Sequence[str], per_job: list[list[str]], lanes: int, target: str,
                    work: Path, deadline_at: float, builder_workers: int | None) -> list[LaneJob]:
    """convergence.py's searches, one process each (`argv` but for its PER_LANE options, then
    the job's own, e.g. --tasks T --seeds S), on the next free lane, none started after
    `deadline_at`; their logs are printed as each ends. The searches write where argv's
    --directory says, as in one process; a job's --out goes to `work`."""
    gpus, shares, workers = lane_setup(lanes, target, builder_workers)
    common = without_options(argv, PER_LANE | {"--tasks"})
    jobs = [LaneJob(script, [*common, *own, "--builder-workers", workers, "--out", str(work / f"job{i}.csv")], -1,
                    work / f"job{i}.log") for i, own in enumerate(per_job)]
    return run_queued(jobs, gpus, shares, done=echo_log, start_until=deadline_at)


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lanes", type=int, default=2, help="how many lanes (GPUs side by side)")
    parser.add_argument("--target", default="auto", help="cuda, llvm or auto, as throughput.py takes it")
    parser.add_argument("--builder-workers", type=int, default=None, help="per lane; default: the smallest share")
    args = parser.parse_args()
    gpus, shares, workers = lane_setup(args.lanes, args.target, args.builder_workers)
    for lane, (gpu, share) in enumerate(zip(gpus, shares)):
        print(f"lane {lane}: GPU {gpu}, cores {share}, build workers {workers}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))  # for ecotune.core.gpu_slot
    sys.exit(main())
