"""The CLI never shows a traceback for bad input: message, position, hint, exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from arbitre.cli.main import run


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    out, err = capsys.readouterr()
    code = info.value.code
    return (code if isinstance(code, int) else 1), out, err


def test_roll_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["roll", "4d6kh3", "--seed", "7", "--json"], capsys)
    assert code == 0
    body = json.loads(out)
    assert set(body) >= {"expression", "total", "dice"}
    assert len(body["dice"]) == 4
    assert sum(d["value"] for d in body["dice"] if d["kept"]) == body["total"]
    assert all(set(d) >= {"sides", "value", "kept"} for d in body["dice"])


def test_roll_same_seed_same_story(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = _run(["roll", "8d6+5", "--seed", "3", "--json"], capsys)
    _, second, _ = _run(["roll", "8d6+5", "--seed", "3", "--json"], capsys)
    assert first == second


def test_odds_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["odds", "2d6", "--at-least", "10", "--json", "--fractions"], capsys)
    assert code == 0
    body = json.loads(out)
    assert body["min"] == 2 and body["max"] == 12 and body["mean"] == 7
    assert abs(sum(body["pmf"].values()) - 1) < 1e-12
    assert body["fractions"]["7"] == "1/6"
    assert abs(body["at_least"]["p"] - 1 / 6) < 1e-12


def test_odds_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["odds", "1d4"], capsys)
    assert code == 0 and "25,00 %" in out


def test_bad_expression_french_then_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["roll", "2d6+"], capsys)
    assert code == 2
    assert "Erreur" in err and "Conseil" in err and "^" in err
    assert "Traceback" not in err
    code, _, err = _run(["--lang", "en", "roll", "4d6kh9"], capsys)
    assert code == 2 and "Cannot keep" in err


def test_bad_expression_json_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["odds", "d0", "--json"], capsys)
    assert code == 2
    body = json.loads(out)
    assert body["ok"] is False and body["code"] == "dice.zero_sides" and body["hint"]


def test_usage_error_is_clear(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["nonexistent-command"], capsys)
    assert code == 2 and "arbitre --help" in err


def test_bad_var_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["roll", "nls d6", "--var", "nls"], capsys)
    assert code == 2 and "nom=entier" in err


def test_console_script_runs() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "arbitre", "roll", "1d1+1", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["total"] == 2
