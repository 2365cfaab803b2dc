"""Online XGBoost energy cost model.

The model predicts energy per launch (J) of a scheduled kernel, trained with the paper's
weighted squared error L = sum_i (E_pred_i - E_meas_i)^2 / E_meas_i, so low-energy kernels
(the ones the search wants) are fitted best. Two targets (config "target"):

  "energy"  XGBoost predicts E from the features (the original model; the default).
  "power"   XGBoost predicts power P = E / L from the features and the model returns P * L,
            L the candidate's search latency (measured before any energy, so known when the
            model is asked). With E = P L the paper's loss is sum L (P - E/L)^2 / (E/L): the
            same objective on power targets with sample weights L. predict / update then
            need latency_s; for ranking only, L may be in any unit (e.g. 1 / MetaSchedule's
            relative-speed score), since the power model does not take L as an input.

An offline replay of the H200 searches (bench/model_replay.py, model_replay_h200_v2.json)
found "power" with feature_set "launch" (the 8 launch-config columns only; the 353 columns
overfit tens of samples) better than "energy" on all features: MAPE 3.1% vs 4.6%, Spearman
within a round 0.43 vs 0.18, pooled 0.65 vs 0.33, top-1 regret about the same (2.6 vs 2.5%);
only 14 rounds of 7 tasks, so the within-round gain is not significant on its own. The
default stays "energy" so that callers which do not pass latencies keep working.

Space: energy directly (linear), in units of s = harmonic mean of the training energies.
With p = s*p', y = s*y' the loss is s * sum (p'-y')^2/y': same minimiser, while XGBoost's
regularisers (lambda, min_child_weight) see O(1) numbers whatever the kernel size. Here
grad 2(p-y)/y and hess 2/y are exact and the hessian is always positive. (In log space,
z = log p, the chain rule gives grad 2p(p-y)/y and hess 2p(2p-y)/y, negative for p < y/2,
so it would need a Gauss-Newton clamp: hence linear.) The harmonic mean is the best
constant under this loss, so it is the base score (1.0 after scaling).

Feature vector per candidate (length ``2*F + 1 + 8``; F = 172 with extract_workload,
164 without, so 353 by default):
  [0, F)       sum over BufferStores of MetaSchedule's PerStoreFeature rows
  [F, 2F)      max over BufferStores of the same rows
  [2F]         number of BufferStores
  [2F+1 ...]   log2(1+x) of schedules.launch_config(): grid, block, vthread, shared_memory_bytes,
               parallel, vectorize, num_kernels, grid*block
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any, Sequence

import numpy as np
import xgboost as xgb
from tvm.s_tir import meta_schedule as ms

from ..core.outputs import write_atomic
from ..ops.schedules import launch_config
from ..analysis.stats import prediction_error

LAUNCH_KEYS = ("grid", "block", "vthread", "shared_memory_bytes", "parallel", "vectorize", "num_kernels")
TARGETS = ("energy", "power")
FEATURE_SETS = ("all", "launch")  # launch: the last len(LAUNCH_KEYS) + 1 columns
_FORMAT_VERSION = 2  # 2: config has target / feature_set, file has latency; 1 still loads
_READS = (1, 2)


# --------------------------------------------------------------------------- loss
def weighted_sq_loss(pred: np.ndarray, meas: np.ndarray) -> float:
    """The paper's loss: sum_i (pred_i - meas_i)^2 / meas_i (meas must be > 0)."""
    pred, meas = np.asarray(pred, dtype=np.float64), np.asarray(meas, dtype=np.float64)
    return float(np.sum((pred - meas) ** 2 / meas))


def weighted_sq_objective(predt: np.ndarray, dtrain: xgb.DMatrix) -> tuple[np.ndarray, np.ndarray]:
    """Custom XGBoost objective for `weighted_sq_loss` in linear space: d/dp = 2(p-y)/y,
    d2/dp2 = 2/y (exact, > 0); sample weights, if set, multiply both."""
    y = dtrain.get_label().astype(np.float64)
    p = np.asarray(predt, dtype=np.float64).reshape(y.shape)
    grad, hess = 2.0 * (p - y) / y, 2.0 / y
    w = dtrain.get_weight()
    if w.size:
        grad, hess = grad * w, hess * w
    return grad, hess


# --------------------------------------------------------------------------- model
class EnergyCostModel:
    """XGBoost model of energy per launch, trained online on measured candidates.

    `predict` returns NaN for every candidate until `min_train_samples` energies have
    been given to `update`: the caller then falls back to latency order. Each `update`
    appends and retrains from scratch (data are small, and retraining keeps results
    independent of the update history). Non-finite or non-positive energies (failed
    measurements) are dropped, since the loss divides by them; with target "power", so
    are rows without a positive latency, and a prediction without one is NaN.
    """

    def __init__(self, *, seed: int = 0, num_boost_round: int = 200, min_train_samples: int = 4,
                 max_depth: int = 6, learning_rate: float = 0.1, reg_lambda: float = 1.0,
                 min_child_weight: float = 0.1, extract_workload: bool = True,
                 nthread: int = 1, target: str = "energy", feature_set: str = "all") -> None:
        if target not in TARGETS or feature_set not in FEATURE_SETS:
            raise ValueError(f"EnergyCostModel: target {target!r} must be one of {TARGETS}, "
                             f"feature_set {feature_set!r} one of {FEATURE_SETS}")
        self.config: dict[str, Any] = {
            "seed": seed, "num_boost_round": num_boost_round, "min_train_samples": min_train_samples,
            "max_depth": max_depth, "learning_rate": learning_rate, "reg_lambda": reg_lambda,
            "min_child_weight": min_child_weight, "extract_workload": extract_workload,
            # One thread: data are tiny, and TVM's spinning thread pool made 2 threads
            # 4-35x slower (0.09 s vs 0.4-3 s for 10-190 samples on 2 cores).
            "nthread": nthread, "target": target, "feature_set": feature_set,
        }
        self._extractor = ms.feature_extractor.PerStoreFeature(extract_workload=extract_workload)
        self._store_len = 172 if extract_workload else 164
        self._X = np.zeros((0, self.feature_length), dtype=np.float64)
        self._y = np.zeros(0, dtype=np.float64)
        self._latency = np.zeros(0, dtype=np.float64)  # search latency per row (NaN: not given)
        self._scale = 1.0
        self._booster: xgb.Booster | None = None

    # -- features
    @property
    def feature_length(self) -> int:
        return 2 * self._store_len + 1 + len(LAUNCH_KEYS) + 1

    def feature_names(self) -> list[str]:
        f = range(self._store_len)
        return ([f"store_sum_{i}" for i in f] + [f"store_max_{i}" for i in f] + ["n_stores"]
                + [f"log2_{k}" for k in LAUNCH_KEYS] + ["log2_threads"])

    @property
    def uses_latency(self) -> bool:
        """True when predict / update need the candidates' latency (target "power")."""
        return self.config["target"] == "power"

    def _columns(self, X: np.ndarray) -> np.ndarray:
        """The columns of a full feature matrix that the booster sees (config feature_set)."""
        return X if self.config["feature_set"] == "all" else X[:, 2 * self._store_len + 1:]

    def features(self, context: ms.TuneContext, schedules: Sequence[Any], *,
                 booster_columns_only: bool = False) -> np.ndarray:
        """(n, feature_length) matrix for Schedules or MeasureCandidates (layout: module doc).
        booster_columns_only: leave the columns the booster does not see at 0. A prediction
        needs no more, and with feature_set "launch" that skips the per-store extraction, half
        the cost of the predictions that steer the evolution; the measured candidates' rows,
        which the model keeps (and bench/model_replay.py replays on every feature set), are whole."""
        cands = [c if isinstance(c, ms.MeasureCandidate) else ms.MeasureCandidate(
            c, ms.arg_info.ArgInfo.from_entry_func(c.mod, remove_preproc=True)) for c in schedules]
        out = np.zeros((len(cands), self.feature_length), dtype=np.float64)
        if not cands:
            return out
        F = self._store_len
        if booster_columns_only and self.config["feature_set"] == "launch":
            per_store = [None] * len(cands)
        else:
            per_store = self._extractor.extract_from(context, cands)
        for i, (cand, rows) in enumerate(zip(cands, per_store)):
            if rows is not None:
                rows = rows.numpy()
                if rows.shape[0]:  # a candidate with no stores keeps zeros
                    out[i, :F], out[i, F:2 * F] = rows.sum(axis=0), rows.max(axis=0)
                out[i, 2 * F] = rows.shape[0]
            lc = launch_config(cand.sch)
            launch = [lc[k] for k in LAUNCH_KEYS] + [lc["grid"] * lc["block"]]
            out[i, 2 * F + 1:] = np.log2(1.0 + np.asarray(launch, dtype=np.float64))
        return out

    # -- training
    @property
    def n_samples(self) -> int:
        return int(self._y.shape[0])

    @property
    def is_trained(self) -> bool:
        return self._booster is not None

    def _latency_arg(self, latency_s: Sequence[float] | None, n: int, what: str) -> np.ndarray:
        """latency_s as an array of n (NaN when not given and not needed)."""
        if latency_s is None:
            if self.uses_latency:
                raise ValueError(f"{what}: this energy model (target 'power') predicts power x latency "
                                 "and needs the candidates' latency_s")
            return np.full(n, np.nan)
        lat = np.asarray(latency_s, dtype=np.float64).reshape(-1)
        if lat.shape != (n,):
            raise ValueError(f"{what}: {len(lat)} latencies for {n} candidates")
        return lat

    def _usable(self, e: np.ndarray, lat: np.ndarray) -> np.ndarray:
        keep = np.isfinite(e) & (e > 0)
        return keep & np.isfinite(lat) & (lat > 0) if self.uses_latency else keep

    def update(self, context: ms.TuneContext, schedules: Sequence[Any], energy_j: Sequence[float],
               latency_s: Sequence[float] | None = None) -> None:
        """Add measured energies (J per launch) of `schedules` and retrain. latency_s: their
        search latencies (needed with target "power", kept for the record otherwise)."""
        if len(schedules) != len(energy_j):
            raise ValueError(f"update: {len(schedules)} schedules but {len(energy_j)} energies")
        e = np.asarray(energy_j, dtype=np.float64)
        lat = self._latency_arg(latency_s, len(e), "update")
        keep = self._usable(e, lat)  # skip feature extraction for failed measurements
        if keep.any():
            self.update_from_features(self.features(context, [s for s, k in zip(schedules, keep) if k]),
                                      e[keep], lat[keep])

    def update_from_features(self, X: np.ndarray, energy_j: np.ndarray,
                             latency_s: Sequence[float] | None = None) -> None:
        """As `update`, for a caller that already holds the feature matrix."""
        X, e = np.asarray(X, dtype=np.float64), np.asarray(energy_j, dtype=np.float64)
        if X.shape != (len(e), self.feature_length):
            raise ValueError(f"features have shape {X.shape}, expected ({len(e)}, {self.feature_length})")
        lat = self._latency_arg(latency_s, len(e), "update")
        keep = self._usable(e, lat)
        self._X = np.vstack([self._X, X[keep]])
        self._y = np.concatenate([self._y, e[keep]])
        self._latency = np.concatenate([self._latency, lat[keep]])
        if self.n_samples >= self.config["min_train_samples"]:
            self._train()

    def first(self, n: int) -> "EnergyCostModel":
        """A fresh model with this one's config, trained on its first n samples only (a
        resumed search drops the samples of a round that was not logged)."""
        model = type(self)(**self.config)
        model.update_from_features(self._X[:n], self._y[:n], self._latency[:n])
        return model

    def xgb_params(self) -> dict[str, Any]:
        """XGBoost's parameters for this model (targets scaled to ~1, hence base_score 1)."""
        c = self.config
        return {
            "max_depth": c["max_depth"], "eta": c["learning_rate"], "lambda": c["reg_lambda"],
            "min_child_weight": c["min_child_weight"], "seed": c["seed"], "base_score": 1.0,
            "tree_method": "hist", "disable_default_eval_metric": 1, "verbosity": 0,
            "nthread": c["nthread"],
        }

    def _train(self) -> None:
        y, weight = self._y, None
        if self.uses_latency:  # power targets E / L, weights L (module doc): the paper's loss on E
            y, weight = self._y / self._latency, self._latency / self._latency.mean()
        self._scale = float(len(y) / np.sum(1.0 / y))  # harmonic mean
        dtrain = xgb.DMatrix(self._columns(self._X), label=y / self._scale, weight=weight)
        self._booster = xgb.train(self.xgb_params(), dtrain, num_boost_round=self.config["num_boost_round"],
                                  obj=weighted_sq_objective)

    # -- prediction
    def predict(self, context: ms.TuneContext, schedules: Sequence[Any],
                latency_s: Sequence[float] | None = None) -> np.ndarray:
        """Predicted energy (J per launch); all NaN while the model is untrained. latency_s:
        the candidates' latencies, needed with target "power" (ignored with "energy")."""
        lat = self._latency_arg(latency_s, len(schedules), "predict")
        if self._booster is None:
            return np.full(len(schedules), np.nan)
        return self.predict_from_features(self.features(context, schedules, booster_columns_only=True), lat)

    def predict_from_features(self, X: np.ndarray, latency_s: Sequence[float] | None = None) -> np.ndarray:
        X = np.asarray(X, dtype=np.float64)
        lat = self._latency_arg(latency_s, X.shape[0], "predict")
        if self._booster is None:
            return np.full(X.shape[0], np.nan)
        margin = self._booster.predict(xgb.DMatrix(self._columns(X)), output_margin=True).astype(np.float64)
        # Boosting can overshoot below 0 on extrapolation; energy cannot, and MAPE /
        # ranking need a positive value, so clamp at a millionth of the data's scale.
        out = np.maximum(margin, 1e-6) * self._scale
        if self.uses_latency:  # power x latency; NaN where the latency is unknown or failed
            out = np.where(np.isfinite(lat) & (lat > 0), out * lat, np.nan)
        return out

    @staticmethod
    def prediction_error(predicted: Sequence[float], measured: Sequence[float]) -> dict[str, float]:
        """MAPE and Spearman of one round's NEW measurements, computed BEFORE `update`.

        Pairs with a NaN prediction (untrained model) or a failed measurement are ignored;
        n counts the pairs used (mape / spearman are NaN when n is too small).
        """
        error = prediction_error(predicted, measured)
        return {key: error[key] for key in ("mape", "spearman", "n")}

    # -- persistence
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write booster, training data (latencies too) and config to one .npz file
        (atomically: a reader never sees half a model)."""
        meta = {"version": _FORMAT_VERSION, "config": self.config, "scale": self._scale,
                "feature_length": self.feature_length}
        booster = (np.frombuffer(bytes(self._booster.save_raw("json")), dtype=np.uint8)
                   if self._booster is not None else np.zeros(0, dtype=np.uint8))
        buf = io.BytesIO()  # to bytes first: np.savez(path) would append ".npz"
        np.savez(buf, X=self._X, y=self._y, latency=self._latency, booster=booster,
                 meta=np.array(json.dumps(meta)))
        write_atomic(Path(path), lambda tmp: tmp.write_bytes(buf.getvalue()))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "EnergyCostModel":
        """Restore a model written by `save`; a resumed search continues from it. Format 1
        (before target / feature_set) loads as what it was: target "energy" on all features,
        latencies unknown (NaN)."""
        with np.load(Path(path), allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            version = meta.get("version")
            if version not in _READS:
                raise ValueError(f"{path}: energy model format {version}; this code reads formats "
                                 f"{', '.join(map(str, _READS))}: retrain the model")
            model = cls(**{"target": "energy", "feature_set": "all", **meta["config"]})
            if meta["feature_length"] != model.feature_length:
                raise ValueError(f"{path}: energy model with {meta['feature_length']} features; this code "
                                 f"makes {model.feature_length}: retrain the model")
            model._X, model._y = data["X"].astype(np.float64), data["y"].astype(np.float64)
            model._latency = (data["latency"].astype(np.float64) if "latency" in data.files
                              else np.full(len(model._y), np.nan))
            model._scale = float(meta["scale"])
            if data["booster"].size:
                model._booster = xgb.Booster()
                model._booster.load_model(bytearray(data["booster"].tobytes()))
        return model
