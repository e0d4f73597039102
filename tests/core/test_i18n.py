"""The message catalogue: every key in French and English with the same placeholders."""

from __future__ import annotations

import string

from arbitre.core.i18n import catalogue, parse_lang, set_lang, tr


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_message_has_both_languages_and_same_placeholders() -> None:
    problems = []
    for key, texts in catalogue().items():
        if set(texts) != {"fr", "en"}:
            problems.append(f"{key}: languages {sorted(texts)}")
            continue
        if not texts["fr"].strip() or not texts["en"].strip():
            problems.append(f"{key}: empty text")
        if _fields(texts["fr"]) != _fields(texts["en"]):
            problems.append(f"{key}: placeholders differ")
    assert not problems, "\n".join(problems)


def test_default_is_french_and_env_switches(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert tr("error.label") == "Erreur"
    monkeypatch.setenv("ARBITRE_LANG", "en")
    assert tr("error.label") == "Error"
    set_lang("fr")
    assert tr("error.label") == "Erreur"
    assert parse_lang("en_GB.UTF-8") == "en"
    assert parse_lang("de") is None
