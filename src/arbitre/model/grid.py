"""The battle grid: an immutable map of 1.5 m (5 ft) squares, its walls and doors, and creatures.

Coordinates follow the screen: ``x`` grows to the right, ``y`` grows downwards. The square
``(x, y)`` spans the grid intersections ``(x, y)`` to ``(x + 1, y + 1)``; intersections therefore
run from ``0`` to ``width`` and ``0`` to ``height``. Areas start from intersections
(001 « Zone d'effet »), creatures stand in squares.

What blocks what (001 « Ligne d'effet »):

* a wall (``WALL``) and a closed door (``DOOR``) are solid barriers: they block line of effect,
  bursts, spreads and lines;
* a wall section pierced by a hole of at least 30 cm (``HOLED_WALL``) is no barrier for line of
  effect, so areas pass through it;
* fog or darkness (``FOG``) hinders sight only: it blocks nothing;
* an open door (``OPEN_DOOR``) is floor.

Reading and writing maps (ASCII and JSON) lives in :mod:`arbitre.content.maps`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from arbitre.core.errors import ContentError, NotFoundError
from arbitre.model.creature import Size

Square = tuple[int, int]


class Cell(IntEnum):
    """What fills a square. The values are the bytes of :attr:`Grid.cells`."""

    FLOOR = 0
    WALL = 1
    DOOR = 2  # closed
    OPEN_DOOR = 3
    HOLED_WALL = 4  # a wall section with a hole of at least 30 cm: no barrier to line of effect
    FOG = 5  # fog, smoke, darkness: blocks sight, not line of effect


#: cells that are solid barriers (block line of effect and the spreading of areas)
BARRIER_CELLS: frozenset[Cell] = frozenset({Cell.WALL, Cell.DOOR})
#: cells a creature may stand in
OPEN_CELLS: frozenset[Cell] = frozenset({Cell.FLOOR, Cell.OPEN_DOOR, Cell.FOG})

_BARRIER_TABLE = np.zeros(256, dtype=bool)
for _cell in BARRIER_CELLS:
    _BARRIER_TABLE[int(_cell)] = True


# French and English names (and a few abbreviations) accepted in maps; accents are optional.
_SIZE_NAMES: dict[str, Size] = {
    **{s.value: s for s in Size},
    "infime": Size.FINE,
    "minuscule": Size.DIMINUTIVE,
    "tres petit": Size.TINY,
    "tres petite": Size.TINY,
    "tp": Size.TINY,
    "petit": Size.SMALL,
    "petite": Size.SMALL,
    "p": Size.SMALL,
    "moyen": Size.MEDIUM,
    "moyenne": Size.MEDIUM,
    "m": Size.MEDIUM,
    "grand": Size.LARGE,
    "grande": Size.LARGE,
    "tres grand": Size.HUGE,
    "tres grande": Size.HUGE,
    "tg": Size.HUGE,
    "gigantesque": Size.GARGANTUAN,
    "gig": Size.GARGANTUAN,
    "colossale": Size.COLOSSAL,
}


def parse_size(text: str) -> Size:
    """Read a size category in French or English (``grande``, ``large``, ``très grande``…)."""
    key = " ".join(text.strip().lower().replace("è", "e").replace("é", "e").replace("-", " ").split())
    try:
        return _SIZE_NAMES[key]
    except KeyError:
        raise NotFoundError(
            "grid.unknown_size",
            value=text,
            suggestions=tuple(s.value for s in Size),
        ) from None


@dataclass(frozen=True, slots=True)
class Token:
    """A creature placed on the grid: ``(x, y)`` is the top-left square of its space.

    ``id`` links the token to the engine's creature (:class:`arbitre.model.creature.Creature`);
    ``size`` is the same :class:`~arbitre.model.creature.Size` and gives the space
    (Large 2 × 2, Huge 3 × 3, Gargantuan 4 × 4, Colossal 6 × 6; Small and smaller 1 square).

    ``elevation`` is the height of the bottom of its space above the floor, in squares (a flying
    creature); areas that have a height (spheres, cylinders, cones) take it into account.
    """

    id: str
    x: int
    y: int
    size: Size = Size.MEDIUM
    name: str = ""
    elevation: Fraction = Fraction(0)

    @property
    def label(self) -> str:
        """The name to show (the id when the creature has no name)."""
        return self.name or self.id

    @property
    def footprint(self) -> int:
        return self.size.footprint

    def squares(self) -> frozenset[Square]:
        """Every square of the creature's space."""
        side = self.footprint
        return frozenset((self.x + i, self.y + j) for j in range(side) for i in range(side))

    def occupies(self, square: Square) -> bool:
        side = self.footprint
        return self.x <= square[0] < self.x + side and self.y <= square[1] < self.y + side

    @property
    def bounds(self) -> tuple[int, int, int, int]:
        """Intersections ``(x0, y0, x1, y1)`` of the space's corners."""
        side = self.footprint
        return (self.x, self.y, self.x + side, self.y + side)


def _readonly(array: npt.NDArray[Any]) -> npt.NDArray[Any]:
    array.flags.writeable = False
    return array


@dataclass(frozen=True, slots=True, eq=False)
class Grid:
    """An immutable battle map: ``cells[y, x]`` holds a :class:`Cell` value.

    Build one with :meth:`from_cells` (any 2-D array of cell values) or read one with
    :func:`arbitre.content.maps.load_map`. The arrays are read-only; "changing" a map returns a new
    one (:meth:`with_creatures`, :meth:`with_cell`).
    """

    cells: npt.NDArray[np.uint8]
    creatures: tuple[Token, ...] = ()
    name: str = ""
    barriers: npt.NDArray[np.bool_] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        cells = np.ascontiguousarray(self.cells, dtype=np.uint8)
        if cells.ndim != 2 or cells.shape[0] == 0 or cells.shape[1] == 0:
            raise ContentError("grid.empty_map")
        if cells.max(initial=0) > max(Cell):
            raise ContentError("grid.bad_cell_value", value=int(cells.max()))
        if cells.flags.writeable:
            cells = _readonly(cells.copy() if cells is self.cells else cells)
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "barriers", _readonly(_BARRIER_TABLE[cells]))
        seen: dict[str, Token] = {}
        for creature in self.creatures:
            if creature.id in seen:
                raise ContentError("grid.duplicate_creature", id=creature.id)
            seen[creature.id] = creature
            x0, y0, x1, y1 = creature.bounds
            if x0 < 0 or y0 < 0 or x1 > self.width or y1 > self.height:
                raise ContentError("grid.creature_off_map", id=creature.id, x=creature.x, y=creature.y)
            if self.barriers[y0:y1, x0:x1].any():
                raise ContentError("grid.creature_in_wall", id=creature.id, x=creature.x, y=creature.y)
        object.__setattr__(self, "creatures", tuple(self.creatures))

    @classmethod
    def from_cells(cls, cells: npt.ArrayLike, creatures: Iterable[Token] = (), *, name: str = "") -> Grid:
        return cls(np.asarray(cells, dtype=np.uint8), tuple(creatures), name)

    @classmethod
    def open(cls, width: int, height: int, creatures: Iterable[Token] = ()) -> Grid:
        """An open floor of ``width`` × ``height`` squares."""
        return cls(np.zeros((height, width), dtype=np.uint8), tuple(creatures))

    @property
    def width(self) -> int:
        return int(self.cells.shape[1])

    @property
    def height(self) -> int:
        return int(self.cells.shape[0])

    def in_bounds(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def cell(self, square: Square) -> Cell:
        return Cell(int(self.cells[square[1], square[0]]))

    def is_barrier(self, square: Square) -> bool:
        """Whether the square is a solid barrier; squares off the map are barriers."""
        return not self.in_bounds(square) or bool(self.barriers[square[1], square[0]])

    def creature(self, ident: str) -> Token:
        """The creature with id (or, failing that, name) ``ident``."""
        for creature in self.creatures:
            if creature.id == ident:
                return creature
        folded = ident.casefold()
        for creature in self.creatures:
            if creature.name.casefold() == folded:
                return creature
        raise NotFoundError(
            "grid.unknown_creature",
            value=ident,
            suggestions=tuple(c.id for c in self.creatures),
        )

    def creature_at(self, square: Square) -> Token | None:
        for creature in self.creatures:
            if creature.occupies(square):
                return creature
        return None

    def with_creatures(self, creatures: Iterable[Token]) -> Grid:
        return Grid(self.cells, tuple(creatures), self.name)

    def with_cell(self, square: Square, cell: Cell) -> Grid:
        cells = self.cells.copy()
        cells[square[1], square[0]] = cell
        return Grid(cells, self.creatures, self.name)

    def __iter__(self) -> Iterator[Token]:
        return iter(self.creatures)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Grid):
            return NotImplemented
        return (
            self.name == other.name
            and self.creatures == other.creatures
            and self.cells.shape == other.cells.shape
            and bool(np.array_equal(self.cells, other.cells))
        )

    def __hash__(self) -> int:
        return hash((self.name, self.creatures, self.cells.shape, self.cells.tobytes()))


__all__ = [
    "BARRIER_CELLS",
    "OPEN_CELLS",
    "Cell",
    "Grid",
    "Size",
    "Square",
    "Token",
    "parse_size",
]
