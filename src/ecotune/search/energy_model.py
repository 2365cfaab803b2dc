"""Online XGBoost energy cost model and launch-config extraction.

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
  [2F+1 ...]   log2(1+x) of launch_config(): grid, block, vthread, shared_memory_bytes,
               parallel, vectorize, num_kernels, grid*block
"""

from __future__ import annotations

import io
import json
import math
import os
from pathlib import Path
from typing import Any, Sequence

import numpy as np
import tvm
import tvm_ffi
import xgboost as xgb
from tvm import s_tir, tirx
from tvm.s_tir import meta_schedule as ms

from ..stats import prediction_error, spearman  # noqa: F401 - spearman is re-exported

LAUNCH_KEYS = ("grid", "block", "vthread", "shared_memory_bytes", "parallel", "vectorize", "num_kernels")
_FORMAT_VERSION = 1


# --------------------------------------------------------------------------- launch config
def _as_int(expr: Any, default: int = 1) -> int:
    """Constant extent as int; symbolic extents (dynamic shapes) fall back to `default`."""
    try:
        return int(expr)
    except (TypeError, ValueError):
        return default


def _shared_bytes(node: Any) -> int:
    """Bytes of shared/shared.dyn buffers allocated by an SBlock (scheduled) or AllocBuffer."""
    bufs = node.alloc_buffers if isinstance(node, s_tir.SBlock) else [node.buffer]
    return sum(math.prod(_as_int(d, 0) for d in b.shape) * b.dtype.bits * b.dtype.lanes // 8
               for b in bufs if b.scope() in ("shared", "shared.dyn"))


# Target-independent head of `default_s_tir_pipeline`, up to LowerOpaqueBlock. In the
# scheduled TIR a shared buffer still has the *whole* tensor's shape; only
# CompactBufferAllocation shrinks it to the tile, and InjectSoftwarePipeline multiplies it
# by the pipeline depth. Lowering this far costs ~5 ms per candidate.
_PREFIX_PASSES = (
    "CanonicalizeLoop", "LowerCrossThreadReduction", "LowerInitBlock",
    "PlanAndUpdateBufferAllocationLocation", "ConvertBlocksToOpaque", "LiftThreadBinding",
    "ManifestSharedMemoryLocalStage", "CompactBufferAllocation", "LowerAutoCopy",
    "UnifyThreadBinding", "LowerMatchBuffer", "StmtSimplify", "InjectPermutedLayout",
    "AnnotateIrregularLoop", "InjectSoftwarePipeline", "TransformMmaBufferLayout",
    "LowerOpaqueBlock",
)


def _to_irmodule(obj: Any) -> tvm.IRModule:
    obj = obj.sch if isinstance(obj, ms.MeasureCandidate) else obj
    obj = obj.mod if isinstance(obj, s_tir.Schedule) else obj
    obj = tvm.IRModule({"main": obj}) if isinstance(obj, tirx.PrimFunc) else obj
    if isinstance(obj, tvm.IRModule):
        return obj
    raise TypeError(f"launch_config expects a Schedule, MeasureCandidate, PrimFunc or IRModule, got {type(obj)!r}")


def _thread_tag(node: Any) -> str | None:
    """Thread tag if `node` launches a GPU thread axis (scheduled For or lowered AttrStmt)."""
    if isinstance(node, tirx.For) and node.thread_binding is not None:
        tag = str(node.thread_binding.thread_tag)
    elif isinstance(node, tirx.AttrStmt) and node.attr_key in ("thread_extent", "virtual_thread"):
        tag = str(getattr(node.node, "thread_tag", ""))
    else:
        return None
    return tag if tag.startswith(("blockIdx", "threadIdx", "vthread")) else None


def _scan(root: Any, split_kernels: bool) -> dict[str, Any]:
    """Walk `root`: max extent per thread tag, shared bytes, widest parallel/vector loop.

    With split_kernels, the outermost thread axis starts a kernel, scanned on its own
    (and skipped here, so its nested axes do not count as new kernels).
    """
    st: dict[str, Any] = {"tags": {}, "shared": 0, "parallel": 1, "vectorize": 1, "kernels": []}

    def on_stmt(node: Any) -> Any:
        if isinstance(node, tirx.For) and node.kind in (tirx.ForKind.PARALLEL, tirx.ForKind.VECTORIZED):
            key = "parallel" if node.kind == tirx.ForKind.PARALLEL else "vectorize"
            st[key] = max(st[key], _as_int(node.extent))
        tag = _thread_tag(node)
        ext = _as_int(node.extent if isinstance(node, tirx.For) else node.value) if tag else 1
        if tag is not None and split_kernels:
            st["kernels"].append(_scan(node, False))
            st["vectorize"] = max(st["vectorize"], st["kernels"][-1]["vectorize"])
            return tvm_ffi.WalkResult.SKIP
        if tag is not None:  # a tag reused by cooperative-fetch loops launches max(extent)
            st["tags"][tag] = max(st["tags"].get(tag, 1), ext)
        return None

    def on_alloc(node: Any) -> None:
        st["shared"] += _shared_bytes(node)

    tvm_ffi.structural_walk(root, [((tirx.For, tirx.AttrStmt), on_stmt),
                                   ((s_tir.SBlock, tirx.AllocBuffer), on_alloc)], order="pre")
    return st


def launch_config(obj: Any, *, lower: bool = True) -> dict[str, int]:
    """Launch configuration of a scheduled kernel.

    Accepts a Schedule, MeasureCandidate, PrimFunc or IRModule (all PrimFuncs). Returns
    ints: grid / block / vthread (products of blockIdx.* / threadIdx.* / vthread.*
    extents), shared_memory_bytes (scopes shared, shared.dyn; after buffer compaction and
    software pipelining, before MergeSharedMemoryAllocations: an upper bound if buffers
    could share storage), parallel / vectorize (widest such loop), num_kernels (0 on CPU),
    lowered (0 if the lowering prefix failed and the scheduled TIR, whose shared buffers
    are uncompacted, was walked). Several kernels: maxima over them. A CPU schedule gives
    grid = block = vthread = 1 and shared_memory_bytes = 0.
    """
    mod, lowered = _to_irmodule(obj), 0
    if lower:
        try:
            mod = tvm.transform.Sequential([getattr(s_tir.transform, n)() for n in _PREFIX_PASSES])(mod)
            lowered = 1
        except Exception:  # noqa: BLE001 - a lowering bug must not kill feature extraction
            pass
    scans = [_scan(f, True) for _, f in mod.functions.items() if isinstance(f, tirx.PrimFunc)]
    kernels = [k for s in scans for k in s["kernels"]]

    def most(prefix: str) -> int:
        return max((math.prod(v for t, v in k["tags"].items() if t.startswith(prefix))
                    for k in kernels), default=1)

    return {"grid": most("blockIdx"), "block": most("threadIdx"), "vthread": most("vthread"),
            # allocations outside any kernel (scheduled TIR: root block) are seen by all
            "shared_memory_bytes": max((k["shared"] for k in kernels), default=0)
            + sum(s["shared"] for s in scans),
            "parallel": max((s["parallel"] for s in scans), default=1),
            "vectorize": max((s["vectorize"] for s in scans), default=1),
            "num_kernels": len(kernels), "lowered": lowered}


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
        """Write booster, training data and config to one .npz file (atomic replace)."""
        path = Path(path)
        meta = {"version": _FORMAT_VERSION, "config": self.config, "scale": self._scale,
                "feature_length": self.feature_length}
        booster = (np.frombuffer(bytes(self._booster.save_raw("json")), dtype=np.uint8)
                   if self._booster is not None else np.zeros(0, dtype=np.uint8))
        buf = io.BytesIO()  # to bytes first: np.savez(path) would append ".npz"
        np.savez(buf, X=self._X, y=self._y, booster=booster, meta=np.array(json.dumps(meta)))
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(buf.getvalue())
        os.replace(tmp, path)  # atomic: a reader never sees half a model

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
