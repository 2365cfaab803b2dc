"""The pareto rule: the pick at each latency slack (ecotune.analysis.pareto), pooled over every
energy-measured kernel of a task's searches, re-measured by the remeasure protocol.

Search-time energies come from one short window each, in the job that measured them; the
trade-off a user acts on should not. Each distinct pick is rebuilt from the database of the
search that measured it, checked against NumPy, and measured interleaved with the others,
`repeats` times; its variant is named by the first slack that picked it (slack0, slack2, ...).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path

import pandas as pd

from ..measurement.evaluate import ProtocolSettings, measure_interleaved, summarize
from ..measurement.kernels import device_buffers, load_built_kernel
from ..core.outputs import write_csv, write_json
from ..analysis.pareto import measured_candidates, pick_variants, slack_picks
from ..core.results import ENERGY, REMEASURE_ROWS, read_table, split_variant_key
from ..ops.target import detect_target
from ..ops.tuning_db import open_database, records_by_hash
from ..ops.workloads import random_inputs, read_task


def pareto_stage(task_file: Path, search_dirs: Mapping[str, Path], rows_file: Path, summary_file: Path,
                 meta_file: Path, protocol: ProtocolSettings, meter: str, target_kind: str,
                 log: logging.Logger, cuda_graph: bool = False) -> dict:
    """search_dirs: results.variant_key of each energy-measuring search (method@r<rep>) ->
    its folder (energy.csv and the database of the kernels it measured); cuda_graph
    (measure.cuda_graph): the picks replay from CUDA graphs, as remeasure's kernels."""
    spec = read_task(task_file)
    folders = {split_variant_key(key): Path(folder) for key, folder in search_dirs.items()}
    picks = slack_picks(measured_candidates({search: read_table(folder / ENERGY.file, ENERGY)
                                             for search, folder in folders.items()}))
    picks = picks.assign(variant=pick_variants(picks))
    meta = {"task": spec.name, "protocol": asdict(protocol), "picks": picks.to_dict(orient="records")}
    if picks.empty:
        log.info("%s: no energy-measured kernel: nothing to re-measure", spec.name)
        write_csv(rows_file, pd.DataFrame(columns=REMEASURE_ROWS.names))
        write_csv(summary_file, summarize([]))
        write_json(meta_file, {**meta, "reason": "no search energy-measured a kernel"})
        return meta
    target = detect_target(target_kind)
    data = random_inputs(spec, protocol.seed)
    # each search's database read once, for every pick it measured
    wanted: dict[tuple[str, int], set[str]] = {}
    for pick in picks.itertuples(index=False):
        wanted.setdefault((pick.method, int(pick.replicate)), set()).add(pick.trace_hash)
    records = {h: r for search, hashes in wanted.items()
               for h, r in records_by_hash(open_database(folders[search]), hashes).items()}
    variants = {}
    buffers = device_buffers(spec, target, data)  # shared, as remeasure's (stages/remeasure.py)
    for trace_hash, group in picks.groupby("trace_hash", sort=False):
        first = group.iloc[0]
        if trace_hash not in records:
            raise FileNotFoundError(f"{spec.name}: kernel {trace_hash} (the pick at slack {first.slack:.0%}) is not "
                                    f"in the database of {first.method} replicate {first.replicate}")
        variants[first.variant] = load_built_kernel(first.variant, records[trace_hash].as_measure_candidate().sch,
                                                    spec, target, data, buffers, cuda_graph)
        log.info("%s: %s = kernel %s of %s r%d (slacks %s)", spec.name, first.variant, trace_hash, first.method,
                 first.replicate, ", ".join(f"{s:.0%}" for s in group.slack))
    correctness, energy_meter, idle_w = measure_interleaved(spec, variants, data, meter, target, protocol,
                                                            rows_file, summary_file)
    meta.update(meter=energy_meter.describe(), idle_power_w=idle_w, correctness=correctness,
                buffers="the picks share one set of device buffers",
                tuned_launch={key: loaded.launch for key, loaded in variants.items()})
    write_json(meta_file, meta)
    return meta
