"""A new user's bad inputs: each stops the real workflow at parse time, before any job, with
one message that names the field (or the file and line) and the fix. Dry runs only: a few
seconds each. Every field of each family is tried directly in test_config_values.py."""

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
    # values the schema alone lets through
    "nan-mu": (with_change(lambda c: c["energy_search"].update(mu=float("nan"))),
               "config.yaml: energy_search.mu: must be a finite number, got nan"),
    "infinite-window": (with_change(lambda c: c["measure"].update(window_s=float("inf"))),
                        "config.yaml: measure.window_s: must be a finite number, got inf"),
    "float-replicates": (with_change(lambda c: c["search"].update(replicates=1.0)),
                         "config.yaml: search.replicates: must be an integer, got 1.0; write 1"),
    "float-trials": (with_change(lambda c: c["search"].update(trials=8.0)),
                     "config.yaml: search.trials: must be an integer, got 8.0; write 8"),
    "operator-named-dot-dot": (
        with_change(lambda c: c.update(target="llvm", operators=[
            {"name": "..", "op": "matmul", "shape": {"M": 8, "N": 8, "K": 8}}])),
        "config.yaml: operators[0] ('..').name: '..' is not a safe name; use 1-100 characters of letters"),
    "operator-name-with-newline": (
        with_change(lambda c: c.update(target="llvm", operators=[
            {"name": "mm\n", "op": "matmul", "shape": {"M": 8, "N": 8, "K": 8}}])),
        "config.yaml: operators[0] ('mm\\n'): name 'mm\\n' is not a safe name"),
    "only-a-target": ({"target": "llvm"}, "config.yaml: operators: missing; this field is required"),
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


def test_a_key_given_twice_names_the_key_and_line_in_config_yaml_and_a_configfile(tmp_path):
    text = (ROOT / "config.yaml").read_text().replace("  trials: 256 ", "  trials: 8\n  trials: 256 ", 1)
    (tmp_path / "config.yaml").write_text(text)
    line = text.splitlines().index("  trials: 8") + 2
    proc = snakemake(tmp_path, "-n", check=False)
    assert proc.returncode != 0 and not (tmp_path / "results").exists()
    assert f"config.yaml, line {line}: key 'trials' is given twice in one mapping (first at line {line - 1})" \
        in proc.stdout + proc.stderr
    # Snakemake itself reads a --configfile before the Snakefile runs; the workflow reads it again
    write_config(tmp_path, DEFAULT_CONFIG)
    (tmp_path / "extra.yaml").write_text("search: {trials: 8, trials: 64}\n")
    proc = snakemake(tmp_path, "-n", "--configfile", str(tmp_path / "extra.yaml"), check=False)
    assert proc.returncode != 0 and not (tmp_path / "results").exists()
    assert f"{tmp_path / 'extra.yaml'}, line 1: key 'trials' is given twice" in proc.stdout + proc.stderr


def test_a_torch_entry_that_returns_no_module_names_the_entry():
    """A `torch:` entry runs the user's code at extraction, by design; what it returns must
    be a model."""
    pytest.importorskip("torch")
    from ecotune.core.errors import ConfigError
    from ecotune.models.load import load_model
    from ecotune.models.spec import ModelSpec

    spec = ModelSpec.from_dict({"name": "cwd", "torch": "os:getcwd", "inputs": {"x": [1, 4]}})
    with pytest.raises(ConfigError, match=r"^model 'cwd': torch: 'os:getcwd' returned str \(.*\), not a "
                                          r"torch\.nn\.Module; name a function that builds and returns the model$"):
        load_model(spec)
