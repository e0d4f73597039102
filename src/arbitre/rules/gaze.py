"""Gaze attacks.

Section: 000 « Attaque de regard ». Every creature within range saves at the start of its own
turn, each round, unless it protects itself:

- averting the eyes: a 50% chance each round of not having to save (:data:`AVERT_CHANCE`); the
  gazer gets concealment against that character;
- eyes closed, blindfolded or back turned: never affected; the gazer has total concealment;
- poor visibility granting concealment: a chance equal to the concealment of not having to save,
  rolled separately from averting;
- looking at an image (mirror, illusion) is safe.

The gazer may also use its gaze actively on one target as an attack action (the target may then
save twice in a round). Gazers are immune to their own gaze; an invisible gazer cannot use it; an
intelligent gazer may hold it back. The chances are inputs: the engine rolls them, forces them or
branches on them (:func:`save_probability`). The DC is the creature's (printed in its stat block);
:func:`gaze_save` gives the usual 10 + ½ HD + Cha when none is printed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, save_requirement

SECTION = section("Attaque de regard")
AVERT_CHANCE = 0.5
AVERTED_CONCEALMENT = 20  # % miss chance the gazer gets against one who averts its eyes
CLOSED_EYES_CONCEALMENT = 50  # total concealment


class GazeDefence(StrEnum):
    NONE = "none"
    AVERTED = "averted"
    EYES_CLOSED = "eyes_closed"  # closed, blindfolded or back turned
    IMAGE_ONLY = "image_only"  # looking only at a reflection or an image


@dataclass(frozen=True, slots=True)
class GazeExposure:
    """Whether the target must save this time, and the concealment the gazer has against it."""

    save_required: bool
    gazer_concealment: int
    steps: tuple[Step, ...] = ()


def gaze_exposure(
    defence: GazeDefence = GazeDefence.NONE,
    *,
    avert_spares: bool = False,
    visibility_concealment: int = 0,
    concealment_spares: bool = False,
    in_range: bool = True,
    own_gaze: bool = False,
    gazer_invisible: bool = False,
    gaze_suppressed: bool = False,
) -> GazeExposure:
    """One exposure to a gaze (start of the target's turn, or an active gaze aimed at it).

    ``avert_spares``: the 50% roll for averted eyes came out in the target's favour.
    ``visibility_concealment`` (%, e.g. 20 for fog) with ``concealment_spares``: the separate roll
    for poor visibility did (a target that sees through the darkness, e.g. darkvision, passes 0).
    """
    if not 0 <= visibility_concealment <= 100:
        raise RulesError("abilities.bad_percent", value=visibility_concealment)
    concealment = {
        GazeDefence.AVERTED: AVERTED_CONCEALMENT,
        GazeDefence.EYES_CLOSED: CLOSED_EYES_CONCEALMENT,
    }.get(defence, 0)
    if own_gaze:
        reason = "own_gaze"
    elif gazer_invisible:
        reason = "invisible_gazer"
    elif gaze_suppressed:
        reason = "suppressed"
    elif not in_range:
        reason = "out_of_range"
    elif defence in (GazeDefence.EYES_CLOSED, GazeDefence.IMAGE_ONLY):
        reason = defence.value
    elif defence is GazeDefence.AVERTED and avert_spares:
        reason = "averted"
    elif visibility_concealment > 0 and concealment_spares:
        reason = "concealment"
    else:
        reason = "exposed"
    required = reason == "exposed"
    step = Step(
        "gaze", SECTION, None, None, {"reason": reason, "save_required": required, "concealment": concealment}
    )
    return GazeExposure(required, concealment, (step,))


def save_probability(defence: GazeDefence = GazeDefence.NONE, visibility_concealment: int = 0) -> float:
    """The chance that an exposed target in range has to save (the two rolls are independent)."""
    if not 0 <= visibility_concealment <= 100:
        raise RulesError("abilities.bad_percent", value=visibility_concealment)
    if defence in (GazeDefence.EYES_CLOSED, GazeDefence.IMAGE_ONLY):
        return 0.0
    p = 1.0 - AVERT_CHANCE if defence is GazeDefence.AVERTED else 1.0
    return p * (1.0 - visibility_concealment / 100)


def saves_per_round(targeted_by_active_gaze: bool) -> int:
    """How many gaze saves a target may face in a round: one at its turn, one more if targeted."""
    return 2 if targeted_by_active_gaze else 1


ACTIVE_GAZE_ACTION = "attack"
ACTIVE_GAZE_TARGETS = 1


def gaze_save(
    hit_dice: int, cha_modifier: int, *, save: Save = Save.FORTITUDE, printed: int | None = None
) -> SaveRequirement:
    """The save against a gaze (usually Fortitude or Will; success negates)."""
    return save_requirement(
        SECTION,
        save,
        OnSuccess.NEGATES,
        hit_dice=hit_dice,
        modifier=cha_modifier,
        ability=AbilityScore.CHA,
        printed=printed,
    )
