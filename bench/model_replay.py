"""Replay the energy-aware searches' energy measurements against alternative predictors.

Offline, from what the searches recorded (no GPU): each search's energy_model.npz holds
the feature rows of every energy-measured candidate and energy.csv their round, search
latency, energy and power. For each round r >= 1, every predictor is fitted on the rows of
rounds < r and predicts the rows of round r, as the online search would have, and is
scored on them:

  energy_model     ecotune's EnergyCostModel as the search ran it (energy from features)
  power_x_latency  the same XGBoost set-up predicting power P from the features, times the
                   candidate's search latency L (known before any energy measurement);
                   fitted with the paper's loss on energy: sum (P L - E)^2 / E
                   = sum L (P - E/L)^2 / (E/L), i.e. weights L on the power targets
  median_power     the trivial predictor: median E/L of earlier rounds times L

Scores per task, pooled over held-back rows: MAPE and Spearman (as the report's Table 3);
per round, averaged: Spearman within the round (what ranking step c uses) and the regret
of trusting the predictor's lowest-energy candidate ((E of that candidate - lowest E
measured in the round) / lowest E).

  python3 bench/model_replay.py --directory bench/results/search_h200/work \
      --out bench/results/model_replay_h200.json
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import xgboost as xgb

from ecotune.outputs import write_json
from ecotune.results import ENERGY, MODEL_FILE, read_table
from ecotune.search.energy_model import EnergyCostModel, weighted_sq_objective
from ecotune.stats import prediction_error

PREDICTORS = ("energy_model", "power_x_latency", "median_power")


def load_search(search_dir: Path) -> pd.DataFrame:
    """energy.csv rows with a measured energy, with the model's feature rows attached."""
    energy = read_table(search_dir / ENERGY.file, ENERGY)
    energy = energy[np.isfinite(energy["energy_j"]) & (energy["energy_j"] > 0)].reset_index(drop=True)
    with np.load(search_dir / MODEL_FILE, allow_pickle=False) as data:
        X, y = data["X"], data["y"]
    if len(y) != len(energy) or not np.allclose(y, energy["energy_j"].to_numpy(float)):
        raise ValueError(f"{search_dir}: energy_model.npz rows do not match energy.csv")
    energy["power_target_w"] = energy["energy_j"] / energy["latency_s"]  # E / L, so P L = E
    energy["X"] = list(X)
    return energy


def fit_power(model: EnergyCostModel, X: np.ndarray, power: np.ndarray, latency: np.ndarray) -> xgb.Booster:
    """EnergyCostModel's XGBoost set-up on power targets with weights L (module doc)."""
    scale = float(len(power) / np.sum(1.0 / power))
    dtrain = xgb.DMatrix(X, label=power / scale, weight=latency / latency.mean())
    booster = xgb.train(model.xgb_params(), dtrain, num_boost_round=model.config["num_boost_round"],
                        obj=weighted_sq_objective)
    booster.set_attr(scale=repr(scale))
    return booster


def predict_round(train: pd.DataFrame, test: pd.DataFrame) -> dict[str, np.ndarray]:
    X_train, X_test = np.stack(train["X"].to_numpy()), np.stack(test["X"].to_numpy())
    latency = test["latency_s"].to_numpy(float)
    model = EnergyCostModel()
    model.update_from_features(X_train, train["energy_j"].to_numpy(float))
    booster = fit_power(model, X_train, train["power_target_w"].to_numpy(float),
                        train["latency_s"].to_numpy(float))
    power = np.maximum(booster.predict(xgb.DMatrix(X_test), output_margin=True), 1e-6) \
        * float(booster.attr("scale"))
    return {"energy_model": model.predict_from_features(X_test),
            "power_x_latency": power * latency,
            "median_power": float(train["power_target_w"].median()) * latency}


def replay(rows: pd.DataFrame, min_train: int) -> dict:
    held, per_round = [], []
    for rnd in sorted(rows["round"].unique()):
        train, test = rows[rows["round"] < rnd], rows[rows["round"] == rnd]
        if len(train) < min_train or test.empty:
            continue
        pred = predict_round(train, test)
        meas = test["energy_j"].to_numpy(float)
        held.append(pd.DataFrame({"round": rnd, "measured_energy_j": meas, **pred}))
        if len(test) >= 3:
            entry = {"round": int(rnd), "n": len(test)}
            for name in PREDICTORS:
                entry[f"{name}_spearman"] = prediction_error(pred[name], meas)["spearman"]
                entry[f"{name}_regret"] = float(meas[np.argmin(pred[name])] / meas.min() - 1)
            per_round.append(entry)
    if not held:
        return {"n": 0}
    held = pd.concat(held)
    meas = held["measured_energy_j"].to_numpy(float)
    out: dict = {"n": len(held), "rounds_scored": len(per_round), "per_round": per_round}
    for name in PREDICTORS:
        err = prediction_error(held[name].to_numpy(float), meas)
        out[name] = {"mape_pct": err["mape"] * 100, "spearman": err["spearman"]}
        if per_round:
            out[name]["mean_round_spearman"] = float(np.nanmean([r[f"{name}_spearman"] for r in per_round]))
            out[name]["mean_round_regret_pct"] = float(np.mean([r[f"{name}_regret"] for r in per_round]) * 100)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--directory", type=Path, required=True, help="bench/search.py work dirs (one per task)")
    ap.add_argument("--out", type=Path, required=True, help="JSON to write")
    ap.add_argument("--min-train", type=int, default=4, help="rows needed before a round is predicted")
    args = ap.parse_args()
    result = {"method": __doc__.split("\n\n")[1].strip(), "tasks": {}}
    for task_dir in sorted(p for p in args.directory.iterdir() if p.is_dir()):
        search_dir = task_dir / "results" / "tune" / "energy" / task_dir.name
        if not (search_dir / MODEL_FILE).exists():
            continue
        result["tasks"][task_dir.name] = replay(load_search(search_dir), args.min_train)
    tasks = [t for t in result["tasks"].values() if t["n"]]
    result["mean_over_tasks"] = {
        name: {key: float(np.nanmean([t[name][key] for t in tasks if key in t[name]]))
               for key in ("mape_pct", "spearman", "mean_round_spearman", "mean_round_regret_pct")}
        for name in PREDICTORS} if tasks else {}
    write_json(args.out, result)
    for task, t in result["tasks"].items():
        print(task, f"n={t['n']}", *(f"{name}: MAPE {t[name]['mape_pct']:.1f}% rho {t[name]['spearman']:.2f} "
                                     f"round-rho {t[name].get('mean_round_spearman', math.nan):.2f} "
                                     f"regret {t[name].get('mean_round_regret_pct', math.nan):.1f}%"
                                     for name in PREDICTORS if t["n"]), sep="\n  ")
    print("mean over tasks:", json.dumps(result["mean_over_tasks"], indent=1))


if __name__ == "__main__":
    main()
