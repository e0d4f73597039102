"""Map files (ASCII and JSON), see docs/maps.md; sizes from text 001 (« Métamorphose » table)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from arbitre.content.maps import (
    load_map,
    map_from_dict,
    map_to_ascii,
    map_to_json,
    parse_ascii_map,
    parse_json_map,
    parse_map,
)
from arbitre.core.errors import ContentError, InputError, NotFoundError
from arbitre.model.grid import Cell, Grid, Size, Token, parse_size

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "maps"


def test_ascii_cells_and_creatures() -> None:
    """docs/maps.md (ASCII); 001 « Ligne d'effet » (walls, doors, holed sections, fog)."""
    grid = parse_ascii_map("#####\n#.A+#\n#o~'#\n#####\n\nA: Alric")
    assert (grid.width, grid.height) == (5, 4)
    assert grid.cell((3, 1)) is Cell.DOOR
    assert grid.cell((1, 2)) is Cell.HOLED_WALL
    assert grid.cell((2, 2)) is Cell.FOG
    assert grid.cell((3, 2)) is Cell.OPEN_DOOR
    assert grid.cell((2, 1)) is Cell.FLOOR  # under the creature
    assert grid.creatures == (Token("A", 2, 1, Size.MEDIUM, "Alric"),)
    assert grid.is_barrier((0, 0)) and grid.is_barrier((3, 1)) and not grid.is_barrier((1, 2))
    assert grid.is_barrier((-1, 0))  # off the map


def test_large_creature_as_a_block_or_a_single_letter() -> None:
    """docs/maps.md; 001 « Zone d'effet » (creatures larger than one square)."""
    block = parse_ascii_map("......\n.OO...\n.OO...\n......")
    assert block.creatures == (Token("O", 1, 1, Size.LARGE),)
    single = parse_ascii_map("......\n.O....\n......\n......\n\nO: Ogre; taille=grande; altitude=3m")
    (ogre,) = single.creatures
    assert ogre.size is Size.LARGE and ogre.squares() == {(1, 1), (2, 1), (1, 2), (2, 2)}
    assert ogre.elevation == Fraction(2) and ogre.label == "Ogre"


def test_errors_give_line_and_column() -> None:
    """docs/maps.md (errors): line and column of every problem."""
    with pytest.raises(ContentError) as err:
        parse_ascii_map("....\n..?.\n....")
    assert err.value.key == "grid.map_bad_char"
    assert err.value.params["line"] == 2 and err.value.params["column"] == 3
    assert err.value.position is not None and err.value.position.line == 2
    assert "ligne 2, colonne 3" in err.value.message("fr")
    with pytest.raises(ContentError) as err:
        parse_ascii_map("....\n.AA.\n.A..")
    assert err.value.key == "grid.map_bad_creature_shape"
    with pytest.raises(ContentError) as err:
        parse_ascii_map("....\n.A..\n\nB: Bob")
    assert err.value.key == "grid.map_legend_not_on_map" and err.value.params["line"] == 4
    with pytest.raises(ContentError) as err:
        parse_ascii_map("....\n.A..\n\nA: Bob; colour=red")
    assert err.value.key == "grid.map_legend_unknown_key"
    with pytest.raises(ContentError) as err:
        parse_ascii_map("...\n..A\n\nA: Bob; size=large")  # a 2×2 space off the map
    assert err.value.key == "grid.creature_off_map"
    with pytest.raises(ContentError):
        parse_ascii_map("\n\n")


def test_sizes_in_french_and_english() -> None:
    """docs/maps.md; size names of 001 « Métamorphose » (table of sizes)."""
    assert parse_size("très grande") is Size.HUGE
    assert parse_size("Gargantuan") is Size.GARGANTUAN
    assert parse_size("petite") is Size.SMALL
    with pytest.raises(NotFoundError):
        parse_size("énorme")


def test_json_with_rows_and_with_lists() -> None:
    """docs/maps.md (JSON)."""
    from_rows = parse_json_map(
        json.dumps(
            {
                "name": "salle",
                "rows": ["#####", "#.A.#", "#####"],
                "creatures": [{"id": "A", "name": "Alric", "elevation": "3m"}],
            }
        )
    )
    assert from_rows.name == "salle"
    assert from_rows.creatures == (Token("A", 2, 1, Size.MEDIUM, "Alric", Fraction(2)),)
    from_lists = map_from_dict(
        {
            "width": 4,
            "height": 3,
            "walls": [[0, 0], [1, 0]],
            "doors": [[2, 0]],
            "holes": [[3, 0]],
            "creatures": [{"id": "dragon", "x": 1, "y": 1, "size": "large"}],
        }
    )
    assert from_lists.cell((2, 0)) is Cell.DOOR and from_lists.cell((3, 0)) is Cell.HOLED_WALL
    assert from_lists.creature("dragon").size is Size.LARGE


def test_json_errors_are_clear() -> None:
    """docs/maps.md (errors in JSON maps)."""
    with pytest.raises(ContentError) as err:
        parse_json_map('{"width": 3,\n "height": }')
    assert err.value.key == "grid.map_bad_json" and err.value.params["line"] == 2
    with pytest.raises(ContentError) as err:
        map_from_dict({"width": 3, "height": 3, "walls": [[5, 5]]})
    assert err.value.key == "grid.map_json_field" and "walls[0]" in err.value.message("en")
    with pytest.raises(ContentError) as err:
        map_from_dict({"width": "3", "height": 3})
    assert "width" in err.value.message("fr")
    with pytest.raises(ContentError):
        map_from_dict({"creatures": []})
    with pytest.raises(ContentError) as err:
        map_from_dict(
            {"width": 3, "height": 3, "walls": [[1, 1]], "creatures": [{"id": "x", "x": 1, "y": 1}]}
        )
    assert err.value.key == "grid.creature_in_wall"


def test_round_trip_through_json() -> None:
    """docs/maps.md: map_to_json writes what map_from_dict reads."""
    grid = load_map(EXAMPLES / "crypt.txt")
    again = map_from_dict(json.loads(json.dumps(map_to_json(grid))))
    assert again == grid and hash(again) == hash(grid)
    assert parse_map(map_to_ascii(grid, creatures=False)).cells.tolist() == grid.cells.tolist()


def test_example_maps_load() -> None:
    """docs/maps.md: the example maps are valid."""
    for path in sorted(EXAMPLES.iterdir()):
        grid = load_map(path)
        assert grid.width > 0 and grid.creatures


def test_missing_file() -> None:
    """docs/maps.md: a missing file is an input error."""
    with pytest.raises(InputError) as err:
        load_map("/nonexistent/map.txt")
    assert err.value.key == "error.file_not_found"


def test_grid_is_immutable() -> None:
    """docs/maps.md (Python): maps are immutable values."""
    grid = Grid.open(3, 3)
    with pytest.raises(ValueError):
        grid.cells[0, 0] = 1
    walled = grid.with_cell((0, 0), Cell.WALL)
    assert grid.cell((0, 0)) is Cell.FLOOR and walled.cell((0, 0)) is Cell.WALL
    with pytest.raises(NotFoundError) as err:
        grid.creature("nobody")
    assert err.value.key == "grid.unknown_creature"
