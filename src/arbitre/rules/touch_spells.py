"""Touch and ray spells (001 « La portée » — Contact; « Effet » — Rayon; « La durée » — « Retenir
un sort de contact »; « Cible(s) » for willing targets and redirection).

A damaging touch or ray spell threatens a critical hit on a natural 20 and deals double damage
when confirmed. A touch spell not delivered in the round it is cast can be held; casting another
spell loses the charge. A multi-target touch spell reaches up to six willing targets, all touched
in the round the casting ends, and cannot be held. Unconscious creatures count as willing,
conscious but helpless ones do not. Redirecting a spell after casting is a move action.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.explain import Step

SECTION_TOUCH = "001 « La portée » (Contact)"
SECTION_RAY = "001 « Effet » (Rayon)"
SECTION_HOLD = "001 « Retenir un sort de contact »"
SECTION_TARGETS = "001 « Cible(s) »"

CRITICAL_THREAT = 20
CRITICAL_MULTIPLIER = 2
MAX_WILLING_TOUCH_TARGETS = 6
REDIRECT_ACTION = "move"


def threatens_critical(natural: int, *, deals_damage: bool) -> bool:
    """A damaging touch or ray spell threatens a critical hit on a natural 20."""
    return deals_damage and natural >= CRITICAL_THREAT


def critical_damage(amount: int, *, confirmed: bool) -> int:
    """Double damage on a confirmed critical (the engine may instead roll the dice twice)."""
    return amount * CRITICAL_MULTIPLIER if confirmed else amount


class Charge(StrEnum):
    NONE = "none"
    HELD = "held"


@dataclass(frozen=True, slots=True)
class HeldCharge:
    """A touch spell held after casting (a value: each event returns a new one)."""

    spell_key: str | None = None

    @property
    def state(self) -> Charge:
        return Charge.NONE if self.spell_key is None else Charge.HELD

    def hold(self, spell_key: str, *, multi_target: bool = False) -> HeldCharge:
        """Keep the charge after the casting round; multi-target touch spells cannot be held."""
        if multi_target:
            raise RulesError("spells.cannot_hold_multi_touch", spell=spell_key)
        return HeldCharge(spell_key)

    def cast_another(self) -> tuple[HeldCharge, tuple[Step, ...]]:
        """Casting any other spell dissipates the held charge."""
        if self.spell_key is None:
            return self, ()
        return HeldCharge(None), (
            Step("held_charge_lost", SECTION_HOLD, None, None, {"spell": self.spell_key}),
        )

    def discharge(self) -> HeldCharge:
        """The touch lands: the charge is spent."""
        return HeldCharge(None)


def is_willing(*, unconscious: bool, consents: bool) -> bool:
    """Unconscious creatures are always willing; any other creature (helpless or not) only if it
    consents."""
    return unconscious or consents


def touch_targets_allowed(count: int) -> bool:
    """A multi-target touch spell reaches at most six willing targets in the casting round."""
    return 0 <= count <= MAX_WILLING_TOUCH_TARGETS


def touch_all_action(*, spread_over_rounds: bool) -> str:
    """Touching all the targets takes a full-round action when the spell lets it spread over rounds."""
    return "full_round" if spread_over_rounds else "part_of_casting"


__all__ = [
    "CRITICAL_MULTIPLIER",
    "CRITICAL_THREAT",
    "MAX_WILLING_TOUCH_TARGETS",
    "REDIRECT_ACTION",
    "Charge",
    "HeldCharge",
    "critical_damage",
    "is_willing",
    "threatens_critical",
    "touch_all_action",
    "touch_targets_allowed",
]
