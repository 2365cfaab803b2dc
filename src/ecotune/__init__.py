"""ecotune: energy-aware tensor-kernel tuning on TVM MetaSchedule."""

from __future__ import annotations

import hashlib
from pathlib import Path

__version__ = "0.1.0"

# What each workflow stage's results depend on in the library (modules and subpackages),
# for `code_hash`: the workflow passes these hashes as params, and a recorded energy search
# resumes only under the same hash.
_CORE = ("__init__.py", "errors.py", "outputs.py", "workloads.py", "target.py", "config.py")
_LATENCY_SEARCH = (*(f"search/{m}.py" for m in ("builder", "recording", "tune", "export", "energy_model")), "stats.py")
_MEASURE = (*_CORE, "energy", "measure.py", "stats.py", "kernels.py", "baselines.py")
STAGE_CODE: dict[str, tuple[str, ...]] = {
    "extract": _CORE,
    "tune": (*_CORE, *_LATENCY_SEARCH),
    "tune_energy": (*_CORE, "search", "energy", "measure.py", "stats.py", "kernels.py"),
    "vendor": _MEASURE,
    "remeasure": (*_MEASURE, "evaluate.py", "search"),
    "report": ("report", "stats.py", "evaluate.py"),
}


def code_hash(*parts: str) -> str:
    """Hash of the package source (or of the named modules and subpackages, e.g. "search",
    "workloads.py"), so Snakemake reruns a rule when the library code it runs changes, and
    only then: a change to the report code must not rerun an hour of tuning.
    """
    digest = hashlib.sha256()
    root = Path(__file__).parent
    selected = [root / part for part in parts] or [root]
    files = {p for base in selected for p in ([base] if base.is_file() else base.rglob("*"))}
    for path in sorted(files):
        if path.suffix in {".py", ".typ"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
