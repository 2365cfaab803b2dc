"""Errors that carry one clear message for the user."""

import re
from pathlib import Path


def last_line(text: str | None) -> str:
    """The line of an error message that says what went wrong: its last non-blank line
    (a traceback ends with "Type: message"), stripped; "" for no message."""
    lines = [line.strip() for line in str(text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""


class EcotuneError(RuntimeError):
    """Base class: the message names what went wrong and how to fix it."""


class ConfigError(EcotuneError, ValueError):
    """A config entry is invalid; the message names the field."""


class TargetUnavailable(EcotuneError):
    """The requested target (cuda, llvm) cannot be used on this machine."""


class MeterUnavailable(EcotuneError):
    """The requested energy meter cannot be read on this machine.

    `problem` is what went wrong (and how to fix it); `fallback`, the meter to use instead,
    is said only to whoever asked for this meter: `meter: auto`, already falling back to it,
    prints the problem alone."""

    def __init__(self, problem: str = "", *, fallback: str = "") -> None:
        super().__init__(f"{problem}; {fallback}" if fallback else problem)
        self.problem, self.fallback = problem, fallback


class ImplausibleMeasurement(EcotuneError):
    """A reading that could not have happened (e.g. power above the limit)."""


class KernelIncorrect(EcotuneError):
    """A tuned kernel's output does not match the NumPy reference."""


class WrongDevice(MeterUnavailable):
    """The meter would read another board than the one the kernel runs on."""


class CorruptResult(EcotuneError):
    """A results file is cut off or contradicts another; the message names the file, the
    place, what is wrong and how to re-create it."""


def rerun_advice(path: str | Path) -> str:
    """How to re-create a results file with Snakemake, naming only its task's files (so
    nothing else is lost): results/tune/<search>/<task>/... or results/remeasure/<task>.*."""
    path = Path(path)
    parts = path.parts
    if "tune" in parts[:-3]:
        at = len(parts) - 1 - parts[::-1].index("tune")
        search = parts[at + 1]
        # results/tune/<method>/<task>/r<replicate>/...: only that replicate's folder
        nested = len(parts) > at + 4 and re.fullmatch(r"r\d+", parts[at + 3]) is not None
        folder = Path(*parts[:at + (4 if nested else 3)])
        rule = "rerank" if search == "rerank" else f"tune_{search}"
        what = f"replicate {parts[at + 3][1:]} of the {search} search" if nested else f"the {search} search"
        return (f"Delete {folder} and run snakemake again to re-run {what} for this task only "
                f"(`snakemake --forcerun {rule}` re-runs it for every task).")
    if path.parent.name == "remeasure":
        # Task names may hold dots: strip the known suffix, not everything after a dot.
        suffix = next(s for s in (".summary.csv", ".csv", ".json", "") if path.name.endswith(s))
        task = path.name[:len(path.name) - len(suffix)]
        return (f"Delete {path.parent / task}.csv, .summary.csv and .json and run snakemake again to "
                "re-measure this task only.")
    return "Re-run the rule that wrote it."


class SearchFailed(EcotuneError):
    """A search ended without measuring anything it could pick from."""
