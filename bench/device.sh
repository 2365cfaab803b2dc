#!/usr/bin/env bash
# The benchmarks on the GPU machine, in device calls of at most 10 minutes each, and their
# results packed here. Every long run starts in a process session of its own (setsid), so it
# outlives the call that starts it; `wait` returns after at most S seconds (a machine can be
# taken back mid-call: what ran since the last pack is lost, so shorter waits lose less). A run
# started while another still runs waits for it (`start`, `speed start`, `models start`,
# `convergence start` alike), so one call can queue a search and the curves after it.
# From the repository root (on the GPU machine after `. .devkit/install`):
#
# Workflow searches (bench/search.py), one workflow folder per task in bench/work/NAME:
#   here:  bash bench/device.sh snap COMMIT RESULTS_DIR [FILE ...]  # .snap/: COMMIT's code (git
#          archive) and RESULTS_DIR/partial/, for `carry` (run from .snap there); a run spread over
#          several calls keeps its COMMIT (a search stage whose code hash changes re-runs). FILEs,
#          from the working tree, replace theirs in .snap: a config whose task list grew since.
#          Carry .snap only in the call that runs `start`: carrying it again replaces the folder
#          the run uses.
#   there: bash bench/device.sh start NAME CONFIG --gpus 0,1 --tasks TASK ...  # returns at once;
#               exits 3, starting nothing, where TVM's compiler or Snakemake does not import
#          bash bench/device.sh wait S            # until every started search ends or S s pass
#          bash bench/device.sh pack "$OUT"       # bench/work (no .so, no .snakemake) -> $OUT/work.tar.xz
#          bash bench/device.sh unpack NAME RAW_DIR TASK ...  # before start: finished tasks from
#               RAW_DIR/TASK.raw.tar.xz, without vendor and remeasure outputs (start re-runs those)
#          bash bench/device.sh resume NAME TAR ...  # before start: a cut-off task (a pack's
#               partial/TASK.tar.xz) back as it was; start runs only its missing jobs
#   here:  python3 bench/land_run.py work.tar.xz --name NAME --results bench/results/EXP --log-name N
#          python3 bench/search.py --collect-only --report --directory bench/results/EXP/work --out bench/results/EXP
#          bash bench/device.sh archive bench/results/EXP work logs  # -> EXP/archive.tar.xz; raw/ (whole
#               databases, MBs a task) stays out of the tree
#
# Search speed A/Bs (bench/throughput.py in lanes, bench/lanes.py): on a two-GPU machine a seed's
# two searches run at once, one a GPU with 16 cores; on one GPU one after the other (LANES=1).
#   bash bench/device.sh speed start STEP ...   # steps in the order given, JSONs in bench/work/speed
#        (exits 3, starting nothing, where TVM's compiler does not import):
#        fast_ab   pipelined vs pipelined_verify_picks_warm64, seeds 4-7   throughput_fast_ab_h200.json
#        verify_ab pipelined vs pipelined_verify_picks, seeds 4-7          throughput_verify_picks_h200.json
#        warm_ab   pipelined vs pipelined_warm64, seeds 4-7                throughput_warm64_h200.json
#        stock     stock vs pipelined_verify_picks_warm64, 384 trials, 0-2  throughput_stock384_h200.json
#   bash bench/device.sh speed wait S           # until the steps end or S s pass
#   bash bench/device.sh speed pack "$OUT"      # the JSONs and speed_console.log.xz
#   Each step writes its JSON after every wave, so a pack mid-way keeps the finished pairs. AB_ARGS
#   replaces the search flags (a CPU try: "--target llvm --shape 32 32 32 --trials 8 --trials-per-round 8
#   --population-size 16 --builder-workers 1 --lanes 2"). Pool an A/B here with
#   python3 bench/throughput.py --combine bench/results/throughput_STEP_h200.json --baseline pipelined --out ...
#
# Budget curves (bench/convergence.py): the default suite's latency searches, one (task, seed) after
# another in bench/work/convergence, each resuming where a pack left it:
#   bash bench/device.sh convergence start SEED ...  # returns at once; 1024 trials, the GPU defaults
#        with pipeline_runs (CONV_ARGS replaces the flags, CONV_TASKS the tasks)
#   bash bench/device.sh convergence wait S | convergence pack "$OUT"   # -> $OUT/convergence.tar.xz
#   bash bench/device.sh convergence resume TAR   # before start: a pack's searches back
#   Here: tar xJf convergence.tar.xz -C DIR, then python3 bench/convergence.py --collect-only
#   --directory DIR/convergence/searches --tasks ... --seeds ... --trials 1024 --out ...
#
# Whole-model workflow runs, one per model config, on every GPU of the machine (bench/work/models/MODEL):
#   bash bench/device.sh models start MODEL CONFIG [SNAKEMAKE ARGS]  # TARGET=all: also pareto and the PDF
#   bash bench/device.sh models wait S
#   bash bench/device.sh models pack "$OUT"     # MODEL.json, MODEL-report.pdf, MODEL-work.tar.xz
#   A run cut off resumes on the next machine: mkdir -p bench/work/models &&
#   tar xJf MODEL-work.tar.xz -C bench/work/models, then start again (finished jobs are kept).
#
# Here, on this machine:
#   bash bench/device.sh rebuild RESULTS_DIR OUT [TASKS]  # a landed decisive run's figures from its
#        archive into OUT: collect and report, convergence curves, model replay, power projection
#   bash bench/device.sh light on|off   # bench/results out of the index for the device calls and back
#        (only if the tracked tree outgrows a call's 64 MiB; `off` BEFORE any commit, or the commit
#        deletes bench/results)
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
speed=$work/speed
models=$work/models
conv=$work/convergence

usage() { sed -n '2,/^set -euo pipefail/{/^set/!s/^# \{0,1\}//p}' "$0"; exit 2; }

# One GPU run at a time: a run started while an earlier one still runs (a search, then the
# convergence curves) waits for it, so that two never share the GPU and its timings. A started
# run's pid is kept outside bench/work, which packs carry to other machines.
runs=${TMPDIR:-/tmp}/ecotune-device-runs

running_runs() {  # pids of the runs started on this machine that still run
  local f
  for f in "$runs"/*.pid; do [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null && cat "$f"; done
  return 0
}

launch() {  # NAME LOG COMMAND: COMMAND in the background, outliving the call, behind the runs still going
  local name=$1 log=$2 cmd=$3 before
  before=$(running_runs | tr '\n' ' ')
  mkdir -p "$runs"
  setsid nohup bash -c "for p in $before; do echo \"device.sh: $name waits for run \$p\"; \
    while kill -0 \$p 2>/dev/null; do sleep 5; done; done; $cmd" > "$log" 2>&1 < /dev/null &
  echo $! > "$runs/$name.pid"
  if [ -n "$before" ]; then echo "queued behind run(s) $before"; fi
}

need_kit() {  # [snakemake]: before a run starts, TVM's compiler (and Snakemake) import here, or nothing starts
  # A call that finds no warm machine has a bare one: without the kit's part A, TVM imports but
  # has no compiler, and every task of a started run fails in its extraction, minutes later.
  python3 -c "import tvm${1:+, $1}; tvm.te.placeholder((1,), name='x')" > /dev/null 2>&1 && return 0
  echo "device.sh: TVM's compiler${1:+ or $1} does not import here (a fresh machine without the" \
       "device kit's parts A-C? carry .devkit/ and source .devkit/install); nothing started" >&2
  exit 3
}

restore() {  # NAME RAW_DIR|"" TASK|TAR ...: finished or cut-off tasks back into bench/work/NAME
  local name=$1 raw=$2 stamp task
  shift 2
  mkdir -p "$work/$name"
  stamp=$(date +%s)
  for task in "$@"; do
    if [ -n "$raw" ]; then
      tar xJf "$raw/$task.raw.tar.xz" -C "$work/$name"
      rm -rf "$work/$name/$task/results/vendor" "$work/$name/$task/results/remeasure"
    else
      tar xJf "$task" -C "$work/$name"
      task=$(basename "$task" .tar.xz)
    fi
    # One time stamp for every restored file: Snakemake re-runs a rule whose outputs are
    # older than its script ("Code has changed"), even without metadata, which re-ran the
    # searches of tasks finished before a later edit of a tune script.
    find "$work/$name/$task" -exec touch -d "@$stamp" {} +
  done
}

speed_step() {
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

speed_cmd() {
  local lanes limit
  lanes=${LANES:-$( (nvidia-smi -L 2>/dev/null || true) | wc -l)}
  lanes=$(( lanes >= 2 ? 2 : 1 ))
  limit=$(( lanes == 2 ? 540 : 1080 ))  # four pairs: about 9 minutes in two lanes, twice that in one
  read -ra AB <<< "${AB_ARGS:---target cuda --trials 384 --trials-per-round 64 --builder-workers 16 --lanes $lanes}"
  case "${1:-}" in
    start)
      shift
      [ $# -ge 1 ] || usage
      need_kit  # throughput.py runs TVM's searches alone, without Snakemake
      mkdir -p $speed
      rm -f $speed/steps.done
      launch speed $speed/console.log "$(declare -f speed_step); W=$speed; AB_LIMIT=$limit; AB=(${AB[*]}); \
        for s in $*; do echo \"== step \$s\"; speed_step \$s; done; echo done > $speed/steps.done"
      echo "started ($lanes lanes): $*"
      ;;
    wait)
      local deadline=$((SECONDS + ${2:-540}))
      while [ "$SECONDS" -lt "$deadline" ] && [ ! -f $speed/steps.done ]; do sleep 10; done
      [ -f $speed/steps.done ] && echo finished || echo "still running"
      grep -E "^== step|^=== lane|seed [0-9]+: [0-9]+ trials" $speed/console.log | tail -n 20 || true
      ;;
    pack)
      local out=${2:?OUT}
      cp $speed/*.json "$out"/ 2>/dev/null || true
      xz -c $speed/console.log > "$out/speed_console.log.xz"
      ls -la "$out"
      ;;
    *) usage ;;
  esac
}

models_cmd() {
  case "${1:-}" in
    start)
      local model=${2:?MODEL (a models: name in CONFIG)} config=${3:?CONFIG} gpus sm
      shift 3
      need_kit snakemake
      gpus=$( (nvidia-smi -L 2>/dev/null || true) | wc -l)
      [ "$gpus" -ge 1 ] || gpus=1  # no GPU (a CPU try of this script): the jobs still need one slot
      mkdir -p "$models/$model"
      rm -f "$models/$model.done"  # a resumed run: `wait` waits for this run's end
      cp "$config" "$models/$model/config.yaml"
      sm="python3 -m snakemake --snakefile $PWD/Snakefile --directory $models/$model --cores $(nproc) --resources gpu=$gpus $* --keep-going --rerun-incomplete"
      # results/tasks first: the model's targets lie below the extract_tasks checkpoint
      launch "models-$model" "$models/$model.log" \
        "$sm results/tasks && $sm ${TARGET:-results/models/$model.json}; echo exit \$? > $models/$model.done"
      sleep 30
      tail -n 5 "$models/$model.log"
      ;;
    wait)
      local deadline=$((SECONDS + ${2:-540})) log
      running() {  # a started run (its console log) without its exit status
        for log in "$models"/*.log; do [ -f "$log" ] && [ ! -f "${log%.log}.done" ] && return 0; done
        return 1
      }
      while [ "$SECONDS" -lt "$deadline" ] && running; do sleep 10; done
      if running; then echo "still running"; fi
      cat "$models"/*.done 2>/dev/null || true
      for log in "$models"/*.log; do echo "== $log"; grep -E "steps \(|Error in rule" "$log" | tail -n 4 || true; done
      ;;
    pack)
      local out=${2:?OUT} dir model
      for dir in "$models"/*/; do
        model=$(basename "$dir")
        cp "$dir/results/models/$model.json" "$out/" 2>/dev/null || true
        cp "$dir/results/report/report.pdf" "$out/$model-report.pdf" 2>/dev/null || true
        tar cJf "$out/$model-work.tar.xz" --exclude='*.so' --exclude=builds -C "$models" "$model" "$model.log"
      done
      ls -la "$out"
      ;;
    *) usage ;;
  esac
}

convergence_cmd() {
  case "${1:-}" in
    start)
      shift
      [ $# -ge 1 ] || usage
      need_kit
      mkdir -p $conv
      rm -f $conv/done
      local args=${CONV_ARGS:---target cuda --trials 1024 --trials-per-round 64 --builder-workers 16 --pipeline-runs}
      # the decisive suite's seven operators (its config's list), on one line for bash -c
      local tasks=${CONV_TASKS:-$(sed -n 's/^  - //p' bench/configs/decisive_suite_h200.yaml | tr '\n' ' ')}
      # tasks outer, seeds inner: a task's seed spread is complete before the next task starts
      launch convergence $conv/console.log "python3 bench/convergence.py $args --tasks $tasks --seeds $* \
        --directory $conv/searches --out $conv/convergence.csv; echo exit \$? > $conv/done"
      echo "started: seeds $*"
      ;;
    wait)
      local deadline=$((SECONDS + ${2:-540}))
      while [ "$SECONDS" -lt "$deadline" ] && [ ! -f $conv/done ]; do sleep 10; done
      [ -f $conv/done ] && cat $conv/done || echo "still running"
      grep -E "INFO round [0-9]+:|seed [0-9]+: best|Error|Traceback" $conv/console.log | tail -n 12 || true
      ;;
    pack) tar cJf "${2:?OUT}/convergence.tar.xz" --exclude='*.so' -C $work convergence && ls -la "$2" ;;
    resume) mkdir -p $work && tar xJf "${2:?TAR (the convergence.tar.xz of a pack)}" -C $work && rm -f $conv/done ;;
    *) usage ;;
  esac
}

case "${1:-}" in
  start)
    name=${2:?NAME}
    config=${3:?CONFIG (a bench/configs/*.yaml)}
    shift 3
    need_kit snakemake
    mkdir -p "$work"
    launch "$name" "$work/$name.log" "python3 bench/search.py --configfile $config --directory $work/$name \
      --out $work/$name-out $*"
    echo "started $name; log: $work/$name.log"
    ;;
  wait)
    deadline=$((SECONDS + ${2:-500}))
    while [ "$SECONDS" -lt "$deadline" ] && pgrep -f "bench/search.py" > /dev/null; do sleep 10; done
    pgrep -f "bench/search.py" > /dev/null && echo "still running" || echo "finished"
    for log in "$work"/*.log; do
      [ -f "$log" ] || continue
      echo "== $log"
      grep -E ": start|snakemake exit|Error" "$log" | tail -n 20 || true
    done
    ;;
  unpack) restore "${2:?NAME}" "${3:?RAW_DIR}" "${@:4}" ;;
  resume) restore "${2:?NAME}" "" "${@:3}" ;;
  snap)
    commit=${2:?COMMIT}
    results=${3:?RESULTS_DIR (e.g. bench/results/decisive_h200)}
    rm -rf .snap && mkdir .snap
    git archive "$commit" | tar x -C .snap
    rm -rf .snap/bench/results .snap/tests
    if [ -d "$results/partial" ]; then mkdir -p ".snap/$results" && cp -r "$results/partial" ".snap/$results/"; fi
    for file in "${@:4}"; do
      [ -f "$file" ] || { echo "snap: no file $file to lay over $commit's" >&2; exit 1; }
      mkdir -p ".snap/$(dirname "$file")" && cp "$file" ".snap/$file"
      git diff --quiet "$commit" -- "$file" || echo "snap: $file differs from $commit's"
    done
    du -sh .snap
    ;;
  light)
    case "${2:-}" in
      on) git rm -r -q --cached bench/results
          grep -qx '/bench/results/' .git/info/exclude 2>/dev/null || echo '/bench/results/' >> .git/info/exclude ;;
      off) git reset -q -- bench/results
           if [ -f .git/info/exclude ]; then sed -i '\#^/bench/results/$#d' .git/info/exclude; fi ;;
      *) echo "light on|off"; exit 2 ;;
    esac
    git ls-files -z | du -cb --files0-from=- | tail -n 1 | sed 's/total$/bytes of tracked files travel/'
    ;;
  pack)
    tar cJf "${2:?where to put work.tar.xz}/work.tar.xz" --exclude=.snakemake --exclude='*.so' "$work"
    ;;
  archive)
    results=${2:?RESULTS_DIR}
    shift 2
    [ $# -ge 1 ] || { echo "archive RESULTS_DIR PATH ...: which folders to pack" >&2; exit 2; }
    [ ! -e "$results/archive.tar.xz" ] || { echo "$results/archive.tar.xz exists: one archive an experiment" >&2; exit 1; }
    # xz -9e in one thread: a solid stream, several times smaller than per-file or threaded blocks
    tar -C "$results" --sort=name -cf - "$@" | xz -9e -T1 > "$results/archive.tar.xz.part"
    mv "$results/archive.tar.xz.part" "$results/archive.tar.xz"
    for path in "$@"; do rm -rf "${results:?}/$path"; done
    ls -la "$results/archive.tar.xz"
    ;;
  rebuild)
    results=${2:?RESULTS_DIR (e.g. bench/results/decisive_h200)}
    out=${3:?OUT (a folder outside the tree, e.g. /tmp/decisive)}
    tasks=${4:-7}
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    tar xJf "$results/archive.tar.xz" -C "$tmp"
    mkdir -p "$out"
    python3 bench/search.py --collect-only --report --directory "$tmp/work" --out "$out"
    python3 bench/convergence.py --from-workflow "$tmp/work" --trials 2048 --vendor "$tmp/work" \
      --out "$out/convergence_latency.csv"
    python3 bench/model_replay.py --directory "$tmp/work" --baseline power_x_latency_launch \
      --out "$out/model_replay.json"
    python3 bench/decisive_power.py --overall "$out/overall.json" --tasks "$tasks" --out "$out/power.json"
    ;;
  speed) shift; speed_cmd "$@" ;;
  models) shift; models_cmd "$@" ;;
  convergence) shift; convergence_cmd "$@" ;;
  *) usage ;;
esac
