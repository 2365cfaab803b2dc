"""bench/results/variance_design.md from `variance_design.evaluate()`'s figures (numbers filled in, never typed)."""

from __future__ import annotations

import math


def _range(row: dict) -> str:
    lo_hi = row.get("gpu_minutes_range")
    return f" ({lo_hi[0]:.0f}-{lo_hi[1]:.0f})" if lo_hi else ""


def _as_run(run: dict | None, planned: dict, current: dict) -> list[str]:
    """The chosen design's own run, once the CSV holds one (a later date than the choice)."""
    if run is None:
        return []
    lo, hi = run["sd_range"]
    against = "more" if run["gpu_minutes_for_5_points"] > current["gpu_minutes_for_5_points"] else "less"
    return [f"- **The chosen design, measured by its own run** (`{run['source']}/`): sd of y over its tasks "
            f"{run['sd_log_ratio']:.3f} (95 % {lo:.2f}-{hi:.2f}), against the {planned['sd_log_ratio']:.3f} the choice "
            f"assumed; that projects {run['pairs_for_5_points']} tasks and {run['gpu_minutes_for_5_points']:.0f} "
            f"GPU-minutes at {run['gpu_minutes_per_pair']:.2f} a task ({run['gpu_minutes_range'][0]:.0f}-"
            f"{run['gpu_minutes_range'][1]:.0f} over the sd's interval), with the mean change so far "
            f"{100 * (math.exp(run['change']) - 1):+.1f} % (normal approximation; the run's `stop.json` applies "
            f"the stop rule with the t interval). That is {against} than the "
            f"{current['gpu_minutes_for_5_points']:.0f} projected for the current design (a)."]


def markdown(result: dict, command: str, date: str = "2026-12-06") -> str:
    comp, share, ci = result["components_energy"], result["sharing"], result["sharing"]["ci95"]
    designs = {d["key"]: d for d in result["designs"]}
    div = {d["trials"]: d for d in result["divergence"]}
    rr, costs, r1 = result["rerank_components"], result["gpu_minutes_per_pair"], result["independent_r1"]
    lines = [
        "# Variance of the decisive comparison, and what a 5-point CI costs under each design",
        "",
        f"Comparison: energy-aware vs latency-only search, energy of the picks, y = log(E_energy-aware / "
        f"E_latency-only) of one pair of picks (5 interleaved repeats, median). Data: `{result['source']}/` "
        f"({comp['tasks']} tasks x {comp['replicates']:.0f} replicates, 256 trials, first round shared), "
        f"`{r1['source']}/` (R = 1, nothing shared, older code), `models_h200/*_shared_draws.csv` (one-round "
        "searches), all through `variance_design.csv`. Sd: of y within a task unless said; n: pairs for a 95 % CI "
        "narrower than 5 points (normal approximation at the run's change); GPU-minutes: n x the measured minutes "
        "of a pair's jobs (two searches, two picks, two kernels remeasured; brackets: from the sd's 95 % interval). "
        "A projection has no run of its own behind it.",
        "",
        "| design | paired sd of y | sd from | n pairs | GPU-min a pair | GPU-min for 5 points | estimand; notes |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for d in result["designs"]:
        n = d["pairs_for_5_points"]
        n_text = f"{n:.0f}" if float(n).is_integer() else f"{n:.1f} (mean)"
        lines.append(f"| ({d['key']}) {d['design']} | {d['sd_log_ratio']:.3f} ({d['sd_status']}) | {d['sd_from']} | "
                     f"{n_text} | {d['gpu_minutes_per_pair']:.2f} | {d['gpu_minutes_for_5_points']:.0f}{_range(d)} | "
                     f"{d['estimand']}; {d['notes']} |")
    lines += [
        "",
        "## Where the spread comes from (measured)",
        "",
        f"- **Search-to-search, not the meter.** Within a task sd {comp['sd_within']:.3f} (95 % "
        f"{result['sd_within_ci95'][0]:.2f}-{result['sd_within_ci95'][1]:.2f}, {comp['dof_within']} dof), of which "
        f"measurement (median of 5 repeats) {comp['sd_measurement']:.3f}: {100 * comp['sd_measurement'] ** 2 / comp['sd_within'] ** 2:.1f} % "
        "of the variance. More repeats or longer windows cannot narrow the CI.",
        f"- **Tasks add nothing measurable.** The 7 task means spread by sd {comp['sd_task_means']:.3f}, less than "
        f"{comp['sd_within']:.3f} / sqrt({comp['replicates']:.0f}) from replicates alone: tau = {comp['tau']:.3f} "
        f"(moment estimate {comp['tau2_estimate']:+.4f} for tau^2), one-sided 95 % upper limit {result['tau_upper95']:.3f}.",
        f"- **Sharing the first round did not help.** From all 3 x 3 (energy replicate, latency replicate) pairs of "
        f"each task: sd of each method's pick {share['sd_a']:.3f} and {share['sd_b']:.3f}, correlation between the "
        f"picks of a shared replicate {share['correlation']:+.2f} (95 % over tasks {ci['correlation'][0]:+.2f} to "
        f"{ci['correlation'][1]:+.2f}): a pair that shares no draw has sd {share['sd_no_shared_draw']:.3f} "
        f"({ci['sd_no_shared_draw'][0]:.2f}-{ci['sd_no_shared_draw'][1]:.2f}), a shared one "
        f"{share['sd_shared_first_round']:.3f}. The R = 1 run with nothing shared gave sd {r1['sd_log_ratio_energy']:.3f} "
        f"over its {r1['tasks']} tasks (that is tau and search spread together).",
        f"- **Why: the draw is forgotten within one round.** Best latency, energy-aware over latency-only search of the "
        f"same replicate: sd of the log ratio {div[64]['sd_matched_log_latency_ratio']:.3f} after the shared round "
        f"(64 trials), {div[128]['sd_matched_log_latency_ratio']:.3f} one round later, "
        f"{div[256]['sd_matched_log_latency_ratio']:.3f} at 256; two latency searches of other seeds differ by "
        f"{div[64]['sd_unshared_difference']:.3f} at 64 and {div[256]['sd_unshared_difference']:.3f} at 256. "
        f"One-round searches that share nothing (32 trials, {result['one_round_draws']['tasks']} model tasks): "
        f"{result['one_round_draws']['sd_log_latency_ratio']:.2f}.",
        f"- **Re-ranking shares the whole search:** rerank vs latency-only sd {rr['sd_within']:.3f}, correlation "
        f"{result.get('rerank_sharing_correlation', float('nan')):+.2f} between the two picks; it is the one low-variance design measured.",
        f"- **Budgets converge slowly:** the latency searches' seed spread falls as trials^{result['seed_spread_slope']:.2f} "
        "over 64-256 trials, so halving it would take about "
        f"{2 ** (-1 / result['seed_spread_slope']):.0f}x the trials (a projection; no seed ran past 256 here).",
        f"- **Cost of a pair** (Snakemake benchmarks and run logs): latency search {result['job_seconds']['tune_latency']:.0f} s, "
        f"energy-aware {result['job_seconds']['tune_energy']:.0f} s, re-rank {result['job_seconds']['rerank']:.0f} s, "
        f"pick {result['job_seconds']['pick']:.0f} s, remeasure {result['job_seconds']['remeasure_per_kernel']:.0f} s a kernel: "
        f"{costs['independent']:.2f} GPU-min a pair of searches, {costs['rerank']:.2f} with a re-rank. Machine starts "
        "and the other methods of the suite (NVML-only, vendor, pareto) are not counted.",
        "",
        f"## The choice ({date})",
        "",
        f"- **For claim (a), energy-aware vs latency-only search at equal trials: (b) with (f).** Independent searches "
        "(no shared first round: it bought nothing here and makes the energy search wait), one pair per task over as "
        "many tasks as the models supply (then more replicates of the same tasks), a batch at a time, stopping once "
        f"the t interval over tasks is narrower than 5 points: about {designs['b']['pairs_for_5_points']} pairs, "
        f"{designs['b']['gpu_minutes_for_5_points']:.0f} GPU-minutes expected ({designs['f_a2']['gpu_minutes_for_5_points']:.0f} "
        f"with the stop rule's overshoot; {designs['b']['gpu_minutes_range'][1]:.0f} if tau is at its upper limit, "
        f"{designs['a2']['gpu_minutes_range'][0]:.0f}-{designs['a2']['gpu_minutes_range'][1]:.0f} over the sd's interval). "
        "Its estimand is the geomean over a population of tasks like these, which is what the claim means, and its CI "
        "holds without taking the tasks as fixed. It is the cheapest design that answers this question with runs "
        f"behind its sd; the current design (a) needs {designs['a']['gpu_minutes_for_5_points']:.0f}.",
        f"- **It does not fit one 30-minute device allotment.** At about 25 usable GPU-minutes each that is about "
        f"{designs['f_a2']['gpu_minutes_for_5_points'] / 25:.0f} such allotments of one GPU; the sequential stop lets them add "
        "up (each adds 4 or 5 tasks to one running analysis), and machines of several GPUs (lanes) divide it when lent. "
        "Nothing measured here makes the search itself less random: (c) and (e) cost more or change little, and "
        "(d0) is another method.",
        f"- **Cheaper, but a different question:** (d1) energy-aware continuation of a latency search "
        f"({designs['d1']['gpu_minutes_for_5_points']:.0f} GPU-min, projected from the latency proxy) and (d0) re-rank "
        f"({designs['d0']['gpu_minutes_for_5_points']:.0f} GPU-min, measured; the committed run already gives "
        f"{100 * rr['change']:+.1f} % at R = 3). A pilot of (d1) in one allotment, 7 tasks x 1 pair (about "
        f"{7 * costs['continuation']:.0f} GPU-min), would measure its sd; only if it comes out well under the proxy's "
        f"{designs['d1']['sd_log_ratio']:.2f} is it worth making the decisive design, and it then answers "
        "\"does energy-aware tuning improve on a latency-tuned database\", not claim (a).",
        *_as_run(designs.get("b_run"), designs["b"], designs["a"]),
        "",
        "Regenerate (from the CSV alone; `--variance-inputs` first rebuilds the CSV from the run folders):",
        "",
        f"    {command}",
        "",
    ]
    return "\n".join(lines)
