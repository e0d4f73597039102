"""An encounter kept in memory for the rules tests: the planners decide drafts, the log numbers
them, replay folds them (no database). Test files subclass it for their own commands."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from arbitre.content.creatures import build_creature, creature_to_mapping, find_creature
from arbitre.encounter import events as ev
from arbitre.encounter.actions import act, added_drafts
from arbitre.encounter.events import Draft, Event
from arbitre.encounter.state import EncounterState, advance, next_turn, replay, view
from arbitre.model.creature import Creature


class MemoryLog:
    """``new`` with seed 5, then one method per command."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.command("new", [Draft(ev.CREATED, {"name": "t", "seed": 5})])

    @property
    def state(self) -> EncounterState:
        return replay(self.events)

    def commit(self, drafts: list[Draft]) -> list[Event]:
        """Append one action's drafts (its ``action`` header included)."""
        state = self.state
        new = ev.number(drafts, after_version=state.version, action=state.last_action + 1)
        self.events += new
        return new

    def command(self, name: str, drafts: list[Draft], **header: Any) -> list[Event]:
        """Append the drafts of command ``name`` behind its ``action`` header."""
        return self.commit([Draft(ev.ACTION, {"command": name, **header}), *drafts])

    def add_creature(self, creature: Creature, init: int, side: str | None = None) -> list[Event]:
        return self.command(
            "add", added_drafts(self.state, creature, random.Random(1), initiative=init, side=side)
        )

    def add(
        self, name: str, cid: str, init: int, side: str | None = None, **overrides: object
    ) -> list[Event]:
        """An embedded creature as ``cid``; ``overrides`` are mapping keys (``hp``, ``special``…)."""
        creature = replace(find_creature(name), id=cid)
        if overrides:
            creature = build_creature({**creature_to_mapping(creature), **overrides})
        return self.add_creature(creature, init, side)

    def act(self, actor: str, text: str, seed: int = 1, **forced: object) -> list[Event]:
        drafts, _live = act(self.state, actor, text, random.Random(seed), seed=seed, forced=forced)
        return self.commit(drafts)

    def next(self) -> list[Event]:
        return self.command("next", next_turn(self.state, random.Random(2)))

    def advance(self, rounds: int, *, rest: bool = False) -> list[Event]:
        drafts = advance(self.state, rounds, random.Random(3), rest=rest)
        return self.command("advance", drafts, **({"rest": True} if rest else {}))

    def undo(self) -> list[Event]:
        target = self.state.history[-1]
        return self.command("undo", [Draft(ev.UNDONE, {"action": target})])

    def creature(self, cid: str) -> dict[str, Any]:
        """The game master's view of one creature."""
        found: dict[str, Any] = view(self.state, gm=True)["creatures"][cid]
        return found


__all__ = ["MemoryLog"]
