"""Amounts the pipeline pushes through the rules, whatever the mode.

The pipeline never looks inside an amount: it maps deterministic rules over it (halve, subtract a
resistance, clamp at 0) and adds independent amounts. Three representations serve the four modes:

* :class:`Fixed` — one integer (live rolls, forced rolls);
* :class:`Spread` — an exact distribution (:class:`arbitre.dice.Dist`; exact mode);
* :class:`Samples` — one integer per simulated world, with the worlds' ids (simulation).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from arbitre.dice import Dist

IntArray = NDArray[np.int64]


class Quantity(Protocol):
    def map(self, f: Callable[[int], int]) -> Quantity: ...

    def plus(self, other: Quantity) -> Quantity: ...

    def shift(self, k: int) -> Quantity: ...


@dataclass(frozen=True, slots=True)
class Fixed:
    value: int

    def map(self, f: Callable[[int], int]) -> Fixed:
        return Fixed(f(self.value))

    def plus(self, other: Quantity) -> Fixed:
        assert isinstance(other, Fixed)
        return Fixed(self.value + other.value)

    def shift(self, k: int) -> Fixed:
        return Fixed(self.value + k)


@dataclass(frozen=True, slots=True)
class Spread:
    dist: Dist

    def map(self, f: Callable[[int], int]) -> Spread:
        return Spread(self.dist.map(f))

    def plus(self, other: Quantity) -> Spread:
        assert isinstance(other, Spread)
        return Spread(self.dist + other.dist)

    def shift(self, k: int) -> Spread:
        return Spread(self.dist + k)


@dataclass(frozen=True, slots=True, eq=False)
class Samples:
    """Values of the worlds ``ids`` (sorted world indices), aligned."""

    ids: IntArray
    values: IntArray

    def map(self, f: Callable[[int], int]) -> Samples:
        if len(self.values) == 0:
            return self
        lo, hi = int(self.values.min()), int(self.values.max())
        table = np.fromiter((f(v) for v in range(lo, hi + 1)), dtype=np.int64, count=hi - lo + 1)
        return Samples(self.ids, table[self.values - lo])

    def plus(self, other: Quantity) -> Samples:
        """Add world by world; quantities made before a decision cover more worlds than those
        made after it, so the result covers the smaller set."""
        assert isinstance(other, Samples)
        if len(other.ids) < len(self.ids):
            return Samples(other.ids, self.restrict(other.ids).values + other.values)
        return Samples(self.ids, self.values + other.restrict(self.ids).values)

    def shift(self, k: int) -> Samples:
        return Samples(self.ids, self.values + k)

    def restrict(self, ids: IntArray) -> Samples:
        """The values of the worlds ``ids`` (a subset of this quantity's worlds)."""
        if len(ids) == len(self.ids):
            return self
        pos = np.searchsorted(self.ids, ids)
        return Samples(ids, self.values[pos])


def as_dist(q: Any) -> Dist:
    if isinstance(q, Spread):
        return q.dist
    if isinstance(q, Fixed):
        return Dist.constant(q.value)
    raise TypeError(type(q))
