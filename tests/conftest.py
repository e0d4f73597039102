"""Shared fixtures. ``shared_data`` points at ``../shared/data`` and skips when it is absent
(a user's clone has no ``shared/``); the project's own fixtures live under ``tests/``."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbitre.core.i18n import set_lang

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
SEEDS = REPO.parent / "shared" / "seeds"


@pytest.fixture
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.skip("../shared/data is absent (only the project's own fixtures run)")
    return SHARED_DATA


@pytest.fixture(autouse=True, scope="session")
def _own_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The compiled content cache of the test run (and of the CLI it starts) stays in a temporary
    folder, never the user's."""
    import os

    from arbitre.core.cache import ENV_DIR

    os.environ[ENV_DIR] = str(tmp_path_factory.mktemp("cache"))


@pytest.fixture(autouse=True)
def _french_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in the default language, whatever the environment says."""
    monkeypatch.delenv("ARBITRE_LANG", raising=False)
    set_lang(None)
