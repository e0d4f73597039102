"""Snapshots of replayed encounters: a command replays only the events after the last one.

The state of an encounter is the replay of its log (:func:`~arbitre.encounter.state.replay`).
Replaying 5,000 events takes ~25 ms with the reading from SQLite, paid by every command; a
snapshot (the replayed state, pickled in the compiled cache, :mod:`arbitre.core.cache`) brings
that to the events written since. It is only an optimisation: the log stays the truth.

A snapshot taken at event *V* is used only when

- it was written by the same code (the cache key holds :func:`~arbitre.core.cache.code_fingerprint`),
- event *V* in the database is still the same row, written at the same time with the same data
  (:meth:`event_stamp`: a deleted and recreated encounter of the same name does not match), and
- no event after *V* is an ``undone``: undoing removes events already folded into the snapshot,
  so the whole log is replayed then.

Anything else replays the whole log and writes a new snapshot.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from arbitre.core import cache
from arbitre.encounter import events as ev
from arbitre.encounter.events import Event
from arbitre.encounter.state import EncounterState, replay

REWRITE_AFTER = 20  # events replayed past the snapshot before a new one is written


class ReplayStore(Protocol):
    url: str

    def load_for_replay(self, name: str, *, after_version: int = 0) -> list[Event]: ...

    def event_stamp(self, name: str, version: int) -> str | None: ...


def _prefix(store: ReplayStore, name: str) -> str:
    """The same for every version of the code: a new snapshot replaces the older ones."""
    return cache.checksum(f"{store.url}\0{name}") + "-"


def _path(store: ReplayStore, name: str) -> Path:
    return (
        cache.cache_dir()
        / "encounters"
        / f"{_prefix(store, name)}{cache.digest(store.url, name)[:16]}.pickle"
    )


def load_state(store: ReplayStore, name: str) -> EncounterState:
    """The replayed state of ``name``, from its snapshot when one is valid."""
    path = _path(store, name)
    snap: Any = cache.read(path)
    if isinstance(snap, dict) and isinstance(snap.get("state"), EncounterState):
        version = int(snap["version"])
        if store.event_stamp(name, version) == snap["stamp"]:
            newer = store.load_for_replay(name, after_version=version)
            if not any(e.type == ev.UNDONE for e in newer):
                state = replay(newer, snap["state"])
                if len(newer) >= REWRITE_AFTER:
                    save(store, name, state)
                return state
    return rebuild(store, name)


def rebuild(store: ReplayStore, name: str) -> EncounterState:
    """Replay the whole log and snapshot it (after an undo, which no snapshot can follow)."""
    state = replay(store.load_for_replay(name))
    save(store, name, state)
    return state


def save(store: ReplayStore, name: str, state: EncounterState) -> None:
    """Write the snapshot of ``state`` (the replay of ``name``'s log up to ``state.version``)."""
    if not cache.enabled() or state.version == 0:
        return
    stamp = store.event_stamp(name, state.version)
    if stamp is not None:
        cache.write(
            _path(store, name),
            {"version": state.version, "stamp": stamp, "state": state},
            replaces=_prefix(store, name),
        )


def forget(store: ReplayStore, name: str) -> None:
    """Remove the snapshots of ``name`` (the encounter was deleted)."""
    for old in (cache.cache_dir() / "encounters").glob(f"{_prefix(store, name)}*.pickle"):
        old.unlink(missing_ok=True)


__all__ = ["REWRITE_AFTER", "forget", "load_state", "rebuild", "save"]
