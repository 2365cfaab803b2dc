"""Summaries of bench/throughput.py's runs: their rates and best-latency curves, medians per
search, best latencies at equal trials, and the searches paired by seed (ratios with a
bootstrap CI over seeds), for one task or pooled over several; the run lines it prints.

A library of throughput.py and convergence.py; run alone it pools throughput.py reports:
    python3 bench/run_summary.py bench/results/throughput_pipelined_h200_s*.json --baseline pipelined
"""

from __future__ import annotations

import json
import math
import re
import statistics
from pathlib import Path


def rates(round_ends: list[float], round_trials: list[int], start: float, wall_s: float) -> dict:
    """A run's trials, wall time and rates from its rounds' end times (perf_counter)."""
    trials = sum(round_trials)
    steady_s = round_ends[-1] - round_ends[0] if len(round_ends) > 1 else math.nan
    steady = 60.0 * sum(round_trials[1:]) / steady_s if steady_s and steady_s > 0 else math.nan
    return {"trials": trials, "wall_s": wall_s, "setup_and_first_round_s": round_ends[0] - start if round_ends else None,
            "round_wall_s": [b - a for a, b in zip([start, *round_ends], round_ends)], "round_trials": round_trials,
            "trials_per_min_total": 60.0 * trials / wall_s if wall_s > 0 else math.nan,
            "trials_per_min_steady": steady}


def best_so_far(latencies: list[float]) -> list[float]:
    """The best latency after each trial (a failed trial, NaN, keeps the best before it)."""
    out, best = [], math.inf
    for lat in latencies:
        best = min(best, lat) if not math.isnan(lat) else best
        out.append(best)
    return out


def median(values) -> float:
    values = [v for v in values if v is not None and not math.isnan(v)]
    return statistics.median(values) if values else math.nan


def final_best(run: dict) -> float:
    """A run's best latency after all its trials (runs rebuilt from a log have no curve)."""
    curve = run.get("best_latency_curve_s")
    return curve[-1] if curve else run.get("best_latency_s", math.nan)


def best_at(run: dict, trials: int) -> float:
    curve = run.get("best_latency_curve_s")
    if curve:
        return curve[trials - 1]
    return run["best_latency_s"] if run["trials"] == trials else math.nan


def wall_to(run: dict, trials: int) -> float:
    """Seconds from a run's start to the end of the round that completed its first `trials`
    trials (set-up included); NaN when no round ended there. Runs recorded before
    `round_trials` was kept count as rounds of equal size when their trials divide evenly."""
    walls = run.get("round_wall_s") or []
    sizes = run.get("round_trials")
    if sizes is None and walls and run["trials"] % len(walls) == 0:
        sizes = [run["trials"] // len(walls)] * len(walls)
    done = 0
    for k, size in enumerate(sizes or []):
        done += size
        if done == trials:
            return float(sum(walls[:k + 1]))
    return math.nan


def searches_of(runs: list[dict]) -> list[str]:
    return list(dict.fromkeys(r["search"] for r in runs))


def summarize(runs: list[dict]) -> dict:
    """Medians over runs per search; best latencies of the searches of a seed compared at the
    trials all of them completed (the last run of each search with that seed)."""
    names = searches_of(runs)
    out: dict = {}
    for search in names:
        mine = [r for r in runs if r["search"] == search]
        out[search] = {key: median(r[key] for r in mine) for key in ("trials_per_min_steady", "trials_per_min_total")}
    equal = []
    for seed in sorted({r["seed"] for r in runs}):
        group = {r["search"]: r for r in runs if r["seed"] == seed}
        if len(group) == len(names) > 1 and min(p["trials"] for p in group.values()):
            n = min(p["trials"] for p in group.values())
            equal.append({"seed": seed, "trials": n, **{s: best_at(group[s], n) for s in names}})
    for search in names:
        out[search]["best_latency_s"] = median(e[search] for e in equal) if equal else median(
            final_best(r) for r in runs if r["search"] == search)
    out["best_at_equal_trials"] = equal
    return out


def seed_pairs(runs: list[dict], baseline: str, other: str, task: str = "") -> list[dict]:
    """Per seed that both searches ran: other / baseline for the best latency at equal trials
    and for the wall time of the whole search (set-up included). A run cut short by the time
    limit pairs at the trials it completed, with the wall times to those trials."""
    pairs = []
    for seed in sorted({r["seed"] for r in runs}):
        group = {r["search"]: r for r in runs if r["seed"] == seed}
        if baseline in group and other in group:
            a, b = group[baseline], group[other]
            n = min(a["trials"], b["trials"])
            whole = a["trials"] == b["trials"]
            wall_ratio = b["wall_s"] / a["wall_s"] if whole else wall_to(b, n) / wall_to(a, n)
            if n and math.isfinite(wall_ratio):
                pairs.append({"task": task, "seed": seed, "trials": n, "cut_short": not whole,
                              "best_latency_ratio": best_at(b, n) / best_at(a, n), "wall_time_ratio": wall_ratio})
    return pairs


def pooled_ratios(pairs: list[dict]) -> dict:
    """Geometric means of the pairs' ratios with a 95 % bootstrap CI over pairs (few pairs:
    a coarse interval; three pairs have ten distinct resamples)."""
    import numpy as np

    from ecotune.analysis.stats import bootstrap_ci

    out: dict = {"pairs": len(pairs)}
    for key in ("best_latency_ratio", "wall_time_ratio"):
        logs = np.log([p[key] for p in pairs if p[key] > 0 and math.isfinite(p[key])])
        if len(logs):
            point, lo, hi = bootstrap_ci(logs, np.mean)
            out[key] = {"geomean": math.exp(point), "ci_lo": math.exp(lo), "ci_hi": math.exp(hi),
                        "per_pair": [p[key] for p in pairs]}
    return out


def paired(runs: list[dict], task: str = "", baseline: str | None = None) -> dict:
    """{other: pooled ratios and pairs} for each search against `baseline` (default: the first
    one run)."""
    names = searches_of(runs)
    if baseline in names:
        names = [baseline, *(name for name in names if name != baseline)]
    out = {}
    for other in names[1:]:
        pairs = seed_pairs(runs, names[0], other, task)
        out[f"{other}_vs_{names[0]}"] = {**pooled_ratios(pairs), "seeds": pairs}
    return out


def combined(paths: list[Path], baseline: str | None = None) -> dict:
    """The paired comparisons of several reports (one per task or seed), their seeds pooled;
    `baseline`: the search every other is compared with, in every report (reports whose
    first run was another search pair the other way round otherwise)."""
    reports = [json.loads(p.read_text()) for p in paths]
    for r in reports:  # paired again from the runs, so that every report pairs by today's rules
        if r.get("runs"):
            r["paired"] = paired(r["runs"], r["task"], baseline)
    keys = list(dict.fromkeys(k for r in reports for k in r["paired"]))
    return {"from": [str(p) for p in paths], "tasks": [r["task"] for r in reports],
            "paired": {k: {**pooled_ratios(pairs := [s for r in reports for s in r["paired"].get(k, {}).get("seeds", [])]),
                           "seeds": pairs} for k in keys}}


RUN_LINE = re.compile(r"^(\w+) seed (\d+): (\d+) trials in ([\d.]+) s, ([\d.na]+)/min total, "
                      r"([\d.na]+)/min steady, rounds \[([^\]]*)\] s, failed (\d+), best ([\d.na]+) us")


def runs_from_log(path: Path) -> list[dict]:
    """The runs a log of bench/throughput.py printed (print_run: one line each), without their curves: for a
    run whose JSON was lost (before 2026-11-30 a time limit crashed the script before writing it)."""
    runs = []
    for line in path.read_text(errors="replace").splitlines():
        m = RUN_LINE.match(line)
        if m:
            search, seed, trials, wall, total, steady, rounds, failed, best = m.groups()
            runs.append({"search": search, "seed": int(seed), "trials": int(trials), "wall_s": float(wall),
                         "trials_per_min_total": float(total), "trials_per_min_steady": float(steady),
                         "round_wall_s": [float(x) for x in rounds.split(",") if x.strip()],
                         "failed": int(failed), "best_latency_s": float(best) * 1e-6,
                         "from_log": f"{path.name}:{line[:40]}"})
    return runs


def print_run(result: dict) -> None:
    print(f"{result['search']} seed {result['seed']}: {result['trials']} trials in {result['wall_s']:.1f} s, "
          f"{result['trials_per_min_total']:.1f}/min total, {result['trials_per_min_steady']:.1f}/min steady, "
          f"rounds {[round(x, 1) for x in result['round_wall_s']]} s, failed {result['failed']}, best "
          f"{final_best(result) * 1e6:.2f} us", flush=True)


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("reports", nargs="+", type=Path, help="throughput.py JSON reports (one per task or seed)")
    parser.add_argument("--baseline", default=None, help="the search every other is compared with")
    args = parser.parse_args()
    pooled = combined(args.reports, args.baseline)
    for name, pair in pooled["paired"].items():
        print(name, json.dumps({k: v for k, v in pair.items() if k != "seeds"}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
