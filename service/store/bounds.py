"""How long a PostgreSQL store waits: one value the settings build and
:func:`~service.store.open_store`, :class:`~service.store.postgres.PostgresStore` and its pool
read (driver-free, so that choosing a SQLite store imports no psycopg)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PostgresBounds"]


@dataclass(frozen=True)
class PostgresBounds:
    """A PostgreSQL store's waits (the module docstring of :mod:`service.store.postgres`;
    docs/replicas.md); the defaults are a store's outside the service (benches, tests)."""

    lock_timeout_s: float = 1.0
    """A query's longest wait for a lock (every pooled session's ``lock_timeout``)."""
    statement_timeout_s: float = 15.0
    """A query's longest run (every pooled session's ``statement_timeout``)."""
    migration_lock_timeout_s: float = 5.0
    """A schema migration's longest wait for a lock (its transaction's ``lock_timeout``)."""
    migration_statement_timeout_s: float = 15.0
    """A migration statement's longest run (its transaction's ``statement_timeout``)."""
    probe_interval_s: float = 0.2
    """How often the watcher tries a server the store has marked unavailable."""
