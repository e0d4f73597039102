"""Alembic environment of the encounter store (run by :meth:`arbitre.encounter.store.Store.migrate`)."""
