#!/usr/bin/env bash
# Issue 12's open H200 runs, in lanes (bench/lanes.py): on the two-GPU machine
# (nvidia-h200-x2, 32 cores) a seed's two searches run at once, one a GPU with 16 cores (what a
# one-H200 machine has), so an A/B pair costs the wall time of one search; on a one-GPU machine
# the same steps run one search after another (LANES=1). Steps, in the order given:
#   fast_ab   pipelined vs pipelined_verify_picks_warm64 (both changes), seeds 4-7   ~10 min in lanes
#   verify_ab pipelined vs pipelined_verify_picks, seeds 4-7                         ~10 min
#   warm_ab   pipelined vs pipelined_warm64, seeds 4-7                               ~10 min
#   stock     stock vs pipelined_verify_picks_warm64 at 384 trials, seeds 0-2        ~11 min a seed
# Every step writes its JSON after each wave and stops starting waves after its time limit, so a
# pack in the middle keeps the pairs that finished. Usage, after `. .devkit/install`, from the
# repository root:
#   bash bench/speed_session_h200.sh start fast_ab stock   # returns at once; the steps go on
#   bash bench/speed_session_h200.sh wait 540              # until they end or 540 s pass
#   bash bench/speed_session_h200.sh pack "$OUT"           # the JSONs and the console log
# Then here: copy the JSONs to bench/results/, pool each A/B with
#   python3 bench/throughput.py --combine bench/results/throughput_<step>_h200.json --baseline pipelined --out ...
set -euo pipefail
cd "$(dirname "$0")/.."
W=bench/work/speed
LANES=${LANES:-$( (nvidia-smi -L 2>/dev/null || true) | wc -l)}
LANES=$(( LANES >= 2 ? 2 : 1 ))
AB_LIMIT=$(( LANES == 2 ? 540 : 1080 ))  # four pairs: about 9 minutes in two lanes, twice that in one
# AB_ARGS replaces these for a try on the CPU, e.g. AB_ARGS="--target llvm --shape 32 32 32 --trials 8
# --trials-per-round 8 --population-size 16 --builder-workers 1 --lanes 2"
read -ra AB <<< "${AB_ARGS:---target cuda --trials 384 --trials-per-round 64 --builder-workers 16 --lanes $LANES}"

step() {
  case "$1" in
    fast_ab)   python3 bench/throughput.py "${AB[@]}" --seeds 4 5 6 7 --searches pipelined \
                 pipelined_verify_picks_warm64 --time-limit-s $AB_LIMIT --out $W/throughput_fast_ab_h200.json ;;
    verify_ab) python3 bench/throughput.py "${AB[@]}" --seeds 4 5 6 7 --searches pipelined pipelined_verify_picks \
                 --time-limit-s $AB_LIMIT --out $W/throughput_verify_picks_h200.json ;;
    warm_ab)   python3 bench/throughput.py "${AB[@]}" --seeds 4 5 6 7 --searches pipelined pipelined_warm64 \
                 --time-limit-s $AB_LIMIT --out $W/throughput_warm64_h200.json ;;
    stock)     python3 bench/throughput.py "${AB[@]}" --seeds 0 1 2 --searches stock pipelined_verify_picks_warm64 \
                 --stock-build-timeout-s 120 --time-limit-s 1200 --out $W/throughput_stock384_h200.json ;;
    *) echo "unknown step $1" >&2; return 2 ;;
  esac
}

case "${1:-}" in
  start)
    shift
    mkdir -p $W
    # a session of its own, so that the steps outlive this call (the device tool ends what a call leaves)
    setsid nohup bash -c "$(declare -f step); W=$W; AB_LIMIT=$AB_LIMIT; AB=(${AB[*]}); for s in $*; do echo \"== step \$s\"; \
      step \$s; done; echo done > $W/steps.done" > $W/console.log 2>&1 < /dev/null &
    echo "started ($LANES lanes): $*"
    ;;
  wait)
    deadline=$((SECONDS + ${2:-540}))
    while [ "$SECONDS" -lt "$deadline" ] && [ ! -f $W/steps.done ]; do sleep 10; done
    [ -f $W/steps.done ] && echo finished || echo "still running"
    grep -E "^== step|^=== lane|seed [0-9]+: [0-9]+ trials" $W/console.log | tail -n 20 || true
    ;;
  pack)
    out=${2:?OUT}
    cp $W/*.json "$out"/ 2>/dev/null || true
    xz -c $W/console.log > "$out/speed_console.log.xz"
    ls -la "$out"
    ;;
  *) sed -n '2,/^set -euo pipefail/{/^set/!p}' "$0"; exit 2 ;;
esac
