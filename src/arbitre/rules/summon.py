"""Summon (creatures calling their kin).

Section: 000 « Convocation ». Works like summon monster with a limited chance of success (the
entry gives the percentage): roll d100, at most the percentage succeeds, otherwise nobody comes.
Summoned creatures go back after 1 hour; a summoned creature cannot itself summon during the
hour after it was called. Each summon ability has a spell level (for Concentration checks and
dispelling). No experience for summoned creatures. The d100 is an input; :func:`summon_chance`
gives the probability.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Convocation")
DURATION_HOURS = 1
SUMMONED_COOLDOWN_HOURS = 1
EXPERIENCE_FOR_SUMMONED = 0


def summon_chance(percent: int) -> float:
    """The probability a summon attempt with ``percent``% succeeds."""
    if not 0 <= percent <= 100:
        raise RulesError("abilities.bad_percent", value=percent)
    return percent / 100


@dataclass(frozen=True, slots=True)
class SummonAttempt:
    allowed: bool
    succeeded: bool
    duration_hours: int
    steps: tuple[Step, ...] = ()


def summon(*, percent: int, d100: int, summoned_within_last_hour: bool = False) -> SummonAttempt:
    """One attempt: ``d100`` (1–100) at most ``percent`` succeeds; a fresh summon cannot summon."""
    summon_chance(percent)
    if not 1 <= d100 <= 100:
        raise RulesError("abilities.bad_d100", value=d100)
    if summoned_within_last_hour:
        return SummonAttempt(
            False, False, 0, (Step("summon", SECTION, None, None, {"reason": "summoned_itself"}),)
        )
    ok = d100 <= percent
    step = Step(
        "summon",
        SECTION,
        d100,
        percent,
        {"reason": "success" if ok else "failure", "roll": d100, "percent": percent},
    )
    return SummonAttempt(True, ok, DURATION_HOURS if ok else 0, (step,))
