"""pick: the final kernel of a finished energy-aware or NVML-only search for one task.

Lowest measured energy within latency_slack of the fastest. It only reads the search's
tables and compiles one kernel for the target the search recorded, so it needs no GPU,
and a new latency_slack reruns this step alone, not the search.
"""

# First, before any import below: the log, the lifeline (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0])

import json  # noqa: E402
import logging  # noqa: E402
from pathlib import Path  # noqa: E402

from ecotune.search.energy_search import pick_search  # noqa: E402
from ecotune.workloads import OperatorSpec, make_primfunc  # noqa: E402

def main(task_file: Path, out_dir: Path, latency_slack: float, log: logging.Logger) -> None:
    spec = OperatorSpec.from_dict(json.loads(task_file.read_text()))
    pick_search(out_dir, make_primfunc(spec), latency_slack, log)

if __name__ == "__main__":
    main(Path(snakemake.input.task), Path(snakemake.output.best).parent, snakemake.params.latency_slack, log)
