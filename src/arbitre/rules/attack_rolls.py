"""Attack rolls: hit, miss, critical threat and confirmation.

d20 family: a natural 1 always misses and a natural 20 always hits; a hit on a natural roll in the
threat range threatens a critical hit, confirmed by a second attack roll that hits (touch spells and
rays can score critical hits: 001 « Sorts de contact et critiques », 000 « Rayons »). pf2 reads an
attack like a save, in four degrees (10 over the AC is a critical hit; natural 20/1 move the degree
one step) — the same degree logic as :func:`arbitre.rules.saving_throws.save_outcome`.
"""

from __future__ import annotations

from enum import StrEnum

from arbitre.model.ruleset import Ruleset, SaveOutcomes
from arbitre.rules.saving_throws import Degree, save_outcome

SECTION = "001 « Sorts de contact et critiques »"


class AttackResult(StrEnum):
    MISS = "miss"
    HIT = "hit"
    THREAT = "threat"  # d20 family: a hit that threatens a critical (confirm it)
    CRITICAL = "critical"  # pf2: a critical hit outright


def attack_result(natural: int, bonus: int, ac: int, ruleset: Ruleset, *, threat: int = 20) -> AttackResult:
    """Read one attack roll (``natural`` d20 + ``bonus`` against ``ac``)."""
    total = natural + bonus
    if ruleset.save_outcomes is SaveOutcomes.FOUR_DEGREES:
        degree = save_outcome(natural, total, ac, ruleset).degree
        if degree is Degree.CRITICAL_SUCCESS:
            return AttackResult.CRITICAL
        return AttackResult.HIT if degree is Degree.SUCCESS else AttackResult.MISS
    if natural == 1:
        return AttackResult.MISS
    hits = natural == 20 or total >= ac
    if not hits:
        return AttackResult.MISS
    return AttackResult.THREAT if natural >= threat else AttackResult.HIT


def confirms(natural: int, bonus: int, ac: int) -> bool:
    """A critical threat is confirmed by a second roll that would hit (natural 1 never does)."""
    if natural == 1:
        return False
    return natural == 20 or natural + bonus >= ac
