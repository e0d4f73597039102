"""``arbitre parse creature``, ``arbitre creature show`` and ``arbitre creature list``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbitre.cli.main import run

FIXTURES = Path(__file__).parent / "fixtures"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    out, err = capsys.readouterr()
    return int(info.value.code or 0), out, err


def test_parse_creature_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["parse", "creature", str(FIXTURES / "trolls.txt"), "--json"], capsys)
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 2
    for body in records:
        assert body["ok"] is True and body["name"] == "Troll"
        assert body["hp"] == 63 and body["hd"] == "6d8+36"
        assert body["ac"]["total"] == 16 and body["ac"]["touch"] == 11 and body["ac"]["flat_footed"] == 14
        assert body["saves"] == {"fortitude": 11, "reflex": 4, "will": 3}
        assert isinstance(body["special"], list) and isinstance(body["unparsed"], list)
        assert all(s["kind"] in {"ext", "sp", "su", None} for s in body["special"])
    assert records[1]["defenses"]["spell_resistance"] == 18


def test_parse_creature_stdin_with_a_bad_block(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("n'importe quoi\n\nBestiole\npv 5 (1d8+1)\n"))
    code, out, _ = _run(["parse", "creature", "-", "--json"], capsys)
    assert code == 0
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["ok"] is False and isinstance(first["error"], str)
    assert second["ok"] is True and second["hp"] == 5 and second["ac"] is None


def test_parse_creature_human(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["parse", "creature", str(FIXTURES / "trolls.txt")], capsys)
    assert code == 0
    assert "Troll" in out and "pris au dépourvu" in out


def test_show_json_same_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["creature", "show", "Âme-en-peine", "--json"], capsys)
    assert code == 0
    body = json.loads(out)
    assert body["ok"] is True and body["id"] == "wraith"
    assert body["ac"] == {"total": 15, "touch": 15, "flat_footed": 12}
    assert body["defenses"]["incorporeal"] is True
    assert {"id", "kind"} <= set(body["special"][0])


def test_show_human_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["--lang", "en", "creature", "show", "troll"], capsys)
    assert code == 0
    assert "flat-footed" in out and "regeneration" in out


def test_show_unknown_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["creature", "show", "trol", "--json"], capsys)
    assert code == 2
    body = json.loads(out)
    assert body["ok"] is False and "Troll" in body["suggestions"]


def test_list_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["creature", "list", "--json"], capsys)
    assert code == 0
    items = json.loads(out)
    assert len(items) >= 25
    for item in items:
        assert {"id", "name", "type", "cr"} <= set(item) and set(item["name"]) == {"fr", "en"}


def test_list_filters(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        ["creature", "list", "--type", "undead", "--ability", "drain d'énergie", "--json"], capsys
    )
    assert code == 0
    assert {i["id"] for i in json.loads(out)} == {"wight", "vampire_spawn"}
    code, out, _ = _run(["creature", "list", "--type", "dragon"], capsys)
    assert code == 0 and "Jeune dragon rouge" in out
