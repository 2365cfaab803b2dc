"""What TVM's libcu++ type_traits include costs NVRTC, and whether kernels built without it
are the same kernels (issue 12: builds are half of a search round on the H200).

For the first --limit candidates of each --database (a search's folder), the candidate's
CUDA source as TVM generates it for the H200 (sm_90) is compiled by NVRTC twice, as TVM
made it and as ecotune.cuda_compile leaves it (without the type_traits block where nothing
uses it), in alternating order, --workers candidates at a time. Host work only, no GPU:
the times are this machine's. The two cubins are compared section by section: the kernel
machine code (.text.*), and from .nv.info the register count, frame and stack sizes and
each kernel's parameter-bank size. Equal there means the GPU runs the same instructions
with the same resources; what differs is only the unused constants the header defines.

    CUDA_PATH=/usr/local/cuda python3 bench/nvrtc_header.py --workers 2 \\
        --database bench/results/foundation_h200/results/tune/latency/mm_1024x1024x1024 \\
        DIR/results/tune/latency/TASK/r0 ... --out bench/results/nvrtc_header_cpu2.json

(bench/results/README.md names the tasks: the BERT layer's and ResNet-50's committed work
folders, unpacked.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import struct
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from compile_cost import (  # noqa: E402 - beside this script (bench/)
    DEFAULT_DATABASE, H200, candidates_of, generated_source, load_candidates, scheduled,
)

from ecotune.outputs import write_json  # noqa: E402

# .nv.info attributes (EIATTR_*) that fix how a kernel runs: REGCOUNT, FRAME_SIZE,
# MIN_STACK_SIZE, MAX_STACK_SIZE (symbol, value pairs)
RESOURCE_ATTRIBUTES = {0x2F: "registers", 0x11: "frame_size", 0x12: "min_stack_size", 0x23: "max_stack_size"}
PARAM_CBANK = 0x0A  # EIATTR_PARAM_CBANK: (constant-bank symbol, offset << 0 | size << 16)


def elf_sections(blob: bytes) -> dict[str, bytes]:
    """Sections of a 64-bit little-endian ELF (a cubin) by name."""
    if blob[:4] != b"\x7fELF" or blob[4] != 2:
        raise ValueError("not a 64-bit ELF")
    table, = struct.unpack_from("<Q", blob, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", blob, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", blob, table + i * entry_size) for i in range(count)]
    names_at = headers[names_index][4]

    def name(offset: int) -> str:
        return blob[names_at + offset:blob.index(b"\0", names_at + offset)].decode()

    return {name(h[0]): b"" if h[1] == 8 else blob[h[4]:h[4] + h[5]] for h in headers}  # 8: SHT_NOBITS


def symbol_names(sections: dict[str, bytes]) -> list[str]:
    symtab, strtab = sections[".symtab"], sections[".strtab"]
    offsets = [struct.unpack_from("<I", symtab, i)[0] for i in range(0, len(symtab), 24)]
    return [strtab[o:strtab.index(b"\0", o)].decode() for o in offsets]


def kernel_resources(cubin: bytes) -> dict:
    """What decides how the kernels run: their machine code and the resources .nv.info
    gives them, with symbols named (symbol indices shift when a header adds symbols)."""
    sections = elf_sections(cubin)
    names = symbol_names(sections)
    out = {"text": {n: s for n, s in sections.items() if n.startswith(".text.")}, "resources": {}}
    for section, blob in sections.items():
        if not section.startswith(".nv.info"):
            continue
        i = 0
        while i + 4 <= len(blob):
            form, attribute = blob[i], blob[i + 1]
            size = struct.unpack_from("<H", blob, i + 2)[0] if form == 0x04 else 0  # 0x04: EIFMT_SVAL
            data = blob[i + 4:i + 4 + size]
            if attribute in RESOURCE_ATTRIBUTES and size >= 8:
                symbol, value = struct.unpack_from("<II", data)
                out["resources"][names[symbol], RESOURCE_ATTRIBUTES[attribute]] = value
            elif attribute == PARAM_CBANK and size >= 8:
                out["resources"][section, "param_bank"] = struct.unpack_from("<I", data, 4)[0]
            i += 4 + size
    return out


def compare(database: str, limit: int, index: int) -> dict:
    """In a worker: candidate `index` of `database` through NVRTC with and without the block."""
    import tvm
    from tvm.support import nvcc

    from ecotune.cuda_compile import without_unused_type_traits

    code = generated_source(scheduled(candidates_of(database, limit)[index]).mod, tvm.target.Target(H200))
    lean = without_unused_type_traits(code)
    row = {"database": "/".join(Path(database).parts[-2:]), "candidate": index, "source_chars": len(code),
           "stripped": lean is not code}
    built, seconds = {}, {"tvm": [], "lean": []}
    with tvm.target.Target(H200):
        for order in (("tvm", "lean"), ("lean", "tvm")):
            for variant in order:
                start = time.perf_counter()
                built[variant] = bytes(nvcc.compile_cuda(code if variant == "tvm" else lean, target_format="cubin",
                                                         arch="sm_90", compiler="nvrtc"))
                seconds[variant].append(time.perf_counter() - start)
    tvm_kernel, lean_kernel = kernel_resources(built["tvm"]), kernel_resources(built["lean"])
    row.update({f"{v}_s": statistics.median(s) for v, s in seconds.items()})
    row["text_equal"] = tvm_kernel["text"] == lean_kernel["text"] and bool(tvm_kernel["text"])
    row["resources_equal"] = tvm_kernel["resources"] == lean_kernel["resources"]
    row["registers"] = {k[0]: v for k, v in lean_kernel["resources"].items() if k[1] == "registers"}
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", type=Path, nargs="+", default=[DEFAULT_DATABASE], help="search folders")
    parser.add_argument("--limit", type=int, default=8, help="candidates per database")
    parser.add_argument("--workers", type=int, default=os.cpu_count())
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    jobs = [(str(d), args.limit, i) for d in args.database for i in range(len(load_candidates(d, args.limit)))]
    with ProcessPoolExecutor(args.workers) as pool:
        rows = list(pool.map(compare, *zip(*jobs)))
    stripped = [r for r in rows if r["stripped"]]
    summary = {
        "candidates": len(rows), "stripped": len(stripped),
        "text_and_resources_equal": sum(r["text_equal"] and r["resources_equal"] for r in stripped),
        "nvrtc_s_median": {v: statistics.median(r[f"{v}_s"] for r in rows) for v in ("tvm", "lean")},
        "nvrtc_s_total": {v: sum(r[f"{v}_s"] for r in rows) for v in ("tvm", "lean")},
    }
    write_json(args.out, {"what": "NVRTC with and without TVM's type_traits include, and whether the kernels are equal",
                          "machine": f"this host, {os.cpu_count()} cores, {args.workers} at a time; no GPU",
                          "target": H200, "summary": summary, "rows": rows})
    print(summary)
    return 0 if summary["text_and_resources_equal"] == len(stripped) else 1


if __name__ == "__main__":
    sys.exit(main())
