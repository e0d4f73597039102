"""Rake.

Section: 000 « Pattes arrière ». A creature that starts its turn grappling its foe gets extra
natural attacks against that foe only (usually two claws), without the −4 that natural attacks
take while grappling. It cannot start the grapple and rake in the same turn (pounce excepted:
see :mod:`arbitre.rules.pounce`).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Pattes arrière")
GRAPPLE_NATURAL_ATTACK_PENALTY = -4
DEFAULT_RAKE_ATTACKS = 2


@dataclass(frozen=True, slots=True)
class RakeAttacks:
    attacks: int
    penalty: int
    steps: tuple[Step, ...] = ()


def rake(*, started_turn_grappling: bool, rake_attacks: int = DEFAULT_RAKE_ATTACKS) -> RakeAttacks:
    """The extra rake attacks this turn against the grappled foe (no grapple penalty)."""
    attacks = rake_attacks if started_turn_grappling else 0
    return RakeAttacks(
        attacks, 0, (Step("rake", SECTION, None, attacks, {"started_grappling": started_turn_grappling}),)
    )


def grappling_natural_attack_penalty(*, is_rake: bool) -> int:
    """The penalty on a natural attack made while grappling: none for rakes, −4 otherwise."""
    return 0 if is_rake else GRAPPLE_NATURAL_ATTACK_PENALTY
