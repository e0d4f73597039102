"""Areas on the grid: 001 « Zone d'effet », « Effet » (Étendue), « La portée », « Ligne d'effet »."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbitre.content.maps import parse_ascii_map
from arbitre.core.errors import InputError
from arbitre.model.grid import Grid, Size, Token
from arbitre.rules.areas import (
    COMPASS_POINTS,
    Shape,
    affected_squares,
    check_shapeable,
    compute_area,
    creatures_in,
    parse_direction,
)


def open_grid(size: int = 30) -> Grid:
    return Grid.open(size, size)


# --------------------------------------------------------------------------- bursts


@pytest.mark.parametrize(
    ("radius", "count"),
    [(1, 4), (2, 12), (3, 24), (4, 44)],
)
def test_burst_counts_on_an_open_grid(radius: int, count: int) -> None:
    """001 « Zone d'effet »: a 1.5 m radius covers the 4 squares around the intersection, a 3 m
    (10 ft) radius 12 squares (far corner within the radius, every second diagonal double)."""
    squares = affected_squares(open_grid(), Shape.BURST, (15, 15), radius=radius)
    assert len(squares) == count


def test_three_metre_burst_is_the_expected_shape() -> None:
    """001 « Zone d'effet »: 3 m burst = the 4×4 block around the origin minus its corners."""
    squares = affected_squares(open_grid(), "burst", (10, 10), radius=Fraction(2))
    block = {(x, y) for x in range(8, 12) for y in range(8, 12)}
    assert squares == block - {(8, 8), (11, 8), (8, 11), (11, 11)}


def test_burst_is_stopped_by_a_wall() -> None:
    """001 « Zone d'effet » (a burst does not turn corners) and « Ligne d'effet »."""
    grid = parse_ascii_map(
        """
..........
..........
..........
#####.....
..........
..........
""".strip()
    )
    result = compute_area(grid, Shape.BURST, (2, 2), radius=5)
    # under the wall, straight below the origin: total cover
    assert (1, 4) not in result.squares and (2, 4) not in result.squares
    assert (1, 4) in result.shadowed
    # past the end of the wall, line of effect goes through the gap
    assert (4, 3) not in result.squares  # the wall itself is never part of an area
    assert (5, 3) in result.squares
    assert (0, 1) in result.squares


def test_emanation_and_sphere_cover_the_burst_squares() -> None:
    """001 « Zone d'effet »: an emanation works like a burst; a sphere burst by default."""
    grid = parse_ascii_map("......\n..#...\n......\n......")
    burst = affected_squares(grid, "burst", (3, 2), radius=2)
    assert affected_squares(grid, "emanation", (3, 2), radius=2) == burst
    assert affected_squares(grid, "sphere", (3, 2), radius=2) == burst


def test_fog_and_darkness_do_not_block() -> None:
    """001 « Ligne d'effet »: fog and darkness do not stop line of effect."""
    clear = parse_ascii_map("........\n........\n........")
    foggy = parse_ascii_map("...~~...\n...~~...\n...~~...")
    assert affected_squares(foggy, "burst", (2, 1), radius=4) == affected_squares(
        clear, "burst", (2, 1), radius=4
    )


def test_a_thirty_centimetre_hole_lets_the_burst_through() -> None:
    """001 « Ligne d'effet »: a wall section with a 30 cm hole is no barrier."""
    walled = parse_ascii_map("......\n......\n######\n......\n......")
    holed = parse_ascii_map("......\n......\n##o###\n......\n......")
    behind = {(x, y) for x in range(6) for y in (3, 4)}
    assert not affected_squares(walled, "burst", (2, 1), radius=4) & behind
    through = affected_squares(holed, "burst", (2, 1), radius=4) & behind
    assert (2, 3) in through and (2, 4) in through
    assert (2, 2) in affected_squares(holed, "burst", (2, 1), radius=4)  # the holed section


def test_closed_door_blocks_open_door_does_not() -> None:
    """001 « Ligne d'effet »: a closed door is a solid barrier."""
    closed = parse_ascii_map("...\n#+#\n...")
    opened = parse_ascii_map("...\n#'#\n...")
    assert (1, 2) not in affected_squares(closed, "burst", (1, 1), radius=2)
    assert (1, 2) in affected_squares(opened, "burst", (1, 1), radius=2)


def test_squeezing_between_two_touching_wall_corners_is_blocked() -> None:
    """001 « Ligne d'effet »: the line must be unbroken; two walls meeting corner to corner leave
    no gap."""
    grid = parse_ascii_map("....\n.#..\n..#.\n....")
    # origin at the top-left corner of the first wall; (3,3) lies beyond the pinch at (2,2)
    result = compute_area(grid, "burst", (1, 1), radius=4)
    assert (0, 0) in result.squares
    assert (3, 3) in result.shadowed


# --------------------------------------------------------------------------- spreads


def test_spread_equals_burst_on_an_open_grid() -> None:
    """001 « Zone d'effet »: without obstacles a spread reaches what a burst reaches."""
    for radius in range(1, 8):
        assert affected_squares(open_grid(), "spread", (15, 15), radius=radius) == affected_squares(
            open_grid(), "burst", (15, 15), radius=radius
        )


def test_spread_goes_around_a_pillar() -> None:
    """001 « Effet » (Étendue): the spread turns corners, counting the way around; a burst stays
    behind the pillar."""
    grid = parse_ascii_map(
        """
..........
..........
..........
..........
.....#....
.....#....
..........
..........
..........
""".strip()
    )
    burst = compute_area(grid, "burst", (3, 5), radius=6)
    spread = compute_area(grid, "spread", (3, 5), radius=6)
    assert (6, 5) in burst.shadowed and (6, 4) in burst.shadowed
    assert (6, 5) in spread.squares and (6, 4) in spread.squares
    # around the pillar: (3,5)→(4,5)→(4,6)→(5,6)→(6,6)→(6,5), no cutting the corner of (5,5)
    assert spread.distances[(6, 5)] == 6
    assert compute_area(grid, "burst", (3, 5), radius=6).distances.get((6, 5)) is None
    assert (6, 5) not in affected_squares(grid, "spread", (3, 5), radius=5)


def test_spread_follows_a_corridor() -> None:
    """001 « Effet » (Étendue): distance measured along the corridor, never diagonally past the
    corner of a wall."""
    grid = parse_ascii_map(
        """
#######
#.....#
#####.#
#####.#
#####.#
#####.#
#######
""".strip()
    )
    spread = compute_area(grid, "spread", (1, 1), radius=8)
    assert spread.distances[(5, 1)] == 5
    assert spread.distances[(5, 2)] == 6  # not 5: no diagonal past the corner of (4,2)
    assert spread.squares == {(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (5, 2), (5, 3), (5, 4)}
    burst = compute_area(grid, "burst", (1, 1), radius=8)
    assert (5, 3) not in burst.squares and (5, 4) not in burst.squares


def test_spread_does_not_leak_through_walls() -> None:
    """001 « Effet » (Étendue): go around walls, not through them."""
    grid = parse_ascii_map("...#...\n...#...\n...#...")
    assert all(x < 3 for x, _ in affected_squares(grid, "spread", (1, 1), radius=6))


# --------------------------------------------------------------------------- cones


@pytest.mark.parametrize("direction", list(COMPASS_POINTS))
def test_cones_in_the_eight_directions(direction: str) -> None:
    """001 « Zone d'effet »: a cone is a quarter circle from a corner of the caster's square. A
    4.5 m (15 ft) cone covers 6 squares diagonally, 8 straight (2, 4, 2 rows)."""
    grid = open_grid(20)
    squares = affected_squares(grid, "cone", (10, 10), radius=3, direction=direction)
    assert len(squares) == (6 if len(direction) == 2 else 8)
    bearing = parse_direction(direction)
    for x, y in squares:  # every square lies ahead of the apex
        cx, cy = x + 0.5 - 10, y + 0.5 - 10
        import math

        ux, uy = math.sin(math.radians(bearing)), -math.cos(math.radians(bearing))
        assert cx * ux + cy * uy > 0


def test_diagonal_cone_is_the_quadrant() -> None:
    """001 « Zone d'effet »: a cone towards NE fills the quarter circle between north and east."""
    squares = affected_squares(open_grid(20), "cone", (10, 10), radius=6, direction="NE")
    quadrant = affected_squares(open_grid(20), "burst", (10, 10), radius=6)
    assert squares == {(x, y) for x, y in quadrant if x >= 10 and y < 10}


def test_cone_any_angle() -> None:
    """001 « Zone d'effet »: the cone widens in any chosen direction (bearing in degrees)."""
    grid = open_grid(30)
    assert affected_squares(grid, "cone", (15, 15), radius=6, direction="0") == affected_squares(
        grid, "cone", (15, 15), radius=6, direction="N"
    )
    tilted = affected_squares(grid, "cone", (15, 15), radius=6, direction=20.0)
    assert tilted and all(y < 15 for _, y in tilted)
    assert tilted != affected_squares(grid, "cone", (15, 15), radius=6, direction="N")


def test_cone_from_the_casters_corner_skips_the_caster() -> None:
    """001 « Zone d'effet »: the cone starts at a corner of the caster's square."""
    grid = open_grid(20)
    result = compute_area(grid, "cone", None, radius=3, direction="E", caster=(5, 5))
    assert (5, 5) not in result.squares
    assert all(x >= 6 for x, _ in result.squares)
    with pytest.raises(InputError) as err:
        compute_area(grid, "cone", (8, 8), radius=3, direction="E", caster=(5, 5))
    assert err.value.key == "grid.origin_not_caster_corner"


def test_cone_is_a_burst_for_line_of_effect() -> None:
    """001 « Zone d'effet »: most cones are bursts and do not turn corners."""
    grid = parse_ascii_map("........\n........\n...#....\n........\n........")
    result = compute_area(grid, "cone", (2, 3), radius=5, direction="E")
    assert (3, 2) not in result.squares  # the wall
    assert result.shadowed  # something behind it


# --------------------------------------------------------------------------- lines


def test_line_straight_covers_one_column_in_front_of_the_caster() -> None:
    """001 « Zone d'effet »: a line starts at a corner of the caster's square and affects every
    square it crosses."""
    grid = open_grid(20)
    squares = affected_squares(grid, "line", None, direction="N", caster=(5, 15), range_=6)
    assert squares == {(5, y) for y in range(9, 15)}


def test_diagonal_line_length_counts_like_movement() -> None:
    """001 « Zone d'effet »: 6 squares of length along a diagonal are 4 diagonal squares."""
    squares = affected_squares(open_grid(), "line", (10, 10), length=6, direction="NE")
    assert squares == {(10, 9), (11, 8), (12, 7), (13, 6)}


def test_line_is_stopped_by_a_wall() -> None:
    """001 « Zone d'effet »: the line stops at the first obstacle that blocks it."""
    grid = parse_ascii_map("..........\n..........\n......#...\n..........")
    result = compute_area(grid, "line", (1, 3), length=12, direction="E", caster=(0, 2))
    assert result.squares == {(1, 2), (2, 2), (3, 2), (4, 2), (5, 2)}
    holed = parse_ascii_map("..........\n..........\n......o...\n..........")
    assert (9, 2) in affected_squares(holed, "line", (1, 3), length=12, direction="E", caster=(0, 2))


def test_line_at_an_angle_crosses_every_square_it_passes() -> None:
    """001 « Zone d'effet »: every square crossed counts."""
    squares = affected_squares(open_grid(), "line", (0, 10), length=4, direction=60.0)
    # a shallow line rising to the right crosses squares of row 9, then row 8
    assert (0, 9) in squares
    assert any(y == 8 for _, y in squares)
    assert all(y in (7, 8, 9) for _, y in squares)


# --------------------------------------------------------------------------- cylinders, cubes


def test_cylinder_ignores_obstacles() -> None:
    """001 « Zone d'effet »: a cylinder ignores every obstacle in its area."""
    grid = parse_ascii_map("........\n........\n########\n........\n........")
    squares = affected_squares(grid, "cylinder", (4, 2), radius=2)
    assert {(3, 3), (4, 3), (3, 1), (4, 1)} <= squares
    assert not any(grid.is_barrier(s) for s in squares)


def test_cube_of_three_metres() -> None:
    """001 « Zone d'effet » (F): cubes of 3 m are 2 × 2 squares."""
    grid = open_grid(10)
    assert affected_squares(grid, "cube", (2, 2), length=2) == {(2, 2), (3, 2), (2, 3), (3, 3)}
    assert affected_squares(grid, "cube", (2, 2), length=2, direction="NW") == {
        (0, 0),
        (1, 0),
        (0, 1),
        (1, 1),
    }
    with pytest.raises(InputError) as err:
        affected_squares(grid, "cube", (2, 2), length=1)
    assert err.value.key == "grid.shapeable_too_small"


def test_shapeable_areas_keep_three_metres() -> None:
    """001 « (F) Façonnable »: no dimension under 3 m."""
    check_shapeable({(x, y) for x in range(4) for y in range(2)})
    check_shapeable({(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (2, 2), (3, 2)})
    with pytest.raises(InputError):
        check_shapeable({(x, 0) for x in range(6)})


# --------------------------------------------------------------------------- range


def test_range_clips_the_area() -> None:
    """001 « La portée »: the part of an area beyond range is unaffected."""
    grid = open_grid(30)
    full = compute_area(grid, "burst", (10, 10), radius=4)
    clipped = compute_area(grid, "burst", (10, 10), radius=4, caster=(2, 10), range_=10)
    assert clipped.out_of_range
    assert clipped.squares | clipped.out_of_range == full.squares
    assert all(x <= 12 for x, _ in clipped.squares)


def test_origin_beyond_range_is_refused() -> None:
    """001 « La portée »: the range is the furthest the effect can be centred."""
    with pytest.raises(InputError) as err:
        compute_area(open_grid(), "burst", (20, 10), radius=2, caster=(2, 10), range_=5)
    assert err.value.key == "grid.origin_out_of_range"


def test_origin_needs_line_of_effect_from_the_caster() -> None:
    """001 « Ligne d'effet »: the caster needs a clear line to the point of origin."""
    grid = parse_ascii_map("...#....\n...#....\n...#....")
    with pytest.raises(InputError) as err:
        compute_area(grid, "burst", (6, 1), radius=1, caster=(1, 1), range_=20)
    assert err.value.key == "grid.no_line_of_effect_to_origin"


def test_line_is_as_long_as_the_range() -> None:
    """001 « Zone d'effet »: a line reaches the limit of the spell's range."""
    squares = affected_squares(open_grid(), "line", None, direction="E", caster=(2, 5), range_=8)
    assert len(squares) == 8


# --------------------------------------------------------------------------- creatures


def test_large_creature_is_in_when_any_square_is() -> None:
    """001 « Zone d'effet »: a creature is affected when any square of its space is."""
    ogre = Token("O", 12, 10, Size.LARGE, "Ogre")
    goblin = Token("g", 13, 12)
    grid = Grid.open(30, 30, [ogre, goblin])
    squares = affected_squares(grid, "burst", (10, 10), radius=3)
    assert (12, 10) in squares and (13, 11) not in squares
    assert creatures_in(grid, squares) == (ogre,)
    assert compute_area(grid, "burst", (10, 10), radius=3).creature_ids == ("O",)


def test_creature_centred_emanation() -> None:
    """001 « Zone d'effet » (Créatures): an emanation centred on a creature."""
    dragon = Token("D", 10, 10, Size.HUGE)
    grid = Grid.open(30, 30, [dragon])
    squares = affected_squares(grid, "emanation", dragon, radius=2)
    # 3×3 space grown by 2 squares on each side, corners cut like a 3 m burst
    assert dragon.squares() <= squares
    assert (8, 10) in squares and (7, 10) not in squares
    assert (9, 9) in squares and (8, 8) not in squares


def test_flying_creature_above_a_small_burst() -> None:
    """001 « Zone d'effet »: a sphere is three-dimensional; height counts when given."""
    bat = Token("b", 10, 10, elevation=Fraction(4))
    grid = Grid.open(30, 30, [bat])
    assert compute_area(grid, "burst", (10, 10), radius=2).creatures == ()
    assert compute_area(grid, "burst", (10, 10), radius=6).creatures == (bat,)
    # a cylinder reaches as high as it is tall
    assert compute_area(grid, "cylinder", (10, 10), radius=2, height=6).creatures == (bat,)
    assert compute_area(grid, "cylinder", (10, 10), radius=2, height=3).creatures == ()


def test_steps_explain_the_clipping() -> None:
    """001 « La portée », « Ligne d'effet »: the explanation lists what removed squares."""
    grid = parse_ascii_map("..........\n..........\n....#.....\n..........\n..........")
    result = compute_area(grid, "burst", (3, 2), radius=4, caster=(0, 0), range_=4)
    rules = [s.rule for s in result.steps]
    assert rules[0] == "area_burst"
    assert "area_line_of_effect" in rules and "area_range" in rules
    assert result.steps[-1].rule == "area_creatures"
    for step in result.steps:
        assert step.describe("fr") and step.describe("en")


# --------------------------------------------------------------------------- inputs


def test_directions_in_french_and_english() -> None:
    """001 « Zone d'effet » (cône, ligne): the direction the caster indicates."""
    assert parse_direction("SO") == parse_direction("SW") == 225
    assert parse_direction("nord-ouest") == 315
    assert parse_direction("30°") == 30
    with pytest.raises(InputError):
        parse_direction("up")


def test_missing_and_bad_inputs_are_clear() -> None:
    """001 « Zone d'effet »: an origin is an intersection of the grid; clear errors otherwise."""
    grid = open_grid(10)
    with pytest.raises(InputError) as err:
        compute_area(grid, "blob", (1, 1), radius=1)
    assert err.value.key == "grid.unknown_shape"
    with pytest.raises(InputError) as err:
        compute_area(grid, "burst", (1, 1))
    assert err.value.key == "grid.missing_radius"
    with pytest.raises(InputError) as err:
        compute_area(grid, "cone", (1, 1), radius=2)
    assert err.value.key == "grid.missing_direction"
    with pytest.raises(InputError) as err:
        compute_area(grid, "burst", (40, 1), radius=1)
    assert err.value.key == "grid.origin_off_map"
    walled = parse_ascii_map("###\n###\n###")
    with pytest.raises(InputError) as err:
        compute_area(walled, "burst", (1, 1), radius=1)
    assert err.value.key == "grid.origin_in_wall"


def test_creature_centred_burst_respects_walls() -> None:
    """001 « Zone d'effet », « Ligne d'effet »: an area centred on a creature is stopped by walls
    like any burst."""
    grid = parse_ascii_map("..........\n..G.#.....\n....#.....\n..........\n\nG: Golem")
    golem = grid.creature("Golem")
    result = compute_area(grid, "emanation", golem, radius=3)
    assert (5, 1) not in result.squares and (5, 1) in result.shadowed
    assert (5, 0) in result.squares  # seen past the end of the wall
    assert result.creatures == (golem,)


def test_cone_and_flying_creature() -> None:
    """001 « Zone d'effet »: a cone is a three-dimensional quarter circle; height counts."""
    low = Token("l", 12, 9, elevation=Fraction(1))
    high = Token("h", 11, 9, elevation=Fraction(5))
    grid = Grid.open(20, 20, [low, high])
    result = compute_area(grid, "cone", (10, 10), radius=6, direction="E")
    assert result.creature_ids == ("l",)
