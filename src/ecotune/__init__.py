"""ecotune: energy-aware tensor-kernel tuning on TVM MetaSchedule."""

from __future__ import annotations

import hashlib
from pathlib import Path

__version__ = "0.1.0"

# What each workflow stage's results depend on in the library (modules and subpackages),
# for `code_hash`: the workflow passes these hashes as params, and a recorded search resumes
# only under the same hash. Each covers what its stage module (ecotune/stages/) imports, so
# an edit reruns the stages that run the edited code and no other: the energy model and the
# pick are not the latency search's, the pick is not the searches'. tests/test_stage_code.py
# checks both against the imports.
# the packages the modules sit in: a docstring each, which Python runs with any module in
# them; counted for every job rather than stage by stage
_ROLE_PACKAGES = tuple(f"{p}/__init__.py" for p in ("core", "analysis", "ops", "measurement"))
_JOB = (*_ROLE_PACKAGES, "__init__.py", "core/job.py", "core/lifeline.py", "core/gpu_slot.py", "core/board.py",
        "core/runlog.py", "core/errors.py", "core/outputs.py",
        "core/results.py", "stages/__init__.py")  # every job runs these (ecotune.core.job), and writes results
_CORE = (*_JOB, "ops/workloads.py", "names.py", "ops/conv.py", "models/__init__.py", "models/tasks.py",
         "models/spec.py",
         "ops/target.py", "config.py", "config_values.py")  # config*.py: what turns config.yaml into params
_KERNELS = ("ops/schedules.py", "ops/cuda_compile.py",
            "ops/tuning_db.py")  # searched kernels: compile, export, read back
_SEARCH_LOOP = (*(f"search/{m}.py" for m in ("__init__", "builder", "lookahead", "runner", "settings", "spaces",
                                                   "tune_loop", "warmup", "work_dir")),
                "measurement/cold_timing.py")
_ENERGY_SEARCH = tuple(f"search/{m}.py" for m in ("decisions", "energy_model", "energy_runner", "energy_rounds",
                                                   "energy_search"))
_MEASURE = ("energy", "measurement/measure.py", "measurement/kernels.py", "measurement/cold_timing.py",
            "measurement/baselines.py", "ops/schedules.py", "ops/cuda_compile.py")
# all of models/ but profile.py, a bench's tool (bench/model_profile.py) that no stage runs
_MODELS = tuple(f"models/{m}.py" for m in ("__init__", "compile", "energy", "extract", "framework", "load", "spec",
                                           "tasks", "zoo"))
STAGE_CODE: dict[str, tuple[str, ...]] = {
    "extract": (*_CORE, "ops/schedules.py", "ops/cuda_compile.py", *_MODELS, "stages/extract.py"),
    "tune": (*_CORE, *_KERNELS, *_SEARCH_LOOP, "search/latency.py", "stages/tune_latency.py"),
    "tune_energy": (*_CORE, *_KERNELS, *_SEARCH_LOOP, *_ENERGY_SEARCH, "energy", "measurement/measure.py",
                    "measurement/kernels.py",
                    "analysis/stats.py", "stages/tune_energy.py"),  # kernels.py: the energy worker's CUDA graphs
    "rerank": (*_CORE, *_KERNELS, *_SEARCH_LOOP, "search/energy_runner.py", "search/rerank.py", "energy",
               "measurement/measure.py", "measurement/kernels.py", "analysis/stats.py", "stages/rerank.py"),
    "pick": (*_CORE, *_KERNELS, "search/__init__.py", "search/work_dir.py", "search/decisions.py",
             "search/energy_model.py", "search/pick.py", "analysis/stats.py", "stages/pick.py"),
    "vendor": (*_CORE, *_MEASURE, "stages/vendor.py"),
    "remeasure": (*_CORE, *_MEASURE, "ops/tuning_db.py", "analysis/stats.py", "measurement/evaluate.py",
                  "stages/remeasure.py"),
    "pareto": (*_CORE, *_MEASURE, "ops/tuning_db.py", "analysis/stats.py", "measurement/evaluate.py",
               "analysis/pareto.py", "stages/pareto.py"),
    "model_energy": (*_CORE, *_MEASURE, "ops/tuning_db.py", "analysis/stats.py", "measurement/evaluate.py", *_MODELS,
                     "stages/model_energy.py"),
    "report": (*_JOB, "ops/workloads.py", "names.py", "ops/conv.py", "models/__init__.py", "models/tasks.py",
               "models/spec.py", "analysis/stats.py",
               "analysis/replicate_stats.py", "analysis/pareto.py", "report", "stages/report.py"),
}


def code_hash(*parts: str) -> str:
    """Hash of the package source (or of the named modules and subpackages, e.g. "search",
    "ops/workloads.py"), so Snakemake reruns a rule when the library code it runs changes, and
    only then: a change to the report code must not rerun an hour of tuning.
    """
    digest = hashlib.sha256()
    root = Path(__file__).parent
    selected = [root / part for part in parts] or [root]
    files = {p for base in selected for p in ([base] if base.is_file() else base.rglob("*"))}
    for path in sorted(files):
        if path.suffix in {".py", ".typ"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
