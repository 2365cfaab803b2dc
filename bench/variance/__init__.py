"""The variance analysis behind `bench/decisive_power.py --variance-design`: per-design inputs
read from the run folders (inputs), the designs' spread and cost (design), the markdown (report)."""
