"""Tables of the searches: their cost, their picks as the search and the re-measurement saw
them, how k moved, and how well the energy model predicted."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.report.fmt import EST, cell, finite, fmt_num
from ecotune.report.inputs import ReportData, SearchData
from ecotune.report.labels import SEARCH_LABELS, describe_operator
from ecotune.core.results import ENERGY_SEARCHES
from ecotune.analysis.stats import prediction_error


def _window_seen(s: SearchData) -> tuple[float, float]:
    """Shortest and longest energy window the search measured in (energy.csv)."""
    rows = s.energy_rows
    if rows is None or "window_s" not in rows or not rows["window_s"].notna().any():
        return np.nan, np.nan
    w = rows["window_s"].dropna()
    return float(w.min()), float(w.max())


def search_frame(data: ReportData) -> pd.DataFrame:
    recs = []
    for task in data.tasks:
        for s in task.searches.values():
            c, log = s.candidates, s.search_log
            settings = s.best.get("energy_search") or {}
            remeasured = task.summary_row(s.name)
            seen_lo, seen_hi = _window_seen(s)
            recs.append({
                "task": task.name, "search": s.name,
                "rounds": int(c["round"].nunique()), "candidates": len(c),
                "failed": int(c["error"].notna().sum()),
                "energy_measured": len(s.energy_candidates),
                "energy_measure_s": float(log["energy_measure_s"].sum()) if log is not None else np.nan,
                "wall_s": s.wall_s,
                "window_s_requested": float(settings["window_s"]) if finite(settings.get("window_s")) else np.nan,
                "window_s_seen_min": seen_lo, "window_s_seen_max": seen_hi,
                "best_latency_us": float(s.best["latency_s"]) * 1e6,
                "best_energy_mj": float(s.best["energy_j"]) * 1e3 if finite(s.best.get("energy_j")) else np.nan,
                "remeasured_latency_us": float(remeasured["latency_s"]) * 1e6 if remeasured is not None else np.nan,
                "remeasured_energy_mj": float(remeasured["energy_j"]) * 1e3 if remeasured is not None else np.nan,
                "grid": s.best.get("grid"), "block": s.best.get("block"),
                "shared_memory_bytes": s.best.get("shared_memory_bytes"),
                "energy_estimated": task.estimated,
            })
    return pd.DataFrame.from_records(recs)


def _seen(lo: float, hi: float) -> str:
    if not finite(lo):
        return ""
    return f"{lo:.2f} seen" if abs(hi - lo) < 0.005 else f"{lo:.2f}–{hi:.2f} seen"


def search_display(data: ReportData, frame: pd.DataFrame) -> dict[str, Any]:
    header = ["Search", "Rounds", "Candidates\n(failed)", "Energy-\nmeasured", "Wall time (s)\n(energy meas.)",
              "Energy\nwindow (s)", "Pick latency (µs)\n(re-measured)", "Pick energy (mJ)\n(re-measured)"]
    groups = []
    for task in data.tasks:
        rows = []
        for r in frame[frame["task"] == task.name].itertuples(index=False):
            est = EST if r.energy_estimated and finite(r.best_energy_mj) else ""
            rows.append([
                cell(SEARCH_LABELS[r.search]), cell(str(r.rounds)), cell(f"{r.candidates} ({r.failed})"),
                cell(str(r.energy_measured)),
                cell(fmt_num(r.wall_s, sig=3, decimals=0),
                     f"({fmt_num(r.energy_measure_s, sig=3)})" if finite(r.energy_measure_s) else ""),
                cell(f"{r.window_s_requested:g} req." if finite(r.window_s_requested) else "—",
                     _seen(r.window_s_seen_min, r.window_s_seen_max)),
                cell(fmt_num(r.best_latency_us), f"({fmt_num(r.remeasured_latency_us)})"),
                cell(fmt_num(r.best_energy_mj) + est,
                     f"({fmt_num(r.remeasured_energy_mj)}{est})" if finite(r.best_energy_mj) else ""),
            ])
        if rows:
            groups.append({"task": task.name, "op": describe_operator(task), "note": "", "rows": rows})
    return {"header": header, "groups": groups}


# ---------------------------------------------------------------- k and what it cost
def k_frame(data: ReportData) -> pd.DataFrame:
    """Per task and energy-measuring search: rounds, rounds run with k < 1, the last k,
    candidates kept (within the search slack, at most M a round) and energy-measured."""
    recs = []
    for task in data.tasks:
        for name in ENERGY_SEARCHES:
            s = task.searches.get(name)
            if s is None or s.search_log is None or not len(s.search_log):
                continue
            log = s.search_log
            summary = s.best.get("search_summary") or {}
            recs.append({
                "task": task.name, "search": name, "rounds": len(log),
                "rounds_k_below_1": int((log["k"] < 1 - 1e-9).sum()),
                "k_min_seen": float(log["k"].min()),
                "final_k": float(summary["final_k"]) if finite(summary.get("final_k")) else float(log["k"].iloc[-1]),
                "kept": float(log["n_kept"].sum()) if "n_kept" in log else np.nan,
                "energy_measured": s.energy_measured,
                "model_error_rounds": int(log["model_mape"].notna().sum()),
                "wall_s": s.wall_s,
                "energy_predict_s": s.energy_predict_s,
                "mu": (s.best.get("energy_search") or {}).get("mu", np.nan),
            })
    return pd.DataFrame.from_records(recs)


# ---------------------------------------------------------------- model accuracy
def model_metrics(pred: np.ndarray, meas: np.ndarray) -> dict[str, float]:
    error = prediction_error(pred, meas)
    # Three points are the fewest whose rank correlation says anything.
    rho = error["spearman"] if error["n"] >= 3 else float("nan")
    return {"n": error["n"], "r2": error["r2"], "mape_pct": error["mape"] * 100, "spearman": rho}


def within_round_spearman(pred: np.ndarray, meas: np.ndarray, rounds: np.ndarray) -> float:
    """Mean over rounds (of at least 3 scored pairs) of the Spearman correlation inside each round.

    The search ranks one round's candidates at a time (step c), so that is the ranking that
    counts. Pooled over rounds, a predictor whose scale moves from round to round (the trivial
    one's median power does) is scored on the moves: on one search of the decisive H200 run
    (mm_bert_ffn2, r0) it scored 0.01 pooled where latency alone, which it orders like inside
    a round, scored 0.69."""
    rhos = [model_metrics(pred[rounds == r], meas[rounds == r])["spearman"] for r in np.unique(rounds)]
    rhos = [rho for rho in rhos if np.isfinite(rho)]
    return float(np.mean(rhos)) if rhos else float("nan")


def power_times_latency(search: SearchData) -> np.ndarray:
    """The trivial predictor the model must beat, for each held-back row of model_eval:
    median power of the energy measurements of earlier rounds x the candidate's latency
    (known for every candidate before any energy measurement). NaN without earlier rounds."""
    cands = search.energy_candidates
    latency = search.candidates.drop_duplicates("trace_hash").set_index("trace_hash")["latency_s"]
    out = []
    for rnd, trace in zip(search.model_eval["round"], search.model_eval["trace_hash"]):
        earlier = cands.loc[cands["round"] < rnd, "power_w"].dropna()
        lat = latency.get(trace, np.nan)
        out.append(float(earlier.median()) * float(lat) if len(earlier) else np.nan)
    return np.asarray(out, dtype=float)


def model_frame(data: ReportData) -> pd.DataFrame:
    recs = []
    for task in data.tasks:
        for s in task.searches.values():
            if s.model_eval is not None and len(s.model_eval):
                meas = s.model_eval["measured_energy_j"].to_numpy(float)
                rounds = s.model_eval["round"].to_numpy()

                def scored(pred: np.ndarray) -> dict[str, float]:  # level pooled, ranking inside rounds
                    return {**model_metrics(pred, meas), "spearman": within_round_spearman(pred, meas, rounds)}

                m = scored(s.model_eval["predicted_energy_j"].to_numpy(float))
                # model_eval's round and trace_hash are required columns; candidates.csv has power
                # only where the search measured energy
                base = scored(power_times_latency(s)) if "power_w" in s.candidates else {}
                recs.append({"task": task.name, "search": s.name, **m,
                             "baseline_n": base.get("n", np.nan),
                             "baseline_r2": base.get("r2", np.nan),
                             "baseline_mape_pct": base.get("mape_pct", np.nan),
                             "baseline_spearman": base.get("spearman", np.nan),
                             "energy_estimated": task.estimated})
    return pd.DataFrame.from_records(recs)


def model_display(model: pd.DataFrame) -> dict[str, Any] | None:
    if not len(model):
        return None
    # Only the energy-aware search has a model, so no Search column (the CSV keeps it).
    rows = [[r.task, str(r.n), fmt_num(r.r2, 3), fmt_num(r.mape_pct, 2), fmt_num(r.spearman, 3),
             fmt_num(r.baseline_r2, 3), fmt_num(r.baseline_mape_pct, 2), fmt_num(r.baseline_spearman, 3)]
            for r in model.itertuples(index=False)]
    return {"header": ["Task", "n", "R²", "MAPE (%)", "Spearman\nin a round",
                       "P × latency:\nR²", "P × latency:\nMAPE (%)", "P × latency:\nSpearman in a round"],
            "rows": rows}
