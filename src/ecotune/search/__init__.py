"""The searches, as parts plugged into MetaSchedule's tuning loop.

settings      the settings every search runs with (SearchSettings)
runner        the latency runner every search times its candidates with
tune_loop     the loop as every search runs it: resume fingerprint, tune_tir, time accounting
work_dir      a search's work directory: resume, append, publish
builder       a builder whose workers live for the whole search
latency       the latency-only search (the Ansor-style baseline)
energy_search the paper's energy-aware search and its NVML-only ablation
energy_rounds its rounds: state between rounds and its tables
energy_runner energy measured in an isolated worker
energy_model  the online XGBoost energy model
decisions     the paper's decisions: what to energy-measure, k, the final pick, steering
pick          the final pick of a finished energy search (a step of its own)
"""
