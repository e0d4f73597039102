"""Text helpers every reader of French and English shares: repairing the known mis-encodings of
the rules texts and of pasted wiki text, and removing accents for comparisons."""

from __future__ import annotations

import unicodedata

# the upstream mis-encodings of text 000 (see shared/seeds/README.md)
_MISENCODED = str.maketrans({"ę": "ê", "ŕ": "à", "ů": "ù", "Ę": "Ê", "Ŕ": "À"})


def repair(text: str) -> str:
    """Undo the known mis-encodings (``ę`` → ``ê``, ``ŕ`` → ``à``, ``ů`` → ``ù``)."""
    return text.translate(_MISENCODED)


def strip_accents(text: str) -> str:
    """``Réflexes`` → ``Reflexes`` (compatibility decomposition, combining marks dropped)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
