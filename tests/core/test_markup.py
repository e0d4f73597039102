"""The light console's markup (``cli/_markup.py``) reads and escapes exactly as rich does (emoji
codes such as ``:a:`` are left as written: rich would turn them into pictures): the same command
code prints through either."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console
from rich.markup import escape as rich_escape
from rich.markup import render as rich_render

from arbitre.cli._markup import LineConsole, escape, render

TEXT = st.lists(st.sampled_from([*"ab[]/\\#@ e12«»:·→", "[bold]", "[/]", "[e5]", "\\["]), max_size=20).map(
    "".join
)
STYLES = st.sampled_from(["bold", "dim", "cyan", "yellow", "bold yellow", "red", "green"])


@given(TEXT)
def test_escape_is_rich_escape(text: str) -> None:
    assert escape(text) == rich_escape(text)


@given(TEXT)
def test_escaped_text_reads_back_unchanged(text: str) -> None:
    assert render(escape(text), color=False) == rich_render(escape(text), emoji=False).plain


@given(st.lists(st.tuples(STYLES, TEXT), max_size=4), TEXT)
def test_styled_lines_read_as_rich_reads_them(parts: list[tuple[str, str]], tail: str) -> None:
    markup = "".join(f"[{style}]{escape(text)}[/]" for style, text in parts) + escape(tail)
    assert render(markup, color=False) == rich_render(markup, emoji=False).plain


def test_colours_on_a_terminal_only(monkeypatch: object) -> None:
    assert render("[bold]a[/] b", color=True) == "\x1b[0m\x1b[1ma\x1b[0m b"
    assert render("[bold]a[/] b", color=False) == "a b"


def test_tables_go_to_rich(capsys: object) -> None:
    from rich.table import Table

    out = LineConsole()
    table = Table("x")
    table.add_row("1")
    out.print(table)
    out.print("[bold]done[/]")
    captured = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "x" in captured and captured.endswith("done\n")
    assert isinstance(out.rich(), Console)


def test_no_rich_import_for_lines() -> None:
    """Printing lines does not import rich (the point of the light console)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from arbitre.cli._markup import LineConsole, escape\n"
        "LineConsole().print('[bold]' + escape('[e12]') + '[/] x')\n"
        "assert 'rich' not in sys.modules, 'rich imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "[e12] x\n"


def test_stream_is_chosen_when_printing() -> None:
    buffer = io.StringIO()
    import sys

    saved, sys.stdout = sys.stdout, buffer
    try:
        LineConsole().print("a", "b")
    finally:
        sys.stdout = saved
    assert buffer.getvalue() == "a b\n"
