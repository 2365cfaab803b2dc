"""Config resolution and target detection: what runs where, and the errors a user sees."""

from __future__ import annotations

import pytest
import yaml
from snakemake.utils import validate

from conftest import ROOT
from ecotune.config import resolve
from ecotune.errors import ConfigError, TargetUnavailable
from ecotune.target import detect_target

SCHEMA = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")


def default_config() -> dict:
    config = yaml.safe_load((ROOT / "config.yaml").read_text())
    validate(config, SCHEMA)  # fills the schema's defaults, as the workflow does
    return config


def test_auto_without_gpu_switches_to_the_cpu_preset_and_says_so():
    config = default_config()
    experiment = resolve(config, has_gpu=lambda: False)
    assert experiment.target_kind == "llvm"
    assert experiment.task_names == config["cpu_preset"]["operators"]
    assert set(experiment.trials.values()) == {config["cpu_preset"]["trials"]}
    assert experiment.search["population_size"] == config["cpu_preset"]["population_size"]
    assert "CPU preset" in experiment.notes[0]


def test_auto_with_gpu_keeps_the_configured_operators():
    config = default_config()
    experiment = resolve(config, has_gpu=lambda: True)
    assert experiment.target_kind == "cuda" and not experiment.notes
    assert experiment.task_names == config["operators"]
    assert set(experiment.trials.values()) == {config["search"]["trials"]}


def test_forced_llvm_tunes_the_configured_operators():
    config = default_config()
    config["target"] = "llvm"
    experiment = resolve(config, has_gpu=lambda: True)
    assert experiment.target_kind == "llvm" and experiment.task_names == config["operators"]


def test_per_operator_trials_override_only_that_operator():
    config = default_config()
    config["target"] = "cuda"
    config["operators"][1] = {"name": config["operators"][1], "trials": 7}
    experiment = resolve(config)
    assert experiment.trials[experiment.task_names[1]] == 7
    assert experiment.trials[experiment.task_names[0]] == config["search"]["trials"]


@pytest.mark.parametrize("bad, field", [
    ({"name": "mm_bert_proj_512x768x768", "trials": 0}, "trials"),
    ({"name": "nope"}, "operators[0]"),
])
def test_bad_operator_entries_name_the_field(bad, field):
    config = default_config()
    config["target"] = "llvm"
    config["operators"] = [bad]
    with pytest.raises(ConfigError, match=field.replace("[", r"\[").replace("]", r"\]")):
        resolve(config)


def test_target_detection_on_this_machine():
    info = detect_target("llvm")
    assert info.kind == "llvm" and info.target["num-cores"] >= 1 and info.device_type == "cpu"
    with pytest.raises(ConfigError, match="target"):
        detect_target("tpu")


def test_forcing_cuda_without_a_gpu_is_one_clear_error(monkeypatch):
    monkeypatch.setattr("ecotune.target._nvml_gpu", lambda index: None)
    with pytest.raises(TargetUnavailable, match="target: cuda"):
        detect_target("cuda")
    assert detect_target("auto").kind == "llvm"
