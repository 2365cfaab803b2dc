"""extract_tasks: one task file per operator (metadata JSON plus its TVMScript)."""

# First, before any import below: the log, the lifeline (ecotune.job says why).
from ecotune.job import start_job

if __name__ == "__main__":
    log = start_job(snakemake.log[0])

import logging  # noqa: E402
from pathlib import Path  # noqa: E402

from ecotune.outputs import write_json  # noqa: E402
from ecotune.workloads import OperatorSpec, make_primfunc  # noqa: E402

def main(operators: list[dict], out_dir: Path, notes: list[str], log: logging.Logger) -> None:
    for note in notes:
        log.warning(note)
    out_dir.mkdir(parents=True, exist_ok=True)
    for entry in operators:
        spec = OperatorSpec.from_dict(entry)
        (out_dir / f"{spec.name}.tir.py").write_text(make_primfunc(spec).script())
        write_json(out_dir / f"{spec.name}.json", spec.to_dict())
        log.info("task %s: %s %s, %.3g GFLOP", spec.name, spec.kind, spec.dtype, spec.flops / 1e9)

if __name__ == "__main__":
    main(snakemake.params.operators, Path(snakemake.output[0]), snakemake.params.notes, log)
