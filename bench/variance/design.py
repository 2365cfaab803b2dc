"""Variance components of the decisive comparison and what a 5-point CI costs under each design.

Reads only bench/results/variance_design.csv (`bench/variance/inputs.py` writes it from the run
folders); `python3 bench/decisive_power.py --variance-design CSV` runs `evaluate()` and writes
the JSON and the Markdown table. Statistics, all on y = log(E_A / E_B) of one pair of picks:

    within-task     pooled variance of y over a task's replicate pairs (search-to-search + measurement)
    measurement     (pi / 2) * sd_repeats^2 / K: the variance of a median of K interleaved repeats
    task spread     tau^2 = var(task means) - within / R (one-way random effects, moment estimate)
    sharing         from every (A replicate i, B replicate j) pair of a task, y_ij = a_i - b_j: row and column
                    means give var(a), var(b) and cov(a_i, b_i); a pair that shares no draw has variance
                    var(a) + var(b), one that shares the first round var(a) + var(b) - 2 cov
    n for a CI      the pairs n with 2 * 1.96 * sd / sqrt(n) (back on the ratio scale at the run's change)
                    under 5 points; normal approximation (the t interval of a small n is wider)
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

Z95 = 1.959964
TARGET_POINTS = 5.0


def width_points(change: float, sd: float, pairs: float) -> float:
    """Width in percentage points of the 95 % CI of a geomean change from `pairs` pairs of log-ratio sd `sd`."""
    m, h = math.log1p(change), Z95 * sd / math.sqrt(pairs)
    return 100 * (math.expm1(m + h) - math.expm1(m - h))


def pairs_for_width(sd: float, change: float = 0.0, points: float = TARGET_POINTS) -> int:
    """The fewest pairs whose 95 % CI is narrower than `points` (normal approximation)."""
    if not sd > 0:
        return 1
    # width ~ 2 z sd / sqrt(n) * (1 + change): start there and step to the exact boundary
    n = max(1, int((2 * Z95 * sd * (1 + change) * 100 / points) ** 2) - 2)
    while width_points(change, sd, n) >= points:
        n += 1
    while n > 1 and width_points(change, sd, n - 1) < points:
        n -= 1
    return n


def pooled_within(values: pd.Series, groups: pd.Series) -> tuple[float, int]:
    """(pooled within-group variance, its degrees of freedom)."""
    frame = pd.DataFrame({"v": values.to_numpy(float), "g": groups.to_numpy()}).dropna()
    squares, dof = 0.0, 0
    for _, g in frame.groupby("g"):
        if len(g) >= 2:
            squares += float(((g.v - g.v.mean()) ** 2).sum())
            dof += len(g) - 1
    return (squares / dof if dof else math.nan), dof


def components(pairs: pd.DataFrame, metric: str = "energy") -> dict:
    """Variance components of y over matched pairs (one row per task and replicate)."""
    y, task = pairs[f"log_ratio_{metric}"], pairs["task"]
    within, dof = pooled_within(y, task)
    means = y.groupby(task).mean()
    replicates = float(y.groupby(task).size().mean())
    sd_repeats = pairs[f"repeat_sd_log_{metric}"].to_numpy(float)
    measurement = float(np.nanmean(math.pi / 2 * sd_repeats ** 2 / pairs["repeats"].to_numpy(float)))
    tau2 = float(means.var(ddof=1) - within / replicates) if len(means) >= 2 else math.nan
    return {"tasks": int(len(means)), "replicates": replicates, "pairs": int(len(y)), "dof_within": dof,
            "mean_log_ratio": float(means.mean()), "change": math.expm1(float(means.mean())),
            "sd_within": math.sqrt(within), "sd_measurement": math.sqrt(measurement),
            "sd_search": math.sqrt(max(within - measurement, 0.0)),
            "sd_task_means": float(means.std(ddof=1)),
            "tau": math.sqrt(max(tau2, 0.0)), "tau2_estimate": tau2,
            "sd_one_pair_per_task": math.sqrt(max(tau2, 0.0) + within)}


def _sharing_terms(pairs: pd.DataFrame, metric: str) -> np.ndarray:
    """Per task with a full replicate-by-replicate table: (sum a^2, sum b^2, sum a b, dof) of its deviations."""
    terms = []
    for _, g in pairs.groupby("task"):
        table = g.pivot_table(index="replicate", columns="other_replicate", values=f"log_ratio_{metric}")
        if table.shape[0] < 2 or table.shape != (table.shape[0], table.shape[0]) or table.isna().any().any():
            continue
        grand = table.to_numpy().mean()
        a = table.mean(axis=1).to_numpy() - grand   # a_i - mean(a)
        b = -(table.mean(axis=0).to_numpy() - grand)  # b_j - mean(b)
        terms.append((float(a @ a), float(b @ b), float(a @ b), len(a) - 1))
    return np.array(terms, float).reshape(-1, 4)


def _sharing_from(totals: np.ndarray) -> dict:
    var_a, var_b, cov = totals[:3] / totals[3]
    return {"dof": int(totals[3]), "sd_a": math.sqrt(var_a), "sd_b": math.sqrt(var_b),
            "correlation": cov / math.sqrt(var_a * var_b) if var_a > 0 and var_b > 0 else math.nan,
            "sd_shared_first_round": math.sqrt(max(var_a + var_b - 2 * cov, 0.0)),
            "sd_no_shared_draw": math.sqrt(var_a + var_b)}


def sharing(pairs: pd.DataFrame, metric: str = "energy") -> dict:
    """var(a), var(b), cov(a_i, b_i) from a comparison's full replicate-by-replicate table of each task."""
    terms = _sharing_terms(pairs, metric)
    return _sharing_from(terms.sum(axis=0)) if len(terms) else {"tasks_used": 0}


def best_at(rounds: pd.DataFrame, budget: int) -> pd.DataFrame:
    """Each search's best latency after its last round that ends at or before `budget` trials."""
    upto = rounds[rounds.trials <= budget].sort_values("trials")
    return upto.groupby(["task", "comparison", "replicate"], as_index=False).last()


def divergence(rounds: pd.DataFrame, budgets: list[int], method: str = "energy", base: str = "latency") -> list[dict]:
    """Per budget: sd of log(best latency of `method` / of `base`) over matched replicates (shared first
    round), and the latency searches' seed-to-seed sd (no shared draw; x sqrt 2 is a difference's sd)."""
    out = []
    for budget in budgets:
        best = best_at(rounds, budget)
        wide = best.pivot_table(index=["task", "replicate"], columns="comparison", values="best_latency_s")
        if method not in wide or base not in wide:
            continue
        ratio = np.log(wide[method] / wide[base]).dropna().reset_index()
        matched = math.sqrt(pooled_within(ratio[0], ratio["task"])[0]) if len(ratio) else math.nan
        base_rows = best[best.comparison == base]
        seed = math.sqrt(pooled_within(np.log(base_rows.best_latency_s), base_rows.task)[0])
        out.append({"trials": budget, "sd_matched_log_latency_ratio": matched,
                    "sd_seed_log_best_latency": seed, "sd_unshared_difference": math.sqrt(2) * seed,
                    "searches": int(len(ratio))})
    return out


def spread_slope(points: list[dict], key: str = "sd_seed_log_best_latency") -> float:
    """Least-squares slope of log sd against log trials (sd ~ trials^slope)."""
    x = np.log([p["trials"] for p in points if p[key] > 0])
    y = np.log([p[key] for p in points if p[key] > 0])
    return float(np.polyfit(x, y, 1)[0]) if len(x) >= 2 else math.nan


def job_costs(jobs: pd.DataFrame) -> dict:
    """Mean GPU seconds of each job kind; remeasure as seconds per measured kernel."""
    out = {rule: float(g.seconds.mean()) for rule, g in jobs.groupby("comparison") if rule != "remeasure"}
    remeasure = jobs[jobs.comparison == "remeasure"]
    if len(remeasure) and remeasure.variants.notna().all():
        out["remeasure_per_kernel"] = float(remeasure.seconds.sum() / remeasure.variants.sum())
    return out


def sequential(mean: float, sd: float, tasks: int, pair_minutes: float, start_replicates: int = 3,
               max_replicates: int = 200, simulations: int = 2000, seed: int = 0) -> dict:
    """Add one replicate of every task at a time until the t interval (tasks fixed, pooled within-task sd)
    is narrower than 5 points; y drawn normal with the measured sd. Returns the stop's pairs and coverage."""
    from scipy import stats

    rng = np.random.default_rng(seed)
    y = rng.normal(0.0, sd, size=(simulations, max_replicates, tasks))
    t975 = stats.t.ppf(0.975, np.maximum(tasks * (np.arange(max_replicates + 1) - 1), 1))
    stops, covered = np.full(simulations, max_replicates), np.zeros(simulations, bool)
    for s in range(simulations):
        for r in range(start_replicates, max_replicates + 1):
            block = y[s, :r]
            dof = tasks * (r - 1)
            var = float(((block - block.mean(axis=0)) ** 2).sum() / dof)
            h = t975[r] * math.sqrt(var / (r * tasks))
            m = mean + float(block.mean())
            if 100 * (math.expm1(m + h) - math.expm1(m - h)) < TARGET_POINTS or r == max_replicates:
                stops[s], covered[s] = r, abs(m - mean) <= h
                break
    pairs = stops * tasks
    return {"mean_pairs": float(pairs.mean()), "p90_pairs": float(np.percentile(pairs, 90)),
            "mean_gpu_minutes": float(pairs.mean() * pair_minutes),
            "p90_gpu_minutes": float(np.percentile(pairs, 90) * pair_minutes),
            "coverage": float(covered.mean()), "capped": float((stops == max_replicates).mean()),
            "simulations": simulations}


def sd_interval(sd: float, dof: int) -> tuple[float, float]:
    """95 % chi-square interval of a pooled sd with `dof` degrees of freedom."""
    from scipy import stats

    return (sd * math.sqrt(dof / stats.chi2.ppf(0.975, dof)), sd * math.sqrt(dof / stats.chi2.ppf(0.025, dof)))


def tau_upper(comp: dict) -> float:
    """One-sided 95 % upper limit of the task-effect sd tau from MS_between / MS_within ~ F (balanced design)."""
    from scipy import stats

    r, t = comp["replicates"], comp["tasks"]
    ms_between, ms_within = r * comp["sd_task_means"] ** 2, comp["sd_within"] ** 2
    ratio = ms_between / (ms_within * stats.f.ppf(0.05, t - 1, comp["dof_within"]))
    return math.sqrt(max((ratio - 1) * ms_within / r, 0.0))


def bootstrap_sharing(pairs: pd.DataFrame, resamples: int = 2000, seed: int = 0) -> dict:
    """Percentile 95 % intervals of `sharing()`'s sds and correlation, resampling tasks."""
    terms = _sharing_terms(pairs, "energy")
    rng = np.random.default_rng(seed)
    draws = [_sharing_from(terms[rng.integers(0, len(terms), len(terms))].sum(axis=0)) for _ in range(resamples)]
    out = {}
    for key in ("sd_shared_first_round", "sd_no_shared_draw", "correlation"):
        values = np.array([d[key] for d in draws], float)
        out[key] = [float(np.nanpercentile(values, 2.5)), float(np.nanpercentile(values, 97.5))]
    return out


def design(key: str, name: str, sd: float, status: str, source: str, estimand: str, change: float,
           pair_minutes: float, notes: str, sd_range: tuple[float, float] | None = None) -> dict:
    pairs = pairs_for_width(sd, change)
    row = {"key": key, "design": name, "sd_log_ratio": sd, "sd_status": status, "sd_from": source,
           "estimand": estimand, "change": change, "pairs_for_5_points": pairs, "gpu_minutes_per_pair": pair_minutes,
           "gpu_minutes_for_5_points": pairs * pair_minutes, "notes": notes}
    if sd_range is not None:
        row["sd_range"] = list(sd_range)
        row["gpu_minutes_range"] = [pairs_for_width(s, change) * pair_minutes for s in sd_range]
    return row


def as_run(frame: pd.DataFrame, source: str, comparison: str = "energy_vs_latency") -> dict | None:
    """The chosen design (b) from its own run (`source`, one pair a task, nothing shared): the sd of
    y over its tasks, which holds the task-to-task spread and the search draw together, and the
    mean seconds of its jobs (two searches, the pick, the one remeasure of both kernels and the
    vendor's). None where the CSV has no such run."""
    pairs = frame[(frame.kind == "pair") & (frame.source == source) & (frame.comparison == comparison)]
    if len(pairs) < 2:
        return None
    y = pairs.log_ratio_energy.to_numpy(float)
    sd, tasks = float(np.std(y, ddof=1)), len(y)
    jobs = frame[(frame.kind == "job") & (frame.source == source)]
    costs = job_costs(jobs)
    minutes = sum(costs.get(rule, math.nan) for rule in ("tune_latency", "tune_energy", "pick")) / 60
    minutes += float(jobs[jobs.comparison == "remeasure"].seconds.mean()) / 60
    row = design("b_run", "design (b) as run: one independent pair a task, 256 trials", sd,
                 f"measured over {tasks} tasks",
                 f"{source} pairs (sd over tasks, {tasks - 1} dof)", "geomean over a population of tasks like these",
                 float(np.mean(y)), minutes, "mean job times of its tasks (a search resumed on a second machine "
                 "counts its second part only); extraction, vendor job and machine starts not counted",
                 sd_interval(sd, tasks - 1))
    return {**row, "source": source}


def evaluate(frame: pd.DataFrame, source: str = "decisive_h200", independent: str = "search_h200",
             comparison: str = "energy_vs_latency", tasks_run: str | None = None) -> dict:
    """Every design's paired sd, pairs and GPU-minutes for a 5-point CI, from the input CSV's rows."""
    pairs = frame[(frame.kind == "pair") & (frame.source == source)]
    full = pairs[pairs.comparison == comparison]
    matched = full[full.replicate == full.other_replicate]
    comp, comp_latency = components(matched), components(matched, "latency")
    share, share_ci = sharing(full), bootstrap_sharing(full)
    rerank_rows = pairs[(pairs.comparison == "rerank_vs_latency") & (pairs.replicate == pairs.other_replicate)]
    comp_rerank = components(rerank_rows)
    indep = frame[(frame.kind == "pair") & (frame.source == independent) & (frame.comparison == comparison)]
    div = divergence(frame[(frame.kind == "round") & (frame.source == source)], [64, 128, 192, 256])
    by_trials = {d["trials"]: d for d in div}
    slope = spread_slope(div)
    draws = frame[frame.kind == "draw"]
    costs = job_costs(frame[(frame.kind == "job") & (frame.source == source)])
    finish = 2 * costs["pick"] + 2 * costs["remeasure_per_kernel"]  # two picks, two kernels remeasured
    lat, nrg = costs["tune_latency"], costs["tune_energy"]
    per_pair = {"independent": (lat + nrg + finish) / 60, "rerank": (lat + costs["rerank"] + finish) / 60,
                "continuation": (lat + lat / 4 + nrg / 4 + finish) / 60}
    # one unshared round's share of the final divergence, from the best latencies (a proxy for energy)
    one_round = by_trials[128]["sd_matched_log_latency_ratio"] / by_trials[256]["sd_matched_log_latency_ratio"]
    sd_a, m = comp["sd_within"], comp["change"]
    sd_free = share["sd_no_shared_draw"]
    tau_hi = tau_upper(comp)
    sd_b = math.sqrt(comp["tau"] ** 2 + sd_free ** 2)
    fixed, population = "geomean over the 7 fixed tasks", "geomean over a population of tasks like these 7"
    designs = [
        design("a", "current: first round shared, R x 7 tasks, 256 trials", sd_a, "measured",
               f"{source} pairs (pooled within task, {comp['dof_within']} dof)", fixed, m, per_pair["independent"],
               "the decisive run's design", sd_interval(sd_a, comp["dof_within"])),
        design("a2", "independent searches (no shared draw), R x 7 tasks", sd_free, "measured",
               f"{source} cross pairs (replicate i vs j != i)", fixed, m, per_pair["independent"],
               f"first-round sharing correlation {share['correlation']:+.2f}; R = 1 run {independent}: "
               f"sd over tasks {indep.log_ratio_energy.std(ddof=1):.3f} (older code)",
               tuple(share_ci["sd_no_shared_draw"])),
        design("b", "more tasks: R = 1 over n tasks, no shared draw", sd_b, "measured + projected",
               f"{source}: tau {comp['tau']:.3f} (95 % upper {tau_hi:.3f}) with a2's sd", population, m,
               per_pair["independent"], "tasks assumed to cost like these 7",
               (sd_b, math.sqrt(tau_hi ** 2 + sd_free ** 2))),
        design("c", "shared first 3 of 4 rounds", sd_a * one_round, "projected",
               f"a's sd x latency proxy {one_round:.2f} (sd after 1 unshared round / after 3)", fixed, m,
               per_pair["independent"], "the energy search differs from the latency search in its last round only"),
        design("d0", "re-rank: latency search's candidates re-measured for energy", comp_rerank["sd_within"],
               "measured", f"{source} rerank_vs_latency pairs", "re-rank vs latency-only (another method)",
               comp_rerank["change"], per_pair["rerank"], "the limit of continuation (no extra rounds)",
               sd_interval(comp_rerank["sd_within"], comp_rerank["dof_within"])),
        design("d1", "continuation: +64 energy-aware trials vs +64 latency trials from one 256-trial search",
               sd_a * one_round, "projected", "as c", "energy-aware continuation vs latency continuation", m,
               per_pair["continuation"], "320 trials a method; no run yet"),
    ]
    for budget in (512, 1024):
        scale = (budget / 256) ** slope
        designs.append(design(f"e{budget}", f"converged budget: {budget} trials a search", sd_a * scale,
                              "projected", f"a's sd x (B/256)^{slope:.2f}, slope of the latency seed spread "
                              "over 64-256 trials", fixed, m, (lat + nrg) * budget / 256 / 60 + finish / 60,
                              "search time taken as proportional to trials"))
    for key, base in (("f_a", designs[0]), ("f_a2", designs[1])):
        run = sequential(comp["mean_log_ratio"], base["sd_log_ratio"], comp["tasks"], base["gpu_minutes_per_pair"])
        row = {**base, "key": key, "design": f"sequential stop on {base['key']}: +1 replicate of 7 tasks until "
               "the t interval < 5 points", "sd_status": "simulated from the measured sd",
               "pairs_for_5_points": run["mean_pairs"], "gpu_minutes_for_5_points": run["mean_gpu_minutes"],
               "notes": f"mean of {run['simulations']} runs; 90th percentile {run['p90_gpu_minutes']:.0f} "
                        f"GPU-min; coverage {100 * run['coverage']:.1f} %", "sequential": run}
        row.pop("sd_range", None), row.pop("gpu_minutes_range", None)
        designs.append(row)
    run_b = as_run(frame, tasks_run, comparison) if tasks_run else None
    if run_b is not None:
        designs.insert(3, run_b)  # beside the (b) it measures
    return {"comparison": comparison, "source": source, "components_energy": comp,
            "components_latency": comp_latency, "sd_within_ci95": list(sd_interval(sd_a, comp["dof_within"])),
            "tau_upper95": tau_hi, "sharing": {**share, "ci95": share_ci}, "rerank_components": comp_rerank,
            "rerank_sharing_correlation": sharing(pairs[pairs.comparison == "rerank_vs_latency"])["correlation"],
            "independent_r1": {"source": independent, "tasks": int(len(indep)),
                               "sd_log_ratio_energy": float(indep.log_ratio_energy.std(ddof=1)),
                               "mean_log_ratio_energy": float(indep.log_ratio_energy.mean())},
            "divergence": div, "seed_spread_slope": slope,
            "one_round_draws": {"tasks": int(len(draws)), "sd_log_latency_ratio": float(draws.log_ratio_latency.std())},
            "job_seconds": costs, "gpu_minutes_per_pair": per_pair, "designs": designs}
