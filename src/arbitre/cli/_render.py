"""Rendering engine results for people (rich), in French or English. No rule lives here."""

from __future__ import annotations

from typing import Any

from arbitre.core.i18n import current_lang, tr
from arbitre.model.explain import Step


def sep() -> str:
    """The colon as each language writes it (French puts a space before it): ``punct.colon``."""
    return tr("punct.colon")


def pct(p: float) -> str:
    text = f"{100 * p:.1f} %" if current_lang() == "fr" else f"{100 * p:.1f}%"
    return text.replace(".", ",") if current_lang() == "fr" else text


def num(x: float) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if current_lang() == "fr" else text


CHECK_RULES = {"save_roll", "save_natural_1", "save_natural_20", "save_degree"}


def condition_name(cid: str) -> str:
    from arbitre.content.creatures import CONDITION_NAMES

    names = CONDITION_NAMES.get(cid)
    if names is None:
        return cid
    return names[0] if current_lang() == "fr" else names[1]


def degree_name(degree: str) -> str:
    fr = {
        "critical_failure": "échec critique",
        "failure": "échec",
        "success": "réussite",
        "critical_success": "réussite critique",
    }
    key = degree.lower()
    return fr.get(key, key) if current_lang() == "fr" else key.replace("_", " ")


def step_line(step: Step) -> str:
    """One explained step: the rule's sentence, the natural die, before → after, the section."""
    detail = dict(step.detail)
    if step.rule in CHECK_RULES and step.before is not None:
        from arbitre.rules.saving_throws import Degree

        verdict = degree_name(Degree(step.after).name) if step.after is not None else ""
        vs = "contre DD" if current_lang() == "fr" else "against DC"
        text = f"{step.describe()}{sep()}{step.before} {vs} {detail.get('dc')} → {verdict}"
        return f"{text}  [dim]({step.section})[/]"
    if step.rule == "caster_level_check" and step.before is not None:
        ok = detail.get("success")
        verdict = (
            ("réussi" if ok else "échoué") if current_lang() == "fr" else ("success" if ok else "failure")
        )
        vs = "contre RM" if current_lang() == "fr" else "against SR"
        nat = detail.get("natural")
        text = f"{step.describe()}{sep()}d20 {nat} + {detail.get('caster_level')} = {step.before} {vs} {step.after} → {verdict}"
        return f"{text}  [dim]({step.section})[/]"
    if "effect" in detail and current_lang() == "fr":
        effects = {"half": "1/2 dégâts", "negates": "annule", "partial": "partiel", "basic": "basique"}
        detail["effect"] = effects.get(str(detail["effect"]), detail["effect"])
    if "degree" in detail:
        detail["degree"] = degree_name(str(detail["degree"]))
    if "expression" in detail:  # a formula of the content, with its variables in the reader's words
        from arbitre.dice._variables import display

        detail["expression"] = display(str(detail["expression"]), current_lang())
    if step.rule == "attack_roll" and "result" in detail:
        detail["result"] = tr(f"attack_result.{detail['result']}")
    for name, value in detail.items():
        if isinstance(value, bool):  # « confirmé : oui », not "True"
            detail[name] = tr("value.yes" if value else "value.no")
    if "conditions" in detail and isinstance(detail["conditions"], list | tuple):
        detail["conditions"] = [condition_name(str(c)) for c in detail["conditions"]]
    from arbitre.model.damage import describe_damage_step

    # damage rules name their types and DR in the user's language; the rest is translated above
    text = describe_damage_step(Step(step.rule, step.section, step.before, step.after, detail))
    natural = detail.get("natural")
    if natural is not None and "d20" not in text:
        text += f" (d20{sep()}{natural})"
    if step.before is not None and step.after is not None and "→" not in text:
        text += f"{sep()}{step.before} → {step.after}"
    elif step.after is not None and step.before is None and "→" not in text:
        text += f" = {step.after}"
    return f"{text}  [dim]({step.section})[/]"


def render_live(result: Any, console: Any) -> None:
    from arbitre.cli._markup import escape

    plan = result.plan
    console.print(
        f"[bold]{escape(tr('engine.action_line', actor=plan.actor, label=plan.name(current_lang())))}[/]"
    )
    if result.rolls:
        parts = []
        for r in result.rolls:
            mark = f" ({tr('engine.forced')})" if r.forced else ""
            if r.kind == "amount" and r.detail is not None:
                parts.append(f"{r.purpose} {escape(r.detail.render()).replace('~~', '')}{mark}")
            elif r.kind == "chance":
                parts.append(f"{r.purpose} d% {r.value}{mark}")
            else:
                parts.append(f"{r.purpose} d20 {r.value}{mark}")
        console.print(f"[cyan]{tr('engine.rolls')}[/]{sep()}" + " · ".join(parts))
    for tid, t in result.targets.items():
        o = t.outcome
        if o.affected:
            head = f"{tr('engine.affected')}{sep()}{t.damage} {tr('engine.damage_taken')}, {t.hp} {tr('engine.hp_left')}"
        else:
            head = tr("engine.not_affected", reason=tr(f"engine.reason.{o.reason}"))
        conditions = (
            f" — {tr('engine.conditions')}{sep()}{', '.join(condition_name(c) for c in t.conditions)}"
            if t.conditions
            else ""
        )
        console.print(f"\n[bold yellow]▸ {escape(tid)}[/] — {head}{escape(conditions)}")
        for step in o.steps:
            console.print("   • " + step_line(step))
    if result.unused_forced:
        console.print(f"[yellow]{tr('engine.unused_forced', purposes=', '.join(result.unused_forced))}[/]")


def render_exact(result: Any, console: Any) -> None:
    from rich.table import Table

    plan = result.plan
    console.print(
        f"[bold]{tr('engine.exact_title')} — {tr('engine.action_line', actor=plan.actor, label=plan.name(current_lang()))}[/]"
    )
    table = Table(box=None, show_edge=False)
    table.add_column(tr("engine.target"))
    table.add_column(tr("engine.p_affected"), justify="right")
    table.add_column(tr("engine.mean_damage"), justify="right")
    table.add_column(tr("engine.conditions"))
    for tid, t in result.targets.items():
        conds = ", ".join(
            f"{condition_name(c)} {pct(float(p))}" for c, p in sorted(t.conditions.items()) if p > 0
        )
        table.add_row(tid, pct(float(t.p_affected)), num(t.damage.mean()), conds or "—")
    console.print(table)
    for tid, t in result.targets.items():
        pmf = t.damage.pmf()
        peak = max(pmf.values())
        console.print(f"\n[bold]{tid}[/] — {tr('engine.damage_taken')}")
        rows = [(k, p) for k, p in pmf.items() if p >= peak / 200]
        for k, p in rows:
            console.print(f"  {k:>4} {pct(p):>8} [cyan]{'█' * max(1, round(30 * p / peak))}[/]")


def render_simulation(result: Any, console: Any) -> None:
    from rich.table import Table

    console.print(f"[bold]{tr('engine.simulated', n=result.n, rounds=result.rounds)}[/]")
    table = Table(box=None, show_edge=False)
    table.add_column(tr("engine.target"))
    table.add_column(tr("engine.p_affected"), justify="right")
    table.add_column(tr("engine.mean_damage"), justify="right")
    table.add_column("σ", justify="right")
    table.add_column(tr("engine.p_dead"), justify="right")
    for tid, t in result.targets.items():
        table.add_row(
            tid,
            pct(float(t.affected.mean())),
            num(float(t.damage.mean())),
            num(float(t.damage.std())),
            pct(float(t.dead.mean())),
        )
    console.print(table)
