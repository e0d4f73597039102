"""The encounter store on a SQLite file, through the standard library's ``sqlite3``.

Same tables, same rules as :class:`arbitre.encounter.store.Store` (which it uses for the schema:
Alembic migrations, and for the rare commands ``list``, ``delete``, ``new`` and ``import``), but
the commands run at every turn — load the log, append an action, remember the last encounter —
go straight to ``sqlite3``: importing SQLAlchemy costs more than the whole command otherwise
(see ``bench/bench_encounter.py``). A writer takes SQLite's write lock when its transaction
begins (``BEGIN IMMEDIATE``), checks the head version, inserts the action's events and commits,
or rolls back and raises :class:`~arbitre.core.errors.ConflictError`. The database runs in WAL
mode: a killed writer leaves the last committed state.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbitre.core.errors import ConflictError, NotFoundError, StorageError
from arbitre.encounter.config import HEAD_REVISION, LAST_USED, sqlite_file
from arbitre.encounter.events import ACTION, Draft, Event, dumps, number, stamp_of

if TYPE_CHECKING:
    from arbitre.encounter.store import Store


# the data columns of a load: every event whole, or `action` events as their command only
_WHOLE = "data, NULL"
_COMMAND_ONLY = "CASE WHEN type = ?1 THEN NULL ELSE data END, CASE WHEN type = ?1 THEN json_extract(data, '$.command') END"


def _stamp() -> str:
    """A timestamp as SQLAlchemy writes ``DateTime`` columns in SQLite."""
    return datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")


class SQLiteStore:
    """The repository of encounters in one SQLite file (API of :class:`~arbitre.encounter.store.Store`)."""

    def __init__(self, url: str) -> None:
        path = sqlite_file(url)
        if path is None:
            raise ValueError(f"not a SQLite file URL: {url}")
        self.url = url
        self.path = path
        self._full: Store | None = None
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(path, timeout=10, isolation_level=None)
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=10000"):
                self.conn.execute(f"PRAGMA {pragma}")
        except (sqlite3.Error, OSError) as exc:
            raise StorageError("encounter.storage_failed", url=url, detail=str(exc)) from None
        if self.current_revision() != HEAD_REVISION:
            self.full()  # creates or upgrades the schema (Alembic)

    def full(self) -> Store:
        """The SQLAlchemy store on the same file (imported on demand)."""
        if self._full is None:
            from arbitre.encounter.store import Store

            self._full = Store(self.url)
        return self._full

    def current_revision(self) -> str | None:
        try:
            row = self.conn.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.Error:
            return None
        return str(row[0]) if row is not None else None

    def _fail(self, exc: sqlite3.Error) -> StorageError:
        return StorageError("encounter.storage_failed", url=self.url, detail=str(exc).splitlines()[0][:200])

    def _encounter_id(self, name: str) -> int:
        row = self.conn.execute("SELECT id FROM encounters WHERE name = ?", (name,)).fetchone()
        if row is None:
            import difflib

            names = [r[0] for r in self.conn.execute("SELECT name FROM encounters")]
            raise NotFoundError(
                "encounter.not_found",
                name=name,
                suggestions=tuple(difflib.get_close_matches(name, names, n=3, cutoff=0.5)),
                hint="encounter.not_found_hint",
            )
        return int(row[0])

    # -- the hot path ----------------------------------------------------------------------------
    def load(self, name: str, *, after_version: int = 0) -> list[Event]:
        try:
            return self._events(name, after_version, _WHOLE)
        except sqlite3.Error as exc:
            raise self._fail(exc) from None

    def _events(self, name: str, after_version: int, columns: str) -> list[Event]:
        """The events after ``after_version``; ``columns`` give the data (``?1`` is ``action``)."""
        eid = self._encounter_id(name)
        rows = self.conn.execute(
            f"SELECT version, action, type, {columns} FROM encounter_events "  # columns: module constants
            "WHERE encounter_id = ?2 AND version > ?3 ORDER BY version",
            (ACTION, eid, after_version),
        ).fetchall()
        loads = json.loads
        return [
            Event(v, a, t, loads(d) if d is not None else {"command": command or ""})
            for v, a, t, d, command in rows
        ]

    def event_stamp(self, name: str, version: int) -> str | None:
        """What identifies event ``version`` of ``name`` (row, time written, content), or ``None``:
        an encounter snapshot taken at that event is valid while the stamp is the same."""
        try:
            row = self.conn.execute(
                "SELECT e.id, e.created_at, e.data FROM encounter_events e JOIN encounters n "
                "ON n.id = e.encounter_id WHERE n.name = ? AND e.version = ?",
                (name, version),
            ).fetchone()
        except sqlite3.Error as exc:
            raise self._fail(exc) from None
        return None if row is None else stamp_of(row[0], row[1], row[2])

    def load_for_replay(self, name: str, *, after_version: int = 0) -> list[Event]:
        """The log of ``name`` as :func:`~arbitre.encounter.state.replay` reads it: ``action``
        events keep only their ``command`` (their rolls and explained steps, three quarters of
        the log's bytes, are for ``log`` and ``export``). SQLite's JSON functions cut them before
        Python decodes them; a SQLite without them gets the full log."""
        try:
            return self._events(name, after_version, _COMMAND_ONLY)
        except sqlite3.OperationalError:
            return self.load(name, after_version=after_version)
        except sqlite3.Error as exc:
            raise self._fail(exc) from None

    def append(self, name: str, expected_version: int, action: int, drafts: Sequence[Draft]) -> list[Event]:
        events = number(drafts, after_version=expected_version, action=action)
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._fail(exc) from None
        try:
            eid = self._encounter_id(name)
            head = conn.execute(
                "SELECT MAX(version) FROM encounter_events WHERE encounter_id = ?", (eid,)
            ).fetchone()[0]
            if (head or 0) != expected_version:
                raise ConflictError(
                    "encounter.conflict",
                    name=name,
                    expected=expected_version,
                    found=head or 0,
                    hint="encounter.conflict_hint",
                )
            now = _stamp()
            conn.executemany(
                "INSERT INTO encounter_events (encounter_id, version, action, type, data, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(eid, e.version, e.action, e.type, dumps(e.data), now) for e in events],
            )
            conn.execute("COMMIT")
        except sqlite3.IntegrityError:
            conn.execute("ROLLBACK")
            raise ConflictError(
                "encounter.conflict",
                name=name,
                expected=expected_version,
                found="?",
                hint="encounter.conflict_hint",
            ) from None
        except sqlite3.Error as exc:
            conn.execute("ROLLBACK")
            raise self._fail(exc) from None
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return events

    def last_used(self) -> str | None:
        try:
            row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (LAST_USED,)).fetchone()
        except sqlite3.Error as exc:
            raise self._fail(exc) from None
        return str(row[0]) if row is not None else None

    def set_last_used(self, name: str) -> None:
        try:
            self.conn.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (LAST_USED, name),
            )
        except sqlite3.Error as exc:
            raise self._fail(exc) from None

    # -- the rest, through SQLAlchemy ------------------------------------------------------------
    def create(self, name: str, drafts: Sequence[Draft]) -> list[Event]:
        return self.full().create(name, drafts)

    def import_events(self, name: str, events: Sequence[Event], *, replace: bool = False) -> list[Event]:
        return self.full().import_events(name, events, replace=replace)

    def names(self) -> list[dict[str, Any]]:
        return self.full().names()

    def delete(self, name: str) -> None:
        self.full().delete(name)

    def close(self) -> None:
        self.conn.close()
        if self._full is not None:
            self._full.close()


__all__ = ["SQLiteStore"]
