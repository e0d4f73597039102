"""Exact probability distributions over integers, built to compose.

A :class:`Dist` is a dense array of weights over ``lo, lo+1, …, lo+len-1``. Two representations
share every operation:

* float (default): ``numpy.float64`` probabilities summing to 1 (error well under 1e-12);
* exact: Python integers in an ``object`` array, with their sum as the common denominator, so
  :meth:`Dist.fractions` gives exact :class:`fractions.Fraction` probabilities.

Operations return new values (a ``Dist`` is immutable): ``+``/``-`` with a constant or another
distribution (independent sum), :meth:`scale`, :meth:`map`, :meth:`mix`, :meth:`maximum`,
:meth:`minimum`, :meth:`product`, :meth:`sum_iid`, :meth:`keep`, :meth:`reroll`, :meth:`explode`.
Why not icepool or dyce: they are general and exact but build Python dictionaries; arbitre's rules
need integer outcomes only, where numpy arrays are 10–100× faster (see ``BENCHMARKS.md``); both
libraries serve as oracles in the tests.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

import numpy as np
from numpy.typing import NDArray

from arbitre.core.errors import DiceError, DiceLimitError
from arbitre.dice._limits import DEFAULT_LIMITS

Prob = float | Fraction
_FFT_WORK = 4_000_000  # past len(a)·len(b) this large, convolve by FFT (float path only)


def _check_support(size: int) -> None:
    if size > DEFAULT_LIMITS.max_support:
        raise DiceLimitError("dice.support_too_large", size=size, limit=DEFAULT_LIMITS.max_support)


def _check_work(work: int) -> None:
    if work > DEFAULT_LIMITS.max_work:
        raise DiceLimitError("dice.too_costly", work=work, limit=DEFAULT_LIMITS.max_work)


def _convolve(a: NDArray[Any], b: NDArray[Any]) -> NDArray[Any]:
    _check_support(len(a) + len(b) - 1)
    if a.dtype == object:
        _check_work(len(a) * len(b))
        return np.convolve(a, b)
    if len(a) * len(b) > _FFT_WORK:
        n = len(a) + len(b) - 1
        size = 1 << (n - 1).bit_length()
        out = np.fft.irfft(np.fft.rfft(a, size) * np.fft.rfft(b, size), size)[:n]
        # FFT noise (~1e-17) swamps the far tails: clip it, and keep the exact end points so the
        # support's bounds stay true
        np.clip(out, 0.0, None, out=out)
        out[0], out[-1] = a[0] * b[0], a[-1] * b[-1]
        normalised: NDArray[Any] = out / out.sum()
        return normalised
    return np.convolve(a, b)


class Dist:
    """A probability distribution over integers (see the module docstring)."""

    __slots__ = ("_memo", "lo", "w")

    lo: int
    w: NDArray[Any]
    _memo: dict[Any, Any] | None  # results of keyed maps of this value (see :meth:`memo_map`)

    def __init__(self, lo: int, weights: NDArray[Any]) -> None:
        # trim zero weights at both ends so min/max are the true support bounds
        nz = np.flatnonzero(weights)
        if len(nz) == 0:
            raise ValueError("a distribution needs at least one outcome with positive weight")
        first, last = int(nz[0]), int(nz[-1])
        if first or last != len(weights) - 1:
            weights = weights[first : last + 1]
        self.lo = lo + first
        self.w = weights
        self._memo = None

    @classmethod
    def _raw(cls, lo: int, weights: NDArray[Any]) -> Dist:
        """Build without trimming: for results whose end weights are known to be positive."""
        self = object.__new__(cls)
        self.lo = lo
        self.w = weights
        self._memo = None
        return self

    # -- construction ----------------------------------------------------------------------------
    @classmethod
    def constant(cls, value: int, *, exact: bool = False) -> Dist:
        return cls(value, np.array([1], dtype=object) if exact else np.ones(1))

    @classmethod
    def uniform(cls, lo: int, hi: int, *, exact: bool = False) -> Dist:
        """Each of ``lo..hi`` equally likely (a die is ``uniform(1, sides)``)."""
        _check_support(hi - lo + 1)
        return _uniform(lo, hi, exact)

    @classmethod
    def from_weights(cls, weights: dict[int, int | float | Fraction], *, exact: bool = False) -> Dist:
        """From ``{outcome: weight}`` (weights need not sum to 1; they are normalised)."""
        if not weights:
            raise ValueError("empty distribution")
        lo, hi = min(weights), max(weights)
        _check_support(hi - lo + 1)
        if exact:
            fr = {k: Fraction(v) for k, v in weights.items()}
            den = math.lcm(*(f.denominator for f in fr.values()))
            arr = np.zeros(hi - lo + 1, dtype=object)
            arr[:] = 0
            for k, f in fr.items():
                arr[k - lo] += f.numerator * (den // f.denominator)
            return cls(lo, arr)
        arr_f = np.zeros(hi - lo + 1)
        for k, v in weights.items():
            arr_f[k - lo] += float(v)
        return cls(lo, arr_f / arr_f.sum())

    # -- representation --------------------------------------------------------------------------
    @property
    def exact(self) -> bool:
        return self.w.dtype == object

    @property
    def denominator(self) -> int:
        """Sum of the weights (1.0 for the float representation)."""
        return int(self.w.sum()) if self.exact else 1

    @property
    def min(self) -> int:
        return self.lo

    @property
    def max(self) -> int:
        return self.lo + len(self.w) - 1

    def outcomes(self) -> NDArray[np.int64]:
        return np.arange(self.lo, self.lo + len(self.w), dtype=np.int64)

    def probabilities(self) -> NDArray[np.float64]:
        """Probabilities as floats, aligned with :meth:`outcomes`."""
        if self.exact:
            den = int(self.w.sum())
            return np.array([Fraction(int(x), den) for x in self.w], dtype=np.float64)
        return np.asarray(self.w, dtype=np.float64)

    def pmf(self) -> dict[int, float]:
        """``{outcome: probability}`` for the outcomes that can happen."""
        probs = self.probabilities()
        return {self.lo + i: float(p) for i, p in enumerate(probs) if p > 0}

    def fractions(self) -> dict[int, Fraction]:
        """Exact ``{outcome: probability}`` (needs the exact representation)."""
        if not self.exact:
            raise ValueError("fractions() needs an exact distribution (exact=True)")
        den = int(self.w.sum())
        return {self.lo + i: Fraction(int(x), den) for i, x in enumerate(self.w) if x}

    def to_float(self) -> Dist:
        return self if not self.exact else Dist(self.lo, self.probabilities())

    def to_exact(self) -> Dist:
        if self.exact:
            return self
        raise ValueError("a float distribution cannot be made exact")

    def __repr__(self) -> str:
        return (
            f"Dist(min={self.min}, max={self.max}, mean={self.mean():.6g}{', exact' if self.exact else ''})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dist):
            return NotImplemented
        if self.lo != other.lo or len(self.w) != len(other.w):
            return False
        if self.exact and other.exact:
            return self.fractions() == other.fractions()
        return bool(np.allclose(self.probabilities(), other.probabilities(), rtol=0, atol=1e-12))

    __hash__ = None  # type: ignore[assignment]

    # -- statistics ------------------------------------------------------------------------------
    def mean(self) -> float:
        return float(self.mean_exact()) if self.exact else float(np.dot(self.outcomes(), self.w))

    def mean_exact(self) -> Fraction:
        if not self.exact:
            raise ValueError("mean_exact() needs an exact distribution")
        num = sum(int(x) * (self.lo + i) for i, x in enumerate(self.w))
        return Fraction(num, int(self.w.sum()))

    def variance(self) -> float:
        x = self.outcomes().astype(np.float64)
        p = self.probabilities()
        m = float(np.dot(x, p))
        return float(np.dot((x - m) ** 2, p))

    def stdev(self) -> float:
        return math.sqrt(self.variance())

    def p_at_least(self, k: int) -> float:
        """P(outcome ≥ k)."""
        i = k - self.lo
        if i <= 0:
            return 1.0
        if i >= len(self.w):
            return 0.0
        if self.exact:
            return float(Fraction(int(self.w[i:].sum()), int(self.w.sum())))
        return float(min(1.0, self.w[i:].sum()))

    def p_at_most(self, k: int) -> float:
        return 1.0 - self.p_at_least(k + 1)

    def probability(self, k: int) -> float:
        i = k - self.lo
        if 0 <= i < len(self.w):
            return float(self.probabilities()[i])
        return 0.0

    # -- combination -----------------------------------------------------------------------------
    def _coerce(self, other: Dist) -> tuple[Dist, Dist]:
        if self.exact == other.exact:
            return self, other
        return self.to_float(), other.to_float()

    def __add__(self, other: Dist | int) -> Dist:
        if isinstance(other, int):
            return Dist._raw(self.lo + other, self.w)
        a, b = self._coerce(other)
        return Dist._raw(a.lo + b.lo, _convolve(a.w, b.w))

    __radd__ = __add__

    def __neg__(self) -> Dist:
        return Dist._raw(-self.max, self.w[::-1].copy())

    def __sub__(self, other: Dist | int) -> Dist:
        if isinstance(other, int):
            return Dist._raw(self.lo - other, self.w)
        return self + (-other)

    def __rsub__(self, other: int) -> Dist:
        return (-self) + other

    def scale(self, factor: int) -> Dist:
        """The distribution of ``factor × X``."""
        if factor == 0:
            return Dist.constant(0, exact=self.exact)
        if factor < 0:
            return (-self).scale(-factor)
        size = (len(self.w) - 1) * factor + 1
        _check_support(size)
        out = np.zeros(size, dtype=self.w.dtype)
        if self.exact:
            out[:] = 0
        out[::factor] = self.w
        return Dist(self.lo * factor, out)

    def map(self, f: Callable[[int], int]) -> Dist:
        """The distribution of ``f(X)`` (``f`` maps an outcome to an integer)."""
        values = [f(self.lo + i) for i in range(len(self.w))]
        return self._scatter(np.asarray(values, dtype=np.int64), self.w)

    def memo_map(self, key: Any, f: Callable[[int], int]) -> Dist:
        """:meth:`map` remembered under ``key`` (a hashable name of ``f`` and its inputs): the
        engine maps the same rules over the same distributions in every leaf and every query."""
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        found = memo.get(key)
        if found is None:
            found = memo[key] = self.map(f)
        return found

    def memo(self, key: Any, make: Callable[[], Any]) -> Any:
        """Any derived value of this distribution, computed once under ``key``."""
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        if key not in memo:
            memo[key] = make()
        return memo[key]

    def map_array(self, f: Callable[[NDArray[np.int64]], NDArray[np.int64]]) -> Dist:
        """Like :meth:`map` with a vectorised ``f`` over all outcomes at once (faster)."""
        return self._scatter(np.asarray(f(self.outcomes()), dtype=np.int64), self.w)

    @staticmethod
    def _scatter(values: NDArray[np.int64], weights: NDArray[Any], *, trimmed: bool = False) -> Dist:
        """Distribution of ``values`` weighted by ``weights`` (``trimmed``: every value has a
        positive weight and the extremes are the first and last values)."""
        if trimmed:
            lo, hi = int(values[0]), int(values[-1])
        else:
            lo, hi = int(values.min()), int(values.max())
        _check_support(hi - lo + 1)
        idx = values - lo
        if weights.dtype == object:
            out = np.zeros(hi - lo + 1, dtype=object)
            out[:] = 0
            np.add.at(out, idx, weights)
            return Dist(lo, out)
        counts = np.bincount(idx, weights=weights, minlength=hi - lo + 1)
        return Dist._raw(lo, counts) if trimmed else Dist(lo, counts)

    def clamp(self, lo: int | None = None, hi: int | None = None) -> Dist:
        """``min(max(X, lo), hi)``: e.g. damage never below 0."""
        a, b = self.lo, self.max
        new_lo = a if lo is None else max(a, lo)
        new_hi = b if hi is None else min(b, hi)
        if new_lo > new_hi:  # everything piles on one bound
            return Dist.constant(new_lo if lo is not None and new_lo > b else new_hi, exact=self.exact)
        i0, i1 = new_lo - a, new_hi - a
        w = self.w[i0 : i1 + 1].copy()
        w[0] += self.w[:i0].sum() if i0 > 0 else 0
        w[-1] += self.w[i1 + 1 :].sum() if i1 + 1 < len(self.w) else 0
        return Dist._raw(new_lo, w)

    def floordiv(self, divisor: int) -> Dist:
        """``X // divisor`` rounded down (halving: ``floordiv(2)``)."""
        if divisor == 0:
            raise DiceError("dice.division_by_zero")
        if divisor == 1:
            return self
        return self._scatter(self.outcomes() // divisor, self.w, trimmed=True)

    def halve(self) -> Dist:
        return self.floordiv(2)

    def _cdf_pair(self, other: Dist) -> tuple[int, NDArray[Any], NDArray[Any]]:
        a, b = self._coerce(other)
        lo, hi = min(a.lo, b.lo), max(a.max, b.max)
        n = hi - lo + 1

        def cdf(d: Dist) -> NDArray[Any]:
            full = np.zeros(n, dtype=d.w.dtype)
            if d.exact:
                full[:] = 0
            full[d.lo - lo : d.lo - lo + len(d.w)] = d.w
            return np.cumsum(full)

        return lo, cdf(a), cdf(b)

    def maximum(self, other: Dist) -> Dist:
        """Distribution of ``max(X, Y)`` for independent X, Y."""
        lo, fa, fb = self._cdf_pair(other)
        joint = fa * fb
        return Dist(lo, np.diff(joint, prepend=joint[:1] * 0))

    def minimum(self, other: Dist) -> Dist:
        """Distribution of ``min(X, Y)`` for independent X, Y."""
        lo, fa, fb = self._cdf_pair(other)
        ta, tb = fa[-1], fb[-1]
        survive = (ta - fa) * (tb - fb)  # weight of both > x
        cdf = ta * tb - survive
        return Dist(lo, np.diff(cdf, prepend=cdf[:1] * 0))

    def product(
        self,
        other: Dist,
        op: Callable[[NDArray[np.int64], NDArray[np.int64]], NDArray[np.int64]] | None = None,
    ) -> Dist:
        """Distribution of ``op(X, Y)`` (default ``X × Y``) for independent X, Y."""
        a, b = self._coerce(other)
        _check_work(len(a.w) * len(b.w))
        xa, xb = a.outcomes(), b.outcomes()
        values = (op or np.multiply)(xa[:, None], xb[None, :]).ravel()
        weights = np.multiply.outer(a.w, b.w).ravel()
        return Dist._scatter(values, weights)

    def floordiv_dist(self, other: Dist) -> Dist:
        if other.min <= 0 <= other.max and other.probability(0) > 0:
            raise DiceError("dice.division_by_zero")
        return self.product(other, lambda x, y: np.floor_divide(x, np.where(y == 0, 1, y)))

    @staticmethod
    def mix(items: Iterable[tuple[Prob, Dist]]) -> Dist:
        """A mixture: with probability ``p_i`` the outcome follows ``d_i`` (the ``p_i`` sum to 1).

        With :class:`~fractions.Fraction` probabilities and exact distributions the mixture is exact.
        """
        pairs = [(p, d) for p, d in items if p]
        if not pairs:
            raise ValueError("a mixture needs at least one positive weight")
        exact = all(d.exact for _, d in pairs) and all(isinstance(p, Fraction | int) for p, _ in pairs)
        lo = min(d.lo for _, d in pairs)
        hi = max(d.max for _, d in pairs)
        _check_support(hi - lo + 1)
        if exact:
            dens = [int(d.w.sum()) * Fraction(p).denominator for p, d in pairs]
            common = math.lcm(*dens)
            out = np.zeros(hi - lo + 1, dtype=object)
            out[:] = 0
            for p, d in pairs:
                fp = Fraction(p)
                factor = fp.numerator * (common // (int(d.w.sum()) * fp.denominator))
                out[d.lo - lo : d.lo - lo + len(d.w)] += d.w * factor
            return Dist(lo, out)
        out_f = np.zeros(hi - lo + 1)
        for p, d in pairs:
            out_f[d.lo - lo : d.lo - lo + len(d.w)] += float(p) * (d.w if not d.exact else d.probabilities())
        return Dist._raw(lo, out_f)

    def where(
        self, condition: Callable[[NDArray[np.int64]], NDArray[np.bool_]]
    ) -> tuple[Prob, Dist | None, Dist | None]:
        """Split by a condition on the outcome: ``(P(cond), X | cond, X | not cond)``."""
        mask = np.asarray(condition(self.outcomes()), dtype=bool)
        total = self.w.sum()
        yes = self.w * mask
        no = self.w * ~mask
        p_yes: Prob = Fraction(int(yes.sum()), int(total)) if self.exact else float(yes.sum())
        d_yes = Dist(self.lo, yes if not self.exact else yes.astype(object)) if yes.any() else None
        d_no = Dist(self.lo, no if not self.exact else no.astype(object)) if no.any() else None
        if d_yes is not None and not self.exact:
            d_yes = Dist(d_yes.lo, d_yes.w / d_yes.w.sum())
        if d_no is not None and not self.exact:
            d_no = Dist(d_no.lo, d_no.w / d_no.w.sum())
        return p_yes, d_yes, d_no

    # -- dice-specific transforms ----------------------------------------------------------------
    def sum_iid(self, n: int) -> Dist:
        """The sum of ``n`` independent copies (``n`` ≥ 0), by repeated squaring."""
        if n == 0:
            return Dist.constant(0, exact=self.exact)
        _check_support((len(self.w) - 1) * n + 1)
        count = n
        result: NDArray[Any] | None = None
        base = self.w
        while True:
            if n & 1:
                result = base if result is None else _convolve(result, base)
            n >>= 1
            if not n:
                break
            base = _convolve(base, base)
        assert result is not None
        return Dist._raw(self.lo * count, result)

    def reroll(self, matches: Callable[[int], bool], *, once: bool) -> Dist:
        """A die rerolled (once, or until it shows a face outside ``matches``)."""
        mask = np.array([matches(self.lo + i) for i in range(len(self.w))], dtype=bool)
        bad = self.w * mask
        good = self.w * ~mask
        if self.exact:
            bad, good = bad.astype(object), good.astype(object)
        if not bad.any():
            return self
        if not once:
            if not good.any():
                raise DiceError("dice.reroll_forever")
            return Dist(self.lo, good if self.exact else good / good.sum())
        total = self.w.sum()
        return Dist(self.lo, good * total + self.w * bad.sum())

    def explode(self, base: Dist, matches: Callable[[int], bool], depth: int) -> Dist:
        """A die that, on a matching face, adds a fresh ``base`` die, at most ``depth`` times."""
        chain: Dist = base  # a fresh die with no explosion left
        for _ in range(depth - 1):  # a fresh die with 1, 2, … depth-1 explosions left
            chain = _explode_once(base, matches, chain)
        return _explode_once(self, matches, chain) if depth > 0 else self

    def keep(self, n: int, k: int, *, highest: bool) -> Dist:
        """Sum of the ``k`` highest (or lowest) of ``n`` independent copies of this die."""
        if k == 0:
            return Dist.constant(0, exact=self.exact)
        if k == n:
            return self.sum_iid(n)
        return _keep(self, n, k, highest)


@lru_cache(maxsize=512)
def _uniform(lo: int, hi: int, exact: bool) -> Dist:
    n = hi - lo + 1
    w = np.array([1] * n, dtype=object) if exact else np.full(n, 1.0 / n)
    w.flags.writeable = False  # shared between calls: never mutated
    return Dist._raw(lo, w)


def _explode_once(first: Dist, matches: Callable[[int], bool], rest: Dist) -> Dist:
    mask = np.array([matches(first.lo + i) for i in range(len(first.w))], dtype=bool)
    if not mask.any():
        return first
    stay = first.w * ~mask
    boom = first.w * mask
    if first.exact:
        stay, boom = stay.astype(object), boom.astype(object)
    total_rest = rest.w.sum()
    # stay part keeps the first die's value; boom part adds the rest of the chain
    boom_sum = _convolve(boom, rest.w)
    lo = first.lo
    out_len = max(len(stay), (rest.lo + len(boom_sum)))
    out = np.zeros(out_len, dtype=first.w.dtype)
    if first.exact:
        out[:] = 0
    out[: len(stay)] += stay * total_rest
    out[rest.lo : rest.lo + len(boom_sum)] += boom_sum
    if not first.exact:
        out = out / out.sum()
    return Dist(lo, out)


@lru_cache(maxsize=256)
def _multisets(n: int, faces: int) -> tuple[NDArray[np.int64], NDArray[np.float64], tuple[int, ...]]:
    """All sorted ``n``-tuples of face indices (ascending) with their multinomial counts."""
    idx = np.array(list(combinations_with_replacement(range(faces), n)), dtype=np.int64)
    # multinomial coefficient n! / prod(count_f!)
    counts = np.zeros((len(idx), faces), dtype=np.int64)
    rows = np.repeat(np.arange(len(idx)), n)
    np.add.at(counts, (rows, idx.ravel()), 1)
    fact = [math.factorial(i) for i in range(n + 1)]
    exact_coef = tuple(fact[n] // math.prod(fact[c] for c in row) for row in counts.tolist())
    return idx, np.array(exact_coef, dtype=np.float64), exact_coef


def _multiset_count(n: int, faces: int) -> int:
    return math.comb(n + faces - 1, n)


def _keep(die: Dist, n: int, k: int, highest: bool) -> Dist:
    faces = len(die.w)
    if _multiset_count(n, faces) <= 100_000:
        return _keep_multisets(die, n, k, highest)
    return _keep_dp(die, n, k, highest)


@lru_cache(maxsize=1024)
def _keep_plain(n: int, faces: int, k: int, highest: bool) -> tuple[int, NDArray[np.float64]]:
    """Keep-highest/lowest of ``n`` plain dice of ``faces`` faces (face indices from 0), memoised
    like icepool's evaluator cache: the table depends on four small integers only."""
    idx, coef_f, _ = _multisets(n, faces)
    chosen = idx[:, n - k :] if highest else idx[:, :k]
    d = Dist._scatter(chosen.sum(axis=1), coef_f)
    w = d.w / d.w.sum()
    w.flags.writeable = False
    return d.lo, w


def _keep_multisets(die: Dist, n: int, k: int, highest: bool) -> Dist:
    if not die.exact and die.w.min() == die.w.max():
        lo, w = _keep_plain(n, len(die.w), k, highest)
        return Dist._raw(lo + k * die.lo, w)
    idx, coef_f, coef_exact = _multisets(n, len(die.w))
    chosen = idx[:, n - k :] if highest else idx[:, :k]
    values = chosen.sum(axis=1) + k * die.lo
    if die.exact:
        w = np.array(coef_exact, dtype=object)
        for j in range(n):
            w = w * die.w[idx[:, j]]
        return Dist._scatter(values, w)
    w_f = coef_f * np.prod(die.w[idx], axis=1)
    d = Dist._scatter(values, w_f)
    return Dist._raw(d.lo, d.w / d.w.sum())


def _keep_dp(die: Dist, n: int, k: int, highest: bool) -> Dist:
    """Faces from the kept end inward; state: dice placed so far → distribution of the kept sum."""
    faces = len(die.w)
    _check_work(faces * n * n * (k * faces + 1))
    order: Sequence[int] = range(faces - 1, -1, -1) if highest else range(faces)
    exact = die.exact
    zero: Any = 0 if exact else 0.0
    size = k * (faces - 1) + 1  # kept sum measured in face indices
    states: dict[int, NDArray[Any]] = {}
    start = np.zeros(size, dtype=die.w.dtype)
    if exact:
        start[:] = 0
    start[0] = 1 if exact else 1.0
    states[0] = start
    for pos, f in enumerate(order):
        p = die.w[f]
        last = pos == faces - 1
        new: dict[int, NDArray[Any]] = {}
        for placed, arr in states.items():
            left = n - placed
            choices = [left] if last else range(left + 1)
            for t in choices:
                if t and p == zero:
                    continue
                coef = math.comb(left, t) * (p**t if exact else float(p) ** t)
                add = max(0, min(t, k - placed)) * f
                shifted = np.zeros(size, dtype=die.w.dtype)
                if exact:
                    shifted[:] = 0
                shifted[add:] = arr[: size - add] * coef
                key = placed + t
                new[key] = new[key] + shifted if key in new else shifted
        states = new
    final = states[n]
    if not exact:
        final = final / final.sum()
    return Dist(k * die.lo, final)


def dist_from_samples(values: Sequence[int]) -> Dist:
    """Empirical distribution (for tests and displays)."""
    arr = np.asarray(values, dtype=np.int64)
    lo = int(arr.min())
    counts = np.bincount(arr - lo)
    return Dist(lo, counts / counts.sum())
