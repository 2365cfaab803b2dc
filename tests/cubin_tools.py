"""What TVM generates and NVRTC builds, read without a GPU: the CUDA source of a scheduled
module (the compile callback stubbed out) and a cubin's sections, symbols and per-kernel
resources (registers, stack, parameter bank), so two builds can be compared kernel by kernel."""

from __future__ import annotations

import struct

# .nv.info attributes (EIATTR_*) that fix how a kernel runs: REGCOUNT, FRAME_SIZE,
# MIN_STACK_SIZE, MAX_STACK_SIZE (symbol, value pairs)
RESOURCE_ATTRIBUTES = {0x2F: "registers", 0x11: "frame_size", 0x12: "min_stack_size", 0x23: "max_stack_size"}
PARAM_CBANK = 0x0A  # EIATTR_PARAM_CBANK: (constant-bank symbol, offset << 0 | size << 16)


def generated_source(mod, target) -> str:
    """The CUDA source TVM generates for a scheduled module, compiling nothing. With TVM's
    CUDA runtime the build hands the source to the compile callback (a stub here; TVM 0.27
    passes the source alone on the H200, the target too elsewhere); without it, the built
    module keeps the source."""
    import tvm

    from ecotune.ops.cuda_compile import install
    from ecotune.ops.schedules import compile_module

    install()  # first: compile_module installs ecotune's callback, which would replace the stub
    previous = tvm.get_global_func("tvm_callback_cuda_compile", allow_missing=True)
    sources: list[str] = []
    tvm.register_global_func("tvm_callback_cuda_compile", lambda code, *_: sources.append(code) or bytearray(b"stub"),
                             override=True)
    try:
        module = compile_module(mod, target)
    finally:
        if previous is not None:
            tvm.register_global_func("tvm_callback_cuda_compile", previous, override=True)
    return sources[-1] if sources else module.imports[0].inspect_source("cuda")


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
