"""What the JSON schema lets through but no experiment can use: numbers that are not
finite, and integers written as floats.

JSON Schema's minimum and maximum do not reject NaN (every comparison with NaN is false),
and its `integer` type takes 8.0 (a number with no fraction is an integer there), which
then fails deep in the workflow (`range(1.0)`). One rule for all fields: every number is
finite, and a field the schema types as an integer takes an integer written without a
decimal point. Both checks name the field by its dotted path.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .core.errors import ConfigError
from .names import shown


def field_name(path: list, config: Mapping[str, Any]) -> str:
    """["operators", 1, "trials"] -> "operators[1] ('mm_x').trials" (the name when there is one)."""
    name, node = "", config
    for key in path:
        if isinstance(node, Mapping):
            node = node.get(key)
        else:
            node = node[key] if isinstance(node, list) and isinstance(key, int) else None
        if isinstance(key, int):
            name += f"[{key}]"
            label = node.get("name") if isinstance(node, Mapping) else node
            if isinstance(label, str):
                name += f" ({shown(label)})"
        else:
            name += f".{key}" if name else str(key)
    return name or "(top level)"


def _leaves(node: Any, path: list) -> Iterator[tuple[list, Any]]:
    if isinstance(node, Mapping):
        for key, value in node.items():
            yield from _leaves(value, [*path, key])
    elif isinstance(node, (list, tuple)):
        for index, value in enumerate(node):
            yield from _leaves(value, [*path, index])
    else:
        yield path, node


def check_finite(config: Mapping[str, Any]) -> None:
    """Refuse NaN and infinity anywhere in the config (YAML's .nan, .inf, 1e400)."""
    for path, value in _leaves(config, []):
        if isinstance(value, float) and not math.isfinite(value):
            raise ConfigError(f"{field_name(path, config)}: must be a finite number, got {value}")


def _types(schema: Mapping[str, Any]) -> set[str]:
    types = schema.get("type", [])
    return {types} if isinstance(types, str) else set(types)


def _float_integers(node: Any, schema: Any, path: list) -> Iterator[tuple[list, float]]:
    if not isinstance(schema, Mapping):
        return
    if isinstance(node, float) and "integer" in _types(schema) and "number" not in _types(schema):
        yield path, node
    if isinstance(node, Mapping):
        properties = schema.get("properties", {})
        for key, value in node.items():
            yield from _float_integers(value, properties.get(key), [*path, key])
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _float_integers(value, schema.get("items"), [*path, index])


def check_integers(config: Mapping[str, Any], schema: Mapping[str, Any]) -> None:
    """Refuse a float (8.0) in every field the schema types as an integer."""
    for path, value in _float_integers(config, schema, []):
        whole = f"; write {int(value)}" if value.is_integer() else ""
        raise ConfigError(f"{field_name(path, config)}: must be an integer, got {value!r}{whole} "
                          "(integers are written without a decimal point)")


def load_schema(path: str | Path) -> dict[str, Any]:
    import yaml

    return yaml.safe_load(Path(path).read_text(encoding="utf-8"))
