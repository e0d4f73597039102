"""Exact odds through the per-instance map agree with brute-force enumeration of every roll."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from arbitre.dice import distribution
from arbitre.model.damage import DamageInstance, DamageReduction, DamageType, Defenses, Resistance
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.incorporeal import ignore_chance
from arbitre.rules.mitigation import amount_map, mitigate

PF1 = get_ruleset("pf1")


def test_dr_and_resistance_distribution_matches_enumeration() -> None:
    """000 « Réduction des dégâts » and « Résistance aux énergies destructives » over 1d8+2 slashing
    and 1d6 fire: mapping the distributions equals enumerating the 48 rolls."""
    defenses = Defenses(
        damage_reduction=(DamageReduction(5, (frozenset({"magic"}),)),), resistances=(Resistance("fire", 3),)
    )
    sword = DamageInstance(0, DamageType.SLASHING)
    fire = DamageInstance(0, DamageType.FIRE)
    brute: Counter[int] = Counter()
    for d8, d6 in itertools.product(range(1, 9), range(1, 7)):
        result = mitigate([sword.with_amount(d8 + 2), fire.with_amount(d6)], defenses, PF1)
        brute[max(0, d8 + 2 - 5) + max(0, d6 - 3)] += 1
        assert result.total == max(0, d8 + 2 - 5) + max(0, d6 - 3)
    slashing = distribution("1d8+2").map(amount_map(sword, defenses, PF1)).pmf()
    burning = distribution("1d6").map(amount_map(fire, defenses, PF1)).pmf()
    combined: Counter[float] = Counter()
    for (a, pa), (b, pb) in itertools.product(slashing.items(), burning.items()):
        combined[a + b] += pa * pb
    for total, count in brute.items():
        assert abs(combined[total] - count / 48) < 1e-12


def test_incorporeal_branches_weight_to_the_exact_odds() -> None:
    """000 « Intangibilité »: the 50 % is a branch the caller weighs, never a roll inside the rule."""
    ghost = Defenses(incorporeal=True)
    sword = DamageInstance(0, DamageType.SLASHING, enhancement=1)
    p = ignore_chance(sword)
    assert p == Fraction(1, 2)
    dist = distribution("1d8")
    hit = dist.map(amount_map(sword, ghost, PF1, incorporeal_ignored=False)).pmf()
    missed = dist.map(amount_map(sword, ghost, PF1, incorporeal_ignored=True)).pmf()
    assert missed == {0: 1.0}
    mean = float(p) * 0 + float(1 - p) * sum(k * v for k, v in hit.items())
    assert abs(mean - 2.25) < 1e-12
