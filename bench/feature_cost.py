"""What the energy model's features cost per candidate, whole and as a prediction needs them
(issue 12: the predictions that steer an energy-aware search's evolution took 9-29 s of its
136-199 s on the H200, `energy_predict_s` in bench/results/decisive_h200's search.json files).

For each task of the default suite named, schedules sampled from its design space for the
H200 (sm_90; sampling and lowering need no GPU), and per candidate the time of
EnergyCostModel.features: whole (353 columns: MetaSchedule's per-store features and the
launch configuration, what the model keeps of a measured candidate) and with
booster_columns_only (what a "launch" model's prediction reads). Host work only: the times
are this machine's, a lower bound of what the tuning host spends (it also builds and times).

    PYTHONPATH=src python3 bench/feature_cost.py --out bench/results/feature_cost_cpu2.json
"""

from __future__ import annotations

import argparse
import statistics
import time

import tvm
from tvm.s_tir import meta_schedule as ms

from ecotune.outputs import write_json
from ecotune.search.energy_model import EnergyCostModel
from ecotune.search.spaces import space_for
from ecotune.workloads import default_suite, make_primfunc

H200 = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024, "max_shared_memory_per_block": 49152,
        "thread_warp_size": 32, "registers_per_block": 65536}
TASKS = ("mm_bert_ffn1_512x3072x768", "mv_gpt2_qkv_1x2304x768", "conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1")


def sampled_candidates(task: str, draws: int) -> tuple[ms.TuneContext, list]:
    spec = {s.name: s for s in default_suite()}[task]
    func = make_primfunc(spec)
    target, mod = tvm.target.Target(H200), tvm.IRModule({"main": func})
    space = space_for(func, target).space
    scheds, ctx = [], None
    for seed in range(draws):
        ctx = ms.TuneContext(mod=mod, target=target, space_generator=space, task_name=task,
                             rand_state=seed + 1, num_threads=1)
        scheds += list(ctx.generate_design_space())
    cands = [ms.MeasureCandidate(s, ms.arg_info.ArgInfo.from_entry_func(s.mod, remove_preproc=True))
             for s in scheds]
    return ctx, cands


def ms_per_candidate(fn, n: int, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1e3 * statistics.median(times) / n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tasks", nargs="+", default=list(TASKS))
    ap.add_argument("--draws", type=int, default=24, help="design-space draws per task (seeds)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    model = EnergyCostModel(target="power", feature_set="launch")
    rows = []
    for task in args.tasks:
        ctx, cands = sampled_candidates(task, args.draws)
        whole = ms_per_candidate(lambda: model.features(ctx, cands), len(cands), args.repeats)
        lean = ms_per_candidate(lambda: model.features(ctx, cands, booster_columns_only=True),
                                len(cands), args.repeats)
        rows.append({"task": task, "candidates": len(cands), "whole_ms": whole, "booster_columns_only_ms": lean,
                     "saved_share": 1 - lean / whole})
        print(f"{task}: {len(cands)} candidates, {whole:.2f} ms whole, {lean:.2f} ms booster columns only "
              f"({100 * (1 - lean / whole):.0f} % less)")
    write_json(args.out, {"what": "EnergyCostModel.features per candidate, host only (no GPU)",
                          "target": H200, "draws": args.draws, "repeats": args.repeats, "tasks": rows})


if __name__ == "__main__":
    main()
