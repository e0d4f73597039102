"""Helpers shared by the command modules: JSON output, ``--var`` parsing, reading input files,
option help in the user's language."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from arbitre.core.errors import InputError
from arbitre.core.i18n import current_lang


def bi(fr: str, en: str) -> str:
    """The help text of an option or argument in the language in force: ``fr`` or ``en``.

    Why it works: :func:`arbitre.cli.main.run` applies ``--lang`` (and
    :func:`~arbitre.core.i18n.current_lang` reads ``ARBITRE_LANG``) *before* ``register()``
    imports the module of the command invoked, and typer reads the ``help`` only after that:
    an alias written at module level (``JsonOption = Annotated[…, typer.Option(help=bi(…))]``)
    is evaluated when the module is imported, an option written in a command's signature when
    typer reads the signature (the modules use ``from __future__ import annotations``).

    Limit: in one process that already imported a command module (tests calling ``run`` several
    times, a long-lived host), module-level aliases keep the language of that first import, so
    a help page may mix languages; run ``arbitre … --help`` in a fresh process for the other one.
    It is a plain comparison, no catalogue and no import: start-up time matters.
    """
    return en if current_lang() == "en" else fr


def print_json(payload: Any) -> None:
    """One JSON document on stdout (UTF-8, French accents kept)."""
    sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")


def parse_vars(items: list[str] | None) -> dict[str, int]:
    """``["nls=10", "mod_for=3"]`` → ``{"nls": 10, "mod_for": 3}`` with a clear error otherwise."""
    out: dict[str, int] = {}
    for item in items or []:
        for part in item.split(","):
            name, sep, value = part.partition("=")
            name, value = name.strip(), value.strip()
            try:
                if not sep or not name:
                    raise ValueError
                out[name] = int(value)
            except ValueError:
                raise InputError("dice.bad_variable_option", text=part) from None
    return out


def read_text(path: str | None) -> str:
    """The text of ``path``, or of standard input when ``path`` is ``-`` or absent."""
    if path is None or path == "-":
        return sys.stdin.read()
    p = Path(path)
    if not p.is_file():
        raise InputError("error.file_not_found", path=path)
    try:
        return p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError("error.file_unreadable", path=path, reason=str(exc)) from None


def console(*, stderr: bool = False) -> Any:
    """A console for markup lines and rich objects: lines are written without importing rich
    (:mod:`arbitre.cli._markup`, start-up time matters for a CLI), tables and panels go to rich."""
    from arbitre.cli._markup import LineConsole

    return LineConsole(stderr=stderr)
