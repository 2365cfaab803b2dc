"""Assemble tables, figures and generated text, and compile the Typst template to one PDF.

Data reach Typst as one JSON string through sys_inputs, so the template holds no numbers
and the same inputs give the same bytes (no dates, embedded fonts only).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import typst

from ecotune.report import tables as tb
from ecotune.report.figures import FigureRecord, make_figures
from ecotune.report.inputs import ReportData, SearchData, TaskData
from ecotune.report.methodology import methodology_frame

TABLE_FILES = ("summary", "geomean", "ablation", "search", "model_eval", "case_study", "methodology")
FIGURE_PREFIXES = ("a_", "b_", "c_", "d_", "e_")


def _less_more(frac: float, less: str = "less", more: str = "more") -> str:
    return f"{abs(frac) * 100:.1f} % {less if frac < 0 else more}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _paired(data: ReportData, variant: str, col: str) -> list[tuple[TaskData, pd.Series]]:
    return [(t, r) for t in data.tasks if (r := t.summary_row(variant)) is not None and tb.finite(r[col])]


def picks_that_were_fastest(data: ReportData, search: str = "energy") -> tuple[int, int]:
    """(tasks whose `search` pick was also the fastest kernel of that search, tasks with a pick)."""
    picks = [(t.searches[search].best.get("pick") or {}) for t in data.tasks if search in t.searches]
    picks = [p for p in picks if p.get("trace_hash") and p.get("fastest_trace_hash")]
    return sum(p["trace_hash"] == p["fastest_trace_hash"] for p in picks), len(picks)


def _ablation_sentence(ablation: pd.DataFrame) -> str:
    geo = tb.ablation_geomean(ablation)
    energy, latency = geo["energy_change"], geo["latency_change"]
    below = int((ablation["energy_change_pct_hi"] < 0).sum())
    above = int((ablation["energy_change_pct_lo"] > 0).sum())
    where = ("geometric mean over " + _plural(len(ablation), "task") if len(ablation) > 1
             else "on " + str(ablation["task"].iloc[0]))
    return (f"Against the NVML-only ablation's pick, whose search energy-measured every kept candidate "
            f"and steered evolution by latency alone, the energy-aware pick used {_less_more(energy)} energy at "
            f"{_less_more(latency, 'lower', 'higher')} latency ({where}; the paired 95 % CI lies below "
            f"zero in {below} and above zero in {above} of {_plural(len(ablation), 'task')}).")


def summary_text(data: ReportData, geo: pd.DataFrame, ablation: pd.DataFrame, search: pd.DataFrame,
                 model: pd.DataFrame) -> str:
    """One paragraph that states only what the tables show."""
    kinds = sorted({str((t.meta.get("operator") or {}).get("kind", "?")) for t in data.tasks})
    devices = sorted({str(t.environment.get("gpu") or t.environment.get("cpu") or "unknown device")
                      for t in data.tasks})
    out = [f"This report compares tuned kernels for {_plural(len(data.tasks), 'operator')} "
           f"({', '.join(kinds)}) on {' and '.join(devices)}."]
    geo_by = geo.set_index("variant") if len(geo) else pd.DataFrame()
    energy = _paired(data, "energy", "energy_change")
    if energy:
        g = geo_by.loc["energy"]
        changes = [float(r["energy_change"]) for _, r in energy]
        below = sum(1 for _, r in energy if tb.finite(r["energy_change_hi"]) and r["energy_change_hi"] < 0)
        above = sum(1 for _, r in energy if tb.finite(r["energy_change_lo"]) and r["energy_change_lo"] > 0)
        n_tasks = _plural(len(energy), "task")
        if len(energy) > 1:
            where = (f"geometric mean over {n_tasks}; per task from {tb.fmt_pct(min(changes))} % to "
                     f"{tb.fmt_pct(max(changes))} %")
            ci_text = (f"The 95 % confidence interval of the paired energy change lies below zero in "
                       f"{below} and above zero in {above} of the {n_tasks}.")
        else:
            r = energy[0][1]
            where = (f"on {energy[0][0].name}; 95 % CI "
                     f"{tb.fmt_ci(r['energy_change_lo'] * 100, r['energy_change_hi'] * 100, 1.0, 2)} %")
            ci_text = ("This interval lies entirely below zero." if below else
                       "This interval does not lie entirely below zero, so the repeats show no saving.")
        out.append(
            f"Against the latency-tuned kernel, the energy-aware kernel used "
            f"{_less_more(g['energy_change_geomean_pct'] / 100)} energy ({where}) with latency "
            f"{_less_more(g['latency_change_geomean_pct'] / 100, 'lower', 'higher')}. {ci_text}")
        fastest, with_pick = picks_that_were_fastest(data)
        if fastest:
            # Then the band held nothing more frugal: the change against the latency-tuned
            # kernel comes from the searches ending at different kernels, not from a trade.
            out.append(f"In {fastest} of {_plural(with_pick, 'task')} the energy-aware pick was also the "
                       f"fastest kernel its own search found (no kernel within the latency slack used "
                       f"less energy), so there its change against the latency-tuned kernel reflects "
                       f"the two searches reaching different kernels, not a trade of speed for energy.")
    else:
        has_vendor = any("vendor" in t.variants for t in data.tasks)
        out.append("No energy-aware kernel has been re-measured yet, so this report "
                   + ("compares the latency-tuned kernel with the vendor library only." if has_vendor
                      else "shows the latency-tuned kernel only."))
    if _paired(data, "nvml_only", "energy_change"):
        g = geo_by.loc["nvml_only"]
        out.append(f"The NVML-only ablation used {_less_more(g['energy_change_geomean_pct'] / 100)} "
                   f"energy than the latency-tuned kernel (geometric mean over "
                   f"{_plural(int(g['energy_change_n_tasks']), 'task')}).")
    if len(ablation):
        out.append(_ablation_sentence(ablation))
    vendor = _paired(data, "vendor", "latency_change")
    if vendor:
        g = geo_by.loc["vendor"]
        libs = sorted({t.vendor_library for t, _ in vendor})
        text = (f"The vendor {'library' if len(libs) == 1 else 'libraries'} ({', '.join(libs)}) ran with "
                f"{_less_more(g['latency_change_geomean_pct'] / 100, 'lower', 'higher')} latency")
        if tb.finite(g["energy_change_geomean_pct"]):
            text += f" and {_less_more(g['energy_change_geomean_pct'] / 100)} energy"
        out.append(text + f" than the latency-tuned kernel (geometric mean over {_plural(len(vendor), 'task')}).")
    if len(search) and {"energy", "nvml_only"} <= set(search["search"]):
        per = search.pivot_table(index="task", columns="search", values="energy_measured", aggfunc="sum")
        per = per.dropna(subset=["energy", "nvml_only"])
        if len(per) and per["nvml_only"].sum() > 0:
            e, n = int(per["energy"].sum()), int(per["nvml_only"].sum())
            out.append(f"The energy-aware search measured the energy of {e} candidates against {n} for "
                       f"the NVML-only ablation ({tb.fmt_pct(e / n - 1)} %).")
    if len(model):
        # Spearman needs at least two distinct held-back pairs; say so rather than print "nan".
        rho = model["spearman"].dropna()
        rank = f"a Spearman correlation of {rho.median():.2f}" if len(rho) else "no Spearman correlation (too few pairs)"
        out.append(f"On held-back measurements the energy model reached a median MAPE of "
                   f"{model['mape_pct'].median():.1f} % and {rank} over {_plural(len(model), 'search')}.")
        base = model.dropna(subset=["baseline_mape_pct"])
        if len(base):
            rho_b = base["baseline_spearman"].dropna()
            out.append(f"A trivial predictor (earlier rounds' median power times latency) reached a median "
                       f"MAPE of {base['baseline_mape_pct'].median():.1f} %"
                       + (f" and a Spearman correlation of {rho_b.median():.2f}" if len(rho_b) else "")
                       + " on the same measurements.")
    est = [t.name for t in data.tasks if t.estimated and t.has_energy]
    if est:
        out.append(f"Energy for {', '.join(est)} is estimated from CPU time, not measured "
                   f"(marked {tb.EST} in the tables).")
    no_meter = [t.name for t in data.tasks if not t.has_energy]
    if no_meter:
        out.append(f"{', '.join(no_meter)} had no energy meter; only latency is reported there.")
    return " ".join(out)


# ---------------------------------------------------------------- case study
def case_study_task(data: ReportData) -> TaskData | None:
    """The task whose energy-aware kernel saved the most energy vs the latency-tuned one."""
    best: tuple[float, TaskData] | None = None
    for task in data.tasks:
        r = task.summary_row("energy")
        if r is None or not tb.finite(r["energy_change"]) or not {"latency", "energy"} <= set(task.searches):
            continue
        if best is None or float(r["energy_change"]) < best[0]:
            best = (float(r["energy_change"]), task)
    return None if best is None else best[1]


def kernel_excerpt(search: SearchData, lines: int = 25, width: int = 96) -> str:
    """First lines of the kernel body, starting at the CUDA __global__ or LLVM define."""
    if search.source is None:
        return f"({search.best.get('source_file')} not found)"
    text = search.source.splitlines()
    # CUDA sources open with a preamble of #defines and forward declarations (lines ending
    # in ";"): the body starts at the first __global__ that is not one.
    start = next((i for i, ln in enumerate(text) if "__global__" in ln and not ln.rstrip().endswith(";")),
                 next((i for i, ln in enumerate(text) if ln.startswith("define ")), 0))
    # Long generated lines would overflow the page; cut them visibly.
    out = [ln if len(ln) <= width else ln[: width - 1] + "…" for ln in text[start:start + lines]]
    if start + lines < len(text):
        out.append(f"... ({len(text) - start - lines} more lines)")
    return "\n".join(out)


def case_study_frame(task: TaskData) -> pd.DataFrame:
    recs = []
    for v in ("latency", "energy"):
        s, r = task.searches[v], task.summary_row(v)
        grid, block = s.best.get("grid"), s.best.get("block")
        recs.append({
            "task": task.name, "variant": v, "grid": grid, "block": block,
            "threads": int(grid) * int(block) if tb.finite(grid) and tb.finite(block) else np.nan,
            "shared_memory_bytes": s.best.get("shared_memory_bytes", np.nan),
            "power_w": r["power_w"], "latency_us": r["latency_s"] * 1e6, "energy_mj": r["energy_j"] * 1e3,
            "energy_change_pct": r["energy_change"] * 100, "latency_change_pct": r["latency_change"] * 100,
            "source_file": s.best.get("source_file"), "energy_estimated": task.estimated,
        })
    return pd.DataFrame.from_records(recs)


def case_study_display(frame: pd.DataFrame) -> dict[str, Any]:
    lat, en = frame.iloc[0], frame.iloc[1]
    est = tb.EST if bool(lat.energy_estimated) else ""

    def shm(x: Any) -> str:
        return f"{float(x) / 1024:g} KiB" if tb.finite(x) else "—"

    def pair(name: str, a: str, b: str) -> list[str]:
        return [name, a, b]

    rows = [
        pair("Grid (blocks)", tb.fmt_num(lat.grid, decimals=0), tb.fmt_num(en.grid, decimals=0)),
        pair("Block (threads)", tb.fmt_num(lat.block, decimals=0), tb.fmt_num(en.block, decimals=0)),
        pair("Threads in total", tb.fmt_num(lat.threads, decimals=0), tb.fmt_num(en.threads, decimals=0)),
        pair("Shared memory / block", shm(lat.shared_memory_bytes), shm(en.shared_memory_bytes)),
        pair("Median power (W)", tb.fmt_num(lat.power_w, sig=3) + est, tb.fmt_num(en.power_w, sig=3) + est),
        pair("Median latency (µs)", tb.fmt_num(lat.latency_us), tb.fmt_num(en.latency_us)),
        pair("Median energy (mJ)", tb.fmt_num(lat.energy_mj) + est, tb.fmt_num(en.energy_mj) + est),
    ]
    return {"header": ["", "latency-tuned", "energy-aware"], "rows": rows}


def case_study(data: ReportData, out_tables: Path) -> dict[str, Any]:
    task = case_study_task(data)
    if task is None:
        return {"absent": "No task has both an energy-aware and a latency-tuned kernel yet, "
                          "so there is no case study."}
    frame = case_study_frame(task)
    tb.write_csv(frame, out_tables / "case_study.csv")
    lat, en = frame.iloc[0], frame.iloc[1]
    r = task.summary_row("energy")
    est = " (estimated)" if task.estimated else ""

    def shm(x: Any) -> str:
        return f"{float(x) / 1024:g} KiB of shared memory per block" if tb.finite(x) else "unknown shared memory"

    def launch(k: pd.Series) -> str:
        return (f"{tb.fmt_num(k.grid, decimals=0)} blocks of {tb.fmt_num(k.block, decimals=0)} threads "
                f"({tb.fmt_num(k.threads, decimals=0)} threads in all) and {shm(k.shared_memory_bytes)}")

    d_power = en.power_w / lat.power_w - 1 if tb.finite(en.power_w) and tb.finite(lat.power_w) else np.nan
    d_lat, d_en = float(r["latency_change"]), float(r["energy_change"])
    lead = ("This is the task with the largest energy saving." if d_en < 0 else
            "No task saved energy; this is the task with the smallest energy increase.")
    text = [
        f"{lead} The energy-aware search picked a kernel with {launch(en)}; the latency-tuned pick has "
        f"{launch(lat)}.",
        f"In the interleaved re-measurement the energy-aware kernel drew a median {tb.fmt_num(en.power_w, 3)} W"
        f"{est} against {tb.fmt_num(lat.power_w, 3)} W ({tb.fmt_pct(d_power)} %); its paired latency change "
        f"is {tb.fmt_pct(d_lat)} % and its paired energy change {tb.fmt_pct(d_en)} % "
        f"(95 % CI {tb.fmt_ci(r['energy_change_lo'] * 100, r['energy_change_hi'] * 100, 1.0, 2)}){est}.",
    ]
    if d_en < 0 and tb.finite(d_power):
        if d_power < 0 and d_lat >= 0:
            text.append("Since energy is power times time, the saving comes from lower power, "
                        "not from a shorter run.")
        elif d_power < 0 and d_lat < 0:
            text.append("Since energy is power times time, both lower power and a shorter run contribute.")
        elif d_lat < 0:
            text.append("Since energy is power times time, the saving comes from a shorter run "
                        "despite higher power.")
    return {
        "task": task.name, "op": tb.describe_operator(task),
        "table": case_study_display(frame), "explanation": " ".join(text),
        "estimated": task.estimated,
        "kernels": [{"label": f"latency-tuned ({lat.source_file})",
                     "code": kernel_excerpt(task.searches["latency"])},
                    {"label": f"energy-aware ({en.source_file})",
                     "code": kernel_excerpt(task.searches["energy"])}],
    }


def _figures_ctx(figs: dict[str, list[FigureRecord] | str]) -> dict[str, Any]:
    return {key: ({"absent": val, "items": []} if isinstance(val, str) else
                  {"absent": "", "items": [{"path": f"/figures/{f.stem}.svg", "caption": f.caption,
                                            "width": f.width} for f in val]})
            for key, val in figs.items()}


def _model_display(model: pd.DataFrame) -> dict[str, Any] | None:
    if not len(model):
        return None
    # Only the energy-aware search has a model, so no Search column (the CSV keeps it).
    rows = [[r.task, str(r.n), tb.fmt_num(r.r2, 3),
             tb.fmt_num(r.mape_pct, 2), tb.fmt_num(r.spearman, 3),
             tb.fmt_num(r.baseline_mape_pct, 2), tb.fmt_num(r.baseline_spearman, 3)]
            for r in model.itertuples(index=False)]
    return {"header": ["Task", "n", "R²", "MAPE (%)", "Spearman",
                       "P × latency:\nMAPE (%)", "P × latency:\nSpearman"], "rows": rows}


def _clear_stale(out_dir: Path) -> None:
    """Drop outputs of an earlier render that this render might not rewrite."""
    for name in TABLE_FILES:
        (out_dir / "tables" / f"{name}.csv").unlink(missing_ok=True)
    fig_dir = out_dir / "figures"
    if fig_dir.is_dir():
        for path in fig_dir.iterdir():
            if path.suffix in {".png", ".svg"} and path.name.startswith(FIGURE_PREFIXES):
                path.unlink()


def build_context(data: ReportData, out_dir: Path) -> dict[str, Any]:
    """Write tables and figures under out_dir and return everything the template shows."""
    tables_dir = out_dir / "tables"
    summary = tb.summary_frame(data)
    geo = tb.geomean_frame(data)
    ablation = tb.ablation_frame(data)
    search = tb.search_frame(data)
    model = tb.model_frame(data)
    tb.write_csv(summary, tables_dir / "summary.csv")
    for name, frame in (("geomean", geo), ("ablation", ablation), ("search", search), ("model_eval", model)):
        if len(frame):
            tb.write_csv(frame, tables_dir / f"{name}.csv")
    method = methodology_frame(data)
    tb.write_csv(method, tables_dir / "methodology.csv")
    figs = make_figures(data, out_dir / "figures")
    est_tasks = [t.name for t in data.tasks if t.estimated and t.has_energy]
    return {
        "title": "Energy-aware kernel tuning: results",
        "subtitle": f"{len(data.tasks)} tuned operator{'s' if len(data.tasks) != 1 else ''} · "
                    "TVM MetaSchedule · interleaved re-measurement",
        "summary": summary_text(data, geo, ablation, search, model),
        "estimated_note": (f"{tb.EST} Estimated: energy (and power) for {', '.join(est_tasks)} come from "
                           "a CPU-time estimate with assumed per-core and static watts, not from a meter."
                           if est_tasks else ""),
        "results": tb.results_display(data, summary, geo),
        "ablation": tb.ablation_display(ablation) if len(ablation) else None,
        "search": tb.search_display(search) if len(search) else None,
        "model": _model_display(model),
        "figures": _figures_ctx(figs),
        "case": case_study(data, tables_dir),
        "methodology": method.values.tolist(),
    }


def _template_text() -> str:
    return resources.files("ecotune.report").joinpath("template.typ").read_text(encoding="utf-8")


def render_report(data: ReportData, out_dir: Path) -> Path:
    """Write out_dir/report.pdf, out_dir/tables/*.csv and out_dir/figures/*.{png,svg}."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _clear_stale(out_dir)
    ctx = build_context(data, out_dir)
    payload = json.dumps(ctx, ensure_ascii=False, sort_keys=True, allow_nan=False, default=str)
    # The template sits in a fixed-name folder under out_dir (the Typst root) so figure paths
    # resolve and nothing path-dependent (like a random temp name) can reach the PDF.
    build = out_dir / ".typst-build"
    build.mkdir(exist_ok=True)
    pdf = out_dir / "report.pdf"
    fd, tmp = tempfile.mkstemp(dir=out_dir, prefix=".report.", suffix=".pdf")
    os.close(fd)
    try:
        (build / "report.typ").write_text(_template_text(), encoding="utf-8")
        typst.compile(str(build / "report.typ"), output=tmp, root=str(out_dir),
                      sys_inputs={"data": payload}, ignore_system_fonts=True)
        tb.publish(tmp, pdf)
    finally:
        shutil.rmtree(build, ignore_errors=True)
        if os.path.exists(tmp):
            os.unlink(tmp)
    return pdf
