"""``arbitre resolve`` (live, forced, ``--exact``) and ``arbitre simulate``."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitre.cli._common import console, print_json

MAX_SIMULATIONS = 50_000_000


def resolve_command(
    scenario: Annotated[str, typer.Argument(help="Fichier scénario YAML ou JSON. — Scenario file.")],
    seed: Annotated[int | None, typer.Option("--seed", help="Graine (remplace celle du scénario).")] = None,
    exact: Annotated[
        bool, typer.Option("--exact", help="Probabilités exactes, sans échantillonnage. — Exact odds.")
    ] = False,
    fractions: Annotated[
        bool, typer.Option("--fractions", help="Avec --exact : calcul en fractions exactes.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Sortie JSON.")] = False,
) -> None:
    """Résoudre une action, chaque étape expliquée. — Resolve an action, every step explained."""
    import random

    from arbitre.engine.resolve import resolve_exact, resolve_live
    from arbitre.engine.scenario import load_scenario

    sc = load_scenario(scenario)
    plan, targets = sc.effect()
    if exact:
        result = resolve_exact(plan, targets, forced=sc.rolls, exact=fractions)
        if as_json:
            print_json(result.to_dict())
        else:
            from arbitre.cli._render import render_exact

            render_exact(result, console())
        return
    live = resolve_live(plan, targets, random.Random(seed if seed is not None else sc.seed), sc.rolls)
    if as_json:
        print_json(live.to_dict())
    else:
        from arbitre.cli._render import render_live

        render_live(live, console())


def simulate_command(
    scenario: Annotated[str, typer.Argument(help="Fichier scénario YAML ou JSON.")],
    n: Annotated[int, typer.Option("-n", "--n", help="Nombre de simulations. — Number of runs.")] = 100_000,
    rounds: Annotated[int, typer.Option("--rounds", help="Rounds (l'action répétée chaque round).")] = 1,
    seed: Annotated[int | None, typer.Option("--seed")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Simuler de nombreuses résolutions d'un coup (vectorisé). — Many resolutions at once."""
    from arbitre.core.errors import InputError
    from arbitre.engine.resolve import resolve_simulation
    from arbitre.engine.scenario import load_scenario

    if not 1 <= n <= MAX_SIMULATIONS:
        raise InputError("engine.bad_count", value=n, limit=MAX_SIMULATIONS)
    if not 1 <= rounds <= 1000:
        raise InputError("error.bad_option", option="--rounds", value=rounds, expected="1–1000")
    sc = load_scenario(scenario)
    plan, targets = sc.effect()
    progress = None
    if not as_json and n * rounds >= 2_000_000:
        from rich.progress import Progress

        progress = Progress(transient=True)
    result = resolve_simulation(
        plan,
        targets,
        n,
        rounds=rounds,
        seed=seed if seed is not None else sc.seed,
        forced=sc.rolls,
        progress=progress,
    )
    if as_json:
        print_json(result.to_dict())
    else:
        from arbitre.cli._render import render_simulation

        render_simulation(result, console())


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    app.command("resolve")(resolve_command)
    app.command("simulate")(simulate_command)
