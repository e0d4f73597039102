"""Running the pipeline over an action's targets in each mode, and summarising the results.

* :func:`resolve_live` — one story (seeded, with forced rolls), every step explained;
* :func:`resolve_exact` — per target, the probability of being affected, the distribution of damage
  taken and of hit points left, and the probability of each condition;
* :func:`resolve_simulation` — ``n`` worlds at once, vectorised, over one or more rounds.

The three share :func:`arbitre.engine.pipeline.resolve_target`; only the driver differs.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property, lru_cache, partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from arbitre.dice import Dist
from arbitre.engine.drivers import Driver, LiveDriver, RollRecord, explore_exact, explore_simulation
from arbitre.engine.pipeline import TargetOutcome, merge_conditions, resolve_target
from arbitre.engine.plan import EffectPlan, Target, part_purpose
from arbitre.engine.quantity import Fixed, Samples, Spread
from arbitre.model.ruleset import get_ruleset
from arbitre.rules import hit_points

# -- live ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LiveTarget:
    outcome: TargetOutcome
    hp: int
    damage: int
    conditions: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "affected": self.outcome.affected,
            "reason": self.outcome.reason,
            "damage": {"dealt": self.damage},
            "hp": self.hp,
            "conditions": list(self.conditions),
            "degree": self.outcome.degree.name.lower() if self.outcome.degree is not None else None,
            "critical": self.outcome.critical,
            "negative_levels": self.outcome.negative_levels,
            "ability_damage": {a: q.value for a, q in self.outcome.ability_damage if isinstance(q, Fixed)},
            "steps": [s.to_dict() for s in self.outcome.steps],
        }


@dataclass(frozen=True, slots=True)
class LiveResult:
    plan: EffectPlan
    targets: dict[str, LiveTarget]
    rolls: tuple[RollRecord, ...]
    unused_forced: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": {"actor": self.plan.actor, "label": self.plan.label, "kind": self.plan.kind},
            "targets": {tid: t.to_dict() for tid, t in self.targets.items()},
            "rolls": [
                {"purpose": r.purpose, "kind": r.kind, "value": r.value, "forced": r.forced}
                | (
                    {"dice": r.detail.to_dict()["dice"]}
                    if r.kind == "amount" and r.detail is not None
                    else {}
                )
                for r in self.rolls
            ],
        }


def resolve_live(
    plan: EffectPlan,
    targets: Sequence[Target],
    rng: random.Random,
    forced: Mapping[str, Any] | None = None,
) -> LiveResult:
    driver = LiveDriver(rng, forced)
    out: dict[str, LiveTarget] = {}
    for target in targets:
        o = resolve_target(plan, target, driver)
        assert isinstance(o.hp, Fixed) and isinstance(o.damage, Fixed)
        states = hit_points.state(
            o.hp.value, plan.ruleset, con_score=target.con_score, nonlethal=target.nonlethal
        )
        conditions = tuple(sorted(merge_conditions(target.conditions, o.conditions) | states))
        out[target.id] = LiveTarget(o, o.hp.value, o.damage.value, conditions)
    unused = tuple(sorted(set(driver.forced) - driver.used))
    return LiveResult(plan, out, tuple(driver.records), unused)


# -- exact -----------------------------------------------------------------------------------


class ExactTarget:
    """One target's exact outcome: the probability it is affected and the distribution of damage
    taken, computed at once; hit points, conditions, negative levels and ability damage are
    computed from the same leaves when first asked for."""

    def __init__(self, plan: EffectPlan, target: Target, leaves: Sequence[Any], exact: bool) -> None:
        from arbitre.dice import Dist

        self.plan, self.target, self.exact = plan, target, exact
        self._leaves = leaves
        self.leaves = len(leaves)
        p: Fraction | float = Fraction(0) if exact else 0.0
        for leaf in leaves:
            if leaf.result.affected:
                p += leaf.weight
        self.p_affected: Fraction | float = p  # a Fraction with exact fractions
        self.damage: Dist = Dist.mix([(leaf.weight, leaf.result.damage.dist) for leaf in leaves])

    @cached_property
    def hp(self) -> Dist:
        from arbitre.dice import Dist

        return Dist.mix([(leaf.weight, leaf.result.hp.dist) for leaf in self._leaves])

    @cached_property
    def conditions(self) -> dict[str, Any]:
        """Probability of each condition (Fractions with exact fractions), hit point states included."""
        plan, target, exact = self.plan, self.target, self.exact
        conditions: dict[str, Any] = {}
        for leaf in self._leaves:
            o: TargetOutcome = leaf.result
            w = leaf.weight
            for c in merge_conditions(target.conditions, o.conditions):
                conditions[c] = conditions.get(c, 0) + w
            # hit-point states from the leaf's hit point distribution (the same rules function)
            assert isinstance(o.hp, Spread)
            hp_dist = o.hp.dist
            states: dict[str, Any] = hp_dist.memo(
                ("hp_states", plan.ruleset.id, target.con_score, target.nonlethal),
                partial(_hp_states, hp_dist, plan.ruleset.id, target.con_score, target.nonlethal),
            )
            for s, p in states.items():
                conditions[s] = conditions.get(s, 0) + (w * p if exact else float(w) * p)
        return conditions

    @cached_property
    def negative_levels(self) -> Dist | None:
        from arbitre.dice import Dist

        if not self.plan.negative_levels:
            return None
        return Dist.mix(
            [
                (leaf.weight, Dist.constant(leaf.result.negative_levels, exact=self.exact))
                for leaf in self._leaves
            ]
        )

    @cached_property
    def ability_damage(self) -> dict[str, Dist]:
        from arbitre.dice import Dist

        out: dict[str, Dist] = {}
        for ability in dict.fromkeys(hit.ability for hit in self.plan.ability_damage):
            parts = []
            for leaf in self._leaves:
                q = dict(leaf.result.ability_damage).get(ability)
                dist = q.dist if isinstance(q, Spread) else Dist.constant(0, exact=self.exact)
                parts.append((leaf.weight, dist))
            out[ability] = Dist.mix(parts)
        return out

    def to_dict(self) -> dict[str, Any]:
        extra: dict[str, Any] = {}
        if self.negative_levels is not None and self.negative_levels.max > 0:
            extra["negative_levels"] = {
                "mean": self.negative_levels.mean(),
                "p": self.negative_levels.p_at_least(1),
            }
        if self.ability_damage:
            extra["ability_damage"] = {
                a: {"mean": d.mean(), "pmf": {str(k): v for k, v in d.pmf().items()}}
                for a, d in self.ability_damage.items()
            }
        return extra | {
            "p_affected": float(self.p_affected),
            "damage": {"mean": self.damage.mean(), "pmf": {str(k): v for k, v in self.damage.pmf().items()}},
            "hp": {"mean": self.hp.mean(), "pmf": {str(k): v for k, v in self.hp.pmf().items()}},
            "conditions": {k: float(v) for k, v in sorted(self.conditions.items())},
        }


@dataclass(frozen=True, slots=True)
class ExactResult:
    plan: EffectPlan
    targets: dict[str, ExactTarget]

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": {"actor": self.plan.actor, "label": self.plan.label, "kind": self.plan.kind},
            "targets": {tid: t.to_dict() for tid, t in self.targets.items()},
        }


def resolve_exact(
    plan: EffectPlan,
    targets: Sequence[Target],
    *,
    forced: Mapping[str, Any] | None = None,
    exact: bool = False,
) -> ExactResult:
    shared: dict[str, Spread] = {}
    out: dict[str, ExactTarget] = {}
    for target in targets:

        def run(d: Driver, t: Target = target) -> TargetOutcome:
            return resolve_target(plan, t, d)

        leaves = explore_exact(run, forced=forced, exact=exact, amounts=shared)
        out[target.id] = _summarise_exact(plan, target, leaves, exact)
    return ExactResult(plan, out)


def _summarise_exact(plan: EffectPlan, target: Target, leaves: Sequence[Any], exact: bool) -> ExactTarget:
    return ExactTarget(plan, target, leaves, exact)


def _hp_states(hp_dist: Dist, ruleset_id: str, con_score: int | None, nonlethal: int) -> dict[str, Any]:
    """Probability of each hit point state under ``hp_dist`` (the rules function per value)."""
    states: dict[str, Any] = {}
    probs: Mapping[int, Any] = hp_dist.fractions() if hp_dist.exact else hp_dist.pmf()
    for value, p in probs.items():
        for s in _state(value, ruleset_id, con_score, nonlethal):
            states[s] = states.get(s, 0) + p
    return states


@lru_cache(maxsize=65536)
def _state(hp: int, ruleset_id: str, con_score: int | None, nonlethal: int) -> frozenset[str]:
    """:func:`hit_points.state`, memoised (keyed by the ruleset's id: cheap to hash)."""
    return hit_points.state(hp, get_ruleset(ruleset_id), con_score=con_score, nonlethal=nonlethal)


# -- simulation ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SimTarget:
    affected: np.ndarray[Any, Any]  # bool per world: affected at least once
    damage: np.ndarray[Any, Any]  # total damage taken per world
    hp: np.ndarray[Any, Any]
    dead: np.ndarray[Any, Any]

    def to_dict(self) -> dict[str, Any]:
        return {
            "p_affected": float(self.affected.mean()),
            "damage": {"mean": float(self.damage.mean()), "stdev": float(self.damage.std())},
            "hp": {"mean": float(self.hp.mean())},
            "p_dead": float(self.dead.mean()),
        }


@dataclass(frozen=True, slots=True)
class SimResult:
    plan: EffectPlan
    n: int
    rounds: int
    targets: dict[str, SimTarget] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "rounds": self.rounds,
            "targets": {tid: t.to_dict() for tid, t in self.targets.items()},
        }


def resolve_simulation(
    plan: EffectPlan,
    targets: Sequence[Target],
    n: int,
    *,
    rounds: int = 1,
    seed: int | None = None,
    forced: Mapping[str, Any] | None = None,
    progress: Any = None,
) -> SimResult:
    """``n`` worlds; each round the action is taken again (fresh dice) on every target.

    ``progress``: an optional :class:`rich.progress.Progress`, advanced once per round and target.
    """
    import numpy as np

    rng = np.random.default_rng(seed)
    state: dict[str, dict[str, np.ndarray[Any, Any]]] = {
        t.id: {
            "hp": np.full(n, t.hp, dtype=np.int64),
            "damage": np.zeros(n, dtype=np.int64),
            "affected": np.zeros(n, dtype=bool),
        }
        for t in targets
    }
    amounts = _amount_expressions(plan, targets)
    task = None
    if progress is not None:
        progress.start()
        task = progress.add_task("simulation", total=rounds * len(targets))
    all_worlds = np.arange(n, dtype=np.int64)
    for _ in range(rounds):
        drawn: dict[str, Samples] = {}
        for target in targets:
            st = state[target.id]
            hp_start = Samples(all_worlds, st["hp"].copy())

            def run(d: Driver, t: Target = target, hp0: Samples = hp_start) -> TargetOutcome:
                return resolve_target(plan, t, d, hp0)

            leaves = explore_simulation(run, n, rng, amounts, forced=forced, drawn=drawn)
            for leaf in leaves:
                ids = leaf.weight
                o: TargetOutcome = leaf.result
                if len(ids) == 0:
                    continue
                assert isinstance(o.damage, Samples) and isinstance(o.hp, Samples)
                st["damage"][ids] += o.damage.values[ids]
                st["hp"][ids] = o.hp.values[ids]
                if o.affected:
                    st["affected"][ids] = True
            if progress is not None:
                progress.advance(task)
    if progress is not None:
        progress.stop()
    out: dict[str, SimTarget] = {}
    for target in targets:
        st = state[target.id]
        dead = _dead_mask(st["hp"], plan, target)
        out[target.id] = SimTarget(st["affected"], st["damage"], st["hp"], dead)
    return SimResult(plan, n, rounds, out)


def _dead_mask(hp: np.ndarray[Any, Any], plan: EffectPlan, target: Target) -> np.ndarray[Any, Any]:
    import numpy as np

    lo, hi = int(hp.min()), int(hp.max())
    table = np.array(
        [
            hit_points.DEAD in hit_points.state(v, plan.ruleset, con_score=target.con_score)
            for v in range(lo, hi + 1)
        ]
    )
    return np.asarray(table[hp - lo], dtype=bool)


def _amount_expressions(plan: EffectPlan, targets: Sequence[Target]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    multiplier = plan.attack.multiplier if plan.attack is not None else 1
    for index, part in enumerate(plan.damage):
        names = {part_purpose(part, index, t.id) for t in targets}
        for name in names:
            out[name] = part.expression
            for extra in range(1, multiplier):
                out[f"{name}:critical" if extra == 1 else f"{name}:critical{extra}"] = part.expression
            if part.precision is not None:
                out[f"{name}:precision"] = part.precision
    for hit in plan.ability_damage:
        for t in targets:
            out[f"ability:{hit.ability}:{t.id}"] = hit.amount
    return out
