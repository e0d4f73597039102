"""Encounter snapshots (``encounter/snapshot.py``): whatever the commands, the state a command
starts from equals the replay of the whole log; a snapshot is only trusted while the event it was
taken at is still the same row."""

from __future__ import annotations

import random
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbitre.content.creatures import find_creature
from arbitre.core import cache
from arbitre.encounter import events as ev
from arbitre.encounter import snapshot
from arbitre.encounter.actions import act, added_drafts
from arbitre.encounter.events import Draft
from arbitre.encounter.sqlite import SQLiteStore
from arbitre.encounter.state import EncounterState, advance, next_turn, replay, view
from arbitre.encounter.store import Store

IDS = ("troll", "gob", "wight")


def _append(store: Any, name: str, state: EncounterState, drafts: list[Draft]) -> None:
    store.append(name, state.version, state.last_action + 1, drafts)


def _new(store: Any, name: str) -> None:
    store.create(name, [Draft(ev.ACTION, {"command": "new"}), Draft(ev.CREATED, {"name": name, "seed": 1})])
    for i, (template, cid) in enumerate((("troll", "troll"), ("goblin", "gob"), ("wight", "wight"))):
        state = replay(store.load(name))
        creature = replace(find_creature(template), id=cid)
        drafts = [Draft(ev.ACTION, {"command": "add"}), *added_drafts(state, creature, random.Random(i))]
        _append(store, name, state, drafts)


def _command(state: EncounterState, command: tuple[Any, ...], rng: random.Random) -> list[Draft]:
    kind = command[0]
    if kind == "next":
        return [Draft(ev.ACTION, {"command": "next"}), *next_turn(state, rng)]
    if kind == "advance":
        return [Draft(ev.ACTION, {"command": "advance"}), *advance(state, int(command[1]), rng)]
    if kind == "undo":
        if not state.history or state.history[-1] <= 4:
            return []
        return [Draft(ev.ACTION, {"command": "undo"}), Draft(ev.UNDONE, {"action": state.history[-1]})]
    target = IDS[int(command[1]) % 3]
    text = f"frappe {target} +{command[2]} 1d8+4 tranchant" if kind == "strike" else f"dégâts 3 sur {target}"
    drafts, _ = act(state, "wight", text, rng, seed=1)
    return drafts


COMMANDS = st.lists(
    st.one_of(
        st.just(("next",)),
        st.tuples(st.just("advance"), st.sampled_from([1, 10, 600])),
        st.tuples(st.just("strike"), st.integers(0, 2), st.integers(0, 20)),
        st.tuples(st.just("damage"), st.integers(0, 2)),
        st.just(("undo",)),
    ),
    max_size=30,
)


def _full(store: Any, name: str) -> dict[str, Any]:
    return view(replay(store.load(name)), gm=True)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(commands=COMMANDS, seed=st.integers(0, 2**32))
def test_snapshot_state_equals_the_full_replay(
    commands: list[tuple[Any, ...]], seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        monkeypatch.setenv(cache.ENV_DIR, str(Path(tmp) / "cache"))
        store = SQLiteStore(f"sqlite:///{Path(tmp) / 'e.sqlite3'}")
        _new(store, "h")
        for command in commands:
            state = snapshot.load_state(store, "h")  # what every CLI command starts from
            assert view(state, gm=True) == _full(store, "h")
            drafts = _command(state, command, rng)
            if drafts:
                _append(store, "h", state, drafts)
                if command[0] == "undo":
                    snapshot.rebuild(store, "h")
        assert view(snapshot.load_state(store, "h"), gm=True) == _full(store, "h")
        store.close()


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_DIR, str(folder))
    monkeypatch.delenv(cache.ENV_OFF, raising=False)
    return folder


@pytest.mark.parametrize("kind", ["sqlite", "sqlalchemy"])
def test_the_snapshot_is_used_and_only_newer_events_are_read(
    kind: str, tmp_path: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'e.sqlite3'}"
    store: Any = SQLiteStore(url) if kind == "sqlite" else Store(url)
    _new(store, "h")
    first = snapshot.load_state(store, "h")  # no snapshot yet: whole log, then one is written
    assert list((own_cache / "encounters").glob("*.pickle"))
    drafts = _command(first, ("damage", 0), random.Random(1))
    _append(store, "h", first, drafts)
    seen: list[int] = []
    original = store.load_for_replay

    def spy(name: str, *, after_version: int = 0) -> list[Any]:
        seen.append(after_version)
        result: list[Any] = original(name, after_version=after_version)
        return result

    monkeypatch.setattr(store, "load_for_replay", spy)
    again = snapshot.load_state(store, "h")
    assert seen == [first.version]  # only the events after the snapshot
    assert view(again, gm=True) == _full(store, "h")


def test_a_recreated_encounter_does_not_reuse_the_old_snapshot(tmp_path: Path, own_cache: Path) -> None:
    store = SQLiteStore(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    _new(store, "h")
    old = snapshot.load_state(store, "h")
    _append(store, "h", old, _command(old, ("damage", 1), random.Random(1)))
    snapshot.save(store, "h", replay(store.load("h")))
    store.delete("h")
    _new(store, "h")  # same name, same number of events up to here, other rows
    assert view(snapshot.load_state(store, "h"), gm=True) == _full(store, "h")


def test_a_broken_snapshot_or_no_cache_replays_everything(
    tmp_path: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SQLiteStore(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    _new(store, "h")
    snapshot.load_state(store, "h")
    (entry,) = (own_cache / "encounters").glob("*.pickle")
    entry.write_bytes(b"garbage")
    assert view(snapshot.load_state(store, "h"), gm=True) == _full(store, "h")
    monkeypatch.setenv(cache.ENV_OFF, "1")
    for old in (own_cache / "encounters").glob("*.pickle"):
        old.unlink()
    assert view(snapshot.load_state(store, "h"), gm=True) == _full(store, "h")
    assert not list((own_cache / "encounters").glob("*.pickle"))


def test_cli_undo_then_act_starts_from_the_right_state(cli: Any) -> None:
    """The CLI path: after `undo` (which rebuilds the snapshot) the next command sees the undo."""
    cli("encounter", "new", "s", "--seed", "3")
    cli("encounter", "add", "goblin", "--as", "g")
    cli("encounter", "add", "ogre", "--as", "o")
    before = cli("encounter", "show", "--json")
    cli("encounter", "act", "o", "dégâts 4 sur g")
    cli("encounter", "undo")
    assert cli("encounter", "show", "--json")["creatures"]["g"]["hp"] == before["creatures"]["g"]["hp"]
    cli("encounter", "act", "o", "dégâts 2 sur g")
    assert cli("encounter", "show", "--json")["creatures"]["g"]["hp"] == before["creatures"]["g"]["hp"] - 2


def test_one_snapshot_per_encounter_and_none_after_delete(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Snapshots do not pile up: a new one replaces the old, `delete` removes it."""
    folder = tmp_path / "snapshots"
    monkeypatch.setenv(cache.ENV_DIR, str(folder))
    monkeypatch.delenv(cache.ENV_OFF, raising=False)
    cli("encounter", "new", "kept")
    cli("encounter", "add", "goblin", "--as", "g")
    cli("encounter", "add", "ogre", "--as", "o")
    for _ in range(3):
        cli("encounter", "act", "o", "dégâts 1 sur g")
        cli("encounter", "undo")  # rewrites the snapshot
    assert len(list((folder / "encounters").glob("*.pickle"))) == 1
    cli("encounter", "delete", "-e", "kept")
    assert list((folder / "encounters").glob("*.pickle")) == []
