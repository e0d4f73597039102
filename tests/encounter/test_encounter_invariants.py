"""Invariants of the event log (Hypothesis): whatever the commands, replaying the log equals
applying its events one by one; undoing the last command gives back the state before it; the
log survives an export/import of its JSON."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.creatures import find_creature
from arbitre.encounter import events as ev
from arbitre.encounter.actions import act, added_drafts
from arbitre.encounter.events import Draft, Event
from arbitre.encounter.state import EncounterState, advance, apply, next_turn, replay, view

COMMANDS = st.lists(
    st.one_of(
        st.just(("next",)),
        st.tuples(st.just("advance"), st.sampled_from([1, 3, 10, 600])),
        st.tuples(st.just("strike"), st.integers(0, 2), st.integers(0, 2), st.integers(0, 30)),
        st.tuples(st.just("damage"), st.integers(0, 2), st.integers(1, 20)),
        st.tuples(st.just("condition"), st.integers(0, 2), st.sampled_from(["1d4", "2", "1"])),
        st.tuples(st.just("drain"), st.integers(0, 2)),
        st.just(("undo",)),
    ),
    max_size=12,
)
IDS = ("troll", "gob", "wight")


def _log() -> list[Event]:
    events = ev.number(
        [Draft(ev.ACTION, {"command": "new"}), Draft(ev.CREATED, {"name": "h", "seed": 1})],
        after_version=0,
        action=1,
    )
    for i, (name, cid) in enumerate((("troll", "troll"), ("goblin", "gob"), ("wight", "wight"))):
        state = replay(events)
        creature = replace(find_creature(name), id=cid)
        drafts = [
            Draft(ev.ACTION, {"command": "add"}),
            *added_drafts(state, creature, random.Random(i), initiative=10 - i),
        ]
        events += ev.number(drafts, after_version=state.version, action=state.last_action + 1)
    return events


BASE = _log()


def _drafts(state: EncounterState, command: tuple[object, ...], rng: random.Random) -> list[Draft]:
    kind = command[0]
    if kind == "next":
        return [Draft(ev.ACTION, {"command": "next"}), *next_turn(state, rng)]
    if kind == "advance":
        return [Draft(ev.ACTION, {"command": "advance"}), *advance(state, int(command[1]), rng)]  # type: ignore[call-overload]
    if kind == "undo":
        if not state.history or state.history[-1] <= BASE[-1].action:
            return []  # keep the three creatures
        return [Draft(ev.ACTION, {"command": "undo"}), Draft(ev.UNDONE, {"action": state.history[-1]})]
    a = IDS[int(command[1]) % 3]  # type: ignore[call-overload]
    if kind == "strike":
        text = f"frappe {IDS[int(command[2])]} +{command[3]} 1d8+4 tranchant"  # type: ignore[call-overload]
    elif kind == "damage":
        text = f"dégâts {command[2]} sur {a}"
    elif kind == "condition":
        text = f"état effrayé {command[2]} rounds sur {a}"
    else:
        text = f"draine 1 sur {a}"
    drafts, _ = act(state, "wight", text, rng, seed=1)
    return drafts


@settings(max_examples=25, deadline=None)
@given(COMMANDS, st.integers(0, 2**32))
def test_log_invariants(commands: list[tuple[object, ...]], seed: int) -> None:
    rng = random.Random(seed)
    events = list(BASE)
    for command in commands:
        state = replay(events)
        before = view(state, gm=True)
        drafts = _drafts(state, command, rng)
        if not drafts:
            continue
        new = ev.number(drafts, after_version=state.version, action=state.last_action + 1)
        events += new
        # undoing what was just done gives the state before it
        if command[0] != "undo":
            undo = ev.number(
                [Draft(ev.ACTION, {"command": "undo"}), Draft(ev.UNDONE, {"action": new[0].action})],
                after_version=new[-1].version,
                action=new[0].action + 1,
            )
            undone = view(replay(events + undo), gm=True)
            assert {k: v for k, v in undone.items() if k != "version"} == {
                k: v for k, v in before.items() if k != "version"
            }
    folded = EncounterState()
    for e in events:
        if e.action not in {int(x.data["action"]) for x in events if x.type == ev.UNDONE}:
            apply(folded, e)
        else:
            folded.version = max(folded.version, e.version)
    assert view(folded, gm=True) == view(replay(events), gm=True)
    again = [Event.from_dict(json.loads(json.dumps(e.to_dict()))) for e in events]
    assert again == events
