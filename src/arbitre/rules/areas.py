"""Which squares (and creatures) an area touches (001 « Zone d'effet », « La portée », « Effet »).

Entry points for the engine:

* :func:`compute_area` → :class:`AreaResult` (squares, creatures, explanation steps, and the
  squares left out by line of effect or by range, for display);
* :func:`affected_squares` → ``frozenset[(x, y)]``, the same squares only;
* :func:`creatures_in` → the creatures any of whose squares lies in a set of squares.

The geometry, shape by shape (squares of 1.5 m, distances in squares, see
:mod:`arbitre.rules.grid_distance`):

* **burst**, **emanation**, **sphere** — every square whose far corner is within the radius of
  the origin intersection *and* that an unbroken line joins to the origin
  (:mod:`arbitre.rules.line_of_effect`); it does not turn corners. An emanation covers the same
  squares for the whole duration. A sphere is a burst unless the spell says spread.
* **spread** — turns corners: the distance is measured along the shortest way around walls,
  never cutting diagonally past a wall's corner (001 « Effet », « Étendue »).
* **cone** — a quarter circle from a corner of the caster's square, widening in a direction
  (any bearing; the eight grid directions are bearings 0, 45, … 315). A square is in the cone
  when its far corner is within the length and its centre within 45° of the direction
  (squares cut in half by the edge count). Cones are bursts: line of effect from the apex.
* **line** — from a corner of the caster's square, as long as the spell's range (or its stated
  length), stopped by the first barrier; every square whose inside it crosses. Lengths follow
  the same count as movement (a diagonal line of 6 squares' length covers 4 squares).
* **cylinder** — the circle of the radius around the origin, ignoring obstacles (001 « Zone
  d'effet »: « ignore tous les obstacles »), with an optional height.
* **cube** — a block of ``side`` × ``side`` squares with a corner at the origin, extending
  towards a diagonal direction (south-east by default). Shapeable areas keep every dimension at
  3 m or more (:func:`check_shapeable`).
* **creature-centred** areas: give a :class:`~arbitre.model.grid.Token` as origin; distances
  are then measured from the edge of its space.

Then, when the caster and the range are known, the origin must be within range and in line of
effect of the caster, and the squares beyond range are dropped (001 « La portée »). A creature
larger than one square is in the area when any of its squares is. When creatures fly
(``elevation``), spheres, cones, cylinders and cubes check their height too.

Squares that are solid barriers (walls, closed doors) are never part of an area.
"""

from __future__ import annotations

import heapq
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from arbitre.core.errors import InputError
from arbitre.model.explain import Step
from arbitre.model.grid import Grid, Square, Token
from arbitre.rules.grid_distance import (
    area_distance_array,
    continuous_distance,
    diagonal_distance,
    distance_from_space,
    point_to_space_distance,
)
from arbitre.rules.line_of_effect import (
    has_line_of_effect,
    square_points,
    trace,
    visible_from_point,
)

SECTION_AREA = "001 « Zone d'effet »"
SECTION_RANGE = "001 « La portée »"
SECTION_LINE_OF_EFFECT = "001 « Ligne d'effet »"
SECTION_SPREAD = "001 « Effet »"

Box = tuple[int, int, int, int]
Space = Box


class Shape(StrEnum):
    """Shapes of area; the values match ``Area.shape_label`` of :mod:`arbitre.model.spell`."""

    BURST = "burst"
    EMANATION = "emanation"
    SPREAD = "spread"
    CONE = "cone"
    LINE = "line"
    CYLINDER = "cylinder"
    SPHERE = "sphere"
    CUBE = "cube"


#: shapes that need line of effect from their origin
LINE_OF_EFFECT_SHAPES = frozenset({Shape.BURST, Shape.EMANATION, Shape.SPHERE, Shape.CONE})
#: shapes measured by a radius from a point
RADIAL_SHAPES = frozenset(
    {Shape.BURST, Shape.EMANATION, Shape.SPHERE, Shape.SPREAD, Shape.CYLINDER, Shape.CONE}
)
#: shapes whose height matters when creatures have an elevation
SOLID_SHAPES = frozenset(
    {Shape.BURST, Shape.EMANATION, Shape.SPHERE, Shape.SPREAD, Shape.CONE, Shape.CYLINDER, Shape.CUBE}
)

#: the minimum dimension of a shapeable area, in squares (3 m; 001 « (F) Façonnable »)
SHAPEABLE_MIN = 2

_COMPASS: dict[str, float] = {
    "n": 0,
    "ne": 45,
    "e": 90,
    "se": 135,
    "s": 180,
    "so": 225,
    "sw": 225,
    "o": 270,
    "w": 270,
    "no": 315,
    "nw": 315,
    "nord": 0,
    "north": 0,
    "est": 90,
    "east": 90,
    "sud": 180,
    "south": 180,
    "ouest": 270,
    "west": 270,
    "nord-est": 45,
    "north-east": 45,
    "northeast": 45,
    "sud-est": 135,
    "south-east": 135,
    "southeast": 135,
    "sud-ouest": 225,
    "south-west": 225,
    "southwest": 225,
    "nord-ouest": 315,
    "north-west": 315,
    "northwest": 315,
}
_ANGLE = re.compile(r"^\s*(-?\d+(?:[.,]\d+)?)\s*(?:°|deg|degr[ée]s?|degrees?)?\s*$", re.IGNORECASE)

#: the eight grid directions, as bearings in degrees (0 = north = up, clockwise)
COMPASS_POINTS: dict[str, float] = {
    "N": 0,
    "NE": 45,
    "E": 90,
    "SE": 135,
    "S": 180,
    "SW": 225,
    "W": 270,
    "NW": 315,
}


def parse_direction(text: str) -> float:
    """A bearing in degrees from ``N``, ``NE``, ``SO``, ``nord-est``… or an angle (``30``, ``30°``).

    Bearings are clockwise from north; north is up the map (towards smaller ``y``).
    """
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    if key in _COMPASS:
        return float(_COMPASS[key])
    match = _ANGLE.match(text)
    if match is None:
        raise InputError("grid.bad_direction", value=text)
    return float(match[1].replace(",", ".")) % 360.0


def _unit(bearing: float) -> tuple[float, float]:
    """Unit vector of a bearing in map coordinates (x right, y down); exact on the 8 points."""
    rad = math.radians(bearing)
    ux, uy = math.sin(rad), -math.cos(rad)
    # snap the floating noise of multiples of 45°
    return (round(ux, 12) + 0.0, round(uy, 12) + 0.0)


@dataclass(frozen=True, slots=True)
class AreaResult:
    """The outcome of :func:`compute_area`.

    ``squares``: the affected squares. ``creatures``: the creatures in the area, in map order.
    ``distances``: for radial shapes, each affected square's distance from the origin (squares).
    ``shadowed``: squares within reach that line of effect cuts off (total cover).
    ``out_of_range``: squares of the area beyond the spell's range. ``steps``: the explanation.
    """

    shape: Shape
    squares: frozenset[Square]
    creatures: tuple[Token, ...]
    steps: tuple[Step, ...]
    distances: Mapping[Square, int]
    shadowed: frozenset[Square] = frozenset()
    out_of_range: frozenset[Square] = frozenset()

    @property
    def creature_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.creatures)


# --------------------------------------------------------------------------- helpers


def _space_of(grid: Grid, who: Square | Token | None) -> Space | None:
    """The caster's space: a creature's, or the creature standing in a square, or that square."""
    if who is None:
        return None
    if isinstance(who, Token):
        return who.bounds
    if not grid.in_bounds(who):
        raise InputError("grid.caster_off_map", x=who[0], y=who[1], width=grid.width, height=grid.height)
    standing = grid.creature_at(who)
    if standing is not None:
        return standing.bounds
    return (who[0], who[1], who[0] + 1, who[1] + 1)


def _space_squares(space: Space) -> frozenset[Square]:
    x0, y0, x1, y1 = space
    return frozenset((x, y) for y in range(y0, y1) for x in range(x0, x1))


def _window(grid: Grid, box: Box, reach: int) -> tuple[int, int, int, int]:
    """Squares ``[x0, x1) × [y0, y1)`` that can lie within ``reach`` of ``box``, clipped to the map."""
    bx0, by0, bx1, by1 = box
    return (
        max(0, bx0 - reach),
        max(0, by0 - reach),
        min(grid.width, bx1 + reach),
        min(grid.height, by1 + reach),
    )


def _within_radius(grid: Grid, box: Box, radius: Fraction) -> tuple[npt.NDArray[np.int64], ...]:
    """Non-barrier squares whose far corner lies within ``radius`` of ``box``: ``(xs, ys, dist)``."""
    reach = math.floor(radius)
    wx0, wy0, wx1, wy1 = _window(grid, box, reach)
    if wx0 >= wx1 or wy0 >= wy1:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    ys, xs = np.mgrid[wy0:wy1, wx0:wx1]
    dist = area_distance_array(box, xs.astype(np.int64), ys.astype(np.int64))
    keep = (dist <= reach) & ~grid.barriers[wy0:wy1, wx0:wx1]
    return xs[keep].astype(np.int64), ys[keep].astype(np.int64), dist[keep]


def _line_of_effect_mask(
    grid: Grid, box: Box, xs: npt.NDArray[np.int64], ys: npt.NDArray[np.int64]
) -> npt.NDArray[np.bool_]:
    """Which squares ``(xs, ys)`` some unbroken line joins to the origin ``box``.

    From a point: exact shadow casting (:func:`visible_from_point`). From a creature's space:
    a square counts when it is reached from any grid intersection of the space (its corners,
    the middles of its edges, its inside). Only the neighbourhood of the origin is read.
    """
    if xs.shape[0] == 0:
        return np.zeros(0, dtype=bool)
    squares = list(zip(xs.tolist(), ys.tolist(), strict=True))
    x0, y0, x1, y1 = box
    seen: set[Square] = set()
    todo = squares
    for oy in range(y0, y1 + 1):
        for ox in range(x0, x1 + 1):
            seen |= visible_from_point(grid, (ox, oy), todo)
            todo = [sq for sq in todo if sq not in seen]
            if not todo:
                return np.ones(len(squares), dtype=bool)
    return np.array([sq in seen for sq in squares], dtype=bool)


def _box_of(grid: Grid, origin: tuple[int, int] | Token) -> Box:
    if isinstance(origin, Token):
        return origin.bounds
    x, y = origin
    if not (0 <= x <= grid.width and 0 <= y <= grid.height):
        raise InputError("grid.origin_off_map", x=x, y=y, width=grid.width, height=grid.height)
    return (x, y, x, y)


def _check_not_walled_in(grid: Grid, box: Box) -> None:
    x0, y0, x1, y1 = box
    if (x0, y0) != (x1, y1):
        return
    around = [(x0 - 1, y0 - 1), (x0, y0 - 1), (x0 - 1, y0), (x0, y0)]
    if all(grid.is_barrier(s) for s in around):
        raise InputError("grid.origin_in_wall", x=x0, y=y0)


# --------------------------------------------------------------------------- shapes


def _burst(
    grid: Grid, box: Box, radius: Fraction, line_of_effect: bool
) -> tuple[dict[Square, int], frozenset[Square]]:
    xs, ys, dist = _within_radius(grid, box, radius)
    if not line_of_effect:
        return {(int(x), int(y)): int(d) for x, y, d in zip(xs, ys, dist, strict=True)}, frozenset()
    visible = _line_of_effect_mask(grid, box, xs, ys)
    kept = {(int(x), int(y)): int(d) for x, y, d in zip(xs[visible], ys[visible], dist[visible], strict=True)}
    shadowed = frozenset((int(x), int(y)) for x, y in zip(xs[~visible], ys[~visible], strict=True))
    return kept, shadowed


def _spread(grid: Grid, box: Box, radius: Fraction) -> dict[Square, int]:
    """Shortest counts around obstacles (Dijkstra over squares, tracking the diagonal parity).

    A point origin enters each of its four squares by one diagonal (count 1); a creature's space
    is at 0. Diagonal steps past a barrier's corner are forbidden, as for movement.
    """
    reach = math.floor(radius)
    x0, y0, x1, y1 = box
    heap: list[tuple[int, int, int, int]] = []  # (count, parity, x, y)
    if (x0, y0) == (x1, y1):
        for sq in ((x0 - 1, y0 - 1), (x0, y0 - 1), (x0 - 1, y0), (x0, y0)):
            if not grid.is_barrier(sq) and reach >= 1:
                heap.append((1, 1, sq[0], sq[1]))
    else:
        for y in range(y0, y1):
            for x in range(x0, x1):
                heap.append((0, 0, x, y))
    heapq.heapify(heap)
    best: dict[tuple[int, int, int], int] = {}
    result: dict[Square, int] = {}
    wx0, wy0, wx1, wy1 = _window(grid, box, reach)
    barriers = grid.barriers
    while heap:
        count, parity, x, y = heapq.heappop(heap)
        state = (x, y, parity)
        if state in best:
            continue
        best[state] = count
        if (x, y) not in result:
            result[(x, y)] = count
        for sx in (-1, 0, 1):
            nx = x + sx
            if not wx0 <= nx < wx1:
                continue
            for sy in (-1, 0, 1):
                if sx == 0 and sy == 0:
                    continue
                ny = y + sy
                if not wy0 <= ny < wy1 or barriers[ny, nx]:
                    continue
                if sx and sy:
                    if barriers[y, nx] or barriers[ny, x]:
                        continue  # no cutting past a corner
                    step, new_parity = (2, 0) if parity else (1, 1)
                else:
                    step, new_parity = 1, parity
                new_count = count + step
                if new_count <= reach and (nx, ny, new_parity) not in best:
                    heapq.heappush(heap, (new_count, new_parity, nx, ny))
    return result


def _cone(
    grid: Grid, apex: tuple[int, int], radius: Fraction, bearing: float
) -> tuple[dict[Square, int], frozenset[Square]]:
    box = (apex[0], apex[1], apex[0], apex[1])
    xs, ys, dist = _within_radius(grid, box, radius)
    ux, uy = _unit(bearing)
    vx = xs + 0.5 - apex[0]
    vy = ys + 0.5 - apex[1]
    inside = vx * ux + vy * uy >= np.hypot(vx, vy) * math.sqrt(0.5) - 1e-9
    xs, ys, dist = xs[inside], ys[inside], dist[inside]
    visible = _line_of_effect_mask(grid, box, xs, ys)
    kept = {(int(x), int(y)): int(d) for x, y, d in zip(xs[visible], ys[visible], dist[visible], strict=True)}
    shadowed = frozenset((int(x), int(y)) for x, y in zip(xs[~visible], ys[~visible], strict=True))
    return kept, shadowed


def _line(
    grid: Grid, apex: tuple[int, int], length: Fraction, bearing: float, space: Space | None
) -> tuple[dict[Square, int], Square | None]:
    ux, uy = _unit(bearing)
    scale = float(length) / continuous_distance(ux, uy)
    ax, ay = float(apex[0]), float(apex[1])
    # a line running exactly along a grid line crosses no square's inside: move it a hair towards
    # the caster's side (the column or row in front of the caster), else towards +x / +y
    nudge = 1e-6
    if space is not None:
        cx, cy = (space[0] + space[2]) / 2, (space[1] + space[3]) / 2
    else:
        cx, cy = ax + 1.0, ay + 1.0
    if ux == 0.0:
        ax += nudge if cx > ax else -nudge
    elif uy == 0.0:
        ay += nudge if cy > ay else -nudge
    walk = trace(grid, (ax, ay), (ax + ux * scale, ay + uy * scale))
    squares: dict[Square, int] = {}
    for sq in walk.squares:
        if grid.in_bounds(sq):
            squares.setdefault(sq, diagonal_distance(sq[0] - apex[0], sq[1] - apex[1]))
    return squares, walk.blocker


def _cube(grid: Grid, corner: tuple[int, int], side: int, bearing: float | None) -> dict[Square, int]:
    ux, uy = _unit(135.0 if bearing is None else bearing)
    sx = -1 if ux < 0 else 1
    sy = -1 if uy < 0 else 1
    x0 = corner[0] if sx > 0 else corner[0] - side
    y0 = corner[1] if sy > 0 else corner[1] - side
    squares: dict[Square, int] = {}
    for y in range(max(0, y0), min(grid.height, y0 + side)):
        for x in range(max(0, x0), min(grid.width, x0 + side)):
            if not grid.barriers[y, x]:
                squares[(x, y)] = 0
    return squares


def check_shapeable(squares: Iterable[Square]) -> None:
    """Raise unless every square lies in a 2 × 2 block of the set (no dimension under 3 m).

    001 « (F) Façonnable »: a shaped area may take any form whose dimensions are all 3 m or more.
    """
    cells = set(squares)
    for x, y in sorted(cells, key=lambda s: (s[1], s[0])):
        if not any(
            {(cx + i, cy + j) for i in (0, 1) for j in (0, 1)} <= cells
            for cx, cy in ((x, y), (x - 1, y), (x, y - 1), (x - 1, y - 1))
        ):
            raise InputError("grid.shapeable_too_thin", x=x, y=y, section=SECTION_AREA)


def _corner_towards(space: Space, bearing: float) -> tuple[int, int]:
    """The corner of a space that lies furthest in a direction (ties: the clockwise one)."""
    ux, uy = _unit(bearing)
    x0, y0, x1, y1 = space
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]

    def score(c: tuple[int, int]) -> tuple[float, float]:
        fx, fy = c[0] - cx, c[1] - cy
        # clockwise of the direction ⇔ cross product u × f > 0 with y pointing down
        return (round(fx * ux + fy * uy, 9), ux * fy - uy * fx)

    return max(corners, key=score)


def _vertical_gap(creature: Token, base: Fraction) -> Fraction:
    """Squares between a creature's space and the origin's height (0 when they overlap)."""
    bottom = creature.elevation
    top = bottom + creature.footprint
    if bottom > base:
        return bottom - base
    if top < base:
        return base - top
    return Fraction(0)


def creatures_in(grid: Grid, squares: Iterable[Square] | frozenset[Square]) -> tuple[Token, ...]:
    """Creatures any of whose squares is in ``squares`` (001 « Zone d'effet »), in map order."""
    cells = squares if isinstance(squares, frozenset) else frozenset(squares)
    return tuple(c for c in grid.creatures if not cells.isdisjoint(c.squares()))


# --------------------------------------------------------------------------- entry point


def compute_area(
    grid: Grid,
    shape: Shape | str,
    origin: tuple[int, int] | Token | None,
    *,
    radius: Fraction | int | None = None,
    length: Fraction | int | None = None,
    direction: float | str | None = None,
    height: Fraction | int | None = None,
    caster: Square | Token | None = None,
    range_: Fraction | int | None = None,
    origin_elevation: Fraction | int = 0,
) -> AreaResult:
    """Squares and creatures an area touches on ``grid``.

    ``origin``: the intersection ``(x, y)`` the area starts from (a corner of the caster's
    square for cones and lines, chosen automatically when ``None`` and the caster is given), or
    a creature for a creature-centred area. ``radius`` (bursts, emanations, spreads, spheres,
    cylinders, cones), ``length`` (lines, cones; the side of a cube) and ``range_`` are in
    squares. ``direction``: a bearing in degrees or a compass point (cones, lines, cubes).
    ``caster``: the caster's square or creature, for range and for cones/lines.
    """
    try:
        shape = Shape(str(shape).lower())
    except ValueError:
        raise InputError("grid.unknown_shape", value=shape) from None
    bearing = parse_direction(direction) if isinstance(direction, str) else direction
    space = _space_of(grid, caster)
    reach_range = None if range_ is None else Fraction(range_)
    base = Fraction(origin_elevation)
    steps: list[Step] = []

    if shape in (Shape.CONE, Shape.LINE):
        if bearing is None:
            raise InputError("grid.missing_direction", shape=shape.value)
        if origin is None:
            if space is None:
                raise InputError("grid.missing_origin", shape=shape.value)
            origin = _corner_towards(space, bearing)
        if isinstance(origin, Token):
            raise InputError("grid.corner_origin_needed", shape=shape.value)
        if space is not None:
            x0, y0, x1, y1 = space
            if origin not in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
                raise InputError("grid.origin_not_caster_corner", shape=shape.value, x=origin[0], y=origin[1])
    if origin is None:
        raise InputError("grid.missing_origin", shape=shape.value)
    box = _box_of(grid, origin)
    _check_not_walled_in(grid, box)

    # the origin must be within range and in line of effect of the caster (001 « La portée »)
    if space is not None and shape not in (Shape.CONE, Shape.LINE) and not isinstance(origin, Token):
        point = (box[0], box[1])
        if reach_range is not None and point_to_space_distance(point, space) > reach_range:
            raise InputError(
                "grid.origin_out_of_range",
                x=point[0],
                y=point[1],
                distance=point_to_space_distance(point, space),
                range=reach_range,
                section=SECTION_RANGE,
            )
        starts = [(float(x), float(y)) for x in (space[0], space[2]) for y in (space[1], space[3])]
        starts += [p for sq in _space_squares(space) for p in square_points(sq, 3)]
        if not any(has_line_of_effect(grid, s, (float(point[0]), float(point[1]))) for s in starts):
            raise InputError(
                "grid.no_line_of_effect_to_origin",
                x=point[0],
                y=point[1],
                section=SECTION_LINE_OF_EFFECT,
            )

    distances: dict[Square, int]
    shadowed: frozenset[Square] = frozenset()
    if shape in RADIAL_SHAPES:
        size = radius if radius is not None else length
        if size is None:
            raise InputError("grid.missing_radius", shape=shape.value)
        reach = Fraction(size)
        if reach <= 0:
            raise InputError("grid.non_positive", what="radius", value=str(reach))
        if shape is Shape.SPREAD:
            distances = _spread(grid, box, reach)
            steps.append(_step("area_spread", SECTION_SPREAD, len(distances), radius=reach))
        elif shape is Shape.CYLINDER:
            distances, _ = _burst(grid, box, reach, line_of_effect=False)
            steps.append(_step("area_cylinder", SECTION_AREA, len(distances), radius=reach))
        elif shape is Shape.CONE:
            assert bearing is not None
            distances, shadowed = _cone(grid, (box[0], box[1]), reach, bearing)
            steps.append(_step("area_cone", SECTION_AREA, len(distances) + len(shadowed), radius=reach))
        else:
            distances, shadowed = _burst(grid, box, reach, line_of_effect=True)
            steps.append(_step("area_burst", SECTION_AREA, len(distances) + len(shadowed), radius=reach))
        if shadowed:
            before = len(distances) + len(shadowed)
            steps.append(
                Step(
                    "area_line_of_effect",
                    SECTION_LINE_OF_EFFECT,
                    before,
                    len(distances),
                    {"removed": len(shadowed)},
                )
            )
    elif shape is Shape.LINE:
        size = length if length is not None else reach_range
        if size is None:
            raise InputError("grid.missing_length", shape=shape.value)
        if reach_range is not None:
            size = min(Fraction(size), reach_range)
        assert bearing is not None and not isinstance(origin, Token)
        distances, blocker = _line(grid, origin, Fraction(size), bearing, space)
        detail: dict[str, object] = {"length": Fraction(size)}
        if blocker is not None:
            detail["blocked_at"] = f"{blocker[0]},{blocker[1]}"
        steps.append(Step("area_line", SECTION_AREA, None, len(distances), detail))
    else:  # cube
        size = length if length is not None else radius
        if size is None:
            raise InputError("grid.missing_length", shape=shape.value)
        side = math.floor(Fraction(size))
        if side < SHAPEABLE_MIN:
            raise InputError("grid.shapeable_too_small", size=str(Fraction(size)), section=SECTION_AREA)
        if isinstance(origin, Token):
            raise InputError("grid.corner_origin_needed", shape=shape.value)
        distances = _cube(grid, origin, side, bearing)
        steps.append(_step("area_cube", SECTION_AREA, len(distances), side=side))

    if shape in (Shape.CONE, Shape.LINE) and space is not None:
        for sq in _space_squares(space):
            distances.pop(sq, None)

    out_of_range: frozenset[Square] = frozenset()
    if space is not None and reach_range is not None:
        far = frozenset(sq for sq in distances if distance_from_space(space, sq) > reach_range)
        if far:
            before = len(distances)
            for sq in far:
                del distances[sq]
            out_of_range = far
            steps.append(Step("area_range", SECTION_RANGE, before, len(distances), {"range": reach_range}))

    squares = frozenset(distances)
    creatures = creatures_in(grid, squares)
    if shape in SOLID_SHAPES and any(c.elevation != base for c in creatures):
        creatures = tuple(
            c for c in creatures if _reaches_height(shape, c, base, distances, radius, length, height)
        )
        steps.append(Step("area_elevation", SECTION_AREA, None, len(creatures)))
    steps.append(Step("area_creatures", SECTION_AREA, None, len(creatures)))
    return AreaResult(
        shape=shape,
        squares=squares,
        creatures=creatures,
        steps=tuple(steps),
        distances=distances,
        shadowed=shadowed,
        out_of_range=out_of_range,
    )


def _reaches_height(
    shape: Shape,
    creature: Token,
    base: Fraction,
    distances: Mapping[Square, int],
    radius: Fraction | int | None,
    length: Fraction | int | None,
    height: Fraction | int | None,
) -> bool:
    """Whether a creature's height keeps it in the area (spheres, cones, cylinders, cubes)."""
    gap = _vertical_gap(creature, base)
    if shape is Shape.CYLINDER:
        return height is None or creature.elevation < base + Fraction(height)
    if shape is Shape.CUBE:
        side = Fraction(length if length is not None else radius or 0)
        return creature.elevation < base + side and creature.elevation + creature.footprint > base
    reach = Fraction(radius if radius is not None else length or 0)
    vertical = math.ceil(gap)
    for sq in creature.squares():
        flat = distances.get(sq)
        if flat is None:
            continue
        if shape is Shape.CONE and vertical > flat:
            continue  # above the cone's 45° slope
        if diagonal_distance(flat, vertical) <= reach:
            return True
    return False


def _step(rule: str, section: str, count: int, **detail: object) -> Step:
    return Step(rule, section, None, count, detail)


def affected_squares(
    grid: Grid,
    shape: Shape | str,
    origin: tuple[int, int] | Token | None,
    *,
    radius: Fraction | int | None = None,
    length: Fraction | int | None = None,
    direction: float | str | None = None,
    height: Fraction | int | None = None,
    caster: Square | Token | None = None,
    range_: Fraction | int | None = None,
) -> frozenset[Square]:
    """The squares an area touches; same arguments as :func:`compute_area`."""
    return compute_area(
        grid,
        shape,
        origin,
        radius=radius,
        length=length,
        direction=direction,
        height=height,
        caster=caster,
        range_=range_,
    ).squares


__all__ = [
    "COMPASS_POINTS",
    "LINE_OF_EFFECT_SHAPES",
    "SHAPEABLE_MIN",
    "AreaResult",
    "Shape",
    "affected_squares",
    "check_shapeable",
    "compute_area",
    "creatures_in",
    "parse_direction",
]
