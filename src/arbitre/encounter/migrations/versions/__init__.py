"""Alembic revisions of the encounter store, oldest first."""
