"""``arbitre resolve`` (live, forced, ``--exact``) and ``arbitre simulate``."""

from __future__ import annotations

from typing import Annotated

import typer

from arbitre.cli._common import bi, console, print_json

MAX_SIMULATIONS = 50_000_000


def resolve_command(
    scenario: Annotated[
        str, typer.Argument(help=bi("Fichier scénario YAML ou JSON.", "Scenario file, YAML or JSON."))
    ],
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed", help=bi("Graine (remplace celle du scénario).", "Seed (replaces the scenario's).")
        ),
    ] = None,
    exact: Annotated[
        bool,
        typer.Option(
            "--exact",
            help=bi("Probabilités exactes, sans échantillonnage.", "Exact probabilities, without sampling."),
        ),
    ] = False,
    fractions: Annotated[
        bool,
        typer.Option(
            "--fractions",
            help=bi(
                "Avec --exact : calcul en fractions exactes.", "With --exact: compute in exact fractions."
            ),
        ),
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))] = False,
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
    scenario: Annotated[
        str, typer.Argument(help=bi("Fichier scénario YAML ou JSON.", "Scenario file, YAML or JSON."))
    ],
    n: Annotated[
        int, typer.Option("-n", "--n", help=bi("Nombre de simulations.", "Number of simulations."))
    ] = 100_000,
    rounds: Annotated[
        int,
        typer.Option(
            "--rounds",
            help=bi("Rounds (l'action répétée chaque round).", "Rounds (the action repeated each round)."),
        ),
    ] = 1,
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
