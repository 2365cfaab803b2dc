#!/usr/bin/env bash
# The search benchmark on the GPU machine, in calls of at most 10 minutes each. Here, first:
#   bash bench/device_search.sh snap COMMIT RESULTS_DIR  # .snap/: COMMIT's code (git archive) and
#        RESULTS_DIR/partial/, for `carry` (run from .snap there). A run that goes on over sessions
#        keeps its COMMIT: a search stage whose code hash changes re-runs, so the tasks would be
#        searched by different code. No other results travel: the tracked tree goes with every
#        call anyway, and a call carries 64 MiB in all.
# Then, on the GPU machine (carry .snap only in the call that runs `start`: a later call that carries it
# again replaces the folder a started run works in, and the run stops; fourteenth session):
#   bash bench/device_search.sh start NAME CONFIG --gpus 0,1 --tasks TASK ...  # runs on after the call
#   bash bench/device_search.sh wait 500     # until every started run is done or 500 s have passed
#        (a machine can be taken back for other work in the middle of a call, and what ran since the
#        last pack is lost: twentieth session, 9 minutes; shorter waits lose less)
#   bash bench/device_search.sh pack "$OUT"  # work dirs, logs -> $OUT/work.tar.xz
#   bash bench/device_search.sh unpack NAME RAW_DIR TASK ...  # before start: finished tasks from
#        RAW_DIR/TASK.raw.tar.xz into bench/work/NAME, without vendor and remeasure outputs, so
#        a start re-runs only those two (after a change to how they measure)
#   bash bench/device_search.sh resume NAME TAR ...  # before start: a task cut off by the end of a
#        session (its folder as tarred from a pack, bench/results/*/partial/TASK.tar.xz) back into
#        bench/work/NAME as it was, so a start runs only its missing jobs (a search cut off half-way
#        continues from its resume/ folder)
# The tracked tree travels with every call (64 MiB in all, bench/results ~50 MB of it), so the kit's
# part A fits only with bench/results out of the index for the device calls:
#   bash bench/device_search.sh light on    # before the calls: bench/results untracked and excluded
#   bash bench/device_search.sh light off   # after them, BEFORE any commit (a commit in between
#                                           # would delete bench/results from the repository)
# NAME picks the work directory (bench/work/NAME) and log (bench/work/NAME.log); two runs
# with other configs can share a machine on disjoint --gpus. Land the pack here (finished tasks
# into work/ and raw/, cut-off ones into partial/, the log, the board check):
#   python3 bench/land_run.py work.tar.xz --name NAME --results bench/results/<results dir> --session N
# then
#   python3 bench/search.py --collect-only --report --directory bench/results/<results dir>/work --out bench/results/<results dir>
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
case "${1:-}" in
  start)
    name=${2:?NAME}
    config=${3:?CONFIG (a bench/configs/*.yaml)}
    shift 3
    mkdir -p "$work"
    # A new session, so the run outlives this call (the device tool ends what a call leaves behind).
    setsid nohup python3 bench/search.py --configfile "$config" --directory "$work/$name" \
      --out "$work/$name-out" "$@" > "$work/$name.log" 2>&1 < /dev/null &
    echo "started $name; log: $work/$name.log"
    ;;
  wait)
    deadline=$((SECONDS + ${2:-500}))
    while [ "$SECONDS" -lt "$deadline" ] && pgrep -f "bench/search.py" > /dev/null; do sleep 10; done
    pgrep -f "bench/search.py" > /dev/null && echo "still running" || echo "finished"
    for log in "$work"/*.log; do
      echo "== $log"
      grep -E ": start|snakemake exit|Error" "$log" | tail -n 20 || true
    done
    ;;
  unpack|resume)
    name=${2:?NAME}
    if [ "$1" = unpack ]; then raw=${3:?RAW_DIR}; shift 3; else raw=""; shift 2; fi
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
    ;;
  snap)
    commit=${2:?COMMIT}
    results=${3:?RESULTS_DIR (e.g. bench/results/decisive_h200)}
    rm -rf .snap && mkdir .snap
    git archive "$commit" | tar x -C .snap
    rm -rf .snap/bench/results .snap/tests
    if [ -d "$results/partial" ]; then mkdir -p ".snap/$results" && cp -r "$results/partial" ".snap/$results/"; fi
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
  *)
    sed -n '2,/^set -euo pipefail/{/^set/!p}' "$0"
    exit 2
    ;;
esac
