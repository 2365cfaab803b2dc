"""What every figure of the report shares: style, colours, parts split over pages, and
saving as PNG and SVG with no dates or versions inside."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Sequence

import matplotlib

matplotlib.use("Agg")  # the report runs headless inside Snakemake
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from ecotune.core.outputs import write_atomic  # noqa: E402
from ecotune.report.inputs import TaskData  # noqa: E402

COLORS = {"latency": "#3b6ea8", "energy": "#3a9a5b", "nvml_only": "#e08a2e", "rerank": "#9b59b6",
          "vendor": "#8a8a8a"}
MARKERS = {"latency": "o", "energy": "s", "nvml_only": "^", "rerank": "v", "vendor": "D"}
WIDTH_IN = 6.6  # A4 text width with 2 cm margins, so 8 pt in the figure is 8 pt on paper
STYLE = {
    "font.size": 7.5, "axes.titlesize": 8, "axes.labelsize": 7.5, "legend.fontsize": 7,
    "xtick.labelsize": 7, "ytick.labelsize": 7, "axes.spines.top": False,
    "axes.spines.right": False, "axes.grid": True, "grid.color": "#e4e4e4", "grid.linewidth": 0.6,
    "axes.axisbelow": True, "svg.fonttype": "path",
    # Fixed salt makes SVG clip-path ids, and so the SVG bytes, the same on every run.
    "svg.hashsalt": "ecotune-report", "path.simplify": False,
}


@dataclass
class FigureRecord:
    key: str  # a, b, c, d, e
    stem: str  # figures/<stem>.png and .svg
    caption: str
    width: float = 1.0  # fraction of the text width the figure takes in the PDF


def _chunks(items: Sequence, size: int) -> Iterator[Sequence]:
    """At most `size` items a part, the parts as even as can be (7 in 6s: 3 and 4, not 6 and 1)."""
    parts = -(-len(items) // size)
    for i in range(parts):
        yield items[len(items) * i // parts:len(items) * (i + 1) // parts]


def _caption(text: str, part: int) -> str:
    return text if part == 1 else f"(Continued.) {text}"


def _save_part(fig: plt.Figure, out: Path, key: str, name: str, part: int, caption: str,
               width: float = 1.0) -> FigureRecord:
    """Save part `part` of a figure split over several and record it; parts after the first
    say they continue it."""
    stem = f"{key}_{name}_{part}"
    _save(fig, out, stem)
    return FigureRecord(key, stem, _caption(caption, part), width)


def _save(fig: plt.Figure, out: Path, stem: str) -> None:
    for ext, meta in (("png", {"Software": None}), ("svg", {"Date": None, "Creator": None})):
        write_atomic(out / f"{stem}.{ext}", lambda tmp: fig.savefig(tmp, format=ext, dpi=200, metadata=meta,
                                                                    bbox_inches="tight", pad_inches=0.03))
    plt.close(fig)


def _est(task: TaskData) -> str:
    return " (estimated)" if task.estimated and task.has_energy else ""


def _wrap(name: str, width: int = 30) -> str:
    """A task name broken at underscores into lines of at most `width` characters, so
    titles of side-by-side panels do not run into each other."""
    lines = [""]
    for part in name.split("_"):
        piece = part if not lines[-1] else "_" + part
        if lines[-1] and len(lines[-1]) + len(piece) > width:
            lines.append("_" + part)
        else:
            lines[-1] += piece
    return "\n".join(lines)


def _fig_legend(fig: plt.Figure, order: Sequence[str] | None = None) -> None:
    """One legend above all panels, since every panel uses the same colours."""
    handles: dict[str, object] = {}
    for ax in fig.axes:
        for h, lab in zip(*ax.get_legend_handles_labels()):
            handles.setdefault(lab, h)
    labels = [k for k in (order or handles) if k in handles]
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.3 / fig.get_figheight()))
    fig.legend([handles[k] for k in labels], labels, loc="upper center", ncols=min(len(labels), 4),
               frameon=False, bbox_to_anchor=(0.5, 1.0), handletextpad=0.4, columnspacing=1.2)


def _grid(n: int, ncols: int, row_h: float) -> tuple[plt.Figure, np.ndarray]:
    nrows = (n + ncols - 1) // ncols
    fig, axes = plt.subplots(nrows, ncols, figsize=(WIDTH_IN, row_h * nrows), squeeze=False)
    for ax in axes.flat[n:]:
        ax.set_visible(False)
    return fig, axes
