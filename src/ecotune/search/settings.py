"""The settings every search runs with (SearchSettings), apart from the loop that uses them
(tune_loop.py) and the runner they configure (runner.py), so that both import them and
neither imports the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tvm.s_tir import meta_schedule as ms

from ..ops.target import cpu_cores

DEFAULT_WARMUP_SAMPLES = 100  # XGBModel's num_warmup_samples


@dataclass(frozen=True)
class SearchSettings:
    trials: int
    trials_per_round: int
    seed: int
    builder: str = "persistent"  # or "stock" (MetaSchedule's LocalBuilder) for comparisons
    builder_workers: int | None = None  # None: the cores this process may use (cores())
    build_timeout_s: float = 120.0
    run_timeout_s: float = 60.0
    population_size: int = 512  # MetaSchedule's default; smaller only for quick CPU runs
    gemv_rules: bool = True  # GEMVs on CUDA: the split-K space (spaces.py); False: MetaSchedule's default
    # each of the runner's 3 timings of a candidate lasts at least this long; None: the
    # target's default (RUNNER_MIN_REPEAT_MS), chosen by timing fixed kernels
    # at several lengths (docs/measurement.md)
    min_repeat_ms: int | None = None
    # time each candidate as soon as it is built, while the others compile (builder.py);
    # for GPU targets, off until checked on the H200 that the timings stay the same
    pipeline_runs: bool = False
    # MetaSchedule's genetic iterations also while its cost model still scores at random;
    # False draws those rounds from the initial population alone (warmup.py). On until
    # checked on the H200 that the searches reach the same latency at equal trials.
    warmup_evolution: bool = True
    # time each candidate cold, one call after an L2 flush per timing (ecotune.measurement.cold_timing), as a
    # kernel runs inside a model; False: warm, MetaSchedule's back-to-back timings
    cold_cache: bool = False
    # evolve the next round while this one builds and runs, with a cost model one round staler
    # (lookahead.py); on the H200 0.72x the wall time at 0.99x the best latency (docs/
    # search-speed.md), and the energy searches ran with it there too
    overlap_evolution: bool = True
    # check GPU limits (VerifyGPUCode) on each round's picks only, not on every schedule the
    # evolution makes: half a learned round's evolution (spaces.py). With warmup_samples 64, on an
    # H100 (2026-12-06, bench/results/throughput_h100.json): 1.7x the steady trials/min of
    # 384-trial pipelined searches at 0.90x [0.84, 0.97] their best latency, four seeds
    verify_picks_only: bool = True
    # trials before MetaSchedule's XGB model scores (its num_warmup_samples; until then it
    # guesses). At MetaSchedule's 100 and 64 per round, rounds 1 and 2 are each evolved while
    # nothing else runs, the first on random scores; one round's worth (64) lets round 2 be
    # drawn ahead (measured with verify_picks_only, above)
    warmup_samples: int = 64

    # settings added after the workflow's params were fixed: missing ones take the default
    OPTIONAL = ("gemv_rules", "min_repeat_ms", "pipeline_runs", "warmup_evolution", "cold_cache",
                "overlap_evolution", "verify_picks_only", "warmup_samples")
    # what params written before a default changed meant by leaving the setting out, so that
    # their recorded searches resume as they ran
    ABSENT_MEANT = {"verify_picks_only": False, "warmup_samples": DEFAULT_WARMUP_SAMPLES}

    def cores(self) -> int:
        """Build workers and the evolution's threads: builder_workers, else the CPUs this
        process may use, not the machine's: a job that a cluster scheduler or bench/lanes.py
        pinned to 8 of 128 cores must not start 128 workers."""
        return self.builder_workers or cpu_cores()

    def latency_model(self):
        """MetaSchedule's XGB cost model as tune_tir would make it, with these cores and warmup_samples."""
        return ms.CostModel.create("xgb", num_tuning_cores=self.cores(), tree_method="auto",
                                   num_warmup_samples=self.warmup_samples)

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> "SearchSettings":
        """From a plain mapping with the same names (a rule's params as a dict); other keys
        are ignored, a missing one is a KeyError (but for those in OPTIONAL)."""
        given = {name: values[name] for name in cls.__dataclass_fields__
                 if name in values or name not in cls.OPTIONAL}
        return cls(**{**{k: v for k, v in cls.ABSENT_MEANT.items() if k not in values}, **given})
