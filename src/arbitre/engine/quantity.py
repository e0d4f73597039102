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
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from arbitre.dice import Dist

    IntArray = NDArray[np.int64]


class Quantity(Protocol):
    def map(self, f: Callable[[int], int]) -> Quantity: ...

    def plus(self, other: Quantity) -> Quantity: ...

    def shift(self, k: int) -> Quantity: ...

    def negate(self) -> Quantity: ...


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

    def negate(self) -> Fixed:
        return Fixed(-self.value)


@dataclass(frozen=True, slots=True)
class Spread:
    dist: Dist

    def map(self, f: Callable[[int], int]) -> Spread:
        key = getattr(f, "memo_key", None)
        if key is not None:  # a named pure rule: the distribution remembers the result
            return Spread(self.dist.memo_map(key, f))
        return Spread(self.dist.map(f))

    def plus(self, other: Quantity) -> Spread:
        assert isinstance(other, Spread)
        if len(other.dist.w) == 1:  # a certain value: a shift, no convolution
            return self.shift(other.dist.lo)
        if len(self.dist.w) == 1:
            return other.shift(self.dist.lo)
        return Spread(self.dist + other.dist)

    def shift(self, k: int) -> Spread:
        if k == 0:
            return self
        dist = self.dist
        return Spread(dist.memo(("shift", k), lambda: dist + k))

    def negate(self) -> Spread:
        dist = self.dist
        return Spread(dist.memo(("neg",), lambda: -dist))


@dataclass(frozen=True, slots=True, eq=False)
class Samples:
    """One value per simulated world. ``values`` spans *all* the worlds of the run; only the
    entries of ``ids`` (the worlds on the current path) are meaningful. Keeping full-length
    arrays makes restricting to a sub-path free and arithmetic one vectorised pass."""

    ids: IntArray
    values: IntArray

    def map(self, f: Callable[[int], int]) -> Samples:
        if len(self.ids) == 0:
            return self
        import numpy as np

        own = self.values[self.ids] if len(self.ids) != len(self.values) else self.values
        lo, hi = int(own.min()), int(own.max())
        table = np.fromiter((f(v) for v in range(lo, hi + 1)), dtype=np.int64, count=hi - lo + 1)
        if len(self.ids) == len(self.values):
            return Samples(self.ids, table[self.values - lo])
        out = np.zeros_like(self.values)
        out[self.ids] = table[own - lo]
        return Samples(self.ids, out)

    def plus(self, other: Quantity) -> Samples:
        """Add world by world; the result covers the smaller path (quantities made before a
        decision cover more worlds than those made after it)."""
        assert isinstance(other, Samples)
        ids = other.ids if len(other.ids) < len(self.ids) else self.ids
        return Samples(ids, self.values + other.values)

    def shift(self, k: int) -> Samples:
        return Samples(self.ids, self.values + k)

    def negate(self) -> Samples:
        return Samples(self.ids, -self.values)

    def restrict(self, ids: IntArray) -> Samples:
        """The same values seen from a sub-path ``ids``."""
        return Samples(ids, self.values)

    def own(self) -> IntArray:
        """The values of the worlds on this path, aligned with ``ids``."""
        return self.values[self.ids]


def as_dist(q: Any) -> Dist:
    from arbitre.dice import Dist

    if isinstance(q, Spread):
        return q.dist
    if isinstance(q, Fixed):
        return Dist.constant(q.value)
    raise TypeError(type(q))
