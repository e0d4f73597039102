"""Invariants over the whole grammar (Hypothesis): rolls inside the exact support, distributions
sum to 1, the compiled roller and the interpreter agree die for die, exact and float agree."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbitre.core.errors import DiceError
from arbitre.dice import RandomDice, parse

# -- strategies mirroring the grammar (docs/dice.md) --
small_int = st.integers(min_value=0, max_value=20)
sides = st.sampled_from([1, 2, 3, 4, 6, 8, 10, 12, 20])


@st.composite
def dice_term(draw: st.DrawFn) -> str:
    n = draw(st.integers(min_value=1, max_value=5))
    m = draw(sides)
    text = f"{n}d{m}"
    if m > 1 and draw(st.booleans()):
        face = draw(st.integers(min_value=1, max_value=m - 1))
        op = draw(st.sampled_from(["", "<", "<="]))
        kind = draw(st.sampled_from(["r", "ro", "rr"]))
        text += f"{kind}{op}{face}"
    if m > 1 and draw(st.integers(0, 4)) == 0:
        text += "!"
    if draw(st.booleans()):
        kind = draw(st.sampled_from(["kh", "kl", "dh", "dl"]))
        text += f"{kind}{draw(st.integers(min_value=0, max_value=n))}"
    return text


def atom() -> st.SearchStrategy[str]:
    return st.one_of(small_int.map(str), dice_term())


expressions = st.recursive(
    atom(),
    lambda inner: st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "*"]), inner).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        st.tuples(inner, st.integers(min_value=1, max_value=4)).map(lambda t: f"({t[0]}) / {t[1]}"),
        inner.map(lambda s: f"({s})"),
        inner.map(lambda s: f"-({s})"),
        st.tuples(st.sampled_from(["min", "max"]), inner, inner).map(lambda t: f"{t[0]}({t[1]}, {t[2]})"),
    ),
    max_leaves=4,
)


def _bound(text: str):  # type: ignore[no-untyped-def]
    try:
        return parse(text).bind({})
    except DiceError:
        return None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expressions, st.integers(min_value=0, max_value=2**32))
def test_rolls_fall_inside_exact_support(text: str, seed: int) -> None:
    bound = _bound(text)
    if bound is None:
        return
    try:
        dist = bound.distribution()
    except DiceError:  # e.g. a random divisor that may be 0
        return
    assert abs(sum(dist.pmf().values()) - 1.0) < 1e-9
    fast = bound.roll(random.Random(seed))
    slow = bound.roll_with(RandomDice(random.Random(seed)))
    assert fast.total == slow.total
    assert fast.to_dict() == slow.to_dict()
    assert bound.roll_total(random.Random(seed)) == fast.total
    assert dist.min <= fast.total <= dist.max
    assert dist.probability(fast.total) > 0
    samples = bound.sample(200, np.random.default_rng(seed))
    assert samples.min() >= dist.min and samples.max() <= dist.max


@settings(max_examples=60, deadline=None)
@given(expressions)
def test_exact_and_float_agree(text: str) -> None:
    bound = _bound(text)
    if bound is None:
        return
    try:
        exact, floats = bound.distribution(exact=True), bound.distribution()
    except DiceError:
        return
    fr = exact.fractions()
    assert sum(fr.values()) == 1
    for k, p in fr.items():
        assert abs(float(p) - floats.probability(k)) < 1e-12


@given(st.integers(min_value=1, max_value=30), st.sampled_from([2, 4, 6, 8, 10, 12, 20, 100]))
def test_ndm_mean(n: int, m: int) -> None:
    dist = parse(f"{n}d{m}").distribution()
    assert abs(dist.mean() - n * (m + 1) / 2) < 1e-9
    assert (dist.min, dist.max) == (n, n * m)


@settings(max_examples=30, deadline=None)
@given(
    st.integers(min_value=1, max_value=6),
    st.integers(min_value=2, max_value=12),
    st.integers(min_value=0, max_value=2**31),
)
def test_simulation_converges_to_exact(n: int, m: int, seed: int) -> None:
    bound = parse(f"{n}d{m}kh{max(1, n - 1)} + 2").bind({})
    dist = bound.distribution()
    samples = bound.sample(40_000, np.random.default_rng(seed))
    assert abs(samples.mean() - dist.mean()) < 6 * dist.stdev() / 200 + 1e-9


@given(st.integers(min_value=0, max_value=40), st.integers(min_value=0, max_value=10))
def test_composition_ops(resist: int, shift: int) -> None:
    d = parse("6d6").distribution()
    mitigated = (d.halve() - resist).clamp(0) + shift
    assert mitigated.min >= shift
    assert abs(sum(mitigated.pmf().values()) - 1) < 1e-12
    assert mitigated.mean() <= d.mean() + shift
