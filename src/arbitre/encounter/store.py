"""Where encounters live: an append-only event table behind SQLAlchemy 2 (SQLite or PostgreSQL).

* The database is ``ARBITRE_DATABASE_URL`` when set, else a SQLite file in the user's data
  directory (``platformdirs``: ``~/.local/share/arbitre/encounters.sqlite3`` on Linux, following
  ``XDG_DATA_HOME``). :func:`database_url` decides; ``Store(url)`` takes any SQLAlchemy URL.
* The schema is managed by Alembic (``arbitre/encounter/migrations``), upgraded automatically
  when a store is opened; when the database is already at the head revision Alembic is not even
  imported (start-up time matters for the CLI).
* Each command appends its events in ONE transaction; a process killed in the middle leaves the
  log as it was. Events carry a version, unique per encounter: two writers that read the same
  version race to insert the next one, the database keeps one, the other gets
  :class:`~arbitre.core.errors.ConflictError` and nothing of its action is written.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    text,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from arbitre.core.errors import ConflictError, NotFoundError, StorageError
from arbitre.encounter.config import ENV_URL, HEAD_REVISION, LAST_USED, database_url
from arbitre.encounter.events import Draft, Event, dumps, number, stamp_of


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    pass


class EncounterRow(Base):
    __tablename__ = "encounters"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(200), unique=True, nullable=False)
    created_at: Mapped[datetime] = mapped_column(nullable=False)


class EventRow(Base):
    """One event; ``(encounter_id, version)`` is unique: the optimistic concurrency check."""

    __tablename__ = "encounter_events"
    __table_args__ = (UniqueConstraint("encounter_id", "version", name="uq_encounter_events_version"),)

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    encounter_id: Mapped[int] = mapped_column(
        ForeignKey("encounters.id", ondelete="CASCADE"), nullable=False, index=True
    )
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    action: Mapped[int] = mapped_column(Integer, nullable=False)
    type: Mapped[str] = mapped_column(String(40), nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[datetime] = mapped_column(nullable=False)


class SettingRow(Base):
    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[str] = mapped_column(Text, nullable=False)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None  # SQLAlchemy emits BEGIN itself (see _sqlite_begin)
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")  # readers never block the writer; crash-safe
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def _sqlite_begin(conn: Any) -> None:
    """Writers take SQLite's write lock when their transaction begins (``BEGIN IMMEDIATE``), so
    the version they read is still the head when they insert; readers begin normally."""
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("writer") else "BEGIN")


class Store:
    """The repository of encounters. Open it once per process; it migrates the schema itself."""

    def __init__(self, url: str | None = None, *, migrate: bool = True) -> None:
        self.url = database_url(url)
        try:
            self.engine: Engine = self._engine(self.url)
            if migrate:
                self.migrate()
        except SQLAlchemyError as exc:
            raise StorageError("encounter.storage_failed", url=_safe(self.url), detail=_detail(exc)) from None

    @staticmethod
    def _engine(url: str) -> Engine:
        if url.startswith("sqlite"):
            path = url.split(":///", 1)[1] if ":///" in url else ""
            if path and path != ":memory:":
                try:
                    Path(path).parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise StorageError("encounter.storage_failed", url=url, detail=str(exc)) from None
            engine = create_engine(url, connect_args={"timeout": 10})
            event.listen(engine, "connect", _sqlite_pragmas)
            event.listen(engine, "begin", _sqlite_begin)
            return engine
        if url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
        return create_engine(url, pool_pre_ping=True)

    # -- schema ------------------------------------------------------------------------------
    def current_revision(self) -> str | None:
        with self.engine.connect() as conn:
            try:
                row = conn.execute(text("SELECT version_num FROM alembic_version")).first()
            except (OperationalError, SQLAlchemyError):
                return None
            return str(row[0]) if row is not None else None

    def migrate(self) -> None:
        """Bring the schema to the newest revision (Alembic), unless it already is."""
        if self.current_revision() == HEAD_REVISION:
            return
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
        with self.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.upgrade(config, "head")

    # -- transactions --------------------------------------------------------------------------
    @contextmanager
    def _session(self, *, writer: bool = False) -> Iterator[Session]:
        bind = self.engine.execution_options(writer=True) if writer else self.engine
        session = Session(bind, expire_on_commit=False)
        try:
            with session.begin():
                yield session
        except IntegrityError:
            raise
        except SQLAlchemyError as exc:
            raise StorageError("encounter.storage_failed", url=_safe(self.url), detail=_detail(exc)) from None
        finally:
            session.close()

    def _encounter_id(self, session: Session, name: str) -> int:
        found = session.execute(select(EncounterRow.id).where(EncounterRow.name == name)).scalar()
        if found is None:
            names = list(session.execute(select(EncounterRow.name)).scalars())
            import difflib

            raise NotFoundError(
                "encounter.not_found",
                name=name,
                suggestions=tuple(difflib.get_close_matches(name, names, n=3, cutoff=0.5)),
                hint="encounter.not_found_hint",
            )
        return int(found)

    # -- API -----------------------------------------------------------------------------------
    def create(self, name: str, drafts: Sequence[Draft]) -> list[Event]:
        """A new encounter whose log starts with ``drafts`` (action 1)."""
        return self.import_events(name, number(drafts, after_version=0, action=1))

    def import_events(self, name: str, events: Sequence[Event], *, replace: bool = False) -> list[Event]:
        """A new encounter holding exactly ``events`` (the import side of export)."""
        try:
            with self._session(writer=True) as session:
                existing = session.execute(select(EncounterRow).where(EncounterRow.name == name)).scalar()
                if existing is not None:
                    if not replace:
                        raise ConflictError("encounter.exists", name=name, hint="encounter.exists_hint")
                    session.execute(delete(EventRow).where(EventRow.encounter_id == existing.id))
                    session.delete(existing)
                    session.flush()
                row = EncounterRow(name=name, created_at=_now())
                session.add(row)
                session.flush()
                self._insert(session, row.id, events)
        except IntegrityError:
            raise ConflictError("encounter.exists", name=name, hint="encounter.exists_hint") from None
        self.set_last_used(name)
        return list(events)

    def _insert(self, session: Session, encounter_id: int, events: Sequence[Event]) -> None:
        now = _now()
        session.execute(
            insert(EventRow),
            [
                {
                    "encounter_id": encounter_id,
                    "version": e.version,
                    "action": e.action,
                    "type": e.type,
                    "data": dumps(e.data),
                    "created_at": now,
                }
                for e in events
            ],
        )

    def load(self, name: str, *, after_version: int = 0) -> list[Event]:
        """The log of ``name`` in order (from ``after_version`` on)."""
        with self._session() as session:
            eid = self._encounter_id(session, name)
            rows = session.execute(
                select(EventRow.version, EventRow.action, EventRow.type, EventRow.data)
                .where(EventRow.encounter_id == eid, EventRow.version > after_version)
                .order_by(EventRow.version)
            ).all()
        loads = json.loads
        return [Event(v, a, t, loads(d)) for v, a, t, d in rows]

    def load_for_replay(self, name: str, *, after_version: int = 0) -> list[Event]:
        """The log as :func:`~arbitre.encounter.state.replay` reads it (here: the whole log)."""
        return self.load(name, after_version=after_version)

    def event_stamp(self, name: str, version: int) -> str | None:
        """What identifies event ``version`` of ``name`` (row, time written, content), or ``None``."""
        with self._session() as session:
            row = session.execute(
                select(EventRow.id, EventRow.created_at, EventRow.data)
                .join(EncounterRow, EncounterRow.id == EventRow.encounter_id)
                .where(EncounterRow.name == name, EventRow.version == version)
            ).first()
        return None if row is None else stamp_of(row[0], row[1], row[2])

    def append(self, name: str, expected_version: int, action: int, drafts: Sequence[Draft]) -> list[Event]:
        """Append ``drafts`` as ``action`` right after ``expected_version``, all or nothing.

        Raises :class:`ConflictError` when another writer appended first."""
        events = number(drafts, after_version=expected_version, action=action)
        try:
            with self._session(writer=True) as session:
                eid = self._encounter_id(session, name)
                head = session.execute(
                    select(func.max(EventRow.version)).where(EventRow.encounter_id == eid)
                ).scalar()
                if (head or 0) != expected_version:
                    raise ConflictError(
                        "encounter.conflict",
                        name=name,
                        expected=expected_version,
                        found=head or 0,
                        hint="encounter.conflict_hint",
                    )
                self._insert(session, eid, events)
        except IntegrityError:
            raise ConflictError(
                "encounter.conflict",
                name=name,
                expected=expected_version,
                found="?",
                hint="encounter.conflict_hint",
            ) from None
        return events

    def names(self) -> list[dict[str, Any]]:
        """Every encounter: name, events, creation time (newest last)."""
        with self._session() as session:
            rows = session.execute(
                select(
                    EncounterRow.name,
                    EncounterRow.created_at,
                    func.count(EventRow.id),
                    func.max(EventRow.created_at),
                )
                .join(EventRow, EventRow.encounter_id == EncounterRow.id, isouter=True)
                .group_by(EncounterRow.id, EncounterRow.name, EncounterRow.created_at)
                .order_by(EncounterRow.created_at, EncounterRow.name)
            ).all()
        return [
            {
                "name": n,
                "events": int(count),
                "created": created.isoformat(timespec="seconds"),
                "updated": (updated or created).isoformat(timespec="seconds"),
            }
            for n, created, count, updated in rows
        ]

    def delete(self, name: str) -> None:
        with self._session(writer=True) as session:
            eid = self._encounter_id(session, name)
            session.execute(delete(EventRow).where(EventRow.encounter_id == eid))
            session.execute(delete(EncounterRow).where(EncounterRow.id == eid))
            if self._get(session, LAST_USED) == name:
                session.execute(delete(SettingRow).where(SettingRow.key == LAST_USED))

    # -- settings --------------------------------------------------------------------------------
    def _get(self, session: Session, key: str) -> str | None:
        row = session.get(SettingRow, key)
        return row.value if row is not None else None

    def _set(self, session: Session, key: str, value: str) -> None:
        row = session.get(SettingRow, key)
        if row is None:
            session.add(SettingRow(key=key, value=value))
        elif row.value != value:
            row.value = value

    def last_used(self) -> str | None:
        with self._session() as session:
            return self._get(session, LAST_USED)

    def set_last_used(self, name: str) -> None:
        """Remember ``name`` as the encounter commands use by default (best effort)."""
        try:
            with self._session(writer=True) as session:
                self._set(session, LAST_USED, name)
        except IntegrityError:  # another process set it at the same moment
            pass

    def close(self) -> None:
        self.engine.dispose()


def _safe(url: str) -> str:
    """The URL without its password."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        creds, host = rest.rsplit("@", 1)
        user = creds.split(":", 1)[0]
        return f"{scheme}://{user}:***@{host}"
    return url


def _detail(exc: BaseException) -> str:
    return str(getattr(exc, "orig", None) or exc).strip().splitlines()[0][:200]


__all__ = [
    "ENV_URL",
    "HEAD_REVISION",
    "Base",
    "EncounterRow",
    "EventRow",
    "SettingRow",
    "Store",
    "database_url",
]
