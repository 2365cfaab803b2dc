"""The variance analysis behind `bench/decisive_power.py --variance-design`: per-design inputs
read from the run folders (inputs), the designs' spread and cost (design), the markdown (report),
the stop rule (sequential); and behind `bench/search_quality.py`, how the energy searches' latencies
compare with their latency searches' (quality)."""
