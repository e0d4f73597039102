"""Fast healing (d20 family): text 000 « Guérison accélérée ».

At the start of its turn the creature recovers a fixed number of hit points; nonlethal damage is
healed first, then lethal damage. (Lost limbs, suffocation, starvation and thirst are not healed:
nothing here models them.)
"""

from __future__ import annotations

from arbitre.model.explain import Step
from arbitre.rules._damage_common import S000_FAST_HEALING, step


def apply_fast_healing(
    lethal_damage: int, nonlethal_damage: int, amount: int
) -> tuple[int, int, tuple[Step, ...]]:
    """``(lethal, nonlethal, steps)`` after one turn of fast healing ``amount``."""
    if amount <= 0 or (lethal_damage <= 0 and nonlethal_damage <= 0):
        return max(0, lethal_damage), max(0, nonlethal_damage), ()
    healed_nonlethal = min(nonlethal_damage, amount)
    healed_lethal = min(lethal_damage, amount - healed_nonlethal)
    new_nonlethal = nonlethal_damage - healed_nonlethal
    new_lethal = lethal_damage - healed_lethal
    steps = (
        step(
            "fast_healing",
            S000_FAST_HEALING,
            lethal_damage + nonlethal_damage,
            new_lethal + new_nonlethal,
            amount=amount,
            nonlethal_healed=healed_nonlethal,
            lethal_healed=healed_lethal,
        ),
    )
    return new_lethal, new_nonlethal, steps


__all__ = ["apply_fast_healing"]
