#!/usr/bin/env bash
# Issue 15's whole-model runs on the GPU machine, in calls of at most 10 minutes each: one
# workflow run per model config, on every GPU of the machine (the two-GPU machine halves a
# run: a model's search jobs are many and short, bench/results/models_smoke_h200.json).
# After `. .devkit/install`, from the repository root:
#   bash bench/models_session_h200.sh start bert_layer bench/configs/models_h200.yaml  # returns at once
#   bash bench/models_session_h200.sh wait 540     # until the run ends or 540 s pass
#   bash bench/models_session_h200.sh pack "$OUT"  # MODEL.json and MODEL-report.pdf (if done),
#                                                  # MODEL-job_phases.json, MODEL-work.tar.xz
# A run cut off by the machine's 30 minutes resumes where it stopped: on the next machine,
# `mkdir -p bench/work && tar xJf MODEL-work.tar.xz -C bench/work`, then start again
# (finished jobs are not re-run; tried on the CPU with the tests' tiny PyTorch model).
# TARGET=all builds everything the config asks for: also the pareto jobs (GPU) and the PDF
# report. Arguments after CONFIG go to Snakemake. After a code change that alters no measured value
# (a guard, a log line), `--rerun-triggers mtime` keeps the finished jobs whose stage-code
# hash changed; bench/results/README.md says when that was used.
# Here, afterwards: cp MODEL.json bench/results/models_h200/.
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
case "${1:-}" in
  start)
    model=${2:?MODEL (a models: name in CONFIG)}
    config=${3:?CONFIG}
    shift 3
    gpus=$( (nvidia-smi -L 2>/dev/null || true) | wc -l)
    [ "$gpus" -ge 1 ] || gpus=1  # no GPU (a CPU trial of this script): the jobs still need one slot
    mkdir -p "$work/$model"
    rm -f "$work/$model.done"  # a resumed run: `wait` waits for this run's end
    cp "$config" "$work/$model/config.yaml"
    sm="python3 -m snakemake --snakefile $PWD/Snakefile --directory $work/$model --cores $(nproc) --resources gpu=$gpus $* --keep-going --rerun-incomplete"
    # A new session, so the run outlives this call; results/tasks first: the model's targets
    # lie below the extract_tasks checkpoint.
    target=${TARGET:-results/models/$model.json}
    setsid nohup bash -c "$sm results/tasks && $sm $target; echo exit \$? > $work/$model.done" \
      > "$work/$model.log" 2>&1 < /dev/null &
    sleep 30
    tail -n 5 "$work/$model.log"
    ;;
  wait)
    deadline=$((SECONDS + ${2:-540}))
    running() {  # a started run (its console log) without its exit status
      for log in "$work"/*.log; do [ -f "$log" ] && [ ! -f "${log%.log}.done" ] && return 0; done
      return 1
    }
    while [ "$SECONDS" -lt "$deadline" ] && running; do sleep 10; done
    if running; then echo "still running"; fi
    cat "$work"/*.done 2>/dev/null || true
    for log in "$work"/*.log; do echo "== $log"; grep -E "steps \(|Error in rule" "$log" | tail -n 4 || true; done
    ;;
  pack)
    out=${2:?OUT}
    for dir in "$work"/*/; do
      model=$(basename "$dir")
      cp "$dir/results/models/$model.json" "$out/" 2>/dev/null || true
      cp "$dir/results/report/report.pdf" "$out/$model-report.pdf" 2>/dev/null || true
      # the search jobs' fixed costs (bench/job_phases.py), from this run's logs
      python3 bench/job_phases.py --console "$work/$model.log" --directory "$dir" \
        --out "$out/$model-job_phases.json" > /dev/null || true
      tar cJf "$out/$model-work.tar.xz" --exclude='*.so' --exclude=builds -C "$work" "$model" "$model.log"
    done
    ls -la "$out"
    ;;
  *)
    sed -n '2,12p' "$0"
    exit 2
    ;;
esac
