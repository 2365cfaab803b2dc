"""Values that pass a JSON schema but make no sense, names that become paths, and YAML
that says two things: each is one ConfigError naming the field (or the file and line),
from the checks common.smk runs before any job. Every numeric knob and every name field
of the schema is tried, not only the examples a user reported."""

from __future__ import annotations

import copy

import pytest
import yaml

from conftest import ROOT, TINY_CONFIG
from ecotune.config import check_config, resolve
from ecotune.config_file import check_yaml_syntax, load_config_file, strict_load
from ecotune.config_values import check_finite, check_integers, load_schema
from ecotune.core.errors import ConfigError
from ecotune.models.extract import task_name
from ecotune.names import NAME_MAX, TASK_NAME_MAX, check_name, is_safe_name, name_pattern, name_rule

SCHEMA_PATH = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")
SCHEMA = load_schema(SCHEMA_PATH)


def checked(config: dict) -> None:
    """What common.smk does with a loaded config: check_config, then resolve (no GPU)."""
    config = copy.deepcopy(config)
    check_config(config, SCHEMA_PATH)
    resolve(config, has_gpu=lambda: False, memory=lambda kind: {"host": 2**40})


def refusal(config: dict) -> str:
    with pytest.raises(ConfigError) as caught:
        checked(config)
    return str(caught.value)


def knobs(types: set[str]) -> list[tuple[str, str]]:
    """(section, key) of every schema field under a section whose type is one of `types`."""
    return [(section, key) for section, block in SCHEMA["properties"].items()
            for key, field in block.get("properties", {}).items()
            if types & set([field["type"]] if isinstance(field["type"], str) else field["type"])]


def with_value(section: str, key: str, value) -> dict:
    config = copy.deepcopy(TINY_CONFIG)
    config.setdefault(section, {})[key] = value
    return config


def test_the_shipped_tiny_and_bench_configs_still_pass():
    checked(yaml.safe_load((ROOT / "config.yaml").read_text()))
    checked(TINY_CONFIG)
    for path in sorted((ROOT / "bench" / "configs").glob("*.yaml")):
        config = load_config_file(str(path))
        check_config(config, SCHEMA_PATH)


# ------------------------------------------------------------------- NaN and infinity
@pytest.mark.parametrize("section, key", knobs({"number", "integer"}))
@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf")], ids=["nan", "inf", "-inf"])
def test_every_numeric_knob_refuses_nan_and_infinity(section, key, value):
    assert refusal(with_value(section, key, value)) == f"{section}.{key}: must be a finite number, got {value}"


def test_the_reported_nan_cases_were_accepted_by_the_schema_alone():
    """Why the walk exists: minimum/maximum never reject NaN."""
    from snakemake.utils import validate

    for section, key in [("energy_search", "mu"), ("energy_search", "k_min"), ("energy_search", "latency_slack"),
                         ("energy_search", "search_slack"), ("search", "build_timeout_s")]:
        validate(with_value(section, key, float("nan")), SCHEMA_PATH)  # no error


def test_nan_inside_lists_names_the_entry():
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][1]["weight"] = float("nan")
    assert refusal(config) == "operators[1] ('mv_tiny_1x256x128').weight: must be a finite number, got nan"
    with pytest.raises(ConfigError, match=r"models\[0\] \('m'\)\.inputs\.x\[1\]: must be a finite number, got inf"):
        check_finite({"models": [{"name": "m", "inputs": {"x": [1, float("inf")]}}]})


# ------------------------------------------------------------ integers written as floats
@pytest.mark.parametrize("section, key", [k for k in knobs({"integer"}) if k not in knobs({"number"})])
def test_every_integer_knob_refuses_a_float(section, key):
    low = SCHEMA["properties"][section]["properties"][key].get("minimum", 1)
    assert refusal(with_value(section, key, float(max(low, 8)))) == (
        f"{section}.{key}: must be an integer, got {float(max(low, 8))!r}; write {max(low, 8)} "
        "(integers are written without a decimal point)")


def test_replicates_one_point_zero_is_a_message_not_a_type_error():
    assert refusal(with_value("search", "replicates", 1.0)).startswith(
        "search.replicates: must be an integer, got 1.0; write 1")


def test_an_operators_trials_and_shape_refuse_floats_alike():
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][0]["trials"] = 4.0
    assert refusal(config).startswith("operators[0] ('mm_tiny_64x64x64').trials: must be an integer, got 4.0")
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][0]["shape"]["M"] = 64.0
    assert "shape.M must be an integer >= 1, got 64.0" in refusal(config)


def test_integer_rule_follows_the_schema_through_lists():
    schema = {"properties": {"xs": {"type": "array", "items": {"type": "integer"}}, "y": {"type": "number"}}}
    check_integers({"xs": [1, 2], "y": 2.0}, schema)  # a number field takes 2.0
    with pytest.raises(ConfigError, match=r"xs\[1\]: must be an integer, got 2.5"):
        check_integers({"xs": [1, 2.5]}, schema)


# ---------------------------------------------------------------------- seeds
def test_seeds_must_fit_32_bits_for_every_replicate():
    assert "search.seed: 2147483648 is greater than the maximum of 2147483647" in \
        refusal(with_value("search", "seed", 2**31))
    assert "measure.seed: 4294967296 is greater than the maximum" in refusal(with_value("measure", "seed", 2**32))
    last = with_value("search", "seed", 2**31 - 2)  # TINY_CONFIG has 2 replicates: seeds 2**31-2, 2**31-1
    checked(last)
    last["search"]["replicates"] = 3
    assert refusal(last).startswith("search.seed: 2147483646 + 2 (the last replicate's seed) is above 2147483647")


# ---------------------------------------------------------------------- names
BAD_NAMES = {"dot-dot": "..", "dot": ".", "newline": "mm\nx", "trailing-newline": "mm_x\n", "long": "m" * 300,
             "slash": "a/b", "leading-dash": "-mm", "leading-dot": ".mm", "space": "mm x", "empty": "",
             "non-ascii": "mm_ä"}


@pytest.mark.parametrize("case", list(BAD_NAMES))
def test_an_operator_name_that_is_not_a_safe_path_is_refused_naming_the_rule(case):
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][0]["name"] = BAD_NAMES[case]
    message = refusal(config)
    assert message.startswith("operators[0]") and "is not a safe name; use " + name_rule() in message
    config["cpu_preset"] = {"operators": [copy.deepcopy(config["operators"][0])]}
    config["operators"][0]["name"] = "mm_ok"
    assert refusal(config).startswith("cpu_preset.operators[0]")


@pytest.mark.parametrize("case", list(BAD_NAMES) + ["dotted"])
def test_a_model_name_that_is_not_a_safe_path_is_refused_naming_the_rule(case):
    config = copy.deepcopy(TINY_CONFIG)
    config["models"] = [{"name": BAD_NAMES.get(case, "a.b"), "torch": "ecotune.models.zoo:tiny_convnet",
                         "inputs": {"x": [1, 4, 6, 6]}}]
    message = refusal(config)
    assert message.startswith("models[0]") and "is not a safe name; use " + name_rule(dots=False) in message


def test_a_long_name_is_cut_in_the_message():
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"][0]["name"] = "m" * 300
    assert "(300 characters)" in refusal(config) and "m" * 100 not in refusal(config)


def test_the_longest_safe_names_pass_and_the_schema_patterns_are_the_rule():
    assert is_safe_name("m" * NAME_MAX) and not is_safe_name("m" * (NAME_MAX + 1))
    assert is_safe_name("mm_bert.fp16-v2") and is_safe_name("_x") and not is_safe_name(None)
    assert check_name("ok", "here") == "ok"
    operator, model = SCHEMA["properties"]["operators"]["items"], SCHEMA["properties"]["models"]["items"]
    assert operator["properties"]["name"]["pattern"] == f"^{name_pattern()}$"
    assert operator["properties"]["name"]["description"].startswith(name_rule())
    assert operator["pattern"].startswith(f"^{name_pattern()}(")
    assert model["properties"]["name"]["pattern"] == f"^{name_pattern(dots=False)}$"
    assert model["properties"]["name"]["description"].startswith(name_rule(dots=False))
    assert SCHEMA["properties"]["cpu_preset"]["properties"]["operators"]["items"] == operator


def test_a_model_task_name_is_made_safe_and_short_enough_for_a_file():
    assert task_name("bert", "fused_matmul_add", "ab" * 8) == "bert.fused_matmul_add"
    long = task_name("m" * NAME_MAX, "fused_" + "conv2d_add_relu_" * 20, "0123456789abcdef")
    assert len(long) <= TASK_NAME_MAX and long.endswith("_01234567") and is_safe_name(long, max_len=TASK_NAME_MAX)
    assert task_name("m", "fused/odd name", "0123456789abcdef") == "m.fused_odd_name_01234567"


# ---------------------------------------------------------------------- missing fields
def test_a_config_with_only_a_target_names_the_missing_operators():
    for config in ({"target": "llvm"}, {"target": "llvm", "models": [
            {"name": "m", "torch": "ecotune.models.zoo:tiny_convnet", "inputs": {"x": [1, 4, 6, 6]}}]}):
        assert refusal(config).startswith("operators: missing; this field is required")


def test_a_model_without_a_name_names_the_field():
    config = copy.deepcopy(TINY_CONFIG)
    config["models"] = [{"torch": "ecotune.models.zoo:tiny_convnet", "inputs": {"x": [1]}}]
    assert refusal(config).startswith("models[0].name: missing; this field is required")


# ---------------------------------------------------------------------- YAML duplicate keys
def test_a_key_given_twice_names_the_key_file_and_both_lines(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("target: llvm\nsearch: {trials: 8, trials: 64}\n")
    with pytest.raises(ConfigError) as caught:
        load_config_file(str(path))
    assert str(caught.value).startswith(f"{path}, line 2: key 'trials' is given twice in one mapping "
                                        "(first at line 2)")
    path.write_text("target: llvm\nsearch:\n  trials: 8\n  seed: 0\n  trials: 64\n")
    with pytest.raises(ConfigError, match=r"line 5: key 'trials' is given twice .*\(first at line 3\)"):
        check_yaml_syntax(str(path))  # the Snakefile's first check says it too
    path.write_text("target: llvm\ntarget: cuda\n")
    with pytest.raises(ConfigError, match="line 2: key 'target'"):
        load_config_file(str(path))


def test_equal_keys_in_different_mappings_and_merge_overrides_are_fine():
    assert strict_load("search: {seed: 0}\nmeasure: {seed: 0}\n") == {"search": {"seed": 0}, "measure": {"seed": 0}}
    text = "base: &b {trials: 8, seed: 0}\nsearch:\n  <<: *b\n  trials: 64\n"
    assert strict_load(text)["search"] == {"trials": 64, "seed": 0}
    assert strict_load('{"a": 1, "b": {"a": 2}}') == {"a": 1, "b": {"a": 2}}  # JSON is read too
