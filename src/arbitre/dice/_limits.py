"""Safety limits, checked before any work is done (expressions come from chat and web forms)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limits:
    max_length: int = 1000  # characters of expression text
    max_depth: int = 64  # nesting of parentheses, unary minus and function calls
    max_dice: int = 1000  # dice rolled by one expression (before rerolls and explosions)
    max_sides: int = 10_000  # faces of one die
    max_explode_depth: int = 20  # extra dice one exploding die may add
    default_explode_depth: int = 10
    max_support: int = 1_000_000  # outcomes in an exact distribution
    max_work: int = 20_000_000  # elementary operations an exact distribution may cost


DEFAULT_LIMITS = Limits()
