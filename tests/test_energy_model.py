"""EnergyCostModel and schedules.launch_config on real TVM schedules (llvm and CUDA, no GPU needed)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import xgboost as xgb
from tvm import s_tir, te
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.cost_model import PyCostModel
from tvm.ir.utils import derived_object
from tvm.target import Target

from ecotune.ops.schedules import launch_config
from ecotune.search.decisions import EnergyAwareCostModel, combine_scores, steering_band
from ecotune.search.energy_model import LAUNCH_KEYS, EnergyCostModel, weighted_sq_loss, weighted_sq_objective
from ecotune.search.spaces import space_for, tensor_intrinsics
from ecotune.analysis.stats import spearman

CUDA_TARGET = {"kind": "cuda", "arch": "sm_90", "max_threads_per_block": 1024,
               "max_shared_memory_per_block": 49152, "thread_warp_size": 32,
               "registers_per_block": 65536}


def _matmul_mod(n: int = 64):
    a = te.placeholder((n, n), name="A")
    b = te.placeholder((n, n), name="B")
    k = te.reduce_axis((0, n), name="k")
    c = te.compute((n, n), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    return ms.tune_context._normalize_mod(te.create_prim_func([a, b, c]))


def _context(target: dict):
    # The space ecotune searches (search.spaces): on llvm and fp32 CUDA it needs no tensor
    # intrinsics, so the TuneContext is made without their import (~30 s on 2 cores).
    mod = _matmul_mod()
    space = space_for(mod["main"], target)
    with tensor_intrinsics(space.tensor_intrinsics):
        return ms.TuneContext(mod=mod, target=Target(target), space_generator=space.space,
                              search_strategy="evolutionary", task_name="main", rand_state=0)


def sample_schedules(ctx: ms.TuneContext, tries: int) -> list[s_tir.Schedule]:
    """Deterministic random samples of the design space (seed i for try i).

    Replays a design-space trace with every sampling decision re-drawn (a decision
    provider returning None makes the schedule's seeded RNG sample anew), then applies
    the space generator's postprocessors; candidates a postproc rejects are dropped.
    """
    spaces = ctx.generate_design_space()
    out = []
    for i in range(tries):
        sch = s_tir.Schedule(ctx.mod, seed=i + 1)  # seed must be in [1, 2^31-1]
        spaces[i % len(spaces)].trace.apply_to_schedule(
            sch, remove_postproc=True, decision_provider=lambda inst, inputs, attrs, decision: None)
        if all(p.apply(sch) for p in ctx.space_generator.postprocs):
            out.append(sch)
    return out


def synthetic_energy(sch: s_tir.Schedule) -> float:
    """Energy that falls with parallelism and vector width, as on a real CPU."""
    lc = launch_config(sch)
    return 1e-4 * (1.0 + 16.0 / lc["parallel"]) * (1.0 + 4.0 / lc["vectorize"])


@pytest.fixture(scope="module")
def llvm_ctx():
    return _context({"kind": "llvm", "num-cores": 2})


@pytest.fixture(scope="module")
def llvm_samples(llvm_ctx):
    scheds = sample_schedules(llvm_ctx, 64)
    assert len(scheds) >= 50
    return scheds


@pytest.fixture(scope="module")
def trained(llvm_ctx, llvm_samples):
    model = EnergyCostModel(seed=0)
    train = llvm_samples[:30]
    model.update(llvm_ctx, train, [synthetic_energy(s) for s in train])
    return model


# ----------------------------------------------------------------------------- loss
def test_objective_matches_finite_differences():
    rng = np.random.default_rng(0)
    y = rng.uniform(0.2, 3.0, size=7)
    p = y * rng.uniform(0.3, 2.0, size=7)
    grad, hess = weighted_sq_objective(p, xgb.DMatrix(np.zeros((7, 1)), label=y))
    h = 1e-4
    for i in range(7):
        e = np.zeros(7)
        e[i] = h
        lp, l0, lm = weighted_sq_loss(p + e, y), weighted_sq_loss(p, y), weighted_sq_loss(p - e, y)
        assert grad[i] == pytest.approx((lp - lm) / (2 * h), rel=1e-6)
        assert hess[i] == pytest.approx((lp - 2 * l0 + lm) / h**2, rel=1e-4)
    assert np.all(hess > 0)


def test_objective_applies_sample_weights():
    y, p, w = np.array([1.0, 2.0]), np.array([1.5, 1.0]), np.array([2.0, 0.5])
    d = xgb.DMatrix(np.zeros((2, 1)), label=y, weight=w)
    grad, hess = weighted_sq_objective(p, d)
    np.testing.assert_allclose(grad, w * 2 * (p - y) / y)
    np.testing.assert_allclose(hess, w * 2 / y)


def test_spearman_with_ties():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # scipy.stats.spearmanr([1, 2, 2, 3], [1, 3, 2, 4]) = 0.9486832980505138
    assert spearman([1, 2, 2, 3], [1, 3, 2, 4]) == pytest.approx(0.9486832980505138)
    assert math.isnan(spearman([1.0], [2.0]))


# ----------------------------------------------------------------------------- launch config
def test_launch_config_llvm(llvm_samples):
    for sch in llvm_samples[:10]:
        lc = launch_config(sch)
        assert (lc["grid"], lc["block"], lc["vthread"], lc["shared_memory_bytes"]) == (1, 1, 1, 0)
        assert lc["num_kernels"] == 0 and lc["lowered"] == 1
    assert len({launch_config(s)["parallel"] for s in llvm_samples}) > 3  # the space varies it

    sch = s_tir.Schedule(_matmul_mod())
    i, j, _ = sch.get_loops(sch.get_sblock("C"))
    i0, _ = sch.split(i, [8, None])
    _, j1 = sch.split(j, [None, 4])
    sch.parallel(i0)
    sch.vectorize(j1)
    lc = launch_config(sch)
    assert (lc["parallel"], lc["vectorize"], lc["grid"], lc["block"]) == (8, 4, 1, 1)
    assert launch_config(_matmul_mod()["main"])["parallel"] == 1  # PrimFunc input


def _hand_cuda_matmul() -> s_tir.Schedule:
    sch = s_tir.Schedule(_matmul_mod())
    blk = sch.get_sblock("C")
    i, j, k = sch.get_loops(blk)
    i0, i1 = sch.split(i, [None, 16])
    j0, j1 = sch.split(j, [None, 16])
    k0, k1 = sch.split(k, [None, 8])
    sch.reorder(i0, j0, i1, j1, k0, k1)
    sch.bind(sch.fuse(i0, j0), "blockIdx.x")
    sch.bind(sch.fuse(i1, j1), "threadIdx.x")
    for idx in (0, 1):
        sch.compute_at(sch.cache_read(blk, idx, "shared"), k0)
    return sch


def test_launch_config_cuda_exact():
    lc = launch_config(_hand_cuda_matmul())
    # 4x4 tiles of 16x16 threads; A tile 16x8 + B tile 8x16 floats in shared memory.
    assert (lc["grid"], lc["block"], lc["vthread"], lc["num_kernels"]) == (16, 256, 1, 1)
    assert lc["shared_memory_bytes"] == (16 * 8 + 8 * 16) * 4
    # Without lowering, shared buffers still have the whole tensor's shape: an upper bound.
    assert launch_config(_hand_cuda_matmul(), lower=False)["shared_memory_bytes"] == 2 * 64 * 64 * 4


def test_launch_config_two_kernels():
    a, b = te.placeholder((64, 64), name="A"), te.placeholder((64, 64), name="B")
    k = te.reduce_axis((0, 64), name="k")
    c = te.compute((64, 64), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    d = te.compute((64, 64), lambda i, j: te.max(c[i, j], 0.0), name="D")
    sch = s_tir.Schedule(ms.tune_context._normalize_mod(te.create_prim_func([a, b, d])))
    blk = sch.get_sblock("C")
    i, j, _ = sch.get_loops(blk)
    i0, i1 = sch.split(i, [None, 16])
    j0, j1 = sch.split(j, [None, 16])
    sch.reorder(i0, j0, i1, j1)
    sch.bind(sch.fuse(i0, j0), "blockIdx.x")  # kernel 1: grid 16, block 256, A rows in shared
    sch.bind(sch.fuse(i1, j1), "threadIdx.x")
    sch.compute_at(sch.cache_read(blk, 0, "shared"), sch.get_loops(blk)[1])
    i, j = sch.get_loops(sch.get_sblock("D"))
    sch.bind(i, "blockIdx.x")  # kernel 2 (relu): grid 64, block 64
    sch.bind(j, "threadIdx.x")
    lc = launch_config(sch)
    assert lc["num_kernels"] == 2
    assert (lc["grid"], lc["block"], lc["shared_memory_bytes"]) == (64, 256, 16 * 64 * 4)


def test_launch_config_and_features_cuda_sampled():
    ctx = _context(CUDA_TARGET)
    scheds = sample_schedules(ctx, 48)
    assert len(scheds) >= 3
    configs = [launch_config(s) for s in scheds]
    for lc in configs:
        assert lc["grid"] * lc["block"] > 1 and lc["num_kernels"] >= 1
        assert 0 < lc["shared_memory_bytes"] <= CUDA_TARGET["max_shared_memory_per_block"]
        assert lc["block"] <= CUDA_TARGET["max_threads_per_block"]
    X = EnergyCostModel().features(ctx, scheds)
    assert X.shape == (len(scheds), 353) and np.isfinite(X).all()


# ----------------------------------------------------------------------------- model
def test_features_layout(llvm_ctx, llvm_samples):
    model = EnergyCostModel()
    X = model.features(llvm_ctx, llvm_samples[:5])
    assert X.shape == (5, model.feature_length) == (5, 353)
    assert len(model.feature_names()) == model.feature_length
    assert np.isfinite(X).all()
    launch = X[:, -len(LAUNCH_KEYS) - 1:]
    for row, sch in zip(launch, llvm_samples[:5]):
        lc = launch_config(sch)
        expect = [lc[k] for k in LAUNCH_KEYS] + [lc["grid"] * lc["block"]]
        np.testing.assert_allclose(row, np.log2(1.0 + np.asarray(expect, dtype=float)))
    # MeasureCandidates work as well as Schedules.
    cands = [ms.MeasureCandidate(s, ms.arg_info.ArgInfo.from_entry_func(s.mod, remove_preproc=True))
             for s in llvm_samples[:2]]
    np.testing.assert_array_equal(model.features(llvm_ctx, cands), X[:2])


def test_a_launch_model_predicts_from_the_launch_columns_alone_and_keeps_whole_rows(llvm_ctx, llvm_samples):
    model = EnergyCostModel(seed=0, target="power", feature_set="launch")
    train, held = llvm_samples[:30], llvm_samples[30:40]
    latency = np.linspace(1e-5, 2e-5, 30)
    model.update(llvm_ctx, train, [synthetic_energy(s) for s in train], latency_s=latency)
    assert model.is_trained
    assert np.count_nonzero(model._X[:, :2 * model._store_len + 1]) > 0  # the rows kept for replay are whole
    full = model.features(llvm_ctx, held)
    lean = model.features(llvm_ctx, held, booster_columns_only=True)
    launch = slice(2 * model._store_len + 1, None)
    np.testing.assert_array_equal(lean[:, launch], full[:, launch])
    assert not lean[:, :2 * model._store_len + 1].any()
    lat = np.full(len(held), 1.5e-5)
    np.testing.assert_array_equal(model.predict(llvm_ctx, held, latency_s=lat), model.predict_from_features(full, lat))
    # a model on every feature set needs every column, and gets them
    assert np.array_equal(EnergyCostModel().features(llvm_ctx, held, booster_columns_only=True), full)


def test_model_learns_synthetic_energy(llvm_ctx, llvm_samples, trained):
    held = llvm_samples[30:]
    truth = np.array([synthetic_energy(s) for s in held])
    pred = trained.predict(llvm_ctx, held)
    assert pred.shape == truth.shape and np.all(pred > 0)
    err = EnergyCostModel.prediction_error(pred, truth)
    assert err["n"] == len(held)
    assert err["spearman"] > 0.5, err
    assert err["mape"] < 0.5, err


def test_predict_nan_before_min_train_samples(llvm_ctx, llvm_samples):
    model = EnergyCostModel(min_train_samples=4)
    assert np.isnan(model.predict(llvm_ctx, llvm_samples[:3])).all()
    model.update(llvm_ctx, llvm_samples[:3], [synthetic_energy(s) for s in llvm_samples[:3]])
    assert model.n_samples == 3 and not model.is_trained
    pred = model.predict(llvm_ctx, llvm_samples[3:5])
    assert pred.shape == (2,) and np.isnan(pred).all()
    err = EnergyCostModel.prediction_error(pred, [1e-4, 2e-4])
    assert err["n"] == 0 and math.isnan(err["mape"])
    # Failed measurements are dropped; the 4th good sample triggers training.
    model.update(llvm_ctx, llvm_samples[3:6], [float("nan"), 0.0, synthetic_energy(llvm_samples[5])])
    assert model.n_samples == 4 and model.is_trained
    assert np.isfinite(model.predict(llvm_ctx, llvm_samples[6:8])).all()
    with pytest.raises(ValueError):
        model.update(llvm_ctx, llvm_samples[:2], [1e-4])


def test_save_load_round_trip(tmp_path, llvm_ctx, llvm_samples, trained):
    path = tmp_path / "sub" / "energy_model.npz"
    trained.save(path)
    loaded = EnergyCostModel.load(path)
    assert loaded.n_samples == trained.n_samples == 30
    assert loaded.config == trained.config
    X = trained.features(llvm_ctx, llvm_samples[30:])
    np.testing.assert_array_equal(loaded.predict_from_features(X), trained.predict_from_features(X))
    # A resumed search keeps learning from where it stopped.
    loaded.update_from_features(X[:2], [1e-4, 2e-4])
    assert loaded.n_samples == 32
    # An untrained model round-trips too.
    EnergyCostModel(min_train_samples=10).save(tmp_path / "empty.npz")
    empty = EnergyCostModel.load(tmp_path / "empty.npz")
    assert empty.n_samples == 0 and np.isnan(empty.predict_from_features(X)).all()


# ----------------------------------------------------------------------------- steering
@derived_object
class ParallelismScore(PyCostModel):
    """A deterministic latency score for the test: more parallel loops, higher score."""

    def load(self, path: str) -> None:
        pass

    def save(self, path: str) -> None:
        pass

    def update(self, context, candidates, results) -> None:
        pass

    def predict(self, context, candidates) -> np.ndarray:
        return np.array([float(launch_config(c)["parallel"]) for c in candidates])


def test_steering_predicts_energy_inside_the_band_only_with_the_same_scores(llvm_ctx, llvm_samples, trained,
                                                                           monkeypatch):
    args_info = ms.arg_info.ArgInfo.from_prim_func(llvm_ctx.mod["main"])
    cands = [ms.MeasureCandidate(sch, args_info) for sch in llvm_samples[30:]]
    latency = ParallelismScore()
    score = np.asarray(latency.predict(llvm_ctx, cands))
    band = steering_band(score, 1.25)
    assert 0 < band.sum() < len(cands)  # both sides of the band are exercised
    expected = combine_scores(score, trained.predict(llvm_ctx, cands), 1.0, 1.25)
    asked: list[int] = []
    predict = trained.predict
    monkeypatch.setattr(trained, "predict",
                        lambda ctx, scheds, **kw: asked.append(len(scheds)) or predict(ctx, scheds, **kw))
    steered = EnergyAwareCostModel(latency, trained, energy_weight=1.0, search_slack=1.25)
    got = steered.predict(llvm_ctx, cands)
    assert asked == [band.sum()]
    np.testing.assert_allclose(got, expected)
    assert steered.predict_calls == 1
