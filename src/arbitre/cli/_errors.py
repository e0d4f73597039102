"""The one place where errors become exit codes (and, with ``--json``, JSON bodies on stdout)."""

from __future__ import annotations

import json
import sys
from typing import NoReturn

from arbitre.core.errors import (
    ArbitreError,
    ConflictError,
    InputError,
    NotAutomatedError,
    StorageError,
)
from arbitre.core.i18n import tr

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_INPUT = 2
EXIT_NOT_AUTOMATED = 3
EXIT_STORAGE = 4
EXIT_CONFLICT = 5


def exit_code(error: BaseException) -> int:
    """Exit code for an error (most specific class first)."""
    if isinstance(error, ConflictError):
        return EXIT_CONFLICT
    if isinstance(error, StorageError):
        return EXIT_STORAGE
    if isinstance(error, NotAutomatedError):
        return EXIT_NOT_AUTOMATED
    if isinstance(error, InputError | ArbitreError):
        return EXIT_INPUT
    return EXIT_INTERNAL


def report(error: ArbitreError, *, as_json: bool) -> NoReturn:
    """Print ``error`` for a person (stderr) or a program (JSON on stdout), then exit."""
    if as_json:
        body = {"ok": False, **error.to_dict()}
        sys.stdout.write(json.dumps(body, ensure_ascii=False) + "\n")
    else:
        from arbitre.cli._markup import LineConsole, escape

        console = LineConsole(stderr=True)
        colon = tr("punct.colon")  # « Erreur : » in French, "Error:" in English
        line = f"[bold red]{tr('error.label')}[/]{colon}{escape(error.message())}"
        caret = error.position.caret() if error.position is not None else None
        if error.position is not None and caret is None:
            line += f" ({tr('error.position', column=error.position.column)})"
        console.print(line)
        if caret is not None:
            console.print(escape(caret), style="yellow")
        if (hint := error.hint()) is not None:
            console.print(f"[cyan]{tr('error.hint')}[/]{colon}{escape(hint)}")
        if error.section:
            console.print(f"[dim]{tr('error.section')}{colon}{escape(error.section)}[/]")
    raise SystemExit(exit_code(error))
