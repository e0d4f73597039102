"""``arbitre damage`` and ``arbitre parse defenses``: damage against a defense line, explained.

The command is an edge: it reads the texts (:mod:`arbitre.content.defenses`), rolls the dice
(:mod:`arbitre.dice`, and the incorporeal 50% when it arises), then hands values to
:func:`arbitre.rules.mitigation.mitigate`, which does all the rules.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitre.cli._common import bi, console, print_json, read_text
from arbitre.core.errors import InputError
from arbitre.core.i18n import Lang, current_lang, tr

if TYPE_CHECKING:
    from arbitre.content.defenses import DamageText
    from arbitre.model.damage import DamageInstance
    from arbitre.model.explain import Step
    from arbitre.model.ruleset import Ruleset

JsonOption = Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))]


def _roll_part(formula: str, times: int, rng: random.Random) -> tuple[int, int, list[dict[str, Any]]]:
    """Roll ``formula`` ``times`` times: (first roll, sum, roll records for the JSON output)."""
    from arbitre.dice import roll

    results = [roll(formula, rng) for _ in range(times)]
    records = [{"formula": formula, "total": r.total, "dice": [d.value for d in r.dice]} for r in results]
    return results[0].total, sum(r.total for r in results), records


def build_instances(
    specs: tuple[DamageText, ...],
    ruleset: Ruleset,
    *,
    critical: bool,
    multiplier: int,
    rng: random.Random,
) -> tuple[list[DamageInstance], list[list[Step]], list[dict[str, Any]]]:
    """Roll every spec (twice or ×N on a critical hit, as the ruleset says) into instances.

    The first part is the attack's own damage; later parts count as extra damage (a flaming
    weapon's fire), which the d20 family does not multiply on a critical hit.
    """
    from arbitre.model.damage import DamageInstance
    from arbitre.rules.damage_multiplier import DamagePart, critical_roll_count, critical_step

    instances: list[DamageInstance] = []
    steps: list[list[Step]] = []
    rolls: list[dict[str, Any]] = []
    for index, spec in enumerate(specs):
        part = DamagePart.BASE if index == 0 else DamagePart.EXTRA
        own: list[Step] = []
        times = critical_roll_count(ruleset, part, multiplier) if critical else 1
        first, base, records = _roll_part(spec.formula, times, rng)
        rolls += records
        if critical:
            own.append(critical_step(ruleset, part, first, base, times))
        precision = 0
        if spec.precision_formula is not None:
            ptimes = critical_roll_count(ruleset, DamagePart.PRECISION, multiplier) if critical else 1
            pfirst, precision, precords = _roll_part(spec.precision_formula, ptimes, rng)
            rolls += precords
            if critical:
                own.append(critical_step(ruleset, DamagePart.PRECISION, pfirst, precision, ptimes))
        instances.append(
            DamageInstance(
                max(0, base) + max(0, precision),
                spec.type,
                precision=max(0, precision),
                formula=spec.formula,
                **spec.properties(),
            )
        )
        steps.append(own)
    return instances, steps, rolls


def damage_command(
    defenses: Annotated[
        str,
        typer.Option(
            "--defenses",
            "-d",
            help=bi(
                "Ligne de défenses, ex. « RD 10/argent ; résistance au feu 10 ».",
                "Defense line, e.g. “DR 10/silver; fire resistance 10”.",
            ),
        ),
    ] = "",
    damage: Annotated[
        str,
        typer.Option(
            "--damage",
            help=bi(
                "Dégâts, ex. « 12 tranchant (argent, +1), 4 feu » ou « 2d6 feu ».",
                "Damage, e.g. “12 slashing (silver, +1), 4 fire” or “2d6 fire”.",
            ),
        ),
    ] = "",
    ruleset_name: Annotated[
        str,
        typer.Option(
            "--ruleset", "-r", help=bi("pf1 (défaut), dnd35 ou pf2.", "Ruleset: pf1 (default), dnd35 or pf2.")
        ),
    ] = "pf1",
    critical: Annotated[bool, typer.Option("--critical", help=bi("Coup critique.", "Critical hit."))] = False,
    multiplier: Annotated[
        int,
        typer.Option(
            "--multiplier",
            help=bi("Multiplicateur de critique (d20), défaut 2.", "Critical multiplier (d20), default 2."),
        ),
    ] = 2,
    half: Annotated[
        bool,
        typer.Option(
            "--half",
            help=bi("Dégâts divisés par deux (jet réussi).", "Halve the damage (successful saving throw)."),
        ),
    ] = False,
    double: Annotated[
        bool,
        typer.Option(
            "--double",
            help=bi("Dégâts doublés (échec critique, pf2).", "Double the damage (critical failure, pf2)."),
        ),
    ] = False,
    incorporeal: Annotated[
        str,
        typer.Option(
            "--incorporeal",
            help=bi(
                "Chance de 50 % d'une créature intangible : roll (défaut), ignored, hit.",
                "50% chance against an incorporeal creature: roll (default), ignored, hit.",
            ),
        ),
    ] = "roll",
    gaseous: Annotated[
        bool,
        typer.Option(
            "--gaseous",
            help=bi(
                "La cible est en forme gazeuse (RD 10/magie).", "The target is in gaseous form (DR 10/magic)."
            ),
        ),
    ] = False,
    riders: Annotated[
        list[str] | None,
        typer.Option(
            "--rider",
            help=bi(
                "Effet porté par les dégâts, ex. poison (répétable).",
                "Effect carried by the damage, e.g. poison (repeatable).",
            ),
        ),
    ] = None,
    seed: Annotated[int | None, typer.Option("--seed", help=bi("Graine des dés.", "Dice seed."))] = None,
    as_json: JsonOption = False,
) -> None:
    """Appliquer des dégâts à une ligne de défenses, règle par règle. — Apply damage to defenses."""
    from dataclasses import replace

    from arbitre.content.defenses import parse_damage, parse_defenses
    from arbitre.model.ruleset import get_ruleset
    from arbitre.rules.damage_multiplier import double as double_rule
    from arbitre.rules.damage_multiplier import halve
    from arbitre.rules.incorporeal import IncorporealCase, incorporeal_case
    from arbitre.rules.mitigation import mitigate

    ruleset = get_ruleset(ruleset_name)
    if not damage.strip():
        raise InputError("damage.empty_damage", hint="damage.damage_hint")
    if not 2 <= multiplier <= 6:
        raise InputError("damage.bad_multiplier", value=multiplier)
    choice = incorporeal.strip().lower()
    if choice not in ("roll", "ignored", "hit"):
        raise InputError(
            "error.bad_option", option="--incorporeal", value=incorporeal, expected="roll, ignored, hit"
        )
    rng = random.Random(seed)
    target = parse_defenses(defenses)
    if gaseous:
        target = replace(target, gaseous=True)
    specs = parse_damage(damage)
    instances, pre_steps, rolls = build_instances(
        specs, ruleset, critical=critical, multiplier=multiplier, rng=rng
    )
    for i, inst in enumerate(instances):
        amount = inst.amount
        if double:
            amount, s = double_rule(amount)
            pre_steps[i] += s
        if half:
            amount, s = halve(amount)
            pre_steps[i] += s
        if amount != inst.amount:
            instances[i] = replace(inst, amount=amount, precision=min(inst.precision, amount))
    ignored: list[bool] = []
    for inst in instances:
        if target.incorporeal and incorporeal_case(inst) is IncorporealCase.CHANCE:
            ignored.append(choice == "ignored" or (choice == "roll" and rng.random() < 0.5))
        else:
            ignored.append(False)
    result = mitigate(instances, target, ruleset, incorporeal_ignored=ignored, riders=tuple(riders or ()))
    payload: dict[str, Any] = {
        "total": result.total,
        "instances": [
            {
                "type": o.instance.type.value,
                "amount": o.amount,
                "taken": o.taken,
                "nonlethal": o.nonlethal,
                "precision": o.instance.precision,
                "steps": [s.to_dict() for s in (*pre, *o.steps)],
            }
            for o, pre in zip(result.outcomes, pre_steps, strict=True)
        ],
        "ruleset": ruleset.id.value,
        "lethal": result.lethal,
        "nonlethal": result.nonlethal,
        "critical": critical,
        "rolls": rolls,
        "steps": [s.to_dict() for s in result.steps],
        "riders_delivered": list(result.riders_delivered),
        "defenses": target.to_dict(),
    }
    if as_json:
        print_json(payload)
        return
    _render(payload, result, pre_steps)


def describe_step(step: Step, lang: Lang) -> str:
    """A step in words (see :func:`arbitre.model.damage.describe_damage_step`)."""
    from arbitre.model.damage import describe_damage_step

    return describe_damage_step(step, lang)


def _render(payload: dict[str, Any], result: Any, pre_steps: list[list[Step]]) -> None:
    from rich.table import Table

    from arbitre.cli._markup import escape
    from arbitre.model.damage import DamageType, display_name

    out = console()
    lang = current_lang()
    table = Table(title=tr("damage.title", ruleset=payload["ruleset"]), show_lines=False)
    table.add_column(tr("damage.col_type"))
    table.add_column(tr("damage.col_amount"), justify="right")
    table.add_column(tr("damage.col_taken"), justify="right")
    table.add_column(tr("damage.col_steps"))
    for outcome, pre in zip(result.outcomes, pre_steps, strict=True):
        steps = [*pre, *outcome.steps]
        described = (
            "\n".join(escape(describe_step(s, lang)) for s in steps) or f"[dim]{tr('damage.no_step')}[/]"
        )
        table.add_row(
            display_name(DamageType(outcome.instance.type), lang),
            str(outcome.amount),
            f"[bold]{outcome.taken}[/]",
            described,
        )
    out.print(table)
    for s in result.steps:
        out.print(escape(describe_step(s, lang)))
    line = tr("damage.total", total=payload["total"])
    if payload["nonlethal"]:
        line += " (" + tr("damage.nonlethal_total", nonlethal=payload["nonlethal"]) + ")"
    out.print(f"[bold]{line}[/]")
    unparsed = payload["defenses"]["unparsed"]
    for item in unparsed:
        reason = tr(f"damage.reason.{item['reason']}")
        out.print(f"[yellow]« {escape(item['text'])} » : {escape(reason)}[/]")


def parse_defenses_command(
    path: Annotated[
        str | None,
        typer.Argument(
            help=bi(
                "Fichier (une ligne par créature) ou - pour l'entrée standard.",
                "File (one line per creature) or - for standard input.",
            )
        ),
    ] = None,
    field: Annotated[
        str | None,
        typer.Option(
            "--field",
            help=bi(
                "Champ des lignes sans étiquette (RD, RM, Immunités…).",
                "Field of unlabelled lines (DR, SR, Immunities…).",
            ),
        ),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Lire des lignes de défenses (RD, RM, résistances, immunités, faiblesses). — Read defense lines."""
    from arbitre.content.defenses import parse_defenses

    text = read_text(path)
    lines = [line for line in text.splitlines() if line.strip()]
    results = [parse_defenses(line, field=field) for line in lines]
    if as_json:
        import json
        import sys

        for record in results:
            sys.stdout.write(json.dumps(record.to_dict(), ensure_ascii=False) + "\n")
        return
    from arbitre.cli._markup import escape

    out = console()
    for line, record in zip(lines, results, strict=True):
        status = tr("damage.parse_complete") if record.complete else tr("damage.parse_incomplete")
        colour = "green" if record.complete else "yellow"
        out.print(f"[bold]{escape(line)}[/]  [{colour}]{status}[/]")
        from arbitre.model.damage import defenses_lines

        for phrase in defenses_lines(record):
            out.print(f"  • {escape(phrase)}")
        if record.special:
            from arbitre.content.defenses import SPECIAL_NAMES
            from arbitre.core.i18n import current_lang

            french = current_lang() == "fr"
            names = [
                SPECIAL_NAMES[s][0] if french and s in SPECIAL_NAMES else s.replace("_", " ")
                for s in record.special
            ]
            out.print(f"  • {escape(', '.join(names))}")
        for item in record.unparsed:
            out.print(f"  [yellow]« {escape(item.text)} » : {escape(tr(f'damage.reason.{item.reason}'))}[/]")
    complete = sum(1 for r in results if r.complete)
    out.print(f"[dim]{tr('damage.parse_summary', lines=len(results), complete=complete)}[/]")


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    app.command("damage")(damage_command)
    parse_app.command("defenses")(parse_defenses_command)


__all__ = ["build_instances", "damage_command", "describe_step", "parse_defenses_command", "register"]
