"""Exact distributions checked against independent oracles: icepool, the d20 library, brute force."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import d20
import icepool
import pytest

from arbitre.dice import Dist, distribution, parse, roll

d4, d6, d8, d10, d12, d20_ = icepool.d4, icepool.d6, icepool.d8, icepool.d10, icepool.d12, icepool.d20


def _hi(die: Any, n: int, k: int) -> Any:
    return die.pool(n).highest(k).sum()


def _lo(die: Any, n: int, k: int) -> Any:
    return die.pool(n).lowest(k).sum()


ORACLE: dict[str, Callable[[], Any]] = {
    "1d20+7": lambda: d20_ + 7,
    "8d6+5": lambda: 8 @ d6 + 5,
    "10d6": lambda: 10 @ d6,
    "40d6": lambda: 40 @ d6,
    "3d6": lambda: 3 @ d6,
    "2d8+1d6+3": lambda: 2 @ d8 + d6 + 3,
    "1d4-1": lambda: d4 - 1,
    "2d6-1d4": lambda: 2 @ d6 - d4,
    "3*1d6": lambda: 3 * d6,
    "1d6*1d6": lambda: d6 * d6,
    "1d100": lambda: icepool.d100,
    "d%": lambda: icepool.d100,
    "4d6kh3": lambda: _hi(d6, 4, 3),
    "4d6dl1": lambda: _hi(d6, 4, 3),
    "4d6kl3": lambda: _lo(d6, 4, 3),
    "4d6dh1": lambda: _lo(d6, 4, 3),
    "2d20kh1": lambda: _hi(d20_, 2, 1),
    "2d20kl1": lambda: _lo(d20_, 2, 1),
    "3d20kh1": lambda: _hi(d20_, 3, 1),
    "5d10kh2": lambda: _hi(d10, 5, 2),
    "6d6kh3": lambda: _hi(d6, 6, 3),
    "10d6kh5": lambda: _hi(d6, 10, 5),
    "8d8dl2": lambda: _hi(d8, 8, 6),
    "3d12kl2+4": lambda: _lo(d12, 3, 2) + 4,
    "4d4kh2": lambda: _hi(d4, 4, 2),
    "12d6kh4": lambda: _hi(d6, 12, 4),
    "2d6r1": lambda: 2 @ d6.reroll([1], depth=1),
    "2d6ro1": lambda: 2 @ d6.reroll([1], depth=1),
    "2d6rr1": lambda: 2 @ d6.reroll([1], depth="inf"),
    "1d20r<3": lambda: d20_.reroll([1, 2], depth=1),
    "1d20rr<3": lambda: d20_.reroll([1, 2], depth="inf"),
    "2d6r<=2": lambda: 2 @ d6.reroll([1, 2], depth=1),
    "4d6r1kh3": lambda: _hi(d6.reroll([1], depth=1), 4, 3),
    "4d6rr1kh3": lambda: _hi(d6.reroll([1], depth="inf"), 4, 3),
    "1d8r>7": lambda: d8.reroll([8], depth=1),
    "1d6!": lambda: d6.explode(depth=10),
    "2d6!": lambda: 2 @ d6.explode(depth=10),
    "1d10!>8": lambda: d10.explode([9, 10], depth=10),
    "1d4!": lambda: d4.explode(depth=10),
    "3d6!kh2": lambda: _hi(d6.explode(depth=10), 3, 2),
    "max(1d20, 1d20)": lambda: icepool.highest(d20_, d20_),
    "min(1d20, 1d20)": lambda: icepool.lowest(d20_, d20_),
    "max(1d6, 3)": lambda: d6.map(lambda x: max(x, 3)),
    "min(2d6, 1d12)": lambda: icepool.lowest(2 @ d6, d12),
    "10d6/2": lambda: (10 @ d6).map(lambda x: x // 2),
    "(3d6+1)/3": lambda: (3 @ d6 + 1).map(lambda x: x // 3),
    "-(2d6)": lambda: -(2 @ d6),
    "1d20+1d4+1d6": lambda: d20_ + d4 + d6,
    "2*(1d4+1)": lambda: 2 * (d4 + 1),
    "1d6*2+1d6": lambda: d6 * 2 + d6,
    "1.5*2d6": lambda: (2 @ d6).map(lambda x: (3 * x) // 2),
    "20d20": lambda: 20 @ d20_,
    "0d6+4": lambda: icepool.Die([4]),
    "1d1": lambda: icepool.Die([1]),
    "3d4kh3": lambda: 3 @ d4,
    "1d12/1d4": lambda: icepool.map(lambda a, b: a // b, d12, d4),
}


def _icepool_pmf(die: Any) -> dict[int, Fraction]:
    total = die.denominator()
    return {int(k): Fraction(int(v), int(total)) for k, v in die.items() if v}


@pytest.mark.parametrize("text", sorted(ORACLE))
def test_exact_matches_icepool(text: str) -> None:
    expected = _icepool_pmf(ORACLE[text]())
    exact = distribution(text, exact=True)
    assert exact.fractions() == expected
    floats = distribution(text)
    for k, p in expected.items():
        assert abs(floats.probability(k) - float(p)) < 1e-12
    assert abs(sum(floats.pmf().values()) - 1) < 1e-12


def test_at_least_fifty_oracle_expressions() -> None:
    assert len(ORACLE) >= 50


def _brute(dice: list[int], f: Callable[[tuple[int, ...]], int]) -> dict[int, Fraction]:
    counts: Counter[int] = Counter()
    for faces in itertools.product(*(range(1, m + 1) for m in dice)):
        counts[f(faces)] += 1
    total = sum(counts.values())
    return {k: Fraction(v, total) for k, v in counts.items()}


@pytest.mark.parametrize(
    ("text", "dice", "fn"),
    [
        ("4d6kh3", [6] * 4, lambda t: sum(sorted(t)[1:])),
        ("3d8dl1", [8] * 3, lambda t: sum(sorted(t)[1:])),
        ("5d4kl2", [4] * 5, lambda t: sum(sorted(t)[:2])),
        ("2d6*1d4", [6, 6, 4], lambda t: (t[0] + t[1]) * t[2]),
        ("max(1d8, 1d6) - 1d4", [8, 6, 4], lambda t: max(t[0], t[1]) - t[2]),
        ("(2d6+3)/2", [6, 6], lambda t: (t[0] + t[1] + 3) // 2),
    ],
)
def test_exact_matches_brute_force(text: str, dice: list[int], fn: Callable[[tuple[int, ...]], int]) -> None:
    assert distribution(text, exact=True).fractions() == _brute(dice, fn)


def test_large_keep_uses_dynamic_programming_and_agrees() -> None:
    # 40d6 keep 20 goes past the multiset enumeration; icepool is the oracle
    ours = distribution("30d6kh10", exact=True).fractions()
    assert ours == _icepool_pmf(_hi(d6, 30, 10))


D20_COMPATIBLE = ["1d20+7", "8d6+5", "4d6kh3", "2d20kh1", "2d20kl1", "2d6ro1", "2d6rr1", "3d6+2*4-1"]


@pytest.mark.parametrize("text", D20_COMPATIBLE)
def test_d20_library_agrees_where_notations_overlap(text: str) -> None:
    """Rolls of the d20 library always fall in our exact support, and means agree statistically."""
    dist = distribution(text)
    totals = [d20.roll(text).total for _ in range(3000)]
    assert all(dist.min <= t <= dist.max for t in totals)
    mean = sum(totals) / len(totals)
    assert abs(mean - dist.mean()) < 5 * dist.stdev() / len(totals) ** 0.5 + 1e-9


def test_d20_keep_agrees_on_fixed_dice() -> None:
    """Keep/drop choose the same dice as the d20 library for the same faces."""
    from arbitre.dice import ForcedDice, RandomDice, roll_forced

    for faces in ([3, 6, 1, 4], [2, 2, 5, 5], [6, 6, 6, 1]):
        ours = roll_forced("4d6kh3", ForcedDice(faces, RandomDice(random.Random(0))))
        kept = [d.value for d in ours.dice if d.kept]
        assert sorted(kept) == sorted(faces)[1:]


def test_percentile_differs_from_d20_tens_die() -> None:
    assert distribution("d%").min == 1
    assert distribution("1d100").max == 100


def test_fireball_pipeline_cross_check() -> None:
    """10d6, halved on a successful save (p = 0.45), minus resistance 5, at least 0."""
    d = distribution("10d6", exact=True)
    full = (d - 5).clamp(0)
    half = (d.halve() - 5).clamp(0)
    mixed = Dist.mix([(Fraction(55, 100), full), (Fraction(45, 100), half)])
    assert mixed.mean_exact() == Fraction(1761, 80)
    assert abs(mixed.p_at_least(20) - 0.537414127) < 1e-9
    floats = Dist.mix(
        [(0.55, (distribution("10d6") - 5).clamp(0)), (0.45, (distribution("10d6").halve() - 5).clamp(0))]
    )
    assert abs(floats.mean() - 22.0125) < 1e-12


def test_roll_same_seed_same_result() -> None:
    a = roll("4d6kh3+1d20!", random.Random(42))
    b = roll("4d6kh3+1d20!", random.Random(42))
    assert a.to_dict() == b.to_dict()


def test_exploding_roll_keeps_every_die() -> None:
    from arbitre.dice import ForcedDice, RandomDice, roll_forced

    result = roll_forced("1d6!", ForcedDice([6, 6, 2], RandomDice(random.Random(0))))
    assert result.total == 14
    assert [(d.value, d.exploded) for d in result.dice] == [(6, True), (6, True), (2, False)]


def test_reroll_keeps_the_discarded_die() -> None:
    from arbitre.dice import ForcedDice, RandomDice, roll_forced

    result = roll_forced("1d20r<3", ForcedDice([1, 15], RandomDice(random.Random(0))))
    assert result.total == 15
    assert [(d.value, d.kept, d.rerolled) for d in result.dice] == [(1, False, True), (15, True, False)]


def test_parse_is_cached_and_immutable() -> None:
    assert parse("2d6") is parse("2d6")
    with pytest.raises(AttributeError):
        parse("2d6").text = "3d6"  # type: ignore[misc]
