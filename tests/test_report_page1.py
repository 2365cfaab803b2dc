"""Page 1 of the report: verdict lines, one table and one figure, each traceable to a CSV, with
estimated energies marked and no number printed in a form it does not have."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from ecotune.report import build_report
from ecotune.report.fmt import EST, NO_SPREAD, fmt_change, fmt_interval, fmt_num, fmt_pct, fmt_times
from ecotune.report.overview import shown_kind, verdicts_display, verdicts_frame
from ecotune.report.replicates import claims_sentences

from report_fixtures import CPU_TASK, FULL_TASK, build_results, write_cpu_run

pypdf = pytest.importorskip("pypdf")


def _pages(pdf: Path) -> list[str]:
    return [re.sub(r"\s+", " ", p.extract_text()) for p in pypdf.PdfReader(str(pdf)).pages]


def _svg_text(path: Path) -> str:
    return " ".join(re.findall(r"<!-- (.*?) -->", path.read_text()))


@pytest.fixture(scope="module")
def cpu(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cpu")
    return build_report(root / "res", write_cpu_run(root / "res"), root / "out").parent


@pytest.fixture(scope="module")
def gpu(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("gpu")
    return build_report(root / "res", build_results(root / "res"), root / "out").parent


def test_numbers_that_round_to_zero_have_no_sign_and_a_point_interval_is_one_value() -> None:
    assert fmt_pct(-0.00001) == "0.0" and fmt_pct(0.00001) == "0.0" and fmt_pct(-0.012) == "−1.2"
    assert fmt_num(-0.00001, decimals=1) == "0.0" and fmt_change(-4e-5) == "0.0 %"
    assert fmt_change(-0.063, EST) == "−6.3 %*" and fmt_change(float("nan")) == "n/a"
    assert fmt_interval(0.59, 0.59, fmt_times) == f"({NO_SPREAD})"
    assert fmt_interval(0.5912, 0.5949, fmt_times) == f"({NO_SPREAD})"  # bounds that print alike
    assert fmt_interval(0.5, 0.6, fmt_times) == "[0.50×, 0.60×]"
    assert fmt_interval(-0.12, 0.026) == "[−12.0 %, +2.6 %]" and fmt_interval(np.nan, 1.0) == ""


def test_page_one_leads_with_verdicts_a_table_and_a_figure(cpu: Path) -> None:
    page1 = _pages(cpu / "report.pdf")[0]
    assert "Answers" in page1 and "Energy-aware vs latency-only search" in page1
    assert "Search cost: energy-aware vs measure-all search" in page1
    assert "Per task and method" in page1 and "Energy per call of each method's pick" in page1
    assert (cpu / "figures" / "o_overview_1.svg").is_file()
    verdicts = pd.read_csv(cpu / "tables" / "verdicts.csv")
    assert {"question", "estimate", "low", "high", "unit", "n_tasks", "estimated", "interval_kind"} <= set(verdicts)
    assert set(verdicts["question"]) == {"energy_vs_latency", "search_cost_vs_nvml_only"}
    # the statistical fine print sits in the methodology, which page 1 points to
    assert "two-level bootstrap" not in page1 and "Intervals" in page1
    assert "two-level bootstrap that resamples replicate pairs" in " ".join(_pages(cpu / "report.pdf"))


def test_every_number_on_page_one_is_a_row_of_its_csv(cpu: Path, gpu: Path) -> None:
    for out in (cpu, gpu):
        page1 = " ".join(_pages(out / "report.pdf")[:1])
        verdicts = pd.read_csv(out / "tables" / "verdicts.csv")
        for r in verdicts[verdicts["shown"]].itertuples(index=False):
            mark = EST if r.estimated else ""
            value = fmt_change(r.estimate / 100, mark) if r.unit == "%" else fmt_times(r.estimate, mark)
            assert value in page1, (r.quantity, value)
            if r.unit == "%" and r.low != r.high:
                assert fmt_interval(r.low / 100, r.high / 100) in page1, r.quantity
        overview = pd.read_csv(out / "tables" / "overview.csv")
        for r in overview.itertuples(index=False):
            mark = EST if r.energy_estimated else ""
            assert fmt_num(r.latency_us) in page1 and fmt_num(r.energy_mj) + mark in page1, (r.task, r.method)
            if r.method != "latency":
                assert fmt_pct(r.energy_change_pct / 100) + mark in page1, (r.task, r.method)


def test_estimated_energy_is_marked_in_verdicts_table_and_figure(cpu: Path, gpu: Path) -> None:
    page1 = _pages(cpu / "report.pdf")[0]
    verdicts = pd.read_csv(cpu / "tables" / "verdicts.csv")
    energy = verdicts[verdicts["shown"] & verdicts["quantity"].str.startswith("energy change")]
    assert energy["estimated"].all() and not verdicts.loc[verdicts["unit"] == "x", "estimated"].any()
    for r in energy.itertuples(index=False):
        assert f"estimated energy {fmt_change(r.estimate / 100, EST)}" in page1
    assert re.search(r"Numbers marked \S are estimated", page1)
    svg = _svg_text(cpu / "figures" / "o_overview_1.svg")
    assert "(estimated)" in svg and "%*" in svg
    # a measured GPU task carries no mark
    overview = pd.read_csv(gpu / "tables" / "overview.csv")
    assert not overview.loc[overview["task"] == FULL_TASK, "energy_estimated"].any()


def test_no_degenerate_interval_and_no_negative_zero_anywhere(cpu: Path) -> None:
    pages = _pages(cpu / "report.pdf")
    text = " ".join(pages)
    same = [m.group(0) for m in re.finditer(r"\[([^\[\],]+), \1\]", text)]
    assert not same, same
    assert "−0.0 " not in text and "-0.0 " not in text and "+0.0 " not in text
    # one replicate: the search-cost ratios have no interval and say so
    assert f"({NO_SPREAD})" in pages[0]
    for svg in (cpu / "figures").glob("*.svg"):
        assert not re.search(r"[−-]0\.0 %", _svg_text(svg)), svg


def test_overview_figure_prints_zero_as_zero(tmp_path: Path) -> None:
    import matplotlib.pyplot as plt
    from ecotune.report.figures_replicates import fig_overview
    from ecotune.report.plotting import STYLE
    nan = np.nan
    frame = pd.DataFrame([{"task": CPU_TASK, "method": "energy", "energy_change_pct": -0.004,
                           "energy_change_pct_ci_lo": -1.0, "energy_change_pct_ci_hi": 1.0,
                           "energy_change_pct_t_ci_lo": nan, "energy_change_pct_t_ci_hi": nan,
                           "interval_kind": "bootstrap", "replicates": 1, "energy_estimated": False}])
    with plt.rc_context(STYLE):
        fig_overview(frame, tmp_path)
    svg = _svg_text(tmp_path / "o_overview_1.svg")
    assert "0.0 %" in svg and "−0.0" not in svg and "-0.0" not in svg


def _answer(replicates: int) -> dict:
    change = {"energy_change": -0.05, "energy_ci_lo": -0.11, "energy_ci_hi": 0.02, "energy_t_ci_lo": -0.16,
              "energy_t_ci_hi": 0.08, "latency_change": -0.006, "latency_ci_lo": -0.06, "latency_ci_hi": 0.05,
              "latency_t_ci_lo": -0.09, "latency_t_ci_hi": 0.08, "per_task": {"a": {}, "b": {}}}
    ratio = {"ratio": 0.94, "ci_lo": 0.83, "ci_hi": 1.07, "t_ci_lo": 0.78, "t_ci_hi": 1.14, "per_task": {"a": []}}
    return {"replicates": replicates, "estimated": False, "energy_vs_latency": change,
            "energy_vs_nvml_only": change, "measurements_ratio_vs_nvml_only": ratio,
            "wall_time_ratio_vs_nvml_only": ratio | {"t_ci_lo": np.nan, "t_ci_hi": np.nan}}


def test_few_replicates_show_the_t_interval_and_say_so() -> None:
    assert shown_kind(1) == "bootstrap" and shown_kind(3) == "t" and shown_kind(12) == "bootstrap"
    frame = verdicts_frame(_answer(3))
    shown = frame[frame["shown"]].set_index(["question", "quantity"])
    assert shown.loc[("energy_vs_latency", "energy change"), "interval_kind"] == "t"
    assert shown.loc[("energy_vs_latency", "energy change"), "low"] == pytest.approx(-16.0)
    # a ratio without a t interval (a task with one pair) falls back to the bootstrap, by name
    assert shown.loc[("search_cost_vs_nvml_only", "search wall time ratio"), "interval_kind"] == "bootstrap"
    lines = {v["question"]: v for v in verdicts_display(frame)}
    first = lines["Energy-aware vs latency-only search"]
    assert "energy −5.0 % [−16.0 %, +8.0 %]" in first["text"] and "t interval" in first["scope"]
    assert first["verdict"].startswith("no difference shown")
    cost = lines["Search cost: energy-aware vs measure-all search"]["text"]
    assert "energy measurements 0.94× [0.78×, 1.14×]" in cost
    assert "search wall time 0.94× [0.83×, 1.07×] (bootstrap over replicate pairs)" in cost


def test_claims_mark_estimated_energy_and_say_which_ratio_they_give() -> None:
    answer = _answer(1) | {"estimated": True, "equal_final_energy_vs_nvml_only": True}
    same = {"ratio": 0.59, "ci_lo": 0.59, "ci_hi": 0.59, "t_ci_lo": np.nan, "t_ci_hi": np.nan}
    answer["measurements_ratio_vs_nvml_only"] = answer["wall_time_ratio_vs_nvml_only"] = same
    text = " ".join(claims_sentences(answer))
    assert "estimated energy −5.0 %* [" in text and "final estimated energy −5.0 %*" in text
    assert "geometric means over tasks of each replicate pair's ratio" in text
    assert "[0.59×, 0.59×]" not in text and f"0.59× the energy measurements ({NO_SPREAD})" in text


def test_a_zero_width_interval_over_repeats_reads_no_spread() -> None:
    from ecotune.report.fmt import NO_WIDTH, fmt_ci, num_cell, pct_cell
    assert pct_cell(0.0, 0.0, 0.0) == {"v": "0.0", "ci": f"({NO_WIDTH})"}
    assert num_cell(3.123, 3.123, 3.123)["ci"] == f"({NO_WIDTH})" and fmt_ci(1.0, 1.0, 1.0) == f"({NO_WIDTH})"
    assert pct_cell(-2.0, -3.0, -1.0)["ci"] == "[−3.0, −1.0]"
