"""Hive mind.

Section: 000 « Esprit de la ruche ». Members within the range their entry gives share one
awareness: if one knows of a danger, all do; none is flat-footed unless all are; none is flanked
unless all are. Members out of range are on their own (pass only those within range).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Esprit de la ruche")


@dataclass(frozen=True, slots=True)
class HiveState:
    aware: bool
    flat_footed: bool
    flanked: bool
    steps: tuple[Step, ...] = ()


def hive_state(*, aware: Sequence[bool], flat_footed: Sequence[bool], flanked: Sequence[bool]) -> HiveState:
    """The shared state of the members in contact (one flag per member)."""
    shared_aware = any(aware)
    shared_ff = bool(flat_footed) and all(flat_footed)
    shared_flanked = bool(flanked) and all(flanked)
    step = Step(
        "hive_mind",
        SECTION,
        None,
        None,
        {"aware": shared_aware, "flat_footed": shared_ff, "flanked": shared_flanked},
    )
    return HiveState(shared_aware, shared_ff, shared_flanked, (step,))
