"""Option and argument help in the user's language: French by default, English with ``--lang en``
or ``ARBITRE_LANG=en``.

The help texts are chosen by :func:`arbitre.cli._common.bi` when a command module is imported
(or its signature read), after ``--lang`` is applied; a process that already imported a module
keeps its first language for module-level aliases, so each case runs in a fresh subprocess.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

CLI_DIR = Path(__file__).resolve().parents[2] / "src" / "arbitre" / "cli"
COMMAND_MODULES = ("area", "creatures", "damage", "demo", "dice", "encounter", "main", "resolve", "spells")
# help texts deliberately not passed through ``bi``: (module, option's first name) → why
NOT_TRANSLATED = {
    ("dice", "--at-least"): "« P(total ≥ K). » is the same in both languages",
    ("main", "--lang"): "shown in both languages at once, so anyone can find how to switch",
}


def _help(args: list[str], *, env_lang: str | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if k != "ARBITRE_LANG"}
    # wide and plain, so rich neither wraps a phrase across lines nor colours it
    env.update(COLUMNS="250", NO_COLOR="1", TERM="dumb")
    if env_lang is not None:
        env["ARBITRE_LANG"] = env_lang
    proc = subprocess.run(
        [sys.executable, "-m", "arbitre", *args, "--help"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize(
    ("command", "english", "french"),
    [
        (["area"], "Radius: 6m, 20ft or 4sq (squares).", "Rayon : 6m, 20ft ou 4c (cases)."),
        (["area"], "Caster level (CL), for --range", "Niveau de lanceur de sorts, pour --range"),
        (["encounter", "act"], "Who acts (id or name).", "Qui agit (id ou nom)."),
        (["encounter", "act"], "Seed for this action.", "Graine de cette action."),
        # a module-level alias (``JsonOpt``), evaluated when the module is imported
        (["encounter", "act"], "JSON output.", "Sortie JSON."),
        (["roll"], "Seed to replay the same roll.", "Graine pour rejouer le même jet."),
    ],
)
def test_option_help_follows_the_language(command: list[str], english: str, french: str) -> None:
    by_option = _help(["--lang", "en", *command])
    by_env = _help(command, env_lang="en")
    default = _help(command)
    for text in (by_option, by_env):
        assert english in text
        assert french not in text
    assert french in default
    assert english not in default


def test_lang_option_wins_over_the_environment() -> None:
    text = _help(["--lang", "fr", "area"], env_lang="en")
    assert "Rayon : 6m, 20ft ou 4c (cases)." in text


def test_lang_option_help_is_readable_in_both_languages() -> None:
    text = _help([])
    assert "Langue des messages" in text
    assert "Message language" in text


def _help_values(module: str) -> list[tuple[str, ast.expr]]:
    """``(first option name or "argument", help expression)`` of each typer.Option/Argument."""
    tree = ast.parse((CLI_DIR / f"{module}.py").read_text(encoding="utf-8"))
    found: list[tuple[str, ast.expr]] = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("Option", "Argument")
        ):
            continue
        names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        first = next((n for n in names if n.startswith("--")), names[0] if names else "argument")
        found.extend((first, kw.value) for kw in node.keywords if kw.arg == "help")
    return found


@pytest.mark.parametrize("module", COMMAND_MODULES)
def test_every_option_help_is_given_in_both_languages(module: str) -> None:
    """Static check: each ``help=`` is ``bi("français", "English")`` with two different texts,
    except the few listed in :data:`NOT_TRANSLATED`."""
    helps = _help_values(module)
    for name, value in helps:
        if (module, name) in NOT_TRANSLATED:
            continue
        where = f"{module}.py {name} (line {value.lineno})"
        assert isinstance(value, ast.Call) and isinstance(value.func, ast.Name), where
        assert value.func.id == "bi", where
        fr, en = value.args
        assert isinstance(fr, ast.Constant) and isinstance(en, ast.Constant), where
        assert isinstance(fr.value, str) and isinstance(en.value, str), where
        assert fr.value != en.value, where
        assert " — " not in fr.value and " — " not in en.value, f"{where}: one language per text"
