"""The summary paragraph on page 1: what the tables show, the unfavourable parts included.

Each sentence comes from one function so a test can hold it; numbers come from the same
frames the tables print.
"""

from __future__ import annotations

import pandas as pd

from ecotune.report import tables as tb
from ecotune.report.fmt import EST, finite, fmt_ci, fmt_num, fmt_pct_range, fmt_ratio, plural
from ecotune.report.inputs import ReportData
from ecotune.report.labels import device_words, smoke_sized, tuned_from_graphs, vendor_launch


def _num(x: float) -> str:
    """Two decimals with a typographic minus: −0.41."""
    return fmt_num(x, decimals=2)


def _less_more(frac: float, less: str = "less", more: str = "more") -> str:
    return f"{abs(frac) * 100:.1f} % {less if frac < 0 else more}"


def picks_that_were_fastest(data: ReportData, search: str = "energy") -> tuple[int, int]:
    """(tasks whose `search` pick was also the fastest kernel of that search, tasks with a pick)."""
    picks = [(t.searches[search].best.get("pick") or {}) for t in data.tasks if search in t.searches]
    picks = [p for p in picks if p.get("trace_hash") and p.get("fastest_trace_hash")]
    return sum(p["trace_hash"] == p["fastest_trace_hash"] for p in picks), len(picks)


def estimate_sentence(data: ReportData) -> str:
    """For a run whose energy is estimated: what the estimate is, before any energy number."""
    est = [t for t in data.tasks if t.estimated and t.has_energy]
    if not est:
        return ""
    settings = ((est[0].meta.get("meter") or {}).get("settings") or {})
    watts = ""
    if finite(settings.get("static_w")) and finite(settings.get("per_core_w")):
        watts = (f" ({settings['static_w']:g} W assumed static power times wall time plus "
                 f"{settings['per_core_w']:g} W assumed per busy core times CPU time)")
    scope = "here" if len(est) == len(data.tasks) else "for " + ", ".join(t.name for t in est)
    return (f"Energy is not measured {scope}: the {(est[0].meta.get('meter') or {}).get('name', 'cputime')} "
            f"meter estimates it from CPU time and wall time{watts}, so it restates latency and CPU time "
            f"and cannot show an energy saving of its own; such numbers are marked {EST}.")


def smoke_sentence(data: ReportData) -> str:
    trials = smoke_sized(data)
    if trials is None:
        return ""
    return (f"This is a smoke-sized run ({plural(trials, 'trial')} per search at most): it shows that the "
            f"pipeline works, not which search finds better kernels.")


def _geo_text(g: pd.Series, col: str, less: str, more: str) -> tuple[str, str]:
    """('3.8 % less', 'geometric mean over 7 tasks, 95 % CI [...] %; per task from ... to ...')."""
    ci = fmt_ci(g[f"{col}_geomean_pct_ci_lo"], g[f"{col}_geomean_pct_ci_hi"], 1.0, 2, point=g[f"{col}_geomean_pct"])
    n = int(g[f"{col}_n_tasks"])
    where = f"geometric mean over {plural(n, 'task')}"
    if ci:
        where += f", 95 % CI {ci} %" if ci.startswith("[") else f" {ci}"
    if n > 1:
        where += f"; per task {fmt_pct_range([g[f'{col}_min_pct'] / 100, g[f'{col}_max_pct'] / 100])}"
    return _less_more(g[f"{col}_geomean_pct"] / 100, less, more), where


def _energy_word(estimated: bool) -> str:
    return f"estimated energy{EST}" if estimated else "energy"


def replicate_zero_lead(data: ReportData) -> str:
    """With several replicate searches, the tables and the sentences built on them show replicate
    0's kernels; the comparisons over all replicates are the claims. Say which is which."""
    n = data.n_replicates
    return (f"In replicate 0 (the first of {n} searches per method, as in Table 1; the comparisons over all "
            f"{n} are on page 1), " if n > 1 else "")


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def energy_vs_latency_sentences(data: ReportData, summary: pd.DataFrame, geo: pd.DataFrame) -> list[str]:
    rows = summary[(summary["variant"] == "energy") & summary["energy_change_pct"].notna()]
    if geo.empty or "energy" not in set(geo["variant"]) or rows.empty:
        return []
    g = geo.set_index("variant").loc["energy"]
    below = int((rows["energy_change_pct_ci_hi"] < 0).sum())
    above = int((rows["energy_change_pct_ci_lo"] > 0).sum())
    estimated = bool(rows["energy_estimated"].all())
    lat, lat_where = _geo_text(g, "latency_change", "lower", "higher")
    energy, energy_where = _geo_text(g, "energy_change", "less", "more")
    lead = replicate_zero_lead(data)
    if estimated:  # lead with what was measured
        out = [_capitalized(f"{lead}against the latency-tuned kernel, the energy-aware kernel's latency was {lat} "
                            f"({lat_where}); its {_energy_word(True)} was {energy} ({energy_where}), which "
                            f"follows from its CPU time, not from a meter.")]
    else:
        out = [_capitalized(f"{lead}against the latency-tuned kernel, the energy-aware kernel used {energy} energy "
                            f"({energy_where}) and its latency was {lat} ({lat_where}). The geometric means' CIs "
                            f"resample each task's repeats, so they cover measurement noise only, not "
                            f"search-to-search variation or the choice of tasks.")]
    out.append(f"Per task, the interval of the paired energy change (Table 1) lies below zero in {below} and "
               f"above zero in {above} of the {plural(len(rows), 'task')}.")
    fastest, with_pick = picks_that_were_fastest(data)
    if fastest:
        out.append(f"In {fastest} of {plural(with_pick, 'task')} the energy-aware pick was also the fastest "
                   f"kernel its own search found (no kernel within the latency slack used less energy), so "
                   f"there its change against the latency-tuned kernel reflects the two searches reaching "
                   f"different kernels, not a trade of speed for energy.")
    return out


def ablation_sentences(geo: pd.DataFrame, ablation: pd.DataFrame, estimated: bool = False,
                       scope: str = "") -> list[str]:
    """scope: which searches the figures come from, when that needs saying ("replicate 0; ")."""
    out = []
    energy = _energy_word(estimated)
    geo_by = geo.set_index("variant") if len(geo) else pd.DataFrame()
    if "nvml_only" in geo_by.index and finite(geo_by.loc["nvml_only", "energy_change_geomean_pct"]):
        g = geo_by.loc["nvml_only"]
        out.append(f"The measure-all ablation (every kept candidate energy-measured, no model) used "
                   f"{_less_more(g['energy_change_geomean_pct'] / 100)} {energy} than the latency-tuned kernel "
                   f"({scope}geometric mean over {plural(int(g['energy_change_n_tasks']), 'task')}).")
    if len(ablation):
        geo_a = tb.ablation_geomean(ablation)
        below = int((ablation["energy_change_pct_ci_hi"] < 0).sum())
        above = int((ablation["energy_change_pct_ci_lo"] > 0).sum())
        where = scope + ("geometric mean over " + plural(len(ablation), "task") if len(ablation) > 1
                         else "on " + str(ablation["task"].iloc[0]))
        out.append(f"Against the measure-all ablation's pick, the energy-aware pick used "
                   f"{_less_more(geo_a['energy_change'])} {energy} at "
                   f"{_less_more(geo_a['latency_change'], 'lower', 'higher')} latency ({where}; the paired "
                   f"interval lies below zero in {below} and above zero in {above} of "
                   f"{plural(len(ablation), 'task')}).")
    return out


def vendor_sentences(data: ReportData, geo: pd.DataFrame, vendor: pd.DataFrame,
                     estimated: bool = False, scope: str = "") -> list[str]:
    geo_by = geo.set_index("variant") if len(geo) else pd.DataFrame()
    if "vendor" not in geo_by.index:
        return []
    g = geo_by.loc["vendor"]
    libs = sorted({t.vendor_library for t in data.tasks if "vendor" in t.variants})
    text = (f"The vendor {'library' if len(libs) == 1 else 'libraries'} ({', '.join(libs)}) ran with "
            f"{_less_more(g['latency_change_geomean_pct'] / 100, 'lower', 'higher')} latency")
    if finite(g["energy_change_geomean_pct"]):
        text += f" and {_less_more(g['energy_change_geomean_pct'] / 100)} {_energy_word(estimated)}"
    out = [text + f" than the latency-tuned kernel ({scope}geometric mean over "
                  f"{plural(int(g['latency_change_n_tasks']), 'task')})."]
    if len(vendor) and vendor["energy_change_pct"].notna().any():
        more = int((vendor["energy_change_pct"] > 0).sum())
        above = int((vendor["energy_change_pct_ci_lo"] > 0).sum())
        slower = int((vendor["latency_change_pct"] > 0).sum())
        n = plural(len(vendor), "task")
        out.append(f"The energy-aware pick used more {_energy_word(estimated)} than the vendor library in "
                   f"{more} of {n} "
                   f"(interval above zero in {above}) and had higher latency in {slower} of {n}.")
    # only where the tuned kernels ran call by call (measure.cuda_graph off): then the windows differ
    with_vendor = [t for t in data.tasks if "vendor" in t.variants]
    launches = [vendor_launch(t) for t in with_vendor if not tuned_from_graphs(t)]
    graphs = sum(1 for x in launches if x and x.startswith("CUDA graph"))
    if graphs:
        unknown = sum(1 for x in launches if x == "launch not recorded")
        scope = (plural(len(launches), "task") if len(launches) == len(with_vendor) else
                 f"the {plural(len(launches), 'task')} whose tuned kernels ran call by call")
        out.append(f"The vendor library was replayed from CUDA graphs in {graphs} of {scope}"
                   + (f" (launch not recorded in {unknown})" if unknown else "")
                   + " while the tuned kernels ran one call per launch from Python, so the vendor's "
                     "measurement windows hold fewer launch gaps.")
    return out


def search_cost_sentences(k: pd.DataFrame, scope: str = "") -> list[str]:
    if k.empty or not {"energy", "nvml_only"} <= set(k["search"]):
        return []
    wide = k.pivot_table(index="task", columns="search", values=["wall_s", "energy_measured", "kept",
                                                                   "energy_predict_s"],
                         aggfunc="first", dropna=False)
    wide = wide[wide[("energy_measured", "energy")].notna() & wide[("energy_measured", "nvml_only")].notna()]
    if wide.empty:
        return []
    meas_e, meas_n = wide[("energy_measured", "energy")], wide[("energy_measured", "nvml_only")]
    timed = wide[wide[("wall_s", "energy")].notna() & wide[("wall_s", "nvml_only")].notna()]
    parts = []
    if len(timed):
        wall_e, wall_n = timed[("wall_s", "energy")], timed[("wall_s", "nvml_only")]
        ratio = wall_e / wall_n
        parts.append(f"took {wall_e.sum():,.0f} s of wall time against {wall_n.sum():,.0f} s for the measure-all "
                     f"ablation (ratio of the totals {fmt_ratio(wall_e.sum() / wall_n.sum())}"
                     + (f"; per task {fmt_ratio(ratio.min())} to {fmt_ratio(ratio.max())}" if len(timed) > 1 else "")
                     + (f"; {plural(len(timed), 'task')} with both times recorded" if len(timed) < len(wide) else "")
                     + ")")
    parts.append(f"energy-measured {int(meas_e.sum())} candidates against {int(meas_n.sum())}"
                 + (f" (ratio of the totals {fmt_ratio(meas_e.sum() / meas_n.sum())})" if meas_n.sum() else ""))
    predict_s = wide[("energy_predict_s", "energy")] if ("energy_predict_s", "energy") in wide else pd.Series(dtype=float)
    if predict_s.notna().any():
        parts.append(f"spent {predict_s.sum():,.0f} s in the energy model's predictions that steer its evolution, "
                     "which the ablation, without a model, does not")
    out = [f"Search cost{' (' + scope.rstrip('; ') + ')' if scope else ''}: the energy-aware search "
           + ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1] + "."]
    e = k[k["search"] == "energy"]
    mu = e["mu"].dropna()
    mu_text = f"mu = {float(mu.iloc[0]):g}" if len(mu) else "mu"
    rounds = e["rounds"].astype(int)
    n_rounds = f"{rounds.min()}" if rounds.min() == rounds.max() else f"{rounds.min()}–{rounds.max()}"
    text = (f"The fraction k of kept candidates it energy-measures starts at 1 and falls by 0.2 only after a "
            f"round whose model error is below {mu_text}, and the first round has no trained model to judge; "
            f"with {n_rounds} rounds per search, k was below 1 in {int(e['rounds_k_below_1'].sum())} of "
            f"{int(rounds.sum())} rounds (lowest k {e['k_min_seen'].min():.1f}; the ablation keeps k = 1)")
    if ("kept", "energy") in wide and ("kept", "nvml_only") in wide:
        kept_e, kept_n = wide[("kept", "energy")].sum(min_count=1), wide[("kept", "nvml_only")].sum(min_count=1)
        if finite(kept_e) and finite(kept_n) and kept_n > 0:
            text += (f", and it kept {int(kept_e)} candidates within the search slack against {int(kept_n)} "
                     f"for the ablation, whose evolution is steered differently")
    out.append(text + ".")
    return out


def model_sentences(data: ReportData, model: pd.DataFrame) -> list[str]:
    if model.empty:
        if any("energy" in t.searches for t in data.tasks):
            return ["The energy model made no held-back predictions in this run (model_eval.csv is absent or "
                    "holds no rows: the search ended before its model had predicted a measurement it had not "
                    "seen), so its accuracy is not known."]
        return []
    n = plural(len(model), "task")
    rho = model["spearman"].dropna()
    r2 = model["r2"].dropna()
    text = (f"The energy model, on held-back measurements, had R² below zero (worse than predicting the mean) "
            f"in {int((r2 < 0).sum())} of {n}" + (f" (median R² {_num(r2.median())})" if len(r2) else ""))
    text += (f", a Spearman rank correlation inside a round (as the search ranks; mean over rounds) from "
             f"{_num(rho.min())} to {_num(rho.max())} (median {_num(rho.median())})"
             if len(rho) else ", no Spearman correlation (too few pairs in a round)")
    text += f" and a median MAPE of {model['mape_pct'].median():.1f} %."
    out = [text]
    base = model.dropna(subset=["baseline_mape_pct"])
    if len(base):
        both = base.dropna(subset=["spearman", "baseline_spearman"])
        rb, r2b = base["baseline_spearman"].dropna(), base["baseline_r2"].dropna()
        out.append(
            f"The trivial predictor (earlier rounds' median power times latency, which inside a round ranks by "
            f"latency alone) ranked the candidates better (higher Spearman in a round) in "
            f"{int((both['baseline_spearman'] > both['spearman']).sum())} of "
            f"{plural(len(both), 'task')}"
            + (f" (median Spearman {_num(rb.median())})" if len(rb) else "")
            + (f", had R² below zero in {int((r2b < 0).sum())} of {plural(len(r2b), 'task')}" if len(r2b) else "")
            + f" and a median MAPE of {base['baseline_mape_pct'].median():.1f} %; the model had the lower MAPE in "
              f"{int((base['mape_pct'] < base['baseline_mape_pct']).sum())} of {plural(len(base), 'task')}.")
    return out


def intro_sentences(data: ReportData) -> list[str]:
    """Page 1's lead, above the verdicts: what was compared, on what, and what the numbers are
    (a smoke-sized run, an estimate) before any of them is read."""
    kinds = sorted({str((t.meta.get("operator") or {}).get("kind", "?")) for t in data.tasks})
    intro = [f"This report compares tuned kernels for {plural(len(data.tasks), 'operator')} "
             f"({', '.join(kinds)}) on {device_words(data)}."]
    return intro + [s for s in (smoke_sentence(data), estimate_sentence(data)) if s]


def summary_text(data: ReportData, summary: pd.DataFrame, geo: pd.DataFrame, ablation: pd.DataFrame,
                 vendor: pd.DataFrame, k: pd.DataFrame, model: pd.DataFrame) -> list[str]:
    """Paragraphs that state only what the tables show: the main comparison, the ablation, the
    vendor library, what the searches cost, and the energy model. With several replicates these
    are replicate 0's kernels (page 1's verdicts cover every replicate), and the first says so."""
    first = []
    vs_latency = energy_vs_latency_sentences(data, summary, geo)
    if vs_latency:
        first += vs_latency
    else:
        has_vendor = any("vendor" in t.variants for t in data.tasks)
        first.append("No energy-aware kernel has been re-measured yet, so this report "
                     + ("compares the latency-tuned kernel with the vendor library only." if has_vendor
                        else "shows the latency-tuned kernel only."))
    no_meter = [t.name for t in data.tasks if not t.has_energy]
    if no_meter:
        first.append(f"{', '.join(no_meter)} had no energy meter; only latency is reported there.")
    estimated = bool(data.tasks) and all(t.estimated and t.has_energy for t in data.tasks)
    scope = "replicate 0; " if data.n_replicates > 1 else ""
    paragraphs = [first, ablation_sentences(geo, ablation, estimated, scope),
                  vendor_sentences(data, geo, vendor, estimated, scope), search_cost_sentences(k, scope),
                  model_sentences(data, model)]
    return [" ".join(p) for p in paragraphs if p]


__all__ = ["intro_sentences", "picks_that_were_fastest", "summary_text"]
