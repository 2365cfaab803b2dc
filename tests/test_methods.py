"""`methods:` and `measure.pareto`: a run of fewer methods searches, picks, remeasures and
reports just those (the two-method comparison costs half the GPU jobs of all four)."""

from __future__ import annotations

import copy

import pandas as pd
import pytest
import yaml
from snakemake.utils import validate

from conftest import ROOT, TINY_CONFIG, planned_jobs, snakemake, write_config
from ecotune.config import resolve, schema_error_message
from ecotune.core.errors import ConfigError
from ecotune.core.results import METHODS

SCHEMA = str(ROOT / "workflow" / "schemas" / "config.schema.yaml")


def resolved(**changes):
    config = copy.deepcopy(TINY_CONFIG)
    config.update(changes)
    validate(config, SCHEMA)
    return resolve(config, has_gpu=lambda: False)


def test_every_method_and_pareto_by_default():
    experiment = resolved()
    assert experiment.methods == METHODS and experiment.pareto
    assert experiment.picked == ("energy", "nvml_only", "rerank")


def test_methods_come_in_the_report_order_and_pareto_needs_an_energy_search():
    experiment = resolved(methods=["energy", "latency"])
    assert experiment.methods == ("latency", "energy") and experiment.picked == ("energy",)
    assert experiment.pareto
    assert not resolved(methods=["latency"]).pareto  # nothing measured energy: nothing to pool
    assert not resolved(methods=["latency", "energy"], measure={**TINY_CONFIG["measure"], "pareto": False}).pareto


@pytest.mark.parametrize("methods, words", [
    (["energy"], "must hold 'latency'"),
    (["latency", "rerank"], "'rerank' needs 'energy'"),
])
def test_methods_that_cannot_run_alone_are_refused(methods, words):
    with pytest.raises(ConfigError, match=f"^methods: {words}"):
        resolved(methods=methods)


def test_an_unknown_method_is_refused_by_the_schema_naming_the_entry():
    from snakemake.exceptions import WorkflowError

    config = dict(copy.deepcopy(TINY_CONFIG), methods=["latency", "random"])
    with pytest.raises(WorkflowError) as error:
        validate(config, SCHEMA)
    message = schema_error_message(error.value, config)
    assert message.startswith("methods[1]") and "'random' is not one of" in message and "\n" not in message


def test_a_method_given_twice_is_refused_by_the_schema():
    from snakemake.exceptions import WorkflowError

    with pytest.raises(WorkflowError):
        validate(dict(copy.deepcopy(TINY_CONFIG), methods=["latency", "latency"]), SCHEMA)


TWO_METHODS = dict(copy.deepcopy(TINY_CONFIG), methods=["latency", "energy"],
                   operators=TINY_CONFIG["operators"][1:],
                   search={**TINY_CONFIG["search"], "replicates": 1},
                   measure={**TINY_CONFIG["measure"], "pareto": False})


@pytest.fixture(scope="module")
def two_method_run(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("two_methods")
    write_config(workdir, TWO_METHODS)
    snakemake(workdir)
    return workdir


def test_a_two_method_run_searches_remeasures_and_reports_just_those(two_method_run):
    results = two_method_run / "results"
    task = TWO_METHODS["operators"][0]["name"]
    assert sorted(p.name for p in (results / "tune").iterdir()) == ["energy", "latency"]
    assert (results / "tune" / "energy" / task / "r0" / "pick" / "database_tuning_record.json").is_file()
    assert not (results / "pareto").exists()
    rows = pd.read_csv(results / "remeasure" / f"{task}.csv")
    assert set(rows["variant"]) == {"latency", "energy", "vendor"}
    assert (results / "report" / "report.pdf").stat().st_size > 0
    overall = yaml.safe_load((results / "report" / "tables" / "overall.json").read_text())
    assert overall["energy_vs_latency"]["per_task"].keys() == {task}


def test_adding_a_method_back_runs_only_its_jobs_and_what_compares_it(two_method_run):
    config = dict(copy.deepcopy(TWO_METHODS), methods=["latency", "energy", "nvml_only"])
    write_config(two_method_run, config)
    try:
        jobs = planned_jobs(snakemake(two_method_run, "-n"))
    finally:
        write_config(two_method_run, TWO_METHODS)
    assert jobs == {"tune_nvml_only": 1, "pick": 1, "remeasure": 1, "report": 1, "all": 1}
