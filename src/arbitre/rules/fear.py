"""Fear: shaken, frightened, panicked, and how fear effects stack.

Section: 000 « Terreur ». A failed Will save leaves the target shaken, frightened or panicked, as
the source says. Fear effects stack upwards (:func:`stack_fear`): shaken twice is frightened,
shaken then frightened is panicked, frightened then shaken or frightened is panicked. Stacking
never lowers fear. Frightened and panicked creatures are shaken too (−2 on attack rolls, saves,
skill and ability checks).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Terreur")
SHAKEN_PENALTY = -2


class FearLevel(IntEnum):
    NONE = 0
    SHAKEN = 1
    FRIGHTENED = 2
    PANICKED = 3

    @property
    def id(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class FearResult:
    level: FearLevel
    steps: tuple[Step, ...] = ()


def stack_fear(current: FearLevel, new: FearLevel) -> FearResult:
    """The fear condition after a creature already ``current`` gets ``new`` from a second effect."""
    if new is FearLevel.NONE:
        result = current
    elif current is FearLevel.NONE:
        result = new
    elif current is FearLevel.SHAKEN and new is FearLevel.SHAKEN:
        result = FearLevel.FRIGHTENED
    else:  # any other combination of two fear effects
        result = FearLevel.PANICKED
    step = Step(
        "fear_stacking",
        SECTION,
        int(current),
        int(result),
        {"current": current.id, "new": new.id, "result": result.id},
    )
    return FearResult(result, (step,))


def fear_penalty(level: FearLevel) -> int:
    """The penalty on attack rolls, saves, skill and ability checks (0 when not afraid)."""
    return SHAKEN_PENALTY if level >= FearLevel.SHAKEN else 0


@dataclass(frozen=True, slots=True)
class FearBehaviour:
    flees: bool
    chooses_direction: bool  # frightened: picks its way; panicked: just away, avoiding other dangers
    if_cornered: str  # "fights" (shaken or frightened) or "cowers" (panicked)


def fear_behaviour(level: FearLevel) -> FearBehaviour:
    """How a creature acts under each fear condition."""
    if level is FearLevel.PANICKED:
        return FearBehaviour(True, False, "cowers")
    if level is FearLevel.FRIGHTENED:
        return FearBehaviour(True, True, "fights")
    return FearBehaviour(False, True, "fights")
