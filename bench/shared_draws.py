"""How many candidates the searches of one task had in common (issue 13): with the same seed,
do the latency, energy-aware and NVML-only searches measure the same first-round candidates?

While MetaSchedule's cost model scores at random (below 100 measured candidates) every search
draws random schedules, so whatever differs between the searches' picks there is the draw, not
the method. Their seeds are equal, but the initial population is sampled on many threads at
once, so which schedule lands where (and which random score it gets) varies from run to run.
Per task and replicate: each search's candidates and best latency, and the candidates each
other search shares with the latency search (structural hashes from candidates.csv), in
round 0 and overall.

    python3 bench/shared_draws.py --directory WORKFLOW_FOLDER --out shared_draws.csv
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pandas as pd

SEARCHES = ("latency", "energy", "nvml_only")


def shared_draws(directory: Path) -> pd.DataFrame:
    rows = []
    tune = directory / "results" / "tune"
    for path in sorted((tune / "latency").glob("*/r*/candidates.csv")):
        task, replicate = path.parent.parent.name, path.parent.name
        found = {s: tune / s / task / replicate / "candidates.csv" for s in SEARCHES}
        frames = {s: pd.read_csv(p) for s, p in found.items() if p.exists()}
        base = frames["latency"]
        row = {"task": task, "replicate": replicate}
        for search, frame in frames.items():
            row[f"{search}_candidates"] = frame.trace_hash.nunique()
            row[f"{search}_best_latency_s"] = frame.latency_s.min()
            if search != "latency":
                row[f"{search}_shared"] = len(set(frame.trace_hash) & set(base.trace_hash))
                row[f"{search}_shared_round0"] = len(set(frame[frame["round"] == 0].trace_hash)
                                                     & set(base[base["round"] == 0].trace_hash))
        rows.append(row)
    return pd.DataFrame(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, required=True, help="a workflow run's folder")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    table = shared_draws(args.directory)
    if table.empty:
        print(f"no latency search under {args.directory}/results/tune", file=sys.stderr)
        return 2
    table.to_csv(args.out, index=False)
    print(table.to_string(index=False))
    for search in SEARCHES[1:]:
        if f"{search}_shared_round0" in table:
            print(f"{search}: round-0 candidates shared with the latency search: "
                  f"{int(table[f'{search}_shared_round0'].sum())} of {int(table[f'{search}_candidates'].sum())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
