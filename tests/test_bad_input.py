"""A new user's bad inputs (issue 11): each stops the real workflow at parse time, before any
job, with one message that names the field and the fix. Dry runs only: a second each."""

from __future__ import annotations

import copy

import pytest
import yaml

from conftest import ROOT, snakemake, write_config

DEFAULT_CONFIG = yaml.safe_load((ROOT / "config.yaml").read_text())


def with_change(change) -> dict:
    config = copy.deepcopy(DEFAULT_CONFIG)
    change(config)
    return config


CASES = {
    # target: auto on a machine without a GPU swaps in the CPU preset; the typo must still fail
    "unknown-operator-under-auto": (
        with_change(lambda c: c["operators"].append("mm_bert_ffn3_typo")),
        "config.yaml: operators[8] ('mm_bert_ffn3_typo'): unknown suite operator"),
    "negative-operator-trials": (
        with_change(lambda c: c["operators"].__setitem__(
            1, {"name": "mm_bert_ffn2_512x768x3072", "trials": -5})),
        "config.yaml: operators[1] ('mm_bert_ffn2_512x768x3072').trials: -5 is less than the "
        "minimum of 1; use an integer >= 1"),
    "latency-slack-too-large": (
        with_change(lambda c: c["energy_search"].update(latency_slack=5)),
        "config.yaml: energy_search.latency_slack: 5 is greater than the maximum of 0.5; "
        "use a number >= 0 and <= 0.5"),
    "operator-larger-than-memory": (
        with_change(lambda c: c.update(target="llvm", operators=[
            {"name": "mm_huge", "op": "matmul", "shape": {"M": 10**6, "N": 10**6, "K": 10**6}}])),
        "config.yaml: operators[0] ('mm_huge'): needs 11,175.9 GiB for its inputs and output, "
        "but the host has"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_config_is_one_clear_error_before_any_job(tmp_path, case):
    config, expected = CASES[case]
    write_config(tmp_path, config)
    proc = snakemake(tmp_path, "-n", check=False)
    output = proc.stdout + proc.stderr
    assert proc.returncode != 0
    assert expected in output
    assert "Failed validating" not in output  # not Snakemake's schema dump
    assert not (tmp_path / "results").exists()


def test_yaml_syntax_error_names_line_and_column(tmp_path):
    text = (ROOT / "config.yaml").read_text().replace("seed: 0\n", "seed: [0\n", 1)
    (tmp_path / "config.yaml").write_text(text)
    proc = snakemake(tmp_path, "-n", check=False)
    output = proc.stdout + proc.stderr
    line = text.splitlines().index("  seed: [0") + 1
    assert proc.returncode != 0
    assert "config.yaml, line" in output and f"(while parsing a flow sequence at line {line}, column 9)" in output
    assert "is not valid JSON or YAML" not in output  # Snakemake's message, which names no line
    assert not (tmp_path / "results").exists()
