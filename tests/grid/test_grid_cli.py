"""``arbitre area``: the command line and its JSON contract (issue 5; 001 « Zone d'effet »)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbitre.cli.main import run

CRYPT = str(Path(__file__).resolve().parents[2] / "examples" / "maps" / "crypt.txt")


def call(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        run(args)
    out, err = capsys.readouterr()
    return int(exc.value.code or 0), out, err


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    """The JSON shape is a public contract: {"squares": [[x, y], …], "creatures": [str, …]}."""
    code, out, _ = call(
        ["area", "--map", CRYPT, "--shape", "burst", "--origin", "10,3", "--radius", "3m", "--json"], capsys
    )
    assert code == 0
    body = json.loads(out)
    assert {"squares", "creatures"} <= set(body)
    assert all(isinstance(s, list) and len(s) == 2 for s in body["squares"])
    assert len(body["squares"]) == 12  # a 3 m burst in the open
    assert body["creatures"] == []
    _, out, _ = call(
        ["area", "--map", CRYPT, "--shape", "burst", "--origin", "4,2", "--radius", "3m", "--json"], capsys
    )
    body = json.loads(out)
    assert len(body["squares"]) == 10  # the wall of row 0 takes two squares
    assert body["creatures"] == ["Alric"] and body["creature_ids"] == ["A"]


def test_units_are_equivalent(capsys: pytest.CaptureFixture[str]) -> None:
    """001 « Zone d'effet »: 6 m = 20 ft = 4 squares."""
    results = []
    for radius in ("6m", "20ft", "4c"):
        _, out, _ = call(
            ["area", "--map", CRYPT, "--shape", "spread", "--origin", "10,9", "--radius", radius, "--json"],
            capsys,
        )
        results.append(json.loads(out)["squares"])
    assert results[0] == results[1] == results[2]


def test_cone_line_and_range(capsys: pytest.CaptureFixture[str]) -> None:
    """001 « Zone d'effet » (cône, ligne) and « La portée » from the command line."""
    base = ["area", "--map", CRYPT, "--json"]
    _, out, _ = call(
        [*base, "--shape", "cone", "--caster", "A", "--direction", "SE", "--length", "4.5m"], capsys
    )
    assert json.loads(out)["squares"]
    _, out, _ = call(
        [*base, "--shape", "line", "--caster", "1,8", "--direction", "E", "--range", "18m"], capsys
    )
    assert json.loads(out)["squares"] == [[x, 8] for x in range(2, 14)]
    _, out, _ = call(
        [*base, "--shape", "burst", "--origin", "9,9", "--radius", "6m", "--caster", "1,9", "--range", "12m"],
        capsys,
    )
    body = json.loads(out)
    assert body["out_of_range"] and all(x <= 9 for x, _ in body["squares"])


def test_human_output_draws_the_map(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/areas.md: the map with the area drawn over it."""
    code, out, _ = call(
        ["area", "--map", CRYPT, "--shape", "burst", "--origin", "10,9", "--radius", "6m"], capsys
    )
    assert code == 0
    assert "####################" in out and "*" in out
    assert "Rayonnement" in out
    _, out, _ = call(
        ["--lang", "en", "area", "--map", CRYPT, "--shape", "burst", "--origin", "4,2", "--radius", "3m"],
        capsys,
    )
    assert "Burst: 10 square(s) affected" in out and "Alric" in out


def test_errors_exit_with_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/areas.md (errors): bad input exits with code 2."""
    code, out, _ = call(
        ["area", "--map", CRYPT, "--shape", "burst", "--origin", "4;x", "--radius", "3m", "--json"], capsys
    )
    assert code == 2 and json.loads(out)["code"] == "grid.bad_point"
    code, out, _ = call(["area", "--map", CRYPT, "--shape", "burst", "--origin", "4,2", "--json"], capsys)
    assert code == 2 and json.loads(out)["code"] == "grid.missing_radius"
    code, out, _ = call(
        ["area", "--map", "nowhere.txt", "--shape", "burst", "--origin", "4,2", "--radius", "1c", "--json"],
        capsys,
    )
    assert code == 2
    code, _, err = call(
        ["area", "--map", CRYPT, "--shape", "cone", "--origin", "4,2", "--radius", "3m"], capsys
    )
    assert code == 2 and "direction" in err


def test_large_map_is_cropped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/areas.md: large maps are drawn around the area only."""
    big = tmp_path / "big.txt"
    big.write_text("\n".join("." * 300 for _ in range(300)))
    code, out, _ = call(
        ["area", "--map", str(big), "--shape", "burst", "--origin", "150,150", "--radius", "2c"], capsys
    )
    assert code == 0
    assert len(out.splitlines()[1]) < 40  # only the neighbourhood is drawn


def test_named_ranges_need_a_caster_level(capsys: pytest.CaptureFixture[str]) -> None:
    """001 « La portée »: close range is 7.5 m + 1.5 m per two caster levels."""
    base = [
        "area",
        "--map",
        CRYPT,
        "--shape",
        "burst",
        "--origin",
        "10,9",
        "--radius",
        "6m",
        "--caster",
        "1,9",
    ]
    code, out, _ = call([*base, "--range", "courte", "--level", "10", "--json"], capsys)
    assert code == 0 and json.loads(out)["out_of_range"]  # 10 squares: the far side is cut
    code, out, _ = call([*base, "--range", "courte", "--level", "1", "--json"], capsys)
    assert code == 2 and json.loads(out)["code"] == "grid.origin_out_of_range"
    code, out, _ = call([*base, "--range", "close", "--json"], capsys)
    assert code == 2 and json.loads(out)["code"] == "grid.range_needs_level"
