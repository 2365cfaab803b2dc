"""Dependencies point one way: workloads/target -> energy -> measure -> search -> evaluate ->
report, with the workflow's stages on top. A module imports its own layer or those below,
never one above (measurement code that imported a search, or the report the re-measurement,
would rerun and break with code that is not theirs)."""

from __future__ import annotations

import pytest

from code_graph import PACKAGE, imported_files, relative

# Bottom to top. Every module of the package sits in exactly one layer.
LAYERS = [
    ("foundation", ("__init__.py", "core/errors.py", "core/outputs.py", "core/results.py", "analysis/stats.py",
                    "core/board.py", "core/lifeline.py",
                    "core/runlog.py", "core/gpu_slot.py", "core/job.py",
                    "analysis/replicate_stats.py", "analysis/pareto.py")),
    ("workloads/target", ("ops/workloads.py", "ops/conv.py", "ops/target.py", "config.py", "ops/schedules.py",
                          "ops/cuda_compile.py",
                          "ops/tuning_db.py",
                          "models/__init__.py", "models/tasks.py", "models/spec.py")),  # a model's task reads like a catalog one
    ("energy", ("energy/",)),
    ("measure", ("measurement/measure.py", "measurement/kernels.py", "measurement/baselines.py",
                 "measurement/cold_timing.py")),
    ("search", ("search/",)),
    ("evaluate", ("measurement/evaluate.py",)),
    ("models", (*(f"models/{m}.py" for m in ("load", "extract", "compile", "energy", "framework", "zoo")),
                "models/profile.py")),  # a bench's tool, outside models/ so that no stage's code hash has it
    ("report", ("report/",)),
    ("stages", ("stages/", "cli.py")),
]


def layer_of(path: str) -> int:
    found = [i for i, (_, parts) in enumerate(LAYERS) for part in parts
             if path == part or (part.endswith("/") and path.startswith(part))]
    assert len(found) == 1, f"{path} belongs to {len(found)} layers; give it one in LAYERS"
    return found[0]


MODULES = sorted(relative(p) for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("module", MODULES)
def test_imports_point_down(module):
    mine = layer_of(module)
    up = sorted(f"{relative(p)} ({LAYERS[layer_of(relative(p))][0]})"
                for p in imported_files(PACKAGE / module) if layer_of(relative(p)) > mine)
    assert not up, f"{module} ({LAYERS[mine][0]}) imports a layer above it: {', '.join(up)}"


def test_stages_import_no_other_stage():
    for path in (PACKAGE / "stages").glob("*.py"):
        others = {relative(p) for p in imported_files(path)
                  if relative(p).startswith("stages/") and p not in (path, PACKAGE / "stages" / "__init__.py")}
        assert not others, f"{relative(path)} imports {sorted(others)}: each stage's code hash must stay its own"


def test_the_report_reads_results_and_runs_nothing():
    """The report works from the results tables alone (it renders on a machine without a
    GPU, from another machine's results): nothing that measures, searches or re-measures."""
    allowed = {"foundation", "workloads/target", "report"}
    for path in (PACKAGE / "report").glob("*.py"):
        used = {LAYERS[layer_of(relative(p))][0] for p in imported_files(path)}
        assert used <= allowed, f"{relative(path)} imports from {sorted(used - allowed)}"


def test_measurement_builds_kernels_without_the_search():
    assert not any(relative(p).startswith("search/") for p in imported_files(PACKAGE / "measurement/kernels.py"))
