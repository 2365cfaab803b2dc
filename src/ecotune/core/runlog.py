"""Send everything a rule's script prints (Python logging, TVM's C++ logs) to its log file."""

from __future__ import annotations

import logging
import os
import sys


def log_to_file(path: str) -> logging.Logger:
    """Redirect stdout/stderr at the file-descriptor level, so native libraries' output lands too."""
    handle = open(path, "a", buffering=1)  # noqa: SIM115 - lives as long as the process
    os.dup2(handle.fileno(), 1)
    os.dup2(handle.fileno(), 2)
    sys.stdout = sys.stderr = handle
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s", stream=handle, force=True
    )
    return logging.getLogger("ecotune")
