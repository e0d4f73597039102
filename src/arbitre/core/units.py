"""Distances on the grid: squares of 1.5 m (5 ft), shown in metres in French, feet in English.

Internally a distance is a :class:`fractions.Fraction` of squares, exact whatever the unit it
was written in (30 cm is 1/5 of a square).
"""

from __future__ import annotations

import re
from fractions import Fraction

from arbitre.core.errors import ParseError
from arbitre.core.i18n import Lang, current_lang

METRES_PER_SQUARE = Fraction(3, 2)
FEET_PER_SQUARE = 5

_DISTANCE = re.compile(
    r"^\s*(?P<num>\d+(?:[.,]\d+)?)\s*(?P<unit>m|mètres?|metres?|meters?|cm|ft\.?|feet|foot|pieds?|'|c|cases?|sq|squares?)?\s*$",
    re.IGNORECASE,
)


def metres_to_squares(metres: Fraction | float | int | str) -> Fraction:
    return Fraction(metres) / METRES_PER_SQUARE


def feet_to_squares(feet: Fraction | float | int | str) -> Fraction:
    return Fraction(feet) / FEET_PER_SQUARE


def squares_to_metres(squares: Fraction | int) -> Fraction:
    return Fraction(squares) * METRES_PER_SQUARE


def squares_to_feet(squares: Fraction | int) -> Fraction:
    return Fraction(squares) * FEET_PER_SQUARE


def parse_distance(text: str, *, default_unit: str = "c") -> Fraction:
    """Read ``6m``, ``6 m``, ``1,5 m``, ``20ft``, ``20 pieds``, ``4c``, ``30 cm`` into squares.

    A bare number is in ``default_unit`` (squares unless told otherwise).
    """
    match = _DISTANCE.match(text)
    if match is None:
        raise ParseError("units.bad_distance", text=text)
    number = Fraction(match["num"].replace(",", "."))
    unit = (match["unit"] or default_unit).lower().rstrip(".")
    if unit == "cm":
        return metres_to_squares(number / 100)
    if unit.startswith("m"):
        return metres_to_squares(number)
    if unit in {"ft", "feet", "foot", "'"} or unit.startswith("pied"):
        return feet_to_squares(number)
    return number


def _fmt(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def format_distance(squares: Fraction | int, lang: Lang | None = None) -> str:
    """``4`` squares → ``6 m`` in French, ``20 ft`` in English (decimal comma in French)."""
    lang = lang or current_lang()
    if lang == "fr":
        return _fmt(squares_to_metres(squares)).replace(".", ",") + " m"
    return _fmt(squares_to_feet(squares)) + " ft"
