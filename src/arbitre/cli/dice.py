"""``arbitre roll`` and ``arbitre odds``: the dice language from the command line."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitre.cli._common import bi, console, parse_vars, print_json
from arbitre.core.i18n import tr

VarOption = Annotated[
    list[str] | None,
    typer.Option(
        "--var",
        "-v",
        help=bi("Variable liée, ex. nls=10 (répétable).", "Bound variable, e.g. cl=10 (repeatable)."),
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))]


def roll_command(
    expression: Annotated[
        str, typer.Argument(help=bi("Expression de dés, ex. 4d6kh3.", "Dice expression, e.g. 4d6kh3."))
    ],
    seed: Annotated[
        int | None,
        typer.Option("--seed", help=bi("Graine pour rejouer le même jet.", "Seed to replay the same roll.")),
    ] = None,
    var: VarOption = None,
    as_json: JsonOption = False,
) -> None:
    """Lancer des dés, chaque dé affiché. — Roll dice, every die shown."""
    import random

    from arbitre.dice import roll

    result = roll(expression, random.Random(seed), variables=parse_vars(var))
    if as_json:
        print_json(result.to_dict())
        return
    out = console()
    import re

    from arbitre.cli._markup import escape

    rendered = re.sub(r"~~(.*?)~~", r"[strike dim]\1[/]", escape(result.render()))
    out.print(rendered)
    out.print(f"[bold]{tr('dice.total')}{tr('punct.colon')}{result.total}[/]")


MAX_ROWS = 40  # rows of the terminal chart; wider distributions are shown in bins


def odds_command(
    expression: Annotated[str, typer.Argument(help=bi("Expression de dés.", "Dice expression."))],
    var: VarOption = None,
    at_least: Annotated[int | None, typer.Option("--at-least", help="P(total ≥ K).")] = None,
    fractions: Annotated[
        bool,
        typer.Option(
            "--fractions", help=bi("Probabilités exactes (fractions).", "Exact probabilities (fractions).")
        ),
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Probabilités exactes, sans échantillonnage. — Exact odds, no sampling."""
    from arbitre.dice import distribution

    dist = distribution(expression, variables=parse_vars(var), exact=fractions)
    pmf = dist.pmf()
    if as_json:
        payload: dict[str, object] = {
            "expression": expression.strip(),
            "min": dist.min,
            "max": dist.max,
            "mean": dist.mean(),
            "pmf": {str(k): v for k, v in pmf.items()},
            "stdev": dist.stdev(),
        }
        if fractions:
            payload["fractions"] = {str(k): str(v) for k, v in dist.fractions().items()}
            payload["mean_fraction"] = str(dist.mean_exact())
        if at_least is not None:
            payload["at_least"] = {"k": at_least, "p": dist.p_at_least(at_least)}
        print_json(payload)
        return
    _render_odds(expression, dist, at_least, fractions)


def _render_odds(expression: str, dist: object, at_least: int | None, fractions: bool) -> None:
    from rich.table import Table

    from arbitre.dice import Dist

    assert isinstance(dist, Dist)
    out = console()
    out.print(
        f"[bold]{expression}[/]  {tr('dice.range')} {dist.min}–{dist.max}   "
        f"{tr('dice.mean')} {_num(dist.mean())}   {tr('dice.stdev')} {_num(dist.stdev())}"
    )
    pmf = dist.pmf()
    exact = dist.fractions() if fractions else {}
    peak = max(pmf.values())
    table = Table(show_edge=False, box=None, pad_edge=False)
    table.add_column(tr("dice.outcome"), justify="right")
    table.add_column(tr("dice.probability"), justify="right")
    if fractions:
        table.add_column("fraction", justify="right")
    table.add_column(tr("dice.at_least", k="x"), justify="right")
    table.add_column("")
    rows = [(k, p) for k, p in pmf.items() if len(pmf) <= MAX_ROWS or p >= peak / 10_000]
    if len(rows) > MAX_ROWS:  # a wide distribution: outcomes grouped in equal bins
        lo, hi = rows[0][0], rows[-1][0]
        width = -(-(hi - lo + 1) // MAX_ROWS)
        binned: dict[int, float] = {}
        for k, p in rows:
            start = lo + (k - lo) // width * width
            binned[start] = binned.get(start, 0.0) + p
        peak = max(binned.values())
        for start, p in binned.items():
            bar = "█" * max(1, round(40 * p / peak))
            cells = [f"{start}–{start + width - 1}", _pct(p)]
            if fractions:
                cells.append("")
            cells += [_pct(dist.p_at_least(start)), f"[cyan]{bar}[/]"]
            table.add_row(*cells)
    else:
        for k, p in rows:
            bar = "█" * max(1, round(40 * p / peak))
            cells = [str(k), _pct(p)]
            if fractions:
                cells.append(str(exact[k]))
            cells += [_pct(dist.p_at_least(k)), f"[cyan]{bar}[/]"]
            table.add_row(*cells)
    out.print(table)
    if at_least is not None:
        out.print(tr("dice.p_at_least_line", k=at_least, p=_pct(dist.p_at_least(at_least))))


def _pct(p: float) -> str:
    from arbitre.core.i18n import current_lang

    text = f"{100 * p:.2f} %" if current_lang() == "fr" else f"{100 * p:.2f}%"
    return text.replace(".", ",") if current_lang() == "fr" else text


def _num(x: float) -> str:
    from arbitre.core.i18n import current_lang

    text = f"{x:.4g}"
    return text.replace(".", ",") if current_lang() == "fr" else text


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    app.command("roll")(roll_command)
    app.command("odds")(odds_command)
