"""A small command line: what the catalog holds, what this machine offers, and the report of a
results folder (one copied from a GPU machine, say) rebuilt without Snakemake."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ecotune", description="energy-aware kernel tuning")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("operators", help="list the operator catalog (names usable in config.yaml)")
    target = sub.add_parser("target", help="show the target and meter this machine gives")
    target.add_argument("--target", default="auto", choices=["auto", "cuda", "llvm"])
    report = sub.add_parser("report", help="build the PDF report of a workflow's results folder")
    report.add_argument("results", type=Path, help="a run's results/ folder (remeasure/ must be in it)")
    report.add_argument("out", type=Path, help="where report.pdf, tables/ and figures/ go")
    args = parser.parse_args(argv)

    if args.command == "report":
        return _report(args.results, args.out)

    if args.command == "operators":
        from .ops.workloads import default_suite

        for spec in default_suite():
            print(f"{spec.name:52s} {spec.kind:13s} {spec.flops / 1e9:9.3f} GFLOP  {spec.origin}")
        return 0

    from .energy import create_meter
    from .ops.target import detect_target

    info = detect_target(args.target)
    meter = create_meter("auto", device=info.device_type, pci_bus_id=info.pci_bus_id)
    print(json.dumps({"target": info.to_dict(), "meter": meter.describe()}, indent=2, default=str))
    return 0


def _report(results: Path, out: Path) -> int:
    """Every remeasured task and every measured model of `results`, as the report rule has them."""
    from .report import build_report
    from .core.results import REMEASURE_SUMMARY

    pattern, suffix = REMEASURE_SUMMARY.file.format(task="*"), REMEASURE_SUMMARY.file.format(task="")
    tasks = sorted(p.name.removesuffix(suffix) for p in (results / "remeasure").glob(pattern))
    if not tasks:
        raise SystemExit(f"ecotune report: no remeasured task in {results / 'remeasure'} ({pattern})")
    models = sorted(p.stem for p in (results / "models").glob("*.json"))
    print(build_report(results, tasks, out, models))
    return 0


if __name__ == "__main__":
    sys.exit(main())
