"""Where the embedded data lives (``content/data/*.yaml``).

Read as plain files next to this module: ``importlib.resources`` costs ~15 ms of imports at every
command (a CLI used at the table), and arbitre is never imported from a zip archive.
"""

from __future__ import annotations

from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"

__all__ = ["DATA_DIR"]
