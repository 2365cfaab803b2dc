"""Which of ecotune's modules import which, read from the source (nothing is imported).

Every import counts, also one inside a function: a lazy import is still code its stage
runs. Paths are relative to src/ecotune, e.g. "search/pick.py".
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "ecotune"


def _file_of(module: str) -> Path | None:
    """src/ecotune/... file of a dotted ecotune module (a package's __init__.py), else None."""
    parts = module.split(".")
    if parts[0] != "ecotune":
        return None
    path = PACKAGE.joinpath(*parts[1:])
    if (path / "__init__.py").is_file():
        return path / "__init__.py"
    return path.with_suffix(".py") if path.with_suffix(".py").is_file() else None


def _package_of(path: Path) -> list[str]:
    """Dotted name of the package `path` is in (for relative imports)."""
    return ["ecotune", *path.parent.relative_to(PACKAGE).parts]


def imported_files(path: Path) -> set[Path]:
    """The ecotune files `path` imports: each module named, the packages it sits in (Python
    runs their __init__.py too), and a submodule where `from package import name` names one."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _package_of(path)[:len(_package_of(path)) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    files = set()
    for name in names:
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # ecotune, ecotune.search, ecotune.search.pick
            found = _file_of(".".join(parts[:i]))
            if found is not None:
                files.add(found)
    return files


def closure(start: list[Path]) -> set[Path]:
    """Every ecotune file that running the `start` files imports, directly or not."""
    seen: set[Path] = set()
    todo = list(start)
    while todo:
        path = todo.pop()
        if path not in seen:
            seen.add(path)
            todo.extend(imported_files(path))
    return seen


def relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()
