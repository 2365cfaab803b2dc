"""A dry run shows the real plan: after changing one search knob, `snakemake -n` lists
exactly the jobs that then run, and only the stages the knob reaches.

One finished run of the default CPU shape (target auto, no GPU: the CPU preset) is copied,
mtimes and Snakemake's records kept, once per knob. A dry run cannot see past a checkpoint it
must re-run (it listed extract_tasks, report and all when the CPU preset's trial count was in
the checkpoint's params, while the real re-run was every search), so no knob here may put
extract_tasks in the plan. Once none does, the plan is complete and the run is the plan;
a real run confirms it for three knobs (the others are dry runs only, to keep CI short)."""

from __future__ import annotations

import copy
import re
import shutil

import pytest

from conftest import planned_jobs, snakemake, write_config

pytestmark = pytest.mark.slow

TINY_OP = {"name": "mm_tiny_64x64x64", "op": "matmul", "shape": {"M": 64, "N": 64, "K": 64}, "dtype": "float32"}
# target auto without a GPU: the CPU preset replaces operators and search budgets, as on a fresh clone
PLAN_CONFIG = {
    "target": "auto",
    "operators": [TINY_OP],
    "search": {"trials": 8, "trials_per_round": 4, "seed": 0, "builder_workers": 1, "population_size": 16},
    "cpu_preset": {"operators": [TINY_OP], "trials": 4, "trials_per_round": 4, "population_size": 8},
    "energy_search": {"M": 4, "search_window_s": 0.05},
    "measure": {"meter": "cputime", "window_s": 0.1, "warmup_s": 0.02, "repeats": 3, "seed": 0, "idle_s": 0.2},
}

# One task, one replicate: what a knob of every search (or a new replicate) re-runs ...
EVERY_SEARCH = {"tune_latency": 1, "tune_energy": 1, "tune_nvml_only": 1, "rerank": 1, "pick": 3,
                "remeasure": 1, "pareto": 1, "report": 1, "all": 1}
# ... a knob of the energy-measuring searches only (rerank follows the energy search's budget) ...
ENERGY_SEARCHES = {rule: n for rule, n in EVERY_SEARCH.items() if rule != "tune_latency"}
# ... and the final pick's slack, which steers no search (pareto picks at its own slacks).
PICKS = {"pick": 3, "remeasure": 1, "report": 1, "all": 1}

KNOBS = {  # id: (section, key, new value, the plan it must give, whether a real run checks it)
    "cpu_preset.trials": ("cpu_preset", "trials", 3, EVERY_SEARCH, True),
    "cpu_preset.trials_per_round": ("cpu_preset", "trials_per_round", 2, EVERY_SEARCH, False),
    "cpu_preset.population_size": ("cpu_preset", "population_size", 16, EVERY_SEARCH, False),
    "cpu_preset.replicates": ("cpu_preset", "replicates", 2, EVERY_SEARCH, False),  # replicate 1 only
    "search.seed": ("search", "seed", 1, EVERY_SEARCH, False),
    # the CPU preset's budget replaces these: nothing to re-run
    "search.trials": ("search", "trials", 16, {}, True),
    "search.trials_per_round": ("search", "trials_per_round", 8, {}, False),
    "search.population_size": ("search", "population_size", 32, {}, False),
    "search.replicates": ("search", "replicates", 2, {}, False),
    "energy_search.M": ("energy_search", "M", 2, ENERGY_SEARCHES, False),
    "energy_search.mu": ("energy_search", "mu", 0.2, ENERGY_SEARCHES, False),
    "energy_search.k_min": ("energy_search", "k_min", 0.5, ENERGY_SEARCHES, False),
    "energy_search.search_slack": ("energy_search", "search_slack", 1.5, ENERGY_SEARCHES, False),
    "energy_search.search_window_s": ("energy_search", "search_window_s", 0.04, ENERGY_SEARCHES, False),
    "energy_search.energy_weight": ("energy_search", "energy_weight", 0.5, ENERGY_SEARCHES, False),
    "energy_search.latency_slack": ("energy_search", "latency_slack", 0.1, PICKS, True),
}

JOB_LINE = re.compile(r"^(?:local)?(?:rule|checkpoint) (\w+):$")


def executed_jobs(proc) -> dict[str, int]:
    """Job counts of a real run, from the header Snakemake prints as each job starts."""
    counts: dict[str, int] = {}
    for line in proc.stderr.splitlines() + proc.stdout.splitlines():
        match = JOB_LINE.match(line.strip())
        if match:
            counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    return counts


@pytest.fixture(scope="module")
def base_run(tmp_path_factory):
    from ecotune.config import gpu_present

    if gpu_present():
        pytest.skip("target auto picks the GPU here: the CPU preset's knobs do not apply")
    workdir = tmp_path_factory.mktemp("plan_base")
    write_config(workdir, PLAN_CONFIG)
    return workdir, snakemake(workdir)


def test_a_cpu_run_says_at_start_and_end_that_energy_is_estimated(base_run):
    _, proc = base_run
    lines = proc.stderr.splitlines()
    notes = [i for i, line in enumerate(lines) if "energy is ESTIMATED in this run" in line]
    jobs = [i for i, line in enumerate(lines) if JOB_LINE.match(line.strip())]
    assert len(notes) == 2 and notes[0] < jobs[0] and notes[1] > jobs[-1], "\n".join(lines[i] for i in notes)
    assert "not measured" in lines[notes[0]] and "done; energy is ESTIMATED" in lines[notes[1]]


@pytest.mark.parametrize("knob", list(KNOBS))
def test_a_dry_run_after_one_knob_lists_the_jobs_that_then_run(base_run, tmp_path, knob):
    section, key, value, expected, real = KNOBS[knob]
    workdir = tmp_path / "run"
    shutil.copytree(base_run[0], workdir, symlinks=True, copy_function=shutil.copy2)  # mtimes kept
    config = copy.deepcopy(PLAN_CONFIG)
    config[section][key] = value
    write_config(workdir, config)
    plan = planned_jobs(snakemake(workdir, "-n"))
    assert "extract_tasks" not in plan  # a plan past a checkpoint to re-run would be incomplete
    assert plan == expected
    if real:
        assert executed_jobs(snakemake(workdir)) == plan
        assert planned_jobs(snakemake(workdir, "-n")) == {}  # and then nothing is left to do
