"""``arbitre area``: which squares and creatures a spell's area touches on a map.

Without ``--json`` the map is drawn with the area over it, in colour; with ``--json`` the output is
exactly ``{"squares": [[x, y], …], "creatures": [str, …]}`` plus extra keys (``creature_ids``,
``shadowed``, ``out_of_range``). See ``docs/areas.md``.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitre.cli._common import bi
from arbitre.core.errors import InputError

if TYPE_CHECKING:
    from arbitre.model.grid import Grid, Token
    from arbitre.rules.areas import AreaResult

_POINT = re.compile(r"^\s*\(?\s*(-?\d+)\s*[,;]\s*(-?\d+)\s*\)?\s*$")

#: beyond this many squares across, only the part of the map around the area is drawn
_MAX_DRAWN = 120
_MARGIN = 2


def _parse_point(option: str, text: str) -> tuple[int, int]:
    match = _POINT.match(text)
    if match is None:
        raise InputError("grid.bad_point", option=option, value=text)
    return int(match[1]), int(match[2])


def _point_or_creature(grid: Grid, option: str, text: str) -> tuple[int, int] | Token:
    """``X,Y`` or a creature's id or name."""
    if _POINT.match(text):
        return _parse_point(option, text)
    if not text.strip() or text.strip()[0].isdigit() or "," in text:
        raise InputError("grid.bad_point", option=option, value=text)
    return grid.creature(text.strip())


_RANGE_NAMES = {
    "close": "close",
    "courte": "close",
    "medium": "medium",
    "moyenne": "medium",
    "long": "long",
    "longue": "long",
}


def _range(text: str | None, level: int | None) -> Fraction | None:
    """``--range``: a distance, or close/medium/long at ``--level`` (001 « La portée »)."""
    from arbitre.core.units import parse_distance

    if text is None:
        return None
    kind = _RANGE_NAMES.get(text.strip().lower())
    if kind is None:
        return parse_distance(text)
    if level is None:
        raise InputError("grid.range_needs_level", value=text)
    from arbitre.rules.ranges import close_range, long_range, medium_range

    return {"close": close_range, "medium": medium_range, "long": long_range}[kind](level)


def area_json(result: AreaResult) -> dict[str, Any]:
    """The public JSON shape of ``arbitre area --json`` (squares sorted by y, then x)."""

    def ordered(squares: frozenset[tuple[int, int]]) -> list[list[int]]:
        return [[x, y] for x, y in sorted(squares, key=lambda s: (s[1], s[0]))]

    return {
        "squares": ordered(result.squares),
        "creatures": [c.label for c in result.creatures],
        "creature_ids": list(result.creature_ids),
        "shadowed": ordered(result.shadowed),
        "out_of_range": ordered(result.out_of_range),
    }


def render_area(
    grid: Grid,
    result: AreaResult,
    *,
    caster: tuple[int, int, int, int] | None = None,
    plain: bool = False,
) -> Any:
    """The map (or the part of it around the area) as a rich ``Text``, the area in colour.

    ``plain`` (no colours, e.g. output to a file) marks squares by characters instead: ``*`` in
    the area, ``:`` without line of effect, ``-`` beyond range, ``@`` the caster's empty square.
    """
    from rich.text import Text

    from arbitre.content.maps import CELL_CHARS
    from arbitre.model.grid import Cell

    marked = result.squares | result.shadowed | result.out_of_range
    x0, y0, x1, y1 = 0, 0, grid.width, grid.height
    if grid.width > _MAX_DRAWN or grid.height > _MAX_DRAWN:
        xs = [x for x, _ in marked] or [0]
        ys = [y for _, y in marked] or [0]
        if caster is not None:
            xs += [caster[0], caster[2] - 1]
            ys += [caster[1], caster[3] - 1]
        x0, x1 = max(0, min(xs) - _MARGIN), min(grid.width, max(xs) + 1 + _MARGIN)
        y0, y1 = max(0, min(ys) - _MARGIN), min(grid.height, max(ys) + 1 + _MARGIN)
    hit_ids = set(result.creature_ids)
    occupant: dict[tuple[int, int], Token] = {}
    for creature in grid.creatures:
        for sq in creature.squares():
            occupant[sq] = creature

    label_width = len(str(y1 - 1))
    text = Text()
    header = "".join(str(x % 10) for x in range(x0, x1))
    text.append(" " * (label_width + 1) + header + "\n", style="dim")
    for y in range(y0, y1):
        text.append(f"{y:>{label_width}} ", style="dim")
        for x in range(x0, x1):
            sq = (x, y)
            who = occupant.get(sq)
            char = who.id[0] if who is not None else CELL_CHARS[Cell(int(grid.cells[y, x]))]
            style = ""
            if sq in result.squares:
                style = "bold white on red"
                char = "*" if plain and who is None else char
            elif sq in result.shadowed:
                style = "white on grey30"
                char = ":" if plain and who is None else char
            elif sq in result.out_of_range:
                style = "white on blue"
                char = "-" if plain and who is None else char
            if who is not None:
                style = "bold black on yellow" if who.id in hit_ids else "bold cyan"
            if caster is not None and caster[0] <= x < caster[2] and caster[1] <= y < caster[3]:
                style = "bold black on green"
                char = "@" if plain and who is None else char
            text.append(char, style=style or None)
        text.append("\n")
    return text


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    """Add ``arbitre area``."""

    @app.command("area")
    def area(
        map_file: Annotated[
            str,
            typer.Option(
                "--map",
                help=bi(
                    "Fichier de carte (ASCII ou JSON, voir docs/maps.md).",
                    "Map file (ASCII or JSON, see docs/maps.md).",
                ),
            ),
        ],
        shape: Annotated[
            str,
            typer.Option(
                "--shape",
                help=bi(
                    "burst, emanation, spread, cone, line, cylinder, sphere ou cube.",
                    "burst, emanation, spread, cone, line, cylinder, sphere or cube.",
                ),
            ),
        ],
        origin: Annotated[
            str | None,
            typer.Option(
                "--origin",
                help=bi(
                    "Point d'origine X,Y (intersection ; x vers la droite, y vers le bas) ou le nom d'une créature (zone centrée sur elle).",
                    "Point of origin X,Y (a grid intersection; x to the right, y downwards) or a creature's name (area centred on it).",
                ),
            ),
        ] = None,
        radius: Annotated[
            str | None,
            typer.Option(
                "--radius", help=bi("Rayon : 6m, 20ft ou 4c (cases).", "Radius: 6m, 20ft or 4sq (squares).")
            ),
        ] = None,
        length: Annotated[
            str | None,
            typer.Option(
                "--length",
                help=bi(
                    "Longueur (ligne, cône) ou côté (cube) : 9m, 30ft, 6c.",
                    "Length (line, cone) or side (cube): 9m, 30ft, 6sq.",
                ),
            ),
        ] = None,
        direction: Annotated[
            str | None,
            typer.Option(
                "--direction",
                help=bi(
                    "N, NE, E, SE, S, SO/SW, O/W, NO/NW ou un angle en degrés (0 = nord, sens horaire).",
                    "N, NE, E, SE, S, SW, W, NW or an angle in degrees (0 = north, clockwise).",
                ),
            ),
        ] = None,
        height: Annotated[
            str | None,
            typer.Option(
                "--height", help=bi("Hauteur d'un cylindre : 12m, 40ft.", "Height of a cylinder: 12m, 40ft.")
            ),
        ] = None,
        caster: Annotated[
            str | None,
            typer.Option(
                "--caster",
                help=bi(
                    "Case du lanceur X,Y ou son nom (portée, cônes, lignes).",
                    "Caster's square X,Y or name (range, cones, lines).",
                ),
            ),
        ] = None,
        range_: Annotated[
            str | None,
            typer.Option(
                "--range",
                help=bi(
                    "Portée du sort : 30m, 100ft, 20c, ou courte/moyenne/longue (close/medium/long) avec --level.",
                    "Spell range: 30m, 100ft, 20sq, or close/medium/long with --level.",
                ),
            ),
        ] = None,
        level: Annotated[
            int | None,
            typer.Option(
                "--level",
                help=bi(
                    "Niveau de lanceur de sorts, pour --range courte/moyenne/longue.",
                    "Caster level (CL), for --range close/medium/long.",
                ),
            ),
        ] = None,
        elevation: Annotated[
            str | None,
            typer.Option(
                "--elevation",
                help=bi(
                    "Altitude du point d'origine (0 par défaut) : 3m.",
                    "Elevation of the point of origin (0 by default): 3m.",
                ),
            ),
        ] = None,
        as_json: Annotated[
            bool,
            typer.Option(
                "--json",
                help=bi(
                    'Sortie JSON : {"squares": …, "creatures": …}.',
                    'JSON output: {"squares": …, "creatures": …}.',
                ),
            ),
        ] = False,
    ) -> None:
        """Cases et créatures touchées par une zone d'effet. — Squares and creatures an area hits."""
        from arbitre.content.maps import load_map
        from arbitre.core.units import parse_distance
        from arbitre.model.grid import Token
        from arbitre.rules.areas import compute_area, parse_direction

        grid = load_map(map_file)
        the_origin = None if origin is None else _point_or_creature(grid, "--origin", origin)
        the_caster = None if caster is None else _point_or_creature(grid, "--caster", caster)

        def dist(text: str | None) -> Fraction | None:
            return None if text is None else parse_distance(text)

        result = compute_area(
            grid,
            shape,
            the_origin,
            radius=dist(radius),
            length=dist(length),
            direction=None if direction is None else parse_direction(direction),
            height=dist(height),
            caster=the_caster,
            range_=_range(range_, level),
            origin_elevation=dist(elevation) or 0,
        )
        if as_json:
            typer.echo(json.dumps(area_json(result), ensure_ascii=False))
            return

        from rich.console import Console

        from arbitre.core.i18n import tr

        space = None
        if isinstance(the_caster, Token):
            space = the_caster.bounds
        elif the_caster is not None:
            standing = grid.creature_at(the_caster)
            space = (
                standing.bounds
                if standing is not None
                else (the_caster[0], the_caster[1], the_caster[0] + 1, the_caster[1] + 1)
            )
        console = Console(highlight=False)
        if grid.width > _MAX_DRAWN or grid.height > _MAX_DRAWN:
            marked = result.squares | result.shadowed | result.out_of_range
            if marked:
                console.print(
                    tr(
                        "grid.cli.window",
                        x0=max(0, min(x for x, _ in marked) - _MARGIN),
                        x1=min(grid.width - 1, max(x for x, _ in marked) + _MARGIN),
                        y0=max(0, min(y for _, y in marked) - _MARGIN),
                        y1=min(grid.height - 1, max(y for _, y in marked) + _MARGIN),
                    ),
                    style="dim",
                )
        plain = console.color_system is None
        console.print(render_area(grid, result, caster=space, plain=plain), end="")
        console.print(
            tr("grid.cli.summary", shape=tr(f"grid.shape.{result.shape.value}"), squares=len(result.squares))
        )
        if result.creatures:
            names = ", ".join(f"{c.label} ({c.id})" if c.label != c.id else c.id for c in result.creatures)
            console.print(tr("grid.cli.creatures", names=names))
        else:
            console.print(tr("grid.cli.no_creature"))
        if result.shadowed:
            console.print(tr("grid.cli.shadowed", count=len(result.shadowed)), style="dim")
        if result.out_of_range:
            console.print(tr("grid.cli.out_of_range", count=len(result.out_of_range)), style="dim")
        console.print(tr("grid.cli.legend_plain" if plain else "grid.cli.legend"), style="dim")


__all__ = ["area_json", "register", "render_area"]
