"""Online XGBoost energy cost model.

The model predicts energy per launch (J) of a scheduled kernel, trained with the paper's
weighted squared error L = sum_i (E_pred_i - E_meas_i)^2 / E_meas_i, so low-energy kernels
(the ones the search wants) are fitted best.

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

from ..outputs import write_atomic
from ..schedules import launch_config
from ..stats import prediction_error

LAUNCH_KEYS = ("grid", "block", "vthread", "shared_memory_bytes", "parallel", "vectorize", "num_kernels")
_FORMAT_VERSION = 1


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
    measurements) are dropped, since the loss divides by them.
    """

    def __init__(self, *, seed: int = 0, num_boost_round: int = 200, min_train_samples: int = 4,
                 max_depth: int = 6, learning_rate: float = 0.1, reg_lambda: float = 1.0,
                 min_child_weight: float = 0.1, extract_workload: bool = True,
                 nthread: int = 1) -> None:
        self.config: dict[str, Any] = {
            "seed": seed, "num_boost_round": num_boost_round, "min_train_samples": min_train_samples,
            "max_depth": max_depth, "learning_rate": learning_rate, "reg_lambda": reg_lambda,
            "min_child_weight": min_child_weight, "extract_workload": extract_workload,
            # One thread: data are tiny, and TVM's spinning thread pool made 2 threads
            # 4-35x slower (0.09 s vs 0.4-3 s for 10-190 samples on 2 cores).
            "nthread": nthread,
        }
        self._extractor = ms.feature_extractor.PerStoreFeature(extract_workload=extract_workload)
        self._store_len = 172 if extract_workload else 164
        self._X = np.zeros((0, self.feature_length), dtype=np.float64)
        self._y = np.zeros(0, dtype=np.float64)
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

    def features(self, context: ms.TuneContext, schedules: Sequence[Any]) -> np.ndarray:
        """(n, feature_length) matrix for Schedules or MeasureCandidates (layout: module doc)."""
        cands = [c if isinstance(c, ms.MeasureCandidate) else ms.MeasureCandidate(
            c, ms.arg_info.ArgInfo.from_entry_func(c.mod, remove_preproc=True)) for c in schedules]
        out = np.zeros((len(cands), self.feature_length), dtype=np.float64)
        if not cands:
            return out
        per_store = self._extractor.extract_from(context, cands)
        F = self._store_len
        for i, (cand, rows) in enumerate(zip(cands, per_store)):
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

    def update(self, context: ms.TuneContext, schedules: Sequence[Any], energy_j: Sequence[float]) -> None:
        """Add measured energies (J per launch) of `schedules` and retrain."""
        if len(schedules) != len(energy_j):
            raise ValueError(f"update: {len(schedules)} schedules but {len(energy_j)} energies")
        e = np.asarray(energy_j, dtype=np.float64)
        keep = np.isfinite(e) & (e > 0)  # skip feature extraction for failed measurements
        if keep.any():
            self.update_from_features(self.features(context, [s for s, k in zip(schedules, keep) if k]), e[keep])

    def update_from_features(self, X: np.ndarray, energy_j: np.ndarray) -> None:
        """As `update`, for a caller that already holds the feature matrix."""
        X, e = np.asarray(X, dtype=np.float64), np.asarray(energy_j, dtype=np.float64)
        if X.shape != (len(e), self.feature_length):
            raise ValueError(f"features have shape {X.shape}, expected ({len(e)}, {self.feature_length})")
        keep = np.isfinite(e) & (e > 0)
        self._X = np.vstack([self._X, X[keep]])
        self._y = np.concatenate([self._y, e[keep]])
        if self.n_samples >= self.config["min_train_samples"]:
            self._train()

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
        self._scale = float(len(self._y) / np.sum(1.0 / self._y))  # harmonic mean
        dtrain = xgb.DMatrix(self._X, label=self._y / self._scale)
        self._booster = xgb.train(self.xgb_params(), dtrain, num_boost_round=self.config["num_boost_round"],
                                  obj=weighted_sq_objective)

    # -- prediction
    def predict(self, context: ms.TuneContext, schedules: Sequence[Any]) -> np.ndarray:
        """Predicted energy (J per launch); all NaN while the model is untrained."""
        if self._booster is None:
            return np.full(len(schedules), np.nan)
        return self.predict_from_features(self.features(context, schedules))

    def predict_from_features(self, X: np.ndarray) -> np.ndarray:
        X = np.asarray(X, dtype=np.float64)
        if self._booster is None:
            return np.full(X.shape[0], np.nan)
        margin = self._booster.predict(xgb.DMatrix(X), output_margin=True).astype(np.float64)
        # Boosting can overshoot below 0 on extrapolation; energy cannot, and MAPE /
        # ranking need a positive value, so clamp at a millionth of the data's scale.
        return np.maximum(margin, 1e-6) * self._scale

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
        """Write booster, training data and config to one .npz file (atomically: a reader
        never sees half a model)."""
        meta = {"version": _FORMAT_VERSION, "config": self.config, "scale": self._scale,
                "feature_length": self.feature_length}
        booster = (np.frombuffer(bytes(self._booster.save_raw("json")), dtype=np.uint8)
                   if self._booster is not None else np.zeros(0, dtype=np.uint8))
        buf = io.BytesIO()  # to bytes first: np.savez(path) would append ".npz"
        np.savez(buf, X=self._X, y=self._y, booster=booster, meta=np.array(json.dumps(meta)))
        write_atomic(Path(path), lambda tmp: tmp.write_bytes(buf.getvalue()))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "EnergyCostModel":
        """Restore a model written by `save`; a resumed search continues from it."""
        with np.load(Path(path), allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            model = cls(**meta["config"])
            if (meta.get("version"), meta["feature_length"]) != (_FORMAT_VERSION, model.feature_length):
                raise ValueError(f"{path}: energy model format {meta.get('version')} with "
                                 f"{meta['feature_length']} features; this code reads format "
                                 f"{_FORMAT_VERSION} with {model.feature_length}: retrain the model")
            model._X, model._y = data["X"].astype(np.float64), data["y"].astype(np.float64)
            model._scale = float(meta["scale"])
            if data["booster"].size:
                model._booster = xgb.Booster()
                model._booster.load_model(bytearray(data["booster"].tobytes()))
        return model
