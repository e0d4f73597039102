"""Fixtures of the encounter tests: a database URL per backend (SQLite always; PostgreSQL when
``ARBITRE_TEST_POSTGRES_URL`` is set, e.g. by ``.ci/postgres.sh``), and an in-process CLI runner."""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from arbitre.cli.main import run

PG_ENV = "ARBITRE_TEST_POSTGRES_URL"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'encounters.sqlite3'}"


BACKENDS = ["sqlite", "sqlite-sqlalchemy", "postgres"]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """``(kind, url)``: each persistence test runs on the SQLite store (standard library), on
    SQLite through SQLAlchemy, and, when configured, on PostgreSQL."""
    if request.param.startswith("sqlite"):
        return request.param, f"sqlite:///{tmp_path / 'encounters.sqlite3'}"
    url = os.environ.get(PG_ENV)
    if not url:
        pytest.skip(f"{PG_ENV} is not set (run .ci/postgres.sh)")
    return request.param, url


@pytest.fixture
def unique() -> str:
    """A fresh encounter name (PostgreSQL databases are shared between tests)."""
    return f"t-{uuid.uuid4().hex[:10]}"


CliRunner = Callable[..., Any]


@pytest.fixture
def cli(sqlite_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> CliRunner:
    """``cli("encounter", "show", "--json")`` → parsed JSON (``raw=True``: ``(code, out, err)``)."""
    monkeypatch.setenv("ARBITRE_DATABASE_URL", sqlite_url)

    def call(*args: str, raw: bool = False, stdin: str | None = None) -> Any:
        if stdin is not None:
            import io

            monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        with pytest.raises(SystemExit) as info:
            run(list(args))
        out, err = capsys.readouterr()
        code = int(info.value.code or 0)
        if raw:
            return code, out, err
        assert code == 0, err + out
        return json.loads(out) if "--json" in args else out

    return call
