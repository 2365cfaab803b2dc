"""The paper's decisions, as small functions, and the cost model that steers evolution.

Each round of the energy-aware search (energy_search.py, energy_rounds.py) asks these,
and the pick step (pick.py) the last:

- `select_for_energy`: which of the round's latency-measured candidates get the slow
  energy measurement (step b: the M fastest within `search_slack` of the best latency so
  far; step c: of those, the ceil(k * kept) with the lowest predicted energy).
- `next_k`: the paper's controller for the fraction k (step d).
- `pick_final`: the final kernel: lowest measured energy within `latency_slack` of the
  fastest kernel found.
- `EnergyAwareCostModel`: the cost model MetaSchedule's EvolutionarySearch uses to pick
  parents and the next round's candidates (step e): latency first within a tolerance
  band, then lower predicted energy; see `combine_scores`.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule.cost_model import PyCostModel

from .energy_model import EnergyCostModel

log = logging.getLogger("ecotune.search")

K_STEP = 0.2  # the paper's step for k


# --------------------------------------------------------------------------- (d) controller
def next_k(k: float, mape: float, *, mu: float, k_min: float, step: float = K_STEP) -> float:
    """The paper's rule: error under mu -> measure fewer (k - step, at least k_min), else more
    (k + step, at most 1). A NaN error (untrained model, or no successful measurement to
    judge it on) leaves k unchanged: there is no evidence either way."""
    if not math.isfinite(mape):
        return k
    k = max(k_min, k - step) if mape < mu else min(1.0, k + step)
    return round(k, 10)  # keep 0.6, not 0.6000000000000001, in the log


# --------------------------------------------------------------------------- (b, c) selection
@dataclass(frozen=True)
class Selection:
    kept: list[int]  # indices of the round's candidates kept for energy (latency order)
    measure: list[int]  # indices to measure energy for (a subset of kept, in measuring order)
    best_latency_s: float  # best latency so far, this round included


def within_slack(latencies: Sequence[float], best_so_far: float, search_slack: float) -> tuple[list[int], float]:
    """The round's candidates within search_slack x the best latency so far (this round
    included), fastest first, and that best latency."""
    lat = np.asarray(latencies, dtype=np.float64)
    ok = np.flatnonzero(np.isfinite(lat) & (lat > 0))
    best = min(best_so_far, float(lat[ok].min()) if len(ok) else math.inf)
    return sorted((int(i) for i in ok if lat[i] <= search_slack * best), key=lambda i: (lat[i], i)), best


def select_for_energy(
    latencies: Sequence[float],
    predicted_energy: Sequence[float] | None,
    *,
    best_so_far: float,
    M: int,
    k: float,
    search_slack: float,
    rank_by_model: bool,
    measure_new_best: bool = True,
) -> Selection:
    """Steps (b) and (c) for one round.

    latencies: the round's latency per candidate, NaN for failures. kept = the M fastest
    whose latency is within search_slack x the best latency so far (this round included).
    Without model ranking (NVML-only ablation) all kept are measured. With it, the kept are
    ranked by predicted energy (NaN predictions, i.e. an untrained model, rank after the
    others in latency order) and the first ceil(k * len(kept)) are measured. With
    measure_new_best, a candidate that sets a new best latency is always measured: it
    anchors the final pick's latency band, so the pick is never compared with an unmeasured
    fastest kernel.
    """
    lat = np.asarray(latencies, dtype=np.float64)
    eligible, best = within_slack(lat, best_so_far, search_slack)
    round_best = float(lat[eligible[0]]) if eligible else math.inf
    kept = eligible[:M]
    if not rank_by_model:
        return Selection(kept, list(kept), best)
    pred = (np.full(len(lat), np.nan) if predicted_energy is None
            else np.asarray(predicted_energy, dtype=np.float64))
    ranked = sorted(kept, key=lambda i: (0, pred[i], lat[i]) if np.isfinite(pred[i]) else (1, lat[i], i))
    n = min(len(kept), math.ceil(k * len(kept) - 1e-9))
    measure = ranked[:n]
    if measure_new_best and kept and round_best < best_so_far:
        fastest = kept[0]
        if fastest not in measure:
            measure.append(fastest)
    return Selection(kept, measure, best)


# --------------------------------------------------------------------------- final pick
def pick_final(candidates: pd.DataFrame, energy: pd.DataFrame, latency_slack: float) -> dict:
    """Lowest measured energy among kernels within latency_slack of the fastest.

    candidates: trace_hash, latency_s (every latency-measured candidate; NaN = failed).
    energy: trace_hash, latency_s, energy_j (energy-measured candidates; NaN = failed).
    "Fastest" is by the search's latency measurements. If no kernel in the band has a
    measured energy, the fastest is picked (energy unknown, reason says so).
    """
    def numeric(frame: pd.DataFrame, *columns: str) -> pd.DataFrame:
        frame = frame.assign(**{c: pd.to_numeric(frame[c], errors="coerce") for c in columns})
        return frame[np.isfinite(frame[list(columns)]).all(axis=1) & (frame[list(columns)] > 0).all(axis=1)]

    cands = numeric(candidates, "latency_s")
    if cands.empty:
        raise ValueError("no candidate has a successful latency measurement")
    fastest = cands.loc[cands["latency_s"].idxmin()]
    bound = float(fastest["latency_s"]) * (1.0 + latency_slack)
    measured = numeric(energy, "latency_s", "energy_j")
    fastest_energy = measured.loc[measured["trace_hash"] == fastest["trace_hash"], "energy_j"]
    band = measured[measured["latency_s"] <= bound]
    out = {
        "fastest_trace_hash": str(fastest["trace_hash"]),
        "fastest_latency_s": float(fastest["latency_s"]),
        "fastest_energy_j": float(fastest_energy.min()) if len(fastest_energy) else math.nan,
        "latency_bound_s": bound,
        "n_in_band": int(band["trace_hash"].nunique()),
    }
    if band.empty:
        return {**out, "trace_hash": out["fastest_trace_hash"], "latency_s": out["fastest_latency_s"],
                "energy_j": out["fastest_energy_j"],
                "reason": "no energy-measured kernel within latency_slack of the fastest: the fastest"}
    best = band.loc[band["energy_j"].idxmin()]
    return {**out, "trace_hash": str(best["trace_hash"]), "latency_s": float(best["latency_s"]),
            "energy_j": float(best["energy_j"]),
            "reason": "lowest measured energy within latency_slack of the fastest"}


# --------------------------------------------------------------------------- (e) cost model
def steering_band(latency_score: np.ndarray, search_slack: float) -> np.ndarray:
    """Candidates predicted within search_slack of the fastest: where energy steers."""
    s = np.maximum(np.asarray(latency_score, dtype=np.float64), 0.0)
    s_max = s.max() if len(s) else 0.0
    return s >= s_max / search_slack if s_max > 0 else np.zeros(len(s), dtype=bool)


def combine_scores(latency_score: np.ndarray, predicted_energy: np.ndarray, energy_weight: float,
                   search_slack: float) -> np.ndarray:
    """Latency first, within a tolerance; then lower predicted energy. Higher is better.

    s is MetaSchedule's latency score (its XGB label is min_cost / cost: relative speed).
    The band is every candidate predicted within search_slack of the fastest, s_i >= s_max
    / search_slack (the same band whose kernels the search energy-measures). Inside it:

        score_i = s_max * (tau + (1 - tau) * (E_min / E_i) ** energy_weight),  tau = 1/search_slack

    so band members rank by predicted energy (E_min: lowest in the band) and all of them
    stay at or above every candidate outside the band, which keep score_i = s_i. Evolution
    thus still breeds fast kernels, and among the fast ones the frugal ones. A band member
    without a usable energy prediction scores s_max * tau. energy_weight = 0: plain latency.
    While MetaSchedule's latency model warms up (its first 100 samples) its scores are
    random, so the band is a random top slice and the energy preference is mild.
    """
    s = np.maximum(np.asarray(latency_score, dtype=np.float64), 0.0)
    e = np.asarray(predicted_energy, dtype=np.float64)
    s_max = s.max() if len(s) else 0.0
    if energy_weight == 0 or s_max <= 0:
        return s
    tau = 1.0 / search_slack
    band = steering_band(s, search_slack)
    ok = band & np.isfinite(e) & (e > 0)
    if not ok.any():
        return s
    factor = np.where(ok, (e[ok].min() / np.where(ok, e, 1.0)) ** energy_weight, 0.0)
    out = s.copy()
    out[band] = s_max * (tau + (1.0 - tau) * factor[band])
    return out


@derived_object
class EnergyAwareCostModel(PyCostModel):
    """MetaSchedule's latency XGBModel, re-weighted by the online energy model.

    update/save/load go to the latency model (MetaSchedule's UpdateCostModel callback feeds
    it latencies); the energy model is updated by the search's own callback. predict falls
    back to the latency score while the energy model is untrained, and if an energy
    prediction fails (logged once), so a model problem never stops the search.
    """

    def __init__(self, latency_model, energy_model: EnergyCostModel, *, energy_weight: float = 1.0,
                 search_slack: float = 1.25) -> None:
        super().__init__()
        self.latency_model = latency_model
        self.energy_model = energy_model
        self.energy_weight = float(energy_weight)
        self.search_slack = float(search_slack)
        self.predict_calls = 0
        self.energy_predict_s = 0.0  # time spent predicting energy (search overhead)
        self._warned = False

    def load(self, path: str) -> None:
        self.latency_model.load(path)

    def save(self, path: str) -> None:
        self.latency_model.save(path)

    def update(self, context, candidates, results) -> None:
        self.latency_model.update(context, candidates, results)

    def predict(self, context, candidates) -> np.ndarray:
        score = np.asarray(self.latency_model.predict(context, candidates), dtype=np.float64)
        if not self.energy_model.is_trained or self.energy_weight == 0 or len(candidates) == 0:
            return score
        start = time.perf_counter()
        # Energy only matters inside the band (combine_scores): features and predictions for
        # the rest of the population would be spent for nothing.
        band = np.flatnonzero(steering_band(score, self.search_slack))
        energy = np.full(len(score), np.nan)
        try:
            if len(band):
                # Unmeasured candidates: 1 / MetaSchedule's speed score stands for latency (only ratios matter).
                energy[band] = self.energy_model.predict(context, [candidates[i] for i in band],
                                                         latency_s=1.0 / score[band])
        except Exception as exc:  # noqa: BLE001 - steering is optional; the search must go on
            if not self._warned:
                log.warning("energy prediction failed, steering by latency only: %s", exc)
                self._warned = True
            return score
        finally:
            self.energy_predict_s += time.perf_counter() - start
        self.predict_calls += 1
        return combine_scores(score, energy, self.energy_weight, self.search_slack)
