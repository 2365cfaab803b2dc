"""Names that become folder and file names: operator, model and task names.

A name the user gives is part of paths such as results/tune/<method>/<task>/ and
results/remeasure/<task>.summary.csv, so it must be a plain file name on every system:
no '..' or '.', no path separator, no newline, nothing a shell or Snakemake wildcard
treats specially, and short enough that the longest file made of it stays under the
255-byte limit of common file systems.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .core.errors import ConfigError

NAME_MAX = 100  # what a user names (operators, models)
TASK_NAME_MAX = 200  # a model's task, "<model>.<Relax function>": still under 255 with ".summary.csv"
_FIRST, _REST = "A-Za-z0-9_", "A-Za-z0-9_.-"


def name_rule(dots: bool = True, max_len: int = NAME_MAX) -> str:
    """The rule in words, for messages."""
    chars = "letters, digits, '_', '-' or '.'" if dots else "letters, digits, '_' or '-'"
    return f"1-{max_len} characters of {chars}, not starting with " + ("'.' or '-'" if dots else "'-'")


def name_pattern(dots: bool = True, max_len: int = NAME_MAX) -> str:
    """The rule as a regular expression (also the schema's `pattern`); use it with fullmatch."""
    rest = _REST if dots else _REST.replace(".", "")
    return f"[{_FIRST}][{rest}]{{0,{max_len - 1}}}"


def is_safe_name(name: object, dots: bool = True, max_len: int = NAME_MAX) -> bool:
    return isinstance(name, str) and re.fullmatch(name_pattern(dots, max_len), name) is not None


def shown(value: object) -> str:
    """repr() of a value for a message, a long string cut (a 300-character name, say)."""
    if isinstance(value, str) and len(value) > 60:
        return f"{value[:40]!r}... ({len(value)} characters)"
    return repr(value)


def check_name(name: object, where: str, why: str = "it becomes a file and folder name",
               dots: bool = True, max_len: int = NAME_MAX) -> str:
    """`name` if it is safe in a path, else one ConfigError naming `where` and the rule."""
    if not is_safe_name(name, dots, max_len):
        raise ConfigError(f"{where}: name {shown(name)} is not a safe name; use {name_rule(dots, max_len)} ({why})")
    return name


def entry_where(section: str, index: int, entry: Mapping, allowed: Sequence[str]) -> str:
    """Where a config list's mapping entry sits, for messages ("models[2] ('bert')"), after
    refusing keys it does not know, so a misspelt key is an error and not silently ignored."""
    name = entry.get("name")
    where = f"{section}[{index}] ({name!r})" if name is not None else f"{section}[{index}]"
    extra = [str(k) for k in entry if k not in allowed]
    if extra:
        raise ConfigError(f"{where}: unknown keys {', '.join(extra)}; allowed keys are {', '.join(allowed)}")
    return where
