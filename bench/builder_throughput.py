"""Trials per minute of latency tuning with ecotune's persistent builder vs MetaSchedule's stock one.

Run on the GPU machine:
  python3 bench/builder_throughput.py --builder stock --trials 32 --out bench/results/builder_stock_h200.json
(the persistent-builder figure comes from the workflow's tune_latency run, best.json's
search_summary, or run this script with --builder persistent). Same task, target, seed and
rounds for both; prints one JSON line with trials/minute, compile and run seconds, best latency.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
from pathlib import Path

from ecotune.search.latency import tune_latency
from ecotune.search.tune_loop import SearchSettings
from ecotune.target import detect_target
from ecotune.workloads import OperatorSpec, make_primfunc


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--builder", choices=["persistent", "stock"], required=True)
    parser.add_argument("--trials", type=int, default=64)
    parser.add_argument("--trials-per-round", type=int, default=32)
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--target", default="cuda")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    n = args.size
    spec = OperatorSpec(f"mm_{n}x{n}x{n}", "matmul", (("M", n), ("N", n), ("K", n)), "float32")
    target = detect_target(args.target)
    # Stock LocalBuilder's 30 s default failed every build on the H200; give both the same generous timeout.
    settings = SearchSettings(trials=args.trials, trials_per_round=args.trials_per_round, seed=0,
                              builder=args.builder, build_timeout_s=300)
    with tempfile.TemporaryDirectory() as work:
        _, summary = tune_latency(make_primfunc(spec), target, Path(work), settings, logging.getLogger("bench"))
    result = {"task": spec.name, "builder": args.builder, "target": target.target, "gpu": target.device_name,
              **summary.to_dict()}
    print(json.dumps(result))
    Path(args.out).write_text(json.dumps(result, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
