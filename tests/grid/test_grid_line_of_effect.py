"""Line of effect between points: 001 « Ligne d'effet »."""

from __future__ import annotations

from arbitre.content.maps import parse_ascii_map
from arbitre.rules.line_of_effect import has_line_of_effect, line_of_effect_to_square, trace


def test_wall_blocks_fog_does_not() -> None:
    """001 « Ligne d'effet »: solid barriers block; fog, darkness do not."""
    grid = parse_ascii_map("......\n..#~..\n......")
    assert not has_line_of_effect(grid, (0.5, 1.5), (5.5, 1.5))
    assert has_line_of_effect(grid, (3.5, 0.5), (3.5, 2.5))  # straight through the fog


def test_hole_of_thirty_centimetres() -> None:
    """001 « Ligne d'effet »: a 30 cm hole makes its 1.5 m wall section no barrier."""
    solid = parse_ascii_map("...\n###\n...")
    holed = parse_ascii_map("...\n#o#\n...")
    assert not has_line_of_effect(solid, (1.5, 0.5), (1.5, 2.5))
    assert has_line_of_effect(holed, (1.5, 0.5), (1.5, 2.5))
    # the neighbouring sections are still walls
    assert not has_line_of_effect(holed, (0.5, 0.5), (0.5, 2.5))


def test_grazing_a_wall_is_not_blocked_running_inside_is() -> None:
    """001 « Ligne d'effet »: the line is only broken by passing through the barrier."""
    grid = parse_ascii_map("....\n.##.\n....")
    # along the top edge of the wall: grazing
    assert has_line_of_effect(grid, (0.0, 1.0), (4.0, 1.0))
    # along the edge shared by the two wall squares: inside the wall
    assert not has_line_of_effect(grid, (2.0, 0.0), (2.0, 3.0))
    # touching a single corner
    assert has_line_of_effect(grid, (0.0, 0.0), (2.0, 2.0)) is False  # crosses (1,1)'s inside
    assert has_line_of_effect(grid, (0.0, 2.0), (1.0, 1.0))  # ends on the corner


def test_two_walls_touching_at_a_corner_leave_no_gap() -> None:
    """001 « Ligne d'effet »: an unbroken line cannot slip through a point."""
    grid = parse_ascii_map("....\n.#..\n..#.\n....")
    assert not has_line_of_effect(grid, (3.5, 0.5), (0.5, 3.5))
    assert has_line_of_effect(grid, (0.5, 0.5), (3.5, 3.5)) is False  # through both walls
    open_corner = parse_ascii_map("....\n.#..\n....\n....")
    assert has_line_of_effect(open_corner, (0.0, 2.0), (2.0, 0.0))  # grazes one corner


def test_trace_lists_squares_until_the_wall() -> None:
    """001 « Zone d'effet » (ligne): the squares crossed, up to the first barrier."""
    grid = parse_ascii_map(".....\n.....")
    walk = trace(grid, (0.0, 0.5), (5.0, 0.5))
    assert walk.clear and walk.squares == ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    walled = parse_ascii_map("..#..\n.....")
    walk = trace(walled, (0.0, 0.5), (5.0, 0.5))
    assert not walk.clear and walk.squares == ((0, 0), (1, 0)) and walk.blocker == (2, 0)


def test_square_is_reached_when_any_point_is() -> None:
    """001 « Zone d'effet »: only total cover keeps a square out of a burst."""
    grid = parse_ascii_map("......\n..#...\n......")
    assert line_of_effect_to_square(grid, (1.0, 1.0), (2, 2))  # below the wall, seen past its corner
    assert not line_of_effect_to_square(grid, (1.0, 1.0), (3, 1))  # straight behind it
    assert not line_of_effect_to_square(parse_ascii_map("......\n..##..\n......"), (2.0, 0.0), (3, 2))
