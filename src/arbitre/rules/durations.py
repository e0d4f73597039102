"""Spell durations (001 « La durée »).

Timed durations count in rounds (1 minute = 10 rounds, 1 hour = 600) and grow per caster level.
A variable duration (dice) is rolled by the game master and not told to the caster: the roll is an
input here and the result is a :class:`SecretDuration`, visible to the GM only. Concentration costs
a standard action each round and may linger after it stops; the caster cannot cast another spell
while concentrating. (T)/(D) spells can be dismissed with a standard action (concentration spells
just by not concentrating). A held or « until discharged » spell ends when used.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.explain import Step
from arbitre.model.spell import ROUNDS_PER_UNIT, Duration, DurationKind, TimeSpan

SECTION = "001 « La durée »"
SECTION_TIMED = "001 « Durée déterminée »"
SECTION_CONCENTRATION = "001 « Concentration »"
SECTION_DISMISS = "001 « (T) Terminé »"


def span_rounds(span: TimeSpan, caster_level: int, *, rolled: int | None = None) -> int:
    """A time span in rounds at ``caster_level``; ``rolled`` is the dice result of a variable span."""
    if caster_level < 1:
        raise RulesError("spells.bad_caster_level", value=caster_level)
    if span.dice is not None and rolled is None:
        raise RulesError("spells.duration_needs_roll", dice=span.dice)
    units = span.base + span.per_level * (caster_level // span.levels_per) + (rolled or 0)
    return units * ROUNDS_PER_UNIT[span.unit]


def variable_dice(duration: Duration) -> str | None:
    """The dice text to roll in secret for a variable duration, or ``None``."""
    return duration.span.dice if duration.span is not None else None


class Audience(StrEnum):
    GAME_MASTER = "game_master"
    EVERYONE = "everyone"


@dataclass(frozen=True, slots=True)
class SecretDuration:
    """A duration value with who may see it (a rolled duration is for the GM only)."""

    rounds: int | None  # None: instantaneous, permanent, concentration or special (no clock)
    audience: Audience
    steps: tuple[Step, ...]


def duration_rounds(duration: Duration, caster_level: int, *, rolled: int | None = None) -> SecretDuration:
    """How many rounds the spell lasts; a rolled span is secret (shown to the game master only)."""
    if duration.kind is not DurationKind.TIMED or duration.span is None:
        return SecretDuration(None, Audience.EVERYONE, ())
    rounds = span_rounds(duration.span, caster_level, rolled=rolled)
    secret = duration.span.dice is not None
    step = Step(
        "spell_duration",
        SECTION_TIMED,
        None,
        rounds,
        {"caster_level": caster_level, "secret": secret},
    )
    return SecretDuration(rounds, Audience.GAME_MASTER if secret else Audience.EVERYONE, (step,))


def concentration_limit(duration: Duration, caster_level: int) -> int | None:
    """The most rounds concentration can keep the spell going (``None``: no limit)."""
    if duration.kind is not DurationKind.CONCENTRATION or duration.cap is None:
        return None
    return span_rounds(duration.cap, caster_level)


def lingering_rounds(duration: Duration, caster_level: int) -> int:
    """Rounds the spell lasts after concentration stops (« concentration + 1 round/level »)."""
    if duration.lingering is None:
        return 0
    return span_rounds(duration.lingering, caster_level)


def can_cast_while_concentrating() -> bool:
    """A caster keeping a spell going by concentration cannot cast another spell."""
    return False


class DismissAction(StrEnum):
    NONE = "none"  # not dismissible
    STANDARD = "standard"  # (T)/(D): a standard action, in range, no attack of opportunity
    FREE = "free"  # concentration: stop concentrating


def dismiss_action(duration: Duration) -> DismissAction:
    """What it costs to end the spell early."""
    if duration.kind is DurationKind.CONCENTRATION:
        return DismissAction.FREE
    return DismissAction.STANDARD if duration.dismissible else DismissAction.NONE


def ends_on_discharge(duration: Duration) -> bool:
    """Whether using the spell (a touch delivered, a trigger met) ends it."""
    return duration.kind is DurationKind.DISCHARGE or duration.discharge


def is_dispellable_energy(duration: Duration) -> bool:
    """Instantaneous spells leave no magic to dispel; permanent ones do."""
    return duration.kind is not DurationKind.INSTANTANEOUS


__all__ = [
    "Audience",
    "DismissAction",
    "SecretDuration",
    "can_cast_while_concentrating",
    "concentration_limit",
    "dismiss_action",
    "duration_rounds",
    "ends_on_discharge",
    "is_dispellable_energy",
    "lingering_rounds",
    "span_rounds",
    "variable_dice",
]
