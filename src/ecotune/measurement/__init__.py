"""Measuring kernels: the protocol, runnable kernels, vendor baselines, cold timing, re-measurement."""
