"""Pounce.

Section: 000 « Bond ». A charging creature with pounce may make a full attack, including its two
rake attacks if it has rake.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Bond")


@dataclass(frozen=True, slots=True)
class ChargeAttacks:
    full_attack: bool
    rake_attacks: int
    steps: tuple[Step, ...] = ()


def charge_attacks(*, has_pounce: bool, rake_attacks: int = 0) -> ChargeAttacks:
    """The attacks at the end of a charge: one (no pounce) or a full attack with rakes (pounce)."""
    if not has_pounce:
        return ChargeAttacks(False, 0, (Step("pounce", SECTION, None, None, {"pounce": False}),))
    return ChargeAttacks(
        True, rake_attacks, (Step("pounce", SECTION, None, None, {"pounce": True, "rakes": rake_attacks}),)
    )
