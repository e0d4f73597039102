"""Distances counted like movement: 001 « Zone d'effet » (every second diagonal counts double)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arbitre.rules.grid_distance import (
    area_distance,
    area_distance_from_box,
    continuous_distance,
    diagonal_distance,
    diagonal_distance_array,
    distance_from_space,
    point_to_space_distance,
    square_distance,
)


def test_diagonals_alternate_one_and_two() -> None:
    """001 « Zone d'effet »: one diagonal in two counts as two squares."""
    assert [diagonal_distance(n, n) for n in range(6)] == [0, 1, 3, 4, 6, 7]
    assert diagonal_distance(5, 0) == 5
    assert diagonal_distance(-3, 1) == 3
    assert diagonal_distance(4, 2) == 5


def test_area_distance_counts_to_the_far_corner() -> None:
    """001 « Zone d'effet »: count from intersection to intersection, the far edge decides."""
    # the four squares around an intersection are at 1
    for square in ((0, 0), (-1, 0), (0, -1), (-1, -1)):
        assert area_distance((0, 0), square) == 1
    assert area_distance((0, 0), (1, 0)) == 2  # far corner (2, 1)
    assert area_distance((0, 0), (1, 1)) == 3  # far corner (2, 2): two diagonals
    assert area_distance((0, 0), (-3, 0)) == 3


def test_creature_centred_distance_from_the_space_edge() -> None:
    """001 « Zone d'effet » (creature-centred areas measure from the edge of the creature's space)."""
    space = (2, 2, 4, 4)  # a Large creature
    assert area_distance_from_box(space, (2, 2)) == 0
    assert area_distance_from_box(space, (4, 2)) == 1
    assert area_distance_from_box(space, (1, 1)) == 1
    assert area_distance_from_box(space, (5, 5)) == 3


def test_square_counts_for_range() -> None:
    """001 « La portée »: squares counted from the caster like a ranged attack."""
    assert square_distance((0, 0), (1, 0)) == 1
    assert square_distance((0, 0), (2, 2)) == 3
    assert distance_from_space((0, 0, 2, 2), (3, 1)) == 2
    assert point_to_space_distance((2, 1), (0, 0, 2, 2)) == 0
    assert point_to_space_distance((4, 4), (0, 0, 2, 2)) == 3


def test_continuous_distance_matches_whole_steps() -> None:
    """001 « Zone d'effet »: lines are cut to length with the same count."""
    assert continuous_distance(4, 4) == 6
    assert continuous_distance(0, -3) == 3


@given(st.integers(-50, 50), st.integers(-50, 50))
def test_array_version_agrees(dx: int, dy: int) -> None:
    """001 « Zone d'effet »: the numpy count equals the plain one."""
    assert int(diagonal_distance_array(dx, dy)) == diagonal_distance(dx, dy)
