#!/usr/bin/env bash
# Issue 12: does round 0 need MetaSchedule's blind genetic iterations? ecotune's latency search
# with (search.warmup_evolution: true, the default) and without them, paired by seed, on one
# H200 (16 build workers): a ResNet-50 convolution, then mm_bert_ffn1; 128 trials in rounds of 64,
# so both rounds are warm-up rounds (XGB scores at random below 100 measured candidates).
# Usage, after the device kit and from the repository root:
#   bash bench/warmup_ab_session_h200.sh start       # returns at once; the runs go on
#   bash bench/warmup_ab_session_h200.sh wait 540    # until the runs end or 540 s pass
#   bash bench/warmup_ab_session_h200.sh pack "$OUT" # warmup_ab_h200_*.json and the log
# Each task's JSON is written after every run, so a cut-off session keeps the pairs that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
W=bench/work/warmup_ab
TASKS=${TASKS:-conv_resnet50_conv2_3x3_1x64x56x56_64x3x3_s1 mm_bert_ffn1_512x3072x768}
EXTRA=${EXTRA:-}  # more throughput.py arguments (later ones win): a CPU trial of this script

runs() {
  for task in $TASKS; do
    python3 bench/throughput.py --task "$task" --trials 128 --trials-per-round 64 --seeds 0 1 2 \
      --searches ecotune no_warmup --builder-workers 16 $EXTRA --directory $W/tmp --out $W/warmup_ab_h200_${task%%_*}.json
  done
}

case "${1:-}" in
  start)
    mkdir -p $W
    setsid nohup bash -c "TASKS='$TASKS' EXTRA='$EXTRA' W=$W; $(declare -f runs); runs; echo exit \$? > $W/done" > $W/log 2>&1 < /dev/null &
    sleep 20
    tail -n 3 $W/log
    ;;
  wait)
    deadline=$((SECONDS + ${2:-540}))
    while [ "$SECONDS" -lt "$deadline" ] && [ ! -f $W/done ]; do sleep 10; done
    cat $W/done 2>/dev/null || echo "still running"
    grep -E "^(ecotune|no_warmup) seed" $W/log || true
    ;;
  pack)
    out=${2:?OUT}
    ls $W/warmup_ab_h200_*.json > /dev/null 2>&1 && python3 bench/throughput.py --combine $W/warmup_ab_h200_*.json \
      --out $W/warmup_ab_h200.json || true
    cp $W/*.json "$out"/ 2>/dev/null || true
    grep -v "^\s*$" $W/log | xz > "$out/warmup_ab_h200.log.xz"
    ls -la "$out"
    ;;
  *) sed -n '2,10p' "$0"; exit 2 ;;
esac
