"""How much of a kernel's power its launch family explains, and how many families each search
measured (issue 13: why one replicate's energy-aware pick can be +60 % and the next -36 %).

Offline, from every energy-measured candidate a finished run recorded (each search's
energy.csv: energy-aware, NVML-only and re-rank); no new measurement.

    PYTHONPATH=src python3 bench/launch_families.py --directory bench/results/decisive_h200/work \\
        --out bench/results/decisive_h200/launch_families.json

Per task: Spearman of the family key (default `grid`, the thread blocks a launch starts; on a
CPU target every kernel has grid 1, use `--family parallel`) and of latency against power,
median power per family, and per search the share of its measurements spent on its most
measured family. A strong family-power rank with searches that each stay in one family means
the pick's power is decided by which family the evolution reached, not by the energy model.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from ecotune.outputs import write_json
from ecotune.stats import spearman


def candidate_rows(directory: Path) -> pd.DataFrame:
    """Every energy-measured candidate under DIRECTORY/TASK/results/tune/SEARCH/TASK/rN/energy.csv
    whose power was measured (failed measurements dropped)."""
    frames = []
    for path in sorted(Path(directory).glob("*/results/tune/*/*/r*/energy.csv")):
        frame = pd.read_csv(path)
        frame["task"], frame["search"], frame["replicate"] = path.parts[-3], path.parts[-4], path.parent.name
        frames.append(frame)
    if not frames:
        return pd.DataFrame()
    rows = pd.concat(frames, ignore_index=True)
    return rows[rows.power_w.notna() & (rows.power_w > 0)]


def family_summary(rows: pd.DataFrame, family: str = "grid") -> dict[str, dict]:
    out = {}
    for task, t in rows.groupby("task"):
        by_search = t.groupby(["search", "replicate"])[family]
        top_share = by_search.agg(lambda f: f.value_counts().iloc[0] / len(f))
        out[task] = {
            "candidates": len(t),
            "searches": int(by_search.ngroups),
            f"spearman_{family}_power": spearman(t[family], t.power_w),
            "spearman_latency_power": spearman(t.latency_s, t.power_w),
            "power_w_p10_p90": [float(t.power_w.quantile(0.1)), float(t.power_w.quantile(0.9))],
            "median_power_w_by_family": {str(k): float(v) for k, v in t.groupby(family).power_w.median().items()},
            "candidates_by_family": {str(k): int(v) for k, v in t[family].value_counts().sort_index().items()},
            "top_family_share_median": float(top_share.median()),
            "top_family_share": {f"{s}/{r}": float(v) for (s, r), v in top_share.items()},
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--directory", required=True, help="folder of task workflow folders (TASK/results/tune/...)")
    ap.add_argument("--family", default="grid", help="energy.csv column that names a launch family (default grid)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    rows = candidate_rows(Path(args.directory))
    if rows.empty:
        raise SystemExit(f"no energy-measured candidates under {args.directory}")
    if args.family not in rows:
        raise SystemExit(f"energy.csv has no column {args.family!r}")
    summary = family_summary(rows, args.family)
    for task, s in summary.items():
        print(f"{task}: {s['candidates']} candidates, {s['searches']} searches; Spearman({args.family}, power) "
              f"{s[f'spearman_{args.family}_power']:+.2f}, Spearman(latency, power) {s['spearman_latency_power']:+.2f}; "
              f"median share of a search's measurements on its top family {s['top_family_share_median']:.2f}")
    write_json(args.out, {"how": "offline, from each search's energy.csv (candidates with a measured power)",
                          "directory": str(args.directory), "family": args.family, "tasks": summary})


if __name__ == "__main__":
    main()
