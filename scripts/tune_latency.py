"""tune_latency: stock MetaSchedule evolutionary search for one task."""

import json
import logging
from pathlib import Path

import numpy as np

from ecotune.gpu_slot import claim_gpu
from ecotune.runlog import log_to_file
from ecotune.outputs import write_json
from ecotune.search.export import export_best
from ecotune.search.tune import SearchSettings, tune_latency
from ecotune.target import detect_target
from ecotune.workloads import OperatorSpec, make_primfunc


def main(task_file: Path, out_dir: Path, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    target = detect_target(params.target_kind)
    settings = SearchSettings.from_params(params)
    log.info("task %s on %s", spec.name, target.reason)
    func = make_primfunc(spec)
    # MetaSchedule's XGB model scores candidates with numpy's global RNG until it has 100
    # samples; seeding it makes the proposals repeatable (up to timing noise).
    np.random.seed(params.seed)
    database, summary = tune_latency(func, target, out_dir, settings, out_dir / "candidates.csv", log)
    best = export_best(database, func, target, out_dir)
    write_json(out_dir / "best.json", {
        "task": spec.name, "search": "latency", **best,
        "search_summary": summary.to_dict(), "settings": settings.__dict__, "environment": target.to_dict(),
    })
    log.info("best %.3f us (grid %s, block %s)", best["latency_s"] * 1e6, best["grid"], best["block"])


if __name__ == "__main__":
    log = log_to_file(snakemake.log[0])
    claim_gpu()  # before anything opens CUDA: one GPU per job when there are several
    main(Path(snakemake.input.task), Path(snakemake.output.best).parent, snakemake.params, log)
