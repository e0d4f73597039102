"""Encounter events: the facts an encounter's log is made of.

An encounter is nothing but its log. Each command (``add``, ``act``, ``next``, ``advance``,
``undo``…) is one *action*: a numbered group of events appended together in one transaction.
Events are plain JSON values (``type`` + ``data``) so that the log can be exported, imported,
audited and replayed by :func:`arbitre.encounter.state.replay` without the engine.

Randomness is never hidden: the ``action`` event of every command that rolls dice holds the seed
of its generator and the forced rolls, and the events it caused hold the results (the natural
d20s, the dice of a secret duration…). Data only the game master may see (a rolled duration, a
secret save) is marked ``secret``; :func:`public_data` removes it for the players' view.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

FORMAT = "arbitre-encounter"
FORMAT_VERSION = 1

# -- event types -----------------------------------------------------------------------------
CREATED = "created"  # {name, ruleset, seed}
ACTION = "action"  # {command, actor?, text?, spec?, seed?, forced?, rolls?, label?}
CREATURE_ADDED = "creature_added"  # {id, creature, initiative, initiative_roll, dex, summoned_until?}
CREATURE_REMOVED = "creature_removed"  # {id, reason}
DAMAGED = "damaged"  # {target, lethal, nonlethal, temp_used, hp, source?}
HEALED = "healed"  # {target, lethal, nonlethal, rule, steps?}
CONDITION_ADDED = "condition_added"  # {target, condition, ends_at, anchor, secret, source}
CONDITION_REMOVED = "condition_removed"  # {target, condition, reason}
TEMP_HP_ADDED = "temp_hp_added"  # {target, id, amount, ends_at, source}
TEMP_HP_ENDED = "temp_hp_ended"  # {target, id, reason}
NEGATIVE_LEVELS = "negative_levels"  # {target, change, source?}
LEVELS_LOST = "levels_lost"  # {target, resolved, lost, saves}
ABILITY_DAMAGED = "ability_damaged"  # {target, ability, amount} (negative: recovery)
EFFECT_STARTED = "effect_started"  # {id, label, source, targets, ends_at, anchor, kind, secret}
EFFECT_ENDED = "effect_ended"  # {id, reason}
IMMUNITY_ADDED = "immunity_added"  # {target, against, ends_at}
IMMUNITY_ENDED = "immunity_ended"  # {target, against}
SR_REMEMBERED = "sr_remembered"  # {spell, target, roll} (the natural d20 of the caster level check)
SCHEDULED = "scheduled"  # {id, kind, due, target, payload, secret}
SCHEDULE_DONE = "schedule_done"  # {id, result}
RESOLVED = "resolved"  # {like action} a delayed action taking effect (full-round spell)
SAVE_ROLLED = "save_rolled"  # {id, target, result} (a save rolled now: poison, frightful presence)
TURN_STARTED = "turn_started"  # {creature, time}
TIME_ADVANCED = "time_advanced"  # {rounds, time}
UNDONE = "undone"  # {action}
MAP_SET = "map_set"  # {text, name} (the map's own text: replay needs no file)
MAP_REMOVED = "map_removed"  # {}
PLACED = "placed"  # {id, x, y} (top-left square of the creature's space)
UNPLACED = "unplaced"  # {id, reason}
# a concentrating creature took damage: the GM rolls the check (001 « Concentration »)
CONCENTRATION_CHECK = "concentration_check"  # {creature, damage, lethal, nonlethal, source, stakes}
CONCENTRATION_KEPT = "concentration_kept"  # {creature, stakes} (reminder at the start of its turn)

EVENT_TYPES = frozenset(
    {
        CREATED,
        ACTION,
        CREATURE_ADDED,
        CREATURE_REMOVED,
        DAMAGED,
        HEALED,
        CONDITION_ADDED,
        CONDITION_REMOVED,
        TEMP_HP_ADDED,
        TEMP_HP_ENDED,
        NEGATIVE_LEVELS,
        LEVELS_LOST,
        ABILITY_DAMAGED,
        EFFECT_STARTED,
        EFFECT_ENDED,
        IMMUNITY_ADDED,
        IMMUNITY_ENDED,
        SR_REMEMBERED,
        SCHEDULED,
        SCHEDULE_DONE,
        SAVE_ROLLED,
        RESOLVED,
        TURN_STARTED,
        TIME_ADVANCED,
        UNDONE,
        MAP_SET,
        MAP_REMOVED,
        PLACED,
        UNPLACED,
        CONCENTRATION_CHECK,
        CONCENTRATION_KEPT,
    }
)

# keys of ``data`` that only the game master sees when the event is ``secret``
SECRET_KEYS = frozenset({"ends_at", "rolled", "dice", "saves", "natural", "rolls", "payload", "due"})


@dataclass(frozen=True, slots=True)
class Event:
    """One fact of the log: its ``version`` (1, 2, 3… per encounter), the ``action`` it belongs to,
    its ``type`` and JSON-serialisable ``data``."""

    version: int
    action: int
    type: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"version": self.version, "action": self.action, "type": self.type, "data": dict(self.data)}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Event:
        from arbitre.core.errors import ContentError

        try:
            version, action, kind = int(raw["version"]), int(raw["action"]), str(raw["type"])
            data = raw.get("data") or {}
        except (KeyError, TypeError, ValueError):
            raise ContentError("encounter.bad_event", event=json.dumps(raw, default=str)[:120]) from None
        if kind not in EVENT_TYPES or not isinstance(data, Mapping):
            raise ContentError("encounter.bad_event", event=json.dumps(raw, default=str)[:120])
        return cls(version, action, kind, dict(data))

    @property
    def secret(self) -> bool:
        return bool(self.data.get("secret"))


@dataclass(frozen=True, slots=True)
class Draft:
    """An event not yet numbered: what a command decides before the store appends it."""

    type: str
    data: Mapping[str, Any] = field(default_factory=dict)


def stamp_of(row_id: int, written: object, data: str) -> str:
    """A stored event's identity: its row, when it was written and a hash of its data."""
    from arbitre.core.cache import checksum

    return f"{row_id}:{written}:{checksum(data)}"


def number(drafts: Iterable[Draft], *, after_version: int, action: int) -> list[Event]:
    """Give ``drafts`` consecutive versions after ``after_version``, all in ``action`` (their data
    made plain JSON, exactly as the store will give it back)."""
    return [
        Event(after_version + i, action, d.type, json.loads(dumps(d.data)))
        for i, d in enumerate(drafts, start=1)
    ]


def public_data(event: Event) -> dict[str, Any]:
    """The event's data as the players may see it (secret values removed)."""
    data = dict(event.data)
    if event.secret:
        for key in SECRET_KEYS:
            data.pop(key, None)
    if event.type == ACTION:
        data.pop("forced", None)
    return data


def _plain(value: Any) -> Any:
    """What JSON cannot hold as such: fractions as text, enums as their value, sets as lists."""
    from enum import Enum
    from fractions import Fraction

    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, set | frozenset):
        return sorted(value, key=str)
    raise TypeError(f"not JSON-serialisable: {type(value).__name__}")


def dumps(data: Mapping[str, Any]) -> str:
    """Compact, stable JSON for the store (keys sorted, accents kept)."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=_plain)


__all__ = [
    "ABILITY_DAMAGED",
    "ACTION",
    "CONCENTRATION_CHECK",
    "CONCENTRATION_KEPT",
    "CONDITION_ADDED",
    "CONDITION_REMOVED",
    "CREATED",
    "CREATURE_ADDED",
    "CREATURE_REMOVED",
    "DAMAGED",
    "EFFECT_ENDED",
    "EFFECT_STARTED",
    "EVENT_TYPES",
    "FORMAT",
    "FORMAT_VERSION",
    "HEALED",
    "IMMUNITY_ADDED",
    "IMMUNITY_ENDED",
    "LEVELS_LOST",
    "MAP_REMOVED",
    "MAP_SET",
    "NEGATIVE_LEVELS",
    "PLACED",
    "RESOLVED",
    "SAVE_ROLLED",
    "SCHEDULED",
    "SCHEDULE_DONE",
    "SR_REMEMBERED",
    "TEMP_HP_ADDED",
    "TEMP_HP_ENDED",
    "TIME_ADVANCED",
    "TURN_STARTED",
    "UNDONE",
    "UNPLACED",
    "Draft",
    "Event",
    "dumps",
    "number",
    "public_data",
]
