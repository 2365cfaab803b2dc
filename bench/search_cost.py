"""Where the energy-aware and the NVML-only searches' wall time goes (issue 13, claim (b)):
per search and as a mean per method, from each search's search.json (its search_summary).

    PYTHONPATH=src python3 bench/search_cost.py --directory bench/results/decisive_h200/work \\
        --out bench/results/decisive_h200/search_cost.json

Columns: wall_s; energy measurements and the seconds they took; energy_predict_s (the energy
model's predictions that steer the evolution; 0 without a model); build_wall_s (waiting for
builds); run_s (module loads and timing); other_s (the rest: set-up, evolution, callbacks;
it includes energy_predict_s). A search resumed after a kill has in its summary only the run
after the resume, so the means leave it out (and list it).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pandas as pd

from ecotune.outputs import write_json

METHODS = ("energy", "nvml_only")
COLUMNS = ("wall_s", "energy_measured", "energy_measure_s", "energy_predict_s", "build_wall_s", "run_s", "other_s")


def search_rows(directory: Path) -> pd.DataFrame:
    rows = []
    for path in sorted(Path(directory).glob("*/results/tune/*/*/r*/search.json")):
        info = json.loads(path.read_text())
        if info.get("search") not in METHODS:
            continue
        summary = info.get("search_summary") or {}
        rows.append({"task": info.get("task"), "method": info["search"], "replicate": path.parent.name,
                     "resumed_from_trials": int(summary.get("resumed_from_trials") or 0),
                     **{key: summary.get(key) for key in COLUMNS}})
    return pd.DataFrame.from_records(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--directory", required=True, help="folder of task workflow folders (TASK/results/tune/...)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    frame = search_rows(Path(args.directory))
    if frame.empty:
        raise SystemExit(f"no energy-aware or NVML-only search.json under {args.directory}")
    whole = frame[frame.resumed_from_trials == 0]
    means = whole.groupby("method")[list(COLUMNS)].mean()
    print(frame.round(1).to_string(index=False))
    print("\nmean per search (resumed searches left out):")
    print(means.round(1).to_string())
    write_json(args.out, {
        "what": "search_summary of each energy-aware and NVML-only search; means leave out resumed searches",
        "directory": str(args.directory),
        "mean_per_method": {m: {c: float(v) for c, v in row.items()} for m, row in means.iterrows()},
        "searches_in_mean": {m: int((whole.method == m).sum()) for m in means.index},
        "left_out_resumed": [f"{r.method}/{r.task}/{r.replicate}" for r in frame[frame.resumed_from_trials > 0].itertuples()],
        "searches": frame.to_dict(orient="records"),
    })


if __name__ == "__main__":
    main()
