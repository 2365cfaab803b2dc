"""Every experiment config under bench/configs passes what the workflow checks before its
first job (strict YAML, the schema, `resolve` with a GPU standing in), so a typo or a bad
custom operator is found here, not on the GPU machine after its start."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from ecotune.config import Experiment, check_config, resolve
from ecotune.config_file import load_config_file

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = str(ROOT / "workflow/schemas/config.schema.yaml")
CONFIGS = sorted((ROOT / "bench/configs").glob("*.yaml"))
GIB = 1 << 30

sys.path.insert(0, str(ROOT / "bench"))
from search import gpu_ids  # noqa: E402  (bench/search.py's own --gpus parser)


def a_gpu_machine(kind: str) -> dict[str, int]:
    return {"host": 128 * GIB, **({"GPU": 80 * GIB} if kind == "cuda" else {})}


def checked(path: Path) -> tuple[dict, Experiment]:
    """The config as read and the experiment it resolves to, on a GPU machine."""
    config = load_config_file(str(path))
    check_config(config, SCHEMA)
    return config, resolve(config, has_gpu=lambda: True, memory=a_gpu_machine)


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_a_bench_config_passes_the_workflows_checks(path):
    names = [op.name for op in checked(path)[1].operators]
    assert names and len(set(names)) == len(names)


def test_the_decisive_task_list_goes_past_the_catalog_with_model_layers():
    # the catalog's 14 operators first (the batches so far ran them in this order), then the
    # models' other layers as custom operators, each a shape the catalog does not hold
    from ecotune.ops.workloads import SUITE

    config, experiment = checked(ROOT / "bench/configs/decisive_tasks_h200.yaml")
    operators = experiment.operators
    assert [op.name for op in operators[:len(SUITE)]] == list(config["operators"][:len(SUITE)])
    assert {op.name for op in operators[:len(SUITE)]} == set(SUITE)
    layers = operators[len(SUITE):]
    assert len(layers) >= 60
    catalog_shapes = {(op.kind, op.shape) for op in SUITE.values()}
    assert not {(op.kind, op.shape) for op in layers} & catalog_shapes
    assert len({(op.kind, op.shape) for op in layers}) == len(layers)
    assert all(op.origin != "custom" for op in layers)


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_the_gpus_a_configs_header_gives_parse_as_search_py_reads_them(path):
    # "--gpus 0" in a header once cost a GPU machine's start: search.py reads it as zero workers
    for spec in re.findall(r"^#.*--gpus ([0-9,]+)", path.read_text(), flags=re.MULTILINE):
        assert gpu_ids(spec)


def test_gpus_zero_is_refused_with_the_way_to_name_device_zero():
    with pytest.raises(SystemExit, match="1: device 0"):
        gpu_ids("0")
