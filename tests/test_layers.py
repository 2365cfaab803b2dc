"""Dependencies point one way: core -> analysis -> ops -> energy -> measurement -> search ->
models -> report, with the workflow's stages on top; the folders are the layers. A module
imports its own layer or those below, never one above (measurement code that imported a
search, or the report the re-measurement, would rerun and break with code that is not
theirs), and no chain of imports leads back to where it started."""

from __future__ import annotations

import pytest

from code_graph import PACKAGE, imported_files, relative

# Bottom to top. Every module of the package sits in exactly one layer.
LAYERS = [
    ("core", ("__init__.py", "core/", "names.py")),  # what every job runs: errors, outputs, results schema, job start, safe names
    ("analysis", ("analysis/",)),  # statistics over the results tables
    ("ops", ("ops/", "config.py", "config_file.py", "config_values.py",
             "models/__init__.py", "models/tasks.py", "models/spec.py")),  # a model's task reads like a catalog one
    ("energy", ("energy/",)),
    ("measurement", ("measurement/",)),
    ("search", ("search/",)),
    ("models", tuple(f"models/{m}.py" for m in ("load", "extract", "compile", "energy", "framework", "zoo",
                                                "profile"))),
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
    allowed = {"core", "analysis", "ops", "report"}
    for path in (PACKAGE / "report").glob("*.py"):
        used = {LAYERS[layer_of(relative(p))][0] for p in imported_files(path)}
        assert used <= allowed, f"{relative(path)} imports from {sorted(used - allowed)}"


def test_measurement_builds_kernels_without_the_search():
    assert not any(relative(p).startswith("search/") for p in imported_files(PACKAGE / "measurement/kernels.py"))


def direct_imports(path) -> set:
    """The ecotune files `path` imports, but the __init__.py of its own packages: Python runs
    those before the module itself, so that edge closes no cycle."""
    parts = relative(path).split("/")
    own = {PACKAGE.joinpath(*parts[:i], "__init__.py") for i in range(len(parts))}
    return {p for p in imported_files(path) if p not in own and p != path}


def first_cycle(graph: dict) -> list | None:
    """One import cycle of graph (module -> modules it imports), as [a, b, ..., a], else None."""
    done, trail = set(), []

    def visit(node):
        if node in trail:
            return trail[trail.index(node):] + [node]
        if node in done:
            return None
        trail.append(node)
        for child in sorted(graph[node]):
            found = visit(child)
            if found:
                return found
        trail.pop()
        done.add(node)
        return None

    for node in sorted(graph):
        found = visit(node)
        if found:
            return found
    return None


def test_no_module_imports_itself_through_others():
    """An import cycle (runner.py and tune_loop.py once imported each other) ties modules that
    then change and load only together; lazy and TYPE_CHECKING imports count too."""
    graph = {relative(path): {relative(p) for p in direct_imports(path)}
             for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts}
    cycle = first_cycle(graph)
    assert cycle is None, f"import cycle: {' -> '.join(cycle)}"


def test_the_cycle_check_finds_a_cycle():
    assert first_cycle({"a.py": {"b.py"}, "b.py": {"c.py"}, "c.py": {"a.py"}, "d.py": {"a.py"}}) == [
        "a.py", "b.py", "c.py", "a.py"]
    assert first_cycle({"a.py": {"b.py"}, "b.py": set()}) is None
