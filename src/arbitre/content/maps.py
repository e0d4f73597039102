"""Battle maps as text: an ASCII drawing with a legend, or JSON (see ``docs/maps.md``).

ASCII, one character per 1.5 m square, the first line being ``y = 0``::

    #########
    #..A....#
    #...GG..+
    #...GG..#
    ###o#####

    A: Alric
    G: Ogre; size=large
    B: Chauve-souris; altitude=3m

``#`` wall, ``.`` floor, ``+`` closed door, ``'`` open door, ``o`` wall section with a hole of at
least 30 cm (no barrier to line of effect), ``~`` fog or darkness (blocks nothing), a space is
rock (a wall); any other letter is a creature. A creature larger than Medium is drawn either as
a full block of its letter or by its letter alone in the top-left square of its space. Short
lines are completed with rock. After the first blank line comes the legend: ``letter: name``
then optional ``; key=value`` pairs (``size``/``taille``, ``elevation``/``altitude``); blank
lines and lines starting with ``#`` in the legend are ignored.

JSON::

    {"name": "crypte", "rows": ["#####", "#.A.#", "#####"],
     "creatures": [{"id": "A", "name": "Alric", "size": "medium", "elevation": "3m"}]}

or, without ``rows``: ``"width"``, ``"height"`` and lists of squares ``"walls"``, ``"doors"``,
``"open_doors"``, ``"holes"``, ``"fog"`` (each ``[x, y]``); creatures then need ``"x"`` and
``"y"``. :func:`map_to_json` writes this form back.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from arbitre.core.errors import ContentError, InputError, Position
from arbitre.core.i18n import tr
from arbitre.core.units import parse_distance
from arbitre.model.grid import Cell, Grid, Size, Token, parse_size

if TYPE_CHECKING:
    from arbitre.model.creature import Creature

#: ASCII character → cell
CHARS: dict[str, Cell] = {
    "#": Cell.WALL,
    " ": Cell.WALL,
    ".": Cell.FLOOR,
    "+": Cell.DOOR,
    "'": Cell.OPEN_DOOR,
    "o": Cell.HOLED_WALL,
    "~": Cell.FOG,
}
#: cell → ASCII character (for writing maps back)
CELL_CHARS: dict[Cell, str] = {
    Cell.WALL: "#",
    Cell.FLOOR: ".",
    Cell.DOOR: "+",
    Cell.OPEN_DOOR: "'",
    Cell.HOLED_WALL: "o",
    Cell.FOG: "~",
}

#: the usual size for a space of that many squares on a side (a block drawn without a legend)
_SIDE_SIZES: dict[int, Size] = {2: Size.LARGE, 3: Size.HUGE, 4: Size.GARGANTUAN, 6: Size.COLOSSAL}
_SIZE_KEYS = {"size", "taille"}
_ELEVATION_KEYS = {"elevation", "altitude", "alt", "hauteur"}
_NAME_KEYS = {"name", "nom"}


def _is_creature_char(char: str) -> bool:
    return char.isalpha() and char not in CHARS


_UNKNOWN = 255
_CREATURE = 254
_CODE_TABLE = np.full(256, _UNKNOWN, dtype=np.uint8)
for _char in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz":
    _CODE_TABLE[ord(_char)] = _CREATURE
for _char, _cell in CHARS.items():
    _CODE_TABLE[ord(_char)] = int(_cell)


def _codes(rows: list[str], width: int) -> np.ndarray[Any, np.dtype[np.uint8]]:
    """Cell codes of the drawing (rows padded with rock), creatures and unknown characters marked."""
    joined = "".join(row.ljust(width) for row in rows)
    if joined.isascii():
        data = np.frombuffer(joined.encode("ascii"), dtype=np.uint8).reshape(len(rows), width)
        codes: np.ndarray[Any, np.dtype[np.uint8]] = _CODE_TABLE[data]
        return codes
    codes = np.empty((len(rows), width), dtype=np.uint8)
    for y in range(len(rows)):
        for x, char in enumerate(joined[y * width : (y + 1) * width]):
            if char in CHARS:
                codes[y, x] = CHARS[char]
            elif _is_creature_char(char):
                codes[y, x] = _CREATURE
            else:
                codes[y, x] = _UNKNOWN
    return codes


def parse_ascii_map(text: str, *, name: str = "") -> Grid:
    """Read an ASCII map (see the module docstring); errors give line and column."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    rows: list[str] = []
    index = 0
    while index < len(lines) and not lines[index].strip():
        index += 1  # leading blank lines
    first_row_line = index + 1
    while index < len(lines) and lines[index].strip():
        rows.append(lines[index].rstrip())
        index += 1
    legend_lines = [(n + 1, lines[n]) for n in range(index, len(lines))]
    if not rows:
        raise ContentError("grid.map_no_rows")

    width = max(len(row) for row in rows)
    codes = _codes(rows, width)
    bad = np.argwhere(codes == _UNKNOWN)
    if bad.size:
        y, x = (int(v) for v in bad[0])
        line, column = first_row_line + y, x + 1
        raise ContentError(
            "grid.map_bad_char",
            char=rows[y][x],
            line=line,
            column=column,
            position=Position(column, line),
        )
    letters: dict[str, list[tuple[int, int]]] = {}
    for y, x in np.argwhere(codes == _CREATURE).tolist():
        letters.setdefault(rows[y][x], []).append((x, y))
    cells = np.where(codes == _CREATURE, int(Cell.FLOOR), codes).astype(np.uint8)

    legend = _parse_legend(legend_lines, letters)
    creatures: list[Token] = []
    for letter, squares in sorted(letters.items(), key=lambda kv: (kv[1][0][1], kv[1][0][0])):
        info = legend.get(letter, {})
        size = info.get("size", Size.MEDIUM)
        assert isinstance(size, Size)
        x0 = min(x for x, _ in squares)
        y0 = min(y for _, y in squares)
        side = size.footprint
        block = {(x0 + i, y0 + j) for i in range(side) for j in range(side)}
        found = set(squares)
        if "size" not in info and len(found) > 1:
            # no size in the legend: a full square block of the letter gives it
            side = round(len(found) ** 0.5)
            block = {(x0 + i, y0 + j) for i in range(side) for j in range(side)}
            if found == block and side in _SIDE_SIZES:
                size = _SIDE_SIZES[side]
            else:
                side = 1
                block = {(x0, y0)}
        if found != block and found != {(x0, y0)}:
            line, column = first_row_line + y0, x0 + 1
            raise ContentError(
                "grid.map_bad_creature_shape",
                letter=letter,
                line=line,
                column=column,
                side=size.footprint,
                size=size.value,
                position=Position(column, line),
            )
        elevation = info.get("elevation", Fraction(0))
        assert isinstance(elevation, Fraction)
        label = info.get("name", "")
        assert isinstance(label, str)
        creatures.append(Token(letter, x0, y0, size, label, elevation))
    for creature in creatures:  # a large creature drawn by one letter stands on floor
        x0, y0, x1, y1 = creature.bounds
        if x1 > width or y1 > len(rows):
            raise ContentError("grid.creature_off_map", id=creature.id, x=creature.x, y=creature.y)
    return Grid(cells, tuple(creatures), name)


def _parse_legend(
    lines: list[tuple[int, str]], letters: Mapping[str, list[tuple[int, int]]]
) -> dict[str, dict[str, object]]:
    legend: dict[str, dict[str, object]] = {}
    for number, raw in lines:
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        head, sep, rest = text.partition(":")
        letter = head.strip()
        if not sep or len(letter) != 1 or not _is_creature_char(letter):
            raise ContentError("grid.map_bad_legend", line=number, text=text, position=Position(1, number))
        if letter not in letters:
            raise ContentError("grid.map_legend_not_on_map", line=number, letter=letter)
        if letter in legend:
            raise ContentError("grid.map_legend_duplicate", line=number, letter=letter)
        parts = [p.strip() for p in rest.split(";")]
        info: dict[str, object] = {}
        if parts and parts[0] and "=" not in parts[0]:
            info["name"] = parts.pop(0)
        for part in parts:
            if not part:
                continue
            key, eq, value = part.partition("=")
            key = key.strip().lower()
            if not eq:
                raise ContentError("grid.map_bad_legend", line=number, text=text)
            info.update(_creature_field(key, value.strip(), line=number))
        legend[letter] = info
    return legend


def _creature_field(key: str, value: str, *, line: int) -> dict[str, object]:
    if key in _SIZE_KEYS:
        return {"size": parse_size(value)}
    if key in _ELEVATION_KEYS:
        return {"elevation": parse_distance(value, default_unit="c")}
    if key in _NAME_KEYS:
        return {"name": value}
    raise ContentError("grid.map_legend_unknown_key", key=key, line=line)


# --------------------------------------------------------------------------- JSON


def _field_error(field: str, reason: str) -> ContentError:
    return ContentError("grid.map_json_field", field=field, reason=reason)


def _expect(field: str, value: Any, kind: type | tuple[type, ...], expected: str) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool):
        found = type(value).__name__
        raise _field_error(field, tr("grid.map_json_expected", expected=expected, found=found))
    return value


def parse_json_map(text: str, *, name: str = "") -> Grid:
    """Read a JSON map (see the module docstring)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(
            "grid.map_bad_json",
            line=exc.lineno,
            column=exc.colno,
            reason=exc.msg,
            position=Position(exc.colno, exc.lineno),
        ) from None
    return map_from_dict(data, name=name)


def map_from_dict(data: Any, *, name: str = "") -> Grid:
    """Build a map from already-decoded JSON data."""
    _expect("(map)", data, dict, "an object")
    map_name = data.get("name", name)
    _expect("name", map_name, str, "a string")
    creatures: list[Token] = []
    if "rows" in data:
        rows = _expect("rows", data["rows"], list, "a list of strings")
        for i, row in enumerate(rows):
            _expect(f"rows[{i}]", row, str, "a string")
        grid = parse_ascii_map("\n".join(rows), name=map_name)
        cells = grid.cells
        creatures = list(grid.creatures)
    elif "width" in data and "height" in data:
        width = _expect("width", data["width"], int, "a whole number")
        height = _expect("height", data["height"], int, "a whole number")
        if width <= 0 or height <= 0:
            raise ContentError("grid.empty_map")
        grid_cells = np.zeros((height, width), dtype=np.uint8)
        for field, cell in (
            ("walls", Cell.WALL),
            ("doors", Cell.DOOR),
            ("open_doors", Cell.OPEN_DOOR),
            ("holes", Cell.HOLED_WALL),
            ("fog", Cell.FOG),
        ):
            for i, item in enumerate(_expect(field, data.get(field, []), list, "a list of [x, y]")):
                x, y = _point(f"{field}[{i}]", item)
                if not (0 <= x < width and 0 <= y < height):
                    raise _field_error(
                        f"{field}[{i}]",
                        tr("grid.map_json_outside", x=x, y=y, width=width, height=height),
                    )
                grid_cells[y, x] = cell
        cells = grid_cells
    else:
        raise _field_error("(map)", tr("grid.map_json_no_layout"))

    declared = _expect("creatures", data.get("creatures", []), list, "a list of objects")
    by_id = {c.id: c for c in creatures}
    for i, item in enumerate(declared):
        field = f"creatures[{i}]"
        _expect(field, item, dict, "an object")
        ident = _expect(f"{field}.id", item.get("id"), str, "a string")
        base = by_id.get(ident)
        if "x" in item or "y" in item or base is None:
            x, y = _point(field, [item.get("x"), item.get("y")])
        else:
            x, y = base.x, base.y
        size = base.size if base is not None else Size.MEDIUM
        if "size" in item:
            size = parse_size(_expect(f"{field}.size", item["size"], str, "a size name"))
        elevation = base.elevation if base is not None else Fraction(0)
        if "elevation" in item:
            raw = item["elevation"]
            if isinstance(raw, str):
                elevation = parse_distance(raw, default_unit="c")
            else:
                elevation = Fraction(_expect(f"{field}.elevation", raw, (int, float), "a distance"))
        label = _expect(f"{field}.name", item.get("name", base.name if base else ""), str, "a string")
        by_id[ident] = Token(ident, x, y, size, label, elevation)
    return Grid(cells, tuple(by_id.values()), map_name)


def _point(field: str, item: Any) -> tuple[int, int]:
    if (
        not isinstance(item, list | tuple)
        or len(item) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in item)
    ):
        raise _field_error(field, tr("grid.map_json_expected", expected="[x, y]", found=repr(item)))
    return int(item[0]), int(item[1])


def map_to_json(grid: Grid) -> dict[str, Any]:
    """The JSON form of a map (``rows`` of ASCII plus creatures with positions)."""
    return {
        "name": grid.name,
        "rows": map_to_ascii(grid, creatures=False).split("\n"),
        "creatures": [
            {
                "id": c.id,
                "name": c.name,
                "x": c.x,
                "y": c.y,
                "size": c.size.value,
                "elevation": str(c.elevation),
            }
            for c in grid.creatures
        ],
    }


def map_to_ascii(grid: Grid, *, creatures: bool = True) -> str:
    """The ASCII drawing of a map (creatures drawn as full blocks of their id when one letter)."""
    table = np.array([CELL_CHARS[Cell(v)] for v in range(len(Cell))])
    rows = [list(row) for row in table[grid.cells]]
    if creatures:
        for c in grid.creatures:
            if len(c.id) == 1:
                for x, y in c.squares():
                    rows[y][x] = c.id
    return "\n".join("".join(row) for row in rows)


def load_map(path: str | Path) -> Grid:
    """Read a map file: JSON when it ends in ``.json`` or starts with ``{``, ASCII otherwise."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("error.file_not_found", path=str(file)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError("error.file_unreadable", path=str(file), reason=str(exc)) from None
    if file.suffix.lower() == ".json" or text.lstrip().startswith("{"):
        return parse_json_map(text, name=file.stem)
    return parse_ascii_map(text, name=file.stem)


def with_positions(grid: Grid, creatures: Iterable[Creature]) -> Grid:
    """``grid`` with every creature that has a ``position`` standing there, with its size and
    (French) name; creatures drawn on the map keep their place unless one of the same id has a
    position. Scenarios and encounters put their creatures on a map with it."""
    tokens = [
        Token(c.id, c.position[0], c.position[1], c.size, c.name.fr or c.id)
        for c in creatures
        if c.position is not None
    ]
    known = {t.id for t in tokens}
    return grid.with_creatures([*tokens, *(t for t in grid.creatures if t.id not in known)])


def parse_map(text: str, *, name: str = "") -> Grid:
    """Read a map from text, JSON or ASCII (JSON when it starts with ``{``)."""
    if text.lstrip().startswith("{"):
        return parse_json_map(text, name=name)
    return parse_ascii_map(text, name=name)


__all__ = [
    "CELL_CHARS",
    "CHARS",
    "load_map",
    "map_from_dict",
    "map_to_ascii",
    "map_to_json",
    "parse_ascii_map",
    "parse_json_map",
    "parse_map",
    "with_positions",
]
