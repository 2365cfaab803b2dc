"""Every search parameter, and the board every stage ran on, as recorded by the stages.

Search parameters come from each search's best.json (settings, energy_search); the boards
from best.json's environment (pci_bus_id, claimed_gpu in newer runs), the vendor stage's
results/vendor/<task>.json and remeasure's json and rows (kernel_pci_bus_id and
meter_pci_bus_id in newer runs). Whatever a run did not record reads "not recorded".
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pandas as pd

from ecotune.report.fmt import cell, finite
from ecotune.report.inputs import ReportData, SearchData
from ecotune.report.labels import any_gpu, is_gpu
from ecotune.report.methodology import _merge
from ecotune.core.results import ENERGY_SEARCHES, SEARCHES

NOT_RECORDED = "not recorded"


def _value(x: Any, unit: str = "") -> str:
    if x is None or (isinstance(x, float) and not np.isfinite(x)):
        return NOT_RECORDED
    if isinstance(x, bool):
        return "yes" if x else "no"
    return f"{x:g}{unit}" if isinstance(x, (int, float)) else f"{x}{unit}"


def _windows_seen(searches: list[SearchData]) -> str:
    seen = [s.energy_rows["window_s"].dropna() for s in searches
            if s.energy_rows is not None and "window_s" in s.energy_rows]
    seen = [w for w in seen if len(w)]
    if not seen:
        return NOT_RECORDED
    w = pd.concat(seen)
    return f"{w.min():.2f}–{w.max():.2f} s seen"


def search_parameters_frame(data: ReportData) -> pd.DataFrame:
    """One row per knob; where tasks or searches differ the row names them."""
    def over(searches: tuple[str, ...], fn: Callable[[SearchData], str]) -> str:
        values = {f"{t.name} ({s})": fn(t.searches[s]) for t in data.tasks for s in searches if s in t.searches}
        return _merge(values) if values else NOT_RECORDED

    def setting(key: str, unit: str = "") -> Callable[[SearchData], str]:
        return lambda s: _value((s.best.get("settings") or {}).get(key), unit)

    def energy(key: str, unit: str = "") -> Callable[[SearchData], str]:
        return lambda s: _value((s.best.get("energy_search") or {}).get(key), unit)

    def builder(s: SearchData) -> str:
        st = s.best.get("settings") or {}
        workers = st.get("builder_workers")
        return _value(st.get("builder")) + (f", {workers} workers" if finite(workers) else "")

    def timing(s: SearchData) -> str:
        st = s.best.get("settings") or {}
        if st.get("cold_cache"):
            return "cold: single calls, each after an L2 flush"
        each = f", >= {st['min_repeat_ms']} ms per timing" if st.get("min_repeat_ms") else ""
        return "warm: back-to-back calls" + each

    def window(s: SearchData) -> str:
        return f"{energy('window_s', ' s')(s)} requested"

    all3, both = SEARCHES, ENERGY_SEARCHES
    searches = [t.searches[s] for t in data.tasks for s in both if s in t.searches]

    def slack(s: SearchData) -> str:
        x = (s.best.get("energy_search") or {}).get("latency_slack")
        return _value(100 * float(x), " %") if finite(x) else NOT_RECORDED

    rows = [
        ("Trials per search", over(all3, setting("trials")), "latency-measured candidates, the same for all searches"),
        ("Trials per round", over(all3, setting("trials_per_round")), "candidates built and measured per round"),
        ("Population size", over(all3, setting("population_size")), "MetaSchedule's evolutionary population"),
        ("Search seed", over(all3, setting("seed")), ""),
        ("Builder", over(all3, builder), ""),
        ("Build / run timeout", over(all3, lambda s: f"{setting('build_timeout_s', ' s')(s)} / "
                                                     f"{setting('run_timeout_s', ' s')(s)}"), ""),
        ("Candidate timing", over(all3, timing), "how the searches time a candidate (search.cold_cache); "
                                                  "energy windows time warm; remeasure both ways"),
        ("M", over(both, energy("M")), "energy-measure at most the M fastest candidates of a round"),
        ("mu", over(("energy",), energy("mu")),
         "model MAPE below which k falls by 0.2 after a round (above it, k rises by 0.2)"),
        ("k_min", over(("energy",), energy("k_min")), "smallest fraction k of the kept candidates measured"),
        ("Search slack", over(both, energy("search_slack")),
         "candidates slower than this × the best so far get no energy measurement"),
        ("Latency slack", over(both, slack), "the pick: lowest measured energy within this of the fastest"),
        ("Energy window", over(both, window) + "; " + _windows_seen(searches),
         "per candidate during search" + ("; ends on counter ticks and holds at least 32 batches, as in the "
                                          "re-measurement" if any_gpu(data) else "")),
        ("Warm-up / idle reading", over(both, lambda s: f"{energy('warmup_s', ' s')(s)} / "
                                                        f"{energy('idle_s', ' s')(s)}"), "during search"),
        ("Measure new fastest", over(both, energy("measure_new_best")),
         "always energy-measure a kernel faster than any before"),
        ("Energy weight", over(("energy",), energy("energy_weight")),
         "how strongly evolution is steered toward predicted-frugal kernels among the fast ones"),
        ("Energy model", "XGBoost, model seed " + over(("energy",), energy("model_seed")),
         "online, on MetaSchedule's loop features and the launch configuration; loss (E_pred − E_meas)² / "
         "E_meas; the measure-all ablation has none"),
    ]
    return pd.DataFrame(rows, columns=["item", "value", "meaning"])


# ---------------------------------------------------------------- where each stage ran
STAGES = (*SEARCHES, "vendor", "remeasure_meter", "remeasure_kernels")
STAGE_HEADERS = ["Task", "Latency\nsearch", "Energy-aware\nsearch", "Measure-all\nsearch", "Vendor\nbaseline",
                 "Re-measure:\nmeter", "Re-measure:\nkernels"]


def _claimed(env: dict[str, Any]) -> str:
    idx = env.get("claimed_gpu")
    return f"GPU {idx} claimed" if finite(idx) else ""


def _unique(rows: pd.DataFrame, col: str) -> str | None:
    if col not in rows or not rows[col].notna().any():
        return None
    return ", ".join(sorted({str(v) for v in rows[col].dropna()}))


def stages_frame(data: ReportData) -> pd.DataFrame:
    """Per task, the PCI bus id each stage recorded, and the claimed GPU where recorded."""
    recs = []
    for task in data.tasks:
        rec: dict[str, Any] = {"task": task.name}
        if not is_gpu(task):  # a CPU task of a mixed run: no board to name
            recs.append({**rec, **{f"{s}_pci_bus_id": "CPU" for s in STAGES}, **{f"{s}_claimed": "" for s in STAGES}})
            continue
        for name in SEARCHES:
            s = task.searches.get(name)
            env = (s.best.get("environment") or {}) if s else {}
            rec[f"{name}_pci_bus_id"] = env.get("pci_bus_id") or NOT_RECORDED
            rec[f"{name}_claimed"] = _claimed(env)
        venv = (task.vendor_run or {}).get("environment") or {}
        rec["vendor_pci_bus_id"] = venv.get("pci_bus_id") or NOT_RECORDED
        rec["vendor_claimed"] = _claimed(venv)
        meter = ((task.meta.get("meter") or {}).get("settings") or {}).get("pci_bus_id")
        rec["remeasure_meter_pci_bus_id"] = (_unique(task.rows, "meter_pci_bus_id") or meter
                                             or task.environment.get("pci_bus_id") or NOT_RECORDED)
        rec["remeasure_meter_claimed"] = _claimed(task.environment)
        rec["remeasure_kernels_pci_bus_id"] = _unique(task.rows, "kernel_pci_bus_id") or NOT_RECORDED
        rec["remeasure_kernels_claimed"] = ""
        recs.append(rec)
    return pd.DataFrame.from_records(recs)


def _short(bus: str, domain: str) -> str:
    return bus.removeprefix(domain) if domain else bus


def stages_display(data: ReportData, frame: pd.DataFrame) -> dict[str, Any] | None:
    """The table of boards, or None on a CPU run (no board to name)."""
    if not any_gpu(data) or frame.empty:
        return None
    ids = [str(v) for s in STAGES for v in frame[f"{s}_pci_bus_id"] if v not in (NOT_RECORDED, "CPU")]
    domain = "0000:" if ids and all(i.startswith("0000:") for i in ids) else ""
    rows = [[cell(r["task"])] + [cell(_short(str(r[f"{s}_pci_bus_id"]), domain), r[f"{s}_claimed"])
                                 for s in STAGES] for _, r in frame.iterrows()]
    differ = [r["task"] for _, r in frame.iterrows()
              if len({str(r[f"{s}_pci_bus_id"]) for s in STAGES} - {NOT_RECORDED, "CPU"}) > 1]
    return {"header": STAGE_HEADERS, "rows": rows, "domain": domain.rstrip(":"), "differ": differ}
