"""The answer over replicate searches: the paper's two claims and the re-rank baseline, with
CIs that resample searches (ecotune.analysis.replicate_stats), and the table and figure behind them.

overall.json (tables/) is the machine-readable answer: the shape bench/results/decisive_h200
commits. Every comparison pairs replicate r of one method with replicate r of the other.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from ecotune.analysis.replicate_stats import COMPARISONS, compare_methods, includes_zero, ratio_over_replicates
from ecotune.report.fmt import EST, finite, fmt_change, fmt_interval, fmt_times, plural
from ecotune.report.inputs import ReportData


def search_cost_ratios(data: ReportData, key: str) -> tuple[dict[str, list[float]], list[str]]:
    """Per task, per replicate pair: the whole search's `key` (energy_measured or wall_s) of the
    energy search / of the NVML-only search; and the pairs left out because one side has no value
    (a search resumed after a kill has no whole-search wall time), as "task rN"."""
    out, left_out = {}, []
    for task in data.tasks:
        energy, nvml = task.replicates.get("energy", {}), task.replicates.get("nvml_only", {})
        ratios = []
        for rep in sorted(set(energy) & set(nvml)):
            a, b = getattr(energy[rep], key), getattr(nvml[rep], key)
            if finite(a) and finite(b) and float(b) > 0:
                ratios.append(float(a) / float(b))
            else:
                left_out.append(f"{task.name} r{rep}")
        if ratios:
            out[task.name] = ratios
    return out, left_out


def _pairs_covered(ratios: dict[str, list[float]]) -> str:
    """What a search-cost CI resamples: a task with one pair left (the others resumed) enters as a
    fixed point, so the interval leaves out its spread, and says so by name."""
    single = sorted(task for task, values in ratios.items() if len(values) < 2)
    if len(single) == len(ratios):
        return "nothing: one replicate pair per task, so the interval is the point"
    return "replicate pairs" + (f"; fixed, with one pair: {', '.join(single)}" if single else "")


def overall(data: ReportData, seed: int = 0) -> dict[str, Any]:
    """Every comparison's geomean energy and latency change with CIs, the per-task detail,
    and claim (b): measurements and wall time of the energy search vs the NVML-only one."""
    rows = {t.name: t.all_rows for t in data.tasks}
    comparisons = {}
    for name, (method, baseline) in COMPARISONS.items():
        result = compare_methods(rows, method, baseline, seed=seed)
        if result["per_task"]:
            comparisons[name] = result
    trials = sorted({int((s.best.get("settings") or {}).get("trials", 0)) for t in data.tasks
                     for s in t.searches.values() if (s.best.get("settings") or {}).get("trials")})
    out: dict[str, Any] = {
        "replicates": data.n_replicates,
        "tasks": [t.name for t in data.tasks],
        "trials": trials[0] if len(trials) == 1 else trials,
        "estimated": any(t.estimated and t.has_energy for t in data.tasks),
        "how": ("per task: geometric mean over replicate pairs of the median paired ratio over interleaved "
                "repeats; 95 % CI: two-level bootstrap (replicate pairs, then repeats); over tasks: geometric "
                "mean of the per-task estimates, tasks fixed; tasks_t_ci: t interval over the per-task "
                "estimates, the tasks a sample of operators like them"),
    }
    for name, result in comparisons.items():
        out[name] = {f"{metric}_{field}": result[metric][field] for metric in ("energy", "latency", "cold_latency")
                     if metric in result for field in ("change", "ci_lo", "ci_hi", "t_ci_lo", "t_ci_hi",
                                                       "tasks_t_ci_lo", "tasks_t_ci_hi")}
        if "cold_latency" in result:
            out[name]["cold_latency_tasks"] = result["cold_latency"]["tasks"]
        out[name] |= {"ci_covers": result["ci_covers"], "per_task": result["per_task"]}
    for key, name in (("energy_measured", "measurements_ratio_vs_nvml_only"), ("wall_s", "wall_time_ratio_vs_nvml_only")):
        ratios, left_out = search_cost_ratios(data, key)
        if ratios:
            r = ratio_over_replicates(ratios, seed=seed)
            out[name] = {"ratio": r["ratio"], "ci_lo": r["ci_lo"], "ci_hi": r["ci_hi"],
                         "t_ci_lo": r["t_ci_lo"], "t_ci_hi": r["t_ci_hi"], "ci_covers": _pairs_covered(ratios),
                         "per_task": {t: v for t, v in ratios.items()}, "pairs_left_out": left_out}
    if "energy_vs_nvml_only" in out:
        e = out["energy_vs_nvml_only"]
        out["equal_final_energy_vs_nvml_only"] = includes_zero(
            {"ci_lo": e["energy_ci_lo"], "ci_hi": e["energy_ci_hi"]})
        if finite(e.get("energy_t_ci_lo")):
            out["equal_final_energy_vs_nvml_only_t"] = includes_zero(
                {"ci_lo": e["energy_t_ci_lo"], "ci_hi": e["energy_t_ci_hi"]})
    return out


_FIELDS = ("change", "ci_lo", "ci_hi", "t_ci_lo", "t_ci_hi")


def replicates_frame(result: dict[str, Any]) -> pd.DataFrame:
    """One row per comparison and task (and 'geomean'): changes with CIs, replicates."""
    records = []
    for name in COMPARISONS:
        if name not in result:
            continue
        c = result[name]
        for task, e in sorted(c["per_task"].items()):
            records.append({"comparison": name, "task": task, "replicates": e["replicates"],
                            **{f"{m}_{k}": e[m][k] for m in ("energy", "latency") for k in _FIELDS},
                            "energy_change_by_replicate": " ".join(f"{x:.4f}" for x in e["energy_by_replicate"])})
        records.append({"comparison": name, "task": "geomean", "replicates": min(
            e["replicates"] for e in c["per_task"].values()),
            **{f"{m}_{k}": c[f"{m}_{k}"] for m in ("energy", "latency") for k in _FIELDS},
            "energy_change_by_replicate": ""})
    return pd.DataFrame(records)


_pct = fmt_change


def _ci(lo: float, hi: float) -> str:
    return fmt_interval(lo, hi)


def _ratio_ci(r: dict[str, Any]) -> str:
    """'[0.83, 1.07] (t [0.78, 1.14])' for a ratio: its bootstrap interval, and the t interval
    where finite; one replicate prints as the point's note instead of '[0.59, 0.59]'."""
    boot = fmt_interval(r["ci_lo"], r["ci_hi"], fmt_times)
    t = fmt_interval(r.get("t_ci_lo"), r.get("t_ci_hi"), fmt_times)
    return boot + (f" (t {t})" if t else "")


def _cold_scope(comparison: dict[str, Any]) -> str:
    """' (over 1 of 2 tasks)' where cold latency was remeasured for fewer tasks than the comparison has."""
    cold, every = len(comparison.get("cold_latency_tasks", [])), len(comparison["per_task"])
    return f" (over {cold} of {every} tasks)" if cold and cold < every else ""


def claims_sentences(result: dict[str, Any]) -> list[str]:
    """The two claims of the paper and the re-rank comparison, each with its CI over searches."""
    n = result.get("replicates", 0)
    est = EST if result.get("estimated") else ""
    out = []
    scope = (f"over {plural(n, 'replicate search')} per method and task (CIs resample searches and repeats)"
             if n > 1 else "from one search per method and task (CIs cover measurement repeats only: "
                           "search-to-search variation is not in them; set search.replicates >= 3)")
    words = {"energy_vs_latency": "Claim (a), energy-aware vs latency-only search at equal trials",
             "energy_vs_rerank": "Energy-aware search vs re-ranking the latency search at equal energy measurements",
             "rerank_vs_latency": "Re-ranking the latency search vs its fastest kernel"}
    for name, lead in words.items():
        if name in result:
            c = result[name]
            cold = (f", cold latency {_pct(c['cold_latency_change'])} "
                    f"{_ci(c['cold_latency_ci_lo'], c['cold_latency_ci_hi'])}{_cold_scope(c)}"
                    if "cold_latency_change" in c else "")
            out.append(f"{lead}: {'estimated ' if est else ''}energy {_pct(c['energy_change'], est)} "
                       f"{_ci(c['energy_ci_lo'], c['energy_ci_hi'])}, "
                       f"latency {_pct(c['latency_change'])} {_ci(c['latency_ci_lo'], c['latency_ci_hi'])}{cold} "
                       f"(geometric mean over {plural(len(c['per_task']), 'task')}, {scope}).")
    t_parts = [f"{short} energy {_ci(result[name]['energy_t_ci_lo'], result[name]['energy_t_ci_hi'])}, latency "
               f"{_ci(result[name]['latency_t_ci_lo'], result[name]['latency_t_ci_hi'])}"
               for name, short in (("energy_vs_latency", "claim (a)"), ("energy_vs_rerank", "against re-rank"),
                                   ("energy_vs_nvml_only", "against NVML-only"))
               if name in result and finite(result[name].get("energy_t_ci_lo"))]
    if n > 1 and t_parts:
        # a resample of few values stays within their range, which a mean of them often leaves
        why = (f"With {n} replicate searches these bootstrap intervals are too narrow (a resample of {n} values "
               f"stays within their range); 95 % t" if n < 10 else "Beside them, 95 % t")
        out.append(f"{why} intervals over the replicate searches (Welch, tasks fixed): {'; '.join(t_parts)}.")
    c = result.get("energy_vs_latency", {})
    if len(c.get("per_task", {})) >= 2 and finite(c.get("energy_tasks_t_ci_lo")):
        out.append(f"Taking the {len(c['per_task'])} tasks as a sample of operators like them (95 % t interval over "
                   f"the per-task estimates, which holds search-to-search and task-to-task spread): claim (a) "
                   f"energy {_ci(c['energy_tasks_t_ci_lo'], c['energy_tasks_t_ci_hi'])}, latency "
                   f"{_ci(c['latency_tasks_t_ci_lo'], c['latency_tasks_t_ci_hi'])}.")
    if any("cold_latency_change" in result.get(name, {}) for name in words):
        out.append("Cold latency: each pick timed as single calls, each after a cache flush (the L2 on a GPU), as a "
                   "kernel runs inside a model; latency is timed warm, back to back, as the searches rank candidates "
                   "(unless search.cold_cache).")
    m, w = result.get("measurements_ratio_vs_nvml_only"), result.get("wall_time_ratio_vs_nvml_only")
    if m and w and "energy_vs_nvml_only" in result:
        e = result["energy_vs_nvml_only"]
        equal, equal_t = result.get("equal_final_energy_vs_nvml_only"), result.get("equal_final_energy_vs_nvml_only_t")
        verdict = ("(a CI that includes 0: equal final energy" if equal else
                   "(a CI that excludes 0: the final energies differ, so this is not the paper's equal-energy "
                   "comparison")
        if equal_t is not None and equal_t != equal:
            verdict += (f"; the t interval {_ci(e['energy_t_ci_lo'], e['energy_t_ci_hi'])} "
                        + ("includes 0" if equal_t else "excludes 0"))
        out.append(f"Claim (b), energy-aware vs measure-all search: {fmt_times(m['ratio'])} the energy measurements "
                   f"{_ratio_ci(m)} and {fmt_times(w['ratio'])} the search wall time {_ratio_ci(w)} (geometric "
                   f"means over tasks of each replicate pair's ratio), at final {'estimated ' if est else ''}energy "
                   f"{_pct(e['energy_change'], est)} {_ci(e['energy_ci_lo'], e['energy_ci_hi'])} {verdict})."
                   + (f" The wall time leaves out {', '.join(w['pairs_left_out'])}: a search resumed after a kill "
                      "has no whole-search wall time." if w.get("pairs_left_out") else ""))
    return out


def replicates_display(result: dict[str, Any]) -> dict[str, Any] | None:
    """Typst's table: per comparison and task, energy and latency change with CI."""
    frame = replicates_frame(result)
    if frame.empty:
        return None
    est = EST if result.get("estimated") else ""
    rows = [[r.comparison.replace("_vs_", " vs ").replace("_", "-"), r.task, str(int(r.replicates)),
             f"{_pct(r.energy_change, est)} {_ci(r.energy_ci_lo, r.energy_ci_hi)}",
             _ci(r.energy_t_ci_lo, r.energy_t_ci_hi) if finite(r.energy_t_ci_lo) else "–",
             f"{_pct(r.latency_change)} {_ci(r.latency_ci_lo, r.latency_ci_hi)}",
             ", ".join(_pct(float(x)) for x in r.energy_change_by_replicate.split())
             if isinstance(r.energy_change_by_replicate, str) else ""] for r in frame.itertuples(index=False)]
    return {"header": ["comparison", "task", "R", "energy change [95 % CI]", "energy, t interval",
                       "latency change [95 % CI]", "energy change per replicate"], "rows": rows}
