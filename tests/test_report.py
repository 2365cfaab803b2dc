"""The PDF report: loading, plausibility checks, content, and byte-identical re-renders."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from ecotune.core.errors import ImplausibleMeasurement
from ecotune.report import ReportInputError, build_report, load_results, render_report, validate
from ecotune.report.fmt import fmt_ci, fmt_num, fmt_pct
from ecotune.report.search_tables import model_metrics, within_round_spearman
from ecotune.analysis.stats import spearman

from report_fixtures import FULL_TASK, MINIMAL_TASK, build_results, write_minimal_task

pypdf = pytest.importorskip("pypdf")


def _text(pdf: Path) -> str:
    reader = pypdf.PdfReader(str(pdf))
    # Collapse whitespace: table cells and wrapped lines come out with varying spacing.
    return re.sub(r"\s+", " ", "\n".join(page.extract_text() for page in reader.pages))


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("results")
    return root, build_results(root)


@pytest.fixture(scope="module")
def rendered(results: tuple[Path, list[str]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    root, tasks = results
    return build_report(root, tasks, tmp_path_factory.mktemp("report")).parent


def _copy(results: tuple[Path, list[str]], tmp_path: Path) -> Path:
    dst = tmp_path / "res"
    shutil.copytree(results[0], dst)
    return dst


def test_load_results_reads_all_parts(results: tuple[Path, list[str]]) -> None:
    root, tasks = results
    data = load_results(root, tasks)
    full, minimal = data.tasks
    assert full.variants == ["latency", "energy", "nvml_only", "vendor"]
    assert set(full.searches) == {"latency", "energy", "nvml_only"}
    assert full.searches["energy"].model_eval is not None
    assert full.searches["energy"].search_log is not None
    assert len(full.searches["energy"].energy_candidates) > 0
    assert minimal.variants == ["latency", "vendor"]
    assert minimal.estimated and not full.estimated
    assert set(minimal.searches) == {"latency"}
    validate(data)


def test_report_sections_tables_and_labels(rendered: Path) -> None:
    text = _text(rendered / "report.pdf")
    for heading in ("Answers", "Findings", "Results", "Search", "Energy model", "Search cost", "Convergence",
                    "Case study", "Methodology"):
        assert heading in text, heading
    for name in (FULL_TASK, MINIMAL_TASK, "latency-tuned", "energy-aware", "measure-all ablation",
                 "vendor (cuBLAS)", "vendor (NumPy)", "geomean"):
        assert name in text, name
    assert "estimated" in text.lower()
    assert "Warning: estimated energy" in text
    assert "NVIDIA H200" in text and "cputime" in text
    # The case study shows what was recorded about the kernels, not pages of code.
    assert "Kernel sources" in text and "Registers per thread" in text and "__global__" not in text
    assert "cover measurement noise only" in " ".join(text.split())  # CIs say what they do not cover
    for stem in ("a_variants_1", "b_candidates_1", "c_model_1", "d_cost", "e_convergence_1"):
        for ext in ("png", "svg"):
            assert (rendered / "figures" / f"{stem}.{ext}").stat().st_size > 1000, stem
    summary = pd.read_csv(rendered / "tables" / "summary.csv")
    assert set(summary["task"]) == {FULL_TASK, MINIMAL_TASK}
    assert {"latency_us", "energy_mj_lo", "power_w", "energy_change_pct"} <= set(summary.columns)
    assert summary.loc[summary.task == MINIMAL_TASK, "energy_estimated"].all()
    for name in ("geomean", "ablation", "search", "model_eval", "case_study", "methodology"):
        assert (rendered / "tables" / f"{name}.csv").is_file(), name
    model = pd.read_csv(rendered / "tables" / "model_eval.csv")
    assert model["baseline_mape_pct"].notna().all() and "P × latency" in text
    assert not (rendered / ".typst-build").exists()


def _svg_text(path: Path) -> str:
    # Matplotlib draws SVG text as paths but keeps each string in a comment beside it.
    return " ".join(re.findall(r"<!-- (.*?) -->", path.read_text()))


def test_estimated_energy_is_labelled_in_figures(rendered: Path) -> None:
    assert "estimated" in _svg_text(rendered / "figures" / "a_variants_1.svg")


def test_every_energy_figure_says_estimated_when_the_meter_estimates(
        results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    path = root / "remeasure" / f"{FULL_TASK}.json"
    meta = json.loads(path.read_text())
    meta["meter"] = {"name": "cputime", "estimated": True}
    path.write_text(json.dumps(meta))
    out = build_report(root, results[1], tmp_path / "out").parent
    for stem in ("a_variants_1", "b_candidates_1", "c_model_1", "e_convergence_1"):
        assert "estimated" in _svg_text(out / "figures" / f"{stem}.svg"), stem
    text = _text(out / "report.pdf")
    assert f"energy (and power) for {FULL_TASK}, {MINIMAL_TASK}" in text


def test_two_renders_are_byte_identical(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root, tasks = results
    data = load_results(root, tasks)
    first = render_report(data, tmp_path / "one").read_bytes()
    second = render_report(data, tmp_path / "two").read_bytes()
    assert first == second
    for stem in ("a_variants_1.svg", "a_variants_1.png", "b_candidates_1.svg", "e_convergence_1.png"):
        assert (tmp_path / "one" / "figures" / stem).read_bytes() == (tmp_path / "two" / "figures" / stem).read_bytes()
    again = render_report(data, tmp_path / "one").read_bytes()  # re-render into a used folder
    assert again == first
    assert b"CreationDate" not in first and b"ModDate" not in first


def test_first_milestone_latency_and_vendor_only(tmp_path: Path) -> None:
    write_minimal_task(tmp_path / "res")
    pdf = build_report(tmp_path / "res", [MINIMAL_TASK], tmp_path / "out")
    text = _text(pdf)
    assert "No energy-aware kernel has been re-measured yet" in text
    assert "no case study" in text
    assert "latency–energy scatter is omitted" in text
    assert "model_eval.csv" in text
    assert not (tmp_path / "out" / "tables" / "case_study.csv").exists()


def test_no_meter_leaves_energy_empty(tmp_path: Path) -> None:
    write_minimal_task(tmp_path / "res", meter="none")
    shutil.rmtree(tmp_path / "res" / "tune")
    data = load_results(tmp_path / "res", [MINIMAL_TASK])
    validate(data)
    text = _text(render_report(data, tmp_path / "out"))
    assert "no energy meter" in text
    assert "No tuning search outputs" in text


def test_power_above_limit_is_refused(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    path = root / "remeasure" / f"{FULL_TASK}.csv"
    rows = pd.read_csv(path)
    rows.loc[3, "power_w"] = 905.0  # the limit is 700 W
    rows.to_csv(path, index=False)
    with pytest.raises(ImplausibleMeasurement, match=rf"{FULL_TASK}.*repeat.*905\.0 W.*power limit"):
        validate(load_results(root, results[1]))


def test_power_below_idle_is_refused(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    path = root / "remeasure" / f"{FULL_TASK}.csv"
    rows = pd.read_csv(path)
    rows.loc[0, "power_w"] = 40.0  # idle is 75 W
    rows.to_csv(path, index=False)
    with pytest.raises(ImplausibleMeasurement, match="below idle power"):
        validate(load_results(root, results[1]))


@pytest.mark.parametrize("column,value", [("latency_s", 0.0), ("energy_j", -1.0), ("energy_j", float("inf"))])
def test_nonpositive_or_nonfinite_is_refused(results: tuple[Path, list[str]], tmp_path: Path,
                                             column: str, value: float) -> None:
    root = _copy(results, tmp_path)
    path = root / "remeasure" / f"{MINIMAL_TASK}.csv"
    rows = pd.read_csv(path)
    rows.loc[1, column] = value
    rows.to_csv(path, index=False)
    with pytest.raises(ImplausibleMeasurement, match=rf"{MINIMAL_TASK}, variant \w+, repeat \d+: {column}"):
        validate(load_results(root, results[1]))


def test_failed_correctness_is_refused(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    path = root / "remeasure" / f"{FULL_TASK}.json"
    meta = json.loads(path.read_text())
    meta["correctness"]["energy"] = {"ok": False, "max_rel_error": 0.37}
    path.write_text(json.dumps(meta))
    with pytest.raises(ImplausibleMeasurement, match=rf"{FULL_TASK}, variant energy: failed the correctness"):
        validate(load_results(root, results[1]))


def test_missing_file_and_column_name_the_problem(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    with pytest.raises(ReportInputError, match="no_such_task.csv is missing"):
        load_results(root, ["no_such_task"])
    path = root / "remeasure" / f"{FULL_TASK}.summary.csv"
    pd.read_csv(path).drop(columns=["energy_change_hi"]).to_csv(path, index=False)
    with pytest.raises(ReportInputError, match="lacks column.*energy_change_hi"):
        load_results(root, [FULL_TASK])


def test_number_formatting() -> None:
    assert fmt_num(182.2153) == "182.2"
    assert fmt_num(2102.4) == "2102"
    assert fmt_num(0.0123456) == "0.01235"
    assert fmt_num(float("nan")) == "—"
    assert fmt_pct(-0.0858) == "\u22128.6"
    assert fmt_ci(181.77, 182.56, 182.2) == "[181.8, 182.6]"


def test_model_metrics() -> None:
    import numpy as np

    meas = np.array([1.0, 2.0, 3.0, 4.0])
    m = model_metrics(meas * 1.1, meas)
    assert m["n"] == 4 and abs(m["mape_pct"] - 10.0) < 1e-9 and m["spearman"] == pytest.approx(1.0)
    assert spearman(np.array([1.0, 2.0, 3.0]), np.array([3.0, 2.0, 1.0])) == pytest.approx(-1.0)


def test_a_predictor_is_ranked_inside_each_round_as_the_search_uses_it() -> None:
    import numpy as np

    # latency-ordered inside each round, with a scale that moves between rounds (the trivial
    # predictor's median power): perfect where the search ranks, poor pooled
    meas = np.array([1.0, 2.0, 3.0, 1.1, 2.1, 3.1, 9.0])
    pred = np.array([3.0, 4.0, 5.0, 0.1, 0.2, 0.3, 1.0])
    rounds = np.array([1, 1, 1, 2, 2, 2, 3])  # round 3 has too few pairs to rank
    assert within_round_spearman(pred, meas, rounds) == pytest.approx(1.0)
    assert model_metrics(pred, meas)["spearman"] < 0.5
    assert np.isnan(within_round_spearman(pred[:2], meas[:2], rounds[:2]))


def test_methodology_shows_requested_and_seen_window(rendered: Path) -> None:
    methodology = pd.read_csv(rendered / "tables" / "methodology.csv").set_index("item")["value"]
    window = methodology["Window per measurement"]
    assert "requested" in window and re.search(r"\d\.\d\d(–\d\.\d\d)? s seen", window), window
    assert "pci_bus_id" not in methodology["Energy meter"] and "pci bus id" not in methodology["Energy meter"]


def test_methodology_says_which_picks_were_one_kernel_measured_once(results: tuple[Path, list[str]],
                                                                     tmp_path: Path) -> None:
    from ecotune.report.methodology import methodology_frame

    root = _copy(results, tmp_path)
    identical = methodology_frame(load_results(root, results[1])).set_index("item")["value"]["Identical picks"]
    assert identical.startswith("none")
    meta_file = root / "remeasure" / f"{FULL_TASK}.json"
    meta = json.loads(meta_file.read_text())
    meta["same_kernel"] = {"energy@r0": "latency@r0"}
    meta["correctness"]["energy"] = {**meta["correctness"]["energy"], "same_kernel_as": "latency@r0"}
    meta_file.write_text(json.dumps(meta))
    methodology = methodology_frame(load_results(root, results[1])).set_index("item")["value"]
    assert methodology["Identical picks"].startswith(f"1 pick(s) were the same kernel as another method's (e.g. "
                                                     f"{FULL_TASK}: energy-aware r0 = latency-tuned r0)")
    checked = len(meta["correctness"]) - 1 + 2  # the minimal task's two; the copy is not a second check
    assert methodology["Correctness vs NumPy"].startswith(f"all {checked} checked kernels")


def test_summary_says_when_the_energy_pick_was_the_fastest(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    from ecotune.report.summary import picks_that_were_fastest
    root = _copy(results, tmp_path)
    best_json = root / "tune" / "energy" / FULL_TASK / "r0" / "best.json"
    best = json.loads(best_json.read_text())
    for same, expected in ((False, (0, 1)), (True, (1, 1))):
        best["pick"]["trace_hash"] = best["pick"]["fastest_trace_hash"] if same else "0xother"
        best_json.write_text(json.dumps(best))
        data = load_results(root, [FULL_TASK, MINIMAL_TASK])
        assert picks_that_were_fastest(data) == expected
    text = _text(build_report(root, [FULL_TASK, MINIMAL_TASK], tmp_path / "out"))
    assert "fastest kernel its own search found" in " ".join(text.split())


def test_energy_aware_against_the_ablation_is_paired_by_repeat(rendered: Path, results: tuple[Path, list[str]]) -> None:
    rows = pd.read_csv(results[0] / "remeasure" / f"{FULL_TASK}.csv")
    wide = rows.pivot_table(index="repeat", columns="variant", values="energy_j")
    expected = float(np.median(wide["energy"] / wide["nvml_only"] - 1)) * 100
    ablation = pd.read_csv(rendered / "tables" / "ablation.csv").set_index("task")
    assert list(ablation.index) == [FULL_TASK]  # the minimal task has no NVML-only pick
    assert ablation.loc[FULL_TASK, "energy_change_pct"] == pytest.approx(expected, rel=1e-5)
    for kind in ("", "_ci"):  # remeasure's bootstrap CI, and the interval the PDF prints
        lo, hi = ablation.loc[FULL_TASK, [f"energy_change_pct{kind}_lo", f"energy_change_pct{kind}_hi"]]
        assert lo <= expected <= hi
    text = _text(rendered / "report.pdf")
    assert "Against the measure-all ablation's pick" in text
    assert fmt_pct(expected / 100) in text


def test_trivial_power_times_latency_baseline() -> None:
    from ecotune.report import SearchData
    from ecotune.report.search_tables import power_times_latency
    cands = pd.DataFrame({
        "round": [0, 0, 0, 1, 1], "trace_hash": ["a", "b", "c", "d", "e"],
        "latency_s": [1e-4, 2e-4, 3e-4, 1.5e-4, 4e-4], "error": [None] * 5,
        "energy_j": [0.03, 0.05, 0.09, 0.04, float("nan")], "power_w": [300.0, 250.0, 300.0, 270.0, float("nan")],
    })
    evals = pd.DataFrame({"round": [0, 1, 1], "trace_hash": ["a", "d", "e"],
                          "predicted_energy_j": [0.03, 0.04, 0.1], "measured_energy_j": [0.03, 0.04, 0.1]})
    base = power_times_latency(SearchData("energy", cands, {}, None, model_eval=evals))
    # Round 0 has no earlier measurements; round 1 uses round 0's median power, 300 W.
    assert np.isnan(base[0])
    assert base[1:] == pytest.approx([300.0 * 1.5e-4, 300.0 * 4e-4])


def test_methodology_says_how_each_variant_was_launched(results: tuple[Path, list[str]], tmp_path: Path) -> None:
    root = _copy(results, tmp_path)
    meta_json = root / "remeasure" / f"{FULL_TASK}.json"

    def launch_row() -> str:
        out = tmp_path / f"out{len(list(tmp_path.glob('out*')))}"
        build_report(root, [FULL_TASK, MINIMAL_TASK], out)
        return pd.read_csv(out / "tables" / "methodology.csv").set_index("item")["value"]["Launch"]

    row = launch_row()
    assert row.startswith("tuned kernels: one call per launch, from Python"), row
    assert f"cuBLAS: CUDA graph of 100 calls per launch ({FULL_TASK})" in row, row
    assert f"NumPy: one call per launch, from Python ({MINIMAL_TASK})" in row, row
    # A run from before launch modes were recorded says so rather than guess.
    meta = json.loads(meta_json.read_text())
    del meta["vendor"]["launch"]
    meta_json.write_text(json.dumps(meta))
    (root / "vendor" / f"{FULL_TASK}.json").unlink()
    assert "cuBLAS: launch not recorded" in launch_row()


def test_figure_parts_are_even_and_later_parts_say_continued() -> None:
    from ecotune.report.plotting import _caption, _chunks
    for n in range(1, 20):
        for size in (4, 6):
            parts = [list(p) for p in _chunks(list(range(n)), size)]
            assert sum(parts, []) == list(range(n))
            assert len(parts) == -(-n // size) and max(map(len, parts)) - min(map(len, parts)) <= 1
    assert [len(p) for p in _chunks(list(range(7)), 6)] == [3, 4]  # not 6 and a lone 1
    assert _caption("Text.", 1) == "Text." and _caption("Text.", 2).startswith("(Continued.)")
