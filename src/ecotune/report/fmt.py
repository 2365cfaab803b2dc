"""Number formatting and the report's CSV format.

Display strings are made in Python, not in the template, so number formatting is tested
here and the template only lays out text.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

from ecotune.core import outputs

MINUS = "\u2212"  # typographic minus; a hyphen looks like a dash next to numbers
EST = "*"  # marks every estimated energy number; the captions explain it


def finite(x: Any) -> bool:
    try:
        return x is not None and math.isfinite(float(x))
    except (TypeError, ValueError):
        return False


def _decimals(x: float, sig: int) -> int:
    if x == 0 or not finite(x):
        return 0
    return max(0, min(6, sig - 1 - int(math.floor(math.log10(abs(x))))))


def fmt_num(x: Any, sig: int = 4, decimals: int | None = None) -> str:
    """Four significant digits without exponents (1234, 12.34, 0.1234); '—' when missing."""
    if not finite(x):
        return "—"
    x = float(x)
    d = _decimals(x, sig) if decimals is None else decimals
    return _unsigned_zero(f"{x:.{d}f}").replace("-", MINUS)


def _unsigned_zero(text: str) -> str:
    """'-0.0' and '+0.0' -> '0.0': a value that rounds to zero has no side."""
    return text.lstrip("+-") if re.fullmatch(r"[+-]?0(\.0*)?", text) else text


def ci_decimals(lo: Any, hi: Any, ref: Any, sig: int = 4, point: Any = None, max_extra: int = 2) -> int:
    """Decimals for an interval at the precision of `ref`; given the `point` it surrounds, up
    to `max_extra` more until a bound that differs from the point also reads differently, so
    a narrow interval does not print as if the point sat on a bound or had zero width."""
    d = _decimals(float(ref), sig) if finite(ref) else _decimals(float(hi), sig)
    if finite(point) and finite(lo) and finite(hi):
        p, limit = float(point), d + max_extra

        def same(bound: float) -> bool:
            return bound != p and fmt_num(bound, decimals=d) == fmt_num(p, decimals=d)
        while d < min(limit, 6) and (same(float(lo)) or same(float(hi))):
            d += 1
    return d


def fmt_ci(lo: Any, hi: Any, ref: Any, sig: int = 4, point: Any = None) -> str:
    """'[lo, hi]'; see ci_decimals for the precision."""
    if not (finite(lo) and finite(hi)):
        return ""
    d = ci_decimals(lo, hi, ref, sig, point)
    return fmt_interval(lo, hi, lambda x: fmt_num(x, decimals=d), NO_WIDTH)


def fmt_pct(frac: Any, signed: bool = True, decimals: int = 1) -> str:
    """A fraction as percent with one decimal: -0.081 -> '−8.1'."""
    if not finite(frac):
        return "—"
    text = f"{100 * float(frac):+.{decimals}f}" if signed else f"{100 * float(frac):.{decimals}f}"
    return _unsigned_zero(text).replace("-", MINUS)


def fmt_change(frac: Any, mark: str = "") -> str:
    """A change as a signed percent with its unit: -0.081 -> '−8.1 %', 'n/a' when missing;
    `mark` (EST) follows the number of an estimated energy."""
    return f"{fmt_pct(frac)} %{mark}" if finite(frac) else "n/a"


def fmt_times(x: Any, mark: str = "") -> str:
    """A ratio with two decimals and a times sign: 0.5912 -> '0.59×'."""
    return f"{float(x):.2f}×{mark}" if finite(x) else "n/a"


NO_SPREAD = "one replicate: no interval"
# An interval over repeats whose bounds print alike: the repeats agree to the digits shown (a
# re-rank that kept the latency pick is measured as that very kernel: a change of exactly 0).
NO_WIDTH = "no spread"


def fmt_interval(lo: Any, hi: Any, text_of: Callable[[Any], str] = fmt_change, single: str = NO_SPREAD) -> str:
    """'[lo, hi]' with each bound as `text_of` prints it; '' when a bound is missing, and
    '(single)' when both bounds print alike (one replicate: the interval is the point)."""
    if not (finite(lo) and finite(hi)):
        return ""
    a, b = text_of(lo), text_of(hi)
    return f"({single})" if a == b else f"[{a}, {b}]"


def num_cell(point: Any, lo: Any, hi: Any, mark: str = "") -> dict[str, str]:
    """A median and its interval at one precision (4 significant digits, more where the
    interval needs them): never a rounded '129.0' beside an interval ending at 128.997."""
    if not (finite(lo) and finite(hi)):
        return cell(fmt_num(point) + (mark if finite(point) else ""))
    d = ci_decimals(lo, hi, point, 4, point)
    return cell(fmt_num(point, decimals=d) + mark, fmt_interval(lo, hi, lambda x: fmt_num(x, decimals=d), NO_WIDTH))


def pct_cell(point: Any, lo: Any, hi: Any, mark: str = "") -> dict[str, str]:
    """A change in percent (signed, one decimal, more where the interval needs them)."""
    if not finite(point):
        return cell("—")
    if not (finite(lo) and finite(hi)):
        return cell(fmt_pct(float(point) / 100) + mark)
    d = ci_decimals(lo, hi, 1.0, 2, point)
    return cell(fmt_pct(float(point) / 100, decimals=d) + mark,
                fmt_interval(lo, hi, lambda x: fmt_num(x, decimals=d), NO_WIDTH))


def fmt_ratio(x: Any) -> str:
    """A table's ratio: as fmt_times, '—' when missing."""
    return fmt_times(x) if finite(x) else "—"


def fmt_pct_range(fracs: list[float]) -> str:
    """'from −22.0 % to +17.4 %' over per-task changes (fractions)."""
    return f"from {fmt_pct(min(fracs))} % to {fmt_pct(max(fracs))} %"


def plural(n: int, word: str) -> str:
    """'1 task', '7 tasks', '2 searches'."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word}{'es' if word.endswith(('s', 'sh', 'ch', 'x')) else 's'}"


def cell(value: str, ci: str = "") -> dict[str, str]:
    """A table cell: value, and a smaller second line (an interval or a note)."""
    return {"v": value, "ci": ci}


def write_csv(frame: pd.DataFrame, path: Path) -> None:
    """A report table: six significant digits, written atomically so a failed report never
    leaves a half table behind."""
    outputs.write_csv(path, frame, float_format="%.6g", lineterminator="\n")
