"""ecotune: energy-aware tensor-kernel tuning on TVM MetaSchedule."""

from __future__ import annotations

import hashlib
from pathlib import Path

__version__ = "0.1.0"


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
