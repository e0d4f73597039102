"""``arbitre encounter …`` (``arbitre rencontre …``): fights over time, saved as event logs.

Every command but ``new`` and ``list`` works on ``-e/--encounter NAME``, by default the encounter
used last. ``--db URL`` (or ``ARBITRE_DATABASE_URL``) chooses the database. Heavy modules
(SQLAlchemy, the engine) are imported inside the commands: start-up time matters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arbitre.cli._common import bi, console, print_json

if TYPE_CHECKING:
    from arbitre.encounter.events import Draft, Event
    from arbitre.encounter.sqlite import SQLiteStore
    from arbitre.encounter.state import EncounterState
    from arbitre.encounter.store import Store

    AnyStore = Store | SQLiteStore

EncounterOpt = Annotated[
    str | None,
    typer.Option(
        "-e",
        "--encounter",
        help=bi("Rencontre (défaut : la dernière utilisée).", "Encounter (default: the last one used)."),
    ),
]
DbOpt = Annotated[
    str | None,
    typer.Option(
        "--db",
        help=bi(
            "URL SQLAlchemy de la base (défaut : ARBITRE_DATABASE_URL ou un fichier SQLite).",
            "SQLAlchemy URL of the database (default: ARBITRE_DATABASE_URL or an SQLite file).",
        ),
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help=bi("Sortie JSON.", "JSON output."))]


# -- plumbing --------------------------------------------------------------------------------


def _store(db: str | None) -> AnyStore:
    from arbitre.encounter.config import open_store

    return open_store(db)


def _name(store: AnyStore, given: str | None) -> str:
    from arbitre.core.errors import InputError

    if given:
        return given
    last = store.last_used()
    if last is None:
        raise InputError("encounter.none_chosen", hint="encounter.none_chosen_hint")
    return last


def _load(store: AnyStore, name: str) -> tuple[list[Event], EncounterState]:
    from arbitre.encounter.state import replay

    events = store.load(name)
    return events, replay(events)


def _open(db: str | None, encounter: str | None) -> tuple[AnyStore, str, EncounterState]:
    """The store, the encounter's name (the one used last by default) and its replayed state."""
    from arbitre.encounter.snapshot import load_state

    store = _store(db)
    name = _name(store, encounter)
    return store, name, load_state(store, name)


def _seed_for(state: EncounterState, action: int) -> int:
    """Each action's dice come from a generator seeded from the encounter's seed and the action
    number (so the same commands give the same log), unless ``--seed`` says otherwise."""
    import random

    return random.Random(f"{state.seed}:{action}").getrandbits(48)


def _commit(
    store: AnyStore,
    name: str,
    state: EncounterState,
    drafts: list[Draft],
    *,
    explicit: bool,
) -> list[Event]:
    events = store.append(name, state.version, state.last_action + 1, drafts)
    if explicit:
        store.set_last_used(name)
    return events


def _header(command: str, seed: int | None = None, **extra: Any) -> Draft:
    from arbitre.encounter.events import ACTION, Draft

    data: dict[str, Any] = {"command": command, **extra}
    if seed is not None:
        data["seed"] = seed
    return Draft(ACTION, data)


def _public(events: list[Event], gm: bool) -> list[dict[str, Any]]:
    from arbitre.encounter.events import public_data

    return [e.to_dict() if gm else {**e.to_dict(), "data": public_data(e)} for e in events]


def _print_events(events: list[Event], state: EncounterState, gm: bool) -> None:
    from arbitre.cli._markup import escape

    out = console()
    for e in events:
        line = describe(e, state, gm=gm)
        if line:
            out.print("  • " + escape(line))


# -- commands --------------------------------------------------------------------------------


def new_command(
    name: Annotated[str, typer.Argument(help=bi("Nom de la rencontre.", "Encounter name."))],
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset", "--regles", help=bi("pf1 (défaut), dnd35, pf2.", "pf1 (default), dnd35, pf2.")
        ),
    ] = "pf1",
    seed: Annotated[
        int | None,
        typer.Option("--seed", help=bi("Graine des dés de la rencontre.", "Seed for the encounter's dice.")),
    ] = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Créer une rencontre. — Create an encounter."""
    import secrets

    from arbitre.core.errors import InputError
    from arbitre.core.i18n import tr
    from arbitre.encounter.events import CREATED, FORMAT_VERSION, Draft
    from arbitre.model.ruleset import get_ruleset

    if not name.strip() or len(name) > 200:
        raise InputError("encounter.bad_name", name=name)
    rs = get_ruleset(ruleset).id
    chosen = seed if seed is not None else secrets.randbits(48)
    store = _store(db)
    store.create(
        name,
        [
            _header("new", chosen),
            Draft(
                CREATED, {"name": name, "ruleset": str(rs), "seed": chosen, "format_version": FORMAT_VERSION}
            ),
        ],
    )
    if as_json:
        print_json({"name": name, "ruleset": str(rs), "seed": chosen})
    else:
        console().print(tr("encounter.created", name=name, ruleset=str(rs)))


def _embedded(name: str) -> Any:
    """An embedded creature by id, French or English name, or the unique start of one."""
    from arbitre.content.creatures import find_creature, load_creatures
    from arbitre.core.errors import NotFoundError
    from arbitre.model.creature import fold

    try:
        return find_creature(name)
    except NotFoundError:
        key = fold(name)
        found = [
            c
            for c in load_creatures()
            if any(fold(n).startswith(key) for n in (c.id, c.name.fr or "", c.name.en or ""))
        ]
        if len(found) == 1:
            return found[0]
        raise


def _from_file(path: str, cid: str) -> Any:
    """One creature from a file: the scenario format (YAML/JSON mapping, or a scenario whose
    ``creatures`` has it), or a stat block."""
    from arbitre.cli._common import read_text
    from arbitre.content import _yaml as yaml
    from arbitre.content.creatures import build_creature

    text = read_text(path)
    data: Any = None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        data = None
    if isinstance(data, dict):
        entries = data.get("creatures") or data.get("créatures")
        if isinstance(entries, list):
            chosen = next((x for x in entries if isinstance(x, dict) and str(x.get("id")) == cid), None)
            if chosen is None and len(entries) == 1 and isinstance(entries[0], dict):
                chosen = entries[0]
            if chosen is None:
                from arbitre.core.errors import NotFoundError

                raise NotFoundError(
                    "encounter.not_in_file",
                    id=cid,
                    file=path,
                    known=", ".join(str(x.get("id")) for x in entries if isinstance(x, dict)),
                )
            data = chosen
        return build_creature({**data, "id": cid}, file=path)
    from dataclasses import replace

    from arbitre.content.creature_parser import BlockError, parse_blocks

    results = parse_blocks(text, source=path)
    for result in results:
        if not isinstance(result, BlockError):
            return replace(result.creature, id=cid)
    if results and isinstance(results[0], BlockError):
        raise results[0].error
    from arbitre.core.errors import ContentError

    raise ContentError("encounter.no_creature_in_file", file=path)


def add_command(
    creature: Annotated[
        str,
        typer.Argument(
            help=bi(
                "Créature intégrée (nom français ou anglais), ou ID avec --from.",
                "Embedded creature (French or English name), or an ID with --from.",
            )
        ),
    ],
    as_id: Annotated[
        str | None,
        typer.Option("--as", help=bi("Identifiant dans la rencontre.", "Identifier in the encounter.")),
    ] = None,
    from_file: Annotated[
        str | None,
        typer.Option(
            "--from",
            help=bi(
                "Fichier : créature YAML/JSON (format scénario) ou bloc de stats.",
                "File: a creature in YAML/JSON (scenario format) or a stat block.",
            ),
        ),
    ] = None,
    initiative: Annotated[
        int | None, typer.Option("--init", help=bi("Initiative totale imposée.", "Forced initiative total."))
    ] = None,
    summoned: Annotated[
        bool,
        typer.Option(
            "--summoned",
            "--convoque",
            help=bi("Convoquée : repart après 1 heure.", "Summoned: leaves after 1 hour."),
        ),
    ] = False,
    side: Annotated[
        str | None,
        typer.Option(
            "--side",
            "--camp",
            help=bi("Camp (les regards frappent les camps adverses).", "Side (gazes affect opposing sides)."),
        ),
    ] = None,
    at: Annotated[
        str | None,
        typer.Option(
            "--at",
            "--case",
            help=bi(
                "Case X,Y sur la carte (coin haut gauche de son espace).",
                "Square X,Y on the map (top-left corner of its space).",
            ),
        ),
    ] = None,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Ajouter une créature (initiative tirée). — Add a creature (initiative rolled)."""
    import random
    from dataclasses import replace

    from arbitre.core.i18n import tr
    from arbitre.encounter.actions import added_drafts
    from arbitre.model.creature import slug

    store, name, state = _open(db, encounter)
    if from_file is not None:
        record = _from_file(from_file, as_id or creature)
    else:
        record = _embedded(creature)
        cid = as_id or slug(creature)
        if as_id is None:
            base, n = cid, 2
            while cid in state.creatures:
                cid, n = f"{base}_{n}", n + 1
        record = replace(record, id=cid)
    action = state.last_action + 1
    seed = _seed_for(state, action)
    drafts = [
        _header("add", seed, creature=record.id),
        *added_drafts(
            state, record, random.Random(seed), initiative=initiative, summoned=summoned, side=side
        ),
    ]
    square = record.position
    if at is not None or square is not None:  # --at, or a position given in the creature's file
        from arbitre.encounter.positions import parse_square, place_drafts

        square = parse_square(at) if at is not None else square
        drafts += place_drafts(state, record.id, square, mapping=drafts[1].data["creature"])
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    data = events[1].data
    if as_json:
        print_json(
            {"id": record.id, "initiative": data["initiative"], "hp": data["hp"], "max_hp": data["max_hp"]}
            | ({"position": list(square)} if square is not None else {})
        )
    else:
        console().print(tr("encounter.added", id=record.id, initiative=data["initiative"], hp=data["hp"]))
        if square is not None:
            console().print(tr("encounter.placed_at", id=record.id, x=square[0], y=square[1]))


def _parse_forced(items: list[str] | None) -> dict[str, Any]:
    from arbitre.core.errors import InputError

    out: dict[str, Any] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InputError("encounter.bad_forced", text=item)
        v = value.strip()
        if v.lower() in ("true", "oui", "yes", "false", "non", "no"):
            out[key.strip()] = v.lower() in ("true", "oui", "yes")
        elif "," in v:
            out[key.strip()] = [int(x) for x in v.split(",")]
        else:
            try:
                out[key.strip()] = int(v)
            except ValueError:
                raise InputError("encounter.bad_forced", text=item) from None
    return out


def act_command(
    actor: Annotated[str, typer.Argument(help=bi("Qui agit (id ou nom).", "Who acts (id or name)."))],
    text: Annotated[
        str,
        typer.Argument(
            help=bi(
                "« lance boule de feu sur troll, gobelin », « frappe troll +12 1d8+4 tranchant », ou YAML/JSON.",
                "“cast fireball on troll, goblin”, “strike troll +12 1d8+4 slashing”, or YAML/JSON.",
            )
        ),
    ],
    seed: Annotated[
        int | None, typer.Option("--seed", help=bi("Graine de cette action.", "Seed for this action."))
    ] = None,
    rolls: Annotated[
        list[str] | None,
        typer.Option(
            "--roll",
            help=bi(
                "Jet imposé : save:troll=3, damage=[…], sr:troll=15.",
                "Forced roll: save:troll=3, damage=[…], sr:troll=15.",
            ),
        ),
    ] = None,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Résoudre une action (sort, capacité, attaque, dégâts, état…). — Resolve an action."""
    import random

    from arbitre.encounter.actions import act

    store, name, state = _open(db, encounter)
    action = state.last_action + 1
    the_seed = seed if seed is not None else _seed_for(state, action)
    drafts, live = act(
        state, actor, text, random.Random(the_seed), seed=the_seed, forced=_parse_forced(rolls)
    )
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    if as_json:
        print_json(
            {
                "action": action,
                "events": _public(events, gm=False),
                "result": live.to_dict() if live is not None else None,
            }
        )
        return
    if live is not None:
        from arbitre.cli._render import render_live

        render_live(live, console())
    from arbitre.encounter.state import apply

    for e in events:
        apply(state, e)
    _print_events(events[1:], state, gm=False)


def next_command(
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Tour suivant (nouveau round après le dernier). — Next turn."""
    import random

    from arbitre.core.i18n import tr
    from arbitre.encounter.state import apply, next_turn

    store, name, state = _open(db, encounter)
    seed = _seed_for(state, state.last_action + 1)
    drafts = [_header("next", seed), *next_turn(state, random.Random(seed))]
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    for e in events:
        apply(state, e)
    if as_json:
        print_json({"round": state.round, "turn": state.turn, "events": _public(events, gm=False)})
        return
    from arbitre.core.i18n import current_lang

    who = state.creatures[state.turn].name(current_lang()) if state.turn in state.creatures else state.turn
    console().print(
        f"[bold]{tr('encounter.turn_of', round=state.round, name=who or '—', id=state.turn or '—')}[/]"
    )
    _print_events(events[2:], state, gm=False)


MAX_ADVANCE_ROUNDS = 100 * 14_400 * 365  # a hundred years, far past any rule's clock


def parse_duration(words: list[str]) -> int:
    """``["10", "rounds"]``, ``["1", "minute"]``, ``["2h"]``, ``["1", "jour"]`` → rounds."""
    import re

    from arbitre.core.errors import InputError
    from arbitre.encounter.state import UNITS
    from arbitre.model.creature import fold

    text = fold(" ".join(words))
    total = 0
    matched = False
    for m in re.finditer(r"(\d+)\s*([a-z]+)?", text):
        unit = m.group(2) or "rounds"
        if unit not in UNITS:
            raise InputError(
                "encounter.bad_duration",
                text=" ".join(words),
                expected="rounds, minutes, heures/hours, jours/days, semaines/weeks",
            )
        total += int(m.group(1)) * UNITS[unit]
        matched = True
    if not matched or re.sub(r"[\d\s]|" + "|".join(sorted(UNITS, key=len, reverse=True)), "", text):
        raise InputError(
            "encounter.bad_duration",
            text=" ".join(words),
            expected="rounds, minutes, heures/hours, jours/days, semaines/weeks",
        )
    if not 0 < total <= MAX_ADVANCE_ROUNDS:
        raise InputError(
            "encounter.duration_out_of_range", text=" ".join(words), years=MAX_ADVANCE_ROUNDS // 14_400 // 365
        )
    return total


def advance_command(
    amount: Annotated[
        list[str],
        typer.Argument(
            help=bi("10 rounds, 1 minute, 1 heure/hour, 1 jour/day.", "10 rounds, 1 minute, 1 hour, 1 day.")
        ),
    ],
    rest: Annotated[
        bool,
        typer.Option(
            "--repos",
            "--rest",
            help=bi(
                "Repos complet : chaque journée entière de repos guérit 2 points d'affaiblissement.",
                "Full rest: each whole day of rest heals 2 points of ability damage.",
            ),
        ),
    ] = False,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Faire passer le temps. — Let time pass."""
    import random

    from arbitre.core.i18n import tr
    from arbitre.encounter.state import advance, apply

    rounds = parse_duration(amount)
    store, name, state = _open(db, encounter)
    seed = _seed_for(state, state.last_action + 1)
    extra: dict[str, Any] = {"rest": True} if rest else {}
    drafts = [
        _header("advance", seed, rounds=rounds, **extra),
        *advance(state, rounds, random.Random(seed), rest=rest),
    ]
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    for e in events:
        apply(state, e)
    if as_json:
        print_json(
            {"round": state.round, "rounds": rounds, "rest": rest, "events": _public(events, gm=False)}
        )
        return
    key = "encounter.advanced_rest" if rest else "encounter.advanced"
    console().print(f"[bold]{tr(key, span=format_rounds(rounds), round=state.round)}[/]")
    _print_events(events[2:], state, gm=False)


def show_command(
    gm: Annotated[
        bool,
        typer.Option(
            "--gm",
            "--mj",
            help=bi("Vue du MJ : durées et jets secrets.", "GM view: durations and secret rolls."),
        ),
    ] = False,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Afficher la rencontre. — Show the encounter."""
    from arbitre.encounter.state import view

    store, name, state = _open(db, encounter)
    if encounter is not None:
        store.set_last_used(name)
    doc = view(state, gm=gm)
    doc["name"] = name
    if as_json:
        print_json(doc)
        return
    render_show(doc, console(), gm=gm)


def log_command(
    gm: Annotated[
        bool, typer.Option("--gm", "--mj", help=bi("Avec les jets secrets.", "Including secret rolls."))
    ] = False,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Journal des actions. — The action log."""
    from arbitre.encounter.state import EncounterState, apply, undone_actions

    store = _store(db)
    name = _name(store, encounter)
    events = store.load(name)
    undone = undone_actions(events)
    if as_json:
        print_json({"name": name, "undone": sorted(undone), "events": _public(events, gm)})
        return
    from arbitre.cli._markup import escape

    out = console()
    state = EncounterState()
    for e in events:
        if e.type == "action":
            out.print(action_line(e, e.action in undone))
        elif e.action not in undone:
            line = describe(e, state, gm=gm)
            if line:
                out.print("    • " + escape(line))
        if e.action not in undone:
            apply(state, e)


def undo_command(
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Annuler la dernière action et tout ce qu'elle a causé. — Undo the last action."""
    from arbitre.core.errors import InputError
    from arbitre.core.i18n import tr
    from arbitre.encounter.events import UNDONE, Draft

    store, name, state = _open(db, encounter)
    if not state.history:
        raise InputError("encounter.nothing_to_undo", name=name)
    target = state.history[-1]
    command = state.labels.get(target, "?")
    drafts = [_header("undo", None, undone=target), Draft(UNDONE, {"action": target, "command": command})]
    _commit(store, name, state, drafts, explicit=encounter is not None)
    from arbitre.encounter.snapshot import rebuild

    rebuild(store, name)  # the snapshot held the undone events: the next command starts from this one
    if as_json:
        print_json({"undone": target, "command": command})
    else:
        console().print(tr("encounter.undone", action=target, command=command))


def export_command(
    encounter: EncounterOpt = None,
    db: DbOpt = None,
) -> None:
    """Exporter le journal en JSON (sortie standard). — Export the log as JSON."""
    from arbitre.encounter.events import FORMAT, FORMAT_VERSION

    store = _store(db)
    name = _name(store, encounter)
    events = store.load(name)
    print_json(
        {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "name": name,
            "events": [e.to_dict() for e in events],
        }
    )


def import_command(
    source: Annotated[
        str,
        typer.Argument(
            help=bi(
                "Fichier JSON exporté, ou - pour l'entrée standard.",
                "Exported JSON file, or - for standard input.",
            )
        ),
    ],
    as_name: Annotated[
        str | None,
        typer.Option("--as", help=bi("Nom de la rencontre importée.", "Name of the imported encounter.")),
    ] = None,
    replace: Annotated[
        bool,
        typer.Option(
            "--replace",
            help=bi("Remplacer une rencontre du même nom.", "Replace an encounter with the same name."),
        ),
    ] = False,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Importer un journal exporté (aller-retour sans perte). — Import an exported log."""
    import json

    from arbitre.cli._common import read_text
    from arbitre.core.errors import ContentError
    from arbitre.core.i18n import tr
    from arbitre.encounter.events import CREATED, FORMAT, Event
    from arbitre.encounter.state import replay

    text = read_text(source)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(
            "encounter.bad_export", file=source, problem=f"{exc.msg} ({exc.lineno}:{exc.colno})"
        ) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("events"), list):
        raise ContentError("encounter.bad_export", file=source, problem=f"format != {FORMAT}")
    events = [Event.from_dict(raw) for raw in doc["events"]]
    if (
        not events
        or events[0].type not in ("action", CREATED)
        or [e.version for e in events] != list(range(1, len(events) + 1))
    ):
        raise ContentError("encounter.bad_export", file=source, problem="versions 1, 2, 3…")
    state = replay(events)  # checks the log replays
    name = as_name or str(doc.get("name") or state.name)
    _store(db).import_events(name, events, replace=replace)
    if as_json:
        print_json({"name": name, "events": len(events), "round": state.round})
    else:
        console().print(tr("encounter.imported", name=name, events=len(events)))


def list_command(
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Lister les rencontres. — List encounters."""
    from arbitre.core.i18n import tr

    store = _store(db)
    items = store.names()
    last = store.last_used()
    if as_json:
        print_json({"encounters": items, "last": last})
        return
    out = console()
    if not items:
        out.print(tr("encounter.none"))
    for item in items:
        mark = "▶ " if item["name"] == last else "  "
        out.print(
            f"{mark}[bold]{item['name']}[/]  [dim]{tr('encounter.list_line', events=item['events'], updated=item['updated'])}[/]"
        )


def delete_command(
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Supprimer une rencontre et son journal. — Delete an encounter and its log."""
    from arbitre.core.i18n import tr

    store = _store(db)
    name = _name(store, encounter)
    store.delete(name)
    from arbitre.encounter.snapshot import forget

    forget(store, name)
    if as_json:
        print_json({"deleted": name})
    else:
        console().print(tr("encounter.deleted", name=name))


def map_command(
    source: Annotated[
        str | None,
        typer.Argument(
            help=bi(
                "Fichier de carte (ASCII ou JSON, docs/maps.md), - pour l'entrée standard, ou le dessin lui-même ; sans argument : dessine la carte.",
                "Map file (ASCII or JSON, docs/maps.md), - for standard input, or the drawing itself; without an argument: draws the map.",
            )
        ),
    ] = None,
    remove: Annotated[
        bool, typer.Option("--remove", "--retire", help=bi("Retirer la carte.", "Remove the map."))
    ] = False,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Enregistrer ou dessiner la carte (positions, zones, portée des regards). — Store or draw the map."""
    from arbitre.core.errors import InputError
    from arbitre.core.i18n import tr
    from arbitre.encounter import positions
    from arbitre.encounter.events import MAP_REMOVED, Draft
    from arbitre.encounter.state import apply

    store, name, state = _open(db, encounter)
    if source is None and not remove:
        if state.map_text is None:
            raise InputError("encounter.no_map", name=name, hint="encounter.no_area_hint")
        drawing, legend = positions.draw(state)
        if as_json:
            print_json(
                {
                    "name": state.map_name,
                    "text": state.map_text,
                    "drawing": drawing,
                    "legend": {letter: cid for letter, cid, _sq in legend},
                    "positions": {cid: list(sq) for _letter, cid, sq in legend},
                }
            )
            return
        from arbitre.cli._markup import escape

        out = console()
        out.print(escape(drawing))
        for letter, cid, (x, y) in legend:
            out.print(escape(f"{letter}: {cid} ({x},{y})"))
        return
    if remove:
        if state.map_text is None:
            raise InputError("encounter.no_map", name=name)
        drafts = [_header("map", None, removed=True), Draft(MAP_REMOVED, {})]
    else:
        assert source is not None
        if source == "-":
            from arbitre.cli._common import read_text

            text, map_name = read_text("-"), ""
        else:
            text, map_name = positions.read_map_source(source)
        drafts = [_header("map", None, map=map_name), *positions.map_drafts(state, text, map_name)]
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    for e in events:
        apply(state, e)
    size: dict[str, Any] | None = None
    if state.map_text is not None:
        grid = positions.parse_stored(state.map_text, state.map_name)
        size = {"name": state.map_name, "width": grid.width, "height": grid.height}
    if as_json:
        print_json(
            {
                "map": size,
                "positions": {
                    cid: list(c.position) for cid, c in state.creatures.items() if c.position is not None
                },
                "events": _public(events, gm=False),
            }
        )
        return
    console().print(tr("encounter.map_stored", **size) if size is not None else tr("encounter.map_dropped"))
    _print_events(events[2:], state, gm=False)


def place_command(
    creature: Annotated[str, typer.Argument(help=bi("Créature (id ou nom).", "Creature (id or name)."))],
    square: Annotated[
        list[str] | None,
        typer.Argument(
            help=bi(
                "Case X,Y (coin haut gauche de son espace) ; x vers la droite, y vers le bas.",
                "Square X,Y (top-left corner of its space); x to the right, y downwards.",
            )
        ),
    ] = None,
    remove: Annotated[
        bool,
        typer.Option(
            "--remove",
            "--retire",
            help=bi("Sortir la créature de la carte.", "Take the creature off the map."),
        ),
    ] = False,
    encounter: EncounterOpt = None,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Placer ou déplacer une créature sur la carte. — Place or move a creature on the map."""
    from arbitre.core.errors import InputError
    from arbitre.core.i18n import tr
    from arbitre.encounter.actions import resolve_name
    from arbitre.encounter.positions import parse_square, place_drafts, unplace_drafts

    store, name, state = _open(db, encounter)
    cid = resolve_name(state, creature)
    if remove:
        drafts = [_header("place", None, creature=cid), *unplace_drafts(state, cid)]
        where = None
    elif not square:
        raise InputError("encounter.place_needs_square", id=cid)
    else:
        where = parse_square(" ".join(square) if len(square) > 1 else square[0])
        drafts = [_header("place", None, creature=cid), *place_drafts(state, cid, where)]
    events = _commit(store, name, state, drafts, explicit=encounter is not None)
    if as_json:
        print_json(
            {"id": cid, "position": list(where) if where else None, "events": _public(events, gm=False)}
        )
    elif where is not None:
        console().print(tr("encounter.placed_at", id=cid, x=where[0], y=where[1]))
    else:
        console().print(tr("encounter.ev.unplaced", id=cid))


# -- rendering --------------------------------------------------------------------------------


def format_rounds(rounds: int | None) -> str:
    """``3 round(s)``, ``2 min``, ``1 h 30 min``, ``1 jour(s) 2 h``, ``59 min 9 round(s)``…"""
    from arbitre.core.i18n import tr

    if rounds is None:
        return tr("encounter.no_limit")
    if rounds < 10:
        return tr("encounter.unit.round", n=rounds)
    days, rest = divmod(rounds, 14_400)
    hours, rest = divmod(rest, 600)
    minutes, rest = divmod(rest, 10)
    parts = []
    for key, n in (("day", days), ("hour", hours), ("minute", minutes), ("round", rest)):
        if n:
            parts.append(tr(f"encounter.unit.{key}", n=n))
    return " ".join(parts)


def _duration(
    data: Any, state: EncounterState, gm: bool, key: str = "ends_at", since: int | None = None
) -> str:
    from arbitre.core.i18n import tr

    if data.get("secret") and not gm:
        return tr("encounter.secret")
    end = data.get(key)
    if end is None:
        return tr("encounter.no_limit")
    return format_rounds(max(0, int(end) - (state.time if since is None else since)))


def _cond(cid: str) -> str:
    from arbitre.cli._render import condition_name

    return condition_name(cid)


def describe(e: Event, state: EncounterState, *, gm: bool) -> str | None:
    """One line for an event (``None`` for bookkeeping events not worth a line)."""
    from arbitre.core.i18n import catalogue, current_lang, tr

    d = dict(e.data)
    t = e.type
    if t in ("action", "created", "sr_remembered"):
        return None
    if isinstance(d.get("reason"), str):  # « expiré », not "expired"
        key = f"encounter.reason.{d['reason']}"
        d["reason"] = tr(key) if key in catalogue() else d["reason"]
    if t == "resolved" and d.get("trigger") == "gaze" and "label" not in d:
        return tr("encounter.ev.gaze_avoided", actor=d.get("actor"), target=d.get("target"))
    if t == "resolved":
        label = d.get("label_en") if current_lang() == "en" and d.get("label_en") else d.get("label")
        line = tr("encounter.ev.resolved", actor=d.get("actor"), label=label or d.get("text"))
        # who it did not affect, and why (damage and conditions have their own lines)
        from arbitre.cli._render import sep

        spared = []
        for tid, result in (d.get("results") or {}).items():
            why = f"engine.reason.{result.get('reason')}"
            if not result.get("affected") and why in catalogue():
                spared.append(f"{tid}{sep()}{tr('engine.not_affected', reason=tr(why))}")
        return " — ".join([line, *spared])
    if t == "condition_added":
        return tr(
            "encounter.ev.condition_added",
            target=d["target"],
            condition=_cond(str(d["condition"])),
            duration=_duration(d, state, gm),
        )
    if t == "condition_removed":
        return tr(
            "encounter.ev.condition_removed",
            target=d["target"],
            condition=_cond(str(d["condition"])),
            reason=d.get("reason", ""),
        )
    if t in ("temp_hp_added", "immunity_added", "effect_started"):
        label = d.get("label_en") if current_lang() == "en" and d.get("label_en") else d.get("label")
        return tr(f"encounter.ev.{t}", **{**d, "label": label, "duration": _duration(d, state, gm)})
    if t == "scheduled":
        kind = tr(f"encounter.kind.{d['kind']}")
        return tr(
            "encounter.ev.scheduled",
            target=d["target"],
            kind=kind,
            duration=_duration(d, state, gm, key="due"),
        )
    if t == "save_rolled":
        r = d.get("result") or {}
        verdict = tr("encounter.saved") if r.get("saved") else tr("encounter.failed")
        return tr(
            "encounter.ev.save_rolled",
            target=d["target"],
            kind=tr(f"encounter.kind.{d.get('kind')}"),
            natural=f"{r.get('natural')} {int(r['bonus']):+d}" if "bonus" in r else r.get("natural"),
            dc=r.get("dc"),
            verdict=verdict,
        )
    if t in ("concentration_check", "concentration_kept"):
        stakes = ", ".join(f"{x.get('label')} [{x.get('id')}]" for x in d.get("stakes") or ())
        return tr(f"encounter.ev.{t}", **{**d, "stakes": stakes})
    if t == "schedule_done" and (d.get("result") or {}).get("cancelled"):
        return tr("encounter.ev.spell_cancelled", **d["result"])
    if t == "schedule_done":
        r = d.get("result")
        if not r or "natural" not in r:
            return None
        verdict = tr("encounter.saved") if r.get("saved") else tr("encounter.failed")
        if "target" in r and "kind" in r:  # who saved against what (older logs: the task's id)
            return tr(
                "encounter.ev.save_rolled",
                target=r["target"],
                kind=tr(f"encounter.kind.{r['kind']}"),
                natural=f"{r['natural']} {int(r.get('bonus', 0)):+d}",
                dc=r.get("dc"),
                verdict=verdict,
            )
        return tr(
            "encounter.ev.schedule_done",
            kind=d["id"],
            result=f"d20 {r.get('natural')} / {tr('encounter.dc')} {r.get('dc')} → {verdict}",
        )
    if t == "negative_levels":
        return tr("encounter.ev.negative_levels", target=d["target"], change=f"{int(d['change']):+d}")
    if t == "ability_damaged":
        return tr(
            "encounter.ev.ability_damaged",
            target=d["target"],
            ability=str(d["ability"]).upper(),
            amount=f"{-int(d['amount']):+d}",
        )
    if t == "turn_started":
        return tr("encounter.ev.turn_started", round=int(d["time"]) + 1, creature=d["creature"])
    if t == "time_advanced":
        return tr("encounter.ev.time_advanced", duration=format_rounds(int(d["rounds"])))
    if t == "creature_added":
        return tr("encounter.ev.creature_added", id=d["id"], initiative=d.get("initiative"))
    return tr(f"encounter.ev.{t}", **d)


def action_line(e: Event, undone: bool) -> str:
    from arbitre.cli._markup import escape
    from arbitre.core.i18n import tr

    d = e.data
    parts = [f"[bold]#{e.action}[/] {escape(str(d.get('command', '?')))}"]
    if d.get("actor"):
        parts.append(f"[cyan]{escape(str(d['actor']))}[/]")
    if d.get("text"):
        parts.append(escape(f"« {d['text']} »"))
    if d.get("creature"):
        parts.append(escape(str(d["creature"])))
    if d.get("undone"):
        parts.append(f"→ #{d['undone']}")
    line = " ".join(parts)
    return f"[strike dim]{line}[/] [yellow]({tr('encounter.undone_mark')})[/]" if undone else line


def hp_bar(hp: int, max_hp: int, temp: int = 0, width: int = 10) -> str:
    ratio = max(0.0, min(1.0, hp / max_hp)) if max_hp > 0 else 0.0
    full = round(ratio * width)
    colour = "green" if ratio > 0.5 else "yellow" if ratio > 0.25 else "red"
    bar = f"[{colour}]{'█' * full}[/][dim]{'░' * (width - full)}[/]"
    return bar + (f" [cyan]+{temp}[/]" if temp else "")


def render_show(doc: dict[str, Any], out: Any, *, gm: bool) -> None:
    from rich.table import Table

    from arbitre.cli._markup import escape
    from arbitre.core.i18n import current_lang, tr

    lang = current_lang()
    elapsed = format_rounds(doc["time"]["rounds"]) if doc["time"]["rounds"] else "0"
    out.print(
        f"[bold]{escape(tr('encounter.show_title', name=doc['name'], round=doc['round'], elapsed=elapsed))}[/]"
    )
    table = Table(box=None, show_edge=False, pad_edge=False, expand=False)
    table.add_column("")
    table.add_column(tr("encounter.col_creature"))
    table.add_column(tr("encounter.col_init"), justify="right")
    table.add_column(tr("encounter.col_hp"), no_wrap=True)
    table.add_column(tr("encounter.col_conditions"))
    table.add_column(tr("encounter.col_other"))
    placed = any(c.get("position") for c in doc["creatures"].values())
    if placed:
        table.add_column(tr("encounter.col_position"), no_wrap=True)
    for cid, c in doc["creatures"].items():
        mark = "▶" if cid == doc["turn"] else ""
        conds = []
        for cond in c["conditions"]:
            timer = c["timers"].get(cond)
            text = _cond(cond)
            if timer is not None and timer.get("secret") and timer.get("rounds_left") is None:
                text += f" ({tr('encounter.secret')})"
            elif timer is not None and timer.get("rounds_left") is not None:
                text += f" ({format_rounds(timer['rounds_left'])}{' 🔒' if timer.get('secret') else ''})"
            conds.append(escape(text))
        other = []
        if c["negative_levels"]:
            other.append(tr("encounter.negative_levels", n=c["negative_levels"]))
        for ability, amount in c["ability_damage"].items():
            other.append(f"{ability.upper()} −{amount}")
        if c.get("summoned_rounds_left") is not None:
            other.append(tr("encounter.summoned", left=format_rounds(c["summoned_rounds_left"])))
        if c.get("concentrating"):
            other.append(tr("encounter.concentrating", ids=", ".join(c["concentrating"])))
        name = c["name"]["en" if lang == "en" else "fr"] or cid
        if len(name) > 18:
            name = name[:17] + "…"
        hp_text = f"{c['hp']}/{c['max_hp']}" + (f" ({c['nonlethal']} NL)" if c["nonlethal"] else "")
        table.add_row(
            mark,
            f"[bold]{escape(cid)}[/] [dim]{escape(name)}[/]",
            str(c["initiative"]),
            f"{hp_bar(c['hp'], c['max_hp'], c['temp_hp'])} {hp_text}",
            ", ".join(conds) or "—",
            escape(", ".join(other)) or "—",
            *([",".join(str(v) for v in c["position"]) if c.get("position") else "—"] if placed else []),
        )
    out.print(table)
    if doc["effects"]:
        out.print(f"\n[bold]{tr('encounter.effects')}[/]")
        for effect in doc["effects"]:
            left = (
                tr("encounter.secret")
                if effect.get("secret") and effect["rounds_left"] is None
                else format_rounds(effect["rounds_left"])
            )
            targets = ", ".join(effect["targets"])
            out.print(
                f"  • {escape('[' + effect['id'] + ']')} {escape(effect['label'])} — {escape(str(effect['source']))} → {escape(targets)} ({left})"
            )
    if doc.get("concentration_checks"):
        out.print(f"\n[bold]{tr('encounter.checks_owed')}[/]")
        for check in doc["concentration_checks"]:
            stakes = ", ".join(f"{x['label']} [{x['id']}]" for x in check["stakes"])
            line = tr("encounter.check_line", **{**check, "stakes": stakes})
            out.print(f"  • {escape(line)}")
        out.print(f"  [dim]{escape(tr('encounter.checks_hint'))}[/]")
    if gm and doc.get("scheduled"):
        out.print(f"\n[bold]{tr('encounter.scheduled')}[/]")
        for task in doc["scheduled"]:
            out.print(
                f"  • {escape(task['target'])}{tr('punct.colon')}{tr('encounter.kind.' + task['kind'])} ({format_rounds(task['rounds_left'])})"
            )


COMMANDS = (
    ("new", "nouvelle", new_command),
    ("add", "ajoute", add_command),
    ("act", "agit", act_command),
    ("next", "suivant", next_command),
    ("advance", "avance", advance_command),
    ("show", "montre", show_command),
    ("log", "journal", log_command),
    ("undo", "annule", undo_command),
    ("export", "exporte", export_command),
    ("import", "importe", import_command),
    ("list", "liste", list_command),
    ("delete", "supprime", delete_command),
    ("map", "carte", map_command),
    ("place", "placer", place_command),
)


GROUP_NAMES = ("encounter", "rencontre")  # the French name is a hidden alias
_groups: dict[str, typer.Typer] = {}
_built: dict[str, set[str]] = {}


def register_for(app: typer.Typer, parse_app: typer.Typer, words: Sequence[str]) -> None:
    """Register what the command line's positional ``words`` name (``["encounter", "act"]``
    builds only ``encounter act``; anything else builds the whole group, for help and errors).

    Typer builds a click command for every registered function on each run, and this group has
    48 names in two languages: building only the invoked one saves ~40 ms of start-up."""
    group_names = [words[0]] if words and words[0] in GROUP_NAMES else list(GROUP_NAMES)
    sub = words[1] if len(words) > 1 else None
    chosen = [
        (name, function, hidden)
        for english, french, function in COMMANDS
        for name, hidden in ((english, False), (french, True))
        if name == sub
    ]
    if not chosen:
        chosen = [
            (name, function, hidden)
            for english, french, function in COMMANDS
            for name, hidden in ((english, False), (french, True))
        ]
    for group_name in group_names:
        group = _groups.get(group_name)
        if group is None:
            group = _groups[group_name] = typer.Typer(
                help="Rencontres dans le temps : tours, durées, effets, annulation. — Encounters over time.",
                no_args_is_help=True,
            )
            app.add_typer(group, name=group_name, hidden=group_name != GROUP_NAMES[0])
        built = _built.setdefault(group_name, set())
        for name, function, hidden in chosen:
            if name not in built:
                built.add(name)
                group.command(name, hidden=hidden)(function)


def register(app: typer.Typer, parse_app: typer.Typer) -> None:
    register_for(app, parse_app, ())
