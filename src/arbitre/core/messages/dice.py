"""Messages of the dice language."""

from __future__ import annotations

from arbitre.core.i18n import Lang

MESSAGES: dict[str, dict[Lang, str]] = {}
