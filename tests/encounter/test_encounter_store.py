"""The store: append-only log, one transaction per action, optimistic concurrency, crash safety,
migrations. Runs on SQLite and, with ARBITRE_TEST_POSTGRES_URL, on PostgreSQL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from arbitre.core.errors import ConflictError, NotFoundError
from arbitre.encounter.config import HEAD_REVISION, database_url, open_store
from arbitre.encounter.events import ACTION, CREATED, Draft
from arbitre.encounter.state import replay

SRC = str(Path(__file__).resolve().parents[2] / "src")
Backend = tuple[str, str]


OPEN = """
def open_backend(kind, url):
    if kind == "sqlite":
        from arbitre.encounter.sqlite import SQLiteStore
        return SQLiteStore(url)
    from arbitre.encounter.store import Store
    return Store(url)
"""
exec(OPEN)


def Store(backend: Backend) -> Any:
    """The store of ``backend`` (the standard-library SQLite store or the SQLAlchemy one)."""
    return open_backend(*backend)  # type: ignore[name-defined]  # noqa: F821


def _new(store: Any, name: str) -> None:
    store.create(name, [Draft(ACTION, {"command": "new"}), Draft(CREATED, {"name": name, "seed": 1})])


def test_append_load_and_versions(backend: Backend, unique: str) -> None:
    store = Store(backend)
    _new(store, unique)
    events = store.append(unique, 2, 2, [Draft(ACTION, {"command": "next"})] * 3)
    assert [e.version for e in events] == [3, 4, 5]
    log = store.load(unique)
    assert [e.version for e in log] == [1, 2, 3, 4, 5]
    assert {e.action for e in log[2:]} == {2}
    assert store.last_used() == unique
    assert unique in [item["name"] for item in store.names()]
    store.delete(unique)
    with pytest.raises(NotFoundError):
        store.load(unique)


def test_loser_of_a_race_gets_a_conflict_and_writes_nothing(backend: Backend, unique: str) -> None:
    first, second = Store(backend), Store(backend)
    _new(first, unique)
    v = replay(first.load(unique)).version
    assert replay(second.load(unique)).version == v  # both read the same version
    first.append(unique, v, 2, [Draft(ACTION, {"command": "a"})])
    with pytest.raises(ConflictError) as info:
        second.append(unique, v, 2, [Draft(ACTION, {"command": "b"}), Draft(ACTION, {"command": "c"})])
    assert info.value.key == "encounter.conflict"
    assert second.load(unique)[-1].data["command"] == "a"
    assert len(second.load(unique)) == 3


def test_duplicate_name_is_a_conflict(backend: Backend, unique: str) -> None:
    store = Store(backend)
    _new(store, unique)
    with pytest.raises(ConflictError):
        _new(store, unique)


def test_schema_is_at_the_newest_migration(backend: Backend) -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option(
        "script_location", str(Path(__file__).resolve().parents[2] / "src/arbitre/encounter/migrations")
    )
    assert ScriptDirectory.from_config(config).get_current_head() == HEAD_REVISION
    assert Store(backend).current_revision() == HEAD_REVISION


def test_default_url_is_a_sqlite_file_in_the_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("ARBITRE_DATABASE_URL", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = database_url()
    assert url.startswith("sqlite:///") and url.endswith("encounters.sqlite3")
    assert str(tmp_path) in url
    assert type(open_store()).__name__ == "SQLiteStore"  # the file is created, schema migrated
    assert Path(url.removeprefix("sqlite:///")).is_file()
    monkeypatch.setenv("ARBITRE_DATABASE_URL", "sqlite:////elsewhere.db")
    assert database_url() == "sqlite:////elsewhere.db"


WRITER = (
    OPEN
    + """
import sys
from arbitre.encounter.events import ACTION, Draft
kind, url, name, size = sys.argv[6], sys.argv[1], sys.argv[2], int(sys.argv[3])
store = open_backend(kind, url)
version, action = int(sys.argv[4]), int(sys.argv[5])
print("ready", flush=True)
while True:
    drafts = [Draft(ACTION, {"command": "bulk", "i": i, "of": size, "pad": "x" * 200}) for i in range(size)]
    store.append(name, version, action, drafts)
    version += size
    action += 1
"""
)


def test_sigkill_mid_write_leaves_the_previous_state_intact(backend: Backend, unique: str) -> None:
    """A writer appending big actions is killed with SIGKILL at random moments: every action in
    the log is complete (all its events or none) and the log still replays."""
    store = Store(backend)
    _new(store, unique)
    size = 400
    for delay in (0.3, 0.55, 0.8):
        head = store.load(unique)
        proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                WRITER,
                backend[1],
                unique,
                str(size),
                str(head[-1].version),
                str(head[-1].action + 1),
                backend[0],
            ],
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": SRC},
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        log = Store(backend).load(unique)
        bulk = [e for e in log if e.data.get("command") == "bulk"]
        assert len(bulk) % size == 0
        by_action: dict[int, list[int]] = {}
        for e in bulk:
            by_action.setdefault(e.action, []).append(int(e.data["i"]))
        assert all(sorted(v) == list(range(size)) for v in by_action.values())
        assert [e.version for e in log] == list(range(1, len(log) + 1))
        replay(log)
    assert len(bulk) >= size  # at least one action got through before a kill


RACER = (
    OPEN
    + """
import sys, random
from arbitre.core.errors import ConflictError
from arbitre.encounter.events import ACTION, Draft
from arbitre.encounter.state import replay
url, name, who, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
store = open_backend(sys.argv[5], url)
conflicts = done = 0
while done < count:
    state = replay(store.load(name))
    try:
        store.append(name, state.version, state.last_action + 1,
                     [Draft(ACTION, {"command": "race", "who": who, "n": done}), Draft(ACTION, {"command": "race-tail"})])
    except ConflictError:
        conflicts += 1
        continue
    done += 1
print(conflicts)
"""
)


def test_concurrent_writers_never_lose_an_event(backend: Backend, unique: str) -> None:
    """Four processes append 15 actions each to the same encounter, retrying when they lose the
    optimistic check: all 60 actions are there, whole, versions without gaps."""
    store = Store(backend)
    _new(store, unique)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, backend[1], unique, f"w{i}", "15", backend[0]],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": SRC},
        )
        for i in range(4)
    ]
    conflicts = 0
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err.decode()
        conflicts += int(out.decode().strip() or 0)
    log = store.load(unique)
    assert [e.version for e in log] == list(range(1, len(log) + 1))
    races = [e for e in log if e.data.get("command") == "race"]
    assert len(races) == 60
    for who in ("w0", "w1", "w2", "w3"):
        assert sorted(int(e.data["n"]) for e in races if e.data["who"] == who) == list(range(15))
    for e in races:  # each action is whole: its tail follows it
        tail = log[e.version]  # version v+1 is at index v
        assert tail.action == e.action and tail.data["command"] == "race-tail"
    print("conflicts", conflicts)
    assert conflicts >= 0


def test_snapshots_on_every_backend(
    backend: Backend, unique: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A snapshot is used on every store, PostgreSQL included (its event stamp is read through
    SQLAlchemy), and a command starts from the same state as the full replay."""
    from arbitre.core import cache
    from arbitre.encounter import snapshot
    from arbitre.encounter.state import view

    monkeypatch.setenv(cache.ENV_DIR, str(tmp_path / "cache"))
    monkeypatch.delenv(cache.ENV_OFF, raising=False)
    store = Store(backend)
    _new(store, unique)
    first = snapshot.load_state(store, unique)
    assert list((tmp_path / "cache" / "encounters").glob("*.pickle"))
    store.append(unique, first.version, first.last_action + 1, [Draft(ACTION, {"command": "next"})])
    seen: list[int] = []
    original = store.load_for_replay

    def spy(name: str, *, after_version: int = 0) -> Any:
        seen.append(after_version)
        return original(name, after_version=after_version)

    monkeypatch.setattr(store, "load_for_replay", spy)
    again = snapshot.load_state(store, unique)
    assert seen == [first.version]
    assert view(again, gm=True) == view(replay(store.load(unique)), gm=True)
    store.close()
