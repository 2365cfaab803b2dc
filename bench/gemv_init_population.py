"""SampleInitPopulation's arithmetic for the GEMV spaces (bench/gemv_space.py; issue 12, item 4):
the chance that MetaSchedule's first population cannot be filled, by Monte Carlo from the
valid share of random samples, and MetaSchedule's own first generate_measure_candidates
replayed on the default space. CPU only; nothing here is a GPU measurement."""

from __future__ import annotations

import logging
import re
import time

import numpy as np
from tvm.s_tir import meta_schedule as ms

from gemv_inspect import tune_context


def simulate_init_population(p: float, pop: int, measured: int, *, init_min_unmeasured: int = 50,
                             max_fail_count: int = 5, sims: int = 20000, seed: int = 0) -> dict:
    """EvolutionarySearch::SampleInitPopulation with valid probability p per random sample.

    Each round draws num = pop - measured samples; valid ones accumulate; a round with none
    counts as a failure; it stops at init_min_unmeasured valid or max_fail_count empty rounds.
    """
    rng = np.random.default_rng(seed)
    num = pop - measured
    fails, rounds, rejected = 0, [], []
    for _ in range(sims):
        got = empty = r = 0
        while got < init_min_unmeasured and empty < max_fail_count:
            v = rng.binomial(num, p)
            got += v
            empty += v == 0
            r += 1
        fails += got < init_min_unmeasured
        rounds.append(r)
        rejected.append(r * num - got)
    return {"population_size": pop, "measured_seeds": measured, "samples_per_round": num,
            "p_valid": p, "p_empty_round": (1 - p) ** num,
            "p_search_fails": fails / sims, "mean_rounds": float(np.mean(rounds)),
            "mean_rejected_samples": float(np.mean(rejected))}


class _ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.msgs: list[str] = []

    def emit(self, record):
        self.msgs.append(record.getMessage())


def replay_init_population(mod, pop: int, seed: int) -> dict:
    """MetaSchedule's own first generate_measure_candidates on the default space (empty DB)."""
    h = _ListHandler()
    lg = logging.getLogger(f"gemv_space.replay.{pop}.{seed}")
    lg.setLevel(logging.INFO)
    lg.addHandler(h)
    lg.propagate = False
    ctx = tune_context(mod, "post-order-apply", seed=seed, pop=pop, logger=lg)
    spaces = ctx.generate_design_space()
    ctx.pre_tuning(max_trials=64, num_trials_per_iter=64, design_spaces=spaces,
                   database=ms.database.MemoryDatabase(), cost_model=ms.cost_model.RandomModel())
    t0 = time.perf_counter()
    cands = ctx.generate_measure_candidates()
    summaries = [m for m in h.msgs if "Sample-Init-Population summary" in m]
    vf = re.search(r"VerifyGPUCode\]: (\d+) failure", summaries[-1]) if summaries else None
    sampled = [int(m.group(1)) for m in (re.search(r"Sampled (\d+) candidate", x) for x in h.msgs) if m]
    return {"population_size": pop, "seed": seed, "rounds": len(summaries),
            "verify_gpu_code_failures": int(vf.group(1)) if vf else None,
            "sampled_valid": sampled[0] if sampled else None,
            "failed": cands is None,
            "message": next((m for m in h.msgs if "Cannot sample" in m), None),
            "wall_s": round(time.perf_counter() - t0, 1)}
