"""Compiled caches, like Python's own ``__pycache__``: values this program computed once and
reads back instead of computing them again at every command.

Two users: the embedded content (:mod:`arbitre.content.spells`: parsing the YAML, validating it
with pydantic and reading every stat line costs ~150 ms with the imports, reading the pickle
~2 ms), and encounter snapshots (:mod:`arbitre.encounter.snapshot`: the replayed state of a long
log). A start-up budget of a few tens of milliseconds per command is what makes the CLI usable
at the table, so what can be computed once is.

Every entry is keyed by :func:`code_fingerprint` (the Python version and the size and
modification time of every module of the package), so a new version or an edited source file
(an editable install) never reads a stale entry. A cache that cannot be read or written is
skipped silently: it only saves time. ``ARBITRE_CACHE_DIR`` chooses the folder (default: the
user's cache directory from ``platformdirs``); ``ARBITRE_NO_CACHE=1`` turns caching off.

The pickles are written (mode 0600) and read by this program only, in the user's own cache
folder: the same trust as the bytecode Python keeps beside the sources.
"""

from __future__ import annotations

import copyreg
import os
import pickle
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

T = TypeVar("T")

ENV_DIR = "ARBITRE_CACHE_DIR"
ENV_OFF = "ARBITRE_NO_CACHE"
FORMAT = 1  # bump when the cache's layout changes


def read_only(mapping: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    """Rebuilds a pickled read-only mapping (the type itself has no importable name)."""
    return MappingProxyType(mapping)


def _reduce_proxy(proxy: MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return read_only, (dict(proxy),)


# read-only mappings (the model's immutable records use them) pickle as the dict they wrap
copyreg.pickle(MappingProxyType, _reduce_proxy)


def enabled() -> bool:
    return not os.environ.get(ENV_OFF)


def cache_dir() -> Path:
    chosen = os.environ.get(ENV_DIR)
    if chosen:
        return Path(chosen)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("arbitre", appauthor=False))


@cache
def code_fingerprint() -> str:
    """What every cached value depends on besides its own input: this package's sources."""
    import arbitre

    root = Path(arbitre.__file__).parent
    parts = [f"{FORMAT}:{sys.version}"]
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                stat = os.stat(os.path.join(folder, name))
                parts.append(f"{folder}/{name}:{stat.st_size}:{stat.st_mtime_ns}")
    return checksum("\n".join(parts))


def checksum(text: str) -> str:
    """A 64-bit checksum of ``text`` as 16 hex digits (CRC-32 and Adler-32 from zlib). Keys of a
    cache, not security: ``hashlib`` would add ~3 ms of imports (OpenSSL) to every command, and a
    collision between two versions of the code or content is one in 2**64."""
    data = text.encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def digest(*parts: str) -> str:
    """A short file-name-safe hash of ``parts`` and the code's fingerprint."""
    return checksum("\0".join((code_fingerprint(), *parts)))


def read(path: Path) -> Any:
    """The value pickled at ``path``, or ``None`` (missing, truncated, foreign, or caching off)."""
    if not enabled():
        return None
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)
    except Exception:  # a missing, truncated or foreign file is only a cache miss
        return None


def write(path: Path, value: Any, *, replaces: str | None = None) -> None:
    """Pickle ``value`` at ``path`` atomically; remove the other ``replaces*.pickle`` entries
    (older versions of the same thing). Failures are ignored."""
    if not enabled():
        return
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)  # readers see the whole file or none
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        if replaces is not None:
            for old in path.parent.glob(f"{replaces}*.pickle"):
                if old != path:
                    old.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass


def cached(kind: str, source: str, build: Callable[[], T]) -> T:
    """``build()``, or the value it returned for the same ``source`` text and code before."""
    if not enabled():
        return build()
    path = cache_dir() / f"{kind}-{digest(source)}.pickle"
    found = read(path)
    if found is not None:
        value: T = found
        return value
    value = build()
    write(path, value, replaces=f"{kind}-")
    return value


__all__ = [
    "ENV_DIR",
    "ENV_OFF",
    "cache_dir",
    "cached",
    "checksum",
    "code_fingerprint",
    "digest",
    "enabled",
    "read",
    "write",
]
