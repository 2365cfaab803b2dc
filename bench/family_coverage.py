"""Would keeping the M for energy spread over launch families, instead of the M fastest, show a
search other families? Offline, per round of each energy-aware and NVML-only search of a finished
run: how many launch families (grid of thread blocks; on a CPU target the parallel extent) were
within search_slack, how many the M fastest covered (what the search kept), how many the spread
(spread_over_families) would have covered, and in how many rounds a family of lower power was
within the slack but not among the M fastest (and in how many one was among the round's kernels
beyond the slack). launch_families.json found that grid ranks a kernel's power and that each
search measures one or two grids; this asks whether the selection step or the evolution is what
keeps the other grids out.

    PYTHONPATH=src python3 bench/family_coverage.py --raw bench/results/decisive_h200/raw \\
        --families bench/results/decisive_h200/launch_families.json \\
        --out bench/results/decisive_h200/family_coverage.json

A family's power is its median over the task's energy-measured candidates in every search
(launch_families.json), not a measurement of the candidates a spread would have kept: the
"lower-power family missed" share is an estimate of the room a spread opens, not a result.
Each candidate's launch comes from replaying its trace from the search's full tuning database
(raw/TASK.raw.tar.xz); M and search_slack are read from the search's search.json.
"""

from __future__ import annotations

import argparse
import itertools
import json
import tarfile
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

from ecotune.outputs import write_json
from ecotune.schedules import launch_config
from ecotune.search.decisions import within_slack
from ecotune.tuning_db import open_database, records_by_hash

SEARCHES = ("energy", "nvml_only")


def spread_over_families(fastest_first: list[int], families: list, M: int) -> list[int]:
    """M candidates, every family's fastest first: the fastest of each family (families in the
    order of their fastest), then each family's second fastest, and so on; in the order given.
    With one family this is the M fastest, what the search keeps."""
    queues: dict = {}
    for i in fastest_first:
        queues.setdefault(families[i], []).append(i)
    by_depth = (q[depth] for depth in range(M) for q in queues.values() if depth < len(q))
    chosen = set(itertools.islice(by_depth, M))
    return [i for i in fastest_first if i in chosen]


def launch_families(search_dir: Path, hashes: set[str], family: str) -> dict[str, int]:
    """trace hash -> family key of each of these candidates, from its record in the search's database."""
    records = records_by_hash(open_database(search_dir), hashes, failed=True)
    return {h: int(launch_config(r.as_measure_candidate().sch)[family]) for h, r in records.items()}


def search_rounds(search_dir: Path, family: str, median_power: dict[str, float]) -> list[dict]:
    knobs = json.loads((search_dir / "search.json").read_text())["energy_search"]
    M, slack = int(knobs["M"]), float(knobs["search_slack"])
    cands = pd.read_csv(search_dir / "candidates.csv")
    families = launch_families(search_dir, set(cands.trace_hash), family)
    best, rows = np.inf, []
    for rnd, frame in cands.groupby("round", sort=True):
        lat = frame.latency_s.to_numpy(dtype=float)
        fam = [families.get(h) for h in frame.trace_hash]
        eligible, new_best = within_slack(lat, best, slack)
        eligible = [i for i in eligible if fam[i] is not None]
        fastest = {fam[i] for i in eligible[:M]}
        spread = {fam[i] for i in spread_over_families(eligible, fam, M)}
        within = {fam[i] for i in eligible}
        ran = {fam[i] for i in np.flatnonzero(np.isfinite(lat)) if fam[i] is not None}
        power = {f: median_power.get(str(f), np.nan) for f in ran}
        kept_power = min((power[f] for f in fastest), default=np.nan)

        def lower_power(among: set) -> bool:
            return bool(np.isfinite(kept_power) and any(power[f] < kept_power for f in among if np.isfinite(power[f])))

        rows.append({"round": int(rnd), "within_slack": len(eligible), "families_within_slack": len(within),
                     "families_m_fastest": len(fastest), "families_spread": len(spread),
                     "lower_power_family_missed": lower_power(within - fastest),
                     "lower_power_family_beyond_slack": lower_power(ran - within),
                     "unreplayed": int(sum(f is None for f in fam))})
        best = new_best
    return rows


def coverage(raw: Path, family: str, median_power: dict[str, dict]) -> dict:
    out = {}
    for tar in sorted(raw.glob("*.raw.tar.xz")):
        task = tar.name.removesuffix(".raw.tar.xz")
        with tempfile.TemporaryDirectory() as tmp:
            with tarfile.open(tar) as archive:
                archive.extractall(tmp, filter="data")
            rows = [{"search": s, "replicate": d.name, **row}
                    for s in SEARCHES for d in sorted(Path(tmp, task, "results", "tune", s, task).glob("r*"))
                    for row in search_rounds(d, family, median_power.get(task, {}))]
        frame = pd.DataFrame(rows)
        out[task] = {
            "rounds": len(frame),
            **{f"median_{c}": float(frame[c].median())
               for c in ("families_within_slack", "families_m_fastest", "families_spread")},
            "share_rounds_lower_power_family_missed_estimated": float(frame.lower_power_family_missed.mean()),
            "share_rounds_lower_power_family_beyond_slack_estimated": float(
                frame.lower_power_family_beyond_slack.mean()),
            "unreplayed_candidates": int(frame.unreplayed.sum()),
            "per_round": rows,
        }
        print(f"{task}: {len(frame)} rounds; families within slack (median) {out[task]['median_families_within_slack']:g}, "
              f"of them among the M fastest {out[task]['median_families_m_fastest']:g}, with spread "
              f"{out[task]['median_families_spread']:g}; a lower-power family within the slack but not among the M "
              f"fastest in {100 * out[task]['share_rounds_lower_power_family_missed_estimated']:.0f} % of rounds, "
              f"one among the round's slower kernels in "
              f"{100 * out[task]['share_rounds_lower_power_family_beyond_slack_estimated']:.0f} % "
              "(estimated from family medians)")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--raw", required=True, type=Path, help="folder of TASK.raw.tar.xz (full task folders)")
    ap.add_argument("--families", required=True, type=Path, help="launch_families.json of the same run")
    ap.add_argument("--family", default="grid", help="launch_config key that names a family (default grid)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    known = json.loads(args.families.read_text())
    if known.get("family") != args.family:
        raise SystemExit(f"{args.families} is keyed by {known.get('family')!r}, not {args.family!r}")
    median_power = {task: t["median_power_w_by_family"] for task, t in known["tasks"].items()}
    tasks = coverage(args.raw, args.family, median_power)
    if not tasks:
        raise SystemExit(f"no *.raw.tar.xz under {args.raw}")
    write_json(args.out, {"how": "offline replay of each search's rounds; a family's power is its median over the "
                                 "task's energy-measured candidates (estimated, not measured for these candidates)",
                          "raw": str(args.raw), "family": args.family, "tasks": tasks})


if __name__ == "__main__":
    main()
