"""Energy-aware search: the paper's two-stage evolutionary search on MetaSchedule, and the
NVML-only ablation.

It is MetaSchedule's own loop (tune_tir: EvolutionarySearch, builder, LocalRunner,
JSONDatabase with latency in run_secs) with three parts plugged in:

  (a) EvolutionarySearch proposes `trials_per_round` candidates; all are built and
      latency-measured by the stock runner (the same budget as tune_latency).
  (b-d) `EnergyStep`, a measure callback placed BEFORE the defaults (it needs the built
      artifacts, which RemoveBuildArtifact deletes): keeps the M fastest within
      search_slack, ranks them by the energy model, measures energy for the top
      ceil(k * kept) in an isolated worker (energy_runner.py), scores the model on them
      (MAPE, Spearman) BEFORE updating it, and moves k (decisions.next_k).
  (e) `EnergyAwareCostModel` (decisions.py) as MetaSchedule's cost model: the latency XGB
      score decides, except that candidates predicted within search_slack of the fastest
      rank by predicted energy, so evolution breeds fast AND frugal kernels.
`RoundCommit`, placed AFTER the defaults (so the round is in the database), appends the
round to the tables and saves the model; search_log.csv's row is written last and marks
the round complete (energy_rounds.py). A killed search resumes from its complete rounds.

nvml_only: the same loop with k = 1, no model, stock latency cost model.

The final pick (decisions.pick_final: lowest measured energy within latency_slack of the
fastest) only reads the finished search's tables; latency_slack does not steer the search
(selection and the cost model use search_slack). So it is a step of its own (pick.py, the
workflow's `pick` rule, which reruns alone when latency_slack changes): `search_energy`
runs the search and `publish_search` hands its files to that step.
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict
from pathlib import Path

import tvm
from tvm.ir.utils import derived_object
from tvm.s_tir import meta_schedule as ms
from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..core.outputs import write_json
from ..core.results import DB_FILES, ENERGY, ENERGY_CANDIDATES, MODEL_EVAL, MODEL_FILE, ROUNDS, SEARCH_FILE, SEARCH_LOG, \
    read_table
from ..ops.target import TargetInfo
from .builder import search_builder
from .decisions import EnergyAwareCostModel
from .energy_rounds import EnergySearch, EnergySearchSettings
from .energy_runner import EnergyMeasurer, MeterSpec, measure_artifact
from .runner import make_runner, pipelined
from .tune_loop import (SearchSettings, SearchSummary, fingerprint as search_fingerprint,
                        run_tune_tir)
from .work_dir import publish, write_table


@derived_object
class EnergyStep(PyMeasureCallback):
    """Steps (b)-(d) of a round; must come before MetaSchedule's RemoveBuildArtifact."""

    def __init__(self, search: EnergySearch) -> None:
        super().__init__()
        self.search = search

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        ctx = task_scheduler.tasks_[task_id].ctx
        self.search.on_results(ctx, measure_candidates, builder_results, runner_results)


@derived_object
class RoundCommit(PyMeasureCallback):
    """Writes the round once MetaSchedule's default callbacks have put it in the database."""

    def __init__(self, search: EnergySearch) -> None:
        super().__init__()
        self.search = search

    def apply(self, task_scheduler, task_id, measure_candidates, builder_results, runner_results) -> None:
        self.search.commit_round()


def fingerprint(func, target: TargetInfo, settings: SearchSettings, energy: EnergySearchSettings,
                meter: MeterSpec, first_round: list | None = None) -> dict:
    """What must match for a search to resume: everything that shapes results but the budget,
    and not latency_slack (only the final pick reads it); a replayed first round, by its
    candidates (only when there is one: the searches recorded before it still resume)."""
    knobs = {k: v for k, v in asdict(energy).items() if k != "latency_slack"}
    if not energy.cuda_graph:  # searches recorded before the setting existed still resume
        del knobs["cuda_graph"]
    extra = {"first_round": [shash2hex(c.sch.mod) for c in first_round]} if first_round else {}
    return search_fingerprint(func, target, settings, "tune_energy", energy_search=knobs,
                              meter=[meter.name, meter.device, list(map(list, meter.options))], **extra)


def search_energy(func: tvm.tirx.PrimFunc, target: TargetInfo, work_dir: Path, settings: SearchSettings,
                  energy: EnergySearchSettings, meter: MeterSpec, log: logging.Logger, *,
                  measure_fn=measure_artifact, energy_timeout_s: float | None = None,
                  energy_grace_s: float = 10.0, first_round: list | None = None) -> dict:
    """Run (or resume) the energy-aware search in work_dir; returns its summary (no pick).

    The remaining budget is settings.trials minus the trials of complete recorded rounds.
    One energy measurement may take energy_timeout_s (default: settings.run_timeout_s);
    measure_fn (runs in the energy worker) is replaceable for tests. With
    energy.latency_slack None the rounds log no best energy (the pick step fills it in).
    first_round: MeasureCandidates measured as the first round (search.shared_first_round:
    the task's latency search's, warmup.first_round_candidates).
    """
    work_dir = Path(work_dir)
    measurer = EnergyMeasurer(meter, window_s=energy.window_s, warmup_s=energy.warmup_s, idle_s=energy.idle_s,
                              cuda_graph=energy.cuda_graph,
                              timeout_s=energy_timeout_s or settings.run_timeout_s, grace_s=energy_grace_s,
                              measure_fn=measure_fn)
    search = EnergySearch(work_dir, settings, energy, measurer, target.device_type,
                          fingerprint(func, target, settings, energy, meter, first_round), log)
    remaining = settings.trials - search.trials
    log.info("%s search: %d trials (%d recorded, %d to go), %d per round, seed %d, M %d, mu %g, k_min %g, "
             "target %s", energy.search, settings.trials, search.trials, max(remaining, 0),
             settings.trials_per_round, settings.seed, energy.M, energy.mu, energy.k_min, target.target)
    start = time.perf_counter()
    runner = make_runner(target, settings)
    cost_model = None
    try:
        with search_builder(settings, work_dir / "builds", pipelined(settings, runner)) as builder:
            if remaining > 0:
                # The idle reading overlaps round 0's evolution and builds (host work); the
                # runner waits for it before its first timing, so no kernel runs during it.
                measurer.start(background=True)
                runner.before_run = measurer.wait_started
                cost_model = settings.latency_model()
                if search.model is not None:
                    cost_model = EnergyAwareCostModel(cost_model, search.model, energy_weight=energy.energy_weight,
                                                      search_slack=energy.search_slack)
                try:
                    run_tune_tir(func, target, work_dir, settings, remaining, builder=builder, runner=runner,
                                 cost_model=cost_model, first_round=first_round,
                                 callbacks=[EnergyStep(search), *ms.MeasureCallback.create("default"),
                                            RoundCommit(search)])
                except Exception as exc:
                    if measurer.start_error is not None:  # raised inside TVM's loop: say the cause plainly
                        raise measurer.start_error from exc
                    raise
    finally:
        measurer.close()
    failed = int(read_table(search.path["candidates"], ENERGY_CANDIDATES)["error"].notna().sum())
    summary = SearchSummary.of_run(builder=builder, runner=runner, wall_s=time.perf_counter() - start,
                                   trials=search.trials, failed=failed, best_latency_s=search.best_latency_s,
                                   resumed_trials=search.resumed_trials,
                                   other_work_s=search.energy_measure_s).to_dict()
    summary.update(search=energy.search, energy_measured=search.n_energy, energy_failed=search.n_energy_failed,
                   energy_measure_s=search.energy_measure_s, energy_model_s=search.model_s,
                   energy_predict_s=getattr(cost_model, "energy_predict_s", 0.0),
                   energy_predict_calls=getattr(cost_model, "predict_calls", 0),
                   energy_worker_restarts=measurer.restarts, final_k=search.k,
                   idle_power_w=measurer.idle_power_w, meter=measurer.meter_description)
    log.info("done: %s", summary)
    return summary


def publish_search(work_dir: Path, out_dir: Path, search: str, meta: dict) -> None:
    """Copy a finished search's files from work_dir to out_dir (the tune rule's outputs):
    tables, database, rounds.csv (its round log, without the pick's column) and search.json
    (meta: summary, settings, energy_search, environment; what the pick step reads)."""
    work_dir, out_dir = Path(work_dir), Path(out_dir)
    names = [*DB_FILES, ENERGY_CANDIDATES.file, ENERGY.file]
    if search == "energy":  # only it has a model
        names += [MODEL_EVAL.file, MODEL_FILE]
    publish(work_dir, out_dir, names)  # and MetaSchedule's logs/, as the latency search leaves them
    write_table(out_dir / ROUNDS.file, read_table(work_dir / SEARCH_LOG.file, SEARCH_LOG)[ROUNDS.names])
    meta = {**meta, "energy_search": {k: v for k, v in meta["energy_search"].items() if k != "latency_slack"}}
    write_json(out_dir / SEARCH_FILE, meta)
