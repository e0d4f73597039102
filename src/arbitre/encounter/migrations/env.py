"""Alembic environment: migrates the connection :class:`~arbitre.encounter.store.Store` hands over
(``config.attributes["connection"]``), or the database of ``sqlalchemy.url`` /
``ARBITRE_DATABASE_URL`` when Alembic is run by hand."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from arbitre.encounter.store import Base, database_url

config = context.config
target_metadata = Base.metadata


def run_migrations_offline() -> None:
    context.configure(
        url=config.get_main_option("sqlalchemy.url") or database_url(), target_metadata=target_metadata
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(config.get_main_option("sqlalchemy.url") or database_url())
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
