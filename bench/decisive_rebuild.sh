#!/usr/bin/env bash
# Every figure of the decisive run, rebuilt here from its landed tasks (after bench/land_run.py):
#   bash bench/decisive_rebuild.sh [RESULTS_DIR] [TASKS]   # defaults: bench/results/decisive_h200 7
# the collect and report (the typst package; the GPU machine lacks it), the convergence curves,
# the model replay, the remainder rounds, the round phases, the search cost, the launch families,
# their coverage and the power projection for TASKS tasks; each command is the one its file's
# bullet in RESULTS_DIR/README.md names. On the six tasks of 2026-12-04: 3 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
results=${1:-bench/results/decisive_h200}
tasks=${2:-7}
work=$results/work
python3 bench/search.py --collect-only --report --directory "$work" --out "$results"
python3 bench/convergence.py --from-workflow "$work" --trials 2048 --vendor "$work" \
  --out "$results/convergence_latency.csv"
python3 bench/model_replay.py --directory "$work" --baseline power_x_latency_launch \
  --out "$results/model_replay.json"
python3 bench/remainder_rounds.py --directory "$work"/* --out "$results/remainder_rounds.json"
python3 bench/round_profile.py --job-logs "$work"/*/logs/tune_*/*/r*.log --out "$results/round_phases.json"
python3 bench/search_cost.py --directory "$work" --out "$results/search_cost.json"
python3 bench/launch_families.py --directory "$work" --out "$results/launch_families.json"
python3 bench/family_coverage.py --raw "$results/raw" --families "$results/launch_families.json" \
  --out "$results/family_coverage.json"
python3 bench/decisive_power.py --overall "$results/overall.json" --tasks "$tasks" --out "$results/power.json"
