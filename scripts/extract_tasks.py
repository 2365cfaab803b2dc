"""extract_tasks: one task file per operator (metadata JSON plus its TVMScript)."""

import logging
from pathlib import Path

from ecotune.outputs import write_json
from ecotune.runlog import log_to_file
from ecotune.workloads import OperatorSpec, make_primfunc


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
    main(snakemake.params.operators, Path(snakemake.output[0]), snakemake.params.notes, log_to_file(snakemake.log[0]))
