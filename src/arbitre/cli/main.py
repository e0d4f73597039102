"""The ``arbitre`` command: a typer application assembled from one module per command group.

Each module in :data:`COMMAND_MODULES` exposes ``register(app, parse_app)``; a module not written
yet is skipped. Errors are turned into exit codes by :mod:`arbitre.cli._errors` only.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from typing import Annotated

import click
import typer

from arbitre.cli._errors import EXIT_INPUT, EXIT_INTERNAL, report
from arbitre.core.errors import ArbitreError, InputError
from arbitre.core.i18n import parse_lang, set_lang, tr

# module → the top-level commands it registers (``parse`` subcommands come from several modules)
COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "dice": ("roll", "odds"),
    "damage": ("damage", "parse"),
    "spells": ("spell", "parse"),
    "area": ("area",),
    "creatures": ("creature", "parse"),
    "resolve": ("resolve", "simulate"),
    "demo": ("demo",),
    "encounter": ("encounter", "rencontre"),
}

app = typer.Typer(
    name="arbitre",
    help="Arbitre de règles d20 (PF1, D&D 3.5, PF2) : jets, probabilités exactes, dégâts, sorts. "
    "— d20 rules referee: rolls, exact odds, damage, spells.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)
parse_app = typer.Typer(
    help="Lire des lignes de statistiques (défenses, sorts, créatures). — Read stat lines.",
    no_args_is_help=True,
)
app.add_typer(parse_app, name="parse")


@app.callback()
def _main(
    lang: Annotated[
        str | None,
        # both languages at once: whoever does not read the default language must find how to switch
        typer.Option(
            "--lang",
            help="Langue des messages : fr (défaut) ou en. Aussi ARBITRE_LANG. "
            "— Message language: fr (default) or en. Also ARBITRE_LANG.",
        ),
    ] = None,
) -> None:
    if lang is not None:
        chosen = parse_lang(lang)
        if chosen is None:
            raise InputError("error.bad_option", option="--lang", value=lang, expected="fr, en")
        set_lang(chosen)


_registered: set[str] = set()


def register(command: str | None = None, words: Sequence[str] = ()) -> typer.Typer:
    """Register the modules that provide ``command`` (all of them when ``None`` or unknown) and
    return the app. Typer builds every registered command's parser on each run, so a command line
    only pays for its own module: start-up time matters for a CLI used at the table.

    A module with many subcommands may define ``register_for(app, parse_app, words)``: it gets
    the command line's first positional ``words`` and may build only what they name."""
    wanted = [m for m, names in COMMAND_MODULES.items() if command in names] or list(COMMAND_MODULES)
    for name in wanted:
        module_name = f"arbitre.cli.{name}"
        if name in _registered and not hasattr(sys.modules.get(module_name), "register_for"):
            continue
        _registered.add(name)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue
            raise
        partial = getattr(module, "register_for", None)
        if partial is not None:
            partial(app, parse_app, words if command in COMMAND_MODULES[name] else ())
        else:
            module.register(app, parse_app)
    return app


def _positionals(args: list[str], count: int = 2) -> list[str]:
    """The first ``count`` words of the command line that are not options (``--lang`` takes a value)."""
    found: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg == "--lang":
            skip = True
            continue
        if arg.startswith("-"):
            continue
        found.append(arg)
        if len(found) == count:
            break
    return found


def _early_lang(argv: list[str]) -> None:
    """Apply ``--lang`` before click parses, so usage errors are in the right language too."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            set_lang(parse_lang(argv[i + 1]))
        elif arg.startswith("--lang="):
            set_lang(parse_lang(arg.split("=", 1)[1]))


def _usage_error(exc: Exception) -> InputError:
    """Click's usage errors as arbitre errors: known kinds get a translated sentence."""
    kind = type(exc).__name__
    detail = (exc.format_message() if hasattr(exc, "format_message") else str(exc)).rstrip(".")
    if kind == "NoSuchOption":
        possible = ", ".join(getattr(exc, "possibilities", None) or ()) or "—"
        return InputError(
            "cli.no_such_option",
            option=getattr(exc, "option_name", "?"),
            possible=possible,
            hint="cli.hint_help",
        )
    if kind == "MissingParameter":
        param = getattr(exc, "param", None)
        name = getattr(param, "human_readable_name", None) or getattr(param, "name", None) or "?"
        return InputError("cli.missing_parameter", name=str(name).upper(), hint="cli.hint_help")
    if kind == "BadParameter":
        return InputError("cli.bad_parameter", detail=detail, hint="cli.hint_help")
    if detail.startswith("No such command"):
        name = detail.split("'")[1] if "'" in detail else detail
        return InputError("cli.no_such_command", name=name, hint="cli.hint_help")
    return InputError("cli.usage", detail=detail)


def run(argv: list[str] | None = None) -> None:
    """Entry point of the console script: never a traceback for bad input."""
    args = list(sys.argv[1:] if argv is None else argv)
    # numpy's OpenBLAS starts one thread per core when imported, ~5–10 ms of a command (more on
    # big machines); arbitre uses no BLAS routine (element-wise arrays, convolutions), so one is
    # enough — unless the user chose otherwise
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    as_json = "--json" in args
    _early_lang(args)
    words = _positionals(args)
    register(words[0] if words else None, words)
    try:
        # with standalone_mode=False, a command's typer.Exit(code) comes back as a return value
        returned = app(args=args, prog_name="arbitre", standalone_mode=False)
        if isinstance(returned, int) and returned:
            raise SystemExit(returned)
    except ArbitreError as error:
        report(error, as_json=as_json)
    except click.exceptions.Abort:
        raise SystemExit(130) from None
    except click.exceptions.Exit as exc:
        raise SystemExit(exc.exit_code) from None
    except click.exceptions.ClickException as exc:
        # usage errors from click (unknown option, missing argument…), in the user's language
        report(_usage_error(exc), as_json=as_json)
    except (KeyboardInterrupt, BrokenPipeError):
        raise SystemExit(130) from None
    except Exception as exc:  # a bug: say so plainly, keep the exit code distinct
        sys.stderr.write(tr("error.internal", detail=f"{type(exc).__name__}: {exc}") + "\n")
        raise SystemExit(EXIT_INTERNAL) from exc
    raise SystemExit(0)


__all__ = ["EXIT_INPUT", "app", "register", "run"]
