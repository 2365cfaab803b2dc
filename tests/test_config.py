"""Config resolution and target detection: what runs where, and the errors a user sees."""

from __future__ import annotations

import pytest
import yaml
from snakemake.exceptions import WorkflowError
from snakemake.utils import validate

from conftest import ROOT
from ecotune.config import memory_limits, resolve, schema_error_message
from ecotune.config_file import check_yaml_syntax
from ecotune.core.errors import ConfigError, TargetUnavailable
from ecotune.ops.target import detect_target

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


def test_pipelined_runs_stay_on_for_a_gpu_and_go_off_on_the_cpu_with_a_note():
    config = default_config()
    config["search"]["pipeline_runs"] = True
    assert resolve(config, has_gpu=lambda: True).search["pipeline_runs"]
    on_cpu = resolve(config, has_gpu=lambda: False)
    assert not on_cpu.search["pipeline_runs"] and any("pipeline_runs is off" in n for n in on_cpu.notes)
    assert not default_config()["search"]["pipeline_runs"]  # off unless asked for


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
    monkeypatch.setattr("ecotune.ops.target._nvml_gpu", lambda index: None)
    with pytest.raises(TargetUnavailable, match="target: cuda"):
        detect_target("cuda")
    assert detect_target("auto").kind == "llvm"


def test_ecotune_target_says_what_auto_chose_not_that_cuda_was_requested(monkeypatch, capsys):
    """`ecotune target` (target auto) on a machine without a GPU: nothing asked for cuda."""
    import json

    from ecotune.cli import main

    monkeypatch.setattr("ecotune.ops.target._nvml_gpu", lambda index: None)  # NVML sees no GPU, as here
    assert main(["target"]) == 0
    out = capsys.readouterr()
    reason = json.loads(out.out)["target"]["reason"]
    assert reason.startswith("target: auto: no GPU found, using the CPU preset (llvm with ")
    assert "requested" not in out.out + out.err
    with pytest.raises(TargetUnavailable, match="target: cuda was requested but NVML sees no NVIDIA GPU"):
        main(["target", "--target", "cuda"])


# Bad input: each case fails in resolve() or the schema, before any job, naming the field.

GIB = 2**30


def schema_message(config: dict) -> str:
    """The one line common.smk shows for a schema violation."""
    with pytest.raises(WorkflowError) as caught:
        validate(config, SCHEMA)
    return schema_error_message(caught.value, config)


def test_unknown_operator_is_refused_even_when_the_cpu_preset_replaces_it():
    config = default_config()
    config["operators"].append("mm_bert_ffn3_typo")
    with pytest.raises(ConfigError, match=r"operators\[8\] \('mm_bert_ffn3_typo'\): unknown suite"):
        resolve(config, has_gpu=lambda: False)


def test_unknown_cpu_preset_operator_is_refused_even_on_a_gpu_machine():
    config = default_config()
    config["cpu_preset"]["operators"] = ["mv_gpt2_typo"]
    with pytest.raises(ConfigError, match=r"cpu_preset\.operators\[0\] \('mv_gpt2_typo'\)"):
        resolve(config, has_gpu=lambda: True)


def test_negative_operator_trials_name_the_operator_the_field_and_the_range():
    config = yaml.safe_load((ROOT / "config.yaml").read_text())
    config["operators"][1] = {"name": "mm_bert_ffn2_512x768x3072", "trials": -5}
    message = schema_message(config)
    assert message.startswith("operators[1] ('mm_bert_ffn2_512x768x3072').trials: -5 is less than")
    assert "use an integer >= 1" in message and "\n" not in message


def test_schema_errors_say_what_is_allowed():
    config = yaml.safe_load((ROOT / "config.yaml").read_text())
    config["search"]["builder_workers"] = 0
    assert schema_message(config).startswith("search.builder_workers: 0 is less than the minimum")
    assert "use an integer >= 1 or null" in schema_message(config)


def test_latency_slack_above_half_is_refused_by_the_schema():
    config = yaml.safe_load((ROOT / "config.yaml").read_text())
    config["energy_search"]["latency_slack"] = 5
    message = schema_message(config)
    assert message.startswith("energy_search.latency_slack: 5 is greater than the maximum of 0.5")
    assert "use a number >= 0 and <= 0.5" in message


def test_search_slack_must_cover_the_latency_slack():
    config = default_config()
    config["energy_search"].update(latency_slack=0.4, search_slack=1.25)
    with pytest.raises(ConfigError, match=r"energy_search\.search_slack: 1\.25 is below 1 \+ "
                                          r"energy_search\.latency_slack \(1\.4\).*>= 1\.4"):
        resolve(config, has_gpu=lambda: True)
    config["energy_search"]["search_slack"] = 1.4
    resolve(config, has_gpu=lambda: True)


def huge_matmul(side: int) -> dict:
    return {"name": "mm_huge", "op": "matmul", "shape": {"M": side, "N": side, "K": side}}


def test_operator_larger_than_gpu_memory_is_refused_before_any_work():
    config = default_config()
    config["target"] = "cuda"
    config["operators"] = ["mm_bert_proj_512x768x768", huge_matmul(10**6)]
    asked = []

    def memory(kind):  # an 80 GiB GPU on a 512 GiB host
        asked.append(kind)
        return {"host": 512 * GIB, "GPU": 80 * GIB}

    with pytest.raises(ConfigError) as caught:
        resolve(config, has_gpu=lambda: True, memory=memory)
    assert str(caught.value) == ("operators[1] ('mm_huge'): needs 11,175.9 GiB for its inputs and "
                                 "output, but the GPU has 80.0 GiB of memory; use smaller shape "
                                 "dims or drop this operator")
    assert asked == ["cuda"]


def test_memory_check_counts_inputs_and_output_exactly():
    config = default_config()
    config["target"] = "llvm"
    config["operators"] = [huge_matmul(16384)]  # three 16384^2 fp32 arrays: exactly 3 GiB
    resolve(config, memory=lambda kind: {"host": 3 * GIB})
    with pytest.raises(ConfigError, match=r"needs 3\.0 GiB .* the host has 2\.0 GiB"):
        resolve(config, memory=lambda kind: {"host": 2 * GIB})


def test_memory_limits_on_this_machine():
    limits = memory_limits("llvm")
    assert list(limits) == ["host"] and limits["host"] > GIB


def test_yaml_syntax_error_names_file_line_and_column(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("target: llvm\noperators:\n  - mm_bert_proj_512x768x768\n"
                    "  - {name: x, trials: 3\nsearch: {trials: 4}\n")
    with pytest.raises(ConfigError) as caught:
        check_yaml_syntax(str(path))
    first, snippet = str(caught.value).splitlines()[:2]
    assert first == (f"{path}, line 5, column 7: invalid YAML: expected ',' or '}}', but got ':' "
                     "(while parsing a flow mapping at line 4, column 5)")
    assert snippet.strip() == "search: {trials: 4}"
    check_yaml_syntax(str(ROOT / "config.yaml"))  # the shipped config parses
    check_yaml_syntax(str(tmp_path / "absent.yaml"))  # missing: left to Snakemake
