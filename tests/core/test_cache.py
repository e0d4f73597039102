"""The compiled cache (``core/cache.py``): same values as a fresh load, rebuilt when
the text or the code changes, harmless when broken or unwritable."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from arbitre.core import cache as _cache
from arbitre.core.cache import ENV_DIR, ENV_OFF, cached


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    monkeypatch.delenv(ENV_OFF, raising=False)
    return tmp_path


def counting(value: object) -> tuple[list[int], object]:
    calls: list[int] = []

    def build() -> object:
        calls.append(1)
        return value

    return calls, build


def test_second_load_reads_the_pickle(cache_dir: Path) -> None:
    calls, build = counting({"a": (1, 2)})
    assert cached("kind", "text", build) == {"a": (1, 2)}  # type: ignore[arg-type]
    assert cached("kind", "text", build) == {"a": (1, 2)}  # type: ignore[arg-type]
    assert len(calls) == 1
    assert len(list(cache_dir.glob("kind-*.pickle"))) == 1


def test_new_text_rebuilds_and_replaces_the_old_entry(cache_dir: Path) -> None:
    calls, build = counting([1])
    cached("kind", "one", build)  # type: ignore[arg-type]
    cached("kind", "two", build)  # type: ignore[arg-type]
    assert len(calls) == 2
    assert len(list(cache_dir.glob("kind-*.pickle"))) == 1


def test_a_changed_source_file_changes_the_key(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls, build = counting("v")
    cached("kind", "text", build)  # type: ignore[arg-type]
    _cache.code_fingerprint.cache_clear()
    monkeypatch.setattr(_cache, "code_fingerprint", lambda: "another version of the code")
    cached("kind", "text", build)  # type: ignore[arg-type]
    assert len(calls) == 2


def test_a_broken_file_is_rebuilt(cache_dir: Path) -> None:
    calls, build = counting("v")
    cached("kind", "text", build)  # type: ignore[arg-type]
    (entry,) = cache_dir.glob("kind-*.pickle")
    entry.write_bytes(b"\x80\x05 not a whole pickle")
    assert cached("kind", "text", build) == "v"  # type: ignore[arg-type]
    assert len(calls) == 2


def test_off_and_unwritable(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls, build = counting("v")
    monkeypatch.setenv(ENV_OFF, "1")
    assert cached("kind", "text", build) == "v"  # type: ignore[arg-type]
    assert not list(cache_dir.iterdir())
    monkeypatch.delenv(ENV_OFF)
    blocker = cache_dir / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(ENV_DIR, str(blocker / "cache"))
    assert cached("kind", "text", build) == "v"  # type: ignore[arg-type]
    assert len(calls) == 2


def test_embedded_spells_from_the_cache_equal_a_fresh_load(cache_dir: Path) -> None:
    """What the cache gives is exactly what validating and parsing the YAML gives."""
    from arbitre.content import spells

    for ruleset, name in spells.DATA_FILES.items():
        text = (resources.files("arbitre") / "content" / "data" / name).read_text(encoding="utf-8")
        fresh = spells.load_spells(text, source=name)
        spells.reset_caches()
        first = spells.all_spells(ruleset)  # builds and writes
        spells.reset_caches()
        second = spells.all_spells(ruleset)  # reads the pickle
        assert first == fresh
        assert second == fresh
    assert len(list(cache_dir.glob("spells-*.pickle"))) == len(spells.DATA_FILES)


def test_read_only_mappings_survive_the_round_trip(cache_dir: Path) -> None:
    """Creatures hold ``MappingProxyType`` values; the cache pickles them as their dict."""
    from arbitre.content.creatures import find_creature

    troll = find_creature("troll")
    assert cached("creature", json.dumps(troll.id), lambda: troll) == troll
    assert cached("creature", json.dumps(troll.id), lambda: None) == troll
