"""A report a reviewer would accept: one test per defect an outside reading of the report found."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402

from ecotune.report import build_report, load_results  # noqa: E402
from ecotune.report.fmt import plural  # noqa: E402
from ecotune.report.inputs import TaskData  # noqa: E402
from ecotune.report.intervals import median_coverage, median_interval, order_k  # noqa: E402
from ecotune.report.labels import describe_operator  # noqa: E402

from report_fixtures import BUS_ID, CPU_TASK, FULL_TASK, MINIMAL_TASK, build_results, write_cpu_run  # noqa: E402

pypdf = pytest.importorskip("pypdf")
ROOT = Path(__file__).resolve().parents[1]


def _text(pdf: Path) -> str:
    reader = pypdf.PdfReader(str(pdf))
    return re.sub(r"\s+", " ", "\n".join(page.extract_text() for page in reader.pages))


def _first_page(pdf: Path) -> str:
    return re.sub(r"\s+", " ", pypdf.PdfReader(str(pdf)).pages[0].extract_text())


@pytest.fixture(scope="module")
def gpu(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(results, rendered report folder) of the GPU + CPU fixture with newer runs' records."""
    root = tmp_path_factory.mktemp("results")
    tasks = build_results(root)
    return root, build_report(root, tasks, tmp_path_factory.mktemp("report")).parent


@pytest.fixture(scope="module")
def cpu(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A rendered smoke-sized CPU run (llvm, cputime estimate)."""
    root = tmp_path_factory.mktemp("cpu")
    tasks = write_cpu_run(root / "res")
    return build_report(root / "res", tasks, root / "out").parent


# ---------------------------------------------------------------- numbers that add up
def test_energy_is_power_times_window_time_in_every_row(gpu: tuple[Path, Path]) -> None:
    summary = pd.read_csv(gpu[1] / "tables" / "summary.csv")
    measured = summary.dropna(subset=["energy_mj"])
    assert len(measured) == len(summary) == 6
    product = measured["power_w"] * measured["window_us_per_call"] / 1e3  # W x µs -> mJ
    assert np.allclose(measured["energy_mj"], product, rtol=0.01), (measured["energy_mj"], product)
    # The timed latency is a separate column, shorter than the window time per call.
    assert (measured["latency_us"] < measured["window_us_per_call"]).all()
    text = _text(gpu[1] / "report.pdf")
    for definition in ("Latency, timed: measured apart from the energy window",
                       "Window time per call: the energy window's length over the calls in it",
                       "energy = power × window time per call in every row"):
        assert definition in text, definition


def test_energy_equals_power_times_window_time_on_the_committed_h200_rows(h200_search_work: Path) -> None:
    rows_files = sorted(p for p in h200_search_work.glob("*/results/remeasure/*.csv")
                        if not p.name.endswith(".summary.csv"))
    assert len(rows_files) == 7  # one per task of bench/results/search_h200
    from ecotune.report.intervals import variant_stats
    for path in rows_files:
        stats = variant_stats(pd.read_csv(path))
        assert np.allclose(stats["energy_j"], stats["power_w"] * stats["window_per_call_s"], rtol=0.01), path


def test_vendor_launch_is_stated_beside_its_numbers(gpu: tuple[Path, Path], tmp_path: Path) -> None:
    text = _text(gpu[1] / "report.pdf")
    assert "vendor (cuBLAS) CUDA graph, 100 calls a launch" in text  # the variant cell of Table 1
    assert "Tuned kernels run one call per launch from Python" in text
    summary = pd.read_csv(gpu[1] / "tables" / "summary.csv").set_index(["task", "variant"])
    assert summary.loc[(FULL_TASK, "vendor"), "launch"] == "CUDA graph of 100 calls per launch"


def test_tuned_kernels_from_cuda_graphs_say_so_and_drop_the_vendor_caveat(gpu: tuple[Path, Path],
                                                                           tmp_path: Path) -> None:
    """measure.cuda_graph: remeasure records each tuned kernel's launch (tuned_launch); Table 1,
    its caption, the methodology and the summary then describe them so."""
    caveat = "The vendor library was replayed from CUDA graphs in"
    assert caveat in _text(gpu[1] / "report.pdf")  # the fixture's tuned kernels ran call by call
    root = tmp_path / "results"
    shutil.copytree(gpu[0], root)
    meta_file = root / "remeasure" / f"{FULL_TASK}.json"
    meta = json.loads(meta_file.read_text())
    graph = "CUDA graph of 100 calls per launch"
    meta["tuned_launch"] = {v: graph for v in ("latency", "energy", "nvml_only", "rerank")}
    meta_file.write_text(json.dumps(meta))
    out = build_report(root, [FULL_TASK, MINIMAL_TASK], tmp_path / "report").parent
    text = _text(out / "report.pdf")
    assert "A variant that runs from a CUDA graph says so under its name" in text
    assert "energy-aware CUDA graph, 100 calls a launch" in text  # the variant cell of Table 1
    assert caveat not in text  # the vendor's windows no longer hold fewer gaps than the tuned ones
    summary = pd.read_csv(out / "tables" / "summary.csv").set_index(["task", "variant"])
    assert summary.loc[(FULL_TASK, "energy"), "launch"] == graph
    assert summary.loc[(MINIMAL_TASK, "latency"), "launch"] == "one call per launch, from Python"
    launch_row = pd.read_csv(out / "tables" / "methodology.csv").set_index("item")["value"]["Launch"]
    assert launch_row.startswith(f"tuned kernels: {graph} ({FULL_TASK}); one call per launch, from Python"), launch_row


def test_search_window_is_given_and_the_difference_explained(gpu: tuple[Path, Path]) -> None:
    search = pd.read_csv(gpu[1] / "tables" / "search.csv")
    energy = search[search["search"] != "latency"]
    assert (energy["window_s_requested"] == 0.3).all() and energy["window_s_seen_max"].notna().all()
    assert energy["remeasured_energy_mj"].notna().all()
    text = _text(gpu[1] / "report.pdf")
    assert "0.3 req." in text and "measured once, in one window (0.3 s requested)" in text


def test_convergence_plots_the_current_pick_and_says_it_can_rise(gpu: tuple[Path, Path]) -> None:
    svg = (gpu[1] / "figures" / "e_convergence_1.svg").read_text()
    assert "energy of the current pick (can rise)" in svg and "best energy" not in svg
    assert "it rises when a faster kernel moves that band" in _text(gpu[1] / "report.pdf")


def test_search_cost_figure_shows_where_the_model_spends_time(gpu: tuple[Path, Path]) -> None:
    svg = (gpu[1] / "figures" / "d_cost.svg").read_text()
    assert "time predicting" in svg and "time measuring" in svg
    # the fixture's energy-aware search predicted for 12 s; the ablation, without a model, for 0 s
    assert "<!--  12 -->" in svg and "<!--  0 -->" in svg


# ---------------------------------------------------------------- what the summary says
def test_summary_states_wall_time_ratio_vendor_comparison_and_model_quality(gpu: tuple[Path, Path]) -> None:
    page1 = _text(gpu[1] / "report.pdf")  # the findings follow page 1's verdicts, table and figure
    # The fixture's searches took 340 s (energy-aware) and 300 s (measure-all): a ratio of the totals,
    # said as such beside the verdicts' geometric mean of per-replicate ratios
    assert "took 340 s of wall time against 300 s for the measure-all ablation (ratio of the totals 1.13×)" in page1
    assert re.search(r"energy-measured \d+ candidates against \d+ \(ratio of the totals \d\.\d\d×\) and spent 12 s in the "
                     r"energy model's predictions that steer its evolution", page1)
    assert re.search(r"k was below 1 in \d+ of \d+ rounds", page1)
    assert re.search(r"The energy-aware pick used more energy than the vendor library in \d of 1 task", page1)
    assert re.search(r"R² below zero \(worse than predicting the mean\) in \d of 1 task", page1)
    assert "ranked the candidates better (higher Spearman in a round) in" in page1
    # The geomean comes with a CI and says what it covers.
    assert re.search(r"geometric mean over 1 task", page1)
    # one search per method: no replicate to name (a run with several says "In replicate 0", test_workflow)
    assert "replicate 0" not in page1 and "Against the latency" in page1


def test_geomean_has_an_interval_and_a_per_task_range(gpu: tuple[Path, Path], tmp_path: Path) -> None:
    from report_fixtures import write_full_task
    root = tmp_path / "res"
    write_full_task(root, extras=True)
    write_full_task(root, task="mm_second_256x256x256", seed=5, extras=True)
    out = build_report(root, [FULL_TASK, "mm_second_256x256x256"], tmp_path / "out").parent
    geo = pd.read_csv(out / "tables" / "geomean.csv").set_index("variant").loc["energy"]
    assert geo["energy_change_geomean_pct_ci_lo"] <= geo["energy_change_geomean_pct"] <= \
        geo["energy_change_geomean_pct_ci_hi"]
    assert geo["energy_change_min_pct"] <= geo["energy_change_geomean_pct"] <= geo["energy_change_max_pct"]
    page1 = _text(out / "report.pdf")
    assert re.search(r"geometric mean over 2 tasks, 95 % CI \[[^]]+\] %; per task from \S+ % to \S+ %", page1)
    assert "cover measurement noise only" in page1


def test_table_1_shows_cold_latency_where_remeasure_timed_it(gpu: tuple[Path, Path], tmp_path: Path) -> None:
    from report_fixtures import write_full_task
    root, second = tmp_path / "res", "mm_second_256x256x256"
    write_full_task(root, extras=True)
    write_full_task(root, task=second, seed=5, extras=True)  # remeasured before cold timing: no column
    path = root / "remeasure" / f"{FULL_TASK}.csv"
    rows = pd.read_csv(path)
    rows["cold_latency_s"] = np.where(rows.variant == "vendor", np.nan, rows.latency_s * 1.3)  # vendor: failed
    rows.to_csv(path, index=False)
    out = build_report(root, [FULL_TASK, second], tmp_path / "out").parent
    summary = pd.read_csv(out / "tables" / "summary.csv").set_index(["task", "variant"])
    tuned = summary.loc[FULL_TASK].drop(index="vendor")
    assert np.allclose(tuned["cold_latency_us"], tuned["latency_us"] * 1.3, rtol=0.02)
    assert summary.loc[(FULL_TASK, "vendor"), ["cold_latency_us"]].isna().all()
    assert summary.loc[second, "cold_latency_us"].isna().all()
    text = _text(out / "report.pdf")
    assert "Latency, cold (µs)" in text and "Latency, cold: single calls, each after a cache flush" in text
    assert "Latency, cold" not in _text(gpu[1] / "report.pdf")  # no cold timings, no column


def test_ecotune_report_rebuilds_a_results_folder_without_snakemake(tmp_path: Path) -> None:
    from ecotune.cli import main
    from report_fixtures import write_full_task
    root = tmp_path / "res"
    write_full_task(root, extras=True)
    assert main(["report", str(root), str(tmp_path / "out")]) == 0
    assert FULL_TASK in _text(tmp_path / "out" / "report.pdf")
    with pytest.raises(SystemExit, match="no remeasured task"):
        main(["report", str(tmp_path / "empty"), str(tmp_path / "out2")])


# ---------------------------------------------------------------- labels
@pytest.mark.parametrize("kind,shape,expected", [
    ("matmul", {"K": 768, "M": 512, "N": 3072}, "matmul M × N × K = 512 × 3072 × 768, float32"),
    ("matvec", {"K": 768, "N": 2304}, "matvec N = 2304, K = 768 (M = 1), float32"),
    ("batch_matmul", {"N": 64, "K": 32, "B": 12, "M": 128},
     "batch_matmul B × M × N × K = 12 × 128 × 64 × 32, float32"),
    ("conv2d", {"pad": 0, "stride": 1, "S": 1, "R": 1, "F": 64, "W": 56, "H": 56, "C": 256, "N": 1},
     "conv2d N = 1, C = 256, H = 56, W = 56, F = 64, R = 1, S = 1, stride 1, pad 0, float32"),
])
def test_operator_labels_name_dimensions_in_the_operators_order(kind: str, shape: dict, expected: str) -> None:
    task = TaskData("t", pd.DataFrame(), pd.DataFrame(),
                    {"operator": {"kind": kind, "shape": shape, "dtype": "float32"}})
    assert describe_operator(task) == expected


def test_plurals_and_no_searchs(gpu: tuple[Path, Path], cpu: Path) -> None:
    assert plural(1, "search") == "1 search" and plural(2, "search") == "2 searches"
    assert plural(7, "task") == "7 tasks"
    for pdf in (gpu[1] / "report.pdf", cpu / "report.pdf"):
        assert "searchs" not in _text(pdf)


# ---------------------------------------------------------------- intervals
def test_order_statistic_interval_never_sits_on_the_median_of_distinct_values() -> None:
    assert median_interval([5.0, 1.0, 3.0, 2.0, 4.0]) == (3.0, 1.0, 5.0, pytest.approx(1 - 2 / 32))
    assert order_k(5) == 1 and order_k(10) == 2 and median_coverage(10, 2) >= 0.95
    rng = np.random.default_rng(0)
    for n in (3, 5, 6, 9, 20):
        x = rng.normal(size=n)
        med, lo, hi, cover = median_interval(x)
        assert lo < med < hi and cover == median_coverage(n, order_k(n))
        assert cover >= 0.95 or order_k(n) == 1


def test_table_intervals_are_order_statistics_and_the_method_is_named(gpu: tuple[Path, Path]) -> None:
    summary = pd.read_csv(gpu[1] / "tables" / "summary.csv")
    assert (summary["energy_mj_ci_lo"] < summary["energy_mj"]).all()
    assert (summary["energy_mj"] < summary["energy_mj_ci_hi"]).all()
    methodology = pd.read_csv(gpu[1] / "tables" / "methodology.csv").set_index("item")["value"]
    assert "order-statistic interval for the median" in methodology["Intervals"]


# ---------------------------------------------------------------- methodology
def test_every_search_parameter_is_printed(gpu: tuple[Path, Path]) -> None:
    params = pd.read_csv(gpu[1] / "tables" / "search_parameters.csv").set_index("item")["value"]
    expected = {"Trials per search": "80", "Trials per round": "16", "M": "8", "mu": "0.1", "k_min": "0.2",
                "Search slack": "1.25", "Latency slack": "2 %", "Energy window": "0.3 s requested",
                "Energy weight": "1", "Energy model": "XGBoost", "Population size": "512"}
    for item, value in expected.items():
        assert value in str(params[item]), (item, params[item])
    # the full task's searches timed cold (a newer run's setting), the minimal task's warm
    assert "cold: single calls, each after an L2 flush" in params["Candidate timing"]
    assert "warm: back-to-back calls, >= 10 ms per timing" in params["Candidate timing"]
    text = _text(gpu[1] / "report.pdf")
    for item in expected:
        assert item in text, item


def test_methodology_says_clocks_timing_and_windows(gpu: tuple[Path, Path]) -> None:
    m = pd.read_csv(gpu[1] / "tables" / "methodology.csv").set_index("item")["value"]
    assert m["Clocks"].startswith("observed, not locked")
    assert "time_evaluator" in m["Latency timing"] and "CUDA events" in m["Latency timing"]
    assert "requested" in m["Window per measurement"] and "at least 32 batches" in m["Window per measurement"]


def test_every_stage_names_its_gpu_or_says_not_recorded(gpu: tuple[Path, Path], tmp_path: Path) -> None:
    stages = pd.read_csv(gpu[1] / "tables" / "stages.csv").set_index("task")
    for stage in ("latency", "energy", "nvml_only", "vendor", "remeasure_meter", "remeasure_kernels"):
        assert stages.loc[FULL_TASK, f"{stage}_pci_bus_id"] == BUS_ID, stage
    assert stages.loc[FULL_TASK, "energy_claimed"] == "GPU 0 claimed"
    # An older run lacks the rows' bus ids and the vendor json: "not recorded", never a guess.
    root = tmp_path / "res"
    shutil.copytree(gpu[0], root)
    rows_path = root / "remeasure" / f"{FULL_TASK}.csv"
    pd.read_csv(rows_path).drop(columns=["kernel_pci_bus_id", "meter_pci_bus_id"]).to_csv(rows_path, index=False)
    (root / "vendor" / f"{FULL_TASK}.json").unlink()
    out = build_report(root, [FULL_TASK, MINIMAL_TASK], tmp_path / "out").parent
    stages = pd.read_csv(out / "tables" / "stages.csv").set_index("task")
    assert stages.loc[FULL_TASK, "remeasure_kernels_pci_bus_id"] == "not recorded"
    assert stages.loc[FULL_TASK, "vendor_pci_bus_id"] == "not recorded"
    assert "not recorded" in _text(out / "report.pdf")


def test_case_study_shows_recorded_facts_and_says_registers_are_not_recorded(gpu: tuple[Path, Path]) -> None:
    # The fixture's kernel sources are not CUDA, so ptxas reads nothing: "not recorded", never a guess.
    case = pd.read_csv(gpu[1] / "tables" / "case_study.csv")
    assert set(case["registers_per_thread"]) == {"not recorded"}
    text = _text(gpu[1] / "report.pdf")
    assert "Shared memory per block" in text
    assert "Registers per thread (ptxas, static) not recorded not recorded" in text
    assert "__global__" not in text


# ---------------------------------------------------------------- the CPU report
GPU_WORDS = ("GPU", "NVML", "CUDA", "cuBLAS", "cuDNN", "SM clock", "blocks of", "threads", "shared memory",
             "KiB", "Grid", "warp")


def test_cpu_report_has_no_gpu_words(cpu: Path) -> None:
    text = _text(cpu / "report.pdf")
    found = [w for w in GPU_WORDS if w in text]
    assert not found, [(w, text[max(0, text.index(w) - 80):text.index(w) + 40]) for w in found]
    assert "measure-all ablation" in text and "NVML-only" not in text
    for svg in (cpu / "figures").glob("*.svg"):
        assert "NVML" not in svg.read_text(), svg


def test_cpu_report_says_the_estimate_restates_latency_on_page_one(cpu: Path) -> None:
    page1 = _first_page(cpu / "report.pdf")
    assert "restates latency" in page1 and "cannot show an energy saving of its own" in page1
    assert "smoke-sized run" in page1
    assert page1.index("restates latency") < page1.index("Answers")  # before any energy number
    # The findings lead with latency, not with an energy saving.
    text = _text(cpu / "report.pdf")
    lead = text[text.index("Against the latency-tuned kernel"):]
    assert lead.startswith("Against the latency-tuned kernel, the energy-aware kernel's latency was")


def test_cpu_report_labels_the_assumed_idle_power_and_limit(cpu: Path) -> None:
    m = pd.read_csv(cpu / "tables" / "methodology.csv").set_index("item")["value"]
    assert m["Idle power"].startswith("25.0 W assumed")
    assert m["Power limit"].startswith("40.0 W assumed")
    assert "CPU" in m.index and "GPU" not in m.index and "Temperature seen" not in m.index
    case = _text(cpu / "report.pdf")
    assert "Widest parallel loop" in case and "Widest vectorized loop" in case


def test_missing_optional_file_is_named_with_a_reason(tmp_path: Path) -> None:
    from report_fixtures import write_minimal_task
    write_minimal_task(tmp_path / "res")
    text = _text(build_report(tmp_path / "res", [MINIMAL_TASK], tmp_path / "out"))
    assert ("model_eval.csv is absent or empty for every task, because the energy-aware search, the only "
            "one with a model, has not run") in text


def test_whiskers_past_the_axis_get_a_mark() -> None:
    from ecotune.report.figures import _mark_clipped
    fig, ax = plt.subplots()
    ax.set_xlim(0.9, 1.1)
    assert _mark_clipped(ax, 0.5, 1.05, 0.0, "k")  # cut at the left edge
    assert not _mark_clipped(ax, 0.95, 1.05, 1.0, "k")
    markers = [line.get_marker() for line in ax.get_lines()]
    plt.close(fig)
    assert markers == ["<"]


# ---------------------------------------------------------------- the workflow
def test_report_rule_declares_the_newly_read_files(tmp_path: Path) -> None:
    from conftest import TINY_CONFIG, write_config
    from report_fixtures import write_full_task
    from test_corrupt_files import _declared_report_inputs, _files_opened
    write_config(tmp_path, TINY_CONFIG)
    task = TINY_CONFIG["operators"][0]["name"]
    results = tmp_path / "results"
    write_full_task(results, task=task, source_file="best_kernel.ll", extras=True)
    (results / "tune" / "latency" / task / "r0" / "search_log.csv").unlink()
    (results / "tasks").mkdir()
    (results / "tasks" / f"{task}.json").write_text("{}")
    read = {p for p in _files_opened(lambda: load_results(results, [task])) if p.is_relative_to(results.resolve())}
    assert {results.resolve() / "vendor" / f"{task}.json",
            results.resolve() / "tune" / "energy" / task / "r0" / "energy.csv"} <= read
    assert not read - _declared_report_inputs(tmp_path)


def test_snakemake_report_carries_the_pdf_figures_and_tables_with_captions() -> None:
    smk = (ROOT / "workflow/rules/report.smk").read_text()
    for output, caption in (("results/report/report.pdf", "report.rst"), ("results/report/figures", "figure.rst"),
                            ("results/report/tables", "table.rst")):
        block = smk[smk.index(output) - 120:smk.index(output) + 300]
        assert "report(" in block and f'caption="../report/{caption}"' in block, output
        assert (ROOT / "workflow/report" / caption).is_file()
    figure_caption = (ROOT / "workflow/report/figure.rst").read_text()
    for key in "abcde":
        assert f'key == "{key}"' in figure_caption


def test_meter_json_launch_record_reaches_the_report_for_old_runs(gpu: tuple[Path, Path], tmp_path: Path) -> None:
    root = tmp_path / "res"
    shutil.copytree(gpu[0], root)
    meta_path = root / "remeasure" / f"{FULL_TASK}.json"
    meta = json.loads(meta_path.read_text())
    del meta["vendor"]["launch"]
    meta_path.write_text(json.dumps(meta))
    out = build_report(root, [FULL_TASK, MINIMAL_TASK], tmp_path / "out").parent
    # remeasure's json lacks it, the vendor stage's json has it.
    assert "CUDA graph, 100 calls a launch" in _text(out / "report.pdf")


def test_cpu_fixture_is_what_the_cpu_preset_writes(cpu: Path) -> None:
    summary = pd.read_csv(cpu / "tables" / "summary.csv")
    assert set(summary["task"]) == {CPU_TASK} and summary["energy_estimated"].all()


def test_narrow_intervals_print_enough_digits_to_differ_from_their_median() -> None:
    from ecotune.report.fmt import fmt_ci
    assert fmt_ci(128.96, 129.04, 129.0, point=129.0) == "[128.96, 129.04]"  # not "[129.0, 129.0]"
    assert fmt_ci(-8.23, -8.17, 1.0, sig=2, point=-8.2) == "[\u22128.23, \u22128.17]"
    assert fmt_ci(1.0, 2.0, 1.5) == "[1.000, 2.000]"
    from ecotune.report.fmt import num_cell, pct_cell
    # The value takes the interval's precision, so it never reads outside its own interval.
    assert num_cell(128.988, 128.979, 128.997) == {"v": "128.99", "ci": "[128.98, 129.00]"}
    assert pct_cell(-8.2, -8.23, -8.17) == {"v": "\u22128.20", "ci": "[\u22128.23, \u22128.17]"}
