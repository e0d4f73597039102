"""The dice language: grammar → syntax tree → (roller | exact distribution | vectorised sampler).

>>> from arbitre.dice import roll, distribution
>>> distribution("2d6").p_at_least(7)  # doctest: +ELLIPSIS
0.58333...

See ``docs/dice.md`` for the grammar and the rounding rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbitre.dice._expression import (
    BoundExpression,
    Expression,
    RolledDie,
    RollResult,
    distribution,
    parse,
    roll,
    roll_forced,
    sample,
)
from arbitre.dice._limits import DEFAULT_LIMITS, Limits
from arbitre.dice._roller import DieSource, ForcedDice, RandomDice
from arbitre.dice._variables import ALIASES as VARIABLE_ALIASES

if TYPE_CHECKING:
    from arbitre.dice._dist import Dist


def __getattr__(name: str) -> Any:
    # numpy is imported only when a distribution is asked for: live rolls start faster
    if name == "Dist":
        from arbitre.dice._dist import Dist

        globals()["Dist"] = Dist  # later lookups find it without calling this function
        return Dist
    raise AttributeError(name)


__all__ = [
    "DEFAULT_LIMITS",
    "VARIABLE_ALIASES",
    "BoundExpression",
    "DieSource",
    "Dist",
    "Expression",
    "ForcedDice",
    "Limits",
    "RandomDice",
    "RollResult",
    "RolledDie",
    "distribution",
    "parse",
    "roll",
    "roll_forced",
    "sample",
]
