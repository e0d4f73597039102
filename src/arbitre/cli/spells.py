"""``arbitre parse spell``, ``arbitre spell show`` and ``arbitre spell list``.

The JSON shape of a spell (``spell_json``) is a public contract (issue 4): keys may be added,
never renamed. ``parse spell`` prints one JSON object per stat block (JSON Lines).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitre.cli._common import bi, console, print_json, read_text
from arbitre.core.i18n import current_lang, tr

if TYPE_CHECKING:
    from arbitre.content.spell_parser import ParsedSpell
    from arbitre.model.spell import Duration, Spell, TimeSpan

JsonOption = Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))]
CasterLevelOption = Annotated[
    int,
    typer.Option(
        "--caster-level",
        "--nls",
        "-n",
        min=1,
        help=bi("Niveau de lanceur de sorts (défaut 1).", "Caster level (CL, default 1)."),
    ),
]
RulesetOption = Annotated[
    str,
    typer.Option(
        "--ruleset",
        help=bi("Jeu de règles : pf1 (défaut), dnd35, pf2.", "Ruleset: pf1 (default), dnd35, pf2."),
    ),
]


def _metres(squares: Fraction | None) -> float | None:
    if squares is None:
        return None
    return float(squares * Fraction(3, 2))


def spell_json(spell: Spell, caster_level: int = 1, *, unread: tuple[str, ...] = ()) -> dict[str, Any]:
    """The contract shape shared by ``parse spell`` and ``spell show`` (without the payload)."""
    from arbitre.rules.ranges import range_at

    squares = range_at(spell.range, caster_level).squares
    body: dict[str, Any] = {
        "ok": True,
        "name": spell.name(current_lang()),
        "name_en": spell.name_en,
        "name_fr": spell.name_fr,
        "ruleset": spell.ruleset.value,
        "school": spell.school.value,
        "subschool": spell.subschool.value if spell.subschool else None,
        "descriptors": sorted(d.value for d in spell.descriptors),
        "other_descriptors": list(spell.other_descriptors),
        "levels": dict(spell.levels),
        "components": spell.components.labels(),
        "casting_time": {"unit": spell.casting_time.unit.value, "amount": spell.casting_time.amount},
        "range": {"kind": spell.range.kind.value, "meters": _metres(squares), "squares": _num(squares)},
        "duration": {
            "kind": spell.duration.kind.value,
            "dismissible": spell.duration.dismissible,
            "discharge": spell.duration.discharge,
            "rounds": _duration_rounds(spell, caster_level),
        },
        "saving_throw": {
            "save": spell.saving_throw.save.value,
            "effect": spell.saving_throw.effect.value,
            "harmless": spell.saving_throw.harmless,
            "object": spell.saving_throw.object,
        },
        "spell_resistance": {
            "applies": spell.spell_resistance.applies,
            "harmless": spell.spell_resistance.harmless,
            "object": spell.spell_resistance.object,
        },
        "area": _area_json(spell),
        "caster_level": caster_level,
    }
    if unread:
        body["unread"] = list(unread)
    return body


def _num(value: Fraction | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if value.denominator == 1 else float(value)


def _duration_rounds(spell: Spell, caster_level: int) -> int | None:
    from arbitre.rules.durations import duration_rounds

    span = spell.duration.span
    if span is None or span.dice is not None:
        return None
    return duration_rounds(spell.duration, caster_level).rounds


def _area_json(spell: Spell) -> dict[str, Any] | None:
    area = spell.area or (spell.effect.area if spell.effect else None)
    if area is None:
        return None
    return {
        "shape": area.shape.value,
        "spread": area.spread.value if area.spread else None,
        "radius": _num(area.radius),
        "length": _num(area.length),
        "width": _num(area.width),
        "height": _num(area.height),
        "side": _num(area.side),
        "count": area.count,
        "per_level": area.per_level,
        "shapeable": area.shapeable,
    }


def payload_json(spell: Spell) -> dict[str, Any]:
    p = spell.payload
    return {
        "damage": [
            {"formula": d.formula, "type": d.type, "per": d.per, "count": d.count, "half_type": d.half_type}
            for d in p.damage
        ],
        "healing": p.healing,
        "conditions": list(p.conditions),
        "heightened": {"add": p.heightened.add, "step": p.heightened.step} if p.heightened else None,
        "attack": p.attack,
    }


# ------------------------------------------------------------------ human output


def _span_text(span: TimeSpan) -> str:
    unit = tr(f"spells.unit.{span.unit.value}")
    if span.dice:
        return tr("spells.secret_roll", dice=f"{span.dice} {unit}")
    parts = []
    if span.base:
        parts.append(f"{span.base} {unit}")
    if span.per_level:
        per = tr("spells.per_level") if span.levels_per == 1 else f"/{span.levels_per} niv."
        parts.append(f"{span.per_level} {unit}{per}")
    return " + ".join(parts) or f"0 {unit}"


def levels_text(spell: Spell) -> str:
    """``magicien 3, ensorceleur 3`` in French, ``wizard 3, sorcerer 3`` in English."""
    from arbitre.core.i18n import catalogue

    names = []
    for class_id, level in spell.levels:
        msg = f"spells.class.{class_id}"
        names.append(f"{tr(msg) if msg in catalogue() else class_id} {level}")
    return ", ".join(names)


def duration_text(duration: Duration, caster_level: int) -> str:
    from arbitre.model.spell import DurationKind
    from arbitre.rules.durations import duration_rounds

    text = tr(f"spells.duration.{duration.kind.value}")
    if duration.kind is DurationKind.TIMED and duration.span is not None:
        text = _span_text(duration.span)
        if duration.span.dice is None:
            rounds = duration_rounds(duration, caster_level).rounds
            text += f" → {tr('spells.at_level', value=f'{rounds} rounds', level=caster_level)}"
    if duration.lingering is not None:
        text += " " + tr("spells.concentration_plus", span=_span_text(duration.lingering))
    if duration.cap is not None:
        text += ", " + tr("spells.concentration_cap", span=_span_text(duration.cap))
    if duration.discharge:
        text += " " + tr("spells.or_discharged")
    if duration.dismissible:
        text += " " + tr("spells.dismissible")
    return text


def _render(spell: Spell, caster_level: int, *, unread: tuple[str, ...] = (), payload: bool = False) -> None:
    from rich.table import Table

    from arbitre.cli._markup import escape
    from arbitre.core.units import format_distance
    from arbitre.model.spell import SaveKind
    from arbitre.rules.ranges import range_at

    lang = current_lang()
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold cyan")
    table.add_column()
    school = tr(f"spells.school.{spell.school.value}")
    if spell.subschool:
        school += f" ({tr(f'spells.subschool.{spell.subschool.value}')})"
    names = [tr(f"spells.descriptor.{d.value}") for d in sorted(spell.descriptors)] + list(
        spell.other_descriptors
    )
    if names:
        school += f" [{', '.join(names)}]"
    table.add_row(tr("spells.label.school"), escape(school))
    table.add_row(tr("spells.label.level"), levels_text(spell))
    ct = spell.casting_time
    table.add_row(tr("spells.label.casting_time"), f"{ct.amount} {tr(f'spells.casting.{ct.unit.value}')}")
    table.add_row(tr("spells.label.components"), ", ".join(spell.components.labels()))
    rng = tr(f"spells.range.{spell.range.kind.value}")
    squares = range_at(spell.range, caster_level).squares
    if squares is not None:
        rng += f" → {tr('spells.at_level', value=format_distance(squares, lang), level=caster_level)}"
    table.add_row(tr("spells.label.range"), rng)
    area = spell.area or (spell.effect.area if spell.effect else None)
    if area is not None:
        dims = [
            f"{label} {format_distance(value, lang)}"
            for label, value in (
                ("r", area.radius),
                ("L", area.length),
                ("l", area.width),
                ("h", area.height),
                ("c", area.side),
            )
            if value is not None
        ]
        text = tr(f"spells.shape.{area.shape_label}") + (f" ({', '.join(dims)})" if dims else "")
        if area.count > 1:
            text = f"{area.count} × {text}"
        if area.shapeable:
            text += " " + tr("spells.shapeable")
        table.add_row(tr("spells.label.area"), text)
    table.add_row(tr("spells.label.duration"), duration_text(spell.duration, caster_level))
    st = spell.saving_throw
    save = tr(f"spells.save.{st.save.value}")
    if st.save is not SaveKind.NONE:
        save += f" {tr(f'spells.effect.{st.effect.value}')}".rstrip()
    tags = [tr(k) for k, on in (("spells.harmless", st.harmless), ("spells.object", st.object)) if on]
    if tags:
        save += f" ({', '.join(tags)})"
    table.add_row(tr("spells.label.saving_throw"), save)
    sr = spell.spell_resistance
    sr_text = tr("spells.yes" if sr.applies else "spells.no")
    tags = [tr(k) for k, on in (("spells.harmless", sr.harmless), ("spells.object", sr.object)) if on]
    if tags:
        sr_text += f" ({', '.join(tags)})"
    table.add_row(tr("spells.label.spell_resistance"), sr_text)
    if payload:
        from arbitre.model.damage import DAMAGE_TYPE_NAMES, DamageType

        def type_name(type_id: str) -> str:
            return DAMAGE_TYPE_NAMES[DamageType(type_id)][0] if lang == "fr" else type_id

        from arbitre.dice._variables import display

        bits = [
            tr("spells.damage", formula=display(d.formula, lang), type=type_name(d.type))
            for d in spell.payload.damage
        ]
        if spell.payload.healing:
            bits.append(tr("spells.healing", formula=display(spell.payload.healing, lang)))
        if spell.payload.conditions:
            bits.append(tr("spells.conditions", conditions=", ".join(spell.payload.conditions)))
        if spell.payload.heightened:
            h = spell.payload.heightened
            bits.append(tr("spells.heightened", add=h.add, step=h.step))
        if bits:
            table.add_row(tr("spells.label.payload"), escape("; ".join(bits)))
    if unread:
        table.add_row(tr("spells.label.unread"), f"[yellow]{', '.join(unread)}[/]")
    out = console()
    out.print(
        f"[bold]{escape(spell.name(lang))}[/]"
        + (
            f" [dim]({escape(spell.name_en)})[/]"
            if lang == "fr" and spell.name_fr and spell.name_fr != spell.name_en
            else ""
        )
    )
    out.print(table)


# ------------------------------------------------------------------ commands


def parse_spell_command(
    file: Annotated[
        str | None,
        typer.Argument(
            help=bi("Fichier, ou « - » pour l'entrée standard.", "File, or “-” for standard input.")
        ),
    ] = None,
    caster_level: CasterLevelOption = 1,
    ruleset: RulesetOption = "pf1",
    as_json: JsonOption = False,
) -> None:
    """Lire un ou plusieurs blocs de sort (séparés par une ligne vide). — Read spell stat blocks."""
    from arbitre.content.spell_parser import parse_blocks
    from arbitre.core.errors import InputError
    from arbitre.model.ruleset import get_ruleset

    text = read_text(file)
    if not text.strip():
        raise InputError("spells.empty_input")
    results = parse_blocks(text, ruleset=get_ruleset(ruleset).id)
    failed = False
    out = None if as_json else console()
    for index, result in enumerate(results, 1):
        if isinstance(result, Exception):
            failed = True
            if as_json:
                print_json({"ok": False, "error": result.message(), "code": result.key, "block": index})
            else:
                console(stderr=True).print(
                    f"[red]{tr('spells.block_error', index=index, error=result.message())}[/]"
                )
            continue
        parsed: ParsedSpell = result
        if as_json:
            body = spell_json(parsed.spell, caster_level, unread=parsed.unread)
            body["block"] = index
            print_json(body)
        else:
            if index > 1 and out is not None:
                out.print()
            _render(parsed.spell, caster_level, unread=parsed.unread)
    if failed:
        # SystemExit, not typer.Exit: click swallows Exit codes in non-standalone mode
        from arbitre.cli._errors import EXIT_INPUT

        raise SystemExit(EXIT_INPUT)


def show_command(
    name: Annotated[
        list[str],
        typer.Argument(help=bi("Nom du sort (français ou anglais).", "Spell name (French or English).")),
    ],
    caster_level: CasterLevelOption = 1,
    ruleset: RulesetOption = "pf1",
    as_json: JsonOption = False,
) -> None:
    """Afficher un sort intégré. — Show an embedded spell."""
    from arbitre.content.spells import find_spell
    from arbitre.model.ruleset import get_ruleset

    spell = find_spell(" ".join(name), get_ruleset(ruleset).id)
    if as_json:
        body = spell_json(spell, caster_level)
        body["payload"] = payload_json(spell)
        print_json(body)
        return
    _render(spell, caster_level, payload=True)


def list_command(
    school: Annotated[
        str | None,
        typer.Option(
            "--school", help=bi("École (évocation, evocation…).", "School (evocation, évocation…).")
        ),
    ] = None,
    level: Annotated[
        int | None, typer.Option("--level", min=0, max=9, help=bi("Niveau du sort.", "Spell level."))
    ] = None,
    descriptor: Annotated[
        str | None,
        typer.Option("--descriptor", help=bi("Registre (feu, fire…).", "Descriptor (fire, feu…).")),
    ] = None,
    class_: Annotated[
        str | None,
        typer.Option(
            "--class", help=bi("Classe (magicien, wizard, Ens…).", "Class (wizard, magicien, sorcerer…).")
        ),
    ] = None,
    ruleset: RulesetOption = "pf1",
    as_json: JsonOption = False,
) -> None:
    """Lister les sorts intégrés, avec filtres. — List the embedded spells, with filters."""
    from arbitre.content.spells import list_spells, resolve_class, resolve_descriptor, resolve_school
    from arbitre.model.ruleset import get_ruleset

    spells = list_spells(
        get_ruleset(ruleset).id,
        school=resolve_school(school) if school else None,
        level=level,
        descriptor=resolve_descriptor(descriptor) if descriptor else None,
        class_id=resolve_class(class_) if class_ else None,
    )
    lang = current_lang()
    from arbitre.content.spell_parser import key

    spells = tuple(sorted(spells, key=lambda s: key(s.name(lang))))
    if as_json:
        print_json(
            [
                {
                    "name": s.name(lang),
                    "name_en": s.name_en,
                    "name_fr": s.name_fr,
                    "school": s.school.value,
                    "levels": dict(s.levels),
                }
                for s in spells
            ]
        )
        return
    from rich.table import Table

    from arbitre.cli._markup import escape

    table = Table(show_header=True, header_style="bold")
    table.add_column(tr("spells.label.name"))
    table.add_column(tr("spells.label.school"))
    table.add_column(tr("spells.label.level"))
    for s in spells:
        table.add_row(
            escape(s.name(lang)),
            tr(f"spells.school.{s.school.value}"),
            levels_text(s),
        )
    out = console()
    out.print(table)
    out.print(tr("spells.list_count", count=len(spells)))


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    parse_app.command("spell")(parse_spell_command)
    spell_app = typer.Typer(help="Sorts intégrés (PF1, PF2). — Embedded spells.", no_args_is_help=True)
    spell_app.command("show")(show_command)
    spell_app.command("list")(list_command)
    app.add_typer(spell_app, name="spell")


__all__ = ["duration_text", "levels_text", "payload_json", "register", "spell_json"]
