"""Do the energy searches find kernels as fast as the latency search? Offline, from finished runs.

Pairs each energy-aware (and NVML-only) search with its task's latency search of the same replicate
and compares best latency at equal trials, the share of each round near the best, and how the two
timed the kernels both measured (bench/variance/quality.py says how). A run is a folder holding
`work/` (an experiment's archive.tar.xz unpacked):

    mkdir -p /tmp/q/decisive_h200 && tar xJf bench/results/decisive_h200/archive.tar.xz -C /tmp/q/decisive_h200
    python3 bench/search_quality.py /tmp/q/decisive_h200 /tmp/q/decisive_tasks_h200 \\
        --out bench/results/search_quality.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from variance.quality import SLACK, run_quality


def lines(name: str, run: dict) -> list[str]:
    out = [f"{name} ({', '.join(run['devices']) or 'board not recorded in its files'})"]
    for method, result in run["methods"].items():
        out.append(f"  {method} vs latency, {result['pairs']} pairs:")
        for budget, s in result["best_latency_change"].items():
            if s["tasks"]:
                out.append(f"    best latency at {budget} trials: {s['mean']:+.1%} "
                           f"[{s['ci_lo']:+.1%}, {s['ci_hi']:+.1%}] median {s['median']:+.1%}, slower in {s['share_above_0']:.0%} of {s['tasks']} tasks")
        for span, s in result["fast_share_difference"].items():
            if s["tasks"] > 1:
                out.append(f"    trials {span}: share within {run['slack']}x of the pair's best "
                           f"{s['mean'] * 100:+.1f} points [{s['ci_lo'] * 100:+.1f}, {s['ci_hi'] * 100:+.1f}]"
                           f" ({s['tasks']} tasks)")
        s = result["same_kernel_latency_change"]
        if s["tasks"]:
            out.append(f"    the same kernel as timed by both: {s['mean']:+.2%} ({s['tasks']} tasks)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", type=Path, nargs="+", help="folders holding work/ (an unpacked archive)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[64, 128, 192, 256])
    parser.add_argument("--slack", type=float, default=SLACK)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    missing = [str(r) for r in args.runs if not (r / "work").is_dir()]
    if missing:
        raise SystemExit(f"no work/ folder in {', '.join(missing)} (unpack the run's archive.tar.xz there)")
    result = {"command": "python3 bench/search_quality.py " + " ".join(sys.argv[1:]),
              "runs": {r.name: run_quality(r / "work", args.budgets, args.slack) for r in args.runs}}
    for name, run in result["runs"].items():
        print("\n".join(lines(name, run)))
    if args.out:
        args.out.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
