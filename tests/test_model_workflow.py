"""A model in config.yaml, through the workflow on llvm: its subgraphs become tasks that the
searches, vendor stage and remeasure take like catalog operators, the whole model is built
with each method's kernels, checked and measured; a bad entry stops before any job."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import sys

import pandas as pd
import pytest

from conftest import TINY_CONFIG, snakemake, write_config

onnx = pytest.importorskip("onnx")
pytestmark = pytest.mark.slow
METHODS = {"latency", "energy", "nvml_only", "rerank"}
# The same network in PyTorch (ecotune.models.zoo.tiny_convnet): its subgraphs equal the ONNX
# model's, so they add no task, only origins; its whole-model run adds PyTorch eager.
TORCH = importlib.util.find_spec("torch") is not None
TORCH_MODEL = {"name": "tiny_torch", "torch": "ecotune.models.zoo:tiny_convnet", "inputs": {"x": [1, 4, 6, 6]},
               "torch_compile": False}  # torch.compile has its own test (test_models.py): minutes less here
MODELS = {"tiny", "tiny_torch"} if TORCH else {"tiny"}


def model_config(onnx_file: str) -> dict:
    config = copy.deepcopy(TINY_CONFIG)
    config["operators"] = config["operators"][:1]
    # warmup_evolution off here (the other workflow tests keep the default): config to search
    config["search"].update(trials=4, trials_per_round=4, replicates=1, warmup_evolution=False)
    config["measure"].update(repeats=2)
    config["models"] = [{"name": "tiny", "onnx": onnx_file, "inputs": {"x": [1, 4, 6, 6]}, "dtype": "float32"},
                        *([TORCH_MODEL] if TORCH else [])]
    return config


@pytest.fixture(scope="module")
def model_run(tmp_path_factory):
    from test_models import tiny_onnx

    workdir = tmp_path_factory.mktemp("model_run")
    tiny_onnx(workdir / "tiny.onnx")
    write_config(workdir, model_config("tiny.onnx"))
    snakemake(workdir)
    return workdir


def vendor_job_gpus(workdir) -> dict[str, int]:
    """task -> the GPUs its vendor_baseline job held, from Snakemake's log of the run."""
    (log,) = (workdir / ".snakemake" / "log").glob("*.snakemake.log")
    jobs = {}
    for block in log.read_text().split("rule vendor_baseline:")[1:]:
        task = re.search(r"wildcards: task=(\S+)", block).group(1)
        jobs[task] = int(re.search(r"resources: .*\bgpu=(\d+)", block).group(1))
    return jobs


def test_model_subgraphs_become_tasks_with_weights_and_no_vendor(model_run):
    results = model_run / "results"
    tasks = {p.stem: json.loads(p.read_text()) for p in (results / "tasks").glob("*.json")}
    subgraphs = {name: t for name, t in tasks.items() if t.get("kind") == "subgraph"}
    assert TINY_CONFIG["operators"][0]["name"] in tasks  # the catalog operator is still there
    assert subgraphs and all(name.startswith("tiny.") for name in subgraphs)
    conv = next(t for t in subgraphs.values() if "conv2d" in t["subgraph_ops"])
    # two equal conv+relu layers per model, one task for both models (deduplicated)
    assert {o["model"] for o in conv["origins"]} == MODELS and all(o["calls"] == 2 for o in conv["origins"])
    assert conv["weight"] == 2 * len(MODELS)
    assert (results / "tasks" / conv["script"]).read_text().count("T.prim_func") == 1
    vendor = json.loads((results / "vendor" / f"{conv['name']}.json").read_text())
    assert vendor["available"] is False and "no vendor counterpart" in vendor["reason"]
    # its vendor record held no GPU lane; the catalog operator's vendor job did
    assert vendor_job_gpus(model_run) == {conv["name"]: 0, TINY_CONFIG["operators"][0]["name"]: 1,
                                          **{name: 0 for name in subgraphs}}
    rows = pd.read_csv(results / "remeasure" / f"{conv['name']}.csv")
    assert set(rows.variant) == METHODS  # no vendor row for a fused subgraph
    meta = json.loads((results / "remeasure" / f"{conv['name']}.json").read_text())
    assert all(v["ok"] for v in meta["correctness"].values())
    assert meta["buffers"].startswith("the tuned kernels share one set")  # the protocol, recorded


def refuse_non_json(constant: str):
    raise ValueError(f"{constant} is not JSON")


def test_the_whole_model_is_built_with_each_methods_kernels_checked_and_measured(model_run):
    result = json.loads((model_run / "results" / "models" / "tiny.json").read_text(),
                        parse_constant=refuse_non_json)  # strict JSON: the latency build's own change is null
    assert set(result["variants"]) == METHODS
    assert result["variants"]["latency"]["energy_change_vs_latency"] is None
    assert all(check["ok"] for check in result["correctness"].values())
    n_tasks = result["tasks"]
    assert n_tasks >= 2 and all(n >= n_tasks for n in result["tuned_subgraphs"].values())
    for v in result["variants"].values():
        assert v["latency_ci_lo"] <= v["latency_s"] <= v["latency_ci_hi"] and v["energy_j"] > 0
    rows = pd.read_csv(model_run / "results" / "models" / "tiny.csv")
    assert len(rows) == len(METHODS) * 2 and rows.estimated.all()  # cputime meter: labelled estimated
    sums = {r["variant"]: r for r in result["weighted_task_sum"]}
    assert set(sums) >= METHODS and all(sums[m]["tasks"] == n_tasks for m in METHODS)
    assert all(sums[m]["latency_s"] > 0 for m in METHODS)
    table = pd.read_csv(model_run / "results" / "report" / "tables" / "models.csv")
    assert set(table[table.model == "tiny"].variant) == METHODS and set(table.model) == MODELS
    svg = (model_run / "results" / "report" / "figures" / "h_models_1.svg").read_text()
    assert all(model in svg for model in MODELS) and "energy per inference (mJ) (estimated)" in svg


def test_ecotune_report_rebuilds_the_models_section_from_the_results_folder(model_run, tmp_path):
    from ecotune.cli import main
    assert main(["report", str(model_run / "results"), str(tmp_path / "out")]) == 0
    rebuilt = pd.read_csv(tmp_path / "out" / "tables" / "models.csv")
    assert set(rebuilt.model) == MODELS  # found from results/models/*.json, as the report rule names them
    assert (tmp_path / "out" / "figures" / "h_models_1.svg").is_file()


@pytest.mark.skipif(not TORCH, reason="torch is not installed")
def test_a_pytorch_model_is_measured_beside_pytorch_eager_with_paired_changes(model_run):
    result = json.loads((model_run / "results" / "models" / "tiny_torch.json").read_text())
    assert set(result["variants"]) == METHODS | {"pytorch_eager"}
    assert result["correctness"]["pytorch_eager"]["ok"] and all(c["ok"] for c in result["correctness"].values())
    assert "torch_compile: false" in result["not_measured"]["torch_compile"]
    assert result["framework"] == {"allow_tf32": False}  # config vendor.allow_tf32, the default
    assert set(result["vs_pytorch_eager"]) == METHODS
    for change in result["vs_pytorch_eager"].values():
        assert change["energy_change_lo"] <= change["energy_change"] <= change["energy_change_hi"]
    rows = pd.read_csv(model_run / "results" / "models" / "tiny_torch.csv")
    assert set(rows.variant) == METHODS | {"pytorch_eager"} and rows.estimated.all()


def test_the_warmup_setting_reaches_every_search(model_run):
    logs = [p for rule in ("tune_latency", "tune_energy", "tune_nvml_only")
            for p in (model_run / "logs" / rule).rglob("*.log")]
    assert logs and all("rounds without genetic iterations (cost model in warm-up): 1 of 1" in p.read_text()
                        for p in logs)


def test_a_missing_model_file_stops_before_any_job(tmp_path):
    write_config(tmp_path, model_config("no_such_model.onnx"))
    proc = snakemake(tmp_path, check=False)
    assert proc.returncode != 0
    assert "no_such_model.onnx" in proc.stdout + proc.stderr
    assert not (tmp_path / "results").exists()


def test_model_profile_sets_each_builds_calls_beside_its_tasks_remeasured_kernels(model_run, tmp_path):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from model_profile import profile_methods

    table, summary, raw = profile_methods(model_run, "tiny", inferences=2, hold_s=0.0, alone_repeats=2)
    assert set(summary) == set(table.variant) == METHODS
    kernels = table[table.task.notna()]
    # every kernel function of the model is one of its tasks, with that method's remeasured median
    assert set(kernels.function) == {"fused_conv2d_relu", "matmul"}
    assert kernels.isolated_s_per_call.notna().all() and (kernels.seconds_per_call > 0).all()
    for method, row in summary.items():
        assert row["output_check"]["ok"] and row["tasks_without_isolated_timing"] == []
        assert row["hold_s"] is None and row["issued_within_hold"] is False  # a CPU run holds nothing
        mine = kernels[kernels.variant == method]
        assert row["isolated_weighted_sum_s"] == pytest.approx(mine.isolated_s_per_inference.sum())
        remeasured = pd.read_csv(model_run / "results" / "remeasure" / "tiny.matmul.summary.csv")
        assert mine.set_index("function").loc["matmul", "isolated_s_per_call"] == pytest.approx(
            remeasured.set_index("variant").loc[method, "latency_s"])
        # each call replayed alone, warm and after the host cache flush, summed over the inference's calls
        assert (mine.alone_warm_s_per_call > 0).all() and (mine.alone_cold_s_per_call > 0).all()
        assert row["alone_warm_sum_s"] == pytest.approx((mine.alone_warm_s_per_call * mine.calls).sum())
        assert row["alone_cold_sum_s"] == pytest.approx((mine.alone_cold_s_per_call * mine.calls).sum())
    assert set(raw.inference) == {0, 1}
    with pytest.raises(SystemExit, match="model 'resnet50' is not in"):
        profile_methods(model_run, "resnet50", inferences=1, hold_s=0.0)
    with pytest.raises(SystemExit, match="no method of .*'nowhere'.* has every task's database"):
        profile_methods(model_run, "tiny", inferences=1, hold_s=0.0, methods=["nowhere"])
