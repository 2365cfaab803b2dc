#!/usr/bin/env bash
# The search benchmark on the GPU machine, in calls of at most 10 minutes each:
#   bash bench/device_search.sh start --gpus 2 --tasks TASK ...   # runs on after the call returns
#   bash bench/device_search.sh wait 500                          # until done or 500 s have passed
#   bash bench/device_search.sh pack "$OUT"                       # work dirs, logs -> $OUT/work.tar.xz
# Unpack here and copy bench/work/search/TASK into bench/results/search_h200/work/, then
#   python3 bench/search.py --collect-only --report --directory bench/results/search_h200/work --out bench/results/search_h200
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
case "${1:-}" in
  start)
    shift
    mkdir -p "$work"
    # A new session, so the run outlives this call (the device tool ends what a call leaves behind).
    setsid nohup python3 bench/search.py --configfile bench/configs/h200_search.yaml \
      --directory "$work/search" --out "$work/out" "$@" > "$work/driver.log" 2>&1 < /dev/null &
    echo "started; log: $work/driver.log"
    ;;
  wait)
    deadline=$((SECONDS + ${2:-500}))
    while [ "$SECONDS" -lt "$deadline" ] && pgrep -f "bench/search.py" > /dev/null; do sleep 10; done
    pgrep -f "bench/search.py" > /dev/null && echo "still running" || echo "finished"
    grep -E ": start|snakemake exit|Error" "$work/driver.log" | tail -n 20 || true
    ;;
  pack)
    tar cJf "${2:?where to put work.tar.xz}/work.tar.xz" --exclude=.snakemake --exclude='*.so' "$work"
    ;;
  *)
    sed -n '2,7p' "$0"
    exit 2
    ;;
esac
