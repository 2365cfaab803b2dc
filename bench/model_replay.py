"""Replay the energy-aware searches' energy measurements against alternative predictors.

Offline, from what the searches recorded (no GPU): each search's energy_model.npz holds
the feature rows of every energy-measured candidate and energy.csv their round, search
latency, energy and power. For each round r >= 1, every predictor is fitted on the rows of
rounds < r only and predicts the rows of round r, as the online search would have, and is
scored on them. L is the candidate's search latency, measured before any energy and so
known at prediction time; "launch" features are the 8 launch-config columns of the
model's 353 (log2 of grid, block, vthread, shared memory, parallel, vectorize, kernels,
threads). Every XGBoost predictor uses EnergyCostModel's set-up (its defaults, the
paper's loss on energy). A power model is fitted on E / L with weights L, so that its loss
sum L (P - E/L)^2 / (E/L) is the paper's sum (P L - E)^2 / E, and predicts P L.

  energy_model              EnergyCostModel's default: E from all 353 features (the model the
                            first H200 run's searches used, bench/results/search_h200)
  power_x_latency           P from all 353 features, times L
  median_power              the trivial predictor: median E/L of earlier rounds times L
  power_x_latency_launch    (a)+(d) P from the launch features, times L; EnergyCostModel
                            (target="power", feature_set="launch"), the model the energy-aware
                            search has used since (energy_rounds; the decisive run's)
  energy_log_latency        (b) E from all features + log2 L
  energy_log_latency_mono   (b)+(c) as energy_log_latency, E monotone increasing in L
  energy_launch             (d) E from the launch features
  energy_launch_log_latency_mono  (b)+(c)+(d) E from launch features + log2 L, monotone in L
  power_launch_log_latency  (a)+(b)+(d) P from launch features + log2 L, times L
  power_launch_pooled       (e) power_x_latency_launch warm-started with every row of the
                            OTHER tasks (none of this task: no leakage; weights L / the
                            task's mean L, so no task dominates by its size)
  power_law_pooled          (e) E = c L^b: b from the other tasks' within-round slope of
                            log E on log L, c = median of E / L^b over this task's earlier rows

Scores per task, pooled over held-back rows: MAPE and Spearman (as the report's Table 3);
per round with >= 3 rows, averaged: Spearman within the round (what ranking step c uses),
the regret of trusting the predictor's lowest-energy candidate ((E of that candidate -
lowest E measured in the round) / lowest E) and regret_top25: the same for the best of the
predictor's lowest quarter (what step c measures at k = 0.25). "rounds" pools the scored
rounds of all tasks, with bootstrap 95% intervals (rounds resampled) of each predictor's
difference from --baseline (energy_model unless given).

The committed runs' workflow folders are packed (bench/results/EXP/archive.tar.xz); unpack them first:
  mkdir -p /tmp/search_h200 /tmp/decisive_h200
  tar xJf bench/results/search_h200/archive.tar.xz -C /tmp/search_h200
  tar xJf bench/results/decisive_h200/archive.tar.xz -C /tmp/decisive_h200
  python3 bench/model_replay.py --directory /tmp/search_h200/work --out bench/results/model_replay_h200_v2.json
  python3 bench/model_replay.py --directory /tmp/search_h200/work /tmp/decisive_h200/work \\
      --baseline power_x_latency_launch --out bench/results/model_replay_pooled_h200.json
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import xgboost as xgb

from ecotune.core.outputs import write_json
from ecotune.core.results import ENERGY, MODEL_FILE, read_table
from ecotune.search.energy_model import LAUNCH_KEYS, EnergyCostModel, weighted_sq_objective
from ecotune.analysis.stats import prediction_error

HOW = ("Offline replay of committed H200 search measurements ({folders}: energy.csv and energy_model.npz "
       "of each task's energy-aware search); no new GPU measurement. Each round is predicted by predictors "
       "fitted only on the rows of earlier rounds.")
METRICS = ("mape_pct", "spearman", "mean_round_spearman", "mean_round_regret_pct", "mean_round_regret_top25_pct")
LAUNCH_COLS = slice(-(len(LAUNCH_KEYS) + 1), None)  # EnergyCostModel's layout: the launch columns, last
N_BOOT = 2000


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


# --------------------------------------------------------------------------- predictors
def _features(rows: pd.DataFrame, launch: bool, log_latency: bool) -> np.ndarray:
    X = np.stack(rows["X"].to_numpy())
    X = X[:, LAUNCH_COLS] if launch else X
    return np.hstack([X, np.log2(rows[["latency_s"]].to_numpy(float))]) if log_latency else X


def _xgb(train: pd.DataFrame, test: pd.DataFrame, *, power: bool, launch: bool, log_latency: bool,
         monotone: int = 0) -> np.ndarray:
    """EnergyCostModel's XGBoost set-up on extra columns (log2 L, last) and/or a monotone
    constraint in them, which the model itself does not offer. Weights L / the task's mean L."""
    X_train, X_test = _features(train, launch, log_latency), _features(test, launch, log_latency)
    latency = train["latency_s"].to_numpy(float)
    task_mean = train.groupby("task")["latency_s"].transform("mean").to_numpy(float)
    y = train["power_target_w" if power else "energy_j"].to_numpy(float)
    scale = float(len(y) / np.sum(1.0 / y))
    params = EnergyCostModel().xgb_params()
    if monotone:
        params["monotone_constraints"] = "(" + ",".join(["0"] * (X_train.shape[1] - 1) + [str(monotone)]) + ")"
    dtrain = xgb.DMatrix(X_train, label=y / scale, weight=latency / task_mean if power else None)
    booster = xgb.train(params, dtrain, num_boost_round=EnergyCostModel().config["num_boost_round"],
                        obj=weighted_sq_objective)
    out = np.maximum(booster.predict(xgb.DMatrix(X_test), output_margin=True), 1e-6) * scale
    return out * test["latency_s"].to_numpy(float) if power else out


def _model(train: pd.DataFrame, test: pd.DataFrame, **config) -> np.ndarray:
    """EnergyCostModel itself, fitted and asked as the search does."""
    model = EnergyCostModel(**config)
    model.update_from_features(np.stack(train["X"].to_numpy()), train["energy_j"].to_numpy(float),
                               train["latency_s"].to_numpy(float))
    return model.predict_from_features(np.stack(test["X"].to_numpy()), test["latency_s"].to_numpy(float))


def _power_law(train: pd.DataFrame, test: pd.DataFrame, others: pd.DataFrame) -> np.ndarray:
    o = others.assign(lL=np.log(others["latency_s"]), lE=np.log(others["energy_j"]))
    group = o.groupby(["task", "round"])
    x, y = (o["lL"] - group["lL"].transform("mean")).to_numpy(), (o["lE"] - group["lE"].transform("mean")).to_numpy()
    b = float(x @ y / (x @ x))
    c = float(np.median(np.log(train["energy_j"].to_numpy(float)) - b * np.log(train["latency_s"].to_numpy(float))))
    return np.exp(c + b * np.log(test["latency_s"].to_numpy(float)))


PREDICTORS = {
    "energy_model": lambda tr, te, o: _model(tr, te),
    "power_x_latency": lambda tr, te, o: _model(tr, te, target="power"),
    "median_power": lambda tr, te, o: float(tr["power_target_w"].median()) * te["latency_s"].to_numpy(float),
    "power_x_latency_launch": lambda tr, te, o: _model(tr, te, target="power", feature_set="launch"),
    "energy_log_latency": lambda tr, te, o: _xgb(tr, te, power=False, launch=False, log_latency=True),
    "energy_log_latency_mono": lambda tr, te, o: _xgb(tr, te, power=False, launch=False, log_latency=True,
                                                      monotone=1),
    "energy_launch": lambda tr, te, o: _model(tr, te, feature_set="launch"),
    "energy_launch_log_latency_mono": lambda tr, te, o: _xgb(tr, te, power=False, launch=True, log_latency=True,
                                                             monotone=1),
    "power_launch_log_latency": lambda tr, te, o: _xgb(tr, te, power=True, launch=True, log_latency=True),
    "power_launch_pooled": lambda tr, te, o: _pooled(
        lambda: _xgb(pd.concat([o, tr]), te, power=True, launch=True, log_latency=False), te, o),
    "power_law_pooled": lambda tr, te, o: _pooled(lambda: _power_law(tr, te, o), te, o),
}


def _pooled(predict, test: pd.DataFrame, others: pd.DataFrame) -> np.ndarray:
    """A pooled predictor has nothing to pool where no other task was searched: NaN then."""
    return predict() if len(others) else np.full(len(test), np.nan)


# --------------------------------------------------------------------------- scoring
def _round_scores(pred: np.ndarray, meas: np.ndarray) -> tuple[float, float, float]:
    if not np.isfinite(pred).all():  # a predictor with nothing to go on (e.g. pooled, one task)
        return math.nan, math.nan, math.nan
    order = np.argsort(pred, kind="stable")
    top = order[:max(1, math.ceil(0.25 * len(pred) - 1e-9))]
    return (prediction_error(pred, meas)["spearman"], float(meas[order[0]] / meas.min() - 1),
            float(meas[top].min() / meas.min() - 1))


def replay(rows: pd.DataFrame, others: pd.DataFrame, min_train: int) -> dict:
    held, per_round = [], []
    for rnd in sorted(rows["round"].unique()):
        train, test = rows[rows["round"] < rnd], rows[rows["round"] == rnd]  # no row of round >= r
        if len(train) < min_train or test.empty:
            continue
        pred = {name: np.asarray(f(train, test, others), dtype=float) for name, f in PREDICTORS.items()}
        meas = test["energy_j"].to_numpy(float)
        held.append(pd.DataFrame({"round": rnd, "measured_energy_j": meas, **pred}))
        if len(test) >= 3:
            entry = {"round": int(rnd), "n": len(test)}
            for name in PREDICTORS:
                rho, regret, top = _round_scores(pred[name], meas)
                entry.update({f"{name}_spearman": rho, f"{name}_regret": regret, f"{name}_regret_top25": top})
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
            out[name]["mean_round_regret_top25_pct"] = float(
                np.mean([r[f"{name}_regret_top25"] for r in per_round]) * 100)
    return out


def pooled_rounds(tasks: dict, baseline: str = "energy_model") -> dict:
    """Every task's scored rounds together; differences from `baseline` with bootstrap CIs."""
    rounds = [r for t in tasks.values() for r in t.get("per_round", [])]
    rng = np.random.default_rng(0)
    picks = rng.integers(0, len(rounds), size=(N_BOOT, len(rounds)))
    out: dict = {"n_rounds": len(rounds)}
    for name in PREDICTORS:
        entry = {}
        for key, scale in (("spearman", 1.0), ("regret", 100.0), ("regret_top25", 100.0)):
            v = np.array([r[f"{name}_{key}"] for r in rounds]) * scale
            base = np.array([r[f"{baseline}_{key}"] for r in rounds]) * scale
            d = v - base
            ok = np.isfinite(d)
            boot = [np.nanmean(d[p]) for p in picks if ok[p].any()] or [math.nan]
            unit = "" if key == "spearman" else "_pct"
            entry[f"mean_{key}{unit}"] = float(np.nanmean(v))
            if name != baseline:
                entry[f"diff_{key}{unit}_vs_{baseline}"] = float(np.nanmean(d))
                entry[f"diff_{key}{unit}_ci95"] = [float(np.percentile(boot, 2.5)), float(np.percentile(boot, 97.5))]
        if name != baseline:
            rho = np.array([r[f"{name}_spearman"] for r in rounds])
            base = np.array([r[f"{baseline}_spearman"] for r in rounds])
            entry[f"rounds_spearman_above_{baseline}"] = int(np.sum(rho > base))
        out[name] = entry
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--directory", type=Path, nargs="+", required=True,
                    help="folders of bench/search.py work dirs (one per task); with several, their searches are "
                         "pooled (names prefixed by the folder's parent) and warm-start from each other's tasks")
    ap.add_argument("--out", type=Path, required=True, help="JSON to write")
    ap.add_argument("--min-train", type=int, default=4, help="rows needed before a round is predicted")
    ap.add_argument("--baseline", default="energy_model", choices=list(PREDICTORS),
                    help="the predictor the pooled rounds' differences are taken from: the model the "
                         "replayed searches ran (energy_model for search_h200, power_x_latency_launch since)")
    args = ap.parse_args()
    searches = {}  # one per search: TASK, or TASK/rN where the run has replicates (RUN: before it if several)
    for directory in args.directory:
        run = f"{directory.resolve().parent.name}:" if len(args.directory) > 1 else ""
        for task_dir in sorted(p for p in directory.iterdir() if p.is_dir()):
            search_dir = task_dir / "results" / "tune" / "energy" / task_dir.name
            for replicate in sorted(search_dir.glob("r*")) or [search_dir]:
                if (replicate / MODEL_FILE).exists():
                    name = task_dir.name if replicate == search_dir else f"{task_dir.name}/{replicate.name}"
                    searches[run + name] = load_search(replicate).assign(task=task_dir.name)
    result = {"how": HOW.format(folders=", ".join(map(str, args.directory))),
              "method": __doc__.split("\n\n")[1].strip(), "predictors": list(PREDICTORS), "tasks": {}}
    for name, rows in searches.items():
        # warm start: other tasks only (not this task's other replicates)
        others = [r for r in searches.values() if r.task.iloc[0] != rows.task.iloc[0]]
        result["tasks"][name] = replay(rows, pd.concat(others) if others else rows.iloc[:0], args.min_train)
    tasks = {k: t for k, t in result["tasks"].items() if t["n"]}
    result["mean_over_tasks"] = {
        name: {key: float(np.nanmean([t[name][key] for t in tasks.values() if key in t[name]])) for key in METRICS}
        for name in PREDICTORS} if tasks else {}
    result["rounds"] = (pooled_rounds(tasks, args.baseline) | {"baseline": args.baseline}) if tasks else {}
    write_json(args.out, result)
    for task, t in result["tasks"].items():
        print(task, f"n={t['n']}", *(f"{name:32s} MAPE {t[name]['mape_pct']:5.1f}% rho {t[name]['spearman']:5.2f} "
                                     f"round-rho {t[name].get('mean_round_spearman', math.nan):5.2f} "
                                     f"regret {t[name].get('mean_round_regret_pct', math.nan):5.1f}% "
                                     f"top25 {t[name].get('mean_round_regret_top25_pct', math.nan):5.1f}%"
                                     for name in PREDICTORS if t["n"]), sep="\n  ")
    print("mean over tasks:", json.dumps(result["mean_over_tasks"], indent=1))


if __name__ == "__main__":
    main()
