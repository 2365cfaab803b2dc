"""2-D convolution, plain, grouped and depthwise: its TIR compute and its NumPy arithmetic.

Layouts are NCHW data and OIHW weights; with `groups` g the weight is [F, C/g, R, S] and
output channel f reads input channels [(f // (F/g)) * (C/g), ... + C/g), as in PyTorch,
cuDNN and ONNX. Depthwise is g = C = F. `workloads.OperatorSpec` describes the operator;
this module only does the arithmetic, so that the catalog stays readable.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np


def conv_out(size: int, kernel: int, stride: int, pad: int) -> int:
    return (size + 2 * pad - kernel) // stride + 1


def conv2d_padded(padded: np.ndarray, w: np.ndarray, stride: int, out_hw: tuple[int, int],
                  groups: int = 1) -> np.ndarray:
    """Convolve an already padded input (N, C, H + 2p, W + 2p) with w (F, C/groups, R, S).

    Computes in the inputs' dtype (fp64 for the reference, fp32 for the NumPy vendor) and
    returns (N, F, OH, OW). groups == 1 is one tensordot over an im2col view; grouped
    convolution is one batched matmul with the groups as the batch.
    """
    oh, ow = out_hw
    n, c = padded.shape[:2]
    f, cpg, r, s = w.shape
    if c != cpg * groups or f % groups:
        raise ValueError(f"conv2d: weight {w.shape} does not fit {c} input channels in {groups} groups")
    win = np.lib.stride_tricks.sliding_window_view(padded, (r, s), axis=(2, 3))
    win = win[:, :, ::stride, ::stride][:, :, :oh, :ow]  # (N, C, OH, OW, R, S), a view
    if groups == 1:
        return np.tensordot(win, w, axes=([1, 4, 5], [1, 2, 3])).transpose(0, 3, 1, 2)
    fpg = f // groups
    # im2col per group: (G, N*OH*OW, C/G*R*S) @ (G, C/G*R*S, F/G) -> (G, N*OH*OW, F/G)
    cols = win.reshape(n, groups, cpg, oh, ow, r, s).transpose(1, 0, 3, 4, 2, 5, 6)
    cols = cols.reshape(groups, n * oh * ow, cpg * r * s)
    kern = w.reshape(groups, fpg, cpg * r * s).transpose(0, 2, 1)
    out = np.matmul(cols, kern).reshape(groups, n, oh, ow, fpg)
    return out.transpose(1, 0, 4, 2, 3).reshape(n, f, oh, ow)


def pad_nchw(x: np.ndarray, pad: int) -> np.ndarray:
    return np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad))) if pad else x


def conv2d_te(a: Any, b: Any, dims: Mapping[str, int], out_shape: tuple[int, ...],
              acc: Callable[[Any], Any]) -> Any:
    """The te compute of conv2d (groups from dims, default 1) over placeholders a and b.

    groups == 1 gives exactly the TIR ecotune always built (so tuning databases of plain
    convolutions stay valid); depthwise drops the unit input-channel reduction, as TOPI's
    depthwise_conv2d_nchw does, so MetaSchedule does not tile an axis of extent 1.
    """
    import tvm
    from tvm import te

    n_, ch, h, w = (dims[k] for k in ("N", "C", "H", "W"))
    p, st, g = dims["pad"], dims["stride"], dims.get("groups", 1)
    dt = a.dtype
    data = a
    if p:
        data = te.compute(
            (n_, ch, h + 2 * p, w + 2 * p),
            lambda n, c, y, x: tvm.tirx.if_then_else(  # same names as before groups
                tvm.tirx.all(y >= p, y < h + p, x >= p, x < w + p),
                a[n, c, y - p, x - p], tvm.tirx.const(0, dt)),
            name="pad_temp")
    ry = te.reduce_axis((0, dims["R"]), name="ry")
    rx = te.reduce_axis((0, dims["S"]), name="rx")
    if g == 1:
        rc = te.reduce_axis((0, ch), name="rc")
        return te.compute(
            out_shape,
            lambda n, f, y, x: te.sum(
                acc(data[n, rc, y * st + ry, x * st + rx]) * acc(b[f, rc, ry, rx]),
                axis=[rc, ry, rx]),
            name="conv2d_nchw")
    cpg, fpg = ch // g, dims["F"] // g
    if cpg == 1:  # depthwise (fpg is the channel multiplier, 1 for MobileNet-style layers)
        return te.compute(
            out_shape,
            lambda n, f, y, x: te.sum(
                acc(data[n, f // fpg, y * st + ry, x * st + rx]) * acc(b[f, 0, ry, rx]),
                axis=[ry, rx]),
            name="depthwise_conv2d_nchw")
    rc = te.reduce_axis((0, cpg), name="rc")
    return te.compute(
        out_shape,
        lambda n, f, y, x: te.sum(
            acc(data[n, f // fpg * cpg + rc, y * st + ry, x * st + rx]) * acc(b[f, rc, ry, rx]),
            axis=[rc, ry, rx]),
        name="group_conv2d_nchw")
