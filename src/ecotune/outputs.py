"""Writing result files so unchanged results keep unchanged bytes and nothing is half-written."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path


def write_json(path: Path, payload: dict) -> None:
    """Sorted keys and no timestamps (Snakemake's checksums see no change when there is none);
    written to a temporary file and renamed, so a killed job leaves no truncated JSON."""
    path = Path(path)
    text = json.dumps(payload, indent=2, sort_keys=True, default=str) + "\n"
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "w") as out:
        out.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)
