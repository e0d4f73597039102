"""arbitre — an explained, exact rules engine for d20 role-playing games.

The public surface is re-exported here; everything else is private to its layer.
Layers, each importing only those below it: core → dice → model → rules → engine →
encounter → interfaces (cli).
"""

from __future__ import annotations

from arbitre.core.errors import (
    ArbitreError,
    ConflictError,
    ContentError,
    DiceError,
    DiceLimitError,
    DiceSyntaxError,
    InputError,
    NotAutomatedError,
    NotFoundError,
    ParseError,
    RulesError,
    StorageError,
)

__version__ = "0.1.0"

__all__ = [
    "ArbitreError",
    "ConflictError",
    "ContentError",
    "DiceError",
    "DiceLimitError",
    "DiceSyntaxError",
    "InputError",
    "NotAutomatedError",
    "NotFoundError",
    "ParseError",
    "RulesError",
    "StorageError",
    "__version__",
]
