"""Assemble tables, figures and generated text, and compile the Typst template to one PDF.

Data reach Typst as one JSON string through sys_inputs, so the template holds no numbers
and the same inputs give the same bytes (no dates, embedded fonts only).
"""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import pandas as pd

from ecotune.core.outputs import write_atomic
from ecotune.report import tables as tb
from ecotune.report.case_study import case_study
from ecotune.core.outputs import write_json
from ecotune.report.figures import make_figures
from ecotune.report.figures_replicates import fig_overview, fig_pareto, fig_replicates
from ecotune.report.fmt import EST, finite, write_csv
from ecotune.report.inputs import ReportData
from ecotune.report.intervals import method_text
from ecotune.report.labels import all_cpu, any_gpu, smoke_sized, tuned_from_graphs
from ecotune.report.methodology import methodology_frame
from ecotune.report.models import fig_models, models_display, models_frame
from ecotune.report.overview import (intervals_text, overview_display, overview_frame, verdicts_display,
                                     verdicts_frame)
from ecotune.report.pareto import pareto_frame
from ecotune.report.plotting import STYLE, FigureRecord
from ecotune.report.provenance import search_parameters_frame, stages_display, stages_frame
from ecotune.report.replicates import claims_sentences, overall, replicates_display, replicates_frame
from ecotune.report.search_tables import k_frame, model_display, model_frame, search_display, search_frame
from ecotune.report.summary import intro_sentences, summary_text

TABLE_FILES = ("summary", "geomean", "ablation", "vendor", "search", "search_k", "model_eval", "case_study",
               "methodology", "search_parameters", "stages", "replicates", "pareto", "models", "verdicts",
               "overview")
FIGURE_PREFIXES = ("a_", "b_", "c_", "d_", "e_", "f_", "g_", "h_", "o_")


def _figures_ctx(figs: dict[str, list[FigureRecord] | str]) -> dict[str, Any]:
    return {key: ({"absent": val, "items": []} if isinstance(val, str) else
                  {"absent": "", "items": [{"path": f"/figures/{f.stem}.svg", "caption": f.caption,
                                            "width": f.width} for f in val]})
            for key, val in figs.items()}


def _clear_stale(out_dir: Path) -> None:
    """Drop outputs of an earlier render that this render might not rewrite."""
    for name in TABLE_FILES:
        (out_dir / "tables" / f"{name}.csv").unlink(missing_ok=True)
    fig_dir = out_dir / "figures"
    if fig_dir.is_dir():
        for path in fig_dir.iterdir():
            if path.suffix in {".png", ".svg"} and path.name.startswith(FIGURE_PREFIXES):
                path.unlink()


def _results_caption(data: ReportData, summary: pd.DataFrame) -> dict[str, str]:
    """The definitions Table 1 prints under its title, in the words of this run's device."""
    gpu = any_gpu(data)
    timing = ("TVM's time_evaluator with CUDA events for the tuned kernels, CUDA events for the vendor "
              "library" if gpu else "TVM's time_evaluator (wall clock) for the tuned kernels; NumPy's is its "
              "window time per call")
    launch = ("" if not gpu else
              "Tuned kernels run one call per launch from Python; the vendor's launch is under its name. "
              if not any(tuned_from_graphs(t) for t in data.tasks) else
              "A variant that runs from a CUDA graph says so under its name (tuned kernels: measure.cuda_graph); "
              "the others run one call per launch from Python. ")
    return {
        "definitions": (
            f"Latency, timed: measured apart from the energy window ({timing}), calls back to back, so the "
            f"inputs stay in cache. "
            + ("Latency, cold: single calls, each after a cache flush, as a kernel runs inside a model (– where "
               "that timing failed or was not taken). " if tb.has_cold_latency(summary) else "")
            + f"Window time per call: the "
            f"energy window's length over the calls in it, so it includes the gaps between the window's "
            f"batches. Energy per call: the window's energy (idle power included) over its calls. Power: "
            f"energy per call over window time per call, the window's average; so energy = power × window "
            f"time per call in every row. {launch}Values are medians over repeats; second lines: "
            f"{method_text(summary['n'].astype(int).tolist())}. Δ columns are median paired changes against "
            f"the latency-tuned kernel of the same task (negative is less); geometric-mean rows combine them "
            f"over tasks with a 95 % bootstrap CI over the repeats."
            + (" With several replicate searches this table shows replicate 0's kernels; the comparisons "
               "over every replicate are in the section 'Over replicate searches'."
               if data.n_replicates > 1 else "")),
    }


def _search_note(data: ReportData, stages: pd.DataFrame) -> str:
    """Why a pick's energy during search differs from its re-measured energy."""
    windows = sorted({float((s.best.get("energy_search") or {})["window_s"]) for t in data.tasks
                      for s in t.searches.values() if finite((s.best.get("energy_search") or {}).get("window_s"))})
    protocol = sorted({float((t.meta.get("protocol") or {})["window_s"]) for t in data.tasks
                       if finite((t.meta.get("protocol") or {}).get("window_s"))})
    text = ("A pick's energy during search and its re-measured energy differ: during search each candidate "
            "was measured once, in one window"
            + (f" ({' / '.join(f'{w:g}' for w in windows)} s requested)" if windows else "")
            + ", at its own point of the search and without interleaving, while the re-measurement takes the "
              "median of interleaved repeats in longer windows"
            + (f" ({' / '.join(f'{w:g}' for w in protocol)} s requested)" if protocol else ""))
    moved = []
    if any_gpu(data) and len(stages):
        for _, r in stages.iterrows():
            searched = {str(r[f"{s}_pci_bus_id"]) for s in ("energy", "nvml_only")} - {"not recorded"}
            measured = {str(r["remeasure_meter_pci_bus_id"])} - {"not recorded"}
            if searched and measured and searched != measured:
                moved.append(str(r["task"]))
    if moved:
        text += (f"; in {len(moved)} of {len(data.tasks)} tasks ({', '.join(moved)}) the searches and the "
                 "re-measurement also ran on different GPUs (last table of the methodology)")
    return text + "."


def build_context(data: ReportData, out_dir: Path) -> dict[str, Any]:
    """Write tables and figures under out_dir and return everything the template shows."""
    tables_dir = out_dir / "tables"
    summary = tb.summary_frame(data)
    geo = tb.geomean_frame(data)
    ablation = tb.ablation_frame(data)
    vendor = tb.vendor_frame(data)
    search = search_frame(data)
    k = k_frame(data)
    model = model_frame(data)
    write_csv(summary, tables_dir / "summary.csv")
    for name, frame in (("geomean", geo), ("ablation", ablation), ("vendor", vendor), ("search", search),
                        ("search_k", k), ("model_eval", model)):
        if len(frame):
            write_csv(frame, tables_dir / f"{name}.csv")
    method = methodology_frame(data)
    params = search_parameters_frame(data)
    stages = stages_frame(data)
    for name, frame in (("methodology", method), ("search_parameters", params), ("stages", stages)):
        write_csv(frame, tables_dir / f"{name}.csv")
    answer = overall(data)
    write_json(tables_dir / "overall.json", answer)
    pareto = pareto_frame(data)
    models = models_frame(data.models)
    verdicts, overview = verdicts_frame(answer), overview_frame(data, answer)
    for name, frame in (("replicates", replicates_frame(answer)), ("pareto", pareto), ("models", models),
                        ("verdicts", verdicts), ("overview", overview)):
        if len(frame):
            write_csv(frame, tables_dir / f"{name}.csv")
    figs = make_figures(data, out_dir / "figures")
    with plt.rc_context(STYLE):
        figs.update(f=fig_replicates(answer, out_dir / "figures"), g=fig_pareto(data, pareto, out_dir / "figures"),
                    h=fig_models(models, out_dir / "figures"), o=fig_overview(overview, out_dir / "figures"))
    est_tasks = [t.name for t in data.tasks if t.estimated and t.has_energy]
    smoke = smoke_sized(data)
    cpu = all_cpu(data)
    return {
        "title": "Energy-aware kernel tuning: results",
        "subtitle": (f"{len(data.tasks)} tuned operator{'s' if len(data.tasks) != 1 else ''} · "
                     f"{'CPU (llvm) · ' if cpu else ''}TVM MetaSchedule · interleaved re-measurement"
                     + (f" · smoke-sized run ({smoke} trials per search)" if smoke else "")),
        "intro": " ".join(intro_sentences(data)),
        "verdicts": verdicts_display(verdicts),
        "overview": overview_display(overview),
        "summary": summary_text(data, summary, geo, ablation, vendor, k, model),
        "claims": claims_sentences(answer),
        "intervals": intervals_text(answer, method_text(summary["n"].astype(int).tolist())),
        "replicates": replicates_display(answer),
        "models": models_display(models),
        "estimated_note": (f"{EST} Estimated: energy (and power) for {', '.join(est_tasks)} come from "
                           "a CPU-time estimate with assumed static and per-core watts, not from a meter; "
                           "it follows CPU time and latency."
                           if est_tasks else ""),
        "results": {**tb.results_display(data, summary, geo), **_results_caption(data, summary)},
        "ablation": tb.ablation_display(ablation) if len(ablation) else None,
        "search": ({**search_display(data, search), "note": _search_note(data, stages)}
                   if len(search) else None),
        "model": model_display(model),
        "figures": _figures_ctx(figs),
        "case": case_study(data, tables_dir),
        "methodology": method.values.tolist(),
        "search_parameters": params.values.tolist(),
        "stages": stages_display(data, stages),
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
    import typst  # here, not at the top: the workflow imports this package on GPU nodes without typst

    try:
        (build / "report.typ").write_text(_template_text(), encoding="utf-8")
        write_atomic(pdf, lambda tmp: typst.compile(str(build / "report.typ"), output=str(tmp), root=str(out_dir),
                                                    sys_inputs={"data": payload}, ignore_system_fonts=True),
                     suffix=".pdf")  # Typst takes the format from the name
    finally:
        shutil.rmtree(build, ignore_errors=True)
    return pdf
