"""EnergyCostModel's power target, its saved formats, and bench/model_replay.py, on synthetic feature rows
(no TVM schedule needed)."""

from __future__ import annotations

import importlib.util
import io
import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from ecotune.search.energy_model import EnergyCostModel


def load_replay():
    spec = importlib.util.spec_from_file_location("model_replay", Path(__file__).parents[1] / "bench/model_replay.py")
    replay = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(replay)
    return replay


def synthetic_power_rows(n: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Full 353-column rows (noise in the store columns), power from the launch columns
    only, latency independent of them over a 30x range: energy = power x latency."""
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 353))
    X[:, -8:] = rng.integers(0, 10, size=(n, 8))  # log2(1 + launch values), as features() makes
    latency = 1e-5 * np.exp(rng.uniform(0.0, np.log(30.0), size=n))
    return X, (200.0 + 25.0 * X[:, -8] + 10.0 * X[:, -7]) * latency, latency


def test_power_model_ranks_power_times_latency():
    X, energy, latency = synthetic_power_rows(160, seed=1)
    model = EnergyCostModel(target="power", feature_set="launch")
    assert model.uses_latency and not EnergyCostModel().uses_latency
    model.update_from_features(X[:60], energy[:60], latency[:60])
    pred = model.predict_from_features(X[60:], latency[60:])
    err = EnergyCostModel.prediction_error(pred, energy[60:])
    assert err["spearman"] > 0.97 and err["mape"] < 0.1, err
    # The energy target on the same rows cannot know the latency: it ranks far worse.
    plain = EnergyCostModel()
    plain.update_from_features(X[:60], energy[:60])
    assert EnergyCostModel.prediction_error(plain.predict_from_features(X[60:]), energy[60:])["spearman"] < 0.5
    # Latency only scales: a relative latency (1 / a speed score) gives the same order.
    np.testing.assert_allclose(model.predict_from_features(X[60:], 3.0 * latency[60:]), 3.0 * pred, rtol=1e-12)


def test_power_model_needs_latency_and_drops_unusable_rows():
    X, energy, latency = synthetic_power_rows(12, seed=2)
    model = EnergyCostModel(target="power", feature_set="launch", min_train_samples=4)
    with pytest.raises(ValueError, match="latency_s"):
        model.update_from_features(X, energy)
    with pytest.raises(ValueError, match="latencies"):
        model.update_from_features(X, energy, latency[:3])
    latency[0], latency[1], energy[2] = np.nan, 0.0, np.nan  # failed latency x2, failed energy
    model.update_from_features(X, energy, latency)
    assert model.n_samples == 9 and model.is_trained
    with pytest.raises(ValueError, match="latency_s"):
        model.predict_from_features(X[:2])
    pred = model.predict_from_features(X[:4], [np.nan, 1e-5, 0.0, 2e-5])
    assert np.isnan(pred[[0, 2]]).all() and np.isfinite(pred[[1, 3]]).all()
    # The energy target takes a latency for the record and ignores it when predicting.
    plain = EnergyCostModel(min_train_samples=4)
    plain.update_from_features(X[3:], energy[3:], latency[3:])
    np.testing.assert_array_equal(plain.predict_from_features(X[:3], [1.0, 2.0, 3.0]),
                                  plain.predict_from_features(X[:3]))
    with pytest.raises(ValueError, match="target"):
        EnergyCostModel(target="watts")


def test_power_model_save_load_and_first(tmp_path):
    X, energy, latency = synthetic_power_rows(40, seed=3)
    model = EnergyCostModel(target="power", feature_set="launch")
    model.update_from_features(X[:30], energy[:30], latency[:30])
    model.save(tmp_path / "m.npz")
    loaded = EnergyCostModel.load(tmp_path / "m.npz")
    assert loaded.config == model.config and loaded.uses_latency and loaded.config["feature_set"] == "launch"
    np.testing.assert_array_equal(loaded._latency, latency[:30])  # noqa: SLF001
    np.testing.assert_array_equal(loaded.predict_from_features(X[30:], latency[30:]),
                                  model.predict_from_features(X[30:], latency[30:]))
    # A resumed search drops an unlogged round's samples: the rest retrains the same way.
    again, first = EnergyCostModel(target="power", feature_set="launch"), loaded.first(20)
    again.update_from_features(X[:20], energy[:20], latency[:20])
    assert first.n_samples == 20 and first.config == model.config
    np.testing.assert_array_equal(first.predict_from_features(X[30:], latency[30:]),
                                  again.predict_from_features(X[30:], latency[30:]))


def _write_npz(path: Path, meta: dict, **arrays) -> None:
    buf = io.BytesIO()
    np.savez(buf, meta=np.array(json.dumps(meta)), **arrays)
    path.write_bytes(buf.getvalue())


def test_format_1_model_loads_as_energy_model(tmp_path):
    X, energy, _ = synthetic_power_rows(30, seed=4)
    old = EnergyCostModel()
    old.update_from_features(X[:20], energy[:20])
    # As the format-1 code wrote it: no target / feature_set in the config, no latency array.
    meta = {"version": 1, "config": {k: v for k, v in old.config.items() if k not in ("target", "feature_set")},
            "scale": old._scale, "feature_length": old.feature_length}  # noqa: SLF001
    booster = np.frombuffer(bytes(old._booster.save_raw("json")), dtype=np.uint8)  # noqa: SLF001
    _write_npz(tmp_path / "old.npz", meta, X=old._X, y=old._y, booster=booster)  # noqa: SLF001
    loaded = EnergyCostModel.load(tmp_path / "old.npz")
    assert loaded.config == old.config and not loaded.uses_latency and loaded.n_samples == 20
    assert np.isnan(loaded._latency).all()  # noqa: SLF001
    np.testing.assert_array_equal(loaded.predict_from_features(X[20:]), old.predict_from_features(X[20:]))
    loaded.update_from_features(X[20:22], energy[20:22])  # and keeps learning
    assert loaded.n_samples == 22
    _write_npz(tmp_path / "future.npz", {**meta, "version": 99}, X=old._X, y=old._y, booster=booster)  # noqa: SLF001
    with pytest.raises(ValueError, match="format 99.*retrain"):
        EnergyCostModel.load(tmp_path / "future.npz")


def test_replay_fits_only_on_earlier_rounds():
    """bench/model_replay.py: changing round 2 leaves every prediction of round 1 as it was."""
    replay = load_replay()

    def rows(task: str, seed: int, factor: float = 1.0) -> pd.DataFrame:
        X, energy, latency = synthetic_power_rows(30, seed=seed)
        energy = energy * np.where(np.arange(30) >= 20, factor, 1.0)  # rows 20-29: round 2
        return pd.DataFrame({"task": task, "round": np.repeat([0, 1, 2], 10), "energy_j": energy,
                             "latency_s": latency, "power_target_w": energy / latency, "X": list(X)})

    others = rows("b", 6)
    base = replay.replay(rows("a", 5), others, min_train=4)
    assert base["n"] == 20 and base["rounds_scored"] == 2
    assert replay.replay(rows("a", 5, factor=5.0), others, min_train=4)["per_round"][0] == base["per_round"][0]
    assert base["power_x_latency_launch"]["mean_round_spearman"] > 0.9


def test_replay_of_a_single_task_scores_no_pooled_predictor():
    """With no other task to pool (one task's replicates), the pooled predictors are NaN, not a copy of the others."""
    replay = load_replay()
    X, energy, latency = synthetic_power_rows(30, seed=5)
    rows = pd.DataFrame({"task": "a", "round": np.repeat([0, 1, 2], 10), "energy_j": energy, "latency_s": latency,
                         "power_target_w": energy / latency, "X": list(X)})
    result = replay.replay(rows, rows.iloc[:0], min_train=4)
    for pooled in ("power_launch_pooled", "power_law_pooled"):
        assert np.isnan(result[pooled]["mape_pct"]) and all(np.isnan(r[f"{pooled}_regret"]) for r in result["per_round"])
    assert result["power_x_latency_launch"]["mean_round_spearman"] > 0.9
    assert np.isnan(replay.pooled_rounds({"a": result})["power_law_pooled"]["diff_spearman_ci95"]).all()
    # differences from another baseline: the search's own model against itself is no difference
    against = replay.pooled_rounds({"a": result}, baseline="power_x_latency_launch")
    assert "diff_spearman_vs_power_x_latency_launch" not in against["power_x_latency_launch"]
    assert against["energy_model"]["diff_spearman_vs_power_x_latency_launch"] == pytest.approx(
        against["energy_model"]["mean_spearman"] - against["power_x_latency_launch"]["mean_spearman"])
