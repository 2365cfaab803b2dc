"""Which imports open CUDA before a job's GPU claim can take effect? (issue 11's root cause)

CUDA reads CUDA_VISIBLE_DEVICES once, when it initialises. For each import a GPU job
script used to run before `claim_gpu()`, a fresh process imports it, then points
CUDA_VISIBLE_DEVICES at the *last* GPU and asks CUDA (driver API) which board its
device 0 is. If the import had initialised CUDA, device 0 is still the first board.
A last case claims first, then imports everything: what the job scripts do now.

On a machine with two or more GPUs (after `. .devkit/install`):
    python3 bench/cuda_init_order.py --out bench/results/cuda_init_order_h200.json
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from ecotune.gpu_slot import gpu_count, nvml_board  # noqa: E402
from ecotune.outputs import write_json  # noqa: E402

IMPORTS = {
    "nothing": "",
    "tvm": "import tvm",
    "tvm + target check": "import tvm; tvm.cuda(0).exist",
    "meta_schedule": "from tvm.s_tir import meta_schedule",
    "torch": "import torch",
    "old tune_energy imports": "from ecotune.search.energy_search import search_energy; "
                               "from ecotune.target import detect_target",
    "old remeasure imports": "from ecotune.baselines import vendor_kernel; from ecotune.evaluate import remeasure",
    "detect_target before claim": "from ecotune.target import detect_target; detect_target('cuda')",
}
PROBE = """
import os, sys
sys.path.insert(0, {src!r})
{imports}
os.environ["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"
os.environ["CUDA_VISIBLE_DEVICES"] = {visible!r}
from ecotune.board import cuda_device_bus_id
print(cuda_device_bus_id(0))
"""


def probe(imports: str, visible: str) -> str:
    code = PROBE.format(src=str(Path(__file__).resolve().parents[1] / "src"), imports=imports, visible=visible)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    return out.stdout.strip().splitlines()[-1] if out.returncode == 0 and out.stdout.strip() else \
        f"error: {out.stderr.strip().splitlines()[-1:]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    n = gpu_count()
    if n < 2:
        sys.exit(f"needs two GPUs or more; NVML sees {n}")
    last_bus, last_uuid = nvml_board(n - 1)
    first_bus, _ = nvml_board(0)
    cases = []
    for name, imports in IMPORTS.items():
        seen = probe(imports, last_uuid)
        cases.append({"imports_before_claim": name, "code": imports, "cuda_device0_bus_id": seen,
                      "follows_claim": seen == last_bus})
        print(f"{name:32s} device 0 = {seen}  ({'follows the claim' if seen == last_bus else 'DOES NOT follow'})")
    write_json(args.out, {"claimed_bus_id": last_bus, "first_bus_id": first_bus, "cases": cases})


if __name__ == "__main__":
    main()
