"""Rounds that a search added at the end for a few missing trials, and what they cost (issue 12).

A search whose round came short of `trials_per_round` (MetaSchedule dropped candidates measured
before) made up the missing trials with one more round at the end, which pays a whole round's
evolution and set-up for a few candidates. From the searches' logs ("round N: T/TRIALS trials,
..., S s elapsed") in workflow folders, here, no GPU:

    python3 bench/remainder_rounds.py --directory bench/results/decisive_h200/work/* \\
        --out bench/results/decisive_h200/remainder_rounds.json

A remainder round is a last round of fewer than a quarter of the others' largest. Per search:
the trials and elapsed seconds at each round's end; per kind of search (tune_latency,
tune_energy, tune_nvml_only): how many had one, their seconds (min, median, max, sum) and the
share of those searches' wall time they took.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.outputs import write_json  # noqa: E402
from round_profile import by_kind, job_search_name  # noqa: E402

ROUND = re.compile(r"round (\d+): (\d+)/(\d+) trials.*?, ([\d.]+) s elapsed")


def rounds(text: str) -> list[tuple[int, float]]:
    """(trials done, seconds elapsed) at the end of each round a search's log reports."""
    return [(int(m.group(2)), float(m.group(4))) for m in ROUND.finditer(text)]


def remainder_s(ends: list[tuple[int, float]]) -> float | None:
    """Seconds of the last round if it took fewer than a quarter of the largest round's trials."""
    if len(ends) < 2:
        return None
    sizes = [b[0] - a[0] for a, b in zip([(0, 0.0), *ends], ends)]
    return ends[-1][1] - ends[-2][1] if sizes[-1] < max(sizes[:-1]) / 4 else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--directory", type=Path, nargs="+", required=True, help="workflow folders")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    searches = {}
    for work in args.directory:
        for log in sorted((work / "logs").glob("tune_*/*/r*.log")):
            text = log.read_text()
            ends = rounds(text)
            # a search resumed after a cut-off logs only its rounds since: its first round's size is unknown
            if not ends or " INFO resuming " in text:
                continue
            searches[job_search_name(log)] = {
                "trials_at_round_end": [t for t, _ in ends], "elapsed_s": [s for _, s in ends],
                "remainder_s": remainder_s(ends)}
    summary = {}
    for kind, mine in by_kind(searches).items():
        costs = [v["remainder_s"] for v in mine if v["remainder_s"] is not None]
        walls = [v["elapsed_s"][-1] for v in mine if v["remainder_s"] is not None]
        summary[kind] = {"searches": len(mine), "with_remainder_round": len(costs)}
        if costs:
            summary[kind] |= {"remainder_s_min": min(costs), "remainder_s_median": statistics.median(costs),
                              "remainder_s_max": max(costs), "remainder_s_sum": sum(costs),
                              "share_of_their_wall_time": round(sum(costs) / sum(walls), 4)}
    write_json(args.out, {"how": __doc__.strip().split("\n\n")[0], "summary": summary, "per_search": searches})
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
