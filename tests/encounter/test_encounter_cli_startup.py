"""What the start-up work of ``arbitre encounter`` must not change: only the invoked subcommand
is built, yet help, aliases and errors behave as when everything is built; text actions with bad
numbers are clear input errors."""

from __future__ import annotations

from typing import Any

from arbitre.cli import encounter as encounter_cli
from arbitre.cli.main import _positionals


def test_positional_words_skip_options() -> None:
    assert _positionals(["--lang", "en", "encounter", "-e", "x", "act", "a", "b"]) == ["encounter", "x"]
    assert _positionals(["encounter", "act", "-e", "x", "a"]) == ["encounter", "act"]
    assert _positionals(["--json"]) == []


def test_one_subcommand_then_the_whole_group(cli: Any) -> None:
    """In one process (tests, embedding), commands registered for one call stay; a later call
    for another subcommand or for help adds what it needs."""
    cli("rencontre", "nouvelle", "r1")
    code, out, _ = cli("encounter", "--help", raw=True)
    assert code == 0
    for english, _french, _function in encounter_cli.COMMANDS:
        assert english in out
    code, out, _ = cli("encounter", "act", "--help", raw=True)
    assert code == 0 and "--roll" in out
    code, out, err = cli("encounter", "bogus", raw=True)
    assert code == 2 and "bogus" in out + err


def test_encounter_text_actions_report_bad_numbers(cli: Any) -> None:
    """``crit 1`` or ``nls 0`` used to escape as an internal error; now exit code 2 and a sentence."""
    cli("encounter", "new", "b")
    cli("encounter", "add", "goblin", "--as", "g")
    cli("encounter", "add", "ogre", "--as", "o")
    code, out, err = cli("encounter", "act", "o", "frappe g +8 1d8+3 tranchant crit 1", raw=True)
    assert code == 2
    assert "strike.threat" in err + out
    code, out, err = cli("--lang", "en", "encounter", "act", "o", "cast fireball on g cl 0", raw=True)
    assert code == 2
    assert "caster_level" in err + out and "outside 1 to 40" in err + out
