"""Operators and their compilation: the catalog, convolutions, targets, schedules, NVRTC, tuning databases."""
