#!/usr/bin/env bash
# Issue 12's H200 figures in one sitting on the two-GPU machine (nvidia-h200-x2, 32 cores),
# each GPU with 16 build workers (what a one-H200 machine has), both GPUs busy at once:
#   GPU 0: runner repeats on a fixed kernel, then stock MetaSchedule vs ecotune (throughput.py)
#   GPU 1: the round profile (the workflow's latency and energy searches of mm_bert_ffn1),
#          then convergence curves: the GEMV with and without its split-K rules, then mm_bert_ffn1
# Usage, after `. .devkit/install` and from the repository root:
#   bash bench/throughput_session_h200.sh start      # returns at once; the runs go on
#   bash bench/throughput_session_h200.sh wait 540   # until both lanes end or 540 s pass
#   bash bench/throughput_session_h200.sh pack "$OUT"
# Results land in bench/work/session/results/ under the names bench/results/ uses.
set -euo pipefail
cd "$(dirname "$0")/.."
export W=bench/work/session
export R=$W/results
export VENDOR=bench/results/search_h200/work  # cuBLAS latencies measured on the H200 (TF32 off)

lane0() {
  python3 bench/runner_repeats.py --target cuda --n 30 --time-limit-s 150 --out $R/runner_repeats_h200.json
  python3 bench/throughput.py --trials 128 --seeds 0 1 2 --builder-workers 16 --stock-build-timeout-s 120 \
    --time-limit-s 840 --directory $W/throughput --out $R/throughput_h200.json
}

lane1() {
  python3 -m snakemake results/tasks --cores 16 --resources gpu=1 --snakefile "$PWD/Snakefile" \
    --configfile bench/configs/round_profile_h200.yaml --directory $W/round_profile
  python3 -m snakemake results/tune/latency/mm_bert_ffn1_512x3072x768/r0/best.json \
    results/tune/energy/mm_bert_ffn1_512x3072x768/r0/search.json --cores 16 --resources gpu=1 \
    --snakefile "$PWD/Snakefile" --configfile bench/configs/round_profile_h200.yaml --directory $W/round_profile
  python3 bench/round_profile.py --directory $W/round_profile --out $R/round_profile_h200.json
  for rules in with without; do
    flag=$([ $rules = without ] && echo --no-gemv-rules || true)
    python3 bench/convergence.py --tasks mv_gpt2_qkv_1x2304x768 --seeds 0 1 2 --trials 256 --builder-workers 16 \
      $flag --time-limit-s 300 --vendor $VENDOR --directory $W/convergence_gemv_$rules \
      --out $R/convergence_gemv_${rules}_rules_h200.csv
  done
  python3 bench/convergence.py --tasks mm_bert_ffn1_512x3072x768 --seeds 0 1 2 --trials 512 --builder-workers 16 \
    --time-limit-s 300 --vendor $VENDOR --directory $W/convergence --out $R/convergence_h200.csv
}

case "${1:-}" in
  start)
    mkdir -p $R $W/throughput
    setsid nohup bash -c "CUDA_VISIBLE_DEVICES=0; export CUDA_VISIBLE_DEVICES; $(declare -f lane0); lane0; echo lane0 exit \$? > $W/lane0.done" \
      > $W/lane0.log 2>&1 < /dev/null &
    setsid nohup bash -c "CUDA_VISIBLE_DEVICES=1; export CUDA_VISIBLE_DEVICES; $(declare -f lane1); lane1; echo lane1 exit \$? > $W/lane1.done" \
      > $W/lane1.log 2>&1 < /dev/null &
    sleep 20
    tail -n 3 $W/lane0.log $W/lane1.log
    ;;
  wait)
    deadline=$((SECONDS + ${2:-540}))
    while [ "$SECONDS" -lt "$deadline" ] && { [ ! -f $W/lane0.done ] || [ ! -f $W/lane1.done ]; }; do sleep 10; done
    cat $W/lane*.done 2>/dev/null || true
    tail -n 4 $W/lane0.log $W/lane1.log
    ls $R
    ;;
  pack)
    out=${2:?OUT}
    cp $R/* "$out"/ 2>/dev/null || true
    tar cJf "$out/session_work.tar.xz" --exclude='*.so' --exclude='.snakemake' --exclude='builds' \
      $W/lane0.log $W/lane1.log $W/round_profile/logs $W/round_profile/results $W/throughput \
      $W/convergence* 2>/dev/null || true
    ls -la "$out"
    ;;
  *) echo "usage: $0 start | wait SECONDS | pack OUT" >&2; exit 2 ;;
esac
