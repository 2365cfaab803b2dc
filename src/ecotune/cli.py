"""A small command line: what the catalog holds and what this machine offers."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ecotune", description="energy-aware kernel tuning")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("operators", help="list the operator catalog (names usable in config.yaml)")
    target = sub.add_parser("target", help="show the target and meter this machine gives")
    target.add_argument("--target", default="auto", choices=["auto", "cuda", "llvm"])
    args = parser.parse_args(argv)

    if args.command == "operators":
        from .workloads import default_suite

        for spec in default_suite():
            print(f"{spec.name:52s} {spec.kind:13s} {spec.flops / 1e9:9.3f} GFLOP  {spec.origin}")
        return 0

    from .energy import create_meter
    from .target import detect_target

    info = detect_target(args.target)
    meter = create_meter("auto", device=info.device_type, pci_bus_id=info.pci_bus_id)
    print(json.dumps({"target": info.to_dict(), "meter": meter.describe()}, indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
