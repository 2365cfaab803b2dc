"""ecotune: energy-aware tensor-kernel tuning on TVM MetaSchedule."""

from __future__ import annotations

import hashlib
from pathlib import Path

__version__ = "0.1.0"


def code_hash() -> str:
    """Hash of the package source, so Snakemake reruns rules when library code changes."""
    digest = hashlib.sha256()
    root = Path(__file__).parent
    for path in sorted(root.rglob("*")):
        if path.suffix in {".py", ".typ"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
