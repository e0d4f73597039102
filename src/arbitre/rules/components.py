"""Whether a caster can provide a spell's components (001 « Les composantes »).

Verbal: impossible when silenced or gagged; a deaf caster fails a verbal spell one time in five
(the roll is an input, :data:`DEAF_VERBAL_FAILURE` its chance). Somatic: needs a free hand.
Material and focus: must be at hand; a component pouch covers the ones without a listed cost.
Divine focus: needs the holy symbol (or sacred plant). ``M/DF`` and ``F/DF``: the arcane version
needs the material or focus, the divine version only the divine focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from arbitre.model.explain import Step
from arbitre.model.spell import ComponentKind, Components

SECTION = "001 « Les composantes »"
DEAF_VERBAL_FAILURE = Fraction(1, 5)


class Missing(StrEnum):
    """Why a component cannot be provided."""

    SILENCED = "silenced"
    GAGGED = "gagged"
    DEAF_FAILURE = "deaf_failure"
    NO_FREE_HAND = "no_free_hand"
    NO_MATERIAL = "no_material"
    NO_FOCUS = "no_focus"
    NO_DIVINE_FOCUS = "no_divine_focus"


@dataclass(frozen=True, slots=True)
class CasterState:
    """What the caster has and suffers, as far as components go."""

    silenced: bool = False
    gagged: bool = False
    deaf: bool = False
    free_hand: bool = True
    has_pouch: bool = True
    has_costly_material: bool = False  # the specific costly material the spell needs
    has_costly_focus: bool = False
    has_divine_focus: bool = True
    divine: bool = False  # casting the divine version (cleric, druid, paladin, ranger…)


@dataclass(frozen=True, slots=True)
class ComponentCheck:
    ok: bool
    missing: tuple[Missing, ...]
    steps: tuple[Step, ...]


def needs_deaf_roll(components: Components, caster: CasterState) -> bool:
    """Whether the 20% deaf-caster roll is needed (a verbal spell by a deaf caster)."""
    return components.verbal and caster.deaf


def check_components(
    components: Components, caster: CasterState, *, deaf_roll_failed: bool = False
) -> ComponentCheck:
    """Every component the caster cannot provide; ``deaf_roll_failed`` is the outcome of the 20%
    roll (only read when :func:`needs_deaf_roll`)."""
    missing: list[Missing] = []
    kinds = components.kinds
    if ComponentKind.V in kinds:
        if caster.silenced:
            missing.append(Missing.SILENCED)
        if caster.gagged:
            missing.append(Missing.GAGGED)
        if caster.deaf and deaf_roll_failed:
            missing.append(Missing.DEAF_FAILURE)
    if ComponentKind.S in kinds and not caster.free_hand:
        missing.append(Missing.NO_FREE_HAND)
    divine_replaces = caster.divine and bool(components.divine_alternative)
    if ComponentKind.M in kinds and not (
        divine_replaces and ComponentKind.M in components.divine_alternative
    ):
        costly = components.material_cost_gp is not None and components.material_cost_gp > 0
        if not (caster.has_costly_material if costly else caster.has_pouch):
            missing.append(Missing.NO_MATERIAL)
    if ComponentKind.F in kinds and not (
        divine_replaces and ComponentKind.F in components.divine_alternative
    ):
        costly = components.focus_cost_gp is not None and components.focus_cost_gp > 0
        if not (caster.has_costly_focus if costly else caster.has_pouch):
            missing.append(Missing.NO_FOCUS)
    needs_df = ComponentKind.DF in kinds and (not components.divine_alternative or caster.divine)
    if needs_df and not caster.has_divine_focus:
        missing.append(Missing.NO_DIVINE_FOCUS)
    steps = tuple(Step("component_missing", SECTION, None, None, {"missing": m.value}) for m in missing)
    return ComponentCheck(not missing, tuple(missing), steps)


__all__ = [
    "DEAF_VERBAL_FAILURE",
    "CasterState",
    "ComponentCheck",
    "Missing",
    "check_components",
    "needs_deaf_roll",
]
