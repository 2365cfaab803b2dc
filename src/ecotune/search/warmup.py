"""MetaSchedule's evolutionary search, without its genetic iterations while the cost model
scores at random.

MetaSchedule's XGBModel predicts uniform random scores until it holds `num_warmup_samples`
(100) measured candidates. Until then each round's four genetic iterations mutate and
re-rank the population by noise: a blind walk that returns random valid schedules, as the
initial population already is. On the H200 these iterations took 15 of the 19 s before a
ResNet-50 convolution's first build (docs/search-speed.md), while the
job held a GPU; a 32-trial search is all warm-up. `WarmupSearch` draws the warm-up rounds
from the initial population alone (MetaSchedule's EvolutionarySearch with
genetic_num_iters=0: the same sampling, database picks and eps-greedy mix) and hands over
to the full evolutionary search once the cost model's scores mean something, without
proposing again what the warm-up rounds measured. The energy-aware cost model's scores
mean something as soon as its energy model is trained, even while the latency model still
guesses (decisions.EnergyAwareCostModel).

The initial population holds only the schedules that pass the target's checks (52 of some
1,500 draws for a ResNet-50 convolution on the H200), so a warm-up draw can come short of
a round. Such a short round is topped up with further draws: otherwise the missing
trials make extra rounds later, each paying a full round's fixed cost for a few candidates
(on the H200, 128-trial searches took 3-4 rounds instead of 2, and 1.13x the wall time,
bench/results/warmup_ab_h200.json). A round with genetic iterations is not: one more
evolution costs a round's worth of time, and MetaSchedule measures such rounds short.

Both strategies draw a quarter of a round more than the round takes (`HEADROOM`). Of an
evolved round, the candidates another strategy measured (the warm-up's, the replayed round's)
are dropped, and MetaSchedule measured such a round 1-4 short; the missing trials then made
one more round at the end, of 1-9 candidates, which paid an evolution and a round's set-up
(11-29 s on the H200, a tenth of the search's wall time) in 17 of the decisive run's 18
energy-aware and NVML-only searches (bench/results/decisive_h200/remainder_rounds.json).
Taking the round from the surplus costs nothing: the evolution ranks all of them anyway.

`checked_space` (search.verify_picks_only, spaces.py): the search's space leaves VerifyGPUCode
out, and the learned rounds evolve in it; a pick that breaks a GPU limit is dropped here like a
measured one, and the surplus covers it. Random samples are mostly over a limit without the check
(86-95 of some 98 warm-up picks for fp32 matmuls on the H200 target), so the warm-up rounds draw
from `checked_space`, the space with the check, in a TuneContext of their own.

`replay` makes the first round a given list of candidates (search.shared_first_round: the
latency search's first round, replayed by the energy-aware and NVML-only searches of the
same task, so that the methods start from the same draw).
"""

from __future__ import annotations

from pathlib import Path

from tvm.ir.utils import derived_object
from tvm.s_tir.meta_schedule import TuneContext
from tvm.s_tir.meta_schedule.postproc import VerifyGPUCode
from tvm.s_tir.meta_schedule.search_strategy import EvolutionarySearch, PySearchStrategy
from tvm.s_tir.meta_schedule.utils import shash2hex

from ..core.results import CANDIDATES, read_table
from ..ops.tuning_db import open_database, records_by_hash
from .lookahead import Lookahead


def first_round_candidates(search_dir: Path) -> list:
    """The first round of the search recorded in search_dir (its candidates.csv and database),
    as MeasureCandidates in the order it measured them: what another search replays."""
    table = read_table(Path(search_dir) / CANDIDATES.file, CANDIDATES)
    hashes = list(dict.fromkeys(table[table["round"] == table["round"].min()]["trace_hash"]))
    # the round as it was drawn: failed runs too (a failed build left no record)
    records = records_by_hash(open_database(search_dir), set(hashes), failed=True)
    return [records[h].as_measure_candidate() for h in hashes if h in records]


def scores_at_random(cost_model) -> bool:
    """Whether `cost_model` (an XGBModel, or an EnergyAwareCostModel around one) predicts
    noise now: its latency model is in warm-up and no trained energy model re-weights it."""
    latency = getattr(cost_model, "latency_model", cost_model)
    guessing = latency.data_size < latency.num_warmup_samples or latency.booster is None
    energy = getattr(cost_model, "energy_model", None)
    steered = energy is not None and energy.is_trained and cost_model.energy_weight != 0
    return guessing and not steered


HEADROOM = 4  # each strategy draws per_round + per_round // HEADROOM (at least 1 more)


@derived_object
class WarmupSearch(PySearchStrategy):
    """Two EvolutionarySearch strategies on one database and cost model, kept at the same
    trial count: the warm-up one (without genetic iterations) while `scores_at_random(cost_model)`,
    the full one after (with warmup_evolution, the full one throughout); first, the `replay`
    round if given.
    `rounds` records what ran ("replay", "warmup" or "evolve", with " ahead" if drawn while the
    round before it built and ran) per round; with a checked_space, `picks_checked` counts the
    learned rounds' picks checked and those that failed."""

    def __init__(self, population_size: int, cost_model, rounds: list[str] | None = None,
                 measured: set[str] | None = None, *, warmup_evolution: bool = False,
                 replay: list | None = None, overlap: bool = False, ahead: list | None = None,
                 checked_space=None, picks_checked: list[int] | None = None) -> None:
        self.population_size = population_size
        self.cost_model = cost_model
        self.warmup_evolution = warmup_evolution
        self.evolve = EvolutionarySearch(population_size=population_size)
        # warmup_evolution: MetaSchedule's genetic iterations in warm-up too (its default, 4), and
        # so one strategy throughout, which knows all it proposed (two would hand over)
        self.warmup = (self.evolve if warmup_evolution and checked_space is None
                       else EvolutionarySearch(population_size=population_size,
                                               **({} if warmup_evolution else {"genetic_num_iters": 0})))
        self.replay = [] if replay is None else replay  # shared with clones: emptied once replayed
        # shared with clones (the tuning runs a clone): what ran, and the structural hashes of
        # every measured candidate
        self.rounds = [] if rounds is None else rounds
        self.measured = set() if measured is None else measured
        self.per_round = self.trials_left = 0  # set by pre_tuning
        # overlap: draw the next round while this one builds and runs (lookahead.py), once the
        # cost model scores; `ahead` holds that draw (shared with clones, so settle() finds it)
        self.overlap = overlap
        self.ahead: list[Lookahead] = [] if ahead is None else ahead
        self.checked_space = checked_space
        self.picks_checked = [0, 0] if picks_checked is None else picks_checked  # shared: [checked, failed]
        self._verify: VerifyGPUCode | None = None
        self._checked_context: TuneContext | None = None

    def _both(self):
        return (self.evolve,) if self.warmup is self.evolve else (self.warmup, self.evolve)

    def _initialize_with_tune_context(self, context) -> None:
        warmup_context = context
        if self.checked_space is not None:
            # the warm-up strategy samples with the GPU check (kept alive here: it holds the context)
            warmup_context = self._checked_context = TuneContext(
                mod=context.mod, target=context.target, space_generator=self.checked_space,
                rand_state=context.rand_state, task_name=context.task_name, num_threads=context.num_threads)
            self._verify = VerifyGPUCode()
            self._verify._initialize_with_tune_context(context)
        self.warmup._initialize_with_tune_context(warmup_context)
        if self.evolve is not self.warmup:
            self.evolve._initialize_with_tune_context(context)

    def _valid(self, candidate) -> bool:
        """Within the GPU's limits (always, unless the search's space did not check)."""
        if self._verify is None:
            return True
        ok = bool(self._verify.apply(candidate.sch.copy()))
        self.picks_checked[0] += 1
        self.picks_checked[1] += not ok
        return ok

    def pre_tuning(self, max_trials, num_trials_per_iter, design_spaces, database=None, cost_model=None) -> None:
        if database is not None:  # a resumed search: its recorded candidates are measured too
            self.measured.update(shash2hex(r.as_measure_candidate().sch.mod)
                                 for r in database.get_all_tuning_records())
        self.per_round, self.trials_left = num_trials_per_iter, max_trials
        # the surplus in the last round too: a strategy draws at most its trials left
        extra = max(1, num_trials_per_iter // HEADROOM)
        for strategy in self._both():
            strategy.pre_tuning(max_trials + extra, num_trials_per_iter + extra, design_spaces, database, cost_model)

    def post_tuning(self) -> None:
        self.settle()
        for strategy in self._both():
            strategy.post_tuning()

    def settle(self) -> None:
        """Wait for a draw still running ahead (before the strategies' state changes or goes)."""
        while self.ahead:
            self.ahead.pop().wait()

    def generate_measure_candidates(self):
        batch = self.ahead.pop().result() if self.ahead else self._draw(self.trials_left)
        if batch and self.overlap and not scores_at_random(self.cost_model):
            # the batch will be measured: the draw ahead must not propose it again
            self.measured.update(shash2hex(c.sch.mod) for c in batch)
            left = self.trials_left - len(batch)
            if left > 0:
                self.ahead.append(Lookahead(lambda: self._draw(left, ahead=True)))
        return batch

    def _draw(self, trials_left: int, ahead: bool = False):
        """The next round's candidates, at most trials_left of them (None: the search is done);
        ahead: drawn while the round before it builds and runs."""
        if self.replay:
            fresh = [c for c in self.replay if shash2hex(c.sch.mod) not in self.measured][:trials_left]
            self.replay.clear()
            if fresh:  # the replayed round as it was, not topped up: the same draw for both searches
                self.rounds.append("replay")
                return fresh
        wanted = min(self.per_round, trials_left)
        if wanted <= 0:
            return None
        blind = scores_at_random(self.cost_model)
        strategy = self.warmup if blind else self.evolve
        batch, keys = [], set()
        # Each EvolutionarySearch only skips what it proposed itself: once it takes over, the
        # full one would propose the database's best again (measured in warm-up). A round
        # with nothing new is asked again, as MetaSchedule retries an empty one (5 times);
        # a warm-up round without genetic iterations also draws again until it is full (a
        # draw costs seconds). An evolved round is not redrawn for a few missing candidates
        # (the surplus covers those): an evolution costs ~20 s on the H200, and MetaSchedule
        # measures such a round short (as it does the latency search's rounds, when a
        # replayed first round puts an energy search here with warmup_evolution on).
        refill = blind and not self.warmup_evolution
        for _ in range(5):
            candidates = strategy.generate_measure_candidates()
            if candidates is None:
                break
            for candidate in candidates:
                key = shash2hex(candidate.sch.mod)
                # the warm-up strategy samples in the checked space: its picks need no second check
                if (key not in self.measured and key not in keys and len(batch) < wanted
                        and (strategy is self.warmup or self._valid(candidate))):
                    keys.add(key)
                    batch.append(candidate)
            if len(batch) >= wanted or (batch and not refill):
                break
        if not batch:
            return None
        self.rounds.append(("warmup" if blind else "evolve") + (" ahead" if ahead else ""))
        return batch

    def notify_runner_results(self, measure_candidates, results) -> None:
        # the draw ahead has had the builds and runs to finish; the cost model is updated
        # after this call (MetaSchedule's measure callbacks), which it must not see half done
        for lookahead in self.ahead:
            lookahead.wait()
        self.measured.update(shash2hex(c.sch.mod) for c in measure_candidates)
        self.trials_left -= len(results)
        for strategy in self._both():  # both count the trials: either may propose the next round
            strategy.notify_runner_results(measure_candidates, results)

    def clone(self):
        return WarmupSearch(self.population_size, self.cost_model, self.rounds, self.measured,
                            warmup_evolution=self.warmup_evolution, replay=self.replay, overlap=self.overlap,
                            ahead=self.ahead, checked_space=self.checked_space, picks_checked=self.picks_checked)
