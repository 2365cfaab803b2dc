"""The case study: the two picks of one task side by side, by what was recorded about them
(launch configuration, shared memory, loop structure), not by pages of generated code.

Registers per thread and the occupancy that depends on them are not recorded by the
searches; where nvcc is at hand they come from ptxas on the kept CUDA source
(kernel_resources), labelled as static figures, else the table says "not recorded".
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ecotune.report.fmt import EST, finite, fmt_ci, fmt_num, fmt_pct, write_csv
from ecotune.report.inputs import ReportData, TaskData
from ecotune.report.intervals import variant_stats
from ecotune.report.kernel_resources import ptxas_resources, theoretical_occupancy
from ecotune.report.labels import cpu_kernel_facts, describe_operator, is_gpu

NOT_RECORDED_REGISTERS = "not recorded"
NOT_RECORDED_OCCUPANCY = "not recorded"


def case_study_task(data: ReportData) -> TaskData | None:
    """The task whose energy-aware kernel saved the most energy vs the latency-tuned one."""
    best: tuple[float, TaskData] | None = None
    for task in data.tasks:
        r = task.summary_row("energy")
        if r is None or not finite(r["energy_change"]) or not {"latency", "energy"} <= set(task.searches):
            continue
        if best is None or float(r["energy_change"]) < best[0]:
            best = (float(r["energy_change"]), task)
    return None if best is None else best[1]


def _resources(task: TaskData, variant: str) -> tuple[Any, Any]:
    """(registers per thread, theoretical occupancy) from ptxas, or "not recorded"."""
    search = task.searches[variant]
    arch = ((search.best.get("environment") or {}).get("target") or {}).get("arch", "")
    found = ptxas_resources(search.source or "", arch) if is_gpu(task) else None
    if found is None:
        return NOT_RECORDED_REGISTERS, NOT_RECORDED_OCCUPANCY
    block = search.best.get("block")
    occupancy = (theoretical_occupancy(found["registers_per_thread"], found["static_shared_bytes"], int(block))
                 if arch.startswith("sm_90") and finite(block) else NOT_RECORDED_OCCUPANCY)
    return found["registers_per_thread"], occupancy


def case_study_frame(task: TaskData) -> pd.DataFrame:
    stats = variant_stats(task.rows)
    recs = []
    for v in ("latency", "energy"):
        s, st = task.searches[v].best, stats.loc[v]
        grid, block = s.get("grid"), s.get("block")
        registers, occupancy = _resources(task, v)
        recs.append({
            "task": task.name, "variant": v, "grid": grid, "block": block,
            "threads": int(grid) * int(block) if finite(grid) and finite(block) else np.nan,
            "vthread": s.get("vthread", np.nan), "vectorize": s.get("vectorize", np.nan),
            "parallel": s.get("parallel", np.nan),
            "shared_memory_bytes": s.get("shared_memory_bytes", np.nan),
            "registers_per_thread": registers, "theoretical_occupancy": occupancy,
            "power_w": st["power_w"], "latency_us": st["latency_s"] * 1e6,
            "window_us_per_call": st["window_per_call_s"] * 1e6, "energy_mj": st["energy_j"] * 1e3,
            "energy_change_pct": st["energy_change"] * 100, "latency_change_pct": st["latency_change"] * 100,
            "source_file": s.get("source_file"), "energy_estimated": task.estimated,
        })
    return pd.DataFrame.from_records(recs)


def _shm(x: Any) -> str:
    return f"{float(x) / 1024:.1f} KiB" if finite(x) else "not recorded"


def _int(x: Any) -> str:
    return fmt_num(x, decimals=0) if finite(x) else "not recorded"


def _pct(x: Any) -> str:
    return f"{100 * float(x):.0f} %" if finite(x) else "not recorded"


def case_study_display(task: TaskData, frame: pd.DataFrame) -> dict[str, Any]:
    lat, en = frame.iloc[0], frame.iloc[1]
    est = EST if bool(lat.energy_estimated) else ""
    if is_gpu(task):
        kernel_rows = [
            ["Grid (blocks)", _int(lat.grid), _int(en.grid)],
            ["Block (threads)", _int(lat.block), _int(en.block)],
            ["Threads in total", _int(lat.threads), _int(en.threads)],
            ["Virtual threads", _int(lat.vthread), _int(en.vthread)],
            ["Shared memory per block (upper bound)", _shm(lat.shared_memory_bytes), _shm(en.shared_memory_bytes)],
            ["Widest vectorized loop (extent)", _int(lat.vectorize), _int(en.vectorize)],
            ["Registers per thread (ptxas, static)", _int(lat.registers_per_thread), _int(en.registers_per_thread)],
            ["Theoretical occupancy (sm_90 limits)", _pct(lat.theoretical_occupancy),
             _pct(en.theoretical_occupancy)],
        ]
    else:
        best = {v: task.searches[v].best for v in ("latency", "energy")}
        facts = {v: cpu_kernel_facts(b) for v, b in best.items()}
        kernel_rows = [[name, a, b] for (name, a), (_, b) in zip(facts["latency"], facts["energy"])]
    measured = [
        ["Power (W)", fmt_num(lat.power_w, sig=3) + est, fmt_num(en.power_w, sig=3) + est],
        ["Latency, timed (µs)", fmt_num(lat.latency_us), fmt_num(en.latency_us)],
        ["Window time per call (µs)", fmt_num(lat.window_us_per_call), fmt_num(en.window_us_per_call)],
        ["Energy per call (mJ)", fmt_num(lat.energy_mj) + est, fmt_num(en.energy_mj) + est],
    ]
    return {"header": ["", "latency-tuned", "energy-aware"], "rows": kernel_rows + measured}


def _launch_words(task: TaskData, k: pd.Series) -> str:
    if not is_gpu(task):
        facts = dict(cpu_kernel_facts(task.searches[k.variant].best))
        return (f"a widest parallel loop of {facts['Widest parallel loop (iterations)']} iterations and a "
                f"widest vectorized loop of extent {facts['Widest vectorized loop (extent)']}")
    return (f"{_int(k.grid)} blocks of {_int(k.block)} threads and {_shm(k.shared_memory_bytes)} of shared "
            f"memory per block")


def case_study(data: ReportData, out_tables) -> dict[str, Any]:
    task = case_study_task(data)
    if task is None:
        return {"absent": "No task has both an energy-aware and a latency-tuned kernel yet, "
                          "so there is no case study."}
    frame = case_study_frame(task)
    write_csv(frame, out_tables / "case_study.csv")
    lat, en = frame.iloc[0], frame.iloc[1]
    r = task.summary_row("energy")
    est = f" (estimated{EST})" if task.estimated else ""
    d_en = float(en.energy_change_pct) / 100
    d_power = en.power_w / lat.power_w - 1 if finite(en.power_w) and finite(lat.power_w) else np.nan
    d_window = en.window_us_per_call / lat.window_us_per_call - 1
    saving = "estimated energy saving" if task.estimated else "energy saving"
    lead = (f"This is the task with the largest {saving}." if d_en < 0 else
            f"No task saved energy; this is the task with the smallest {saving.replace('saving', 'increase')}.")
    stats = variant_stats(task.rows).loc["energy"]
    interval = fmt_ci(stats["energy_change_ci_lo"] * 100, stats["energy_change_ci_hi"] * 100, 1.0, 2, point=d_en * 100)
    # ', interval [a, b] %', or ', no spread' where the bounds print alike, or nothing without bounds
    interval = (f", interval {interval} %" if interval.startswith("[") else
                f", {interval.strip('()')}" if interval else "")
    text = [
        f"{lead} The energy-aware search picked a kernel with {_launch_words(task, en)}; the latency-tuned "
        f"pick has {_launch_words(task, lat)}.",
        f"In the interleaved re-measurement the energy-aware kernel's window drew {fmt_num(en.power_w, 3)} W"
        f"{est} against {fmt_num(lat.power_w, 3)} W ({fmt_pct(d_power)} %), its window time per call changed by "
        f"{fmt_pct(d_window)} % and its timed latency by {fmt_pct(float(r['latency_change']))} % (paired); "
        f"energy per call, power times window time per call, changed by {fmt_pct(d_en)} % "
        f"(paired{interval})"
        f"{est}.",
    ]
    if task.estimated:
        text.append("The estimate charges CPU time, so this difference restates the kernels' CPU time.")
    elif is_gpu(task):
        recorded = finite(lat.registers_per_thread) and finite(en.registers_per_thread)
        text.append("Registers per thread are what ptxas allocates for the kept CUDA sources (nvcc --resource-usage "
                    "for the searches' architecture: static figures, not read from the loaded functions), and "
                    "occupancy is the theoretical one of CUDA's calculator for them."
                    if recorded else "Registers per thread, and so occupancy, are not recorded by the searches "
                    "(nvcc was not available to read them off the kernels' sources, which are in the searches' "
                    "folders).")
    return {
        "task": task.name, "op": describe_operator(task),
        "table": case_study_display(task, frame), "explanation": " ".join(text),
        "estimated": task.estimated,
        "sources": [f"tune/latency/{task.name}/{lat.source_file}", f"tune/energy/{task.name}/{en.source_file}"],
    }
