"""``arbitre demo``: the README's main job — a showcase fight from embedded content, explained,
then the same actions as exact odds."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from arbitre.cli._common import bi, console, print_json


def demo_scenarios() -> list[Any]:
    """One scenario per action of the embedded showcase (``content/data/demo.yaml``)."""
    from importlib import resources

    import yaml

    from arbitre.content._yaml import safe_load
    from arbitre.engine.scenario import load_scenario_text

    text = (
        resources.files("arbitre.content").joinpath("data").joinpath("demo.yaml").read_text(encoding="utf-8")
    )
    data = safe_load(text)
    out = []
    for action in data["actions"]:
        single = {
            "ruleset": data["ruleset"],
            "seed": data["seed"],
            "creatures": data["creatures"],
            "action": action,
        }
        out.append(load_scenario_text(yaml.safe_dump(single, allow_unicode=True), source="demo.yaml"))
    return out


def demo_command(
    seed: Annotated[
        int | None,
        typer.Option("--seed", help=bi("Autre graine pour d'autres dés.", "Another seed for other dice.")),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Démonstration : un combat expliqué, puis ses probabilités exactes. — Showcase fight."""
    import random

    from arbitre.cli._render import render_exact, render_live
    from arbitre.core.i18n import tr
    from arbitre.engine.resolve import resolve_exact, resolve_live

    scenarios = demo_scenarios()
    rng = random.Random(seed if seed is not None else scenarios[0].seed)
    out = console()
    payload: list[dict[str, Any]] = []
    if not as_json:
        out.rule(f"[bold]{tr('engine.demo_title')}[/]")
    lives = []
    for sc in scenarios:
        plan, targets = sc.effect()
        live = resolve_live(plan, targets, rng, sc.rolls)
        lives.append((plan, targets))
        if as_json:
            payload.append({"live": live.to_dict()})
        else:
            render_live(live, out)
            out.print()
    if not as_json:
        out.rule(f"[bold]{tr('engine.demo_exact')}[/]")
    for i, (plan, targets) in enumerate(lives):
        exact = resolve_exact(plan, targets)
        if as_json:
            payload[i]["exact"] = exact.to_dict()
        else:
            render_exact(exact, out)
            out.print()
    if as_json:
        print_json({"actions": payload})


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    app.command("demo")(demo_command)
