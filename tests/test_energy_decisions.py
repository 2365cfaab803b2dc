"""The energy-aware search's rules without a search (ecotune.search.decisions): the k controller
(step d), the selection for energy measurement (b, c), the final pick, and the settings' checks."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from ecotune.core.errors import ConfigError
from ecotune.search.decisions import combine_scores, next_k, pick_final, select_for_energy


# ----------------------------------------------------------------------------- (d) controller
@pytest.mark.parametrize("k, mape, expected", [
    (1.0, 0.05, 0.8),   # error under mu: measure fewer
    (0.8, 0.099, 0.6),
    (0.4, 0.01, 0.2),
    (0.2, 0.01, 0.2),   # never below k_min
    (0.2, 0.1, 0.4),    # error == mu is not under it: measure more
    (0.6, 0.5, 0.8),
    (1.0, 0.5, 1.0),    # never above 1
    (0.6, math.nan, 0.6),  # no evidence (untrained model): unchanged
])
def test_k_moves_by_the_rule(k, mape, expected):
    assert next_k(k, mape, mu=0.1, k_min=0.2) == pytest.approx(expected)


def test_k_walks_down_and_back_up_as_the_error_crosses_mu():
    k, path = 1.0, []
    for mape in [0.3, 0.05, 0.05, 0.05, 0.05, 0.05, 0.2, 0.2]:
        k = next_k(k, mape, mu=0.1, k_min=0.3)
        path.append(k)
    assert path == pytest.approx([1.0, 0.8, 0.6, 0.4, 0.3, 0.3, 0.5, 0.7])


# ----------------------------------------------------------------------------- (b, c) selection
def test_selection_keeps_the_m_fastest_within_slack_and_ranks_by_model():
    lat = [1.0, 1.1, 1.2, 1.3, 2.0, math.nan, 1.05]
    pred = [5.0, 1.0, 2.0, 3.0, 0.1, 0.1, 4.0]
    sel = select_for_energy(lat, pred, best_so_far=math.inf, M=4, k=0.5, search_slack=1.25, rank_by_model=True)
    assert sel.kept == [0, 6, 1, 2]  # 1.3 and 2.0 are beyond M / slack, NaN failed
    # ceil(0.5 * 4) = 2 lowest predicted energy, plus the new fastest (index 0) always
    assert sel.measure == [1, 2, 0]
    assert sel.best_latency_s == 1.0


def test_selection_without_a_model_or_new_best():
    lat = [1.0, 1.1, 1.2]
    sel = select_for_energy(lat, None, best_so_far=0.9, M=16, k=0.2, search_slack=1.25, rank_by_model=True)
    assert sel.kept == [0, 1]  # 1.2 > 1.25 * 0.9
    assert sel.measure == [0]  # untrained: latency order; no new best to force in
    sel = select_for_energy(lat, None, best_so_far=0.9, M=16, k=0.2, search_slack=1.25, rank_by_model=False)
    assert sel.measure == [0, 1]  # nvml_only: every kept candidate


def test_combined_score_ranks_the_fast_band_by_energy():
    s = np.array([1.0, 0.9, 0.85, 0.5, 0.79])
    e = np.array([4.0, 1.0, 2.0, 0.1, np.nan])
    out = combine_scores(s, e, 1.0, search_slack=1.25)  # band: s >= 0.8
    assert out[1] == pytest.approx(1.0)  # lowest energy in the band comes first
    assert out[1] > out[2] > out[0] >= 0.8  # then by energy, all above the rest
    assert out[3] == 0.5 and out[4] == 0.79  # outside the band: the latency score as it was
    assert combine_scores(s, np.full(5, np.nan), 1.0, 1.25) == pytest.approx(s)  # untrained
    assert combine_scores(s, e, 0.0, 1.25) == pytest.approx(s)  # weight 0: latency only


# ----------------------------------------------------------------------------- final pick
def test_final_pick_is_lowest_energy_within_latency_slack():
    cands = pd.DataFrame({"trace_hash": list("abcdef"),
                          "latency_s": [1.00, 1.01, 1.02, 1.10, math.nan, 1.015]})
    energy = pd.DataFrame({"trace_hash": list("abcdf"),
                           "latency_s": [1.00, 1.01, 1.02, 1.10, 1.015],
                           "energy_j": [5.0, 4.0, 1.0, 0.5, math.nan]})
    pick = pick_final(cands, energy, latency_slack=0.02)
    assert pick["trace_hash"] == "c"  # 1.02 is within 2%; d (1.10) is not, f failed
    assert pick["energy_j"] == 1.0 and pick["fastest_trace_hash"] == "a" and pick["fastest_energy_j"] == 5.0
    assert pick_final(cands, energy, latency_slack=0.0)["trace_hash"] == "a"


def test_final_pick_falls_back_to_the_fastest_without_energies():
    cands = pd.DataFrame({"trace_hash": ["a", "b"], "latency_s": [2.0, 1.0]})
    energy = pd.DataFrame({"trace_hash": ["a"], "latency_s": [2.0], "energy_j": [1.0]})
    pick = pick_final(cands, energy, latency_slack=0.02)
    assert pick["trace_hash"] == "b" and math.isnan(pick["energy_j"])


def test_bad_settings_name_the_field():
    from ecotune.search.energy_rounds import EnergySearchSettings

    with pytest.raises(ConfigError, match="energy_search.k_min"):
        EnergySearchSettings(k_min=0.0)
    with pytest.raises(ConfigError, match="energy_search.search"):
        EnergySearchSettings(search="latency")

