"""Which database holds the encounters, and how to open it (no SQLAlchemy import here).

``ARBITRE_DATABASE_URL`` when set, else a SQLite file in the user's data directory
(``platformdirs``: ``$XDG_DATA_HOME/arbitre/encounters.sqlite3``, by default
``~/.local/share/arbitre/encounters.sqlite3`` on Linux). :func:`open_store` returns the fast
standard-library store for SQLite files (:mod:`arbitre.encounter.sqlite`) and the SQLAlchemy store
(:mod:`arbitre.encounter.store`) for anything else, e.g. PostgreSQL.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbitre.encounter.sqlite import SQLiteStore
    from arbitre.encounter.store import Store

ENV_URL = "ARBITRE_DATABASE_URL"
HEAD_REVISION = "0001_initial"  # the newest migration in migrations/versions (checked by a test)
LAST_USED = "last_encounter"


def default_sqlite_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("arbitre", appauthor=False)) / "encounters.sqlite3"


def database_url(url: str | None = None) -> str:
    """``url``, else ``$ARBITRE_DATABASE_URL``, else the SQLite file in the user's data directory."""
    chosen = url or os.environ.get(ENV_URL)
    if chosen:
        return chosen
    return f"sqlite:///{default_sqlite_path()}"


def sqlite_file(url: str) -> str | None:
    """The file of a plain ``sqlite:///PATH`` URL (``None`` for other URLs, memory, options)."""
    for prefix in ("sqlite:///", "sqlite+pysqlite:///"):
        if url.startswith(prefix):
            path = url[len(prefix) :]
            if path and path != ":memory:" and "?" not in path:
                return path
    return None


def open_store(url: str | None = None) -> Store | SQLiteStore:
    """The store for ``url`` (see :func:`database_url`)."""
    chosen = database_url(url)
    if sqlite_file(chosen) is not None:
        from arbitre.encounter.sqlite import SQLiteStore

        return SQLiteStore(chosen)
    from arbitre.encounter.store import Store

    return Store(chosen)


__all__ = [
    "ENV_URL",
    "HEAD_REVISION",
    "LAST_USED",
    "database_url",
    "default_sqlite_path",
    "open_store",
    "sqlite_file",
]
