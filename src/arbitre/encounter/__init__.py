"""Encounters over time: an event log (``events``), its replay (``state``), its storage
(``store``), and the parsing and resolution of actions (``actions``). See ``docs/encounter.md``."""
