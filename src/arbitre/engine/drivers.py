"""Drivers decide what the pipeline's random primitives return; the pipeline is written once.

The pipeline (``engine/pipeline.py``) is ordinary Python: ``if d.check(...)`` branches, amounts
are :mod:`~arbitre.engine.quantity` values. It calls four primitives:

* ``check(purpose, classify)`` — a d20 roll; ``classify(natural)`` returns the outcome (a pass/fail
  or a degree) from the *rules* function, so natural 1/20 and degrees stay in the rules;
* ``chance(purpose, p)`` — a yes/no with probability ``p`` (miss chance, deaf caster…);
* ``amount(purpose, expression)`` — a dice expression's total;
* ``split(purpose, quantity, predicate)`` — branch on a condition of an amount (riders need at
  least 1 damage, death at a threshold…).

Drivers:

* :class:`LiveDriver` samples with a seeded generator; a purpose named in ``forced`` (``save:troll``
  → natural 20) takes that value instead. Same seed, same story.
* :func:`explore_exact` runs the pipeline once per *leaf* of the decision tree: when a run meets a
  new decision it takes the first option and queues the others with their probability. Amounts are
  exact distributions; deterministic rules are mapped over them, so a fireball on one target is a
  handful of leaves, not 20 × 20 × 51 runs.
* :func:`explore_simulation` is the same exploration where each leaf carries the *worlds* that took
  that path (numpy index arrays) instead of a probability: a check samples one d20 per world and
  partitions them; amounts are arrays. One run per leaf handles millions of worlds at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from arbitre.core.errors import InputError
from arbitre.dice import BoundExpression, ForcedDice, RandomDice
from arbitre.engine.quantity import Fixed, Quantity, Samples, Spread

if TYPE_CHECKING:
    import numpy as np

    from arbitre.engine.quantity import IntArray

K = TypeVar("K", bound=Hashable)
R = TypeVar("R")


class Driver(Protocol):
    mode: str

    def check(
        self, purpose: str, classify: Callable[[int], K], key: Hashable = None
    ) -> tuple[K, int | None]: ...

    def chance(self, purpose: str, p: Fraction) -> bool: ...

    def amount(self, purpose: str, expression: BoundExpression) -> Quantity: ...

    def split(self, purpose: str, q: Quantity, predicate: Callable[[int], bool]) -> tuple[bool, Quantity]: ...

    def constant(self, value: int) -> Quantity: ...


# --------------------------------------------------------------------------------------------
# live and forced


@dataclass
class RollRecord:
    """A die the live driver rolled (or took from the forced rolls), for the explanation."""

    purpose: str
    kind: str  # check | chance | amount
    value: int
    forced: bool
    detail: Any = None


class LiveDriver:
    """Samples every primitive with one seeded generator; ``forced`` fixes chosen purposes.

    ``forced`` maps a purpose (``save:troll``, ``sr:troll``, ``attack:troll``, ``damage``,
    ``damage:troll``, ``chance:miss:troll``) to a natural d20, a boolean, a total or a list of die
    faces. A purpose ``kind:target`` falls back to ``kind`` when only that is given.
    """

    mode = "live"

    def __init__(self, rng: random.Random, forced: Mapping[str, Any] | None = None) -> None:
        self.rng = rng
        self.forced = dict(forced or {})
        self.used: set[str] = set()
        self.records: list[RollRecord] = []
        self._amount_cache: dict[str, Fixed] = {}

    def _forced(self, purpose: str) -> tuple[bool, Any]:
        if purpose in self.forced:
            self.used.add(purpose)
            return True, self.forced[purpose]
        kind = purpose.split(":", 1)[0]
        if kind != purpose and kind in self.forced:
            self.used.add(kind)
            return True, self.forced[kind]
        return False, None

    def check(self, purpose: str, classify: Callable[[int], K], key: Hashable = None) -> tuple[K, int | None]:
        is_forced, value = self._forced(purpose)
        if is_forced:
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 20:
                raise InputError("engine.bad_forced_d20", purpose=purpose, value=value)
            natural = value
        else:
            natural = int(self.rng.random() * 20) + 1
        self.records.append(RollRecord(purpose, "check", natural, is_forced))
        return classify(natural), natural

    def chance(self, purpose: str, p: Fraction) -> bool:
        is_forced, value = self._forced(purpose)
        if is_forced:
            if not isinstance(value, bool):
                raise InputError("engine.bad_forced_chance", purpose=purpose, value=value)
            outcome = value
            roll = 0
        else:
            roll = int(self.rng.random() * 100) + 1  # d%: 1..100
            outcome = roll <= p * 100
        self.records.append(RollRecord(purpose, "chance", roll, is_forced, outcome))
        return outcome

    def amount(self, purpose: str, expression: BoundExpression) -> Fixed:
        if purpose in self._amount_cache:  # the same roll serves every target (area damage)
            return self._amount_cache[purpose]
        is_forced, value = self._forced(purpose)
        if is_forced and isinstance(value, int) and not isinstance(value, bool):
            dist = expression.distribution()
            if not dist.min <= value <= dist.max:
                raise InputError(
                    "engine.bad_forced_total", purpose=purpose, value=value, lo=dist.min, hi=dist.max
                )
            result = Fixed(value)
            self.records.append(RollRecord(purpose, "amount", value, True, None))
        else:
            if is_forced:
                if not isinstance(value, list) or not all(isinstance(v, int) for v in value):
                    raise InputError("engine.bad_forced_faces", purpose=purpose, value=value)
                roll = expression.roll_with(ForcedDice(value, RandomDice(self.rng)))
            else:
                roll = expression.roll(self.rng)
            result = Fixed(roll.total)
            self.records.append(RollRecord(purpose, "amount", roll.total, is_forced, roll))
        self._amount_cache[purpose] = result
        return result

    def split(self, purpose: str, q: Quantity, predicate: Callable[[int], bool]) -> tuple[bool, Quantity]:
        assert isinstance(q, Fixed)
        return predicate(q.value), q

    def constant(self, value: int) -> Fixed:
        return Fixed(value)


# --------------------------------------------------------------------------------------------
# exploration (exact and simulation)


class _Replay:
    """Shared machinery: decisions already taken on this path, options queued for later."""

    def __init__(self, prefix: tuple[Any, ...], queue: list[tuple[Any, ...]]) -> None:
        self.prefix = prefix
        self.path: list[Any] = []
        self.queue = queue

    def decide(self, options: Sequence[Any]) -> Any:
        """Return this path's option at the next decision; queue the siblings on first visit."""
        depth = len(self.path)
        if depth < len(self.prefix):
            chosen = self.prefix[depth]
        else:
            chosen = options[0]
            for other in options[1:]:
                self.queue.append((*self.path, other))
        self.path.append(chosen)
        return chosen


@dataclass(frozen=True, slots=True)
class Leaf(Generic[R]):
    """One path through the decisions: its weight (probability or worlds) and the result."""

    weight: Any  # Fraction (exact) or IntArray of world ids (simulation)
    result: R


# d20 outcome tables by the rule's key (e.g. ("save", bonus, dc, ruleset)): the same check is
# classified once, whatever the exploration
_CLASSIFIED: dict[Hashable, list[Any]] = {}


class ExactDriver(_Replay):
    mode = "exact"

    def __init__(
        self,
        prefix: tuple[Any, ...],
        queue: list[tuple[Any, ...]],
        amounts: dict[str, Spread],
        forced: Mapping[str, Any],
        exact: bool,
        classified: dict[str, list[Any]] | None = None,
    ) -> None:
        super().__init__(prefix, queue)
        self.amounts = amounts
        self.forced = forced
        self.exact = exact
        self.classified: dict[str, list[Any]] = classified if classified is not None else {}

    @property
    def weight(self) -> Fraction | float:
        """Probability of this path: exact fractions with ``exact``, floats otherwise (faster)."""
        w: Fraction | float = Fraction(1) if self.exact else 1.0
        for option in self.path:
            w *= option[1]
        return w

    def check(self, purpose: str, classify: Callable[[int], K], key: Hashable = None) -> tuple[K, int | None]:
        forced = self.forced.get(purpose, self.forced.get(purpose.split(":", 1)[0]))
        options = self.classified.get(purpose)
        if options is None:  # classified once per exploration (and per ``key`` across them)
            is_forced = isinstance(forced, int) and not isinstance(forced, bool)
            memo_key = None if key is None or is_forced else (key, self.exact)
            options = _CLASSIFIED.get(memo_key) if memo_key is not None else None
            if options is None:
                faces = [forced] if is_forced else range(1, 21)
                counts: dict[K, int] = {}
                for natural in faces:
                    outcome = classify(natural)
                    counts[outcome] = counts.get(outcome, 0) + 1
                n = len(faces)
                options = [(k, Fraction(c, n) if self.exact else c / n) for k, c in counts.items()]
                if memo_key is not None:
                    if len(_CLASSIFIED) > 65536:
                        _CLASSIFIED.clear()
                    _CLASSIFIED[memo_key] = options
            self.classified[purpose] = options
        outcome, _ = self.decide(options)
        return outcome, None

    def chance(self, purpose: str, p: Fraction) -> bool:
        forced = self.forced.get(purpose)
        if isinstance(forced, bool):
            return bool(self.decide([(forced, 1)])[0])
        q: Fraction | float = Fraction(p) if self.exact else float(p)
        options = [(o, w) for o, w in ((True, q), (False, 1 - q)) if w]
        return bool(self.decide(options)[0])

    def amount(self, purpose: str, expression: BoundExpression) -> Spread:
        cached = self.amounts.get(purpose)
        if cached is None:
            forced = self.forced.get(purpose, self.forced.get(purpose.split(":", 1)[0]))
            if isinstance(forced, int) and not isinstance(forced, bool):
                from arbitre.dice import Dist

                cached = Spread(Dist.constant(forced, exact=self.exact))
            else:
                cached = Spread(expression.distribution(exact=self.exact))
            self.amounts[purpose] = cached
        return cached

    def split(self, purpose: str, q: Quantity, predicate: Callable[[int], bool]) -> tuple[bool, Quantity]:
        assert isinstance(q, Spread)
        import numpy as np

        p_yes, d_yes, d_no = q.dist.where(lambda xs: np.array([predicate(int(x)) for x in xs], dtype=bool))
        options = []
        if d_yes is not None:
            options.append(((True, d_yes), Fraction(p_yes) if self.exact else float(p_yes)))
        if d_no is not None:
            options.append(((False, d_no), 1 - (Fraction(p_yes) if self.exact else float(p_yes))))
        (flag, dist), _ = self.decide(options)
        return bool(flag), Spread(dist)

    def constant(self, value: int) -> Spread:
        return _constant_spread(value, self.exact)


@lru_cache(maxsize=4096)
def _constant_spread(value: int, exact: bool) -> Spread:
    from arbitre.dice import Dist

    return Spread(Dist.constant(value, exact=exact))


def explore_exact(
    pipeline: Callable[[Driver], R],
    *,
    forced: Mapping[str, Any] | None = None,
    exact: bool = False,
    amounts: dict[str, Spread] | None = None,
) -> list[Leaf[R]]:
    """Every leaf of the pipeline's decision tree with its exact probability."""
    shared = amounts if amounts is not None else {}
    queue: list[tuple[Any, ...]] = [()]
    leaves: list[Leaf[R]] = []
    classified: dict[str, list[Any]] = {}
    while queue:
        prefix = queue.pop()
        driver = ExactDriver(prefix, queue, shared, forced or {}, exact, classified)
        result = pipeline(driver)
        leaves.append(Leaf(driver.weight, result))
    return leaves


class SimulationDriver(_Replay):
    mode = "simulate"

    def __init__(
        self,
        prefix: tuple[Any, ...],
        queue: list[tuple[Any, ...]],
        worlds: IntArray,
        rng: np.random.Generator,
        amounts: dict[str, Samples],
        forced: Mapping[str, Any],
    ) -> None:
        super().__init__(prefix, queue)
        self.worlds = worlds
        self.size = len(worlds)  # every Samples array spans all the worlds of the run
        self.rng = rng
        self.amounts = amounts
        self.forced = forced

    def _take(self, options: list[tuple[Any, IntArray]]) -> Any:
        options = [o for o in options if len(o[1])]
        if not options:  # no world left on this path: any option, empty
            options = [(None, self.worlds[:0])]
        key, ids = self.decide(options)
        self.worlds = ids
        return key

    def check(self, purpose: str, classify: Callable[[int], K], key: Hashable = None) -> tuple[K, int | None]:
        if len(self.path) < len(self.prefix):
            replayed: K = self._take([])  # replaying: the stored partition is reused
            return replayed, None
        import numpy as np

        table = [classify(n) for n in range(1, 21)]
        forced = self.forced.get(purpose, self.forced.get(purpose.split(":", 1)[0]))
        if isinstance(forced, int) and not isinstance(forced, bool):
            naturals = np.full(len(self.worlds), forced)
        else:
            naturals = self.rng.integers(1, 21, size=len(self.worlds))
        keys = list(dict.fromkeys(table))
        code = np.array([keys.index(k) for k in table], dtype=np.int64)
        outcome = code[naturals - 1]
        return self._take([(k, self.worlds[outcome == i]) for i, k in enumerate(keys)]), None

    def chance(self, purpose: str, p: Fraction) -> bool:
        if len(self.path) < len(self.prefix):
            return bool(self._take([]))
        forced = self.forced.get(purpose)
        hit = (
            np.full(len(self.worlds), forced)
            if isinstance(forced, bool)
            else self.rng.random(len(self.worlds)) < float(p)
        )
        return bool(self._take([(True, self.worlds[hit]), (False, self.worlds[~hit])]))

    def amount(self, purpose: str, expression: BoundExpression) -> Samples:
        cached = self.amounts.get(purpose)
        if cached is None:
            raise KeyError(purpose)  # amounts are drawn for all worlds before exploring
        return cached.restrict(self.worlds)

    def split(self, purpose: str, q: Quantity, predicate: Callable[[int], bool]) -> tuple[bool, Quantity]:
        assert isinstance(q, Samples)
        q = q.restrict(self.worlds)
        if len(self.path) < len(self.prefix):
            flag = self._take([])
            return bool(flag), q.restrict(self.worlds)
        mask = q.map(lambda v: int(predicate(v))).own().astype(bool)
        flag = self._take([(True, self.worlds[mask]), (False, self.worlds[~mask])])
        return bool(flag), q.restrict(self.worlds)

    def constant(self, value: int) -> Samples:
        import numpy as np

        return Samples(self.worlds, np.full(self.size, value, dtype=np.int64))


def explore_simulation(
    pipeline: Callable[[Driver], R],
    n: int,
    rng: np.random.Generator,
    amounts: Mapping[str, BoundExpression],
    *,
    forced: Mapping[str, Any] | None = None,
    drawn: dict[str, Samples] | None = None,
) -> list[Leaf[R]]:
    """Every path of the pipeline with the simulated worlds (of ``n``) that took it.

    ``amounts`` names the dice expressions the pipeline may ask for; each is drawn once for all
    worlds (vectorised), so one action's damage is the same for every target of one world.
    """
    import numpy as np

    all_worlds = np.arange(n, dtype=np.int64)
    shared = drawn if drawn is not None else {}
    for purpose, expression in amounts.items():
        if purpose not in shared:
            shared[purpose] = Samples(all_worlds, expression.sample(n, rng))
    queue: list[tuple[Any, ...]] = [()]
    leaves: list[Leaf[R]] = []
    while queue:
        prefix = queue.pop()
        driver = SimulationDriver(prefix, queue, all_worlds, rng, shared, forced or {})
        result = pipeline(driver)
        leaves.append(Leaf(driver.worlds, result))
    return leaves


__all__ = [
    "Driver",
    "ExactDriver",
    "Leaf",
    "LiveDriver",
    "RollRecord",
    "SimulationDriver",
    "explore_exact",
    "explore_simulation",
]
