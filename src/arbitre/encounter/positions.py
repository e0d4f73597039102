"""Positions on a battle map in an encounter (``arbitre encounter map`` / ``place`` / ``add --at``).

An encounter may hold one map (``map_set``: the map's own text, ASCII or JSON as in
``docs/maps.md``, so that replaying, exporting and importing need no file) and a square for each
creature (``placed``: the top-left square of its space, as on the grid of :mod:`arbitre.model.grid`).
Moving is placing again. Positions work without a map too: they are enough for a gaze's range.

What positions are used for:

* a gaze met at the start of a turn reaches only creatures within its range (000 « Attaque de
  regard »), counted from space to space like movement (001 « La portée »): :func:`in_gaze_range`;
* an action with an area (``area:`` in YAML/JSON, ``à 10,12`` / ``at 10,12`` in text) reaches
  the creatures standing in it (001 « Zone d'effet »): :func:`grid_loader` gives the engine the map
  with the creatures on it, built by :func:`arbitre.content.maps.with_positions` as scenarios do.

This module is imported only by the commands that need it; the grid, map and area modules (numpy)
are imported inside the functions that read a map, so an encounter without a map never loads them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitre.core.errors import ArbitreError, InputError
from arbitre.encounter import events as ev
from arbitre.encounter.events import Draft

if TYPE_CHECKING:
    from arbitre.encounter.state import CreatureState, EncounterState
    from arbitre.engine.action import AreaChoice
    from arbitre.model.creature import Creature
    from arbitre.model.grid import Grid

Square = tuple[int, int]

#: a gaze's range when the creature gives none: 30 ft (6 squares), the range every gaze of the
#: embedded bestiary has (``content/data/creatures.yaml``); the rules text gives no default
DEFAULT_GAZE_RANGE = Fraction(6)

_SQUARE = re.compile(r"^\s*\(?\s*(\d+)\s*[,;]\s*(\d+)\s*\)?\s*$|^\s*(\d+)\s+(\d+)\s*$")


def parse_square(text: str) -> Square:
    """``"10,12"``, ``"10;12"``, ``"(10, 12)"`` or ``"10 12"`` → ``(10, 12)`` (a grid square)."""
    m = _SQUARE.match(text)
    if m is None:
        raise InputError("encounter.bad_square", text=text, expected="X,Y (10,12)")
    x, y = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    return int(x), int(y)


def footprint(mapping: Mapping[str, Any]) -> int:
    """Squares per side of a creature's space, from its saved record (Medium: 1, Large: 2…)."""
    from arbitre.model.creature import Size

    try:
        return Size(str(mapping.get("size") or "medium")).footprint
    except ValueError:
        return 1


def space_distance(a: Square, a_side: int, b: Square, b_side: int) -> int:
    """Squares between two spaces (top-left square, squares per side), nearest square to nearest
    square, counted like movement: an adjacent creature is at 1, every second diagonal counts 2
    (001 « La portée »; :func:`arbitre.rules.grid_distance.space_to_space_distance`)."""
    from arbitre.rules.grid_distance import space_to_space_distance

    return space_to_space_distance(
        (a[0], a[1], a[0] + a_side, a[1] + a_side), (b[0], b[1], b[0] + b_side, b[1] + b_side)
    )


def squares_of(value: Any) -> Fraction | None:
    """A distance as the bestiary gives it (a number of squares, or text such as ``30ft``)."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float | Fraction):
        return Fraction(str(value)) if isinstance(value, float) else Fraction(value)
    from arbitre.core.units import parse_distance

    try:
        return parse_distance(str(value))
    except ArbitreError:
        return None


def gaze_range(mapping: Mapping[str, Any]) -> Fraction:
    """The range of a creature's gaze in squares: its ``gaze`` ability's ``range`` parameter
    (``range: 30ft`` in the bestiary, kept as 6 squares in the saved record), else
    :data:`DEFAULT_GAZE_RANGE`."""
    for entry in mapping.get("special") or ():
        if isinstance(entry, Mapping) and entry.get("id") == "gaze":
            found = squares_of(entry.get("range"))
            if found is not None:
                return found
    return DEFAULT_GAZE_RANGE


def in_gaze_range(gazer: CreatureState, target: CreatureState) -> bool | None:
    """Whether ``target`` stands within ``gazer``'s gaze range (000 « Attaque de regard »), or
    ``None`` when either has no position (then, as without a map, it is taken to be in range)."""
    if gazer.position is None or target.position is None:
        return None
    distance = space_distance(
        gazer.position, footprint(gazer.mapping), target.position, footprint(target.mapping)
    )
    return distance <= gaze_range(gazer.mapping)


# -- the map ----------------------------------------------------------------------------------


def read_map_source(source: str) -> tuple[str, str]:
    """``(text, name)`` of a map given as a file (ASCII or JSON; name: the file's stem) or as the
    drawing itself (name: empty)."""
    candidate = source.strip()
    if "\n" not in candidate and candidate and len(candidate) < 4096:
        path = Path(candidate)
        try:
            is_file = path.is_file()
        except (OSError, ValueError):  # a one-line drawing too long for a file name
            is_file = False
        if is_file:
            try:
                return path.read_text(encoding="utf-8"), path.stem
            except (OSError, UnicodeDecodeError) as exc:
                raise InputError("error.file_unreadable", path=candidate, reason=str(exc)) from None
        if candidate.lower().endswith((".txt", ".json", ".map")):
            raise InputError("error.file_not_found", path=candidate)
    return source, ""


def parse_stored(text: str, name: str = "") -> Grid:
    """The map of a ``map_set`` event, without the creatures drawn on it (the encounter's
    positions say where its creatures stand)."""
    from arbitre.content.maps import parse_map

    return parse_map(text, name=name).with_creatures(())


def _token(cid: str, square: Square, mapping: Mapping[str, Any], name: str) -> Any:
    from arbitre.model.creature import Size
    from arbitre.model.grid import Token

    try:
        size = Size(str(mapping.get("size") or "medium"))
    except ValueError:
        size = Size.MEDIUM
    return Token(cid, square[0], square[1], size, name)


def _misfit(grid: Grid, token: Any) -> str | None:
    """Why a creature cannot stand there (``off_map``, ``in_wall``), or ``None``."""
    from arbitre.core.errors import ContentError

    try:
        grid.with_creatures([token])
    except ContentError as error:
        return "in_wall" if error.key == "grid.creature_in_wall" else "off_map"
    return None


def _drawn_match(state: EncounterState, token: Any) -> str | None:
    """The encounter creature a creature drawn on the map stands for: same id, or the legend's
    name is its id or its French or English name (accents and case aside)."""
    from arbitre.model.creature import fold

    if token.id in state.creatures:
        return str(token.id)
    key = fold(token.name or "")
    for c in state.creatures.values():
        if key and key in (fold(c.id), fold(c.name_fr), fold(c.name_en)):
            return c.id
    return None


def map_drafts(state: EncounterState, text: str, name: str) -> list[Draft]:
    """The events of ``map``: the map's text (checked by reading it), then the creatures drawn on
    it that are the encounter's take their place, and those whose square no longer fits (off the
    map, in a wall) leave the map."""
    if not text.strip():
        raise InputError("encounter.empty_map")
    from arbitre.content.maps import parse_map

    full = parse_map(text, name=name)  # raises with line and column when unreadable
    drawn = full.with_creatures(())
    drafts = [Draft(ev.MAP_SET, {"text": text, "name": name or state.name})]
    placed: dict[str, Square] = {}
    for token in full.creatures:
        cid = _drawn_match(state, token)
        if cid is not None and cid not in placed:
            placed[cid] = (token.x, token.y)
    for cid, c in state.creatures.items():
        square = placed.get(cid, c.position)
        if square is None:
            continue
        why = _misfit(drawn, _token(cid, square, c.mapping, c.name_fr))
        if why is not None:
            drafts.append(Draft(ev.UNPLACED, {"id": cid, "reason": why}))
        elif cid in placed and square != c.position:
            drafts.append(Draft(ev.PLACED, {"id": cid, "x": square[0], "y": square[1], "from": "map"}))
    return drafts


def place_drafts(
    state: EncounterState, cid: str, square: Square, *, mapping: Mapping[str, Any] | None = None
) -> list[Draft]:
    """The ``placed`` event of a creature at ``square`` (the top-left square of its space); with a
    map, the whole space must be on it and clear of walls and closed doors. ``mapping``: the
    record of a creature being added (not yet in ``state``)."""
    record = mapping if mapping is not None else state.creatures[cid].mapping
    x, y = square
    if state.map_text is not None:
        grid = parse_stored(state.map_text, state.map_name)
        why = _misfit(grid, _token(cid, square, record, cid))
        if why is not None:
            raise InputError(
                f"encounter.place_{why}",
                id=cid,
                x=x,
                y=y,
                width=grid.width,
                height=grid.height,
                max_x=grid.width - 1,
                max_y=grid.height - 1,
                hint="encounter.place_hint",
            )
    return [Draft(ev.PLACED, {"id": cid, "x": x, "y": y})]


def unplace_drafts(state: EncounterState, cid: str) -> list[Draft]:
    """The creature leaves the map (it keeps fighting; areas and gaze ranges ignore where it is)."""
    if state.creatures[cid].position is None:
        raise InputError("encounter.not_placed", id=cid)
    return [Draft(ev.UNPLACED, {"id": cid, "reason": "removed"})]


def grid_loader(state: EncounterState, creatures: Mapping[str, Creature]) -> Callable[[], Grid]:
    """The engine's grid loader (:func:`arbitre.engine.action.plan_action`): the stored map with
    each of ``creatures`` that has a position standing there (read once, on first use)."""
    from dataclasses import replace

    cache: list[Grid] = []

    def load() -> Grid:
        if not cache:
            from arbitre.content.maps import with_positions

            assert state.map_text is not None
            grid = parse_stored(state.map_text, state.map_name)
            placed = [
                replace(creature, position=state.creatures[cid].position)
                for cid, creature in creatures.items()
                if cid in state.creatures and state.creatures[cid].position is not None
            ]
            cache.append(with_positions(grid, placed))
        return cache[0]

    return load


def area_choice(raw: Mapping[str, Any]) -> AreaChoice:
    """An action's ``area`` fields (``origin``, ``direction``, ``shape``, ``radius``…) as the
    engine's :class:`~arbitre.engine.action.AreaChoice`."""
    from arbitre.engine.action import AreaChoice

    origin = raw.get("origin")
    point: Square | None = None
    if origin is not None:
        if isinstance(origin, str):
            point = parse_square(origin)
        else:
            try:
                x, y = origin
                point = (int(x), int(y))
            except (TypeError, ValueError):
                raise InputError("encounter.bad_square", text=str(origin), expected="[X, Y]") from None

    def text(key: str) -> str | None:
        value = raw.get(key)
        return None if value is None else str(value)

    direction = raw.get("direction")
    return AreaChoice(
        origin=point,
        direction=direction
        if isinstance(direction, int | float) and not isinstance(direction, bool)
        else text("direction"),
        shape=text("shape"),
        radius=text("radius"),
        length=text("length"),
        height=text("height"),
    )


def draw(state: EncounterState) -> tuple[str, list[tuple[str, str, Square]]]:
    """The stored map as ASCII with each placed creature drawn by a letter, and the legend
    ``(letter, id, square)`` (letters: the id's initial in capitals when free, else the next free)."""
    from arbitre.content.maps import map_to_ascii

    assert state.map_text is not None
    grid = parse_stored(state.map_text, state.map_name)
    rows = [list(row) for row in map_to_ascii(grid, creatures=False).split("\n")]
    used: set[str] = set()
    legend: list[tuple[str, str, Square]] = []
    pool = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [
        chr(c) for c in range(ord("a"), ord("z") + 1) if chr(c) != "o"
    ]
    for cid in state.order():
        c = state.creatures[cid]
        if c.position is None:
            continue
        first = (cid[:1] or "?").upper()
        letter = (
            first if first in pool and first not in used else next((p for p in pool if p not in used), "?")
        )
        used.add(letter)
        side = footprint(c.mapping)
        for dy in range(side):
            for dx in range(side):
                x, y = c.position[0] + dx, c.position[1] + dy
                if 0 <= y < len(rows) and 0 <= x < len(rows[y]):
                    rows[y][x] = letter
        legend.append((letter, cid, c.position))
    return "\n".join("".join(r) for r in rows), legend


__all__ = [
    "DEFAULT_GAZE_RANGE",
    "area_choice",
    "draw",
    "footprint",
    "gaze_range",
    "grid_loader",
    "in_gaze_range",
    "map_drafts",
    "parse_square",
    "parse_stored",
    "place_drafts",
    "read_map_source",
    "space_distance",
    "squares_of",
    "unplace_drafts",
]
