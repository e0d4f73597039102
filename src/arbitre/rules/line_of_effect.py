"""Line of effect: a straight, unbroken line between two points of the grid (001 « Ligne d'effet »).

Points are real coordinates in squares (an intersection is a point with whole coordinates, the
centre of square ``(x, y)`` is ``(x + 0.5, y + 0.5)``). A segment is **blocked** when it

* passes through the inside of a barrier square (wall or closed door, see
  :data:`arbitre.model.grid.BARRIER_CELLS`),
* runs along the edge shared by two barrier squares, or
* slips through the single point where two barrier squares touch corner to corner (the line
  would not be unbroken: there is no gap at all).

Grazing the edge or the corner of a single wall is not blocked. Fog and darkness never block; a
wall section pierced by a hole of at least 30 cm is no barrier (001 « Ligne d'effet »), which the
map expresses with :attr:`arbitre.model.grid.Cell.HOLED_WALL`.

:func:`trace` walks one segment square by square (lines, single checks);
:func:`clear_segments` tests thousands of segments at once with numpy; :func:`visible_from_point`
finds every square a point reaches by exact shadow casting (bursts, cones, emanations).
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from arbitre.model.grid import Grid, Square

Point = tuple[float, float]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]

SECTION = "001 « Ligne d'effet »"

_EPS = 1e-9  # coordinates closer than this are equal
_TEPS = 1e-12  # two crossings of a segment closer than this (in its parameter) are one point


@dataclass(frozen=True, slots=True)
class Trace:
    """The squares a segment passes through, in order, up to where it is blocked.

    ``squares``: squares whose inside the segment crosses before any barrier (a segment running
    exactly along a grid line crosses no inside and lists nothing there). ``blocked_at``: the
    parameter ``t`` in ``[0, 1]`` where it meets the first barrier, ``None`` when unbroken.
    ``blocker``: the barrier square met (one of the pair for a pinch), ``None`` when unbroken.
    """

    squares: tuple[Square, ...]
    blocked_at: float | None
    blocker: Square | None

    @property
    def clear(self) -> bool:
        return self.blocked_at is None


def _crossings(lo: float, hi: float, start: float, delta: float) -> list[float]:
    """Parameters where a segment crosses the whole-number lines strictly between ``lo`` and ``hi``."""
    if hi - lo <= _EPS:
        return []
    first = math.floor(lo + _EPS) + 1
    return [(k - start) / delta for k in range(first, math.ceil(hi - _EPS))]


def _candidates(value: float) -> tuple[int, ...]:
    """Square indices a coordinate falls in: one, or the two sides of a grid line."""
    nearest = round(value)
    if abs(value - nearest) < _EPS:
        return (nearest - 1, nearest)
    return (math.floor(value),)


def trace(grid: Grid, a: Point, b: Point) -> Trace:
    """Walk the segment from ``a`` to ``b`` and stop at the first barrier."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    events = sorted(
        [
            0.0,
            1.0,
            *_crossings(min(ax, bx), max(ax, bx), ax, dx),
            *_crossings(min(ay, by), max(ay, by), ay, dy),
        ]
    )
    squares: list[Square] = []
    for t0, t1 in itertools.pairwise(events):
        if t1 - t0 > _TEPS:
            mid = (t0 + t1) / 2
            xs = _candidates(ax + mid * dx)
            ys = _candidates(ay + mid * dy)
            cells = [(x, y) for x in xs for y in ys]
            if all(grid.is_barrier(c) for c in cells):
                return Trace(tuple(squares), t0, cells[-1])
            if len(cells) == 1:
                squares.append(cells[0])
        elif 0.0 < t0 < 1.0:
            # the segment passes exactly through an intersection: is it squeezed between two walls?
            qx, qy = round(ax + t0 * dx), round(ay + t0 * dy)
            before_x, after_x = (qx - 1, qx) if dx > 0 else (qx, qx - 1)
            before_y, after_y = (qy - 1, qy) if dy > 0 else (qy, qy - 1)
            flank1, flank2 = (before_x, after_y), (after_x, before_y)
            if grid.is_barrier(flank1) and grid.is_barrier(flank2):
                return Trace(tuple(squares), t0, flank1)
    return Trace(tuple(squares), None, None)


def has_line_of_effect(grid: Grid, a: Point, b: Point) -> bool:
    """Whether an unbroken straight line joins ``a`` and ``b`` (001 « Ligne d'effet »)."""
    return trace(grid, a, b).clear


def square_points(square: Square, per_side: int = 3, inset: float = 0.01) -> list[Point]:
    """Sample points inside a square: a ``per_side`` × ``per_side`` lattice, corners inset."""
    x, y = square
    if per_side == 1:
        return [(x + 0.5, y + 0.5)]
    offsets = [inset + (1 - 2 * inset) * i / (per_side - 1) for i in range(per_side)]
    return [(x + ox, y + oy) for oy in offsets for ox in offsets]


def line_of_effect_to_square(grid: Grid, origin: Point, square: Square) -> bool:
    """Whether some point inside ``square`` can be reached from ``origin`` by an unbroken line.

    A creature has total cover from the origin (so a burst skips it) when no such line exists
    (001 « Zone d'effet », « Ligne d'effet »). The square's inside is sampled on a 5 × 5 lattice.
    """
    return any(has_line_of_effect(grid, origin, p) for p in square_points(square, 5))


def clear_segments(
    barriers: BoolArray, ox: FloatArray, oy: FloatArray, tx: FloatArray, ty: FloatArray
) -> BoolArray:
    """Vectorised :func:`has_line_of_effect` for segments ``(ox, oy)`` → ``(tx, ty)``.

    ``barriers`` is a boolean array ``[y, x]`` (a window of the map is enough when every segment
    lies inside it: coordinates are then relative to the window); outside it counts as barrier.
    Returns one boolean per segment: ``True`` when the segment is unbroken.
    """
    n = ox.shape[0]
    if n == 0:
        return np.ones(0, dtype=bool)
    height, width = barriers.shape
    dx = tx - ox
    dy = ty - oy
    parts = [np.zeros((n, 1)), np.ones((n, 1))]
    for start, delta, end in ((ox, dx, tx), (oy, dy, ty)):
        lo = np.minimum(start, end)
        hi = np.maximum(start, end)
        count = int(np.ceil(np.max(hi - lo))) + 1
        lines = np.floor(lo + _EPS)[:, None] + 1 + np.arange(count)[None, :]
        valid = lines < (hi - _EPS)[:, None]
        safe = np.where(delta == 0, 1.0, delta)
        parts.append(np.where(valid, (lines - start[:, None]) / safe[:, None], 2.0))
    events = np.sort(np.concatenate(parts, axis=1), axis=1)
    t0 = events[:, :-1]
    t1 = events[:, 1:]
    inside = t1 <= 1.0
    blocked = np.zeros(t0.shape, dtype=bool)

    def barrier_at(xi: npt.NDArray[np.int64], yi: npt.NDArray[np.int64]) -> BoolArray:
        ok = (xi >= 0) & (xi < width) & (yi >= 0) & (yi < height)
        value = barriers[np.clip(yi, 0, height - 1), np.clip(xi, 0, width - 1)]
        return np.where(ok, value, True)

    # stretches of positive length: the square(s) under their midpoint
    mid = (t0 + t1) / 2
    px = ox[:, None] + mid * dx[:, None]
    py = oy[:, None] + mid * dy[:, None]
    rx = np.rint(px)
    ry = np.rint(py)
    on_x = np.abs(px - rx) < _EPS
    on_y = np.abs(py - ry) < _EPS
    xa = np.where(on_x, rx - 1, np.floor(px)).astype(np.int64)
    xb = np.where(on_x, rx, np.floor(px)).astype(np.int64)
    ya = np.where(on_y, ry - 1, np.floor(py)).astype(np.int64)
    yb = np.where(on_y, ry, np.floor(py)).astype(np.int64)
    walls = barrier_at(xa, ya) & barrier_at(xa, yb) & barrier_at(xb, ya) & barrier_at(xb, yb)
    stretch = inside & ((t1 - t0) > _TEPS)
    blocked |= stretch & walls

    # points where the segment crosses an intersection: squeezed between two barrier squares?
    pinch = inside & ((t1 - t0) <= _TEPS) & (t0 > 0.0) & (t0 < 1.0)
    if pinch.any():
        rows, cols = np.nonzero(pinch)
        t = t0[rows, cols]
        qx = np.rint(ox[rows] + t * dx[rows]).astype(np.int64)
        qy = np.rint(oy[rows] + t * dy[rows]).astype(np.int64)
        right = dx[rows] > 0
        down = dy[rows] > 0
        before_x = np.where(right, qx - 1, qx)
        after_x = np.where(right, qx, qx - 1)
        before_y = np.where(down, qy - 1, qy)
        after_y = np.where(down, qy, qy - 1)
        squeezed = barrier_at(before_x, after_y) & barrier_at(after_x, before_y)
        blocked[rows[squeezed], cols[squeezed]] = True
    result: BoolArray = np.logical_not(blocked.any(axis=1))
    return result


def _cover(blocked: list[float], low: float, high: float) -> None:
    """Add the open interval ``(low, high)`` to ``blocked`` (sorted bounds, intervals merged when
    they touch: the single ray between two touching blockers is no gap)."""
    i = bisect.bisect_left(blocked, low)
    j = bisect.bisect_right(blocked, high)
    new_low = low if i % 2 == 0 else blocked[i - 1]
    new_high = high if j % 2 == 0 else blocked[j]
    start = i if i % 2 == 0 else i - 1
    end = j if j % 2 == 0 else j + 1
    blocked[start:end] = [new_low, new_high]


def _covered(blocked: list[float], low: float, high: float) -> bool:
    """Whether ``(low, high)`` lies inside one interval of ``blocked``."""
    i = bisect.bisect_right(blocked, low)
    return i % 2 == 1 and blocked[i] >= high


def visible_from_point(grid: Grid, origin: tuple[int, int], squares: Iterable[Square]) -> set[Square]:
    """The squares among ``squares`` that an unbroken line from the intersection ``origin`` reaches.

    Exact shadow casting, quadrant by quadrant: seen from the origin, the square ``i`` columns and
    ``j`` rows away in a quadrant spans the directions ``u = y / (x + y)`` in
    ``(j / (k + 1), (j + 1) / (k + 1))`` with ``k = i + j``, and a ray meets squares in increasing
    ``k``. Walking the layers ``k = 0, 1, …``, a square is reached when its directions are not all
    already blocked by barrier squares of earlier layers (a set of rays of positive width must
    reach it; a single ray squeezed between two touching walls does not count — the line would
    not be unbroken). Only the box around the origin that holds ``squares`` is read.
    """
    ox, oy = origin
    quadrants: dict[tuple[int, int], set[tuple[int, int]]] = {}
    for x, y in squares:
        sx = 1 if x >= ox else -1
        sy = 1 if y >= oy else -1
        i = x - ox if sx > 0 else ox - 1 - x
        j = y - oy if sy > 0 else oy - 1 - y
        quadrants.setdefault((sx, sy), set()).add((i, j))
    barriers = grid.barriers
    width, height = grid.width, grid.height
    seen: set[Square] = set()
    for (sx, sy), wanted in quadrants.items():
        max_i = max(i for i, _ in wanted)
        max_j = max(j for _, j in wanted)
        # the box of the quadrant that is on the map
        max_i = min(max_i, (width - 1 - ox) if sx > 0 else ox - 1)
        max_j = min(max_j, (height - 1 - oy) if sy > 0 else oy - 1)
        # map rows and columns of the quadrant, as numpy slices converted to Python lists once
        xs = [ox + i if sx > 0 else ox - 1 - i for i in range(max_i + 1)]
        ys = [oy + j if sy > 0 else oy - 1 - j for j in range(max_j + 1)]
        walls = barriers[np.ix_(ys, xs)].tolist()
        blocked: list[float] = []
        for k in range(max_i + max_j + 1):
            layer = range(max(0, k - max_j), min(k, max_i) + 1)
            scale = 1.0 / (k + 1)
            for i in layer:
                j = k - i
                if (i, j) in wanted and not _covered(blocked, j * scale, (j + 1) * scale):
                    seen.add((xs[i], ys[j]))
            for i in layer:
                j = k - i
                if walls[j][i]:
                    _cover(blocked, j * scale, (j + 1) * scale)
            if len(blocked) == 2 and blocked[0] <= 0.0 and blocked[1] >= 1.0:
                break  # the whole quadrant is in shadow
    return seen


__all__ = [
    "SECTION",
    "Point",
    "Trace",
    "clear_segments",
    "has_line_of_effect",
    "line_of_effect_to_square",
    "square_points",
    "trace",
    "visible_from_point",
]
