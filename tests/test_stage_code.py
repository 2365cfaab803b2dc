"""Stage code hashes (ecotune.STAGE_CODE): each covers the code its rule runs, and an edit
changes the hashes of the stages that run the edited code and no other, so it reruns what
it affects: never an hour of tuning for a change to the energy model, the pick or the report."""

from __future__ import annotations

import importlib.util
import re
import shutil

import pytest

import ecotune
from code_graph import PACKAGE, ROOT, closure, relative

# The rule scripts and their library stages (ecotune/stages/), by the stage whose CODE[...]
# their rules pass.
SCRIPTS = {"extract": "extract_tasks", "tune": "tune_latency", "tune_energy": "tune_energy", "rerank": "rerank",
           "pick": "pick", "vendor": "vendor_baseline", "remeasure": "remeasure", "model_energy": "model_energy",
           "pareto": "pareto", "report": "report"}
STAGE_MODULES = {"extract": "extract", "tune": "tune_latency", "tune_energy": "tune_energy", "rerank": "rerank",
                 "pick": "pick", "vendor": "vendor", "remeasure": "remeasure", "model_energy": "model_energy",
                 "pareto": "pareto", "report": "report"}


def covers(parts: tuple[str, ...], path: str) -> bool:
    return any(path == part or path.startswith(part.rstrip("/") + "/") for part in parts)


def test_every_listed_part_exists():
    for stage, parts in ecotune.STAGE_CODE.items():
        missing = [part for part in parts if not (PACKAGE / part).exists()]
        assert not missing, f"STAGE_CODE[{stage!r}] names {missing}, which do not exist"


@pytest.mark.parametrize("stage", sorted(SCRIPTS))
def test_each_stage_hash_covers_everything_its_script_imports(stage):
    script = ROOT / "scripts" / f"{SCRIPTS[stage]}.py"
    ran = {relative(path) for path in closure([script]) if path.is_relative_to(PACKAGE)}
    # the script runs its own stage and no other (so that the hashes stay apart)
    assert {p for p in ran if p.startswith("stages/")} == {"stages/__init__.py", f"stages/{STAGE_MODULES[stage]}.py"}
    uncovered = sorted(path for path in ran if not covers(ecotune.STAGE_CODE[stage], path))
    assert not uncovered, f"the {stage} rule runs {uncovered}, but its code hash does not cover them"


def test_every_rule_passes_its_own_stage_hash():
    """Each rule's script is the one SCRIPTS pairs with the CODE[...] it passes."""
    for smk in (ROOT / "workflow" / "rules").glob("*.smk"):
        for rule in re.split(r"\n(?=(?:rule|checkpoint) )", smk.read_text()):
            code, script = re.search(r'code=CODE\["(\w+)"\]', rule), re.search(r'scripts/(\w+)\.py', rule)
            if code and script:
                assert SCRIPTS[code.group(1)] == script.group(1), rule.splitlines()[0]


@pytest.fixture(scope="module")
def package_copy(tmp_path_factory):
    """A copy of src/ecotune, loaded as a package of its own, whose files a test may edit."""
    root = tmp_path_factory.mktemp("src") / "ecotune_copy"
    shutil.copytree(PACKAGE, root, ignore=shutil.ignore_patterns("__pycache__"))
    spec = importlib.util.spec_from_file_location("ecotune_copy", root / "__init__.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return root, module


def hashes(module) -> dict[str, str]:
    return {stage: module.code_hash(*parts) for stage, parts in module.STAGE_CODE.items()}


# (edited file, the stages whose hash it must change; every other stage's must stay)
EDITS = [
    ("search/energy_model.py", {"tune_energy", "pick"}),
    ("search/pick.py", {"pick"}),
    ("search/decisions.py", {"tune_energy", "pick"}),
    ("search/latency.py", {"tune"}),
    ("stages/tune_latency.py", {"tune"}),
    ("report/summary.py", {"report"}),
    ("measurement/evaluate.py", {"remeasure", "pareto", "model_energy"}),
    ("measurement/baselines.py", {"vendor", "remeasure", "pareto", "model_energy"}),
    ("ops/schedules.py", {"tune", "tune_energy", "rerank", "pick", "vendor", "remeasure", "pareto", "model_energy",
                      "extract"}),
    ("analysis/pareto.py", {"pareto", "report"}),
    ("models/compile.py", {"model_energy", "extract"}),
    ("search/rerank.py", {"rerank"}),
    ("core/results.py", set(ecotune.STAGE_CODE)),
    ("core/job.py", set(ecotune.STAGE_CODE)),
    ("names.py", set(ecotune.STAGE_CODE)),  # task names become paths in every stage
    ("models/profile.py", set()),  # a bench's tool (bench/model_profile.py): no stage runs it
]


@pytest.mark.parametrize("edited, changed", EDITS, ids=[edit for edit, _ in EDITS])
def test_an_edit_changes_the_hashes_of_the_stages_that_run_it_only(package_copy, edited, changed):
    root, module = package_copy
    before = hashes(module)
    path = root / edited
    text = path.read_text()
    try:
        path.write_text(text + "\n# an edit\n")
        after = hashes(module)
    finally:
        path.write_text(text)
    assert {stage for stage in before if before[stage] != after[stage]} == changed


def test_editing_the_energy_model_or_the_pick_leaves_the_latency_search_alone():
    """The issue's example, said plainly: neither is code the latency search runs."""
    tune = ecotune.STAGE_CODE["tune"]
    for edited in ("search/energy_model.py", "search/pick.py", "search/decisions.py", "stages/pick.py"):
        assert not covers(tune, edited)
    assert not covers(ecotune.STAGE_CODE["tune_energy"], "search/pick.py")
