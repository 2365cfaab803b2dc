"""tune_latency: stock MetaSchedule evolutionary search for one task.

The search runs in {out}/resume/, which Snakemake does not know about, so a killed job's
rounds survive Snakemake's removal of declared outputs and the next run resumes them.
When the search is done its files are copied to {out}/ and resume/ is removed.
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

from ecotune.outputs import write_json  # noqa: E402
from ecotune.search.export import export_best  # noqa: E402
from ecotune.search.recording import DB_FILES, RESUME_DIR, publish  # noqa: E402
from ecotune.search.tune import SearchSettings, tune_latency  # noqa: E402
from ecotune.target import detect_target  # noqa: E402
from ecotune.workloads import OperatorSpec, make_primfunc  # noqa: E402

def main(task_file: Path, out_dir: Path, params, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    target = detect_target(params.target_kind)
    settings = SearchSettings.from_params(params)
    log.info("task %s on %s", spec.name, target.reason)
    func = make_primfunc(spec)
    # MetaSchedule's XGB model scores candidates with numpy's global RNG until it has 100
    # samples; seeding it makes the proposals repeatable (up to timing noise).
    np.random.seed(params.seed)
    work_dir = out_dir / RESUME_DIR
    database, summary = tune_latency(func, target, work_dir, settings, work_dir / "candidates.csv", log)
    publish(work_dir, out_dir, [*DB_FILES, "candidates.csv"])
    best = export_best(database, func, target, out_dir)
    write_json(out_dir / "best.json", {
        "task": spec.name, "search": "latency", **best,
        "search_summary": summary.to_dict(), "settings": settings.__dict__, "environment": target.to_dict(),
    })
    shutil.rmtree(work_dir)
    log.info("best %.3f us (grid %s, block %s)", best["latency_s"] * 1e6, best["grid"], best["block"])

if __name__ == "__main__":
    main(Path(snakemake.input.task), Path(snakemake.output.best).parent, snakemake.params, log)
