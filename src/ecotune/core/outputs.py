"""Writing result files so unchanged results keep unchanged bytes and nothing is half-written."""

from __future__ import annotations

import json
import math
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd


def write_atomic(path: Path, write: Callable[[Path], object], *, folder: bool = False,
                 suffix: str = ".tmp") -> None:
    """Make `path` (a file, or with folder=True a folder) by `write(tmp)` on a temporary one
    beside it, then rename it into place: a killed job or a failed write leaves the old
    version or none, never half of one. The temporary is hidden and ends in `suffix` (a
    writer that reads the format from the name needs its own), and gets the usual
    permissions (mkstemp and mkdtemp make 0600 and 0700)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = f".{path.name}."
    if folder:
        tmp = Path(tempfile.mkdtemp(dir=path.parent, prefix=prefix, suffix=suffix))
    else:
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=prefix, suffix=suffix)
        os.close(handle)
        tmp = Path(name)
    try:
        write(tmp)
        os.chmod(tmp, (0o777 if folder else 0o666) & ~_umask())
        if folder:  # os.replace cannot replace a folder that holds files
            shutil.rmtree(path, ignore_errors=True)
        os.replace(tmp, path)
    finally:
        if tmp.is_dir():
            shutil.rmtree(tmp, ignore_errors=True)
        elif tmp.exists():
            tmp.unlink()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_json(path: Path, payload: dict) -> None:
    """Sorted keys and no timestamps (Snakemake's checksums see no change when there is none).
    A value that is not a number (a variant's change against itself) is written as null:
    NaN is not JSON, and strict readers (jq, JavaScript) refuse the whole file for it."""
    text = json.dumps(_strict(payload), indent=2, sort_keys=True, default=str, allow_nan=False) + "\n"
    write_atomic(path, lambda tmp: tmp.write_text(text))


def _strict(value):
    """`value` with every NaN or infinite float, at any depth, as None (NumPy scalars as
    Python numbers first, not as their str)."""
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {key: _strict(v) for key, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_strict(v) for v in value]
    return value


def write_csv(path: Path, frame: pd.DataFrame, **to_csv) -> None:
    """frame.to_csv(path, index=False, **to_csv), atomically."""
    write_atomic(path, lambda tmp: frame.to_csv(tmp, index=False, **to_csv))
