"""tune_energy / tune_nvml_only: the energy-aware search (or its NVML-only ablation) for one task.

The search runs in {out}/resume/, which Snakemake does not know about, so a killed job's
rounds survive Snakemake's removal of declared outputs and the next run resumes them.
When the search is done its files are copied to {out}/ and resume/ is removed. The final
pick (latency_slack) is the `pick` rule's (scripts/pick.py): it does not steer the search.
"""

# First, before any import below: the log, the lifeline and this job's GPU (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0], gpu=True)

import json  # noqa: E402
import logging  # noqa: E402
import shutil  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from ecotune.search.energy_runner import MeterSpec  # noqa: E402
from ecotune.search.energy_search import EnergySearchSettings, publish, search_energy  # noqa: E402
from ecotune.search.recording import RESUME_DIR  # noqa: E402
from ecotune.search.tune import SearchSettings  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.workloads import OperatorSpec, make_primfunc  # noqa: E402

def main(task_file: Path, out_dir: Path, search: str, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    target = detect_target(params.target_kind)
    settings = SearchSettings.from_params(params)
    energy = EnergySearchSettings(
        search=search, M=params.M, mu=params.mu, k_min=params.k_min, search_slack=params.search_slack,
        latency_slack=None, window_s=params.search_window_s, warmup_s=params.warmup_s,
        idle_s=params.idle_s, energy_weight=params.energy_weight,
    )
    meter = MeterSpec(params.meter, target.device_type, (("pci_bus_id", target.pci_bus_id),))
    log.info("task %s on %s", spec.name, target.reason)
    func = make_primfunc(spec)
    # MetaSchedule's XGB model scores candidates with numpy's global RNG until it has 100
    # samples; seeding it makes the search's proposals repeatable (up to timing noise).
    np.random.seed(params.seed)
    work_dir = out_dir / RESUME_DIR
    summary = search_energy(func, target, work_dir, settings, energy, meter, log)
    publish(work_dir, out_dir, search, {
        "task": spec.name, "search": search, "search_summary": summary, "settings": settings.__dict__,
        "energy_search": energy.__dict__, "environment": target.to_dict(),
    })
    shutil.rmtree(work_dir)

if __name__ == "__main__":
    main(Path(snakemake.input.task), Path(snakemake.output.search).parent, snakemake.wildcards.search,
         snakemake.params, log)
