"""Errors that carry one clear message for the user."""


class EcotuneError(RuntimeError):
    """Base class: the message names what went wrong and how to fix it."""


class ConfigError(EcotuneError, ValueError):
    """A config entry is invalid; the message names the field."""


class TargetUnavailable(EcotuneError):
    """The requested target (cuda, llvm) cannot be used on this machine."""


class MeterUnavailable(EcotuneError):
    """The requested energy meter cannot be read on this machine."""


class ImplausibleMeasurement(EcotuneError):
    """A reading that could not have happened (e.g. power above the limit)."""


class KernelIncorrect(EcotuneError):
    """A tuned kernel's output does not match the NumPy reference."""
