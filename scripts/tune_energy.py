"""tune_energy / tune_nvml_only: the energy-aware search (or its NVML-only ablation) for one task.

The search runs in {out}/resume/, which Snakemake does not know about, so a killed job's
rounds survive Snakemake's removal of declared outputs and the next run resumes them.
When the search is done its files are copied to {out}/ and resume/ is removed.
"""

import json
import logging
import shutil
from pathlib import Path

import numpy as np

from ecotune.gpu_slot import claim_gpu
from ecotune.runlog import log_to_file
from ecotune.search.energy_runner import MeterSpec
from ecotune.search.energy_search import EnergySearchSettings, export_pick, publish, tune_energy
from ecotune.outputs import write_json
from ecotune.search.tune import SearchSettings
from ecotune.target import detect_target
from ecotune.workloads import OperatorSpec, make_primfunc


def main(task_file: Path, out_dir: Path, search: str, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    target = detect_target(params.target_kind)
    settings = SearchSettings.from_params(params)
    energy = EnergySearchSettings(
        search=search, M=params.M, mu=params.mu, k_min=params.k_min, search_slack=params.search_slack,
        latency_slack=params.latency_slack, window_s=params.search_window_s, warmup_s=params.warmup_s,
        idle_s=params.idle_s, energy_weight=params.energy_weight,
    )
    meter = MeterSpec(params.meter, target.device_type, (("pci_bus_id", target.pci_bus_id),))
    log.info("task %s on %s", spec.name, target.reason)
    func = make_primfunc(spec)
    # MetaSchedule's XGB model scores candidates with numpy's global RNG until it has 100
    # samples; seeding it makes the search's proposals repeatable (up to timing noise).
    np.random.seed(params.seed)
    work_dir = out_dir / "resume"
    pick, summary = tune_energy(func, target, work_dir, settings, energy, meter, log)
    publish(work_dir, out_dir, search)
    best = export_pick(out_dir, func, target, out_dir)
    write_json(out_dir / "best.json", {
        "task": spec.name, "search": search, **best, "energy_j": pick["energy_j"], "pick": pick,
        "search_summary": summary, "settings": settings.__dict__, "energy_search": energy.__dict__,
        "environment": target.to_dict(),
    })
    shutil.rmtree(work_dir)
    log.info("pick %.3f us, %.4g J (grid %s, block %s)", best["latency_s"] * 1e6, pick["energy_j"],
             best["grid"], best["block"])


if __name__ == "__main__":
    log = log_to_file(snakemake.log[0])
    claim_gpu()  # before anything opens CUDA: one GPU per job when there are several
    main(Path(snakemake.input.task), Path(snakemake.output.best).parent, snakemake.wildcards.search,
         snakemake.params, log)
