"""``arbitre parse creature``, ``arbitre creature show`` and ``arbitre creature list``.

JSON shapes (a public contract, issue 6): ``parse creature --json`` prints one object per block,
``{"ok": true, "name", "hp", "hd", "ac": {"total", "touch", "flat_footed"}, "saves": {"fortitude",
"reflex", "will"}, "defenses": {…}, "special": [{"id", "kind", …}], "unparsed": [str], …}`` or
``{"ok": false, "error": str, …}``; ``creature show --json`` prints the same shape for one
creature; ``creature list --json`` prints an array of ``{"id", "name": {"fr", "en"}, "type", "cr"}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitre.cli._common import bi, console, print_json, read_text
from arbitre.core.i18n import Lang, current_lang, tr

if TYPE_CHECKING:
    from arbitre.model.creature import Creature

JsonOption = Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))]

creature_app = typer.Typer(
    help="Créatures intégrées : fiche et liste. — Embedded creatures: show and list.",
    no_args_is_help=True,
)


def _fmt_signed(value: int | None) -> str:
    return "—" if value is None else f"{value:+d}"


def _fmt(value: Any) -> str:
    return "—" if value is None else str(value)


_DISTANCE_KEYS = {"range", "length", "radius", "reach"}


def _param_label(key: str, lang: Lang) -> str:
    from arbitre.core.i18n import catalogue

    message = f"creatures.param.{key}"
    return tr(message, lang) if message in catalogue() else key.replace("_", " ")


def _param_text(key: str, value: Any, lang: Lang) -> str:
    if key in _DISTANCE_KEYS and isinstance(value, int | float):
        from fractions import Fraction

        from arbitre.core.units import format_distance

        return format_distance(Fraction(str(value)), lang)
    if key == "save" and isinstance(value, str):
        return _SAVE_NAMES.get(value, (value, value))[0 if lang == "fr" else 1]
    if key in {"energy", "bypass", "against"}:
        values = value if isinstance(value, list) else [value]
        return ", ".join(_energy_name(str(v), lang) for v in values)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


_SAVE_NAMES = {
    "fortitude": ("Vigueur", "Fortitude"),
    "reflex": ("Réflexes", "Reflex"),
    "will": ("Volonté", "Will"),
}


def _energy_name(value: str, lang: Lang) -> str:
    from arbitre.model.damage import DamageType, display_name

    try:
        return display_name(DamageType(value), lang)
    except ValueError:
        return value.replace("_", " ")


def _defenses_shown(text: str, lang: Lang) -> str:
    """The defense line as written in French; read and named in English otherwise (what could
    not be read stays as written)."""
    if lang == "fr":
        return text
    from arbitre.content.defenses import parse_defenses
    from arbitre.model.damage import defenses_lines

    record = parse_defenses(text)
    return " ; ".join([*defenses_lines(record, lang), *(u.text for u in record.unparsed)]) or text


def render_creature(body: dict[str, Any], *, lang: Lang, title: str | None = None) -> None:
    """A creature's JSON body as a rich panel (French by default)."""
    from rich.panel import Panel
    from rich.table import Table

    from arbitre.cli._markup import escape
    from arbitre.model.ability import CATALOGUE
    from arbitre.model.creature import (
        ALIGNMENT_NAMES,
        SUBTYPE_NAMES,
        Ability,
        Alignment,
        CreatureType,
        Size,
    )

    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    kind_bits = []
    if body.get("size"):
        kind_bits.append(Size(body["size"]).name_in(lang))
    if body.get("type"):
        kind_bits.append(CreatureType(body["type"]).name_in(lang))
    if body.get("subtypes"):
        names = [SUBTYPE_NAMES.get(s, (s, s))[0 if lang == "fr" else 1] for s in body["subtypes"]]
        kind_bits.append("(" + ", ".join(names) + ")")
    if kind_bits:
        table.add_row(tr("creatures.label.type", lang), escape(" ".join(kind_bits)))
    if body.get("alignment"):
        table.add_row(
            tr("creatures.label.alignment", lang),
            ALIGNMENT_NAMES[Alignment(body["alignment"])][0 if lang == "fr" else 1],
        )
    if body.get("cr") is not None:
        table.add_row(tr("creatures.label.cr", lang), str(body["cr"]))
    hp = _fmt(body.get("hp"))
    if body.get("hd"):
        hp += f" ({body['hd']})"
    table.add_row(tr("creatures.label.hp", lang), escape(hp))
    ac = body.get("ac")
    if ac is not None:
        table.add_row(
            tr("creatures.label.ac_short", lang),
            tr(
                "creatures.label.ac",
                lang,
                total=_fmt(ac.get("total")),
                touch=_fmt(ac.get("touch")),
                flat_footed=_fmt(ac.get("flat_footed")),
            ),
        )
    saves = body.get("saves") or {}
    table.add_row(
        tr("creatures.label.saves", lang),
        tr(
            "creatures.label.saves_value",
            lang,
            fortitude=_fmt_signed(saves.get("fortitude")),
            reflex=_fmt_signed(saves.get("reflex")),
            will=_fmt_signed(saves.get("will")),
        ),
    )
    scores = body.get("abilities") or {}
    if scores:
        parts = [f"{Ability(k).name_in(lang)} {'—' if v is None else v}" for k, v in scores.items()]
        table.add_row(tr("creatures.label.abilities", lang), ", ".join(parts))
    if body.get("speed") is not None:
        from fractions import Fraction

        from arbitre.core.units import format_distance

        table.add_row(tr("creatures.label.speed", lang), format_distance(Fraction(str(body["speed"])), lang))
    if body.get("defenses_text"):
        table.add_row(
            tr("creatures.label.defenses", lang), escape(_defenses_shown(body["defenses_text"], lang))
        )
    specials = []
    for sa in body.get("special") or []:
        info = CATALOGUE.get(sa["id"])
        name = info.name(lang) if info is not None else sa["id"].replace("_", " ")
        kind = {
            "ext": "Ext",
            "sp": "Mag" if lang == "fr" else "Sp",
            "su": "Sur" if lang == "fr" else "Su",
        }.get(sa.get("kind") or "", "")
        params = [
            f"{_param_label(k, lang)} {_param_text(k, v, lang)}"
            for k, v in sa.items()
            if k not in {"id", "kind", "unknown", "text"} and v not in (None, [])
        ]
        text = name + (f" ({kind})" if kind else "")
        if params:
            text += " — " + ", ".join(str(p) for p in params)
        if sa.get("unknown"):
            text += f" [dim]({tr('creatures.label.unknown', lang)})[/]"
            specials.append(text if "[dim]" in text else escape(text))
        else:
            specials.append(escape(text))
    if specials:
        table.add_row(tr("creatures.label.special", lang), "\n".join(specials))
    classes = body.get("classes") or []
    if classes:
        table.add_row(tr("creatures.label.classes", lang), ", ".join(f"{c} {lv}" for c, lv in classes))
    spell = body.get("spellcasting")
    if spell:
        table.add_row(
            tr("creatures.label.spellcasting", lang),
            escape(f"{spell.get('class') or '?'} NLS/CL {spell.get('caster_level')}"),
        )
    unparsed = body.get("unparsed") or []
    if unparsed:
        table.add_row(tr("creatures.label.unparsed", lang), "[yellow]" + escape("\n".join(unparsed)) + "[/]")
    heading = title or body.get("name") or body.get("id") or "?"
    console().print(Panel(table, title=f"[bold]{escape(str(heading))}[/]", expand=False))


def _body(creature: Creature) -> dict[str, Any]:
    from arbitre.content.creature_parser import creature_to_dict

    return creature_to_dict(creature)


def parse_creature_command(
    path: Annotated[
        str | None,
        typer.Argument(
            help=bi(
                "Fichier de blocs séparés par une ligne vide, ou - (entrée standard).",
                "File of stat blocks separated by a blank line, or - (standard input).",
            )
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Lire des blocs de statistiques de créatures (FR ou EN). — Read creature stat blocks."""
    from arbitre.content.creature_parser import BlockError, parse_blocks

    text = read_text(path)
    results = parse_blocks(text)
    if as_json:
        for result in results:
            print_json(result.to_dict())
        return
    from arbitre.cli._markup import escape

    lang = current_lang()
    out = console()
    for n, result in enumerate(results, start=1):
        if isinstance(result, BlockError):
            out.print(
                f"[bold red]{tr('creatures.label.block_error', lang, n=n)}[/] : {escape(result.error.message(lang))}",
                markup=True,
            )
            continue
        render_creature(
            result.to_dict(),
            lang=lang,
            title=f"{tr('creatures.label.block', lang, n=n)} — {result.creature.name.get(lang)}",
        )
    out.print(f"[dim]{tr('creatures.label.count', lang, n=len(results))}[/]")


def creature_show_command(
    name: Annotated[
        str,
        typer.Argument(help=bi("Nom français ou anglais, ou identifiant.", "French or English name, or id.")),
    ],
    as_json: JsonOption = False,
) -> None:
    """Afficher une créature intégrée. — Show an embedded creature."""
    from arbitre.content.creatures import find_creature

    creature = find_creature(name)
    body = _body(creature)
    if as_json:
        print_json(body)
        return
    render_creature(body, lang=current_lang())


def creature_list_command(
    type_: Annotated[
        str | None,
        typer.Option(
            "--type",
            help=bi("Type (mort-vivant, undead, dragon…).", "Creature type (undead, mort-vivant, dragon…)."),
        ),
    ] = None,
    ability: Annotated[
        str | None,
        typer.Option(
            "--ability",
            help=bi("Pouvoir spécial (regard, gaze, souffle…).", "Special ability (gaze, regard, breath…)."),
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Lister les créatures intégrées. — List the embedded creatures."""
    from arbitre.content.creatures import creature_summary, list_creatures

    chosen = list_creatures(type=type_, ability=ability)
    if as_json:
        print_json([creature_summary(c) for c in chosen])
        return
    from rich.table import Table

    from arbitre.cli._markup import escape

    lang = current_lang()
    table = Table(title=tr("creatures.label.count", lang, n=len(chosen)))
    table.add_column(tr("creatures.label.id", lang), style="dim")
    table.add_column(tr("creatures.label.name", lang), style="bold")
    table.add_column(tr("creatures.label.type", lang))
    table.add_column(tr("creatures.label.size", lang))
    table.add_column(tr("creatures.label.cr", lang), justify="right")
    for creature in chosen:
        summary = creature_summary(creature)
        table.add_row(
            creature.id,
            escape(creature.name.get(lang)),
            creature.type.name_in(lang) if creature.type is not None else "—",
            creature.size.name_in(lang),
            _fmt(summary["cr"]),
        )
    console().print(table)


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    parse_app.command("creature")(parse_creature_command)
    creature_app.command("show")(creature_show_command)
    creature_app.command("list")(creature_list_command)
    app.add_typer(creature_app, name="creature")


__all__ = [
    "creature_list_command",
    "creature_show_command",
    "parse_creature_command",
    "register",
    "render_creature",
]
