"""Distances on the grid, counted like movement (001 « Zone d'effet », « La portée »).

One square is 1.5 m (5 ft). Moving straight costs one square; diagonals alternate one square,
then two, then one… so ``d`` diagonals and ``s`` straight steps cost ``s + d + d // 2``. For an
offset of ``dx`` by ``dy`` squares the shortest count is ``max + min // 2``.

Two ways of counting, both from the text:

* **square to square** (range, attacks): how many squares from one square to another, the
  adjacent square being at 1 — :func:`square_distance`, :func:`distance_from_space`;
* **intersection to intersection** (areas): an area's origin is a grid intersection and a square
  belongs to the area when its *far* corner is within reach; touching only its near edge is not
  enough — :func:`area_distance` and :func:`area_distance_array`.

All functions return whole squares (``int``) or arrays of them; compare them with a radius in
squares (a :class:`fractions.Fraction` from :func:`arbitre.core.units.parse_distance`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy is imported by the array functions only: counting one distance is light
    import numpy as np
    import numpy.typing as npt

    from arbitre.model.grid import Square

    IntArray = npt.NDArray[np.int64]

#: the section these counts come from
SECTION = "001 « Zone d'effet »"


def diagonal_distance(dx: int, dy: int) -> int:
    """Movement count for an offset of ``dx`` by ``dy`` squares (every second diagonal counts 2)."""
    a, b = abs(dx), abs(dy)
    if a < b:
        a, b = b, a
    return a + b // 2


def diagonal_distance_array(dx: npt.ArrayLike, dy: npt.ArrayLike) -> IntArray:
    """:func:`diagonal_distance` over numpy arrays."""
    import numpy as np

    a = np.abs(np.asarray(dx, dtype=np.int64))
    b = np.abs(np.asarray(dy, dtype=np.int64))
    result: IntArray = np.maximum(a, b) + np.minimum(a, b) // 2
    return result


def continuous_distance(dx: float, dy: float) -> float:
    """The same count for a real offset (``max + min / 2``), used to cut lines to length."""
    a, b = abs(dx), abs(dy)
    return max(a, b) + min(a, b) / 2


def square_distance(a: Square, b: Square) -> int:
    """Squares from square ``a`` to square ``b`` (an adjacent square is at 1)."""
    return diagonal_distance(a[0] - b[0], a[1] - b[1])


def _gap(lo: int, hi: int, value: int) -> int:
    """How far ``value`` lies outside the closed range ``[lo, hi]`` (0 inside)."""
    if value < lo:
        return lo - value
    if value > hi:
        return value - hi
    return 0


def distance_from_space(space: tuple[int, int, int, int], square: Square) -> int:
    """Squares from the nearest square of a space ``(x0, y0, x1, y1)`` (corners) to ``square``."""
    x0, y0, x1, y1 = space
    return diagonal_distance(_gap(x0, x1 - 1, square[0]), _gap(y0, y1 - 1, square[1]))


def space_to_space_distance(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> int:
    """Squares between the nearest squares of two spaces ``(x0, y0, x1, y1)`` (corners): a gaze
    or a reach from a Large creature to a Medium one (0 when they overlap)."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    dx = max(0, bx0 - (ax1 - 1), ax0 - (bx1 - 1))
    dy = max(0, by0 - (ay1 - 1), ay0 - (by1 - 1))
    return diagonal_distance(dx, dy)


def intersection_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Movement count between two grid intersections."""
    return diagonal_distance(a[0] - b[0], a[1] - b[1])


def point_to_space_distance(point: tuple[int, int], space: tuple[int, int, int, int]) -> int:
    """Movement count from an intersection to the nearest corner of a space (0 on its edge)."""
    x0, y0, x1, y1 = space
    return diagonal_distance(_gap(x0, x1, point[0]), _gap(y0, y1, point[1]))


def area_distance(origin: tuple[int, int], square: Square) -> int:
    """Distance of ``square`` from an area's origin intersection, measured to its far corner.

    The four squares around the origin are at 1; a square is in an area of radius ``r`` when this
    is at most ``r`` (001 « Zone d'effet »: the far edge counts, not the near one).
    """
    return area_distance_from_box((origin[0], origin[1], origin[0], origin[1]), square)


def area_distance_from_box(box: tuple[int, int, int, int], square: Square) -> int:
    """Like :func:`area_distance` with the origin a rectangle of intersections ``(x0, y0, x1, y1)``.

    A creature-centred area measures from the edge of the creature's space: squares of the space
    are at 0, the ring around it at 1, and so on. A point origin is the rectangle ``(x, y, x, y)``.
    """
    x0, y0, x1, y1 = box
    x, y = square
    dx = x + 1 - x1 if x >= x1 else (x0 - x if x < x0 else 0)
    dy = y + 1 - y1 if y >= y1 else (y0 - y if y < y0 else 0)
    return diagonal_distance(dx, dy)


def area_distance_array(box: tuple[int, int, int, int], xs: IntArray, ys: IntArray) -> IntArray:
    """:func:`area_distance_from_box` over arrays of square coordinates (broadcast)."""
    import numpy as np

    x0, y0, x1, y1 = box
    dx = np.where(xs >= x1, xs + 1 - x1, np.where(xs < x0, x0 - xs, 0))
    dy = np.where(ys >= y1, ys + 1 - y1, np.where(ys < y0, y0 - ys, 0))
    return diagonal_distance_array(dx, dy)


def within(distance: int, reach: Fraction | int) -> bool:
    """Whether a whole-square distance is within a reach given in (possibly fractional) squares."""
    return distance <= reach


__all__ = [
    "SECTION",
    "area_distance",
    "area_distance_array",
    "area_distance_from_box",
    "continuous_distance",
    "diagonal_distance",
    "diagonal_distance_array",
    "distance_from_space",
    "intersection_distance",
    "point_to_space_distance",
    "space_to_space_distance",
    "square_distance",
    "within",
]
