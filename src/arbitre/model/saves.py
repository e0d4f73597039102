"""Saving throws as every effect names them: which save (``SaveKind``) and what a success does
(``SaveEffect``). Spells, special abilities and weapon riders share them; kept apart from
:mod:`arbitre.model.spell` so that resolving a strike or an ability does not load the whole spell
model (start-up time of ``arbitre encounter act``).
"""

from __future__ import annotations

from enum import StrEnum


class SaveKind(StrEnum):
    FORTITUDE = "fortitude"
    REFLEX = "reflex"
    WILL = "will"
    NONE = "none"


class SaveEffect(StrEnum):
    """001 « Les jets de sauvegarde »; ``basic`` is pf2's four-degree damage save."""

    NEGATES = "negates"
    PARTIAL = "partial"
    HALF = "half"
    NONE = "none"
    DISBELIEF = "disbelief"
    SPECIAL = "special"
    BASIC = "basic"


__all__ = ["SaveEffect", "SaveKind"]
