"""``arbitre parse spell``, ``arbitre spell show``, ``arbitre spell list`` (JSON shapes of issue 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbitre.cli.main import run

BLOCKS = """Boule de feu
École évocation [feu] ; Niveau Ens/Mag 3
Temps d'incantation 1 action simple
Composantes V, G, M
Portée longue (120 m + 12 m/niveau)
Zone d'effet étendue de 6 m de rayon
Durée instantanée
Jet de sauvegarde Réflexes, 1/2 dégâts ; Résistance à la magie oui

Haste
School transmutation; Level sorcerer/wizard 3
Range close (25 ft. + 5 ft./2 levels)
Targets one creature/level
Duration 1 round/level
Saving Throw Fortitude negates (harmless); Spell Resistance yes (harmless)
"""


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    out = capsys.readouterr()
    return int(info.value.code or 0), out.out, out.err


def test_parse_spell_json_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "blocks.txt"
    path.write_text(BLOCKS, encoding="utf-8")
    code, out, _ = _run(["parse", "spell", str(path), "--caster-level", "5", "--json"], capsys)
    assert code == 0
    first, second = (json.loads(line) for line in out.splitlines())
    for body in (first, second):
        assert body["ok"] is True
        assert set(body) >= {
            "name",
            "school",
            "subschool",
            "descriptors",
            "levels",
            "components",
            "range",
            "duration",
            "saving_throw",
            "spell_resistance",
        }
        assert set(body["range"]) >= {"kind", "meters"}
        assert set(body["duration"]) >= {"kind", "dismissible"}
        assert set(body["saving_throw"]) >= {"save", "effect", "harmless", "object"}
        assert set(body["spell_resistance"]) >= {"applies", "harmless", "object"}
    assert (
        first["name"] == "Boule de feu"
        and first["school"] == "evocation"
        and first["descriptors"] == ["fire"]
    )
    assert first["levels"] == {"sorcerer": 3, "wizard": 3}
    assert first["components"] == ["V", "S", "M"]
    assert first["range"] == {"kind": "long", "meters": 180.0, "squares": 120}
    assert first["saving_throw"]["save"] == "reflex" and first["saving_throw"]["effect"] == "half"
    assert second["range"]["meters"] == 10.5  # close at CL 5: 5 + 2 squares
    assert second["saving_throw"]["harmless"] and second["spell_resistance"]["harmless"]


def test_parse_spell_from_stdin_and_error_block(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("rien de lisible ici\net pas plus ici"))
    code, out, _ = _run(["parse", "spell", "-", "--json"], capsys)
    body = json.loads(out)
    assert code == 2 and body["ok"] is False and body["error"]


def test_parse_spell_human_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "b.txt"
    path.write_text(BLOCKS, encoding="utf-8")
    code, out, _ = _run(["parse", "spell", str(path)], capsys)
    assert code == 0 and "Boule de feu" in out and "Portée" in out


def test_spell_show_json_has_payload(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["spell", "show", "boule", "de", "feu", "--json", "--caster-level", "12"], capsys)
    body = json.loads(out)
    assert code == 0 and body["payload"]["damage"][0] == {
        "formula": "min(nls,10)d6",
        "type": "fire",
        "per": None,
        "count": None,
        "half_type": None,
    }
    assert body["range"]["meters"] == 120 + 12 * 12


def test_spell_show_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["--lang", "en", "spell", "show", "Eclair"], capsys)
    assert code == 0 and "Lightning Bolt" in out and "Range" in out


def test_spell_show_unknown_suggests(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["spell", "show", "fireblal", "--json"], capsys)
    body = json.loads(out)
    assert code == 2 and body["ok"] is False and "Fireball" in body["suggestions"]


def test_spell_list_filters(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        ["spell", "list", "--school", "évocation", "--level", "3", "--class", "magicien", "--json"], capsys
    )
    names = {s["name_en"] for s in json.loads(out)}
    assert code == 0 and {"Fireball", "Lightning Bolt"} <= names
    code, out, _ = _run(["spell", "list", "--descriptor", "feu"], capsys)
    assert code == 0 and "Boule de feu" in out
    code, _, _ = _run(["spell", "list", "--school", "cuisine"], capsys)
    assert code == 2


def test_pf2_list(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["spell", "list", "--ruleset", "pf2", "--json"], capsys)
    assert code == 0 and len(json.loads(out)) >= 12
