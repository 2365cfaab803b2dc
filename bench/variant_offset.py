"""Does one kernel, measured as two variants, read the same? (issue 13's latency bar of 1.02)

In the BERT layer's remeasures (bench/results/README.md, models_h200_partial) twelve
kernels were measured twice because two methods had picked them; three of the latency CIs
excluded 0 (+0.1 %, +0.2 %, +2.0 %). Remeasure gives every variant its own module and its
own device buffers. This builds one kernel three times and measures the three interleaved
with remeasure's protocol:

- `own_a`, `own_b`: a module and buffers of their own each, as remeasure's variants have;
- `shared_a`: a module of its own on own_a's buffers.

own_b vs own_a is the offset two variants carry by being two; shared_a vs own_a what is
left of it when the buffers are the same. Paired by repeat, with 95 % bootstrap CIs.

On the GPU machine, after `. .devkit/install`, with a finished search (e.g. the BERT
layer's, unpacked from bench/results/models_h200_partial):

    python3 bench/variant_offset.py --task bench/work/bert_layer/results/tasks/bert_layer.matmul2.json \
        --search-dir bench/work/bert_layer/results/tune/latency/bert_layer.matmul2/r0 --repeats 10 \
        --out bench/results/variant_offset_h200.json

Without --search-dir the task's unscheduled function is built (CPU targets only).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.energy import create_meter  # noqa: E402
from ecotune.evaluate import ProtocolSettings, remeasure  # noqa: E402
from ecotune.kernels import device_buffers, tvm_kernel  # noqa: E402
from ecotune.outputs import write_json  # noqa: E402
from ecotune.results import REMEASURE_ROWS  # noqa: E402
from ecotune.schedules import build_schedule  # noqa: E402
from ecotune.stats import bootstrap_ci, paired_changes  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.tuning_db import final_schedule  # noqa: E402
from ecotune.workloads import make_primfunc, random_inputs, read_task  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", type=Path, required=True, help="a task file (results/tasks/<task>.json)")
    parser.add_argument("--search-dir", type=Path, help="a latency search's folder: its fastest kernel")
    parser.add_argument("--target", default="auto")
    parser.add_argument("--meter", default="auto")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--window-s", type=float, default=1.0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    from tvm.s_tir import Schedule

    spec = read_task(args.task)
    target = detect_target(args.target)
    func = make_primfunc(spec)
    schedule = (final_schedule("latency", args.search_dir, func, target)[0] if args.search_dir
                else Schedule(func))
    data = random_inputs(spec, 0)
    # as remeasure loads a variant (kernels.tvm_kernel: timed by TVM's time evaluator), on
    # buffers of its own or on own_a's
    own_a, own_b = device_buffers(spec, target, data), device_buffers(spec, target, data)
    variants = {name: tvm_kernel(name, build_schedule(schedule, target), spec, target, data, buffers)
                for name, buffers in (("own_a", own_a), ("own_b", own_b), ("shared_a", own_a))}
    meter = create_meter(args.meter, device=target.device_type, pci_bus_id=target.pci_bus_id)
    protocol = ProtocolSettings(repeats=args.repeats, window_s=args.window_s)
    rows, idle_w = remeasure(spec, variants, meter, protocol)
    frame = pd.DataFrame(rows, columns=REMEASURE_ROWS.names)
    result = {"task": spec.name, "search_dir": str(args.search_dir) if args.search_dir else None,
              "target": target.target, "meter": meter.describe(), "protocol": asdict(protocol), "idle_power_w": idle_w, "variants": {}, "changes_vs_own_a": {}}
    for name in variants:
        group = frame[frame.variant == name]
        result["variants"][name] = {metric: dict(zip(("median", "ci_lo", "ci_hi"), bootstrap_ci(group[metric].to_numpy())))
                                    for metric in ("latency_s", "energy_j")}
    for name in ("own_b", "shared_a"):
        change = paired_changes(frame, "own_a", name)
        result["changes_vs_own_a"][name] = change
        print(f"{name} vs own_a: latency {100 * change['latency_change']:+.2f} % "
              f"[{100 * change['latency_change_lo']:+.2f}, {100 * change['latency_change_hi']:+.2f}], energy "
              f"{100 * change['energy_change']:+.2f} % [{100 * change['energy_change_lo']:+.2f}, "
              f"{100 * change['energy_change_hi']:+.2f}]")
    result["rows"] = frame.to_dict(orient="records")  # write_json writes NaN as null
    write_json(args.out, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
