"""Every rule's script claims its GPU before anything can open CUDA (a GPU job once ran on
another job's GPU because `import tvm` opens CUDA, and CUDA reads CUDA_VISIBLE_DEVICES only then)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys

import pytest

from conftest import ROOT
from test_profiles import gpu_rules

SCRIPTS = sorted((ROOT / "scripts").glob("*.py"))


def script_of_rules() -> dict[str, set[str]]:
    """script file name -> the rules that run it (a `use rule ... as` copy runs its base's)."""
    scripts: dict[str, set[str]] = {}
    for smk in (ROOT / "workflow" / "rules").glob("*.smk"):
        text = smk.read_text()
        for rule, body in re.findall(r"^(?:rule|checkpoint) (\w+):(.*?)(?=^\S|\Z)", text, re.S | re.M):
            script = re.search(r'script:\s*\n\s*"[^"]*/scripts/(\w+\.py)"', body)
            if script:
                scripts.setdefault(script.group(1), set()).add(rule)
        for base, copy in re.findall(r"^use rule (\w+) as (\w+)", text, re.M):
            for rules in scripts.values():
                if base in rules:
                    rules.add(copy)
    return scripts


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_the_script_starts_the_job_before_any_other_import(script):
    body = ast.parse(script.read_text()).body
    body = body[1:] if isinstance(body[0], ast.Expr) else body  # the docstring
    first, second = body[0], body[1]
    assert isinstance(first, ast.ImportFrom) and first.module == "ecotune.core.job", ast.unparse(first)
    assert isinstance(second, ast.If) and "__main__" in ast.unparse(second.test)
    call = ast.unparse(second.body[0])
    assert call.startswith("log = start_job(snakemake.log[0]"), call
    rules = script_of_rules().get(script.name, set())
    assert rules, f"no rule runs {script.name}"
    wants_gpu = bool(rules & gpu_rules())
    # a rule whose GPU depends on the task claims one exactly when Snakemake reserved it
    claims = "gpu=True" in call or "gpu=snakemake.resources.gpu > 0" in call
    assert claims == wants_gpu, f"{script.name} (rules {sorted(rules)}): {call}"


def test_starting_a_job_imports_nothing_that_opens_cuda():
    code = ("import sys; import ecotune.core.job; "
            "opened = [m for m in ('tvm', 'torch', 'cupy', 'cuda') if m in sys.modules]; "
            "assert not opened, opened")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr


def test_a_job_that_keeps_torch_out_imports_tvm_without_it_and_its_stage_still_loads():
    pytest.importorskip("torch")  # only then is there an import to save
    code = ("import sys; from ecotune.core.job import keep_torch_out; keep_torch_out(); "
            "import tvm, ecotune.stages.tune_energy, ecotune.stages.rerank, ecotune.stages.pareto; "
            "assert 'torch' not in sys.modules\n"
            "try:\n    import torch\nexcept ImportError as why:\n    print(why)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert "torch is kept out of this job" in done.stdout


def test_the_workers_of_a_job_that_keeps_torch_out_start_without_it():
    pytest.importorskip("torch")
    # a TVM pool worker, as the builder, runner and energy worker start theirs
    code = ("from ecotune.core.job import keep_torch_out; keep_torch_out()\n"
            "from tvm.support.popen_pool import PopenPoolExecutor\n"
            "pool = PopenPoolExecutor(max_workers=1)\n"
            "print(pool.submit(eval, \"__import__('sys').modules.get('torch') is None "
            "and __import__('tvm') is not None\").result())\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
