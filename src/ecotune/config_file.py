"""Reading a config file strictly, with errors that name the file and the line.

PyYAML (and so Snakemake's `configfile:` and `--configfile`) keeps the last of two equal
keys without a word, so `search: {trials: 8, trials: 64}` ran 64 trials where the user
may have meant 8. The loader here refuses the file instead, naming the key and both lines.
Snakemake's own message for a YAML syntax error names no line either; this one does.
"""

from __future__ import annotations

import os
from typing import Any

import yaml

from .core.errors import ConfigError

_MERGE_TAG = "tag:yaml.org,2002:merge"  # "<<: *anchor": keys it brings in may be overridden


class DuplicateKey(yaml.YAMLError):
    def __init__(self, key: Any, line: int, first_line: int) -> None:
        self.key, self.line, self.first_line = key, line, first_line
        super().__init__(f"duplicate key {key!r} at line {line} (first given at line {first_line})")


class StrictLoader(yaml.SafeLoader):
    """yaml.SafeLoader that refuses a key given twice in one mapping."""

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen: dict[Any, int] = {}
            for key_node, _ in node.value:
                if key_node.tag == _MERGE_TAG:
                    continue
                key, line = self.construct_object(key_node, deep=deep), key_node.start_mark.line + 1
                try:
                    if key in seen:
                        raise DuplicateKey(key, line, seen[key])
                    seen[key] = line
                except TypeError:  # an unhashable key: SafeLoader's own error says so below
                    continue
        return super().construct_mapping(node, deep=deep)


def strict_load(text: str) -> Any:
    """The YAML (or JSON) document in `text`; DuplicateKey or another yaml.YAMLError if bad."""
    return yaml.load(text, Loader=StrictLoader)  # noqa: S506 - StrictLoader is a SafeLoader


def load_config_file(path: str) -> Any:
    """A config file's content, read strictly; one ConfigError naming the file and line."""
    with open(path, encoding="utf-8") as f:
        text = f.read()  # from a string, not a stream, so an error can quote the line
    try:
        return strict_load(text)
    except DuplicateKey as error:
        raise ConfigError(f"{path}, line {error.line}: key {error.key!r} is given twice in one mapping "
                          f"(first at line {error.first_line}); YAML would keep only the last value, so "
                          "remove the one you did not mean") from None
    except yaml.YAMLError as error:
        raise ConfigError(yaml_error_message(path, error)) from None


def check_yaml_syntax(path: str) -> None:
    """Read a config file before Snakemake does, so a syntax error or a key given twice
    names the line.

    A missing file is left to Snakemake: it says so itself, and a `--configfile` on the
    command line may stand in for it."""
    if os.path.exists(path):
        load_config_file(path)


def yaml_error_message(path: str, error: yaml.YAMLError) -> str:
    mark = getattr(error, "problem_mark", None)
    if mark is None:
        return f"{path}: invalid YAML: {error}"
    problem = getattr(error, "problem", None) or str(error)
    context, context_mark = getattr(error, "context", None), getattr(error, "context_mark", None)
    if context and context_mark is not None:
        problem += f" ({context} at line {context_mark.line + 1}, column {context_mark.column + 1})"
    snippet = mark.get_snippet() or ""
    return (f"{path}, line {mark.line + 1}, column {mark.column + 1}: invalid YAML: {problem}\n"
            f"{snippet}\nfix the YAML there (usual causes: an unclosed bracket or quote, a tab "
            "in the indentation, a missing space after ':')")
