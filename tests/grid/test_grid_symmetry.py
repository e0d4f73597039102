"""Invariants of the geometry (Hypothesis): 001 « Zone d'effet », « Effet », « Ligne d'effet ».

The grid has eight symmetries (four rotations, four reflections); turning or mirroring the map
and the origin must turn or mirror the area the same way.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.model.grid import Cell, Grid
from arbitre.rules.areas import affected_squares
from arbitre.rules.line_of_effect import clear_segments, has_line_of_effect, visible_from_point

Symmetry = tuple[bool, bool, bool]  # transpose, then mirror x, then mirror y
SYMMETRIES: list[Symmetry] = [
    (t, fx, fy) for t in (False, True) for fx in (False, True) for fy in (False, True)
]


def transform_grid(grid: Grid, sym: Symmetry) -> Grid:
    cells = grid.cells
    transpose, fx, fy = sym
    if transpose:
        cells = cells.T
    if fx:
        cells = cells[:, ::-1]
    if fy:
        cells = cells[::-1, :]
    return Grid.from_cells(cells.copy())


def transform_point(p: tuple[float, float], grid: Grid, sym: Symmetry) -> tuple[float, float]:
    """An intersection or real point, mapped like the cells (``grid`` is the original)."""
    x, y = p
    w, h = grid.width, grid.height
    transpose, fx, fy = sym
    if transpose:
        x, y, w, h = y, x, h, w
    if fx:
        x = w - x
    if fy:
        y = h - y
    return (x, y)


def transform_square(s: tuple[int, int], grid: Grid, sym: Symmetry) -> tuple[int, int]:
    cx, cy = transform_point((s[0] + 0.5, s[1] + 0.5), grid, sym)
    return (math.floor(cx), math.floor(cy))


def transform_bearing(bearing: float, sym: Symmetry) -> float:
    ux, uy = math.sin(math.radians(bearing)), -math.cos(math.radians(bearing))
    transpose, fx, fy = sym
    if transpose:
        ux, uy = uy, ux
    if fx:
        ux = -ux
    if fy:
        uy = -uy
    return round(math.degrees(math.atan2(ux, -uy))) % 360


@st.composite
def maps(draw: st.DrawFn) -> tuple[Grid, tuple[int, int]]:
    width = draw(st.integers(4, 14))
    height = draw(st.integers(4, 14))
    density = draw(st.sampled_from([0.0, 0.1, 0.25]))
    seed = draw(st.integers(0, 2**16))
    rng = np.random.default_rng(seed)
    cells = np.where(rng.random((height, width)) < density, int(Cell.WALL), int(Cell.FLOOR))
    holes = rng.random((height, width)) < 0.05
    cells = np.where(holes, int(Cell.HOLED_WALL), cells).astype(np.uint8)
    ox = draw(st.integers(1, width - 1))
    oy = draw(st.integers(1, height - 1))
    cells[oy - 1 : oy + 1, ox - 1 : ox + 1] = int(Cell.FLOOR)  # never walled in
    return Grid.from_cells(cells), (ox, oy)


@settings(max_examples=60, deadline=None)
@given(maps(), st.sampled_from(["burst", "spread", "cylinder", "emanation"]), st.integers(1, 6))
def test_radial_areas_follow_the_eight_symmetries(
    case: tuple[Grid, tuple[int, int]], shape: str, radius: int
) -> None:
    """001 « Zone d'effet » and « Effet »: the rules do not depend on how the map is turned."""
    grid, origin = case
    base = affected_squares(grid, shape, origin, radius=radius)
    for sym in SYMMETRIES:
        turned = transform_grid(grid, sym)
        tx, ty = transform_point(origin, grid, sym)
        expected = {transform_square(s, grid, sym) for s in base}
        assert affected_squares(turned, shape, (int(tx), int(ty)), radius=radius) == expected


@settings(max_examples=40, deadline=None)
@given(maps(), st.sampled_from([0, 45, 90, 135, 180, 225, 270, 315]), st.integers(1, 6))
def test_cones_follow_the_eight_symmetries(
    case: tuple[Grid, tuple[int, int]], bearing: int, radius: int
) -> None:
    """001 « Zone d'effet »: cones in the eight grid directions are images of one another."""
    grid, origin = case
    base = affected_squares(grid, "cone", origin, radius=radius, direction=float(bearing))
    for sym in SYMMETRIES:
        turned = transform_grid(grid, sym)
        tx, ty = transform_point(origin, grid, sym)
        expected = {transform_square(s, grid, sym) for s in base}
        got = affected_squares(
            turned, "cone", (int(tx), int(ty)), radius=radius, direction=transform_bearing(bearing, sym)
        )
        assert got == expected


@settings(max_examples=60, deadline=None)
@given(maps(), st.integers(1, 8))
def test_spread_reaches_at_least_the_burst_when_open(case: tuple[Grid, tuple[int, int]], radius: int) -> None:
    """001 « Effet »: a spread never reaches less than the squares a burst reaches on an open map,
    and never more than the radius allows."""
    grid, origin = case
    open_map = Grid.open(grid.width, grid.height)
    assert affected_squares(open_map, "spread", origin, radius=radius) == affected_squares(
        open_map, "burst", origin, radius=radius
    )
    assert affected_squares(grid, "spread", origin, radius=radius) <= affected_squares(
        grid, "cylinder", origin, radius=radius
    )


@settings(max_examples=80, deadline=None)
@given(maps(), st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1)), min_size=1, max_size=20))
def test_vectorised_line_of_effect_agrees_with_the_walk(
    case: tuple[Grid, tuple[int, int]], targets: list[tuple[float, float]]
) -> None:
    """001 « Ligne d'effet »: the numpy test and the square-by-square walk give the same answer."""
    grid, origin = case
    points = [(round(fx * grid.width * 8) / 8, round(fy * grid.height * 8) / 8) for fx, fy in targets]
    ox = np.full(len(points), float(origin[0]))
    oy = np.full(len(points), float(origin[1]))
    tx = np.array([p[0] for p in points])
    ty = np.array([p[1] for p in points])
    fast = clear_segments(grid.barriers, ox, oy, tx, ty)
    slow = [has_line_of_effect(grid, (float(origin[0]), float(origin[1])), p) for p in points]
    assert list(fast) == slow


@settings(max_examples=60, deadline=None)
@given(maps(), st.tuples(st.integers(0, 14), st.integers(0, 14)))
def test_line_of_effect_is_symmetric(case: tuple[Grid, tuple[int, int]], other: tuple[int, int]) -> None:
    """001 « Ligne d'effet »: a straight line between two points is the same both ways."""
    grid, origin = case
    a = (float(origin[0]), float(origin[1]))
    b = (float(min(other[0], grid.width)), float(min(other[1], grid.height)))
    assert has_line_of_effect(grid, a, b) == has_line_of_effect(grid, b, a)


def _jittered(square: tuple[int, int], per_side: int) -> list[tuple[float, float]]:
    """Points inside a square at offsets that no ray from an intersection through a grid corner hits."""
    step = 1 / per_side
    return [
        (square[0] + step * (a + 0.5) + 0.0031, square[1] + step * (b + 0.5) - 0.0017)
        for a in range(per_side)
        for b in range(per_side)
    ]


@settings(max_examples=80, deadline=None)
@given(maps(), st.integers(1, 6))
def test_shadow_casting_matches_rays(case: tuple[Grid, tuple[int, int]], radius: int) -> None:
    """001 « Zone d'effet », « Ligne d'effet »: a square is in a burst exactly when unbroken lines
    from the origin reach its inside (checked against rays to many points of each square)."""
    grid, origin = case
    candidates = affected_squares(grid, "cylinder", origin, radius=radius)
    seen = visible_from_point(grid, origin, candidates)
    start = (float(origin[0]), float(origin[1]))
    for square in candidates:
        reached = any(has_line_of_effect(grid, start, p) for p in _jittered(square, 12))
        if square in seen:
            assert reached, square
        else:
            assert not any(has_line_of_effect(grid, start, p) for p in _jittered(square, 5)), square
