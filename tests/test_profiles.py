"""The profiles the README promises: plain `snakemake` loads the default one, and the SLURM
profile gives every GPU rule one GPU."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import yaml

from conftest import ROOT, TINY_CONFIG, write_config


def gpu_rules() -> set[str]:
    """Rules (and `use rule ... as` copies) whose resources ask for a GPU."""
    rules: set[str] = set()
    for smk in (ROOT / "workflow" / "rules").glob("*.smk"):
        text = smk.read_text()
        for match in re.finditer(r"^(?:rule|checkpoint) (\w+):(.*?)(?=^\S)", text + "\nEND", re.S | re.M):
            if re.search(r"resources:\s*\n\s*gpu=(1|vendor_gpus)", match.group(2)):
                rules.add(match.group(1))
        for base, copy in re.findall(r"^use rule (\w+) as (\w+)", text, re.M):
            if base in rules:
                rules.add(copy)
    return rules


def test_plain_snakemake_loads_the_default_profile_with_one_gpu(tmp_path):
    # No --cores, no --resources: what the README's plain `snakemake` types.
    write_config(tmp_path, TINY_CONFIG)
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    # --snakefile only because the workdir is not the repository root; the profile is found
    # next to the Snakefile either way.
    proc = subprocess.run([sys.executable, "-m", "snakemake", "--snakefile", str(ROOT / "Snakefile"),
                           "results/tasks"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600, input="")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert f"profile {ROOT / 'profiles' / 'default'}" in proc.stderr
    assert "Provided cores: 1" in proc.stderr
    assert re.search(r'Provided resources: gpu=(Resource\("gpu", )?1\b', proc.stderr)
    assert (tmp_path / "results" / "tasks" / "mm_tiny_64x64x64.json").is_file()


def test_slurm_profile_gives_every_gpu_rule_one_gpu():
    profile = yaml.safe_load((ROOT / "profiles" / "slurm" / "config.yaml").read_text())
    rules = gpu_rules()
    assert {"tune_latency", "tune_energy", "tune_nvml_only", "vendor_baseline", "remeasure"} <= rules
    missing = rules - set(profile["set-resources"])
    assert not missing, f"the SLURM profile has no set-resources for {sorted(missing)}"
    assert all(profile["set-resources"][rule]["gpu"] == 1 for rule in rules)
